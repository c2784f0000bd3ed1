#include "core/formats/AnalysisRecord.h"

#include "core/codes/GameNumber.h"
#include "core/codes/LayerCode.h"

#include <charconv>
#include <string>
#include <unordered_set>

namespace morpion {

namespace {

Json integer(std::int64_t n)
{
    return Json::number(n);
}

// A problem with the field, at the value it is about.
Error problem(const Json& at, Phrase what)
{
    Error e = syntaxError(withColon(phrase(MORPION_TR_NOOP("ErrorDetail", "the record's analysis")), std::move(what)));
    e.line = at.line();
    e.position = at.column();
    return e;
}

// The whole number a member holds, within [lo, hi].
Result<std::int64_t> wholeIn(const Json& field, std::string_view key, std::int64_t lo, std::int64_t hi)
{
    const Json* value = field.find(key);
    const auto n = value ? value->asInteger() : std::nullopt;
    if (!n || *n < lo || *n > hi)
        return problem(
            value ? *value : field,
            phrase(MORPION_TR_NOOP("ErrorDetail", "\"%1\" must be a whole number from %2 to %3"), std::string(key), lo, hi));
    return *n;
}

// The settings the analysis was made with, but its solver's budget (read after "found").
Result<AnalysisSettings> readSettings(const Json& field)
{
    AnalysisSettings settings;
    const auto budget = wholeIn(field, "budget", 1, 1000000000);
    const auto level = wholeIn(field, "level", 1, 10);
    const auto perLevel = wholeIn(field, "per_level", 1, 1000000);
    const auto passes = wholeIn(field, "passes", 1, 100);
    for (const auto* r : {&budget, &level, &perLevel, &passes})
        if (!*r)
            return r->error();
    settings.budget = *budget;
    settings.level = static_cast<int>(*level);
    settings.perLevel = static_cast<int>(*perLevel);
    settings.passes = static_cast<int>(*passes);
    const Json* reuse = field.find("reuse");
    if (!reuse || !reuse->isBool())
        return problem(reuse ? *reuse : field, MORPION_TR_NOOP("ErrorDetail", "\"reuse\" must be true or false"));
    settings.reuse = reuse->asBool();
    const Json* seed = field.find("seed");
    const std::string seedText = seed && seed->isString() ? seed->text() : std::string();
    const auto parsed = std::from_chars(seedText.data(), seedText.data() + seedText.size(), settings.seed);
    if (seedText.empty() || parsed.ec != std::errc() || parsed.ptr != seedText.data() + seedText.size())
        return problem(seed ? *seed : field,
                       MORPION_TR_NOOP("ErrorDetail", "\"seed\" must be a whole number from 0 to 2^64 - 1, as text"));
    return settings;
}

// The longest game found from each of the game's positions (-1: not searched).
Result<std::vector<int>> readFound(const Json& field, const std::vector<Move>& game)
{
    const Json* found = field.find("found");
    if (!found || !found->isArray() || found->items().size() != game.size() + 1)
        return problem(
            found ? *found : field,
            phrase(MORPION_TR_NOOP("ErrorDetail", "\"found\" must list the %1 positions of the game"), game.size() + 1));
    std::vector<int> scores;
    for (const Json& item : found->items()) {
        const auto n = item.asInteger();
        if (!n || *n < -1 || *n > 100000)
            return problem(item, MORPION_TR_NOOP("ErrorDetail", "\"found\" must hold whole numbers from -1 on"));
        scores.push_back(static_cast<int>(*n));
    }
    return scores;
}

// The positions whose score the solver proved, each once, in order (optional).
Result<std::vector<bool>> readProven(const Json& field, const std::vector<Move>& game)
{
    std::vector<bool> proven(game.size() + 1, false);
    if (const Json* list = field.find("proven")) {
        const Pattern wrong = MORPION_TR_NOOP("ErrorDetail", "\"proven\" must list positions from 0 to %1, each once, in order");
        if (!list->isArray())
            return problem(*list, phrase(wrong, static_cast<int>(game.size())));
        int previous = -1;
        for (const Json& item : list->items()) {
            const auto k = item.asInteger();
            if (!k || *k <= previous || *k > static_cast<std::int64_t>(game.size()))
                return problem(item, phrase(wrong, static_cast<int>(game.size())));
            previous = static_cast<int>(*k);
            proven[static_cast<std::size_t>(previous)] = true;
        }
    }
    return proven;
}

// The games found, as layer codes, each read once.
Result<std::vector<std::vector<Move>>> readGames(const Json& field, Variant variant, const std::vector<Move>& game)
{
    const Json* games = field.find("games");
    if (!games || !games->isArray())
        return problem(games ? *games : field, MORPION_TR_NOOP("ErrorDetail", "\"games\" must be a list of layer codes"));
    // An analysis keeps at most one game for each position (GameAnalysis), so a list of
    // more distinct games is not one this program wrote; the same game listed again is
    // read once. Without this bound a record listing a game 75,000 times took seconds and
    // most of a gigabyte to open.
    const std::size_t mostGames = game.size() + 1;
    std::vector<std::vector<Move>> lines;
    std::unordered_set<std::string_view> seen;
    for (const Json& item : games->items()) {
        if (!item.isString())
            return problem(item, MORPION_TR_NOOP("ErrorDetail", "\"games\" must be a list of layer codes"));
        if (!seen.insert(item.text()).second)
            continue;
        if (seen.size() > mostGames)
            return problem(
                item,
                phrase(MORPION_TR_NOOP("ErrorDetail", "\"games\" lists more games than the game has positions (%1)"), mostGames));
        auto layering = decodeLayerCode(variant, item.text());
        if (!layering)
            return problem(item, MORPION_TR_NOOP("ErrorDetail", "\"games\" must be a list of layer codes"));
        lines.push_back(layering->movesInOrder());
    }
    return lines;
}

} // namespace

Json analysisToJson(const GameAnalysis& a)
{
    const AnalysisSettings& s = a.settings();
    std::vector<Json> found;
    for (int f : a.foundScores())
        found.push_back(integer(f));
    std::vector<Json> games;
    for (const AnalysisLine& line : a.lines()) {
        if (line.reach == a.moveCount() && line.moves.size() == a.game().size())
            continue; // the game itself goes without saying
        if (auto code = encodeLayerCode(a.variant(), line.moves))
            games.push_back(Json::string(std::move(code).value()));
    }
    std::vector<Json> proven;
    for (int k = 0; k <= a.moveCount(); ++k)
        if (a.proven(k))
            proven.push_back(integer(k));
    auto number = encodeGameNumber(a.variant(), a.game());
    // "nodes" and "proven" came with the solver: a record without them was analysed
    // without it (docs/msr.md), so they are written only when they say something.
    std::vector<Json::Member> members{{"game", Json::string(number ? std::move(number).value() : std::string())},
                                      {"budget", integer(s.budget)},
                                      {"seed", Json::string(std::to_string(s.seed))},
                                      {"level", integer(s.level)},
                                      {"per_level", integer(s.perLevel)},
                                      {"passes", integer(s.passes)},
                                      {"reuse", Json::boolean(s.reuse)}};
    if (s.nodes > 0)
        members.emplace_back("nodes", integer(static_cast<std::int64_t>(s.nodes)));
    members.emplace_back("found", Json::array(std::move(found)));
    if (!proven.empty())
        members.emplace_back("proven", Json::array(std::move(proven)));
    members.emplace_back("games", Json::array(std::move(games)));
    return Json::object(std::move(members));
}

Result<GameAnalysis> analysisFromJson(const Json& field, Variant variant, const std::vector<Move>& game)
{
    if (!field.isObject())
        return problem(field,
                       phrase(MORPION_TR_NOOP("ErrorDetail", "it must be an object, not %1"), std::string(field.typeName())));
    const Json* number = field.find("game");
    if (!number || !number->isString())
        return problem(number ? *number : field,
                       MORPION_TR_NOOP("ErrorDetail", "\"game\" must be the game number of the game analysed"));
    const auto analysed = decodeGameNumber(variant, number->text());
    if (!analysed || analysed.value() != game) {
        Error e = problem(*number, MORPION_TR_NOOP("ErrorDetail", "it is the analysis of another game"));
        e.kind = ErrorKind::Mismatch;
        return e;
    }
    const auto read = readSettings(field);
    if (!read)
        return read.error();
    AnalysisSettings settings = read.value();
    auto scores = readFound(field, game);
    if (!scores)
        return scores.error();
    // Optional, with the solver: its budget, and the positions whose score is exact, each
    // once, in order.
    if (field.find("nodes")) {
        const auto nodes = wholeIn(field, "nodes", 0, 1000000000000);
        if (!nodes)
            return nodes.error();
        settings.nodes = static_cast<std::uint64_t>(*nodes);
    }
    auto proven = readProven(field, game);
    if (!proven)
        return proven.error();
    const auto lines = readGames(field, variant, game);
    if (!lines)
        return lines.error();
    auto made = GameAnalysis::make(variant, game, std::move(scores).value(), *lines, settings, std::move(proven).value());
    if (!made)
        return problem(field, Phrase::quoting(made.error()));
    return made;
}

Result<GameAnalysis> analysisIn(const GridInfo& info, Variant variant, const std::vector<Move>& game)
{
    const Json* field = info.record().isObject() ? info.record().find(analysisKey) : nullptr;
    if (!field) {
        Error none;
        none.kind = ErrorKind::EmptyInput;
        return none;
    }
    return analysisFromJson(*field, variant, game);
}

GridInfo withAnalysis(const GridInfo& info, const GameAnalysis* analysis)
{
    Json record = info.record().isObject() ? info.record() : Json::object();
    auto& members = record.members();
    if (!analysis) {
        std::erase_if(members, [](const Json::Member& m) { return m.first == analysisKey; });
        return GridInfo(std::move(record));
    }
    record.set(analysisKey, analysisToJson(*analysis), "moves");
    return GridInfo(std::move(record));
}

} // namespace morpion
