#pragma once

#include "core/base/Error.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"
#include "core/search/SearchLimits.h"
#include "core/search/SearchTypes.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace morpion {

// What both front ends (the program's search panel, `morpion-cli search`) ask of a search,
// with its check. Low in core/search: the search (Search.h), its checkpoints
// (SearchCheckpoint.h) and the algorithms' option mappings include it, never each other.

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

struct SearchOptions {
    SearchAlgorithm algorithm = SearchAlgorithm::Nrpa;
    Variant variant = Variant::T5;
    // Seed, threads (hill climbs of their own sharing the best result, or NRPA's threads as
    // `parallel` says), stop rules and progress interval.
    SearchLimits limits;
    SearchParallel parallel = SearchParallel::Independent;

    std::vector<Move> grid;                 // in an order it can be played in (a layer order will do)
    SearchStart start = SearchStart::Cross; // Improve: always the grid
    // Improve: only this rectangle (corners included) is taken out and refilled.
    std::optional<std::pair<Point, Point>> area;

    // NRPA (see NrpaOptions for their meaning and ranges).
    int level = 3;
    int iterations = 100;
    double alpha = 1.0;
    int stabilization = 3;
    int repetitions = 0;
    double warmWeight = 3.0;

    // Hill climb: lines blacklisted per iteration.
    int blacklist = 3;

    // For tests (see Position): 0 for the board's own first window, or a smaller one. A
    // larger one would only cost memory (a checkpoint stating 65536 asked for gigabytes).
    int initialWindow = 0;
};

// What is wrong with the options: a number out of range (Syntax naming the option), a grid
// move that cannot be played where it stands (IllegalMove, position = its index).
std::optional<Error> checkSearchOptions(const SearchOptions& options);

} // namespace morpion
