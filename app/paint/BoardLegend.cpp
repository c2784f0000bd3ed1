#include "app/paint/BoardLegend.h"

#include "app/paint/Strokes.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <vector>

namespace morpion::paint {

namespace {

using Kind = BoardScene::LegendEntry::Kind;

struct LegendEntry {
    Kind kind;
    QString text;
};

// The scene's legend (BoardScene::legend, which the web page paints too), translated.
std::vector<LegendEntry> legendEntries(const BoardScene& scene, bool bound = false)
{
    std::vector<LegendEntry> out;
    for (const auto& e : scene.legend(bound)) {
        QString text = QCoreApplication::translate("morpion::paint::BoardLegend", e.text.text);
        for (const int n : e.numbers)
            text = text.arg(n);
        out.push_back({e.kind, text});
    }
    return out;
}

QSizeF sizeOf(const std::vector<LegendEntry>& entries, double fontPixels, std::size_t rows)
{
    QFont font;
    font.setPixelSize(std::max(6, static_cast<int>(std::lround(fontPixels))));
    const QFontMetricsF fm(font);
    double w = 0;
    for (const auto& e : entries)
        w = std::max(w, fm.horizontalAdvance(e.text));
    const double row = fm.height() * 1.35;
    const double pad = fontPixels * 0.7;
    return {pad * 2 + fontPixels * 3.2 + w, pad * 2 + row * static_cast<double>(rows)};
}

// Where a legend row's sample goes: a stroke from a to b with a point at dot, of radius r,
// strokes scaled as on a board of `cell` pixels.
struct Sample {
    QPointF a, b, dot;
    double r, cell;
};

// The sample of one kind of entry, stroked as BoardRenderer strokes the board.
void paintSample(QPainter& p, Kind kind, const BoardStyle& style, const Sample& sample)
{
    const auto& [a, b, dot, r, cell] = sample;
    p.setBrush(Qt::NoBrush);
    switch (kind) {
    case Kind::Earlier:
        p.setPen(roundPen(style.line, std::max(1.0, 0.09 * cell)));
        p.drawLine(a, b);
        p.setPen(QPen(style.line, 1));
        p.setBrush(style.pointFill);
        p.drawEllipse(dot, r, r);
        break;
    case Kind::Current:
    case Kind::OnlyHere:
        p.setPen(roundPen(style.current, std::max(1.6, 0.15 * cell)));
        p.drawLine(a, b);
        p.setPen(Qt::NoPen);
        p.setBrush(style.current);
        p.drawEllipse(dot, r, r);
        break;
    case Kind::Hint:
        // The glow, under a candidate's stroke.
        p.setPen(roundPen(style.hint, std::max(5.0, 0.36 * cell)));
        p.drawLine(a, b);
        [[fallthrough]];
    case Kind::Candidate:
        p.setPen(dashedPen(style.candidate, std::max(1.0, 0.09 * cell), cell, 0.3, 0.18));
        p.drawLine(a, b);
        p.setPen(QPen(style.candidate, 1.4));
        p.setBrush(style.background);
        p.drawEllipse(dot, r, r);
        break;
    case Kind::Taboo: {
        p.setPen(dashedPen(style.taboo, std::max(1.0, 0.06 * cell), cell, 0.06, 0.14));
        p.drawLine(a, b);
        p.setPen(QPen(style.taboo, 1.2));
        p.setBrush(style.background);
        const double t = r * 1.1;
        const QPointF diamond[] = {
            {dot.x(), dot.y() - t}, {dot.x() + t, dot.y()}, {dot.x(), dot.y() + t}, {dot.x() - t, dot.y()}};
        p.drawPolygon(diamond, 4);
        break;
    }
    case Kind::LastMove:
        p.setPen(Qt::NoPen);
        p.setBrush(style.current);
        p.drawEllipse(dot, r, r);
        p.setPen(QPen(style.lastMove, 2.0));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(dot, r + 2.5, r + 2.5);
        break;
    case Kind::Needs:
    case Kind::NeededBy: {
        const QColor colour = kind == Kind::Needs ? style.needs : style.neededBy;
        p.setPen(roundPen(colour, std::max(4.0, 0.36 * cell)));
        p.drawLine(a, b);
        break;
    }
    case Kind::OnlyThere:
        p.setPen(dashedPen(style.onlyThere, std::max(1.6, 0.15 * cell), cell, 0.3, 0.15));
        p.drawLine(a, b);
        p.setPen(QPen(style.onlyThere, 1.6));
        p.setBrush(style.background);
        p.drawEllipse(dot, r, r);
        break;
    case Kind::Later:
    case Kind::Common: {
        const QColor faint = kind == Kind::Later ? style.ghost : style.ghost.darker(115);
        p.setPen(roundPen(faint, std::max(1.0, 0.09 * cell)));
        p.drawLine(a, b);
        p.setPen(QPen(faint, 1));
        p.setBrush(style.background);
        p.drawEllipse(dot, r, r);
        break;
    }
    }
}

} // namespace

QSizeF BoardLegend::size(const BoardScene& scene, double fontPixels)
{
    const auto entries = legendEntries(scene);
    return sizeOf(entries, fontPixels, entries.size());
}

QSizeF BoardLegend::bound(const BoardScene& scene, double fontPixels)
{
    // The reading mode has the most rows: five, the dependencies of a move, a hint and the
    // last move.
    return sizeOf(legendEntries(scene, true), fontPixels, 9);
}

void BoardLegend::paint(QPainter& p, const BoardScene& scene, const BoardStyle& style, const QPointF& topLeft, double fontPixels)
{
    if (scene.currentLayer < 0 && !scene.playing && !scene.comparison)
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    QFont font;
    font.setPixelSize(std::max(6, static_cast<int>(std::lround(fontPixels))));
    p.setFont(font);
    const QFontMetricsF fm(font);
    const QSizeF size = BoardLegend::size(scene, fontPixels);
    const QRectF box(topLeft, size);
    p.setPen(QPen(style.ghost, 1));
    p.setBrush(style.legendBack);
    p.drawRoundedRect(box, fontPixels * 0.4, fontPixels * 0.4);

    const double pad = fontPixels * 0.7, row = fm.height() * 1.35;
    const double cell = fontPixels * 1.1; // scale of the sample strokes
    const double sw = fontPixels * 2.4;   // sample width
    double y = box.top() + pad;
    for (const auto& e : legendEntries(scene)) {
        const double cy = y + row / 2;
        const QPointF a(box.left() + pad, cy), b(box.left() + pad + sw, cy);
        const QPointF dot(box.left() + pad + sw * 0.5, cy);
        const double r = fontPixels * 0.3;
        paintSample(p, e.kind, style, {a, b, dot, r, cell});
        p.setPen(style.legendText);
        p.drawText(QRectF(b.x() + fontPixels * 0.8, y, size.width(), row), Qt::AlignLeft | Qt::AlignVCenter, e.text);
        y += row;
    }
    p.restore();
}

} // namespace morpion::paint
