#pragma once

#include "core/codes/Symmetry.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <optional>
#include <string>
#include <vector>

namespace morpion {

// Two grids side by side: what they share, what each has alone, and whether one is the
// other seen in a mirror or turned. `morpion-cli diff` prints it; the program's
// comparison overlay draws it.
struct GridDiff {
    // The symmetry b was seen through before comparing (identity: as it is). Two grids that
    // differ by a few moves once one is mirrored share few moves as they are.
    Symmetry alignment;
    std::vector<Move> common; // canonical order, each list; b's moves through `alignment`
    std::vector<Move> onlyA;
    std::vector<Move> onlyB;
    // Some symmetry maps the points of a onto those of b (the lines may differ).
    bool samePoints = false;
    // The symmetry that maps a onto b, move for move (the lowest index when several do);
    // identity when they are equal.
    std::optional<Symmetry> symmetry;
};

// Best: b is seen through the symmetry that gives the most moves in common (the lowest
// index among equals, so identity when it is as good); AsIs: b as it is.
enum class DiffAlignment { Best, AsIs };

// The grids in any order; the cross is not compared (both have it).
GridDiff diffGrids(Variant v, const std::vector<Move>& a, const std::vector<Move>& b,
                   DiffAlignment alignment = DiffAlignment::AsIs);

// "identity", "mirror left-right"...: the symmetry's name (Symmetry::name()), and the
// count in common, as `morpion-cli diff` says it: "mirror left-right: 174 in common".
std::string alignmentSummary(const GridDiff& diff);

} // namespace morpion
