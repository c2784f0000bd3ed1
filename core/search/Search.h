#pragma once

#include "core/base/Error.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"
#include "core/search/Nrpa.h"
#include "core/search/SearchTypes.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace morpion {

enum class SearchAlgorithm {
    HillClimb, // the DNA hill climb of spec section 6 (seed 002)
    Nrpa,      // Nested Rollout Policy Adaptation (Rosin, IJCAI 2011)
    Improve,   // large neighbourhood search on the grid (core/search/Improver.h); needs a grid
};

// "hillclimb" / "nrpa" / "improve"; parseSearchAlgorithm also takes "hill-climb" and any case.
const char* searchAlgorithmName(SearchAlgorithm algorithm);
std::optional<SearchAlgorithm> parseSearchAlgorithm(const std::string& text);

// How a search uses the grid it is given (SearchOptions::grid).
enum class SearchStart {
    Cross,  // ignore it: start from the empty cross
    Prefix, // play the grid and keep it: every game the search reports begins with it
    Warm,   // NRPA: bias the policy toward the grid's moves (SearchOptions::warmWeight);
            // hill climb: the grid (finished at random when it is not) is the first M
};

// What both front ends (the program's search panel, `morpion-cli search`) ask of a search.
struct SearchOptions {
    SearchAlgorithm algorithm = SearchAlgorithm::Nrpa;
    Variant variant = Variant::T5;
    std::uint64_t seed = 0;
    int threads = 1; // 1..1024: hill climbs of their own sharing the best result, or
                     // NRPA's threads as `parallel` says
    SearchParallel parallel = SearchParallel::Independent;

    std::vector<Move> grid;                 // in an order it can be played in (a layer order will do)
    SearchStart start = SearchStart::Cross; // Improve: always the grid
    // Improve: only this rectangle (corners included) is taken out and refilled.
    std::optional<std::pair<Point, Point>> area;

    // Stop rules (negative = off); the first one met ends the search. With none, only the
    // stop flag or requestStop() ends it.
    double maxSeconds = -1;
    int targetScore = -1;
    std::int64_t maxIterations = -1; // playouts (NRPA) or climb iterations, over all threads

    double progressSeconds = 0.5;

    // NRPA (see NrpaOptions for their meaning and ranges).
    int level = 3;
    int iterations = 100;
    double alpha = 1.0;
    int stabilization = 3;
    int repetitions = 0;
    double warmWeight = 3.0;

    // Hill climb: lines blacklisted per iteration.
    int blacklist = 3;

    int initialWindow = 0; // for tests (see Position)
};

// One search of either algorithm. Callbacks run on the thread that called run(), one at
// a time; requestStop() may be called from any thread and ends run() within a few
// milliseconds. The same options (seed, threads, and a stop rule that counts rather than
// times) give the same result on every run.
struct SearchCheckpoint;

class Search {
public:
    using ImprovementCallback = SearchImprovementCallback;
    using ProgressCallback = SearchProgressCallback;

    explicit Search(SearchOptions options);
    // Goes on with the search a checkpoint holds, under its options (the caller sets their
    // stop rules; an iteration budget counts the checkpoint's iterations too). Reports only
    // games better than the checkpoint's best; times go on from its seconds.
    explicit Search(const SearchCheckpoint& from);
    ~Search();

    const SearchOptions& options() const { return options_; }

    // What is wrong with the options: a number out of range (Syntax naming the option), a
    // grid move that cannot be played where it stands (IllegalMove, position = its index).
    static std::optional<Error> check(const SearchOptions& options);

    Result<SearchResult> run(const ImprovementCallback& onImprovement = {}, const ProgressCallback& onProgress = {},
                             const std::atomic<bool>* stop = nullptr);
    void requestStop() { stopRequested_.store(true); }

    // Where the last run() stopped, to go on from later; empty before a run and for a
    // root-parallel NRPA search (its threads share each search).
    const SearchCheckpoint* checkpoint() const { return checkpoint_.get(); }

private:
    SearchOptions options_;
    std::atomic<bool> stopRequested_{false};
    std::unique_ptr<SearchCheckpoint> resume_;
    std::unique_ptr<SearchCheckpoint> checkpoint_;
};

// The NRPA options a search's options give.
NrpaOptions nrpaOptionsOf(const SearchOptions& options);

} // namespace morpion
