#pragma once

#include "core/codes/GameAnalysis.h"
#include "core/formats/Json.h"

// The analysis of a game as the page shows it (web/src/analysis.ts declares the same shape):
// E(k) and what each position's searches found, a row per move (its text, E before and
// after, the loss and the layer code of the better game where it lost), the five largest
// losses, the table as morpion-cli analyse prints it, and the record's field.
namespace morpion::web {

Json analysisViewJson(const GameAnalysis& analysis);

} // namespace morpion::web
