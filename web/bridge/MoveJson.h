#pragma once

#include "core/base/Error.h"
#include "core/formats/Json.h"
#include "core/rules/Move.h"

#include <vector>

// Moves as both of the page's modules hand them over (web/src/core.ts's Move): [px, py,
// lx, ly, dir], the new point, the line's first point and the spec's direction index (ne,
// e, se, s).
namespace morpion::web {

Json moveJson(const Move& m);
Json moveList(const std::vector<Move>& moves);
// A list of moves the page sent. Errors (Syntax): not an array of five whole numbers each.
Result<std::vector<Move>> movesFromJson(const Json& list);

} // namespace morpion::web
