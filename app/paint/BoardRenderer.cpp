#include "app/paint/BoardRenderer.h"

#include "core/rules/Variant.h"

#include <QFont>
#include <QFontMetricsF>
#include <QLineF>
#include <QPainter>
#include <QPainterPath>
#include <QPen>

#include <algorithm>
#include <cmath>
#include <vector>

namespace morpion::paint {

namespace {

QLineF segment(const BoardGeometry& g, const Move& m, int n)
{
    return {g.map(m.line.at(0)), g.map(m.line.at(n - 1))};
}

// Flat caps: lines end under their points' discs anyway, and the raster engine strokes
// round caps about ten times slower.
QPen linePen(const QColor& c, double width)
{
    return QPen(c, width, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin);
}

QPen roundPen(const QColor& c, double width)
{
    return QPen(c, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
}

// A disc with a rim, as two fills: much cheaper than stroking an ellipse outline.
void disc(QPainter& p, const QPointF& c, double r, double rim, const QColor& edge, const QColor& fill)
{
    p.setBrush(edge);
    p.drawEllipse(c, r, r);
    if (fill != edge && r > rim) {
        p.setBrush(fill);
        p.drawEllipse(c, r - rim, r - rim);
    }
}

// Dashes in units of the pen width, scaled so that a line of 4 cells shows a few of them.
QPen dashedPen(const QColor& c, double width, double cell, double dash, double gap)
{
    QPen pen(c, width, Qt::CustomDashLine, Qt::FlatCap, Qt::RoundJoin);
    pen.setDashPattern({dash * cell / width, gap * cell / width});
    return pen;
}

struct Metrics {
    double line;    // pen width of normal lines
    double current; // pen width of current-layer lines
    double crossR;  // radius of start points
    double pointR;  // radius of played points
    double outline; // pen width of point outlines
};

Metrics metricsFor(const BoardScene& scene, double cell)
{
    Metrics m;
    m.line = std::max(1.0, 0.075 * cell);
    m.current = std::max(1.6, 0.13 * cell);
    m.crossR = std::max(1.5, 0.13 * cell);
    m.pointR = std::max(2.0, (scene.showNumbers ? 0.34 : 0.19) * cell);
    m.outline = std::max(1.0, 0.06 * cell);
    return m;
}

// Compare with…: moves of both grids faint, the open grid's own moves in the current
// layer's colour, the other grid's own moves dashed in theirs with hollow points.
void paintComparison(QPainter& p, const BoardScene& scene, const BoardStyle& style, const BoardGeometry& g, const Metrics& mt,
                     const QRectF& visible)
{
    const int n = lineLength(scene.variant);
    const BoardScene::Comparison& c = *scene.comparison;
    const auto lines = [&](const std::vector<Move>& moves) {
        std::vector<QLineF> out;
        for (const Move& m : moves) {
            const QLineF l = segment(g, m, n);
            if (visible.contains(l.p1()) || visible.contains(l.p2()))
                out.push_back(l);
        }
        return out;
    };
    const auto batch = [&](const std::vector<QLineF>& l, const QPen& pen) {
        p.setPen(pen);
        if (!l.empty())
            p.drawLines(l.data(), static_cast<int>(l.size()));
    };
    batch(lines(c.common), linePen(style.ghost.darker(115), mt.line));
    batch(lines(c.onlyThere), dashedPen(style.onlyThere, mt.current, g.cell, 0.3, 0.15));
    batch(lines(c.onlyHere), linePen(style.current, mt.current));
    p.setPen(Qt::NoPen);
    p.setBrush(style.cross);
    for (const Point& pt : scene.cross)
        p.drawEllipse(g.map(pt), mt.crossR, mt.crossR);
    for (const Move& m : c.common)
        disc(p, g.map(m.point), mt.pointR, mt.outline, style.ghost.darker(115), style.background);
    p.setBrush(style.background);
    p.setPen(QPen(style.onlyThere, mt.outline * 1.6));
    for (const Move& m : c.onlyThere)
        p.drawEllipse(g.map(m.point), mt.pointR, mt.pointR);
    p.setPen(Qt::NoPen);
    for (const Move& m : c.onlyHere)
        disc(p, g.map(m.point), mt.pointR, mt.outline, style.current, style.current);
}

} // namespace

QRectF BoardRenderer::bounds(const BoardScene& scene)
{
    const BoardScene::LatticeRect r = scene.bounds();
    return QRectF(r.left, r.top, r.width, r.height);
}

void BoardRenderer::paint(QPainter& p, const BoardScene& scene, const BoardStyle& style, const BoardGeometry& g,
                          const QRectF& area)
{
    const int n = lineLength(scene.variant);
    const double cell = g.cell;
    const Metrics mt = metricsFor(scene, cell);
    const QRectF visible = area.adjusted(-cell * n, -cell * n, cell * n, cell * n);

    p.save();
    p.fillRect(area, style.background);

    // Guide lattice: one-pixel lines, filled as rectangles (the cheapest thing the raster
    // engine draws), only where points are far enough apart for it to help.
    if (style.lattice.isValid() && cell >= 8.0) {
        p.setRenderHint(QPainter::Antialiasing, false);
        const QPointF tl = g.toLattice(area.topLeft()), br = g.toLattice(area.bottomRight());
        for (int x = static_cast<int>(std::floor(tl.x())); x <= static_cast<int>(std::ceil(br.x())); ++x)
            p.fillRect(QRectF(std::floor(g.origin.x() + x * cell), area.top(), 1.0, area.height()), style.lattice);
        for (int y = static_cast<int>(std::floor(tl.y())); y <= static_cast<int>(std::ceil(br.y())); ++y)
            p.fillRect(QRectF(area.left(), std::floor(g.origin.y() + y * cell), area.width(), 1.0), style.lattice);
    }
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setRenderHint(QPainter::TextAntialiasing, true);

    if (scene.comparison) {
        paintComparison(p, scene, style, g, mt, visible);
        p.restore();
        return;
    }

    // Batches of lines, one pen each (drawLines is much cheaper than one call per line).
    std::vector<QLineF> earlier, current, later;
    for (const auto& item : scene.items) {
        const QLineF l = segment(g, item.move, n);
        if (!visible.contains(l.p1()) && !visible.contains(l.p2()))
            continue;
        switch (item.role) {
        case BoardScene::Role::Earlier: earlier.push_back(l); break;
        case BoardScene::Role::Current: current.push_back(l); break;
        case BoardScene::Role::Later: later.push_back(l); break;
        }
    }
    auto drawBatch = [&](const std::vector<QLineF>& lines, const QPen& pen) {
        if (lines.empty())
            return;
        p.setPen(pen);
        p.drawLines(lines.data(), static_cast<int>(lines.size()));
    };

    // Highlight under everything: the move picked in the layer panel.
    if (scene.selected) {
        QColor halo = style.selection;
        p.setPen(roundPen(halo, std::max(6.0, 0.5 * cell)));
        p.drawLine(segment(g, *scene.selected, n));
        p.setPen(Qt::NoPen);
        p.setBrush(halo);
        const double r = std::max(7.0, 0.5 * cell);
        p.drawEllipse(g.map(scene.selected->point), r, r);
    }

    // The focused move's dependencies: halos in two colours, under the lines.
    if (scene.focus) {
        const double width = std::max(4.0, 0.28 * cell);
        if (scene.focus != scene.selected) {
            p.setPen(roundPen(style.selection, std::max(6.0, 0.5 * cell)));
            p.drawLine(segment(g, *scene.focus, n));
            p.setPen(Qt::NoPen);
            p.setBrush(style.selection);
            p.drawEllipse(g.map(scene.focus->point), std::max(7.0, 0.5 * cell), std::max(7.0, 0.5 * cell));
        }
        for (const auto& [moves, colour] : {std::pair(&scene.needs, style.needs), std::pair(&scene.neededBy, style.neededBy)}) {
            std::vector<QLineF> lines;
            for (const Move& m : *moves)
                lines.push_back(segment(g, m, n));
            drawBatch(lines, roundPen(colour, width));
            p.setPen(Qt::NoPen);
            p.setBrush(colour);
            for (const Move& m : *moves)
                p.drawEllipse(g.map(m.point), width * 0.8, width * 0.8);
        }
    }

    if (scene.ghostLater)
        drawBatch(later, linePen(style.ghost, mt.line));

    // Hints: a soft glow under the legal lines, wider than any line drawn over it, so that a
    // hinted candidate reads as lit up rather than as a two-coloured stripe.
    if (!scene.hints.empty()) {
        std::vector<QLineF> lines;
        for (const Move& m : scene.hints)
            lines.push_back(segment(g, m, n));
        drawBatch(lines, roundPen(style.hint, std::max(5.0, 0.36 * cell)));
    }
    // Legal but left untaken in an earlier layer: a quiet dotted line, not a warning.
    {
        std::vector<QLineF> lines;
        for (const Move& m : scene.taboo)
            lines.push_back(segment(g, m, n));
        drawBatch(lines, dashedPen(style.taboo, std::max(1.0, 0.05 * cell), cell, 0.06, 0.14));
    }
    // Candidates not taken, and in hand play every legal move: dashed in the candidate colour.
    {
        std::vector<QLineF> lines;
        for (const auto* list : {&scene.openCandidates, &scene.playable})
            for (const Move& m : *list)
                lines.push_back(segment(g, m, n));
        drawBatch(lines, dashedPen(style.candidate, mt.line, cell, 0.3, 0.18));
    }
    drawBatch(earlier, linePen(style.line, mt.line));
    drawBatch(current, linePen(style.current, mt.current));
    if (scene.preview)
        drawBatch({segment(g, *scene.preview, n)}, roundPen(style.preview, mt.current));

    // Points.
    p.setPen(Qt::NoPen);
    p.setBrush(style.cross);
    for (const Point& pt : scene.cross) {
        const QPointF c = g.map(pt);
        if (visible.contains(c))
            p.drawEllipse(c, mt.crossR, mt.crossR);
    }

    const double r = mt.pointR;
    QFont font;
    const bool numbers = scene.showNumbers && r >= 4.0;
    if (numbers) {
        font.setPixelSize(std::max(5, static_cast<int>(std::lround(r * 0.95))));
        font.setBold(true);
        p.setFont(font);
    }
    QFont smallFont = font;
    if (numbers)
        smallFont.setPixelSize(std::max(4, static_cast<int>(std::lround(r * 0.78))));

    // Points in three passes: ghosts first, then the current layer's open candidates and
    // taboo moves (their points are empty at this layer, or taken by another line of it),
    // then the points on the board at this layer on top.
    struct Label {
        QPointF centre;
        int number;
        QColor color;
    };
    std::vector<Label> labels;
    auto drawPoints = [&](bool ghosts) {
        for (const auto& item : scene.items) {
            if ((item.role == BoardScene::Role::Later) != ghosts)
                continue;
            const QPointF c = g.map(item.move.point);
            if (!visible.contains(c))
                continue;
            QColor fill, edge, text;
            switch (item.role) {
            case BoardScene::Role::Earlier: fill = style.pointFill, edge = style.line, text = style.number; break;
            case BoardScene::Role::Current: fill = style.current, edge = style.current, text = style.currentText; break;
            case BoardScene::Role::Later:
                if (!scene.ghostLater)
                    continue;
                fill = style.background, edge = style.ghost, text = style.ghost;
                break;
            }
            p.setPen(Qt::NoPen);
            disc(p, c, r, mt.outline, edge, fill);
            if (numbers)
                labels.push_back({c, item.number, text});
        }
        // Numbers after the discs, grouped by font: switching fonts per point costs more
        // than the text itself.
        for (int pass = 0; pass < 2; ++pass) {
            p.setFont(pass == 0 ? font : smallFont);
            for (const Label& l : labels) {
                if ((l.number >= 100) != (pass == 1))
                    continue;
                p.setPen(l.color);
                p.drawText(QRectF(l.centre.x() - r, l.centre.y() - r, 2 * r, 2 * r), Qt::AlignCenter, QString::number(l.number));
            }
        }
        labels.clear();
    };
    drawPoints(true);

    // Open candidates and playable moves: rings on an empty point; moves left untaken
    // earlier: a small hollow diamond.
    const double cr = std::max(2.5, (scene.showNumbers ? 0.3 : 0.19) * cell);
    if (!scene.hints.empty()) {
        p.setPen(Qt::NoPen);
        p.setBrush(style.hint);
        const double hr = std::max(4.0, 0.3 * cell);
        for (const Move& m : scene.hints)
            p.drawEllipse(g.map(m.point), hr, hr);
    }
    p.setBrush(style.background);
    p.setPen(QPen(style.candidate, mt.outline * 1.4));
    for (const auto* list : {&scene.openCandidates, &scene.playable})
        for (const Move& m : *list)
            p.drawEllipse(g.map(m.point), cr, cr);
    p.setPen(QPen(style.taboo, std::max(1.0, 0.05 * cell)));
    const double tr = std::max(2.5, 0.15 * cell);
    for (const Move& m : scene.taboo) {
        const QPointF c = g.map(m.point);
        const QPointF diamond[] = {{c.x(), c.y() - tr}, {c.x() + tr, c.y()}, {c.x(), c.y() + tr}, {c.x() - tr, c.y()}};
        p.drawPolygon(diamond, 4);
    }
    drawPoints(false);
    if (scene.preview) {
        p.setPen(QPen(style.preview, mt.outline * 1.5));
        p.setBrush(style.preview.lighter(160));
        p.drawEllipse(g.map(scene.preview->point), r, r);
    }
    if (scene.lastMovePoint) {
        p.setPen(QPen(style.lastMove, std::max(2.0, mt.outline * 2.0)));
        p.setBrush(Qt::NoBrush);
        const double lr = r + std::max(2.5, 0.12 * cell);
        p.drawEllipse(g.map(*scene.lastMovePoint), lr, lr);
    }
    // The keyboard cursor: a square, unlike every round mark on the board.
    if (scene.cursor) {
        const QPointF c = g.map(*scene.cursor);
        const double h = std::max(6.0, 0.42 * cell);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(style.background, std::max(3.0, 0.12 * cell)));
        p.drawRect(QRectF(c.x() - h, c.y() - h, 2 * h, 2 * h));
        p.setPen(QPen(style.preview, std::max(1.5, 0.06 * cell)));
        p.drawRect(QRectF(c.x() - h, c.y() - h, 2 * h, 2 * h));
    }
    p.restore();
}

namespace {

struct LegendEntry {
    enum Kind { Earlier, Current, Candidate, Taboo, Later, Hint, LastMove, Needs, NeededBy, Common, OnlyHere, OnlyThere };
    Kind kind;
    QString text;
};

// The entries of `scene`; with `bound`, every entry any mode can show (reading, playing,
// a move's dependencies, a comparison), with wide numbers, so that the space kept for the
// legend does not change with the layer or the move under the pointer.
std::vector<LegendEntry> legendEntries(const BoardScene& scene, bool bound = false)
{
    std::vector<LegendEntry> e;
    auto count = [bound](std::size_t n) { return bound ? 9999 : static_cast<int>(n); };
    if (scene.comparison || bound) {
        const BoardScene::Comparison c = scene.comparison.value_or(BoardScene::Comparison{});
        e.push_back({LegendEntry::Common, BoardRenderer::tr("In both grids (%1)").arg(count(c.common.size()))});
        e.push_back({LegendEntry::OnlyHere, BoardRenderer::tr("Only in this grid (%1)").arg(count(c.onlyHere.size()))});
        e.push_back({LegendEntry::OnlyThere, BoardRenderer::tr("Only in the other grid (%1)").arg(count(c.onlyThere.size()))});
        if (!bound)
            return e;
    }
    if (scene.focus || bound) {
        e.push_back({LegendEntry::Needs, BoardRenderer::tr("Needs (%1)").arg(count(scene.needs.size()))});
        e.push_back({LegendEntry::NeededBy, BoardRenderer::tr("Needed by (%1)").arg(count(scene.neededBy.size()))});
    }
    int current = 0, earlier = 0;
    for (const auto& item : scene.items) {
        current += item.role == BoardScene::Role::Current;
        earlier += item.role == BoardScene::Role::Earlier;
    }
    const int k = bound ? 999 : scene.currentLayer;
    if (scene.playing || bound) {
        if (earlier > 0 || bound)
            e.push_back({LegendEntry::Earlier, BoardRenderer::tr("The grid as opened (%1)").arg(count(earlier))});
        e.push_back({LegendEntry::Current, BoardRenderer::tr("Your moves (%1)").arg(count(current))});
        e.push_back(
            {LegendEntry::Candidate, BoardRenderer::tr("Legal moves: click to play (%1)").arg(count(scene.playable.size()))});
    }
    if (!scene.playing || bound) {
        e.push_back({LegendEntry::Earlier, BoardRenderer::tr("Earlier layers")});
        e.push_back({LegendEntry::Current, BoardRenderer::tr("Layer %1: taken (%2)").arg(k).arg(count(current))});
        e.push_back({LegendEntry::Candidate,
                     BoardRenderer::tr("Layer %1: not taken (%2)").arg(k).arg(count(scene.openCandidates.size()))});
        e.push_back({LegendEntry::Taboo,
                     BoardRenderer::tr("Legal, but left untaken in an earlier layer (%1)").arg(count(scene.taboo.size()))});
        if (scene.ghostLater || bound)
            e.push_back({LegendEntry::Later, BoardRenderer::tr("Later layers")});
    }
    if (!scene.hints.empty() || bound)
        e.push_back({LegendEntry::Hint, BoardRenderer::tr("Hint: a legal move (%1)").arg(count(scene.hints.size()))});
    if (scene.lastMovePoint || bound)
        e.push_back({LegendEntry::LastMove, BoardRenderer::tr("Last move")});
    return e;
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

} // namespace

QSizeF BoardRenderer::legendSize(const BoardScene& scene, double fontPixels)
{
    const auto entries = legendEntries(scene);
    return sizeOf(entries, fontPixels, entries.size());
}

QSizeF BoardRenderer::legendBound(const BoardScene& scene, double fontPixels)
{
    // The reading mode has the most rows: five, the dependencies of a move, a hint and the
    // last move.
    return sizeOf(legendEntries(scene, true), fontPixels, 9);
}

void BoardRenderer::paintLegend(QPainter& p, const BoardScene& scene, const BoardStyle& style, const QPointF& topLeft,
                                double fontPixels)
{
    if (scene.currentLayer < 0 && !scene.playing && !scene.comparison)
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    QFont font;
    font.setPixelSize(std::max(6, static_cast<int>(std::lround(fontPixels))));
    p.setFont(font);
    const QFontMetricsF fm(font);
    const QSizeF size = legendSize(scene, fontPixels);
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
        p.setBrush(Qt::NoBrush);
        switch (e.kind) {
        case LegendEntry::Earlier:
            p.setPen(roundPen(style.line, std::max(1.0, 0.09 * cell)));
            p.drawLine(a, b);
            p.setPen(QPen(style.line, 1));
            p.setBrush(style.pointFill);
            p.drawEllipse(dot, r, r);
            break;
        case LegendEntry::Current:
        case LegendEntry::OnlyHere:
            p.setPen(roundPen(style.current, std::max(1.6, 0.15 * cell)));
            p.drawLine(a, b);
            p.setPen(Qt::NoPen);
            p.setBrush(style.current);
            p.drawEllipse(dot, r, r);
            break;
        case LegendEntry::Hint:
            // The glow, under a candidate's stroke.
            p.setPen(roundPen(style.hint, std::max(5.0, 0.36 * cell)));
            p.drawLine(a, b);
            [[fallthrough]];
        case LegendEntry::Candidate:
            p.setPen(dashedPen(style.candidate, std::max(1.0, 0.09 * cell), cell, 0.3, 0.18));
            p.drawLine(a, b);
            p.setPen(QPen(style.candidate, 1.4));
            p.setBrush(style.background);
            p.drawEllipse(dot, r, r);
            break;
        case LegendEntry::Taboo: {
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
        case LegendEntry::LastMove:
            p.setPen(Qt::NoPen);
            p.setBrush(style.current);
            p.drawEllipse(dot, r, r);
            p.setPen(QPen(style.lastMove, 2.0));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(dot, r + 2.5, r + 2.5);
            break;
        case LegendEntry::Needs:
        case LegendEntry::NeededBy: {
            const QColor colour = e.kind == LegendEntry::Needs ? style.needs : style.neededBy;
            p.setPen(roundPen(colour, std::max(4.0, 0.36 * cell)));
            p.drawLine(a, b);
            break;
        }
        case LegendEntry::OnlyThere:
            p.setPen(dashedPen(style.onlyThere, std::max(1.6, 0.15 * cell), cell, 0.3, 0.15));
            p.drawLine(a, b);
            p.setPen(QPen(style.onlyThere, 1.6));
            p.setBrush(style.background);
            p.drawEllipse(dot, r, r);
            break;
        case LegendEntry::Later:
        case LegendEntry::Common: {
            const QColor faint = e.kind == LegendEntry::Later ? style.ghost : style.ghost.darker(115);
            p.setPen(roundPen(faint, std::max(1.0, 0.09 * cell)));
            p.drawLine(a, b);
            p.setPen(QPen(faint, 1));
            p.setBrush(style.background);
            p.drawEllipse(dot, r, r);
            break;
        }
        }
        p.setPen(style.legendText);
        p.drawText(QRectF(b.x() + fontPixels * 0.8, y, size.width(), row), Qt::AlignLeft | Qt::AlignVCenter, e.text);
        y += row;
    }
    p.restore();
}

} // namespace morpion::paint
