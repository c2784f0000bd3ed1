#include "core/Symmetry.h"

#include "core/Alphabet.h"
#include "core/LayerCode.h"

#include <algorithm>

namespace morpion {

std::string_view Symmetry::name() const
{
    static constexpr std::string_view names[count] = {
        "identity", "mirror left-right", "mirror top-bottom", "half turn",
        "main diagonal", "quarter turn clockwise", "quarter turn counter-clockwise", "anti-diagonal"};
    return names[index_];
}

Point Symmetry::apply(Point p, int w) const
{
    switch (index_) {
    case 0: return {p.x, p.y};
    case 1: return {w - p.x, p.y};
    case 2: return {p.x, w - p.y};
    case 3: return {w - p.x, w - p.y};
    case 4: return {p.y, p.x};
    case 5: return {w - p.y, p.x};
    case 6: return {p.y, w - p.x};
    default: return {w - p.y, w - p.x};
    }
}

Line Symmetry::apply(Variant v, const Line& l) const
{
    const int n = lineLength(v);
    const int w = crossWidth(v);
    Point a = apply(l.at(0), w);
    Point b = apply(l.at(n - 1), w);
    // The first point of a line is its west end, or its north end when vertical.
    if (b < a)
        std::swap(a, b);
    const int dx = (b.x - a.x) / (n - 1);
    const int dy = (b.y - a.y) / (n - 1);
    Dir d = Dir::S;
    if (dx == 1)
        d = dy < 0 ? Dir::NE : dy == 0 ? Dir::E : Dir::SE;
    return {a, d};
}

Move Symmetry::apply(Variant v, const Move& m) const
{
    return {apply(m.point, crossWidth(v)), apply(v, m.line)};
}

std::vector<Move> Symmetry::apply(Variant v, const std::vector<Move>& moves) const
{
    std::vector<Move> out;
    out.reserve(moves.size());
    for (const Move& m : moves)
        out.push_back(apply(v, m));
    return out;
}

namespace {

// Where each symmetry sends two test points decides it; compose by applying.
Symmetry identify(Point a, Point b, int w)
{
    for (int i = 0; i < Symmetry::count; ++i)
        if (Symmetry(i).apply(Point{1, 0}, w) == a && Symmetry(i).apply(Point{0, 2}, w) == b)
            return Symmetry(i);
    return Symmetry(0);
}

} // namespace

Symmetry Symmetry::inverse() const
{
    switch (index_) {
    case 5: return Symmetry(6);
    case 6: return Symmetry(5);
    default: return *this; // reflections and the half turn undo themselves
    }
}

Symmetry Symmetry::then(Symmetry next) const
{
    constexpr int w = 9; // any width works; the group is the same
    return identify(next.apply(apply(Point{1, 0}, w), w), next.apply(apply(Point{0, 2}, w), w), w);
}

int compareCodes(std::string_view a, std::string_view b)
{
    const std::size_t n = std::min(a.size(), b.size());
    for (std::size_t i = 0; i < n; ++i) {
        int va = alphabetValue(a[i]), vb = alphabetValue(b[i]);
        if (va < 0) va = 64;
        if (vb < 0) vb = 64;
        if (va != vb)
            return va < vb ? -1 : 1;
    }
    return a.size() < b.size() ? -1 : a.size() > b.size() ? 1 : 0;
}

Result<CanonicalCode> canonicalCode(Variant v, const std::vector<Move>& grid)
{
    CanonicalCode best;
    for (int i = 0; i < Symmetry::count; ++i) {
        const Symmetry s(i);
        auto code = encodeLayerCode(v, s.apply(v, grid));
        if (!code)
            return code.error();
        if (i == 0 || compareCodes(*code, best.code) < 0) {
            best.code = std::move(code).value();
            best.symmetry = s;
        }
    }
    return best;
}

namespace {

std::vector<Point> imagePoints(Variant v, Symmetry s, const std::vector<Move>& grid)
{
    std::vector<Point> pts;
    pts.reserve(grid.size());
    const int w = crossWidth(v);
    for (const Move& m : grid)
        pts.push_back(s.apply(m.point, w));
    std::sort(pts.begin(), pts.end());
    return pts;
}

} // namespace

std::vector<Point> canonicalPoints(Variant v, const std::vector<Move>& grid)
{
    std::vector<Point> best = imagePoints(v, Symmetry(0), grid);
    for (int i = 1; i < Symmetry::count; ++i) {
        auto pts = imagePoints(v, Symmetry(i), grid);
        if (pts < best)
            best = std::move(pts);
    }
    return best;
}

bool samePoints(Variant v, const std::vector<Move>& a, const std::vector<Move>& b)
{
    if (a.size() != b.size())
        return false;
    const auto pa = imagePoints(v, Symmetry(0), a);
    for (int i = 0; i < Symmetry::count; ++i)
        if (imagePoints(v, Symmetry(i), b) == pa)
            return true;
    return false;
}

} // namespace morpion
