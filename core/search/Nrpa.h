#pragma once

#include "core/base/Error.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"
#include "core/search/AlgorithmParameters.h"
#include "core/search/SearchLimits.h"
#include "core/search/SearchRunner.h"
#include "core/search/SearchThreadState.h"
#include "core/search/SearchTypes.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace morpion {

// An NRPA search: its parameters (level, iterations, alpha, stabilization, repetitions,
// warm weight, parallel; NrpaParameters, a base so that they pass on as one value), with
// the variant, the limits and where it starts.
//
// - level L (1..10) and iterations N per level: the search of level L plays N^L x
//   stabilization playouts; alpha (0 < alpha <= 10), the adaptation step.
// - stabilization: playouts per iteration of level 1, the best of them adapting the
//   policy: 1 is the published algorithm; more is "stabilized NRPA" (Cazenave 2020),
//   which adapts less often and on better sequences. On 5T, 3 reached 155..159 where the
//   published algorithm reached 145..154 with the same playouts (level 3 or 4, 6M and
//   20M playouts); 3 and 10 did about the same.
// - repetitions (Cazenave, "Generalized Nested Rollout Policy Adaptation with Limited
//   Repetitions", 2024): a level stops, and returns its best, once that best has been
//   found again this many times (by its playouts at level 1, by the searches of the level
//   below above it), so that a converged policy hands control back to its parent instead
//   of replaying the same game. 0 = off, the published NRPA. With 100 iterations a level,
//   3 almost never stops one (5T: the same games as 0); 1 does.
// - parallel: how limits.threads threads share the work; each has its own seed derived
//   from the seed and its index. Independent (the default): one search per thread,
//   sharing only the best result, so thread i searches the same with 2 threads as with 8.
//   Root: one level-L search at a time, run by all threads together (root
//   parallelization). In each round every thread runs a level-(L-1) search from the
//   shared level-L policy; the policy then adapts to the round's results in thread order,
//   as if one thread had run them one after another. A level-L search then has N
//   iterations rounded up to a multiple of T. Needs level 2 or more; at level 1 the
//   threads are independent. It finishes one search T times sooner, but on 5T it did no
//   better than independent threads in 60 s or 10 minutes: the rounds wait for their
//   slowest search (a tenth of the time on 2 threads) and a round's searches learn nothing
//   from each other (docs/performance.md). When a level-L search ends, the next starts
//   with fresh weights.
// - warmWeight: see warmStart below.
struct NrpaOptions : NrpaParameters {
    Variant variant = Variant::T5;

    // Seed, threads, stop rules and progress interval. Limits that count are per thread or
    // split evenly between threads (the iteration budget counts playouts), never
    // first-come, so that a seed, a thread count and these limits give the same best game
    // on every run.
    SearchLimits limits;

    // Where to start. `prefix` is played from the cross first and kept: the search plays
    // on from its end (every game it reports begins with it). `warmStart` is a grid (any
    // order) whose moves start with weight `warmWeight` (-50..50) instead of 0 in every
    // fresh policy, so that the search explores around it: about 1 barely biases the
    // first playouts, 3 keeps a good part of the grid in them, 5 and more nearly replay it.
    std::vector<Move> prefix;
    std::vector<Move> warmStart;

    // Level-L searches per thread (Root: in all) before the search ends; negative = off.
    int maxRuns = -1;

    // For tests: the board's first window (see Position); 0 = Position's default.
    int initialWindow = 0;
};

// Nested Rollout Policy Adaptation (Rosin, IJCAI 2011) on options.limits.threads threads
// (options.parallel says how they share it):
//
//   search(level, pol): best = none
//     repeat N times:
//       result = level == 1 ? playout(pol) : search(level - 1, copy of pol)
//       if result.score >= best.score: best = result
//       pol = Adapt(pol, best, alpha)              (Policy::adapt)
//     return best
//
// A playout plays from the start until the game ends, choosing each move with
// probability exp(w[m]) / sum of exp(w) over the legal moves. A move's weight is keyed by
// its line in board coordinates (on a board a legal line has exactly one new point), so
// a policy means the same whatever window the board has grown to.
//
// All callbacks run on the thread that called run(), one at a time: a command-line
// tool can print from them, a GUI worker thread can forward them as signals.
class Nrpa {
public:
    using ImprovementCallback = SearchImprovementCallback;
    using ProgressCallback = SearchProgressCallback;

    explicit Nrpa(NrpaOptions options);

    const NrpaOptions& options() const { return options_; }

    // What is wrong with the options, if anything: a number out of range (Syntax, naming
    // the option), a prefix move that cannot be played where it stands (IllegalMove,
    // position = its index), a warm-start move whose point is not on its line
    // (IllegalMove, position = its index).
    static std::optional<Error> check(const NrpaOptions& options);

    // Searches until a stop rule, the flag *stop or requestStop(); stopping takes a few
    // milliseconds. onImprovement runs each time the best score over all threads rises,
    // onProgress every limits.progressSeconds and once at the end. Errors: check()'s.
    Result<SearchResult> run(const ImprovementCallback& onImprovement = {}, const ProgressCallback& onProgress = {},
                             const std::atomic<bool>* stop = nullptr);

    // Thread-safe: asks the running search (or the next run()) to stop.
    void requestStop() { stopRequested_.store(true); }

private:
    NrpaOptions options_;
    std::atomic<bool> stopRequested_{false};
};

// Makes the threads of the search `options` describes (not checked: call Nrpa::check
// first), for runSearchThreads. Thread t goes on from (*from)[t] when given (checked by
// checkSearchCheckpoint), and leaves its state in (*out)[t] when its run ends (not with
// root parallelism, whose threads share their searches). Both must outlive the threads.
SearchContext::Factory nrpaThreadFactory(const NrpaOptions& options, const std::vector<SearchThreadState>* from = nullptr,
                                         std::vector<SearchThreadState>* out = nullptr);
// Why a thread cannot go on from `state` under these options (a slot past its table, a
// level count or sequence that does not fit), or an empty string.
std::string nrpaStateProblem(const NrpaOptions& options, const SearchThreadState& state);

} // namespace morpion
