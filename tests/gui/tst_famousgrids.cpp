// File > Famous Grids: the built-in grids from the resource, each loading as one undo step
// with its author, year and story in the status bar.

#include "GuiTestSupport.h"

#include "app/common/FamousGridList.h"
#include "app/gui/common/CoreText.h"
#include "app/gui/common/Language.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/FamousGridsMenu.h"
#include "app/gui/files/FileActions.h"
#include "app/gui/panels/GridInfoPanel.h"
#include "app/gui/window/MainWindow.h"
#include "core/base/NameList.h"

#include <QAction>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QStatusBar>
#include <QUndoStack>

using namespace morpion;
using namespace morpion::gui;

namespace {

QAction* actionFor(const MainWindow& w, const QString& id)
{
    return w.famousGridsMenu()->findChild<QAction*>(QStringLiteral("famousGrid-") + id);
}

} // namespace

class TestFamousGrids : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings("tst_famousgrids"); }
    void cleanup() { Language::uninstall(); }

    void theResourceReads()
    {
        const auto& grids = FamousGridList::all();
        QVERIFY2(grids.ok(), grids.ok() ? "" : grids.error().message().c_str());
        QVERIFY(grids->size() >= 7);
        QVERIFY(FamousGridList::find("5t-ROSIN178"));
        QVERIFY(!FamousGridList::find("nobody"));
    }

    // One entry per built-in grid, in the File menu, each with a label of its own.
    void theMenuListsThemAll()
    {
        MainWindow w;
        const auto& grids = *FamousGridList::all();
        QStringList labels;
        for (const FamousGrid& g : grids) {
            QAction* a = actionFor(w, QString::fromStdString(g.id));
            QVERIFY2(a, g.id.c_str());
            QVERIFY(a->text().contains(QString::number(g.score)));
            // Each tells its grid apart (Rosin's two 177 too).
            QVERIFY2(!labels.contains(a->text()), qPrintable(a->text()));
            labels << a->text();
            QVERIFY(a->toolTip().contains(QString::fromStdString(g.story).toHtmlEscaped()));
        }
        QVERIFY(w.famousGridsMenu()->menuAction()->isVisible());
    }

    void loadsTheWorldRecord()
    {
        MainWindow w;
        const QString before = w.document()->layerCode();
        const int steps = w.document()->undoStack()->count();
        QAction* a = actionFor(w, QStringLiteral("5T-rosin178"));
        QVERIFY(a);
        a->trigger();
        QCOMPARE(w.document()->variant(), Variant::T5);
        QCOMPARE(w.document()->score(), 178);
        QCOMPARE(w.document()->layerCode(), QString::fromLatin1(test::code178));
        QVERIFY(w.document()->isOver());
        QCOMPARE(w.document()->undoStack()->count(), steps + 1);
        const QString message = w.statusBar()->currentMessage();
        QVERIFY2(message.contains(QStringLiteral("Christopher D. Rosin")) && message.contains(QStringLiteral("2011")) &&
                     message.contains(QStringLiteral("world record")),
                 qPrintable(message));
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->layerCode(), before);
    }

    void everyGridLoads_data()
    {
        QTest::addColumn<QString>("id");
        for (const FamousGrid& g : *FamousGridList::all())
            QTest::newRow(g.id.c_str()) << QString::fromStdString(g.id);
    }
    void everyGridLoads()
    {
        QFETCH(QString, id);
        const FamousGrid* g = FamousGridList::find(id.toStdString());
        QVERIFY(g);
        MainWindow w;
        actionFor(w, id)->trigger();
        QCOMPARE(w.document()->variant(), g->variant);
        QCOMPARE(w.document()->score(), g->score);
        QCOMPARE(w.document()->layers(), g->layers);
        QCOMPARE(w.document()->layerCode(), Document::withVariantPrefix(g->variant, QString::fromStdString(g->code)));
        QVERIFY(w.statusBar()->currentMessage().contains(QString::fromStdString(nameList(g->authors, nullptr))));
        if (g->yearApproximate)
            QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("c. %1").arg(g->year)));
        // In the order it was published, with its credits and story, and nothing to save.
        QVERIFY(w.document()->moves() == g->moves);
        QVERIFY(w.document()->info() == gridInfo(*g, nullptr));
        QVERIFY(!w.document()->isModified());
        QVERIFY(w.windowTitle().startsWith(QString::fromStdString(g->title)));
        auto* comment = qobject_cast<QPlainTextEdit*>(w.gridInfoPanel()->editor(GridInfo::Field::Comment));
        QCOMPARE(comment->toPlainText(), QString::fromStdString(g->story));
        QVERIFY(!w.gridInfoPanel()->isHidden());
    }

    // The 178 opened from the menu is numbered as Rosin published it, as from its file.
    void theMenuAndTheFileAgree()
    {
        MainWindow fromMenu;
        actionFor(fromMenu, QStringLiteral("5T-rosin178"))->trigger();
        MainWindow fromFile;
        QVERIFY(fromFile.fileActions()->openFile(QStringLiteral(MORPION_TEST_DATA "/records/5T-rosin178.msr.json")));
        QVERIFY(fromMenu.document()->moves() == fromFile.document()->moves());
        QCOMPARE(fromMenu.document()->gameNumber(), fromFile.document()->gameNumber());
    }

    // Grouped by variant: each variant's grids together, a separator between groups.
    void groupedByVariant()
    {
        MainWindow w;
        QStringList groups;
        QString current;
        for (const QAction* a : w.famousGridsMenu()->actions()) {
            if (a->isSeparator()) {
                groups << current;
                current.clear();
                continue;
            }
            const FamousGrid* g = FamousGridList::find(a->objectName().mid(11).toStdString());
            QVERIFY(g);
            const QString variant = QString::fromLatin1(variantName(g->variant).data(), 2);
            QVERIFY2(current.isEmpty() || current == variant, qPrintable(a->text()));
            current = variant;
        }
        groups << current;
        QCOMPARE(groups, QStringList({"5T", "5D", "4T", "4D"}));
    }

    void translated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("moves");
        QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("coups");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Züge");
    }
    void translated()
    {
        QFETCH(QString, language);
        QFETCH(QString, moves);
        QCOMPARE(Language::install(language), language);
        MainWindow w;
        QAction* a = actionFor(w, QStringLiteral("5D-rosin82"));
        QVERIFY(a);
        QVERIFY2(a->text().contains(moves), qPrintable(a->text()));
        QVERIFY(w.famousGridsMenu()->title() != QStringLiteral("Famous &Grids"));
    }

    // Titles, stories and authors in the user's language, in the menu, where a grid opens
    // and after a switch: the catalogues' "FamousGrids" and the authors listed as the
    // language lists names (nameList's "NameList" patterns).
    void inTheUsersLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("authors"); // the Demaines' and Langermans' 56
        const auto row = [](const char* code, const char* authors) { QTest::newRow(code) << code << authors; };
        row("de", "Demaine, Demaine, Langerman und Langerman");
        row("es", "Demaine, Demaine, Langerman y Langerman");
        row("fr", "Demaine, Demaine, Langerman et Langerman");
        row("it", "Demaine, Demaine, Langerman e Langerman");
        row("ja", "Demaine、Demaine、Langerman、Langerman");
        row("ko", "Demaine, Demaine, Langerman 및 Langerman");
        row("nl", "Demaine, Demaine, Langerman en Langerman");
        row("pt", "Demaine, Demaine, Langerman e Langerman");
    }
    void inTheUsersLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, authors);
        QCOMPARE(Language::install(language), language);
        const auto said = [](const std::string& english) { return QCoreApplication::translate("FamousGrids", english.c_str()); };
        MainWindow w;
        for (const FamousGrid& g : *FamousGridList::all()) {
            QAction* a = actionFor(w, QString::fromStdString(g.id));
            QVERIFY(a);
            QVERIFY2(said(g.story) != QString::fromStdString(g.story), g.id.c_str()); // translated, every one
            QVERIFY2(a->toolTip().contains(said(g.title).toHtmlEscaped()), qPrintable(a->toolTip()));
            QVERIFY2(a->toolTip().contains(said(g.story).toHtmlEscaped()), qPrintable(a->toolTip()));
            QCOMPARE(a->statusTip(), said(g.title));
        }
        QAction* a = actionFor(w, QStringLiteral("4T-demaine56"));
        QVERIFY2(a->text().contains(authors), qPrintable(a->text()));
        QVERIFY2(!a->text().contains(QStringLiteral(" and ")), qPrintable(a->text()));
        a->trigger();
        const FamousGrid* g = FamousGridList::find("4T-demaine56");
        QVERIFY(w.windowTitle().startsWith(said(g->title)));
        QVERIFY2(w.statusBar()->currentMessage().contains(authors), qPrintable(w.statusBar()->currentMessage()));
        QVERIFY(w.statusBar()->currentMessage().contains(said(g->story)));
        QCOMPARE(QString::fromStdString(w.document()->info().value(GridInfo::Field::Comment)), said(g->story));
        // (the editor's plain text has no-break spaces, as French puts before ';', as spaces)
        auto* comment = qobject_cast<QPlainTextEdit*>(w.gridInfoPanel()->editor(GridInfo::Field::Comment));
        QCOMPARE(comment->toPlainText(), said(g->story).replace(QChar(0xa0), QLatin1Char(' ')));
        auto* author = qobject_cast<QLineEdit*>(w.gridInfoPanel()->editor(GridInfo::Field::Author));
        QVERIFY(author);
        QCOMPARE(author->text(), authors);
        QCOMPARE(w.document()->undoStack()->undoText(),
                 QCoreApplication::translate("morpion::gui::MainWindow", "Open %1").arg(said(g->title)));
        // A year known only roughly in the language's words, in the menu and the record's
        // date alike (the date stayed "c. 2010" in a German window).
        const QString roughly = QCoreApplication::translate("FamousGrids", "c. %1").arg(2010);
        QVERIFY2(roughly != QStringLiteral("c. 2010"), qPrintable(roughly));
        QAction* seed = actionFor(w, QStringLiteral("seed-160"));
        QVERIFY2(seed->text().contains(roughly), qPrintable(seed->text()));
        seed->trigger();
        auto* date = qobject_cast<QLineEdit*>(w.gridInfoPanel()->editor(GridInfo::Field::Date));
        QVERIFY(date);
        QCOMPARE(date->text(), roughly);
        QVERIFY2(w.statusBar()->currentMessage().contains(roughly), qPrintable(w.statusBar()->currentMessage()));
    }

    // A switch says the menu again in the new language, tool tips and undo step too.
    void followsASwitch()
    {
        Language::install(QStringLiteral("en"));
        MainWindow w;
        QAction* a = actionFor(w, QStringLiteral("4D-hyyroporanen35"));
        QVERIFY2(a->text().contains(QStringLiteral("Heikki Hyyrö and Timo Poranen")), qPrintable(a->text()));
        a->trigger();
        Language::install(QStringLiteral("de"));
        QVERIFY2(a->text().contains(QStringLiteral("Heikki Hyyrö und Timo Poranen")), qPrintable(a->text()));
        const FamousGrid* g = FamousGridList::find("4D-hyyroporanen35");
        const QString title = QCoreApplication::translate("FamousGrids", g->title.c_str());
        QVERIFY(title != QString::fromStdString(g->title));
        QCOMPARE(a->statusTip(), title);
        QVERIFY(a->toolTip().contains(title.toHtmlEscaped()));
        QVERIFY2(w.document()->undoStack()->undoText().contains(title), qPrintable(w.document()->undoStack()->undoText()));
    }

    // A famous grid opened from the menu and left as it opened is the program's words: after
    // a switch its record is said in the new language (its title, story and date: they stayed
    // German in a French window), with no undo step and nothing to save. Once the user changed
    // a field, the record is theirs and stays as it is.
    void anOpenGridFollowsASwitch()
    {
        Language::install(QStringLiteral("de"));
        MainWindow w;
        const FamousGrid* g = FamousGridList::find("seed-160");
        actionFor(w, QStringLiteral("seed-160"))->trigger();
        const int steps = w.document()->undoStack()->count();
        QCOMPARE(QString::fromStdString(w.document()->info().value(GridInfo::Field::Date)),
                 QCoreApplication::translate("FamousGrids", "c. %1").arg(2010));
        Language::install(QStringLiteral("fr"));
        const GridInfo french = gridInfo(*g, CoreText::translate());
        QVERIFY(french.value(GridInfo::Field::Title) != g->title);
        QVERIFY(w.document()->info() == french);
        QVERIFY(w.document()->loadedInfo() == french);
        auto* comment = qobject_cast<QPlainTextEdit*>(w.gridInfoPanel()->editor(GridInfo::Field::Comment));
        QCOMPARE(comment->toPlainText(),
                 QString::fromStdString(french.value(GridInfo::Field::Comment)).replace(QChar(0xa0), QLatin1Char(' ')));
        QVERIFY(w.windowTitle().startsWith(QString::fromStdString(french.value(GridInfo::Field::Title))));
        QCOMPARE(w.document()->undoStack()->count(), steps);
        QVERIFY(!w.document()->isModified());
        // Undone and done again: still in French.
        w.document()->undoStack()->undo();
        w.document()->undoStack()->redo();
        QVERIFY(w.document()->info() == french);
        // A field the user typed: the record is theirs now, a switch changes none of it.
        w.document()->editInfo(GridInfo::Field::Author, QStringLiteral("A. Player"), QStringLiteral("author"));
        const GridInfo typed = w.document()->info();
        Language::install(QStringLiteral("de"));
        QVERIFY(w.document()->info() == typed);
    }

    // The grid shown at start-up (no undo step) follows a switch the same way.
    void theStartupGridFollowsASwitch()
    {
        Language::install(QStringLiteral("en"));
        MainWindow w;
        const FamousGrid* start = FamousGridList::startup();
        QVERIFY(start);
        QCOMPARE(w.document()->info().value(GridInfo::Field::Title), start->title);
        Language::install(QStringLiteral("nl"));
        QVERIFY(w.document()->info() == gridInfo(*start, CoreText::translate()));
        QVERIFY(w.document()->info().value(GridInfo::Field::Title) != start->title);
        QCOMPARE(w.document()->undoStack()->count(), 0);
        QVERIFY(!w.document()->isModified());
    }
};

QTEST_MAIN(TestFamousGrids)
#include "tst_famousgrids.moc"
