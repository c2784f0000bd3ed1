// Help: the layer-view guide draws a real layer with a move of every kind, the rules name
// the four variants, the shortcut list is read from the menus (F1 and Ctrl+? open it), and
// About shows the version, the licence as shipped and the project's page.

#include "GuiTestSupport.h"

#include "app/common/FamousGridList.h"
#include "app/gui/document/Document.h"
#include "app/gui/help/AboutDialog.h"
#include "app/gui/help/HelpMenu.h"
#include "app/gui/help/LayerViewGuide.h"
#include "app/gui/help/RulesDialog.h"
#include "app/gui/help/ShortcutsDialog.h"
#include "app/gui/window/MainWindow.h"
#include "app/paint/BoardStyle.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSet>
#include <QUndoStack>

using namespace morpion;
using namespace morpion::gui;

class TestHelp : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings("tst_help"); }

    void theMenuHasEveryPage()
    {
        MainWindow w;
        auto* help = w.findChild<HelpMenu*>();
        QVERIFY(help);
        QVERIFY(help->shortcutsAction()->shortcuts().contains(QKeySequence(Qt::Key_F1)));
        QVERIFY(help->shortcutsAction()->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Question)));
        for (QAction* a : {help->layerViewAction(), help->rulesAction(), help->shortcutsAction(), help->reportBugAction(),
                           help->aboutAction()})
            QVERIFY(help->actions().contains(a));
    }

    // Where to report a bug: the Help menu and About name the issue tracker, the same
    // address as the AppStream entry's and the README's.
    void bugReportsHaveAPlace()
    {
        const QString bugs = AboutDialog::bugsPage();
        QVERIFY2(bugs.startsWith(QStringLiteral("https://")) && bugs.endsWith(QStringLiteral("/issues")), qPrintable(bugs));
        MainWindow w;
        auto* help = w.findChild<HelpMenu*>();
        QVERIFY(help->reportBugAction()->statusTip().contains(bugs));
        AboutDialog about(&w);
        auto* text = about.findChild<QLabel*>(QStringLiteral("aboutText"));
        QVERIFY(text);
        QVERIFY2(text->text().contains(QStringLiteral("href=\"%1\"").arg(bugs)), qPrintable(text->text()));
        QFile readme(QStringLiteral(MORPION_SOURCE_DIR "/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(readme.readAll()).contains(bugs));
    }

    // The guide's layer has a taken move, an untaken one and a taboo one, and its picture
    // shows them in the board's colours.
    void theGuideShowsEveryKind()
    {
        const int k = LayerViewGuide::shownLayer();
        QVERIFY(k > 0);
        Document doc;
        const FamousGrid* g = FamousGridList::find("seed-135");
        QVERIFY(g);
        doc.setGrid(g->variant, g->moves, 0);
        const Layer& layer = doc.layering().layers[static_cast<std::size_t>(k)];
        QVERIFY(std::count(layer.taken.begin(), layer.taken.end(), 1) > 0);
        QVERIFY(std::count(layer.taken.begin(), layer.taken.end(), 0) > 0);
        QVERIFY(!layer.taboo.empty());
        for (const paint::BoardStyle& style : {paint::BoardStyle::light(), paint::BoardStyle::dark()}) {
            const QImage image = LayerViewGuide::picture(style, 400);
            QVERIFY(!image.isNull());
            QCOMPARE(image.width(), 400);
            int current = 0, taboo = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x) {
                    const QRgb c = image.pixel(x, y);
                    current += c == style.current.rgb();
                    taboo += c == style.taboo.rgb();
                }
            QVERIFY(current > 0);
            QVERIFY(taboo > 0);
        }
        LayerViewGuide guide(paint::BoardStyle::light());
        QVERIFY(guide.findChild<QLabel*>(QStringLiteral("guideText"))->text().contains(QStringLiteral("Bit")));
    }

    void theRulesNameTheVariants()
    {
        const QString text = RulesDialog::text();
        for (const char* v : {"5T", "5D", "4T", "4D"})
            QVERIFY(text.contains(QLatin1String(v)));
    }

    // Every key the manual page shows in bold is a shortcut of one of the window's
    // actions (it said Ctrl+P animates; Ctrl+P prints).
    void theManualNamesRealShortcuts()
    {
        QFile page(QStringLiteral(MORPION_SOURCE_DIR "/dist/morpion-layers.1"));
        QVERIFY(page.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(page.readAll());
        MainWindow w;
        QSet<QString> shortcuts;
        for (const QAction* a : w.findChildren<QAction*>())
            for (const QKeySequence& k : a->shortcuts())
                shortcuts.insert(k.toString(QKeySequence::PortableText));
        // A standard key (Redo) is the platform's: Ctrl+Shift+Z on Linux desktops, Ctrl+Y
        // first on the offscreen platform. The page names the Linux one.
        for (int key = QKeySequence::HelpContents; key <= QKeySequence::Cancel; ++key) {
            const auto bindings = QKeySequence::keyBindings(QKeySequence::StandardKey(key));
            if (!bindings.isEmpty() && shortcuts.contains(bindings.front().toString(QKeySequence::PortableText)))
                for (const QKeySequence& k : bindings)
                    shortcuts.insert(k.toString(QKeySequence::PortableText));
        }
        QStringList named;
        const QRegularExpression bold(QStringLiteral("\\\\fB([^\\\\]+(?:\\\\-)?)\\\\fR"));
        for (auto it = bold.globalMatch(text); it.hasNext();) {
            QString key = it.next().captured(1).replace(QStringLiteral("\\-"), QStringLiteral("-"));
            // The page's names of keys, as Qt writes them.
            key.replace(QStringLiteral("PgDn"), QStringLiteral("PgDown"))
                .replace(QStringLiteral("Delete"), QStringLiteral("Del"));
            named << key;
            QVERIFY2(shortcuts.contains(key), qPrintable(key + QStringLiteral(" is no shortcut of the program")));
        }
        for (const char* key : {"Ctrl+Shift+A", "Ctrl+P", "PgUp", "F5"})
            QVERIFY2(named.contains(QLatin1String(key)), key);
    }

    void shortcutsComeFromTheMenus()
    {
        MainWindow w;
        const QString table = ShortcutsDialog::table(w.menuBar());
        QVERIFY2(table.contains(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)), qPrintable(table));
        QVERIFY(table.contains(QStringLiteral("Keyboard Shortcuts")));
        QVERIFY(table.contains(QStringLiteral("F1")));
        // Undo and Redo by their names, not by the step they would undo now.
        w.newGame(Variant::T5);
        QVERIFY(w.document()->play(w.document()->legalMoves().front()));
        w.document()->undoStack()->undo();
        const QString after = ShortcutsDialog::table(w.menuBar());
        QVERIFY2(after.contains(QStringLiteral("Edit › Undo<")) && after.contains(QStringLiteral("Edit › Redo<")),
                 qPrintable(after));
    }

    void aboutSaysVersionLicenceAndPage()
    {
        AboutDialog about;
        const QString text = about.findChild<QLabel*>(QStringLiteral("aboutText"))->text();
        QVERIFY(text.contains(QStringLiteral(MORPION_VERSION)));
        QVERIFY(text.contains(AboutDialog::homePage()));
        QVERIFY(AboutDialog::homePage().startsWith(QStringLiteral("https://")));
        QFile licence(QStringLiteral(MORPION_TEST_DATA "/../../LICENSE"));
        QVERIFY(licence.open(QIODevice::ReadOnly));
        QCOMPARE(AboutDialog::licenceText(), QString::fromUtf8(licence.readAll()));
        QCOMPARE(about.findChild<QPlainTextEdit*>(QStringLiteral("aboutLicence"))->toPlainText(), AboutDialog::licenceText());
    }
};

QTEST_MAIN(TestHelp)
#include "tst_help.moc"
