#pragma once

#include "core/base/Error.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace morpion {

// How a game was analysed: what makes an analysis reproducible (GameAnalyser's options
// without the game and the threads, which do not change the result).
struct AnalysisSettings {
    std::int64_t budget = 0; // NRPA playouts per position
    std::uint64_t seed = 0;
    int level = 0;    // NRPA nesting level
    int perLevel = 0; // NRPA iterations per level
    int passes = 1;
    bool reuse = false;      // each search warmed by the chain's longest game (GameAnalyser)
    std::uint64_t nodes = 0; // the solver's budget per position (0: not solved, NRPA only)
};

// A game the analysis found: whole, from the cross, its first `reach` moves the analysed
// game's first `reach` moves (as many as it holds, moved to its front), so that it goes
// on from every position up to `reach`.
struct AnalysisLine {
    int reach = 0;
    std::vector<Move> moves;
};

// The move-by-move analysis of a game (docs/analysis.md). For every position k = 0..n
// (after the game's first k moves), E(k) estimates the longest game still reachable from
// it: the longest game found that holds the game's first k moves. A game found from
// position j holds the first j; it may hold more (and then goes on from later positions
// too: the order of a game's moves does not matter, only which moves it has). So E never
// rises, E(k) >= E(k+1), and E(n) is at least the game's own score. The loss of move m
// (1..n) is E(m-1) - E(m): how much longer the best game found that does not play move m
// (after the moves before it) is than the best that does.
//
// An analysis may be partial (stopped): a position not searched has found(k) = -1 and no
// E(k) (the games found elsewhere give only a lower bound there).
//
// A position is proven when its E(k) is exact: the solver visited every position that
// extends it, so no game from it is longer (or the game is over there). A loss between two
// proven positions is exact too: the move cost exactly that many moves.
class GameAnalysis {
public:
    GameAnalysis() = default;
    // From what each position's search found (found[k]: the score of its best game; -1: not
    // searched; a position without a legal move may be given its own score) and the games
    // found, each in any legal order, the lines in any order (the same lines in another
    // order give the same analysis). Keeps the games that some E(k) stands on, drops the others.
    // `proven` (empty: none) marks the positions whose found score is exact.
    // Errors (Syntax, with the position or the line's index): a count that does not fit
    // the game, a score below its position or above any game found from there, a line that
    // is not a legal game, a proven position without a score or with a longer game.
    static Result<GameAnalysis> make(Variant variant, std::vector<Move> game, std::vector<int> found,
                                     const std::vector<std::vector<Move>>& lines, AnalysisSettings settings,
                                     std::vector<bool> proven = {});

    Variant variant() const { return variant_; }
    const std::vector<Move>& game() const { return game_; }
    int moveCount() const { return static_cast<int>(game_.size()); }
    const AnalysisSettings& settings() const { return settings_; }

    // Positions 0..moveCount(); -1 where the position was not searched (or is not one).
    int found(int position) const { return valueAt(found_, position); }
    int best(int position) const { return valueAt(best_, position); }
    const std::vector<int>& foundScores() const { return found_; }
    const std::vector<int>& bestScores() const { return best_; }
    // E(position) is exact (see above).
    bool proven(int position) const
    {
        return position >= 0 && static_cast<std::size_t>(position) < proven_.size() &&
               proven_[static_cast<std::size_t>(position)];
    }
    const std::vector<bool>& provenPositions() const { return proven_; } // one per position
    int provenCount() const;
    // The game behind E(position), its first `position` moves the game's; null where E is
    // unknown.
    const AnalysisLine* bestLine(int position) const;
    // The games kept: those some E(k) stands on, the longest first.
    const std::vector<AnalysisLine>& lines() const { return lines_; }

    bool complete() const;
    int searchedPositions() const;
    // Move 1..moveCount(): E(move - 1) - E(move), or nullopt where either is unknown.
    std::optional<int> loss(int move) const;
    // Move 1..moveCount(): its loss is exact, E proven before and after it.
    bool lossProven(int move) const { return proven(move - 1) && proven(move); }
    // The moves with a positive loss, the largest first (ties: the earlier move), at most
    // `count` of them (negative: all).
    std::vector<int> largestLosses(int count = -1) const;

private:
    static int valueAt(const std::vector<int>& v, int i)
    {
        return i >= 0 && static_cast<std::size_t>(i) < v.size() ? v[static_cast<std::size_t>(i)] : -1;
    }

    Variant variant_ = Variant::T5;
    std::vector<Move> game_;
    AnalysisSettings settings_;
    std::vector<int> found_;
    std::vector<int> best_;
    std::vector<bool> proven_;
    std::vector<int> lineOf_; // index in lines_ behind best_[k], -1 where unknown
    std::vector<AnalysisLine> lines_;
};

// `line` (a legal game) with the analysed game's first moves in front, as many as it holds,
// the rest in their order: a legal order too, since those moves need only moves before
// them in `line`, which are all still before them.
AnalysisLine alignLine(const std::vector<Move>& game, const std::vector<Move>& line);

} // namespace morpion
