#pragma once

#include "core/base/Error.h"
#include "core/formats/FamousGrids.h"

#include <string_view>
#include <vector>

namespace morpion {

// The famous grids compiled into the programs: resources/famous-grids.txt as the Qt
// resource :/famous-grids.txt, read and decoded once. Shared by the desktop program's
// "Famous grids" menu and `morpion-cli examples`, so both list the same grids.
class FamousGridList {
public:
    // The grids in file order, or why the built-in list does not read (a build error that
    // the suites catch; the programs show it rather than crash).
    static const Result<std::vector<FamousGrid>>& all();
    // The grid with this id (case-insensitive), or nullptr.
    static const FamousGrid* find(std::string_view id);
    // The grid the desktop program starts with (the seeds' 135, whose layers the first
    // seed lists), so that the first launch already shows what layers are about.
    static const FamousGrid* startup() { return find("seed-135"); }
};

} // namespace morpion
