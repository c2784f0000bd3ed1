#include "app/paint/BoardFit.h"

#include <algorithm>

namespace morpion::paint {

namespace {

// Liang–Barsky: does the segment a-b meet the rectangle?
bool meets(QPointF a, QPointF b, const QRectF& r)
{
    double t0 = 0.0, t1 = 1.0;
    const double dx = b.x() - a.x(), dy = b.y() - a.y();
    const double p[] = {-dx, dx, -dy, dy};
    const double q[] = {a.x() - r.left(), r.right() - a.x(), a.y() - r.top(), r.bottom() - a.y()};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0.0) {
            if (q[i] < 0.0)
                return false;
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0.0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1)
            return false;
    }
    return true;
}

} // namespace

bool BoardFit::covers(const std::vector<QLineF>& shapes, const BoardGeometry& g, const QRectF& rect)
{
    // Points are drawn with a radius of about a third of a cell.
    const QRectF grown = rect.adjusted(-0.35 * g.cell, -0.35 * g.cell, 0.35 * g.cell, 0.35 * g.cell);
    return std::any_of(shapes.begin(), shapes.end(),
                       [&](const QLineF& l) { return meets(g.map(l.x1(), l.y1()), g.map(l.x2(), l.y2()), grown); });
}

QRectF BoardFit::legendRect(const QRectF& area, const QSizeF& size, double margin, Qt::Corner corner)
{
    const double x = corner == Qt::BottomRightCorner ? area.right() - margin - size.width() : area.left() + margin;
    return {QPointF(x, area.bottom() - margin - size.height()), size};
}

BoardGeometry BoardFit::fit(const QRectF& bounds, const std::vector<QLineF>& shapes, const QRectF& area, const QSizeF& legend,
                            double margin, Qt::Corner* corner)
{
    *corner = Qt::BottomLeftCorner;
    const BoardGeometry whole = BoardGeometry::fit(bounds, area);
    if (legend.isEmpty())
        return whole;
    // The grid beside or above the legend always leaves it free.
    const double gap = legend.width() + 2 * margin;
    const BoardGeometry beside = BoardGeometry::fit(bounds, area.adjusted(gap, 0, 0, 0));
    const BoardGeometry above = BoardGeometry::fit(bounds, area.adjusted(0, 0, 0, -(legend.height() + 2 * margin)));
    BoardGeometry best = beside.cell >= above.cell ? beside : above;
    for (const Qt::Corner c : {Qt::BottomLeftCorner, Qt::BottomRightCorner})
        if (!covers(shapes, whole, legendRect(area, legend, margin, c))) {
            *corner = c;
            return whole;
        }
    // Larger still: the grid shrunk only until a bottom corner is free, pushed up and away
    // from that corner (a grid's corners are often empty).
    for (double scale = 0.98; whole.cell * scale > best.cell; scale -= 0.02) {
        for (const Qt::Corner c : {Qt::BottomLeftCorner, Qt::BottomRightCorner}) {
            BoardGeometry g;
            g.cell = whole.cell * scale;
            const QSizeF size = bounds.size() * g.cell;
            const double x = c == Qt::BottomLeftCorner ? area.right() - size.width() : area.left();
            g.origin = QPointF(x, area.top()) - bounds.topLeft() * g.cell;
            if (!covers(shapes, g, legendRect(area, legend, margin, c))) {
                *corner = c;
                return g;
            }
        }
    }
    return best;
}

} // namespace morpion::paint
