#include "web/bridge/WorkerJson.h"

#include "web/bridge/MoveJson.h"

#include <charconv>
#include <string>

namespace morpion::web {

namespace {

Error missing(std::string_view key)
{
    return syntaxError(Phrase::literal("the request's \"" + std::string(key) + "\" is missing or not what it should be"));
}

Result<std::int64_t> whole(const Json& json, std::string_view key)
{
    const Json* v = json.find(key);
    const auto n = v && v->isNumber() ? v->asInteger() : std::nullopt;
    if (!n)
        return missing(key);
    return *n;
}

Result<std::string> text(const Json& json, std::string_view key)
{
    const Json* v = json.find(key);
    if (!v || !v->isString())
        return missing(key);
    return v->text();
}

Result<Variant> variantIn(const Json& json)
{
    auto name = text(json, "variant");
    const auto v = name ? parseVariant(*name) : std::nullopt;
    if (!v)
        return missing("variant");
    return *v;
}

Result<std::vector<Move>> movesIn(const Json& json, std::string_view key)
{
    const Json* v = json.find(key);
    if (!v)
        return missing(key);
    return movesFromJson(*v);
}

// The first of these that failed, or null.
template <class... T> const Error* firstError(const Result<T>&... results)
{
    const Error* first = nullptr;
    ((first = first ? first : results ? nullptr : &results.error()), ...);
    return first;
}

int small(std::int64_t v)
{
    return static_cast<int>(std::clamp<std::int64_t>(v, -1, 1 << 30));
}

Json num(std::int64_t n)
{
    return Json::number(n);
}

Json milliseconds(double seconds)
{
    return num(static_cast<std::int64_t>(seconds * 1000 + 0.5));
}

Json counts(const std::vector<std::uint64_t>& values)
{
    std::vector<Json> items;
    for (const std::uint64_t v : values)
        items.push_back(num(static_cast<std::int64_t>(v)));
    return Json::array(std::move(items));
}

Result<std::vector<std::uint64_t>> countsIn(const Json& json, std::string_view key)
{
    const Json* v = json.find(key);
    if (!v || !v->isArray())
        return missing(key);
    std::vector<std::uint64_t> out;
    for (const Json& item : v->items()) {
        const auto n = item.isNumber() ? item.asInteger() : std::nullopt;
        if (!n || *n < 0)
            return missing(key);
        out.push_back(static_cast<std::uint64_t>(*n));
    }
    return out;
}

} // namespace

Result<ThreadRequest> threadRequestFromJson(const Json& json)
{
    ThreadRequest r;
    SearchOptions& o = r.options;
    auto algorithm = text(json, "algorithm");
    const auto parsed = algorithm ? parseSearchAlgorithm(*algorithm) : std::nullopt;
    if (!parsed)
        return missing("algorithm");
    o.algorithm = *parsed;
    auto variant = variantIn(json);
    auto seed = text(json, "seed");
    auto threads = whole(json, "threads");
    auto thread = whole(json, "thread");
    auto iterations = whole(json, "iterations");
    auto ms = whole(json, "milliseconds");
    auto target = whole(json, "target");
    auto progress = whole(json, "progressMilliseconds");
    auto level = whole(json, "level");
    auto perLevel = whole(json, "perLevel");
    auto grid = movesIn(json, "grid");
    auto start = text(json, "start");
    if (const Error* e =
            firstError(variant, seed, threads, thread, iterations, ms, target, progress, level, perLevel, grid, start))
        return *e;
    const auto [end, ec] = std::from_chars(seed->data(), seed->data() + seed->size(), o.limits.seed);
    if (ec != std::errc() || end != seed->data() + seed->size())
        return missing("seed");
    if (*start != "cross" && *start != "prefix" && *start != "warm")
        return missing("start");
    o.variant = *variant;
    o.limits.threads = small(*threads);
    r.thread = small(*thread);
    o.limits.maxIterations = *iterations;
    o.limits.maxSeconds = *ms < 0 ? -1.0 : static_cast<double>(*ms) / 1000;
    o.limits.targetScore = small(*target);
    o.limits.progressSeconds = static_cast<double>(*progress) / 1000;
    o.nrpa.level = small(*level);
    o.nrpa.iterations = small(*perLevel);
    o.grid = std::move(grid).value();
    o.start = *start == "prefix" ? SearchStart::Prefix : *start == "warm" ? SearchStart::Warm : SearchStart::Cross;
    return r;
}

Json improvementJson(const SearchImprovement& i)
{
    return Json::object({{"type", Json::string("improvement")},
                         {"thread", num(i.thread)},
                         {"iterations", num(i.iterations)},
                         {"score", num(i.score)},
                         {"milliseconds", milliseconds(i.seconds)},
                         {"code", Json::string(i.code)}});
}

Json progressJson(const SearchProgress& p)
{
    return Json::object({{"type", Json::string("progress")},
                         {"iterations", num(p.iterations)},
                         {"milliseconds", milliseconds(p.seconds)},
                         {"best", num(p.bestScore)}});
}

Json resultJson(const SearchResult& r)
{
    return Json::object({{"thread", num(r.thread)},
                         {"score", num(r.score)},
                         {"code", Json::string(r.code)},
                         {"iterations", num(r.iterations)},
                         {"milliseconds", milliseconds(r.seconds)},
                         {"reason", Json::string(searchStopName(r.reason))}});
}

Result<PartRequest> partRequestFromJson(const Json& json)
{
    PartRequest r;
    auto variant = variantIn(json);
    auto start = movesIn(json, "start");
    auto depth = whole(json, "depth");
    auto part = whole(json, "part");
    auto parts = whole(json, "parts");
    auto nodes = whole(json, "nodes");
    if (const Error* e = firstError(variant, start, depth, part, parts, nodes))
        return *e;
    if (*parts < 1 || *parts > 1024 || *part < 0 || *part >= *parts || *nodes < 0)
        return missing("part");
    r.task.variant = *variant;
    r.task.start = std::move(start).value();
    if (*depth >= 0)
        r.task.maxDepth = static_cast<int>(std::min<std::int64_t>(*depth, r.task.maxDepth));
    r.share.part = static_cast<int>(*part);
    r.share.parts = static_cast<int>(*parts);
    r.share.nodeBudget = static_cast<std::uint64_t>(*nodes);
    return r;
}

Json solverProgressJson(const SolverProgress& p)
{
    return Json::object({{"type", Json::string("progress")},
                         {"itemsDone", num(p.itemsDone)},
                         {"items", num(p.items)},
                         {"nodes", num(static_cast<std::int64_t>(p.nodes))},
                         {"best", num(p.best)},
                         {"milliseconds", milliseconds(p.seconds)}});
}

Json solverReportJson(const SolverReport& r)
{
    return Json::object({{"startMoves", num(r.startMoves)},
                         {"symmetries", num(r.symmetries)},
                         {"splitDepth", num(r.splitDepth)},
                         {"itemCount", num(r.itemCount)},
                         {"partItems", num(r.partItems)},
                         {"itemsDone", num(r.itemsDone)},
                         {"bestItem", num(r.bestItem)},
                         {"complete", Json::boolean(r.complete)},
                         {"milliseconds", milliseconds(r.seconds)},
                         {"nodes", num(static_cast<std::int64_t>(r.tally.nodes))},
                         {"best", num(r.tally.best)},
                         {"bestPath", moveList(r.tally.bestPath)},
                         {"classes", counts(r.tally.classes)},
                         {"positions", counts(r.tally.positions)}});
}

Result<SolverReport> solverReportFromJson(const Json& json)
{
    SolverReport r;
    auto startMoves = whole(json, "startMoves");
    auto symmetries = whole(json, "symmetries");
    auto splitDepth = whole(json, "splitDepth");
    auto itemCount = whole(json, "itemCount");
    auto partItems = whole(json, "partItems");
    auto itemsDone = whole(json, "itemsDone");
    auto bestItem = whole(json, "bestItem");
    auto ms = whole(json, "milliseconds");
    auto nodes = whole(json, "nodes");
    auto best = whole(json, "best");
    auto bestPath = movesIn(json, "bestPath");
    auto classes = countsIn(json, "classes");
    auto positions = countsIn(json, "positions");
    const Json* complete = json.find("complete");
    if (const Error* e = firstError(startMoves, symmetries, splitDepth, itemCount, partItems, itemsDone, bestItem, ms, nodes,
                                    best, bestPath, classes, positions))
        return *e;
    if (!complete || !complete->isBool())
        return missing("complete");
    r.startMoves = static_cast<int>(*startMoves);
    r.symmetries = static_cast<int>(*symmetries);
    r.splitDepth = static_cast<int>(*splitDepth);
    r.itemCount = static_cast<int>(*itemCount);
    r.partItems = static_cast<int>(*partItems);
    r.itemsDone = static_cast<int>(*itemsDone);
    r.bestItem = static_cast<int>(*bestItem);
    r.complete = complete->asBool();
    r.seconds = static_cast<double>(*ms) / 1000;
    r.tally.nodes = static_cast<std::uint64_t>(*nodes);
    r.tally.best = static_cast<int>(*best);
    r.tally.bestPath = std::move(bestPath).value();
    r.tally.classes = std::move(classes).value();
    r.tally.positions = std::move(positions).value();
    r.tally.cut = !r.complete;
    return r;
}

Result<AnalysisOptions> analysisOptionsFromJson(const Json& json)
{
    AnalysisOptions o;
    auto variant = variantIn(json);
    if (!variant)
        return variant.error();
    o.variant = *variant;
    auto game = movesIn(json, "game");
    if (!game)
        return game.error();
    o.game = std::move(game).value();
    auto seed = text(json, "seed");
    if (!seed)
        return seed.error();
    const auto [end, ec] = std::from_chars(seed->data(), seed->data() + seed->size(), o.limits.seed);
    if (ec != std::errc() || end != seed->data() + seed->size())
        return missing("seed");
    const Json* reuse = json.find("reuse");
    if (!reuse || !reuse->isBool())
        return missing("reuse");
    o.reuse = reuse->asBool();
    auto budget = whole(json, "budget");
    auto level = whole(json, "level");
    auto perLevel = whole(json, "perLevel");
    auto passes = whole(json, "passes");
    for (const auto* r : {&budget, &level, &perLevel, &passes})
        if (!*r)
            return r->error();
    o.budget = *budget;
    o.level = small(*level);
    o.perLevel = small(*perLevel);
    o.passes = small(*passes);
    if (json.find("nodes")) { // the solver's budget per position; morpion-cli analyse's default without it
        auto nodes = whole(json, "nodes");
        if (!nodes)
            return nodes.error();
        if (*nodes < 0)
            return missing("nodes");
        o.nodes = static_cast<std::uint64_t>(*nodes);
    }
    o.limits.progressSeconds = 1e9;
    return o;
}

Json analysisChainJson(const std::vector<AnalysisJob>& chain)
{
    std::vector<Json> items;
    for (const AnalysisJob& j : chain)
        items.push_back(
            Json::object({{"position", Json::number(j.position)}, {"round", Json::number(j.round)}, {"warm", moveList(j.warm)}}));
    return Json::array(std::move(items));
}

Result<std::vector<AnalysisJob>> analysisChainFromJson(const Json& list)
{
    if (!list.isArray())
        return missing("chain");
    std::vector<AnalysisJob> chain;
    for (const Json& item : list.items()) {
        auto position = whole(item, "position");
        auto round = whole(item, "round");
        auto warm = movesIn(item, "warm");
        if (!position || !round)
            return missing("chain");
        if (!warm)
            return warm.error();
        chain.push_back({small(*position), small(*round), std::move(warm).value()});
    }
    return chain;
}

Json analysisSearchJson(const AnalysisSearch& search)
{
    return Json::object(
        {{"position", Json::number(search.position)}, {"game", moveList(search.game)}, {"proven", Json::boolean(search.proven)}});
}

Result<std::vector<AnalysisSearch>> analysisSearchesFromJson(const Json& list)
{
    if (!list.isArray())
        return missing("searches");
    std::vector<AnalysisSearch> searches;
    for (const Json& item : list.items()) {
        auto position = whole(item, "position");
        auto game = movesIn(item, "game");
        if (!position)
            return position.error();
        if (!game)
            return game.error();
        const Json* proven = item.find("proven");
        if (proven && !proven->isBool())
            return missing("proven");
        searches.push_back({small(*position), std::move(game).value(), proven && proven->asBool()});
    }
    return searches;
}

} // namespace morpion::web
