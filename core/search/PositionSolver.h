#pragma once

#include "core/base/Error.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace morpion {

// Solve from Here: the longest game from one position and the moves that keep it
// reachable (a hint for hand players), from the solver's walks within a node budget.
struct PositionSolveOptions {
    Variant variant = Variant::T5;
    std::vector<Move> start; // the position: a legal game, in play order
    // Classes each walk may visit: the position's, then each legal move's. A walk is exact
    // only when it finishes below the budget (so the threads never change what is proven).
    std::uint64_t nodes = 10000000;
    int threads = 1;
};

struct PositionSolveProgress {
    int movesDone = 0;       // legal moves whose walk is over (0 while the position's runs)
    int moves = 0;           // legal moves to walk once the position is proven (0 before)
    std::uint64_t nodes = 0; // classes visited over every walk so far
    int best = -1;           // the longest game found so far (its score), -1 before any
    double seconds = 0;
};

struct PositionSolution {
    bool proven = false;    // `score` is the longest game from the position, exactly
    int score = 0;          // the best game found: its score (the position's moves and beyond)
    std::vector<Move> line; // that game, from the cross: the position's moves, then the rest
    // When proven and every legal move's walk finished below the budget too: the legal
    // moves after which `score` is still reachable, in canonical order (empty when the game
    // is over). `keeping` holds them all exactly when keepingComplete.
    std::vector<Move> keeping;
    bool keepingComplete = false;
    std::uint64_t nodes = 0; // classes visited over every walk
    double seconds = 0;
};

// Solves one position: first its own walk; when that is exact, one walk after each legal
// move (the first move of the best line needs none). `progress` is called from the calling
// thread about five times a second; a stop ends the work within milliseconds with what is
// known (unproven when the position's walk was cut). Errors: a start that does not replay
// (IllegalMove), a position past the solver's board, a thread that cannot start.
Result<PositionSolution> solvePosition(const PositionSolveOptions& options, const std::atomic<bool>* stop = nullptr,
                                       const std::function<void(const PositionSolveProgress&)>& progress = {});

} // namespace morpion
