#pragma once

#include "app/paint/BoardGeometry.h"

#include <QLineF>
#include <QRectF>
#include <QSizeF>

#include <vector>

namespace morpion::paint {

// Fit zoom that leaves the legend's corner free: the legend is drawn over the board, so at
// fit zoom the grid must keep out of it. The whole area is used when the grid's shape
// leaves a bottom corner empty anyway (the legend goes there); otherwise the grid moves
// beside or above the legend at the bottom left, whichever keeps it larger.
class BoardFit {
public:
    // `bounds`: the lattice rectangle to show; `shapes`: the grid's lines (lattice
    // coordinates; a point is a line of length 0); `legend`: the size of the legend drawn
    // `margin` pixels from a bottom corner of `area` (empty: no legend), which `corner`
    // receives.
    static BoardGeometry fit(const QRectF& bounds, const std::vector<QLineF>& shapes, const QRectF& area, const QSizeF& legend,
                             double margin, Qt::Corner* corner);
    // Where a legend of `size` stands in `area`'s `corner`.
    static QRectF legendRect(const QRectF& area, const QSizeF& size, double margin, Qt::Corner corner);

    // True when a shape of the grid, drawn with `geometry`, enters `rect` (device pixels).
    static bool covers(const std::vector<QLineF>& shapes, const BoardGeometry& geometry, const QRectF& rect);
};

} // namespace morpion::paint
