#pragma once

#include <QColor>
#include <QPen>

// The pens the board and its legend draw with (BoardRenderer, BoardLegend), so that a
// legend's sample looks like the line it explains.

namespace morpion::paint {

// Flat caps: lines end under their points' discs anyway, and the raster engine strokes
// round caps about ten times slower.
inline QPen linePen(const QColor& c, double width)
{
    return QPen(c, width, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin);
}

inline QPen roundPen(const QColor& c, double width)
{
    return QPen(c, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
}

// Dashes in units of the pen width, scaled so that a line of 4 cells shows a few of them.
inline QPen dashedPen(const QColor& c, double width, double cell, double dash, double gap)
{
    QPen pen(c, width, Qt::CustomDashLine, Qt::FlatCap, Qt::RoundJoin);
    pen.setDashPattern({dash * cell / width, gap * cell / width});
    return pen;
}

} // namespace morpion::paint
