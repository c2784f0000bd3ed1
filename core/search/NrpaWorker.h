#pragma once

#include "core/base/Random.h"
#include "core/rules/Move.h"
#include "core/rules/Position.h"
#include "core/search/Nrpa.h"
#include "core/search/NrpaRounds.h"
#include "core/search/Policy.h"
#include "core/search/SearchRunner.h"
#include "core/search/SearchThreadState.h"

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

// Internal to NRPA (Nrpa*.cpp): one thread's search. NrpaWorker.cpp holds the search
// itself (levels, adaptations, playouts), NrpaWorkerRoot.cpp its share of a root-parallel
// search, NrpaWorkerState.cpp its state for checkpoints.

namespace morpion::nrpa {

using Slot = Policy::Slot;

inline std::size_t at(std::int64_t i)
{
    return static_cast<std::size_t>(i);
}

// A game as the policy sees it: the moves played after the prefix, as slots, and the
// legal moves of every step (what Adapt needs), step i's being
// legal[offsets[i] .. offsets[i+1]). `legal` is kept at least as long as used, so that
// playouts write into it without growing it step by step.
struct Sequence {
    std::vector<Slot> moves;
    std::vector<Slot> legal;
    std::vector<std::int32_t> offsets{0};
    int score = -1;             // the game's score (prefix included), -1 for no game
    std::vector<Slot> distinct; // each slot of `legal` once, when distinctReady (for Adapt)
    bool distinctReady = false;

    // The paper's "if result >= best: best = result", by swapping buffers: `result`
    // takes the old best's, and whoever owns it refills it before its next use. A game
    // equal to the best changes nothing, so the best keeps its distinct slots.
    // True when the result became the best.
    static bool keepIfBest(Sequence& best, Sequence& result)
    {
        if (result.score >= best.score && result.moves != best.moves) {
            std::swap(best, result);
            return true;
        }
        return false;
    }

    void clear()
    {
        moves.clear();
        offsets.assign(1, 0);
        score = -1;
        distinctReady = false;
    }
    std::span<const Slot> legalSpan() const { return {legal.data(), at(offsets.back())}; }
};

// One thread's search: the published algorithm, repeated with fresh weights until a stop;
// with `rounds`, its share of a root-parallel one.
class Worker final : public SearchThread {
public:
    // `from`: a state to go on from (SearchCheckpoint); `out`: where run() leaves its state
    // when it returns. Both optional.
    Worker(const NrpaOptions& options, int index, std::int64_t budget, std::shared_ptr<Rounds> rounds,
           const SearchThreadState* from, SearchThreadState* out);

    void run(SearchContext& context) override;

    int bestScore() const override { return bestScore_; }
    std::vector<Move> bestMoves() const override { return gameOf(bestSlots_); }
    std::int64_t iterations() const override { return playouts_; }
    std::int64_t playedMoves() const override { return playedMoves_; }
    bool outOfBudget() const override { return outOfBudget_; }

    // The state a search can go on from: that of the start of the level-1 iteration the
    // search is in, or between two level-L searches.
    SearchThreadState state() const;
    // Why `from` cannot be restored into this (fresh) worker, or an empty string.
    std::string problemWith(const SearchThreadState& from);

private:
    void restore(const SearchThreadState& from);

    // --- Slots: a move's place in the policy tables. ---
    // A move is keyed by its line: on a board a legal line has exactly one new point.
    // The frame is the window of a new Position, where a line's slot is its line id, so
    // that while the board keeps that window a legal move's slot is its id. Lines outside
    // the frame get slots after it, numbered in the order met (a hash map finds them).
    Slot slotOf(const Line& line);
    Line lineOfSlot(Slot s) const;
    std::size_t slotCount() const { return frameSlots_ + extraLines_.size(); }
    Slot slowSlot(Position::LineId id) { return slotOf(pos_.lineOf(id)); }

    Sequence& search(int level, const Policy& parent);
    // The level-L search of a root-parallel run: this thread's level-(L-1) searches and
    // the adaptations to every thread's, the same on every thread.
    Sequence& searchRoot(const Policy& parent);
    // pol = Adapt(pol, best); best's distinct slots are worked out once.
    void adaptToward(Policy& pol, Sequence& best);
    void toShared(const Sequence& game, SharedGame& out) const;
    void fromShared(const SharedGame& game, Sequence& out);
    void playout(Policy& pol, Sequence& out);
    int draw(const double* e, int count);
    bool startPlayout();
    void endPlayout(const Sequence& game);
    void backToPrefix();
    // The game of a sequence, prefix first, replayed on a board of its own for the points.
    std::vector<Move> gameOf(const std::vector<Slot>& slots) const;

    SearchContext* context_ = nullptr; // while run() runs
    const NrpaOptions options_;        // a copy: the threads may outlive the caller's options
    int index_;
    std::int64_t budget_; // playouts this thread may play, -1 = no limit
    Random rng_;
    Position pos_;

    int frameWindow_ = 0;
    int frameOrigin_ = 0; // window coordinate of lattice coordinate 0
    int frameShift_ = 0;
    std::size_t frameSlots_ = 0;
    bool frameIds_ = false; // true while pos_'s ids are the frame's
    std::unordered_map<std::uint64_t, Slot> extraSlots_;
    std::vector<Line> extraLines_;

    Policy root_;                    // what every level-L search starts from
    std::vector<Policy> levels_;     // levels_[l]: the policy of the running level-l search
    std::vector<Sequence> best_;     // best_[l]: its best game
    Sequence game_;                  // the playout being played
    std::shared_ptr<Rounds> rounds_; // root-parallel only
    std::int64_t round_ = 0;         // rounds done, the same on every thread
    Sequence incoming_;              // another thread's result, in this thread's slots
    std::vector<double> exps_;       // a step's exp(weight) per legal move, in list order (slow path)
    std::vector<double> blocks_;     // running sums of them, by blocks of 4

    bool stopped_ = false;
    bool outOfBudget_ = false;
    std::int64_t playouts_ = 0;
    std::int64_t playedMoves_ = 0; // in this run's playouts, not saved in checkpoints
    int bestScore_ = -1;
    std::vector<Slot> bestSlots_;

    // Checkpoints. The level-L searches done, whether one is under way, and the iteration
    // each level is in. At the start of every level-1 iteration the generator and the
    // playout count are kept: with the levels (which a level-1 iteration does not touch
    // but for the level-1 best), that is the state to go on from. The level-1 best may
    // already hold a game of the iteration under way; that is harmless, because going on
    // replays the iteration's games, and keeping the best of a sequence of games once
    // more (keepIfBest) ends with the same game.
    SearchThreadState* out_ = nullptr;
    int runs_ = 0;
    bool inSearch_ = false;
    bool resuming_ = false; // the next search() calls go on from the restored levels
    std::vector<int> iteration_;
    Random rngSafe_;
    std::int64_t playoutsSafe_ = 0;
};

} // namespace morpion::nrpa
