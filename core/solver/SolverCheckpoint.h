#pragma once

#include "core/base/Error.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"
#include "core/solver/WalkTally.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace morpion {

// What to walk: every position that extends the start (a game in play order; empty: the
// cross), up to maxDepth moves beyond it, each class of positions under the symmetries
// that keep the start once. Enumerating counts them; solving finds the deepest.
struct SolverTask {
    Variant variant = Variant::T5;
    std::vector<Move> start;
    int maxDepth = 1 << 20; // moves beyond the start: no limit by default
};

// One finished item: its tally.
struct SolverItemResult {
    int index = 0;
    WalkTally tally;
};

// The state of a run that can be resumed: its identity and the items it finished.
struct SolverCheckpoint {
    SolverTask task;
    int part = 0;
    int parts = 1;
    int splitDepth = 0;
    int itemCount = 0;
    std::uint64_t itemsDigest = 0; // of the item list, so that another program's is refused
    double seconds = 0;            // walked before, over every run
    std::vector<SolverItemResult> done;
};

// The first word of a solver checkpoint and the version written (docs/solver.md).
inline constexpr std::string_view solverCheckpointMagic = "morpion-solver-checkpoint";
inline constexpr int solverCheckpointVersion = 1;

// Lines "keyword values...", a checksum line (FNV-1a of every byte before it) and "end".
std::string formatSolverCheckpoint(const SolverCheckpoint& checkpoint);

// Reads one back. Refused with the line and column at fault: another first line or
// version, a missing, unknown, repeated or malformed line, a value out of range, items
// out of order or outside the part, a tally that does not add up (its nodes are the sum of
// its classes; a class has 1 to 8 positions), a deepest game that does not replay from the
// start or is not as long as it says, a checksum that does not match. Linear in the text;
// nothing is allocated for a count the line does not back with values. Windows line
// endings are read as the same text.
Result<SolverCheckpoint> parseSolverCheckpoint(std::string_view text);

} // namespace morpion
