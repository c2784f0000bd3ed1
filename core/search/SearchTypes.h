#pragma once

#include "core/rules/Move.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace morpion {

// What every search reports, whatever its algorithm. An "iteration" is one playout for
// NRPA and one climb step (one evaluated DNA) for the hill climb: the first number of
// the search log's line "iteration. score (elapsed) code" (spec §6).

// Why a search ended.
enum class SearchStop {
    Runs,       // every thread finished the work it was given (NRPA: maxRuns searches)
    Time,       // maxSeconds passed
    Target,     // a game reached targetScore
    Iterations, // the iteration budget was spent
    Requested,  // the caller's stop flag or requestStop()
};
const char* searchStopName(SearchStop stop); // "runs", "time", "target", "iterations", "requested"

// How an NRPA search's threads share the work (NrpaOptions::parallel says more).
enum class SearchParallel {
    Independent, // a search per thread, sharing only the best result
    Root,        // one search at a time, its level-(L-1) searches dealt out to the threads
};

// A new best game over all threads.
struct SearchImprovement {
    std::int64_t iterations = 0; // over all threads when it was found (exact with 1 thread)
    int score = 0;               // moves of the game, any fixed prefix included
    double seconds = 0;          // since the search started
    std::vector<Move> moves;     // the game in play order
    std::string code;            // its layer code (spec §5)
    int thread = 0;
};

struct SearchProgress {
    std::int64_t iterations = 0;    // over all threads
    double seconds = 0;             // since the search started
    double iterationsPerSecond = 0; // since the previous report
    int bestScore = -1;             // -1 before the first game ends
    int runs = 0;                   // NRPA: finished level-L searches over all threads
};

struct SearchResult {
    int score = -1;          // -1 when the search stopped before its first game
    std::vector<Move> moves; // the best game in play order
    std::string code;
    int thread = 0; // the thread that found it (ties: the lowest index)
    std::int64_t iterations = 0;
    std::int64_t playedMoves = 0; // by NRPA's playouts in this run (0 for the hill climb)
    int runs = 0;
    double seconds = 0;
    SearchStop reason = SearchStop::Runs;
    int threads = 0; // threads started: fewer than asked when a stop came while they started
};

using SearchImprovementCallback = std::function<void(const SearchImprovement&)>;
using SearchProgressCallback = std::function<void(const SearchProgress&)>;

} // namespace morpion
