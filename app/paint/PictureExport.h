#pragma once

#include "app/paint/BoardScene.h"
#include "app/paint/BoardStyle.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QSizeF>
#include <QString>

class QPainter;

namespace morpion::paint {

// The page of a PDF or SVG (and of printing): one that fits the picture with a margin, or
// a paper size the picture is scaled to, with margins, portrait or landscape as it fits.
enum class PicturePage { Fit, A4, Letter };

// How a picture of the grid is made: the screen's look or a clean print style, with or
// without numbers and legend, its width in pixels (PNG) or points (SVG, PDF, before a paper
// page scales it), its page, and an optional caption line under the grid.
struct PictureOptions {
    bool printStyle = false;
    bool numbers = true;
    bool legend = true;
    int width = 1600;
    PicturePage page = PicturePage::Fit;
    QString caption; // empty: none
};

// Pictures of a board scene through BoardRenderer: PNG, SVG and PDF files, and images for
// the clipboard. Shared by the export dialog and `morpion-cli render`.
class PictureExport {
    Q_DECLARE_TR_FUNCTIONS(morpion::paint::PictureExport)

public:
    // The scene as the options want it (numbers and legend switched on or off; BoardScene::forPicture).
    static BoardScene adjusted(const BoardScene& scene, const PictureOptions& options);
    // Width and height of the picture: the grid's aspect, plus bands for the legend and caption.
    static QSizeF pictureSize(const BoardScene& scene, const PictureOptions& options);
    // The page in points: the picture and a margin (Fit), or A4 or Letter turned as the picture is.
    static QSizeF pageSize(const BoardScene& scene, const PictureOptions& options);
    // Margin of the page around the picture, in points.
    static double pageMargin(const BoardScene& scene, const PictureOptions& options);
    // The picture at (0, 0) in its own size.
    static void paint(QPainter& painter, const BoardScene& scene, const BoardStyle& style, const PictureOptions& options);
    // The picture scaled into `page` (a page or a printer's page rectangle) inside `margin`,
    // centred, on the style's background: SVG and PDF pages, printing and their previews.
    static void paintOnPage(QPainter& painter, const QRectF& page, double margin, const BoardScene& scene,
                            const BoardStyle& style, const PictureOptions& options);
    static QImage image(const BoardScene& scene, const BoardStyle& style, const PictureOptions& options);
    // The page as an image `width` pixels wide (previews).
    static QImage pageImage(const BoardScene& scene, const BoardStyle& style, const PictureOptions& options, int width);
    // Writes path by its suffix (.png, .svg, .pdf) through FileWrite (checked, atomic: a failed
    // write leaves the old file as it was); returns an empty string on success, else a
    // translated message that names the file and says why. A non-empty `record` (MSR JSON, see
    // PictureMetadata) goes into a PNG or SVG, so that the picture opens again as the grid.
    static QString write(const QString& path, const BoardScene& scene, const BoardStyle& style, const PictureOptions& options,
                         const QByteArray& record = {});
};

} // namespace morpion::paint
