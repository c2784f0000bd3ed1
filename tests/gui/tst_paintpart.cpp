// Painting a part of the board (a widget's exposed rectangle, a tile of a print) draws, inside
// that part, what painting the whole board draws there (but for antialiasing's last levels):
// the renderer skips only the shapes that cannot reach the part (BoardRenderer::paint's margin
// around `area`). Parts of random places and sizes, their edges cutting through discs, numbers
// and lines.

#include "GuiTestSupport.h"
#include "PaintArea.h"

#include "app/gui/document/Document.h"

#include <QImage>
#include <QRandomGenerator>

#include <algorithm>
#include <cstdlib>

using namespace morpion;
using namespace morpion::gui;

class TestPaintPart : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::isolateSettings("tst_paintpart");
        doc_.load(Variant::T5, test::decoded(Variant::T5, test::code178).movesInOrder(), QStringLiteral("178"));
    }

    void partsAreTheWholesParts_data()
    {
        QTest::addColumn<int>("layer");
        QTest::addColumn<bool>("numbers");
        QTest::newRow("layer 36, numbers") << 36 << true;
        QTest::newRow("layer 36, plain") << 36 << false;
        QTest::newRow("last layer, numbers") << -1 << true;
    }
    void partsAreTheWholesParts()
    {
        QFETCH(int, layer);
        QFETCH(bool, numbers);
        doc_.setCurrentLayer(layer < 0 ? doc_.viewSteps() - 1 : layer);
        paint::ViewOptions o;
        o.showNumbers = numbers;
        const paint::BoardScene scene = doc_.scene(o);
        const paint::BoardStyle style = paint::BoardStyle::light();
        const QRect whole(0, 0, 900, 700);
        test::PaintArea all(whole.size(), style);
        all.paintPart(scene, whole);
        QRandomGenerator rng(33);
        for (int i = 0; i < 120; ++i) {
            const int w = rng.bounded(8, 300), h = rng.bounded(8, 300);
            const QRect part(rng.bounded(0, whole.width() - w), rng.bounded(0, whole.height() - h), w, h);
            test::PaintArea some(whole.size(), style);
            some.paintPart(scene, part);
            const int d = largestDifference(some.image().copy(part), all.image().copy(part));
            QVERIFY2(d <= antialiasing, qPrintable(QStringLiteral("part %1,%2 %3x%4: a pixel %5 apart")
                                                       .arg(part.x())
                                                       .arg(part.y())
                                                       .arg(part.width())
                                                       .arg(part.height())
                                                       .arg(d)));
        }
    }

private:
    // Clipped, the rasteriser's antialiasing comes out a few levels apart on the edges of
    // shapes (up to 5 of 255 seen); a shape skipped or cut is a hundred and more.
    static constexpr int antialiasing = 12;

    static int largestDifference(const QImage& a, const QImage& b)
    {
        int largest = 0;
        for (int y = 0; y < a.height(); ++y)
            for (int x = 0; x < a.width(); ++x) {
                const QRgb u = a.pixel(x, y), v = b.pixel(x, y);
                largest = std::max({largest, std::abs(qRed(u) - qRed(v)), std::abs(qGreen(u) - qGreen(v)),
                                    std::abs(qBlue(u) - qBlue(v)), std::abs(qAlpha(u) - qAlpha(v))});
            }
        return largest;
    }

    Document doc_;
};

QTEST_MAIN(TestPaintPart)
#include "tst_paintpart.moc"
