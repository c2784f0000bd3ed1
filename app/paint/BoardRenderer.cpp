#include "app/paint/BoardRenderer.h"

#include "app/paint/Strokes.h"
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

struct Metrics {
    double line;    // pen width of normal lines
    double current; // pen width of current-layer lines
    double crossR;  // radius of start points
    double pointR;  // radius of played points
    double outline; // pen width of point outlines
};

Metrics metricsFor(const BoardScene& scene, double cell)
{
    const BoardProportions& pr = scene.proportions;
    Metrics m;
    m.line = pr.line.at(cell);
    m.current = pr.currentLine.at(cell);
    m.crossR = pr.crossPoint.at(cell);
    m.pointR = (scene.showNumbers ? pr.numberedPoint : pr.point).at(cell);
    m.outline = pr.outline.at(cell);
    return m;
}

// Compare with…: moves of both grids faint, the open grid's own moves in the current
// layer's colour, the other grid's own moves dashed in theirs with hollow points.
void paintComparison(QPainter& p, const BoardScene& scene, const BoardStyle& style, const BoardGeometry& g, const Metrics& mt,
                     const QRectF& visible)
{
    const int n = lineLength(scene.variant);
    const BoardProportions& pr = scene.proportions;
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
    batch(lines(c.onlyThere), dashedPen(style.onlyThere, mt.current, g.cell, pr.otherDash, pr.otherGap));
    batch(lines(c.onlyHere), linePen(style.current, mt.current));
    p.setPen(Qt::NoPen);
    p.setBrush(style.cross);
    for (const Point& pt : scene.cross)
        p.drawEllipse(g.map(pt), mt.crossR, mt.crossR);
    for (const Move& m : c.common)
        disc(p, g.map(m.point), mt.pointR, mt.outline, style.ghost.darker(115), style.background);
    p.setBrush(style.background);
    p.setPen(QPen(style.onlyThere, mt.outline * pr.otherPen));
    for (const Move& m : c.onlyThere)
        p.drawEllipse(g.map(m.point), mt.pointR, mt.pointR);
    p.setPen(Qt::NoPen);
    for (const Move& m : c.onlyHere)
        disc(p, g.map(m.point), mt.pointR, mt.outline, style.current, style.current);
}

// One painting of a scene, in steps drawn in this order: the background and its lattice;
// the highlights under the lines; the lines; the points; the marks on top.
struct BoardPainting {
    QPainter& p;
    const BoardScene& scene;
    const BoardStyle& style;
    const BoardGeometry& g;
    const BoardProportions& pr;
    int n; // points on a line
    Metrics mt;
    QRectF visible; // the painted area with a margin: shapes outside it are skipped

    QLineF segment(const Move& m) const { return morpion::paint::segment(g, m, n); }

    // Batches of lines, one pen each (drawLines is much cheaper than one call per line).
    void drawBatch(const std::vector<QLineF>& lines, const QPen& pen) const
    {
        if (lines.empty())
            return;
        p.setPen(pen);
        p.drawLines(lines.data(), static_cast<int>(lines.size()));
    }

    std::vector<QLineF> segments(const std::vector<Move>& moves) const
    {
        std::vector<QLineF> lines;
        for (const Move& m : moves)
            lines.push_back(segment(m));
        return lines;
    }

    void background(const QRectF& area) const
    {
        p.fillRect(area, style.background);
        // Guide lattice: one-pixel lines, filled as rectangles (the cheapest thing the raster
        // engine draws), only where points are far enough apart for it to help.
        const double cell = g.cell;
        if (style.lattice.isValid() && cell >= pr.latticeFrom) {
            p.setRenderHint(QPainter::Antialiasing, false);
            const QPointF tl = g.toLattice(area.topLeft()), br = g.toLattice(area.bottomRight());
            // Only the lines inside the area: the one past its edge was a rule across the
            // legend of an exported picture.
            for (int x = static_cast<int>(std::floor(tl.x())); x <= static_cast<int>(std::ceil(br.x())); ++x)
                if (const double at = std::floor(g.origin.x() + x * cell); at >= area.left() && at + 1.0 <= area.right())
                    p.fillRect(QRectF(at, area.top(), 1.0, area.height()), style.lattice);
            for (int y = static_cast<int>(std::floor(tl.y())); y <= static_cast<int>(std::ceil(br.y())); ++y)
                if (const double at = std::floor(g.origin.y() + y * cell); at >= area.top() && at + 1.0 <= area.bottom())
                    p.fillRect(QRectF(area.left(), at, area.width(), 1.0), style.lattice);
        }
        p.setRenderHint(QPainter::Antialiasing, true);
        p.setRenderHint(QPainter::TextAntialiasing, true);
    }

    // Under everything: the move picked in the layer panel, and the focused move with its
    // dependencies in two colours.
    void highlights() const
    {
        const double cell = g.cell;
        const auto haloOf = [&](const Move& m) {
            p.setPen(roundPen(style.selection, pr.halo.at(cell)));
            p.drawLine(segment(m));
            p.setPen(Qt::NoPen);
            p.setBrush(style.selection);
            const double r = pr.haloPoint.at(cell);
            p.drawEllipse(g.map(m.point), r, r);
        };
        if (scene.selected)
            haloOf(*scene.selected);
        if (!scene.focus)
            return;
        const double width = pr.dependency.at(cell);
        if (scene.focus != scene.selected)
            haloOf(*scene.focus);
        for (const auto& [moves, colour] : {std::pair(&scene.needs, style.needs), std::pair(&scene.neededBy, style.neededBy)}) {
            drawBatch(segments(*moves), roundPen(colour, width));
            p.setPen(Qt::NoPen);
            p.setBrush(colour);
            const double r = width * pr.dependencyPoint;
            for (const Move& m : *moves)
                p.drawEllipse(g.map(m.point), r, r);
        }
    }

    // Later layers ghosted, hints, taboo and open candidates, then the grid's lines by layer,
    // and the line a click would play.
    void lines() const
    {
        const double cell = g.cell;
        std::vector<QLineF> earlier, current, later;
        for (const auto& item : scene.items) {
            const QLineF l = segment(item.move);
            if (!visible.contains(l.p1()) && !visible.contains(l.p2()))
                continue;
            switch (item.role) {
            case BoardScene::Role::Earlier: earlier.push_back(l); break;
            case BoardScene::Role::Current: current.push_back(l); break;
            case BoardScene::Role::Later: later.push_back(l); break;
            }
        }
        if (scene.ghostLater)
            drawBatch(later, linePen(style.ghost, mt.line));
        // Hints: a soft glow under the legal lines, wider than any line drawn over it, so that a
        // hinted candidate reads as lit up rather than as a two-coloured stripe.
        if (!scene.hints.empty())
            drawBatch(segments(scene.hints), roundPen(style.hint, pr.hintLine.at(cell)));
        // Legal but left untaken in an earlier layer: a quiet dotted line, not a warning.
        drawBatch(segments(scene.taboo), dashedPen(style.taboo, pr.tabooLine.at(cell), cell, pr.tabooDash, pr.tabooGap));
        // Candidates not taken, and in hand play every legal move: dashed in the candidate colour.
        std::vector<QLineF> open = segments(scene.openCandidates);
        for (const Move& m : scene.playable)
            open.push_back(segment(m));
        drawBatch(open, dashedPen(style.candidate, mt.line, cell, pr.candidateDash, pr.candidateGap));
        drawBatch(earlier, linePen(style.line, mt.line));
        drawBatch(current, linePen(style.current, mt.current));
        if (scene.preview)
            drawBatch({segment(*scene.preview)}, roundPen(style.preview, mt.current));
    }

    // The cross, then the points in three passes: ghosts first, then the current layer's
    // open candidates and taboo moves (their points are empty at this layer, or taken by
    // another line of it), then the points on the board at this layer on top.
    void points() const
    {
        const double cell = g.cell;
        p.setPen(Qt::NoPen);
        p.setBrush(style.cross);
        for (const Point& pt : scene.cross) {
            const QPointF c = g.map(pt);
            if (visible.contains(c))
                p.drawEllipse(c, mt.crossR, mt.crossR);
        }
        const double r = mt.pointR;
        QFont font;
        const bool numbers = scene.showNumbers && r >= pr.numbersFrom;
        if (numbers) {
            font.setPixelSize(std::max(pr.numberFontLeast, static_cast<int>(std::lround(r * pr.numberFont))));
            font.setBold(true);
            p.setFont(font);
        }
        QFont smallFont = font;
        if (numbers)
            smallFont.setPixelSize(std::max(pr.smallNumberFontLeast, static_cast<int>(std::lround(r * pr.smallNumberFont))));
        gridPoints(true, numbers, font, smallFont);

        // Open candidates and playable moves: rings on an empty point; moves left untaken
        // earlier: a small hollow diamond.
        const double cr = (scene.showNumbers ? pr.numberedRing : pr.ring).at(cell);
        if (!scene.hints.empty()) {
            p.setPen(Qt::NoPen);
            p.setBrush(style.hint);
            const double hr = pr.hintPoint.at(cell);
            for (const Move& m : scene.hints)
                p.drawEllipse(g.map(m.point), hr, hr);
        }
        p.setBrush(style.background);
        p.setPen(QPen(style.candidate, mt.outline * pr.ringPen));
        for (const auto* list : {&scene.openCandidates, &scene.playable})
            for (const Move& m : *list)
                p.drawEllipse(g.map(m.point), cr, cr);
        p.setPen(QPen(style.taboo, pr.tabooLine.at(cell)));
        const double tr = pr.diamond.at(cell);
        for (const Move& m : scene.taboo) {
            const QPointF c = g.map(m.point);
            const QPointF diamond[] = {{c.x(), c.y() - tr}, {c.x() + tr, c.y()}, {c.x(), c.y() + tr}, {c.x() - tr, c.y()}};
            p.drawPolygon(diamond, 4);
        }
        gridPoints(false, numbers, font, smallFont);
    }

    // The points of the grid's moves: of later layers (`ghosts`), or of the others.
    void gridPoints(bool ghosts, bool numbers, const QFont& font, const QFont& smallFont) const
    {
        struct Label {
            QPointF centre;
            int number;
            QColor color;
        };
        std::vector<Label> labels;
        const double r = mt.pointR;
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
    }

    // On top: the point a click would play, the last move's ring and the keyboard cursor.
    void marks() const
    {
        const double cell = g.cell;
        const double r = mt.pointR;
        if (scene.preview) {
            p.setPen(QPen(style.preview, mt.outline * pr.previewPen));
            p.setBrush(style.preview.lighter(160));
            p.drawEllipse(g.map(scene.preview->point), r, r);
        }
        if (scene.lastMovePoint) {
            p.setPen(QPen(style.lastMove, std::max(pr.lastMovePenLeast, mt.outline * pr.lastMovePen)));
            p.setBrush(Qt::NoBrush);
            const double lr = r + pr.lastMoveGap.at(cell);
            p.drawEllipse(g.map(*scene.lastMovePoint), lr, lr);
        }
        // The keyboard cursor: a square, unlike every round mark on the board.
        if (scene.cursor) {
            const QPointF c = g.map(*scene.cursor);
            const double h = pr.cursor.at(cell);
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(style.background, pr.cursorRim.at(cell)));
            p.drawRect(QRectF(c.x() - h, c.y() - h, 2 * h, 2 * h));
            p.setPen(QPen(style.preview, pr.cursorLine.at(cell)));
            p.drawRect(QRectF(c.x() - h, c.y() - h, 2 * h, 2 * h));
        }
    }
};

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
    const BoardPainting painting{p,
                                 scene,
                                 style,
                                 g,
                                 scene.proportions,
                                 n,
                                 metricsFor(scene, g.cell),
                                 area.adjusted(-g.cell * n, -g.cell * n, g.cell * n, g.cell * n)};
    p.save();
    painting.background(area);
    if (scene.comparison) {
        paintComparison(p, scene, style, g, painting.mt, painting.visible);
    } else {
        painting.highlights();
        painting.lines();
        painting.points();
        painting.marks();
    }
    p.restore();
}

} // namespace morpion::paint
