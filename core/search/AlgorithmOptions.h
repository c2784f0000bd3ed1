#pragma once

#include "core/search/HillClimb.h"
#include "core/search/Improver.h"
#include "core/search/Nrpa.h"
#include "core/search/SearchOptions.h"

namespace morpion {

// The options each algorithm gets from the front door's SearchOptions: its parameters and
// its limits as they are (one assignment each), and the grid as the start asks. Used where a
// SearchOptions meets an algorithm: the search (Search.cpp) and the checkpoints
// (SearchCheckpoint.cpp).

NrpaOptions nrpaOptionsOf(const SearchOptions& options);

ImproverOptions improverOptionsOf(const SearchOptions& options);

// The climbs' options with the search's limits; hillClimbThreadFactory gives each thread
// its own seed and share of the iteration budget.
HillClimbOptions hillClimbOptionsOf(const SearchOptions& options);

} // namespace morpion
