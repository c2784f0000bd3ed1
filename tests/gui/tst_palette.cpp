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
#include <QCheckBox>
#include <QDockWidget>
#include <QRadioButton>
#include <QSet>
#include <QSettings>
#include <QStyleOptionButton>

#include <cmath>
#include <memory>

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

// WCAG's contrast ratio of two colours, 1 to 21.
double contrast(const QColor& a, const QColor& b)
{
    const auto luminance = [](const QColor& c) {
        const auto linear = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
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

    // Check box and radio button indicators stand out on the dark palette: their edge has
    // a contrast of at least 3:1 with the window (Fusion's alone: about 1.2:1), checked or
    // not, enabled or not (a disabled one at least 1.5:1); the light palette is untouched.
    void indicatorsStandOut_data()
    {
        QTest::addColumn<bool>("radio");
        QTest::addColumn<bool>("enabled");
        QTest::addColumn<double>("least");
        QTest::newRow("radio button") << true << true << 3.0;
        QTest::newRow("check box") << false << true << 3.0;
        QTest::newRow("disabled radio button") << true << false << 1.5;
        QTest::newRow("disabled check box") << false << false << 1.5;
    }
    void indicatorsStandOut()
    {
        QFETCH(bool, radio);
        QFETCH(bool, enabled);
        QFETCH(double, least);
        AppPalette::apply(QStringLiteral("dark"));
        QWidget window;
        std::unique_ptr<QAbstractButton> button;
        if (radio)
            button = std::make_unique<QRadioButton>(QStringLiteral("A file:"), &window);
        else
            button = std::make_unique<QCheckBox>(QStringLiteral("Reopen the last grid"), &window);
        button->setEnabled(enabled);
        button->adjustSize();
        window.resize(button->size() + QSize(8, 8));
        button->move(4, 4);
        const QImage image = window.grab().toImage();
        QStyleOptionButton option;
        option.initFrom(button.get());
        const QRect indicator =
            window.style()
                ->subElementRect(radio ? QStyle::SE_RadioButtonIndicator : QStyle::SE_CheckBoxIndicator, &option, button.get())
                .translated(button->pos());
        const QColor background = window.palette().color(QPalette::Window);
        QVERIFY(!indicator.isEmpty());
        QCOMPARE(image.pixelColor(1, 1), background);
        double most = 1;
        QSet<QRgb> edgeShades; // the edge's pixels: smooth when it is antialiased, one colour when not
        for (int y = indicator.top(); y <= indicator.bottom(); ++y)
            for (int x = indicator.left(); x <= indicator.right(); ++x) {
                const double c = contrast(image.pixelColor(x, y), background);
                most = std::max(most, c);
                if (c >= 1.3)
                    edgeShades.insert(image.pixel(x, y));
            }
        QVERIFY2(most >= least, qPrintable(QStringLiteral("contrast %1:1").arg(most, 0, 'f', 2)));
        QVERIFY2(edgeShades.size() >= 4, qPrintable(QString::number(edgeShades.size())));
        AppPalette::apply(QStringLiteral("light"));
    }
};

QTEST_MAIN(TestPalette)
#include "tst_palette.moc"
