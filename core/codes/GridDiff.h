#pragma once

#include "core/codes/Symmetry.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <optional>
#include <vector>

namespace morpion {

// Two grids side by side: what they share, what each has alone, and whether one is the
// other seen in a mirror or turned (then the lists say little). `morpion-cli diff` prints
// it; the program's comparison overlay draws it.
struct GridDiff {
    std::vector<Move> common; // canonical order, each list
    std::vector<Move> onlyA;
    std::vector<Move> onlyB;
    // Some symmetry maps the points of a onto those of b (the lines may differ).
    bool samePoints = false;
    // The symmetry that maps a onto b, move for move (the lowest index when several do);
    // identity when they are equal.
    std::optional<Symmetry> symmetry;
};

// The grids in any order; the cross is not compared (both have it).
GridDiff diffGrids(Variant v, const std::vector<Move>& a, const std::vector<Move>& b);

} // namespace morpion
