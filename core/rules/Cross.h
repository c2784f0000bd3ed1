#pragma once

#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <vector>

namespace morpion {

// The start points of spec §1: the 36-point cross (5T/5D) or the 24-point one (4T/4D),
// sorted by (x, y).
std::vector<Point> crossPoints(Variant v);

} // namespace morpion
