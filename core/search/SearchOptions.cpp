#include "core/search/SearchOptions.h"

#include "core/codes/GridEdit.h"
#include "core/rules/Position.h"
#include "core/search/AlgorithmOptions.h"

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

std::optional<Error> checkSearchOptions(const SearchOptions& o)
{
    if (auto bad = checkSearchLimits(o.limits))
        return bad;
    if (o.initialWindow < 0 || o.initialWindow > Position::defaultWindow)
        return syntaxError(phrase(MORPION_TR_NOOP("ErrorDetail", "the first board window %1 is outside 0..%2"), o.initialWindow,
                                  Position::defaultWindow));
    if (o.start != SearchStart::Cross || o.algorithm == SearchAlgorithm::Improve) {
        // The grid must be playable in its order whatever the algorithm does with it.
        if (auto bad = checkPlayable(o.variant, o.grid))
            return bad;
        Position pos(o.variant);
        for (const Move& m : o.grid)
            pos.play(m);
        if (o.start == SearchStart::Prefix && o.algorithm != SearchAlgorithm::Improve && pos.legalIds().empty())
            return syntaxError(
                MORPION_TR_NOOP("ErrorDetail", "the grid is finished (no legal move left): there is nothing to search after it"));
    }
    if (o.algorithm == SearchAlgorithm::Improve) {
        if (o.grid.empty())
            return syntaxError(MORPION_TR_NOOP("ErrorDetail", "improve needs a grid to improve"));
        return Improver::check(improverOptionsOf(o));
    }
    if (o.algorithm == SearchAlgorithm::HillClimb) {
        if (o.blacklist < 0 || o.blacklist > 1000)
            return syntaxError(phrase(MORPION_TR_NOOP("ErrorDetail", "hill-climb blacklist %1 is outside 0..1000"), o.blacklist));
        if (o.start == SearchStart::Prefix)
            return syntaxError(
                MORPION_TR_NOOP("ErrorDetail", "the hill climb cannot keep a prefix fixed: start it from the grid instead"));
        return std::nullopt;
    }
    return Nrpa::check(nrpaOptionsOf(o));
}

} // namespace morpion
