// Pictures: PNG, SVG and PDF files through the shared renderer, checked for size and for a
// real drawing (pixels that are not background), and the errors of a failed export.

#include "GuiTestSupport.h"

#include "app/gui/BoardScene.h"
#include "app/gui/Document.h"
#include "app/gui/PictureExport.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTemporaryDir>

using namespace morpion;
using namespace morpion::gui;

namespace {

// Pixels that differ clearly from the background colour.
int inkPixels(const QImage& image, QColor background)
{
    const QImage img = image.convertToFormat(QImage::Format_ARGB32);
    int count = 0;
    for (int y = 0; y < img.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(img.constScanLine(y));
        for (int x = 0; x < img.width(); ++x) {
            const QRgb c = line[x];
            const int d = std::abs(qRed(c) - background.red()) + std::abs(qGreen(c) - background.green()) +
                          std::abs(qBlue(c) - background.blue());
            count += d > 60;
        }
    }
    return count;
}

} // namespace

class TestExport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::isolateSettings("tst_export");
        QVERIFY(dir_.isValid());
        doc_.load(Variant::T5, test::decoded(Variant::T5, test::code178).movesInOrder(), QStringLiteral("178"));
        doc_.setCurrentLayer(30);
    }

    void png_data()
    {
        QTest::addColumn<bool>("print");
        QTest::addColumn<bool>("numbers");
        QTest::addColumn<bool>("highlight");
        QTest::addColumn<bool>("legend");
        QTest::addColumn<int>("width");
        QTest::newRow("screen, everything") << false << true << true << true << 1200;
        QTest::newRow("print, plain") << true << false << false << false << 800;
        QTest::newRow("print, numbers, highlight") << true << true << true << false << 2000;
        QTest::newRow("small") << false << false << true << true << 200;
    }
    void png()
    {
        QFETCH(bool, print);
        QFETCH(bool, numbers);
        QFETCH(bool, highlight);
        QFETCH(bool, legend);
        QFETCH(int, width);
        PictureOptions o;
        o.printStyle = print;
        o.numbers = numbers;
        o.legend = legend;
        o.width = width;
        ViewOptions v;
        v.highlightLayer = highlight;
        const BoardScene scene = PictureExport::adjusted(BoardScene::fromDocument(doc_, v), o);
        const BoardStyle style = print ? BoardStyle::print() : BoardStyle::light();
        const QString path = dir_.filePath(QStringLiteral("grid-%1.png").arg(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_')));
        QCOMPARE(PictureExport::write(path, scene, style, o), QString());
        QImage img(path);
        QVERIFY(!img.isNull());
        QCOMPARE(img.width(), width);
        const QSizeF expected = PictureExport::pictureSize(scene, o);
        QCOMPARE(img.height(), qRound(expected.height()));
        // The grid fills a good part of the picture: lines and points, not just a background.
        const int ink = inkPixels(img, style.background);
        QVERIFY2(ink > img.width() * img.height() / 50, qPrintable(QString::number(ink)));
        // The legend adds a band below the grid.
        const BoardScene noLegend = PictureExport::adjusted(BoardScene::fromDocument(doc_, v), PictureOptions{print, numbers, false, width});
        if (legend && highlight)
            QVERIFY(PictureExport::pictureSize(noLegend, o).height() < expected.height());
    }

    void highlightChangesThePicture()
    {
        PictureOptions o;
        o.width = 600;
        ViewOptions plain;
        plain.highlightLayer = false;
        const QImage a = PictureExport::image(PictureExport::adjusted(BoardScene::fromDocument(doc_, plain), o), BoardStyle::light(), o);
        const QImage b = PictureExport::image(PictureExport::adjusted(BoardScene::fromDocument(doc_, ViewOptions{}), o), BoardStyle::light(), o);
        QVERIFY(a.size() != b.size() || a != b);
    }

    void svg()
    {
        PictureOptions o;
        o.width = 900;
        const BoardScene scene = PictureExport::adjusted(BoardScene::fromDocument(doc_, ViewOptions{}), o);
        const QString path = dir_.filePath(QStringLiteral("grid.svg"));
        QCOMPARE(PictureExport::write(path, scene, BoardStyle::light(), o), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray data = file.readAll();
        QVERIFY(data.contains("<svg"));
        QVERIFY(data.size() > 20000);
        // Render it back and look for ink.
        QSvgRenderer renderer(path);
        QVERIFY(renderer.isValid());
        const QSizeF size = PictureExport::pictureSize(scene, o);
        QCOMPARE(renderer.viewBoxF(), QRectF(QPointF(0, 0), size));
        const double aspect = renderer.defaultSize().width() / double(renderer.defaultSize().height());
        QVERIFY(std::abs(aspect - size.width() / size.height()) < 0.01);
        QImage img(renderer.defaultSize(), QImage::Format_ARGB32);
        img.fill(Qt::white);
        QPainter p(&img);
        renderer.render(&p);
        p.end();
        QVERIFY(inkPixels(img, BoardStyle::light().background) > img.width() * img.height() / 50);
    }

    void pdf()
    {
        PictureOptions o;
        o.printStyle = true;
        o.width = 500;
        const BoardScene scene = PictureExport::adjusted(BoardScene::fromDocument(doc_, ViewOptions{}), o);
        const QString path = dir_.filePath(QStringLiteral("grid.pdf"));
        QCOMPARE(PictureExport::write(path, scene, BoardStyle::print(), o), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray data = file.readAll();
        QVERIFY(data.startsWith("%PDF-"));
        QVERIFY(data.size() > 5000);
        QVERIFY(data.contains("/MediaBox"));
        QVERIFY(data.contains("/Page"));
    }

    void errors_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown type") << QStringLiteral("grid.bmpx") << QStringLiteral("bmpx");
        QTest::newRow("no such directory") << QStringLiteral("no/such/dir/grid.png") << QStringLiteral("Cannot write");
    }
    void errors()
    {
        QFETCH(QString, path);
        QFETCH(QString, expected);
        const QString full = dir_.filePath(path);
        const QString message = PictureExport::write(full, BoardScene::fromDocument(doc_, ViewOptions{}), BoardStyle::light(), PictureOptions{});
        QVERIFY2(message.contains(expected), qPrintable(message));
        QVERIFY(!QFile::exists(full));
    }

private:
    QTemporaryDir dir_;
    Document doc_;
};

QTEST_MAIN(TestExport)
#include "tst_export.moc"
