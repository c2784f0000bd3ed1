#pragma once

// A slow, obviously correct count of the positions that extend a start, for differential
// tests of the solver: every position (a set of moves) is found by trying every legal move
// from every position one move shorter, kept in a set (a memo over sets of moves), level
// by level; a class is the smallest of a position's images, as sorted move lists, under
// the symmetries that map the start onto itself. Legal moves come from ReferenceRules,
// which rescans the board: nothing of the solver's or Position's increments is used.

#include "core/codes/Symmetry.h"
#include "core/rules/Move.h"
#include "tests/core/support/ReferenceRules.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <vector>

namespace morpion::test {

struct ReferenceCounts {
    std::vector<std::uint64_t> positions; // by moves beyond the start
    std::vector<std::uint64_t> classes;
    int best = 0; // the most moves beyond the start
};

inline ReferenceCounts referenceWalk(Variant v, const std::vector<Move>& start, int maxDepth = 1 << 20,
                                     std::size_t maxPositions = 200000)
{
    const auto sortedMoves = [](std::vector<Move> ms) {
        std::sort(ms.begin(), ms.end());
        return ms;
    };
    std::vector<Symmetry> keep;
    for (int g = 0; g < Symmetry::count; ++g)
        if (sortedMoves(Symmetry(g).apply(v, start)) == sortedMoves(start))
            keep.push_back(Symmetry(g));
    const auto classOf = [&](const std::vector<Move>& set) {
        std::vector<Move> least;
        for (const Symmetry& g : keep) {
            std::vector<Move> image = sortedMoves(g.apply(v, set));
            if (least.empty() || image < least)
                least = std::move(image);
        }
        return least;
    };

    ReferenceCounts out;
    // Each position as its sorted moves beyond the start, with one order that plays them.
    std::map<std::vector<Move>, std::vector<Move>> level{{{}, {}}};
    std::size_t total = 0;
    for (int depth = 0; !level.empty(); ++depth) {
        out.positions.push_back(level.size());
        std::set<std::vector<Move>> classes;
        for (const auto& [set, order] : level)
            classes.insert(classOf(set));
        out.classes.push_back(classes.size());
        out.best = depth;
        total += level.size();
        if (depth == maxDepth || total > maxPositions)
            break;
        std::map<std::vector<Move>, std::vector<Move>> next;
        for (const auto& [set, order] : level) {
            ReferenceRules rules(v);
            for (const Move& m : start)
                rules.play(m);
            for (const Move& m : order)
                rules.play(m);
            for (const Move& m : rules.legalMoves()) {
                std::vector<Move> grown = set;
                grown.insert(std::upper_bound(grown.begin(), grown.end(), m), m);
                if (!next.count(grown)) {
                    std::vector<Move> path = order;
                    path.push_back(m);
                    next.emplace(std::move(grown), std::move(path));
                }
            }
        }
        level = std::move(next);
    }
    return out;
}

} // namespace morpion::test
