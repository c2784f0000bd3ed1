#pragma once

#include "core/search/HillClimb.h"
#include "core/search/Improver.h"
#include "core/search/Nrpa.h"
#include "core/search/SearchOptions.h"

namespace morpion {

// The options each algorithm gets from the front door's SearchOptions: its limits as they
// are (one assignment), its own parameters, and the grid as the start asks. Used where a
// SearchOptions meets an algorithm: its check (SearchOptions.cpp), the search
// (Search.cpp) and the checkpoints (SearchCheckpoint.cpp).

NrpaOptions nrpaOptionsOf(const SearchOptions& options);

// The neighbourhoods and the refill keep the improver's defaults.
ImproverOptions improverOptionsOf(const SearchOptions& options);

// The climbs' options with the search's limits; hillClimbThreadFactory gives each thread
// its own seed and share of the iteration budget.
HillClimbOptions hillClimbOptionsOf(const SearchOptions& options);

} // namespace morpion
