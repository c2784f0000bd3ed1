// Painting a part of the board (a widget's exposed rectangle, a tile of a print) draws, inside
// that part, what painting the whole board draws there (but for antialiasing's last levels): the renderer skips only the
// shapes that cannot reach the part (BoardRenderer::paint's margin around `area`). Parts of
// random places and sizes, their edges cutting through discs, numbers and lines.

#include "GuiTestSupport.h"

#include "app/gui/document/Document.h"
#include "app/paint/BoardRenderer.h"

#include <QImage>
#include <QPainter>
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
        const paint::BoardGeometry g = paint::BoardGeometry::fit(paint::BoardRenderer::bounds(scene), whole);
        const QImage all = painted(scene, style, g, whole, whole);
        QRandomGenerator rng(33);
        for (int i = 0; i < 120; ++i) {
            const int w = rng.bounded(8, 300), h = rng.bounded(8, 300);
            const QRect part(rng.bounded(0, whole.width() - w), rng.bounded(0, whole.height() - h), w, h);
            const QImage some = painted(scene, style, g, whole, part);
            const int d = largestDifference(some.copy(part), all.copy(part));
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

    // The board painted as a widget paints an exposed part: the area is the part, clipped to it.
    static QImage painted(const paint::BoardScene& scene, const paint::BoardStyle& style, const paint::BoardGeometry& g,
                          const QRect& size, const QRect& part)
    {
        QImage image(size.size(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        p.setClipRect(part);
        paint::BoardRenderer::paint(p, scene, style, g, QRectF(part));
        return image;
    }

    Document doc_;
};

QTEST_MAIN(TestPaintPart)
#include "tst_paintpart.moc"
