#pragma once

#include "core/base/Random.h"
#include "core/rules/Move.h"
#include "core/rules/Position.h"
#include "core/rules/Variant.h"

#include <vector>

namespace morpion {

// The DNA of seed 002 (spec §6): a priority for every line of a 40 × 40 frame, so that a
// grid becomes a playing policy ("always play the legal line of highest priority") which
// replays it exactly, and small edits of the array give neighbouring grids.
class Dna {
public:
    static constexpr int frameSize = 40;
    // Frame coordinate of lattice coordinate 0: the cross occupies 15..24.
    static constexpr int frameOffset = 15;
    static constexpr int size = frameSize * frameSize * 4;

    // Every priority 0.
    Dna();

    // ((lx+15)*40 + (ly+15))*4 + dirIndex, or -1 when the line's first point is outside
    // the frame (such a line has the fixed priority 0).
    static int index(const Line& line);

    double priority(const Line& line) const;
    // Ignored for a line outside the frame: its priority stays 0.
    void setPriority(const Line& line, double value);
    double priorityAt(int index) const { return values_[static_cast<std::size_t>(index)]; }
    void setPriorityAt(int index, double value) { values_[static_cast<std::size_t>(index)] = value; }

    // The seed's generate_dna: uniform random reals in [0, 1) (drawn in index order), then
    // line of ordered[i] := n + 1 - i, so that evaluate() replays `ordered`.
    static Dna generate(const std::vector<Move>& ordered, Random& rng);

    // Priority -1: the line is then played only when nothing else is legal.
    void blacklist(const Line& line) { setPriority(line, -1.0); }

    // Plays from the cross the legal move of highest priority (ties: the first in canonical
    // order) until none is left; returns the game in play order.
    std::vector<Move> evaluate(Variant v) const;
    // The same on a given position, from wherever it stands (reset it for the spec's
    // evaluation); a search reuses one position instead of building one per game.
    void evaluate(Position& pos) const;

    // The legal move evaluate() would play next on pos, or -1 when the game is over.
    Position::LineId choose(const Position& pos) const;

private:
    std::vector<double> values_;
};

} // namespace morpion
