#pragma once

#include "core/base/Error.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"
#include "core/search/AlgorithmParameters.h"
#include "core/search/SearchLimits.h"
#include "core/search/SearchRunner.h"
#include "core/search/SearchTypes.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace morpion {

// An improvement: its parameters (the neighbourhoods and the refill's NRPA; a base, so
// that they pass on as one value), the grid, the limits.
//
// - The neighbourhoods. Each iteration removes one, with the cones of its moves: the moves
//   whose points lie in a square of side 2r+1 (r in 1..regionRadius) around a random
//   move's point, or the moves of 1..layerSpan consecutive layers, or the cone of a random
//   move. A draw that would remove more than maxRemoved moves is drawn again (up to a few
//   times; then the smallest draw is taken).
// - The refill: an NRPA search of the refill's level and iterations per level, playing on
//   from what is left (the rest of the grid stays fixed), one level-L search per iteration.
struct ImproverOptions : ImproverParameters {
    Variant variant = Variant::T5;
    // The grid to improve, in a legal play order (a layer order will do).
    std::vector<Move> grid;

    // Seed, threads (independent improvers from the same grid, sharing only the best), stop
    // rules and progress interval; the iteration budget counts neighbourhoods refilled.
    SearchLimits limits;

    // Only this rectangle (corners included): every iteration removes the moves inside it,
    // with their cones, and refills. For "improve the selected region".
    std::optional<std::pair<Point, Point>> area;

    int initialWindow = 0; // for tests (see Position)

    // Called with a thread's index, iteration and current grid each time that thread keeps
    // a refill (a longer one, or an equal one: the drift across plateaus, which the best
    // alone never shows). On the searching thread, so several threads call it at once;
    // for tests and tools that watch the walk. Empty: nothing is called.
    std::function<void(int thread, std::int64_t iteration, const std::vector<Move>& current)> onCurrent;
};

// Large neighbourhood search on a grid: repeatedly remove a neighbourhood of the current
// grid, refill it with a short NRPA search that keeps everything else fixed, and keep the
// result when it is at least as long (ties are kept, so it drifts across plateaus).
// Record hunters work this way by hand: cut out a region and fill it better.
//
// The first improvement reported is the grid itself, at iteration 0. Seeded and
// reproducible like the other searches (each thread has its own generator and current
// grid); callbacks run on the thread that called run(), one at a time.
class Improver {
public:
    // Checks the options, once (check()): problem() says what is wrong, and run() returns
    // it without searching.
    explicit Improver(ImproverOptions options);

    const ImproverOptions& options() const { return options_; }
    const std::optional<Error>& problem() const { return problem_; }

    // What is wrong with the options: a number out of range (Syntax, naming it), a grid
    // move that cannot be played where it stands (IllegalMove, position = its index).
    static std::optional<Error> check(const ImproverOptions& options);

    Result<SearchResult> run(const SearchImprovementCallback& onImprovement = {}, const SearchProgressCallback& onProgress = {},
                             const std::atomic<bool>* stop = nullptr);
    // Thread-safe: asks the running improver (or the next run()) to stop.
    void requestStop() { stopRequested_.store(true); }

private:
    ImproverOptions options_;
    std::optional<Error> problem_;
    std::atomic<bool> stopRequested_{false};
};

// Makes thread t of the improver `options` describes (not checked: call Improver::check
// first), for runSearchThreads.
SearchContext::Factory improverThreadFactory(const ImproverOptions& options);

} // namespace morpion
