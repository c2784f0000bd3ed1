// The functions of the page's search module (web/src/searchmodule.ts). In a worker, each
// runs one share of the work on the worker's own thread, as one thread of the command line
// runs it: one thread of a search, one chain of an analysis's searches, one part of a
// solve. It says what it finds as it finds it (post(), a message to the page) and returns
// its result. On the page's thread the same
// module puts the workers' results together. Strings go in as UTF-8 JSON and come out as
// JSON in one result buffer, valid until the next call.

#include "core/codes/LayerCode.h"
#include "core/formats/AnalysisRecord.h"
#include "core/search/GameAnalyser.h"
#include "core/search/Search.h"
#include "core/solver/SolverRun.h"
#include "web/bridge/ErrorJson.h"
#include "web/bridge/MoveJson.h"
#include "web/bridge/WorkerJson.h"

#include <emscripten/emscripten.h>

#include <string>

using namespace morpion;
using namespace morpion::web;

// Hands a message to the page (web/src/worker.ts sets Module.post).
EM_JS(void, post_message, (const char* json), { Module["post"](UTF8ToString(json)); });

namespace {

std::string& result()
{
    static std::string r;
    return r;
}

const char* out(const Json& json)
{
    result() = json.dump(false);
    return result().c_str();
}

ErrorCatalogue& catalogue()
{
    static ErrorCatalogue c;
    return c;
}

const char* failed(const Error& e)
{
    return out(catalogue().failure(e));
}

const char* succeeded(std::vector<Json::Member> members)
{
    members.insert(members.begin(), {"ok", Json::boolean(true)});
    return out(Json::object(std::move(members)));
}

void post(const Json& message)
{
    post_message(message.dump(false).c_str());
}

// A search of an analysis done (a chain's, or the solver's proof), as the page reads it:
// {"type": "search", "position", "game", "proven"}.
void postSearch(const AnalysisSearch& search)
{
    Json message = analysisSearchJson(search);
    message.set("type", Json::string("search"), "position");
    post(message);
}

Result<Json> parsed(const char* json)
{
    return Json::parse(json);
}

} // namespace

extern "C" {

// One thread of a search (WorkerJson.h's ThreadRequest): its improvements and progress are
// posted as they come; returns its result.
EMSCRIPTEN_KEEPALIVE const char* ms_search(const char* json)
{
    auto request = parsed(json);
    auto thread = request ? threadRequestFromJson(*request) : Result<ThreadRequest>(request.error());
    if (!thread)
        return failed(thread.error());
    Search search(thread->options);
    auto r = search.runThread(
        thread->thread, [](const SearchImprovement& i) { post(improvementJson(i)); },
        [](const SearchProgress& p) { post(progressJson(p)); });
    if (!r)
        return failed(r.error());
    return succeeded({{"result", resultJson(*r)}});
}

// What is wrong with a search's options, in the page's language: ok when nothing is.
EMSCRIPTEN_KEEPALIVE const char* ms_check_search(const char* json)
{
    auto request = parsed(json);
    auto thread = request ? threadRequestFromJson(*request) : Result<ThreadRequest>(request.error());
    if (!thread)
        return failed(thread.error());
    if (auto bad = checkSearchOptions(thread->options))
        return failed(*bad);
    return succeeded({});
}

// One part of a solve (WorkerJson.h's PartRequest) on this thread: its progress is posted
// about five times a second; returns the part's report.
EMSCRIPTEN_KEEPALIVE const char* ms_solve(const char* json)
{
    auto request = parsed(json);
    auto part = request ? partRequestFromJson(*request) : Result<PartRequest>(request.error());
    if (!part)
        return failed(part.error());
    SolverHooks hooks;
    hooks.progress = [](const SolverProgress& p) { post(solverProgressJson(p)); };
    auto report = runSolver(part->task, part->share, hooks);
    if (!report)
        return failed(report.error());
    return succeeded({{"report", solverReportJson(*report)}});
}

// The parts' reports ({"variant", "start", "reports": [...]}) as one run's: the counts,
// the deepest game, its score and layer code.
EMSCRIPTEN_KEEPALIVE const char* ms_combine_solve(const char* json)
{
    auto request = parsed(json);
    if (!request)
        return failed(request.error());
    const Json* reports = request->find("reports");
    if (!reports || !reports->isArray() || reports->items().empty())
        return failed(syntaxError(Phrase::literal("no reports to combine")));
    std::vector<SolverReport> parts;
    for (const Json& r : reports->items()) {
        auto report = solverReportFromJson(r);
        if (!report)
            return failed(report.error());
        parts.push_back(std::move(report).value());
    }
    auto start = partRequestFromJson(*request);
    if (!start)
        return failed(start.error());
    const SolverReport whole = combineSolverParts(parts);
    std::vector<Move> game = start->task.start;
    game.insert(game.end(), whole.tally.bestPath.begin(), whole.tally.bestPath.end());
    auto code = encodeLayerCode(start->task.variant, game);
    return succeeded({{"report", solverReportJson(whole)},
                      {"score", Json::number(static_cast<std::int64_t>(game.size()))},
                      {"code", Json::string(code ? *code : std::string())}});
}

// One chain of an analysis's searches ({"options", "chain"}, AnalysisRequestJson.h) on this
// thread, as one thread of morpion-cli analyse runs it: each search is posted as it ends
// ({"type": "search", "position", "game", "proven": false}).
EMSCRIPTEN_KEEPALIVE const char* ms_analyse(const char* json)
{
    auto request = parsed(json);
    if (!request)
        return failed(request.error());
    const Json* o = request->find("options");
    const Json* c = request->find("chain");
    auto options = o ? analysisOptionsFromJson(*o) : Result<AnalysisOptions>(syntaxError(Phrase::literal("no options")));
    auto chain = c ? analysisChainFromJson(*c) : Result<std::vector<AnalysisJob>>(syntaxError(Phrase::literal("no chain")));
    if (!options)
        return failed(options.error());
    if (!chain)
        return failed(chain.error());
    GameAnalyser::runChain(*options, *chain, postSearch);
    return succeeded({});
}

// The solver's stage of an analysis ({"options"}) on this thread, before the searches, as
// morpion-cli analyse runs it: each position proven is posted as a search ({"type": "search",
// "position", "game", "proven": true}), the walk under way about five times a second
// ({"type": "solving", "position", "nodes"}); the answer says how many positions are left
// to the searches ({"searched"}).
EMSCRIPTEN_KEEPALIVE const char* ms_analyse_endgame(const char* json)
{
    auto request = parsed(json);
    if (!request)
        return failed(request.error());
    const Json* o = request->find("options");
    auto read = o ? analysisOptionsFromJson(*o) : Result<AnalysisOptions>(syntaxError(Phrase::literal("no options")));
    if (!read)
        return failed(read.error());
    AnalysisOptions options = std::move(read).value();
    options.limits.threads = 1; // a worker is one thread
    if (auto bad = GameAnalyser::check(options))
        return failed(*bad);
    const auto searched = GameAnalyser::solveEndgame(options, postSearch, [](int position, std::uint64_t nodes) {
        post(Json::object({{"type", Json::string("solving")},
                           {"position", Json::number(position)},
                           {"nodes", Json::number(static_cast<std::int64_t>(nodes))}}));
    });
    if (!searched)
        return failed(searched.error());
    return succeeded({{"searched", Json::number(*searched)}});
}

// An analysis as the page runs it ({"options", "pass", "searches"}): the options checked
// (what is wrong, in the page's language), the chains of pass `pass` (none after the last),
// the searches of the whole analysis, and the analysis the searches done make, as a
// record's field (what the page's core module shows).
EMSCRIPTEN_KEEPALIVE const char* ms_analysis(const char* json)
{
    auto request = parsed(json);
    if (!request)
        return failed(request.error());
    const Json* o = request->find("options");
    const Json* s = request->find("searches");
    const Json* p = request->find("pass");
    auto options = o ? analysisOptionsFromJson(*o) : Result<AnalysisOptions>(syntaxError(Phrase::literal("no options")));
    if (!options)
        return failed(options.error());
    if (auto bad = GameAnalyser::check(*options))
        return failed(*bad);
    auto searches = s ? analysisSearchesFromJson(*s) : Result<std::vector<AnalysisSearch>>(std::vector<AnalysisSearch>());
    if (!searches)
        return failed(searches.error());
    const int pass = p && p->isNumber() ? static_cast<int>(p->asInteger().value_or(0)) : 0;
    const GameAnalysis analysis = GameAnalyser::analysisOf(*options, *searches);
    const auto first = GameAnalyser::firstPass(*options, analysis);
    std::int64_t perPass = 0;
    for (const auto& chain : first)
        perPass += static_cast<std::int64_t>(chain.size());
    const auto chains = pass <= 0                ? first
                        : pass < options->passes ? GameAnalyser::laterPass(*options, analysis, pass)
                                                 : std::vector<std::vector<AnalysisJob>>();
    std::vector<Json> items;
    for (const auto& chain : chains)
        items.push_back(analysisChainJson(chain));
    return succeeded({{"chains", Json::array(std::move(items))},
                      {"searches", Json::number(perPass * options->passes)},
                      {"field", analysisToJson(analysis)}});
}

// The catalogue errors are worded with, as the page's core module has it (mw_set_catalogue).
EMSCRIPTEN_KEEPALIVE const char* ms_set_catalogue(const char* json)
{
    if (auto bad = catalogue().set(json))
        return failed(*bad);
    return succeeded({});
}

} // extern "C"
