#pragma once

#include "app/paint/BoardScene.h"
#include "app/paint/BoardStyle.h"

#include <QCoreApplication>
#include <QPointF>
#include <QSizeF>

class QPainter;

namespace morpion::paint {

// The legend that explains the colours of the board as a scene shows it (the current
// layer, hand play, a move's dependencies, a comparison), drawn over the board or below
// an exported picture with samples stroked as BoardRenderer strokes the board.
// Its texts are the scene's (BoardScene::legend), translated in this class's context.
class BoardLegend {
public:
    // Its size with text of `fontPixels`.
    static QSizeF size(const BoardScene& scene, double fontPixels);
    // The largest it becomes for this grid at any layer, in reading or in hand play: the
    // board keeps this much free at fit zoom, so the legend never covers the grid.
    static QSizeF bound(const BoardScene& scene, double fontPixels);
    static void paint(QPainter& painter, const BoardScene& scene, const BoardStyle& style, const QPointF& topLeft,
                      double fontPixels);
};

} // namespace morpion::paint
