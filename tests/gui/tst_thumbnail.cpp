// A thumbnail of a 170-move grid reads at 64 to 128 pixels, in the collection panel and as
// the file manager's thumbnailer (morpion-render --thumbnail) draws it: lines and points
// shrink with the cells instead of keeping the screen's least sizes, which filled the
// grid into a blot.

#include "GuiTestSupport.h"

#include "app/common/FamousGridList.h"
#include "app/gui/collection/CollectionModel.h"
#include "app/paint/BoardScene.h"
#include "app/paint/PictureExport.h"
#include "core/codes/LayeredGame.h"

#include <QImage>

using namespace morpion;
using namespace morpion::gui;

namespace {

// The share of the grid's box (the box of all pixels that differ clearly from the
// background) that is ink: a grid that reads leaves most of its box light.
double inkShare(const QImage& picture, const QColor& background)
{
    const QImage img = picture.convertToFormat(QImage::Format_ARGB32);
    QRect box;
    int ink = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) {
            const QRgb c = img.pixel(x, y);
            const int d = std::abs(qRed(c) - background.red()) + std::abs(qGreen(c) - background.green()) +
                          std::abs(qBlue(c) - background.blue());
            if (d > 120) {
                ++ink;
                box |= QRect(x, y, 1, 1);
            }
        }
    return box.isEmpty() ? 0.0 : static_cast<double>(ink) / (box.width() * box.height());
}

} // namespace

class TestThumbnail : public QObject {
    Q_OBJECT

private slots:
    void reads_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("size");
        QTest::addColumn<bool>("dark");
        for (const char* id : {"5T-rosin170a", "5T-rosin178", "5T-bruneau170"})
            for (int size : {64, 96, 128})
                for (bool dark : {false, true})
                    QTest::newRow(qPrintable(QStringLiteral("%1 %2 %3").arg(id).arg(size).arg(dark ? "dark" : "light")))
                        << QString::fromLatin1(id) << size << dark;
    }
    void reads()
    {
        QFETCH(QString, id);
        QFETCH(int, size);
        QFETCH(bool, dark);
        const FamousGrid* grid = FamousGridList::find(id.toStdString());
        QVERIFY(grid);
        const paint::BoardStyle style = dark ? paint::BoardStyle::dark() : paint::BoardStyle::light();
        // The collection panel's thumbnail.
        const QImage panel = CollectionModel::thumbnail(grid->variant, grid->moves, style, size);
        const double panelInk = inkShare(panel, style.background);
        // The thumbnailer's: the plain grid at the size asked.
        const auto game = LayeredGame::of(grid->variant, grid->moves);
        QVERIFY(game.ok());
        paint::PictureOptions options;
        options.width = size;
        paint::ViewOptions view;
        view.highlightLayer = false;
        view.showNumbers = false;
        view.showLegend = false;
        const paint::BoardScene scene =
            paint::PictureExport::adjusted(paint::BoardScene::of(*game, 0, static_cast<int>(grid->moves.size()), view), options);
        const double fileInk = inkShare(paint::PictureExport::image(scene, style, options), style.background);
        // Lines and points, but room between them: less than half the grid's box inked.
        for (double share : {panelInk, fileInk})
            QVERIFY2(share > 0.1 && share < 0.5, qPrintable(QStringLiteral("panel %1, file %2").arg(panelInk).arg(fileInk)));
    }
};

QTEST_MAIN(TestThumbnail)
#include "tst_thumbnail.moc"
