// The French and German catalogues load, translate the menus, and bring Qt's own strings.

#include "GuiTestSupport.h"

#include "app/gui/ErrorText.h"
#include "app/gui/Language.h"
#include "app/gui/MainWindow.h"

#include <QAction>
#include <QMenuBar>
#include <QProcess>
#include <QTemporaryDir>

using namespace morpion;
using namespace morpion::gui;

namespace {

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
        QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("&Fichier") << QStringLiteral("&Couches") << QStringLiteral("Annuler");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("&Datei") << QStringLiteral("&Schichten") << QStringLiteral("Abbrechen");
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
    }

    void systemLanguageFallsBackToEnglish()
    {
        QCOMPARE(Language::install(QStringLiteral("ja")), QStringLiteral("en"));
    }
};

QTEST_MAIN(TestTranslation)
#include "tst_translation.moc"
