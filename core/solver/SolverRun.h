#pragma once

#include "core/base/Error.h"
#include "core/base/ThreadStart.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"
#include "core/solver/SolverCheckpoint.h"
#include "core/solver/WalkTally.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace morpion {

// How the walk is shared out. The tree is cut at the first depth with enough positions
// (items); threads take items in turn; a cluster's K processes take the items i with
// i % K == part. The items depend on the task and K only, so any thread count, a resumed
// run and every part agree on them.
struct SolverShare {
    int threads = 1;
    int part = 0;
    int parts = 1;
    std::uint64_t nodeBudget = 0; // stop after about this many classes (0: no limit)
};

struct SolverProgress {
    int itemsDone = 0; // of this part's items
    int items = 0;
    std::uint64_t nodes = 0; // classes visited, this part, resumed ones included
    int best = -1;           // deepest depth met in finished items
    double seconds = 0;
};

struct SolverHooks {
    const std::atomic<bool>* stop = nullptr;
    // From the calling thread about five times a second while workers run.
    std::function<void(const SolverProgress&)> progress;
    // Every checkpointSeconds (and at the end when items were left), with the state so
    // far; a false return stops the run (the caller could not write it).
    std::function<bool(const SolverCheckpoint&)> checkpoint;
    double checkpointSeconds = 60;
    // Starts the walk's threads; tests put a failing one here. Empty: std::thread.
    ThreadStarter startThread;
};

struct SolverReport {
    int startMoves = 0;
    int symmetries = 1; // of the start: positions per class at most
    int splitDepth = 0;
    int itemCount = 0;     // over all parts
    int partItems = 0;     // this part's
    int itemsDone = 0;     // this part's finished ones
    int bestItem = -1;     // the item the deepest position came from; -1: above the cut
    WalkTally tally;       // this part's: the positions above the cut (part 0), its items
    bool complete = false; // every item of this part finished: its counts are exact
    double seconds = 0;    // over every run of it
};

// Walks the task's tree, this share of it. Errors: a start that does not replay or does
// not fit the solver's board (64 x 64 cells around the cross; it keeps new points 10
// cells from its edges), a resume checkpoint of another task or share, a thread that
// cannot start; a walk that reaches past the board fails too rather than count less.
Result<SolverReport> runSolver(const SolverTask& task, const SolverShare& share, const SolverHooks& hooks = {},
                               const SolverCheckpoint* resume = nullptr);

// The reports of the parts of one task (part i of K each, every part once, as the web
// page's workers run them) as one run reports the whole: counts added, the deepest game
// and between equals the one of the earliest item (bestItem), complete when every part
// is, the seconds of the parts added up.
SolverReport combineSolverParts(const std::vector<SolverReport>& parts);

} // namespace morpion
