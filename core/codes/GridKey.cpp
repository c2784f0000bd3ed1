#include "core/codes/GridKey.h"

#include "core/codes/Symmetry.h"

#include <algorithm>
#include <numeric>

namespace morpion {

namespace {

// splitmix64's finaliser, and a second one with other constants.
constexpr std::uint64_t mixA(std::uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

constexpr std::uint64_t mixB(std::uint64_t z)
{
    z = (z ^ (z >> 33)) * 0xff51afd7ed558ccdull;
    z = (z ^ (z >> 33)) * 0xc4ceb9fe1a85ec53ull;
    return z ^ (z >> 33);
}

constexpr std::uint64_t packed(Point p)
{
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(p.x)) << 32) | static_cast<std::uint32_t>(p.y);
}

// A key is a sum over the set (so the order of the moves does not matter), mixed once
// more with the set's size and the variant.
GridKey finished(std::uint64_t a, std::uint64_t b, std::size_t size, Variant v)
{
    const std::uint64_t salt = (size << 3) + static_cast<std::uint64_t>(v) + 1;
    return {mixA(a + salt * 0x9e3779b97f4a7c15ull), mixB(b ^ (salt * 0xd6e8feb86659fd93ull))};
}

// Symmetry(i).apply(p, w) as x' = xx x + xy y + x0 w, y' = yx x + yy y + y0 w, so that
// the inner loop needs no call and no branch.
struct Affine {
    int xx, xy, x0, yx, yy, y0;
    std::uint64_t operator()(Point p, int w) const
    {
        return packed({xx * p.x + xy * p.y + x0 * w, yx * p.x + yy * p.y + y0 * w});
    }
};

constexpr Affine affines[Symmetry::count] = {
    {1, 0, 0, 0, 1, 0}, {-1, 0, 1, 0, 1, 0}, {1, 0, 0, 0, -1, 1}, {-1, 0, 1, 0, -1, 1},
    {0, 1, 0, 1, 0, 0}, {0, -1, 1, 1, 0, 0}, {0, 1, 0, -1, 0, 1}, {0, -1, 1, -1, 0, 1},
};

} // namespace

GridKeys gridKeys(Variant v, const std::vector<Move>& moves)
{
    const int w = crossWidth(v);
    const int last = lineLength(v) - 1;
    GridKeys best;
    for (int i = 0; i < Symmetry::count; ++i) {
        const Affine& s = affines[i];
        std::uint64_t gridA = 0, gridB = 0, pointsA = 0, pointsB = 0;
        for (const Move& m : moves) {
            const std::uint64_t p = s(m.point, w);
            // A line is its two ends, in either order: no need to find the image's first point.
            const std::uint64_t e0 = s(m.line.start, w), e1 = s(m.line.at(last), w);
            const std::uint64_t lo = std::min(e0, e1), hi = std::max(e0, e1);
            // One mix per element; the second half of each key sums the squares, another
            // symmetric function of the same values.
            const std::uint64_t point = mixA(p);
            const std::uint64_t move = mixB(point ^ (lo * 0xd6e8feb86659fd93ull + hi * 0x5851f42d4c957f2dull));
            pointsA += point;
            pointsB += point * point;
            gridA += move;
            gridB += move * move;
        }
        const GridKey grid = finished(gridA, gridB, moves.size(), v);
        const GridKey points = finished(pointsA, pointsB, moves.size(), v);
        if (i == 0 || grid < best.grid)
            best.grid = grid;
        if (i == 0 || points < best.points)
            best.points = points;
    }
    return best;
}

std::vector<int> firstOfEqual(const std::vector<GridKey>& keys)
{
    std::vector<int> order(keys.size());
    std::iota(order.begin(), order.end(), 0);
    // Equal keys end up side by side, in index order: the first of each run is its group.
    std::sort(order.begin(), order.end(), [&keys](int x, int y) {
        const GridKey& kx = keys[static_cast<std::size_t>(x)];
        const GridKey& ky = keys[static_cast<std::size_t>(y)];
        return kx < ky || (kx == ky && x < y);
    });
    std::vector<int> first(keys.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        const auto at = static_cast<std::size_t>(order[i]);
        const bool opens = i == 0 || keys[static_cast<std::size_t>(order[i - 1])] != keys[at];
        first[at] = opens ? order[i] : first[static_cast<std::size_t>(order[i - 1])];
    }
    return first;
}

} // namespace morpion
