#pragma once

#include "core/codes/GameAnalysis.h"

#include <string>
#include <vector>

namespace morpion {

// A game's analysis as the table `morpion-cli analyse` prints and the web page copies:
// tab-separated, the header line
//   move  text  best_before  best_after  loss  better  proven
// then a line per move of `moves` (1..n): its number, the move as `moves` writes it, E(k-1),
// E(k), the loss, the layer code of the better game where the loss is positive (empty
// fields where a position was not searched), and "yes" where E(k-1) and E(k) are both
// proven (the loss is exact), else "no". Each line ends with "\n".
// The layer code of the better game where move `move` lost something (its loss positive),
// else empty.
std::string betterCode(const GameAnalysis& analysis, int move);
std::string analysisTableHeader();
std::string analysisTableRow(const GameAnalysis& analysis, int move);
std::string analysisTable(const GameAnalysis& analysis, const std::vector<int>& moves);

} // namespace morpion
