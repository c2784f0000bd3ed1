#pragma once

#include "core/rules/Move.h"

#include <array>
#include <cstdint>
#include <vector>

namespace morpion {

// One thread's state where its search stopped, which the algorithms fill (NRPA's worker, the
// hill climb's thread in HillClimb.cpp) and go on from, and a checkpoint (SearchCheckpoint.h) keeps.
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

} // namespace morpion
