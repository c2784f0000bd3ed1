#pragma once

#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <cstdint>
#include <vector>

namespace morpion {

// Keys that tell duplicate grids apart without building canonical forms, for grouping
// many grids (collections of a million codes): 128-bit hashes of a grid's move set and of
// its point set, each the smallest over the 8 images (spec §9), so that the images of a
// grid share their keys. Two grids have equal `grid` keys when they are the same grid up
// to symmetry (equal canonical codes), and equal `points` keys when their new points are
// (equal canonicalPoints()), whatever their lines; grids of different variants never do,
// and other grids only by a 128-bit hash collision. The hashes are sums over the moves, so
// no image is sorted or encoded: a few microseconds for a long grid.
struct GridKey {
    std::uint64_t a = 0;
    std::uint64_t b = 0;
    friend constexpr bool operator==(const GridKey& x, const GridKey& y) { return x.a == y.a && x.b == y.b; }
    friend constexpr bool operator!=(const GridKey& x, const GridKey& y) { return !(x == y); }
    friend constexpr bool operator<(const GridKey& x, const GridKey& y) { return x.a < y.a || (x.a == y.a && x.b < y.b); }
};

struct GridKeys {
    GridKey grid;
    GridKey points;
};

// The keys of a grid (any move order).
GridKeys gridKeys(Variant v, const std::vector<Move>& moves);

// Groups of equal keys: for each key, the index of the first equal key (its group's id),
// so a key met once has its own index. Linear in memory, n log n in time.
std::vector<int> firstOfEqual(const std::vector<GridKey>& keys);

} // namespace morpion
