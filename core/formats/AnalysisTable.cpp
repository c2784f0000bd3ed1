#include "core/formats/AnalysisTable.h"

#include "core/codes/LayerCode.h"
#include "core/rules/MoveText.h"

namespace morpion {

namespace {

std::string known(int value)
{
    return value < 0 ? std::string() : std::to_string(value);
}

} // namespace

std::string betterCode(const GameAnalysis& a, int m)
{
    if (a.loss(m).value_or(0) > 0)
        if (auto code = encodeLayerCode(a.variant(), a.bestLine(m - 1)->moves))
            return std::move(code).value();
    return {};
}

std::string analysisTableHeader()
{
    return "move\ttext\tbest_before\tbest_after\tloss\tbetter\tproven\n";
}

std::string analysisTableRow(const GameAnalysis& a, int m)
{
    const auto loss = a.loss(m);
    return std::to_string(m) + "\t" + formatMove(a.game()[static_cast<std::size_t>(m - 1)]) + "\t" + known(a.best(m - 1)) + "\t" +
           known(a.best(m)) + "\t" + (loss ? std::to_string(*loss) : std::string()) + "\t" + betterCode(a, m) + "\t" +
           (a.lossProven(m) ? "yes" : "no") + "\n";
}

std::string analysisTable(const GameAnalysis& a, const std::vector<int>& moves)
{
    std::string out = analysisTableHeader();
    for (const int m : moves)
        out += analysisTableRow(a, m);
    return out;
}

} // namespace morpion
