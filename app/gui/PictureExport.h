#pragma once

#include "app/gui/BoardScene.h"
#include "app/gui/BoardStyle.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QSizeF>
#include <QString>

class QPainter;

namespace morpion::gui {

// How a picture of the grid is made: the screen's look or a clean print style, with or
// without numbers and legend, and its width in pixels (PNG) or points (SVG, PDF).
struct PictureOptions {
    bool printStyle = false;
    bool numbers = true;
    bool legend = true;
    int width = 1600;
};

// Pictures of a board scene through BoardRenderer: PNG, SVG and PDF files, and images for
// the clipboard. Shared by the export dialog and `morpion-cli render`.
class PictureExport {
    Q_DECLARE_TR_FUNCTIONS(morpion::gui::PictureExport)

public:
    // The scene as the options want it (numbers and legend switched on or off).
    static BoardScene adjusted(BoardScene scene, const PictureOptions& options);
    // Width and height of the picture: the grid's aspect, plus a band for the legend.
    static QSizeF pictureSize(const BoardScene& scene, const PictureOptions& options);
    static void paint(QPainter& painter, const BoardScene& scene, const BoardStyle& style, const PictureOptions& options);
    static QImage image(const BoardScene& scene, const BoardStyle& style, const PictureOptions& options);
    // Writes path by its suffix (.png, .svg, .pdf) through FileWrite (checked, atomic: a failed
    // write leaves the old file as it was); returns an empty string on success, else a
    // translated message that names the file and says why. A non-empty `record` (MSR JSON, see
    // PictureMetadata) goes into a PNG or SVG, so that the picture opens again as the grid.
    static QString write(const QString& path, const BoardScene& scene, const BoardStyle& style, const PictureOptions& options,
                         const QByteArray& record = {});
};

} // namespace morpion::gui
