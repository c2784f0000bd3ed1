// Every catalogue loads, translates the menus, and brings Qt's own strings; the languages offered are the catalogues built in.

#include "GuiTestSupport.h"

#include "app/gui/common/ErrorText.h"
#include "app/gui/common/Language.h"
#include "app/gui/files/FamousGridsMenu.h"
#include "app/gui/files/FileActions.h"
#include "app/gui/help/ShortcutsDialog.h"
#include "app/gui/panels/LayerPanel.h"
#include "app/gui/search/SearchPanel.h"
#include "app/gui/window/MainWindow.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTreeWidget>

using namespace morpion;
using namespace morpion::gui;

namespace {

// What a window does before the switch: a short search, so that the search panel's
// status line and header say something built from values.
void useTheWindow(MainWindow& w)
{
    SearchPanel* panel = w.searchPanel();
    auto* algo = panel->findChild<QComboBox*>(QStringLiteral("searchAlgorithm"));
    algo->setCurrentIndex(algo->findData(static_cast<int>(SearchAlgorithm::HillClimb)));
    panel->findChild<QSpinBox*>(QStringLiteral("searchThreads"))->setValue(1);
    panel->findChild<QSpinBox*>(QStringLiteral("searchSeed"))->setValue(5);
    panel->findChild<QSpinBox*>(QStringLiteral("searchSeconds"))->setValue(0);
    panel->setIterationLimit(3);
    panel->startSearch();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), 30000);
    w.searchDock()->show();
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

    // After a switch, the texts a switch used to leave in the previous language are the
    // texts of a window opened in the new language: File > New Game, the famous grids, the
    // View menu's dock toggles, the list of shortcuts (Undo, Redo), the search panel's
    // header and status line (built from values).
    void builtTextsFollowASwitch_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::newRow("ko to fr") << QStringLiteral("ko") << QStringLiteral("fr");
        QTest::newRow("fr to ja") << QStringLiteral("fr") << QStringLiteral("ja");
        QTest::newRow("ja to en") << QStringLiteral("ja") << QStringLiteral("en");
        QTest::newRow("en to de") << QStringLiteral("en") << QStringLiteral("de");
    }
    void builtTextsFollowASwitch()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        Language::install(from);
        MainWindow switched;
        useTheWindow(switched);
        Language::install(to);
        MainWindow fresh;
        useTheWindow(fresh);
        const auto texts = [](MainWindow& w) {
            QStringList out;
            for (QAction* a : w.fileActions()->newGameMenu()->actions())
                out << a->text();
            for (QAction* a : w.famousGridsMenu()->actions())
                out << a->text();
            for (QDockWidget* d : w.findChildren<QDockWidget*>())
                out << d->toggleViewAction()->text();
            out << ShortcutsDialog::table(w.menuBar());
            out << w.searchPanel()->findChild<QLabel*>(QStringLiteral("searchVariant"))->text();
            out << w.searchPanel()->statusText().replace(QRegularExpression(QStringLiteral("[0-9]+")), QStringLiteral("#"));
            return out;
        };
        QCOMPARE(texts(switched), texts(fresh));
    }

    void errorsAreTranslated()
    {
        Language::install(QStringLiteral("fr"));
        Error e;
        e.kind = ErrorKind::ConflictingMoves;
        e.layer = 12;
        e.position = 16;
        const QString text = ErrorText::describe(e);
        QVERIFY2(text.contains(QStringLiteral("12")) && text.contains(QStringLiteral("17")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("couche")), qPrintable(text));
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
