#pragma once

#include "core/rules/Move.h"

#include <QPointF>
#include <QRectF>

#include <algorithm>
#include <cmath>

namespace morpion::paint {

// Where the lattice sits on a paint device: the device position of point (0,0) and the
// distance between neighbouring points. Shapes are mapped point by point instead of
// scaling the painter, so that pen widths and text stay crisp at every zoom.
struct BoardGeometry {
    QPointF origin;
    double cell = 24.0;

    QPointF map(Point p) const { return {origin.x() + p.x * cell, origin.y() + p.y * cell}; }
    QPointF map(double x, double y) const { return {origin.x() + x * cell, origin.y() + y * cell}; }
    // Fractional lattice coordinates of a device position.
    QPointF toLattice(QPointF device) const { return (device - origin) / cell; }
    Point nearestPoint(QPointF device) const
    {
        const QPointF l = toLattice(device);
        return {static_cast<int>(std::lround(l.x())), static_cast<int>(std::lround(l.y()))};
    }

    // The largest geometry that shows the lattice rectangle `lattice` centred in `target`.
    static BoardGeometry fit(const QRectF& lattice, const QRectF& target)
    {
        BoardGeometry g;
        const double w = std::max(lattice.width(), 1.0), h = std::max(lattice.height(), 1.0);
        g.cell = std::max(0.5, std::min(target.width() / w, target.height() / h));
        const QPointF centre = lattice.center();
        g.origin = target.center() - QPointF(centre.x() * g.cell, centre.y() * g.cell);
        return g;
    }
};

} // namespace morpion::paint
