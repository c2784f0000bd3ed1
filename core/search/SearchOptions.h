#pragma once

#include "core/base/Error.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"
#include "core/search/AlgorithmParameters.h"
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
    Warm,   // NRPA: bias the policy toward the grid's moves (NrpaParameters::warmWeight);
            // hill climb: the grid (finished at random when it is not) is the first M
};

// What a search asks for, one value: the algorithm, the variant, the limits, the grid and
// how it starts, and each algorithm's parameters nested whole (only the chosen one's are
// used), read once by a front end, checked once (checkSearchOptions), written whole to a
// log (searchOptionsText) and a checkpoint.
struct SearchOptions {
    SearchAlgorithm algorithm = SearchAlgorithm::Nrpa;
    Variant variant = Variant::T5;
    // Seed, threads (hill climbs of their own sharing the best result, or NRPA's threads as
    // nrpa.parallel says), stop rules and progress interval.
    SearchLimits limits;

    std::vector<Move> grid;                 // in an order it can be played in (a layer order will do)
    SearchStart start = SearchStart::Cross; // Improve: always the grid
    // Improve: only this rectangle (corners included) is taken out and refilled.
    std::optional<std::pair<Point, Point>> area;

    NrpaParameters nrpa;
    HillClimbParameters hillClimb;
    ImproverParameters improver;

    // For tests (see Position): 0 for the board's own first window, or a smaller one. A
    // larger one would only cost memory (a checkpoint stating 65536 asked for gigabytes).
    int initialWindow = 0;
};

// What is wrong with the options, each checked once: the limits, the grid (a move that
// cannot be played where it stands: IllegalMove, position = its index) and the chosen
// algorithm's parameters (a number outside its rule: Syntax, with the rule's message;
// brokenRule() names the rule, for the command line's message about its option).
std::optional<Error> checkSearchOptions(const SearchOptions& options);
// The parameter rule the options break, if any (what checkSearchOptions reports of them).
std::optional<BrokenRule> brokenRule(const SearchOptions& options);

// The options as the command line gives them, every one the chosen algorithm reads (the
// variant, the seed, the threads, its parameters, how a grid starts it), for the first
// line of a log: "--algo nrpa --variant 5T --seed 7 --threads 2 --level 3 --per-level 100
// --alpha 1 --stabilization 3 --repetitions 0 --warm-weight 3 --parallel independent".
// The stop rules are not written: they belong to a run, not to the search.
std::string searchOptionsText(const SearchOptions& options);

} // namespace morpion
