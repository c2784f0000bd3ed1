// Typed settings: defaults when nothing is stored, and the window's toggles, palette and zoom
// remembered from one window to the next.

#include "GuiTestSupport.h"

#include "app/gui/board/BoardView.h"
#include "app/gui/common/Setting.h"
#include "app/gui/common/ViewSettings.h"
#include "app/gui/window/MainWindow.h"

#include <QAction>
#include <QMenuBar>

using namespace morpion;
using namespace morpion::gui;

namespace {

QAction* findAction(const MainWindow& w, const QString& text)
{
    for (QAction* a : w.findChildren<QAction*>())
        if (a->text() == text)
            return a;
    return nullptr;
}

} // namespace

class TestSettings : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings("tst_settings"); }

    void typedDefaults()
    {
        const Setting<int> number{"Test/number", 42};
        const Setting<QString> text{"Test/text", QStringLiteral("x")};
        QCOMPARE(number.value(), 42);
        number.setValue(7);
        QCOMPARE(number.value(), 7);
        QSettings().setValue(QStringLiteral("Test/number"), QStringLiteral("not a number"));
        QCOMPARE(number.value(), 0); // QVariant converts text to 0: stored junk never crashes
        number.reset();
        QCOMPARE(number.value(), 42);
        QCOMPARE(text.value(), QStringLiteral("x"));
        QCOMPARE(ViewSettings::palette.value(), QStringLiteral("system"));
        QCOMPARE(ViewSettings::highlightLayer.value(), true);
    }

    void windowRemembers()
    {
        {
            MainWindow w;
            w.resize(1000, 700);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QAction* numbers = findAction(w, QStringLiteral("Move N&umbers"));
            QAction* ghost = findAction(w, QStringLiteral("&Ghost Later Layers"));
            QAction* dark = findAction(w, QStringLiteral("&Dark"));
            QVERIFY(numbers && ghost && dark);
            QVERIFY(!numbers->isChecked());
            QVERIFY(ghost->isChecked());
            numbers->trigger();
            ghost->trigger();
            dark->trigger();
            QVERIFY(w.boardView()->options().showNumbers);
            QVERIFY(!w.boardView()->options().ghostLater);
            QCOMPARE(w.boardView()->paletteName(), QStringLiteral("dark"));
            w.boardView()->setCellSize(33.0);
            w.close();
        }
        MainWindow w;
        QVERIFY(w.boardView()->options().showNumbers);
        QVERIFY(!w.boardView()->options().ghostLater);
        QCOMPARE(w.boardView()->paletteName(), QStringLiteral("dark"));
        QCOMPARE(w.boardView()->boardStyle().background, paint::BoardStyle::dark().background);
        QCOMPARE(ViewSettings::cellSize.value(), 33.0);
        QVERIFY(!ViewSettings::geometry.value().isEmpty());
        QVERIFY(!ViewSettings::state.value().isEmpty());
        w.show();
        QTRY_COMPARE(w.boardView()->cellSize(), 33.0);
    }
};

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
