#pragma once

#include "core/rules/Move.h"

#include <cstdint>
#include <vector>

namespace morpion {

// What a walk over classes of positions found: how many classes and positions it met at
// each depth (moves beyond the start), the deepest position with the moves that reach it,
// and the nodes it visited. Tallies of disjoint parts of the tree add up.
struct WalkTally {
    std::vector<std::uint64_t> classes;   // by depth
    std::vector<std::uint64_t> positions; // by depth: each class counts its distinct images
    std::uint64_t nodes = 0;
    std::uint64_t budget = 0;   // nodes to visit at most; 0: no limit
    int best = -1;              // the deepest depth met
    std::vector<Move> bestPath; // moves beyond the start reaching it, in play order
    bool cut = false;           // the walk stopped before it was done (budget or stop)

    void add(int depth, std::uint64_t imagesOfClass)
    {
        const auto d = static_cast<std::size_t>(depth);
        if (d >= classes.size()) {
            classes.resize(d + 1, 0);
            positions.resize(d + 1, 0);
        }
        ++classes[d];
        positions[d] += imagesOfClass;
        ++nodes;
    }
    // Adds another part's tally: counts add up; the deeper best wins, the earlier part on a
    // tie (so that the game reported does not depend on which thread finished first).
    void merge(const WalkTally& other)
    {
        if (other.classes.size() > classes.size()) {
            classes.resize(other.classes.size(), 0);
            positions.resize(other.classes.size(), 0);
        }
        for (std::size_t d = 0; d < other.classes.size(); ++d) {
            classes[d] += other.classes[d];
            positions[d] += other.positions[d];
        }
        nodes += other.nodes;
        if (other.best > best) {
            best = other.best;
            bestPath = other.bestPath;
        }
        cut = cut || other.cut;
    }
};

} // namespace morpion
