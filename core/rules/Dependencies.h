#pragma once

#include "core/base/Error.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <cstdint>
#include <span>
#include <vector>

namespace morpion {

// Which moves of a grid rest on which. A move needs an earlier move when its line passes
// through the point that move added: it cannot be played before it, and it cannot stay
// when that move goes. Editing a grid (removing a move, a region, taking another move
// instead) keeps it legal by taking every move that needs a removed one with it, and the
// program shows these cones on the board.
//
// Moves are named by their index in the grid the object was built from. Built in a few
// microseconds for a record-sized grid; the cones cost one walk each.
class Dependencies {
public:
    Dependencies() = default;

    // The grid in any order. Errors, position = the index of the move at fault:
    // IllegalMove for a point not on its line, or a line through a point that neither the
    // cross nor another move of the grid has; DuplicateMove for two moves adding one point
    // (or a move on a point of the cross).
    static Result<Dependencies> of(Variant v, const std::vector<Move>& grid);

    int size() const { return static_cast<int>(needOffsets_.size()) - 1; }

    // The moves whose points `move`'s line passes through (at most n-1), ascending.
    std::span<const int> needs(int move) const { return slice(needOffsets_, needs_, move); }
    // The moves whose lines pass through `move`'s point, ascending.
    std::span<const int> neededBy(int move) const { return slice(byOffsets_, neededBy_, move); }

    // Transitively: every move that `move` rests on, or that rests on it; ascending,
    // without `move` itself.
    std::vector<int> needsCone(int move) const { return cone(std::span<const int>(&move, 1), false, false); }
    std::vector<int> neededByCone(int move) const { return cone(std::span<const int>(&move, 1), true, false); }

    // The given moves and every move that needs one of them, transitively: what removing
    // them takes away. Ascending, each index once.
    std::vector<int> removalSet(std::span<const int> moves) const { return cone(moves, true, true); }

private:
    static std::span<const int> slice(const std::vector<int>& offsets, const std::vector<int>& list, int move)
    {
        const auto i = static_cast<std::size_t>(move);
        return {list.data() + offsets[i], static_cast<std::size_t>(offsets[i + 1] - offsets[i])};
    }
    std::vector<int> cone(std::span<const int> from, bool upward, bool includeStart) const;

    // Both relations as adjacency lists in one array each (compressed rows).
    std::vector<int> needOffsets_{0};
    std::vector<int> needs_;
    std::vector<int> byOffsets_{0};
    std::vector<int> neededBy_;
};

} // namespace morpion
