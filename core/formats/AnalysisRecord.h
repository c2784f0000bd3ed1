#pragma once

#include "core/base/Error.h"
#include "core/codes/GameAnalysis.h"
#include "core/formats/GridInfo.h"
#include "core/formats/Json.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <string_view>
#include <vector>

namespace morpion {

// A game's analysis as an optional field of its record: "analysis" in an MSR record (a
// "# analysis: {...}" comment line in a Pentasol file), which other programs keep or
// ignore like any field they do not know. Plain JSON (docs/msr.md):
//
//   "analysis": {"game": GAME NUMBER, "budget": 16000, "seed": "1", "level": 2,
//                "per_level": 100, "passes": 4, "reuse": false, "nodes": 10000000,
//                "found": [the longest game each position's searches found, -1 where not
//                searched], "proven": [the positions whose found score is exact],
//                "games": [layer codes of the games E stands on]}
//
// "nodes" and "proven" are optional (a record of a program before the solver has neither):
// members are only ever added, each with a default that means what its absence meant.
// The game number names the exact game analysed (the move order matters): a record whose
// moves have changed since drops its analysis. The analysis itself is a result of the codes
// floor (GameAnalysis), which the search fills; its field is read and written here, with
// the record's other fields.
inline constexpr std::string_view analysisKey = "analysis";

Json analysisToJson(const GameAnalysis& analysis);

// The analysis `field` holds for `game` (in play order). Errors: Syntax (what is wrong,
// with the field's line and column when read from a file), Mismatch when it is the
// analysis of another game.
Result<GameAnalysis> analysisFromJson(const Json& field, Variant variant, const std::vector<Move>& game);

// The analysis the record's fields carry for `game`: EmptyInput when there is none.
Result<GameAnalysis> analysisIn(const GridInfo& info, Variant variant, const std::vector<Move>& game);
// The fields with the analysis put in (replacing one already there) or, with null, taken out.
GridInfo withAnalysis(const GridInfo& info, const GameAnalysis* analysis);

} // namespace morpion
