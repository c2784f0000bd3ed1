#include "core/search/SearchOptions.h"

#include "core/codes/GridEdit.h"
#include "core/rules/Position.h"

#include <cctype>

namespace morpion {

const char* searchAlgorithmName(SearchAlgorithm algorithm)
{
    switch (algorithm) {
    case SearchAlgorithm::HillClimb: return "hillclimb";
    case SearchAlgorithm::Nrpa: return "nrpa";
    case SearchAlgorithm::Improve: return "improve";
    }
    return "nrpa";
}

std::optional<SearchAlgorithm> parseSearchAlgorithm(const std::string& text)
{
    std::string lower;
    for (char c : text)
        if (c != '-' && c != '_')
            lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "hillclimb")
        return SearchAlgorithm::HillClimb;
    if (lower == "nrpa")
        return SearchAlgorithm::Nrpa;
    if (lower == "improve")
        return SearchAlgorithm::Improve;
    return std::nullopt;
}

std::optional<BrokenRule> brokenRule(const SearchOptions& o)
{
    switch (o.algorithm) {
    case SearchAlgorithm::Nrpa: return firstBrokenRule(o.nrpa);
    case SearchAlgorithm::HillClimb: return firstBrokenRule(o.hillClimb);
    case SearchAlgorithm::Improve: return firstBrokenRule(o.improver);
    }
    return std::nullopt;
}

std::optional<Error> checkSearchOptions(const SearchOptions& o)
{
    if (auto bad = checkSearchLimits(o.limits))
        return bad;
    if (o.initialWindow < 0 || o.initialWindow > Position::defaultWindow)
        return syntaxError(phrase(MORPION_TR_NOOP("ErrorDetail", "the first board window %1 is outside 0..%2"), o.initialWindow,
                                  Position::defaultWindow));
    if (auto broken = brokenRule(o))
        return broken->error;
    const bool improve = o.algorithm == SearchAlgorithm::Improve;
    if (improve && o.grid.empty())
        return syntaxError(MORPION_TR_NOOP("ErrorDetail", "improve needs a grid to improve"));
    if (o.algorithm == SearchAlgorithm::HillClimb && o.start == SearchStart::Prefix)
        return syntaxError(
            MORPION_TR_NOOP("ErrorDetail", "the hill climb cannot keep a prefix fixed: start it from the grid instead"));
    if (o.start != SearchStart::Cross || improve) {
        // The grid must be playable in its order whatever the algorithm does with it.
        if (auto bad = checkPlayable(o.variant, o.grid))
            return bad;
        Position pos(o.variant);
        for (const Move& m : o.grid)
            pos.play(m);
        if (o.start == SearchStart::Prefix && !improve && pos.legalIds().empty())
            return syntaxError(
                MORPION_TR_NOOP("ErrorDetail", "the grid is finished (no legal move left): there is nothing to search after it"));
    }
    return std::nullopt;
}

std::string searchOptionsText(const SearchOptions& o)
{
    std::string out = std::string("--algo ") + searchAlgorithmName(o.algorithm) + " --variant " +
                      std::string(variantName(o.variant)) + " --seed " + std::to_string(o.limits.seed) + " --threads " +
                      std::to_string(o.limits.threads);
    switch (o.algorithm) {
    case SearchAlgorithm::Nrpa:
        out += parametersText(o.nrpa);
        out += o.nrpa.parallel == SearchParallel::Root ? " --parallel root" : " --parallel independent";
        break;
    case SearchAlgorithm::HillClimb: out += parametersText(o.hillClimb); break;
    case SearchAlgorithm::Improve: out += parametersText(o.improver); break;
    }
    if (o.algorithm != SearchAlgorithm::Improve && o.start != SearchStart::Cross)
        out += o.start == SearchStart::Prefix ? " --start prefix" : " --start warm";
    return out;
}

} // namespace morpion
