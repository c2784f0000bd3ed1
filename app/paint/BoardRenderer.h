#pragma once

#include "app/paint/BoardGeometry.h"
#include "app/paint/BoardScene.h"
#include "app/paint/BoardStyle.h"

#include <QRectF>

class QPainter;

namespace morpion::paint {

// Draws a BoardScene on any QPainter: the board view, picture export, the clipboard and
// `morpion-cli render` all go through here, so they look the same. Not a widget, no state.
// The legend that explains its colours is BoardLegend.
class BoardRenderer {
public:
    // The lattice rectangle the scene occupies (BoardScene::bounds).
    static QRectF bounds(const BoardScene& scene);

    // Paints the background and the board. `area` is the device rectangle to fill; shapes
    // outside it are skipped.
    static void paint(QPainter& painter, const BoardScene& scene, const BoardStyle& style, const BoardGeometry& geometry,
                      const QRectF& area);
};

} // namespace morpion::paint
