#pragma once

#include "app/paint/BoardGeometry.h"
#include "app/paint/BoardScene.h"
#include "app/paint/BoardStyle.h"

#include <QCoreApplication>
#include <QRectF>
#include <QSizeF>
#include <QString>

class QPainter;

namespace morpion::paint {

// Draws a BoardScene on any QPainter: the board view, picture export, the clipboard and
// `morpion-cli render` all go through here, so they look the same. Not a widget, no state.
class BoardRenderer {
    Q_DECLARE_TR_FUNCTIONS(morpion::paint::BoardRenderer)

public:
    // The lattice rectangle the scene occupies (BoardScene::bounds).
    static QRectF bounds(const BoardScene& scene);

    // Paints the background and the board. `area` is the device rectangle to fill; shapes
    // outside it are skipped.
    static void paint(QPainter& painter, const BoardScene& scene, const BoardStyle& style, const BoardGeometry& geometry,
                      const QRectF& area);

    // The legend that explains the colours of the current layer, with text of `fontPixels`.
    static QSizeF legendSize(const BoardScene& scene, double fontPixels);
    // The largest the legend of this grid becomes at any layer, in reading or in hand play:
    // the board keeps this much free at fit zoom, so the legend never covers the grid.
    static QSizeF legendBound(const BoardScene& scene, double fontPixels);
    static void paintLegend(QPainter& painter, const BoardScene& scene, const BoardStyle& style, const QPointF& topLeft,
                            double fontPixels);
};

} // namespace morpion::paint
