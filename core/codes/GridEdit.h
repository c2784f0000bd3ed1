#pragma once

#include "core/base/Error.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace morpion {

// The edits a record hunter makes inside a grid, each leaving a legal grid: whatever
// goes takes with it every move that needs it (core/rules/Dependencies.h), so the rest can
// still be played, in its old order.
//
// Every function takes the grid in a legal play order (a layer order will do) and
// checks it first: IllegalMove, position = the index of the first move that cannot be
// played where it stands.

// Nothing, or why `grid` cannot be played from the cross in its order: IllegalMove with
// position = the index of the first move that cannot, detail = `cannotPlay` filled with the
// move and why. Every function below checks its grid with it, and so do the searches that
// start from a grid.
std::optional<Error> checkPlayable(Variant v, const std::vector<Move>& grid,
                                   Pattern cannotPlay = MORPION_TR_NOOP("ErrorDetail",
                                                                        "grid move %1 cannot be played there: %2"));

// The grid after an edit and what the edit took away.
struct GridEdit {
    std::vector<Move> moves;   // in a legal play order: the kept moves in their old order, an added move last
    std::vector<Move> removed; // in their old order
    std::optional<Move> added; // takeInstead's move
};

// Removes the moves at `indices` (into grid) with every move that needs them. Errors: an
// index outside the grid (Syntax, position = the index's place in `indices`).
Result<GridEdit> removeMoves(Variant v, const std::vector<Move>& grid, std::span<const int> indices);

// Removes the moves whose new point lies in the rectangle with corners a and b (both
// included, in any order), with their cones.
Result<GridEdit> removeRegion(Variant v, const std::vector<Move>& grid, Point a, Point b);

// Keeps the first `count` moves of the play order (0..size).
Result<GridEdit> takeBackTo(Variant v, const std::vector<Move>& grid, int count);

// Keeps the moves of layers 0..layer of the grid's layering (spec §4).
Result<GridEdit> takeBackToLayer(Variant v, const std::vector<Move>& grid, int layer);

// Plays `move`, which is not in the grid (a candidate a layer did not take, or a taboo
// move): first removes, with their cones, the moves it conflicts with (the same point,
// or a line that overlaps its own, or touches it in 5D/4D). Errors: DuplicateMove when
// the grid has it; IllegalMove (position -1, the reason in detail) when it still cannot
// be played once they are gone (its line needs a point the grid does not have).
Result<GridEdit> takeInstead(Variant v, const std::vector<Move>& grid, const Move& move);

} // namespace morpion
