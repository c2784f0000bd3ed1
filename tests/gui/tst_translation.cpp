// Every catalogue loads, translates the menus, and brings Qt's own strings; a switch in the
// running program leaves no text of the old language; the languages offered are the
// catalogues built in.

#include "GuiTestSupport.h"

#include "app/gui/common/CoreText.h"
#include "app/gui/common/Language.h"
#include "app/gui/common/MessageBanner.h"
#include "app/gui/common/ReadFeedback.h"
#include "app/gui/document/Document.h"
#include "app/gui/edit/GridEditActions.h"
#include "app/gui/files/FamousGridsMenu.h"
#include "app/gui/files/FileActions.h"
#include "app/gui/files/GridOpener.h"
#include "app/gui/help/ShortcutsDialog.h"
#include "app/gui/panels/LayerBar.h"
#include "app/gui/panels/LayerPanel.h"
#include "app/gui/panels/LayerSpinBox.h"
#include "app/gui/search/SearchPanel.h"
#include "app/gui/window/MainWindow.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUndoStack>

using namespace morpion;
using namespace morpion::gui;

namespace {

// What a user does before the switch: a grid loaded, a short search (its status line,
// chart and figures then say something built from values), every dock shown.
void useTheWindow(MainWindow& w)
{
    // Opened as a user opens a code, taken back and played on by hand: Undo and Redo name
    // steps made of messages and values ("Open layer code", "Play …"), as the user sees them.
    GridOpener* opener = w.gridOpener();
    QVERIFY(opener->openText(QString::fromLatin1(test::code135), opener->readOptions()).opened);
    QVERIFY(w.editActions()->takeBackTo(130));
    QVERIFY(w.document()->play(w.document()->legalMoves().front()));
    w.document()->undoStack()->undo(); // Redo: "Play …", Undo: "Take back to move 131"
    w.document()->setCurrentLayer(3);
    SearchPanel* panel = w.searchPanel();
    auto* algo = panel->findChild<QComboBox*>(QStringLiteral("searchAlgorithm"));
    algo->setCurrentIndex(algo->findData(static_cast<int>(SearchAlgorithm::HillClimb)));
    panel->findChild<QSpinBox*>(QStringLiteral("searchThreads"))->setValue(1);
    panel->findChild<QSpinBox*>(QStringLiteral("searchSeed"))->setValue(5);
    panel->findChild<QSpinBox*>(QStringLiteral("searchSeconds"))->setValue(0);
    panel->setIterationLimit(3);
    panel->startSearch();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), 30000);
    for (QDockWidget* dock : w.findChildren<QDockWidget*>())
        dock->show();
    QCoreApplication::processEvents();
}

// Every text of `root` and what it holds that a user reads or a screen reader says, each
// named by where it is, in the order of the object tree (the same for two windows used alike).
QStringList textsOf(QObject* root)
{
    QStringList out;
    auto add = [&](const QString& where, const QString& text) {
        if (!text.isEmpty())
            out << where + QStringLiteral(": ") + text;
    };
    QList<QObject*> objects = root->findChildren<QObject*>();
    objects.prepend(root);
    for (QObject* object : objects) {
        const QString name = QString::fromLatin1(object->metaObject()->className()) + QLatin1Char(' ') + object->objectName();
        if (auto* action = qobject_cast<QAction*>(object)) {
            add(name + QStringLiteral(" text"), action->text());
            add(name + QStringLiteral(" tooltip"), action->toolTip());
            add(name + QStringLiteral(" status tip"), action->statusTip());
            continue;
        }
        auto* widget = qobject_cast<QWidget*>(object);
        if (!widget)
            continue;
        add(name + QStringLiteral(" title"), widget->windowTitle());
        add(name + QStringLiteral(" tooltip"), widget->toolTip());
        add(name + QStringLiteral(" status tip"), widget->statusTip());
        add(name + QStringLiteral(" accessible name"), widget->accessibleName());
        add(name + QStringLiteral(" accessible description"), widget->accessibleDescription());
        if (auto* label = qobject_cast<QLabel*>(widget))
            add(name + QStringLiteral(" label"), label->text());
        else if (auto* button = qobject_cast<QAbstractButton*>(widget))
            add(name + QStringLiteral(" button"), button->text());
        else if (auto* box = qobject_cast<QGroupBox*>(widget))
            add(name + QStringLiteral(" group"), box->title());
        else if (auto* spin = qobject_cast<QAbstractSpinBox*>(widget)) {
            add(name + QStringLiteral(" special value"), spin->specialValueText());
            if (auto* integer = qobject_cast<QSpinBox*>(spin))
                add(name + QStringLiteral(" suffix"), integer->suffix());
            if (auto* real = qobject_cast<QDoubleSpinBox*>(spin))
                add(name + QStringLiteral(" suffix"), real->suffix());
        } else if (auto* edit = qobject_cast<QLineEdit*>(widget))
            add(name + QStringLiteral(" placeholder"), edit->placeholderText());
        else if (auto* combo = qobject_cast<QComboBox*>(widget)) {
            for (int i = 0; i < combo->count(); ++i) {
                add(name + QStringLiteral(" item %1").arg(i), combo->itemText(i));
                add(name + QStringLiteral(" item %1 tooltip").arg(i), combo->itemData(i, Qt::ToolTipRole).toString());
            }
        } else if (auto* tabs = qobject_cast<QTabBar*>(widget)) {
            for (int i = 0; i < tabs->count(); ++i) {
                add(name + QStringLiteral(" tab %1").arg(i), tabs->tabText(i));
                add(name + QStringLiteral(" tab %1 tooltip").arg(i), tabs->tabToolTip(i));
            }
        } else if (auto* view = qobject_cast<QAbstractItemView*>(widget); view && view->model()) {
            // Headers, and the rows a user sees first.
            const QAbstractItemModel* model = view->model();
            for (int c = 0; c < model->columnCount(); ++c)
                for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)})
                    add(name + QStringLiteral(" header %1 role %2").arg(c).arg(role),
                        model->headerData(c, Qt::Horizontal, role).toString());
            for (int r = 0; r < std::min(model->rowCount(), 30); ++r)
                for (int c = 0; c < model->columnCount(); ++c)
                    for (int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole), int(Qt::AccessibleTextRole)})
                        add(name + QStringLiteral(" row %1 column %2 role %3").arg(r).arg(c).arg(role),
                            model->index(r, c).data(role).toString());
        }
    }
    return out;
}

// Numbers (scores, times, seeds, playouts) differ from run to run; the words may not.
QStringList wordsOf(QStringList texts)
{
    static const QRegularExpression digits(QStringLiteral("[0-9]+([.,:][0-9]+)*"));
    for (QString& t : texts)
        t.replace(digits, QStringLiteral("#"));
    return texts;
}

QStringList menuTitles(const MainWindow& w)
{
    QStringList titles;
    for (QAction* a : w.menuBar()->actions())
        titles << a->text();
    return titles;
}

} // namespace

class TestTranslation : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings("tst_translation"); }
    void cleanup() { Language::uninstall(); }

    void englishIsTheSource()
    {
        QCOMPARE(Language::install(QStringLiteral("en")), QStringLiteral("en"));
        MainWindow w;
        QCOMPARE(menuTitles(w), (QStringList{QStringLiteral("&File"), QStringLiteral("&Edit"), QStringLiteral("&View"),
                                             QStringLiteral("&Layers"), QStringLiteral("&Help")}));
    }

    void menus_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("layers");
        QTest::addColumn<QString>("cancel");
        QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("&Fichier") << QStringLiteral("&Couches")
                            << QStringLiteral("Annuler");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("&Datei") << QStringLiteral("&Schichten")
                            << QStringLiteral("Abbrechen");
        QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("&Archivo") << QStringLiteral("&Capas")
                            << QStringLiteral("Cancelar");
        QTest::newRow("it") << QStringLiteral("it") << QStringLiteral("&File") << QStringLiteral("&Strati")
                            << QStringLiteral("Annulla");
        QTest::newRow("pt") << QStringLiteral("pt") << QStringLiteral("&Arquivo") << QStringLiteral("&Camadas")
                            << QStringLiteral("Cancelar");
        QTest::newRow("nl") << QStringLiteral("nl") << QStringLiteral("&Bestand") << QStringLiteral("&Lagen")
                            << QStringLiteral("Annuleren");
        QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("ファイル(&F)") << QStringLiteral("レイヤー(&L)")
                            << QStringLiteral("キャンセル");
        QTest::newRow("ko") << QStringLiteral("ko") << QStringLiteral("파일(&F)") << QStringLiteral("레이어(&L)")
                            << QStringLiteral("취소");
    }
    void menus()
    {
        QFETCH(QString, language);
        QFETCH(QString, file);
        QFETCH(QString, layers);
        QFETCH(QString, cancel);
        QCOMPARE(Language::install(language), language);
        MainWindow w;
        const QStringList titles = menuTitles(w);
        QCOMPARE(titles.size(), 5);
        QCOMPARE(titles.at(0), file);
        QCOMPARE(titles.at(3), layers);
        // Qt's own strings come from qtbase_xx.qm.
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), cancel);
        // Every action of the window has a translated text (none left in English).
        int translated = 0, total = 0;
        Language::uninstall();
        MainWindow english;
        Language::install(language);
        const auto ours = w.findChildren<QAction*>();
        const auto theirs = english.findChildren<QAction*>();
        QCOMPARE(ours.size(), theirs.size());
        for (int i = 0; i < ours.size(); ++i) {
            if (theirs[i]->text().isEmpty())
                continue;
            ++total;
            translated += ours[i]->text() != theirs[i]->text();
        }
        QVERIFY2(translated * 10 >= total * 9, qPrintable(QStringLiteral("%1 of %2").arg(translated).arg(total)));
    }

    // A language chosen while the program runs translates the open window at once: menus,
    // actions, docks, and the texts built from values (status bar).
    void switchesWithoutRestart()
    {
        Language::install(QStringLiteral("en"));
        MainWindow w;
        auto statusTexts = [&] {
            QStringList texts;
            for (const QLabel* label : w.statusBar()->findChildren<QLabel*>())
                texts << label->text();
            return texts.join(QLatin1Char('|'));
        };
        QVERIFY2(statusTexts().contains(QStringLiteral("Layer ")), qPrintable(statusTexts()));
        Language::install(QStringLiteral("de"));
        QCOMPARE(menuTitles(w).constFirst(), QStringLiteral("&Datei"));
        QVERIFY2(statusTexts().contains(QStringLiteral("Schicht ")), qPrintable(statusTexts()));
        QCOMPARE(w.searchDock()->windowTitle(), QCoreApplication::translate("morpion::gui::MainWindow", "Search"));
        QVERIFY(w.searchDock()->windowTitle() != QStringLiteral("Search"));
        Language::install(QStringLiteral("ja"));
        QCOMPARE(menuTitles(w).constFirst(), QStringLiteral("ファイル(&F)"));
        QCOMPARE(menuTitles(w).at(3), QStringLiteral("レイヤー(&L)"));
        // Headers of item views set from tr() texts follow too.
        QCOMPARE(w.layerPanel()->findChild<QTreeWidget*>()->headerItem()->text(1), QStringLiteral("手"));
        Language::install(QStringLiteral("en"));
        QCOMPARE(menuTitles(w), (QStringList{QStringLiteral("&File"), QStringLiteral("&Edit"), QStringLiteral("&View"),
                                             QStringLiteral("&Layers"), QStringLiteral("&Help")}));
        QVERIFY2(statusTexts().contains(QStringLiteral("Layer ")), qPrintable(statusTexts()));
    }

    // After a switch in the running program, no text of the previous language is left: every
    // text, tooltip, status tip and accessible name of every widget, action, list item,
    // header and tab of the switched window, and the list of shortcuts, is the one a window
    // opened in the new language shows after the same use. (File > New Game, the famous
    // grids, the dock toggles, Undo and Redo, the search panel's header and status line, the
    // layer bar's tooltips with their keys, the start-from tooltips, the search figures, the
    // layer list's header tooltip stayed in the old language.)
    void nothingOfTheOldLanguageIsLeft_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::newRow("ko to fr") << QStringLiteral("ko") << QStringLiteral("fr");
        QTest::newRow("fr to ja") << QStringLiteral("fr") << QStringLiteral("ja");
        QTest::newRow("ja to en") << QStringLiteral("ja") << QStringLiteral("en");
        QTest::newRow("en to de") << QStringLiteral("en") << QStringLiteral("de");
        // And every language once, from the one before it.
        const QStringList codes = Language::codes();
        for (qsizetype i = 0; i < codes.size(); ++i) {
            const QString& from = codes.at((i + codes.size() - 1) % codes.size());
            QTest::newRow(qPrintable(from + QStringLiteral(" to ") + codes.at(i))) << from << codes.at(i);
        }
    }
    void nothingOfTheOldLanguageIsLeft()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        Language::install(from);
        MainWindow switched;
        switched.resize(1280, 800);
        switched.show();
        QVERIFY(QTest::qWaitForWindowExposed(&switched));
        useTheWindow(switched);
        Language::install(to);
        QCoreApplication::processEvents();
        MainWindow fresh;
        fresh.resize(1280, 800);
        fresh.show();
        QVERIFY(QTest::qWaitForWindowExposed(&fresh));
        useTheWindow(fresh);
        const auto all = [](MainWindow& w) { return wordsOf(textsOf(&w) << ShortcutsDialog::table(w.menuBar())); };
        const QStringList a = all(switched);
        const QStringList b = all(fresh);
        QStringList left;
        for (const QString& text : a)
            if (!b.contains(text))
                left << text;
        QVERIFY2(left.isEmpty(),
                 qPrintable(QStringLiteral("%1 texts differ from a window opened in '%2':\n").arg(left.size()).arg(to) +
                            left.join(QLatin1Char('\n'))));
    }

    // The banner's note about a grid that opened (the variant it was read as, "Read as 5T")
    // and the undo step that opened it are worded again after a switch (both stayed English:
    // "元に戻す：Open rosin82-5D.pentasol.txt" and an English banner in a Japanese window).
    void bannerAndUndoFollowASwitch()
    {
        Language::install(QStringLiteral("en"));
        MainWindow w;
        QVERIFY(w.fileActions()->openFile(QStringLiteral(MORPION_TEST_DATA "/records/5D-rosin82.pentasol.txt")));
        QVERIFY2(w.banner()->text().contains(QStringLiteral("also legal as 5T")), qPrintable(w.banner()->text()));
        QCOMPARE(w.banner()->actionButton()->text(), QStringLiteral("Read as 5T"));
        Language::install(QStringLiteral("de"));
        // The notice is the core's phrase (ReadNotice::phrase), translated in ErrorDetail.
        const QString note = QCoreApplication::translate(
            "ErrorDetail", "The grid does not name its variant: it was read as %1, the strictest variant under which it is "
                           "legal. It is also legal as %2.");
        QCOMPARE(w.banner()->text(), note.arg(QStringLiteral("5D"), QStringLiteral("5T")));
        QCOMPARE(w.banner()->actionButton()->text(),
                 QCoreApplication::translate("morpion::gui::ReadFeedback", "Read as %1").arg(QStringLiteral("5T")));
        QVERIFY(w.banner()->actionButton()->text() != QStringLiteral("Read as 5T"));
        QCOMPARE(
            w.document()->undoStack()->undoText(),
            QCoreApplication::translate("morpion::gui::FileActions", "Open %1").arg(QStringLiteral("5D-rosin82.pentasol.txt")));
        QVERIFY(w.document()->undoStack()->undoText() != QStringLiteral("Open 5D-rosin82.pentasol.txt"));
        // A text with no message in it (a file's name) stays as it was.
        w.banner()->showError(QStringLiteral("rosin82 (copy).txt"));
        Language::install(QStringLiteral("ja"));
        QCOMPARE(w.banner()->text(), QStringLiteral("rosin82 (copy).txt"));
    }

    // An edit of a record that names its author is one undo step of two (the edit, and the
    // record put into "based_on"), named after the edit: after a switch that name is said
    // again too, not left in the old language.
    void anEditOfARecordIsNamedAgain()
    {
        Language::install(QStringLiteral("en"));
        MainWindow w;
        QVERIFY(w.fileActions()->openFile(QStringLiteral(MORPION_TEST_DATA "/records/5T-rosin178.msr.json")));
        QVERIFY(w.editActions()->takeBackTo(58));
        QVERIFY(w.document()->info().basedOn()); // the step is the two-part one
        QCOMPARE(w.document()->undoStack()->undoText(), QStringLiteral("Take back to move 59"));
        Language::install(QStringLiteral("de"));
        const QString german =
            QCoreApplication::translate("morpion::gui::GridEditActions", "Take back to move %1").arg(QStringLiteral("59"));
        QVERIFY(german != QStringLiteral("Take back to move 59"));
        QCOMPARE(w.document()->undoStack()->undoText(), german);
    }

    // The layer bar's box shows its step in words: after a switch it says them in the new
    // language at once, not only when the step next changes (else German reads "Layer 0 / 72").
    void layerBoxFollowsASwitch_data()
    {
        QTest::addColumn<bool>("inPlay");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("german");
        QTest::newRow("a layer") << false << QStringLiteral("Layer 0 / 72") << QStringLiteral("Schicht 0 / 72");
        QTest::newRow("in play") << true << QStringLiteral("In play") << QStringLiteral("Im Spiel");
    }
    void layerBoxFollowsASwitch()
    {
        QFETCH(bool, inPlay);
        QFETCH(QString, english);
        QFETCH(QString, german);
        Language::install(QStringLiteral("en"));
        MainWindow w;
        QVERIFY(w.openText(QString::fromLatin1(test::code178), Variant::T5));
        if (inPlay) { // taken back: play goes on, the step after the last layer
            QVERIFY(w.editActions()->takeBackTo(160));
            w.document()->setCurrentLayer(1000);
        }
        auto* box = w.layerBar()->findChild<LayerSpinBox*>();
        QVERIFY(box);
        QCOMPARE(box->text(), english);
        Language::install(QStringLiteral("de"));
        QCOMPARE(box->text(), german);
        Language::install(QStringLiteral("en"));
        QCOMPARE(box->text(), english);
    }

    void errorsAreTranslated()
    {
        Language::install(QStringLiteral("fr"));
        Error e;
        e.kind = ErrorKind::ConflictingMoves;
        e.layer = 12;
        e.position = 16;
        const QString text = CoreText::describe(e);
        QVERIFY2(text.contains(QStringLiteral("12")) && text.contains(QStringLiteral("17")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("couche")), qPrintable(text));
    }

    // The reader's notices are phrases, as errors are: the program says them in its
    // language, the variants and the quoted error inside them too.
    void noticesAreTranslated_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("german"); // a part of the note
        QFile pentasol(QStringLiteral(MORPION_TEST_DATA "/records/5D-rosin82.pentasol.txt"));
        QVERIFY(pentasol.open(QIODevice::ReadOnly));
        QTest::newRow("strictest variant") << QString::fromUtf8(pentasol.readAll()) << QStringLiteral("als 5D gelesen");
        QTest::newRow("code and number") << QStringLiteral("L0") << QStringLiteral("auch als Partienummer gültig");
        QTest::newRow("number runs out") << QStringLiteral("t0Uchf9xl") << QStringLiteral("kein Schichtcode");
    }
    void noticesAreTranslated()
    {
        QFETCH(QString, text);
        QFETCH(QString, german);
        GridReadOptions options;
        const QString english = ReadFeedback::read(text, options).note;
        QVERIFY2(!english.isEmpty(), qPrintable(text));
        Language::install(QStringLiteral("de"));
        const ReadFeedback::Outcome read = ReadFeedback::read(text, options);
        QVERIFY2(read.note.contains(german), qPrintable(read.note));
        QVERIFY(read.note != english);
        // The program's note is the core's phrase, as the command line and the page say it.
        QVERIFY(!read.grid.notices.empty());
        QCOMPARE(read.note, CoreText::phrase(read.grid.notices.front().phrase()));
    }

    // main.cpp's own strings (the --help text) come from the catalogue too.
    void commandLineHelpIsTranslated()
    {
        QTemporaryDir config;
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("fr_FR.UTF-8"));
        env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("fr"));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(MORPION_LAYERS), {QStringLiteral("--help")});
        QVERIFY(p.waitForFinished(30000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(out.contains(QStringLiteral("couche par couche")), qPrintable(out));
        // The argument's name too (it stayed "[grid]").
        QVERIFY2(out.contains(QStringLiteral("[grille]")), qPrintable(out));
    }

    // Wrong usage ends with status 2, as morpion-cli's does, with a display or without.
    void wrongUsageIsStatusTwo_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::newRow("offscreen") << QStringLiteral("offscreen");
        QTest::newRow("no display") << QString();
    }
    void wrongUsageIsStatusTwo()
    {
        QFETCH(QString, platform);
        QTemporaryDir config;
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
        env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        if (platform.isEmpty())
            env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        else
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(MORPION_LAYERS), {QStringLiteral("--bogus")});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 2);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.contains(QStringLiteral("bogus")), qPrintable(err));
    }

    void systemLanguageFallsBackToEnglish() { QCOMPARE(Language::install(QStringLiteral("sv")), QStringLiteral("en")); }

    // The preferences offer every catalogue that is built in, English first.
    void everyCatalogueIsOffered()
    {
        QCOMPARE(Language::codes(), (QStringList{QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("es"),
                                                 QStringLiteral("fr"), QStringLiteral("it"), QStringLiteral("ja"),
                                                 QStringLiteral("ko"), QStringLiteral("nl"), QStringLiteral("pt")}));
    }
};

QTEST_MAIN(TestTranslation)
#include "tst_translation.moc"
