#include "web/bridge/AnalysisJson.h"

#include "core/formats/AnalysisRecord.h"
#include "core/formats/AnalysisTable.h"
#include "core/rules/MoveText.h"

#include <numeric>

namespace morpion::web {

namespace {

Json num(std::int64_t n)
{
    return Json::number(n);
}

Json known(int value)
{
    return value < 0 ? Json() : num(value);
}

} // namespace

Json analysisViewJson(const GameAnalysis& a)
{
    std::vector<Json> best, found, proven, rows, largest;
    for (int k = 0; k <= a.moveCount(); ++k) {
        best.push_back(known(a.best(k)));
        found.push_back(known(a.found(k)));
        proven.push_back(Json::boolean(a.proven(k)));
    }
    for (int m = 1; m <= a.moveCount(); ++m) {
        const auto loss = a.loss(m);
        rows.push_back(Json::object({{"move", num(m)},
                                     {"text", Json::string(formatMove(a.game()[static_cast<std::size_t>(m - 1)]))},
                                     {"before", known(a.best(m - 1))},
                                     {"after", known(a.best(m))},
                                     {"loss", loss ? num(*loss) : Json()},
                                     {"better", Json::string(betterCode(a, m))},
                                     {"proven", Json::boolean(a.lossProven(m))}}));
    }
    for (const int m : a.largestLosses(5))
        largest.push_back(num(m));
    std::vector<int> all(static_cast<std::size_t>(a.moveCount()));
    std::iota(all.begin(), all.end(), 1);
    return Json::object({{"moves", num(a.moveCount())},
                         {"searched", num(a.searchedPositions())},
                         {"complete", Json::boolean(a.complete())},
                         {"best", Json::array(std::move(best))},
                         {"found", Json::array(std::move(found))},
                         {"proven", Json::array(std::move(proven))},
                         {"rows", Json::array(std::move(rows))},
                         {"largest", Json::array(std::move(largest))},
                         {"table", Json::string(analysisTable(a, all))},
                         {"field", analysisToJson(a)}});
}

} // namespace morpion::web
