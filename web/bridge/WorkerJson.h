#pragma once

#include "core/base/Error.h"
#include "core/formats/Json.h"
#include "core/search/GameAnalyser.h"
#include "core/search/SearchOptions.h"
#include "core/search/SearchTypes.h"
#include "core/solver/SolverCheckpoint.h"
#include "core/solver/SolverRun.h"

// What the page's search module reads and writes (web/src/searchmodule.ts declares the same
// shapes in TypeScript): a search's options and one thread's results, a solver's task and
// one part's report, an analysis's options and searches. Times are whole milliseconds.
namespace morpion::web {

// One thread of a search: {"algorithm": "nrpa" | "improve", "variant", "seed" (decimal
// text, 64 bits), "threads", "thread", "iterations" (over all threads, -1: none),
// "milliseconds" (-1: none), "target" (-1: none), "progressMilliseconds", "level",
// "perLevel", "grid": moves, "start": "cross" | "prefix" | "warm"}.
struct ThreadRequest {
    SearchOptions options;
    int thread = 0;
};
// Errors (Syntax): a field missing or of the wrong kind (the options' values are checked by
// the search itself).
Result<ThreadRequest> threadRequestFromJson(const Json& json);

Json improvementJson(const SearchImprovement& i);
Json progressJson(const SearchProgress& p);
Json resultJson(const SearchResult& r);

// One part of a solve: {"variant", "start": moves, "depth" (-1: no limit), "part",
// "parts", "nodes" (0: no limit)}.
struct PartRequest {
    SolverTask task;
    SolverShare share;
};
Result<PartRequest> partRequestFromJson(const Json& json);

Json solverProgressJson(const SolverProgress& p);
// A part's report, or the parts' combined: its counts, nodes, the deepest game (its moves
// beyond the start), its item, whether it is complete.
Json solverReportJson(const SolverReport& r);
Result<SolverReport> solverReportFromJson(const Json& json);

// An analysis (web/src/analysispanel.ts declares the same shapes): its options, as
// morpion-cli analyse takes them,
//   {"variant", "game": moves in play order, "budget", "seed" (decimal text, 64 bits),
//    "level", "perLevel", "passes", "reuse": boolean, "nodes": the solver's budget per
//    position, optional (morpion-cli analyse's default without it)},
// a chain of searches [{"position", "round", "warm": moves}] (GameAnalyser::firstPass and
// laterPass) and the searches done [{"position", "game": moves, "proven": boolean,
// optional: the solver's}].
// Errors (Syntax): a field missing or of the wrong kind (the values are checked by
// GameAnalyser::check).
Result<AnalysisOptions> analysisOptionsFromJson(const Json& json);

Json analysisChainJson(const std::vector<AnalysisJob>& chain);
Result<std::vector<AnalysisJob>> analysisChainFromJson(const Json& list);

Json analysisSearchJson(const AnalysisSearch& search);
Result<std::vector<AnalysisSearch>> analysisSearchesFromJson(const Json& list);

} // namespace morpion::web
