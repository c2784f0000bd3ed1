// View > Colours: the dark and light palettes colour the whole interface (every window,
// dock and dialog), not only the board, and "system" goes back to the system's palette.

#include "GuiTestSupport.h"

#include "app/gui/board/BoardView.h"
#include "app/gui/common/AppPalette.h"
#include "app/gui/search/SearchPanel.h"
#include "app/gui/window/MainWindow.h"
#include "app/paint/BoardStyle.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QSettings>

using namespace morpion;
using namespace morpion::gui;

namespace {

QAction* paletteAction(const MainWindow& w, const char* name)
{
    for (QAction* a : w.findChildren<QAction*>())
        if (a->isCheckable() && a->data().toString() == QLatin1String(name))
            return a;
    qFatal("no palette action %s", name);
}

int lightness(const QWidget* w, QPalette::ColorRole role = QPalette::Window)
{
    return w->palette().color(role).lightness();
}

} // namespace

class TestPalette : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings("tst_palette"); }

    void darkColoursEverything()
    {
        const QPalette system = QApplication::palette();
        MainWindow w;
        w.show();
        paletteAction(w, "dark")->trigger();
        QTRY_VERIFY(lightness(&w) < 80); // the widgets hear of it through events
        QVERIFY(QApplication::palette().color(QPalette::Base).lightness() < 80);
        QVERIFY(QApplication::palette().color(QPalette::Text).lightness() > 180);
        // The docks and panels follow, not only the board.
        QVERIFY(lightness(w.searchDock()) < 80);
        QVERIFY(lightness(w.searchPanel()) < 80);
        QVERIFY(lightness(w.searchPanel(), QPalette::WindowText) > 180);
        QCOMPARE(w.boardView()->boardStyle().background, paint::BoardStyle::dark().background);
        QCOMPARE(QSettings().value(QStringLiteral("View/palette")).toString(), QStringLiteral("dark"));

        paletteAction(w, "light")->trigger();
        QTRY_VERIFY(lightness(&w) > 150);
        QVERIFY(lightness(w.searchPanel(), QPalette::WindowText) < 100);
        QCOMPARE(w.boardView()->boardStyle().background, paint::BoardStyle::light().background);

        // "system": the palette the program started with, and a board that matches it.
        paletteAction(w, "system")->trigger();
        QCOMPARE(QApplication::palette().color(QPalette::Window), system.color(QPalette::Window));
        QCOMPARE(w.boardView()->boardStyle().background,
                 (AppPalette::systemIsDark() ? paint::BoardStyle::dark() : paint::BoardStyle::light()).background);
    }

    // A dark system palette is "dark" for the board too (View > Colours > Follow the System).
    void effectiveNames()
    {
        QCOMPARE(AppPalette::effective(QStringLiteral("dark")), QStringLiteral("dark"));
        QCOMPARE(AppPalette::effective(QStringLiteral("light")), QStringLiteral("light"));
        QCOMPARE(AppPalette::effective(QStringLiteral("system")),
                 AppPalette::systemIsDark() ? QStringLiteral("dark") : QStringLiteral("light"));
        QVERIFY(AppPalette::dark().color(QPalette::Window).lightness() <
                AppPalette::dark().color(QPalette::WindowText).lightness());
        QVERIFY(AppPalette::light().color(QPalette::Window).lightness() >
                AppPalette::light().color(QPalette::WindowText).lightness());
    }

    // The setting is applied when the window is made.
    void rememberedAtStart()
    {
        QSettings().setValue(QStringLiteral("View/palette"), QStringLiteral("dark"));
        MainWindow w;
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 80);
        QSettings().setValue(QStringLiteral("View/palette"), QStringLiteral("light"));
        MainWindow again;
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 150);
    }
};

QTEST_MAIN(TestPalette)
#include "tst_palette.moc"
