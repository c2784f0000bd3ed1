#pragma once

#include "core/base/Error.h"
#include "core/rules/Move.h"
#include "core/search/Search.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace morpion {

// A search's state where it stopped, so that it can go on later, in this process (the
// program's Pause and Resume) or in another (a file: `morpion-cli search --checkpoint`,
// the program's Save State). Resuming continues each thread exactly: the same options and
// iteration budget give the same games as a search that never stopped.
//
// A thread's state is taken at a point its search can resume from: for NRPA the start of
// the level-1 iteration it was in (its random generator, playout count, every level's
// policy, best sequence and iteration), for the hill climb between two climb steps (its
// random generator, iteration count, the game M it climbs from). Work done after that
// point is done again, the same way, on resume.

// The best sequence of an NRPA level, in the thread's move slots (Nrpa.cpp): the moves
// played, the legal moves of each step (step i's are legal[offsets[i] .. offsets[i+1])).
struct NrpaSequenceState {
    int score = -1;
    std::vector<std::int32_t> moves;
    std::vector<std::int32_t> legal;
    std::vector<std::int32_t> offsets{0};
};

// One level of a running NRPA search: the iteration it is in, its policy (the slots whose
// weight was set, with the weight and its exponential exactly as the search holds them)
// and its best sequence so far.
struct NrpaLevelState {
    int iteration = 0;
    std::vector<std::int32_t> weightSlots;
    std::vector<double> weights;
    std::vector<double> exps;
    NrpaSequenceState best;
};

struct SearchThreadState {
    bool fresh = true; // never ran: it starts from its seed
    std::array<std::uint64_t, 4> rng{};
    std::int64_t iterations = 0; // playouts or climb steps done
    int bestScore = -1;
    std::vector<Move> bestMoves; // the thread's best game, in play order

    // NRPA: level-L searches finished, the slots given to lines outside the first board
    // window (in the order met), the best game as slots, and the levels 1..L of the
    // running level-L search (empty between two of them).
    int runs = 0;
    std::vector<Line> extraLines;
    std::vector<std::int32_t> bestSlots;
    std::vector<NrpaLevelState> levels;

    // Hill climb: M, the finished game the climb goes on from.
    std::vector<Move> current;
};

struct SearchCheckpoint {
    // What the search is (algorithm, variant, seed, threads, start grid, parameters). The
    // stop rules are not kept: the resuming caller sets its own.
    SearchOptions options;
    double seconds = 0;                     // searched before this state, over every run so far
    std::vector<SearchThreadState> threads; // one per thread

    int bestScore() const;               // -1 when no thread has finished a game
    std::vector<Move> bestMoves() const; // the best thread's (ties: the lowest index)
    std::int64_t iterations() const;     // over all threads
};

// The version formatSearchCheckpoint writes and parseSearchCheckpoint reads.
inline constexpr int searchCheckpointVersion = 1;

// A text of lines "keyword values...", first "morpion-search-checkpoint 1", last "end"
// (docs/checkpoint.md). Numbers are written so that they read back exactly.
std::string formatSearchCheckpoint(const SearchCheckpoint& checkpoint);

// Reads a checkpoint; a text that is not one, of another version, with a missing or
// malformed line, a number out of range or a state its search could not resume from is
// refused with the line and column at fault (Syntax, or the options' own check). Linear
// in the text; no count read from it allocates more than the text holds.
Result<SearchCheckpoint> parseSearchCheckpoint(std::string_view text);

// What is wrong with a checkpoint's state for its options (a thread count or level
// count that disagrees, a slot past the thread's table, a game that does not replay).
std::optional<Error> checkSearchCheckpoint(const SearchCheckpoint& checkpoint);

} // namespace morpion
