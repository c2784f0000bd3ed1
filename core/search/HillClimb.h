#pragma once

#include "core/base/Random.h"
#include "core/codes/Dna.h"
#include "core/rules/Move.h"
#include "core/rules/Position.h"
#include "core/rules/Variant.h"
#include "core/search/AlgorithmParameters.h"
#include "core/search/SearchLimits.h"
#include "core/search/SearchRunner.h"
#include "core/search/SearchThreadState.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace morpion {

// A climb: its parameters (the lines blacklisted per neighbour, the seed's three by
// default; a base, so that they pass on as one value), the variant, the limits, the start.
struct HillClimbOptions : HillClimbParameters {
    Variant variant = Variant::T5;
    // One climb reads the seed, the iteration budget (over all run() calls) and the time
    // limit (since the start); threads, target and progress are those of Search's threads
    // (hillClimbThreadFactory).
    SearchLimits limits;
    int initialWindow = 0; // for tests: the board's first window (see Position); 0 = default
    // The first M: these moves (legal in this order), finished with random moves when the
    // game can go on. Empty: a random game from the cross, as the seed does.
    std::vector<Move> startMoves;
};

// One rise of the best score: a line of the seed's log.
struct HillClimbImprovement {
    long iteration = 0; // 0 for the random start game
    int score = 0;
    double seconds = 0;      // since the search started, by the search's clock
    std::string code;        // layer code of the grid (spec §5)
    std::vector<Move> moves; // the game in play order
};

// The seed's basic DNA search (spec §6): M = a random finished game; then repeatedly
// D = generate(M), blacklist random taken lines of M, NM = evaluate(D), and M = NM when
// score(NM) >= score(M).
//
// An iteration is exact to that definition but cheap (tens of microseconds):
// - the random background of D is drawn lazily, one fresh uniform value the first time
//   an iteration looks at a line (a generation stamp marks which lines have one), which
//   gives every line the same independent uniform value as filling the whole array;
// - evaluate(D) replays M up to its first blacklisted move (every earlier move of M
//   outranks everything else), so the position only backs up to there instead of
//   starting over from the cross.
// Everything random comes from one Random(seed), so a seed (with the same clock values)
// gives the same log on every platform. Not thread-safe: one search per thread.
class HillClimb {
public:
    // Seconds from any fixed origin; the default is std::chrono::steady_clock.
    using Clock = std::function<double()>;
    using Callback = std::function<void(const HillClimbImprovement&)>;

    explicit HillClimb(const HillClimbOptions& options, Clock clock = {});

    // Iterates until an option's limit or until *stop becomes true (checked before every
    // iteration, i.e. every few microseconds), calling onImprovement each time the best
    // score rises (the first call, iteration 0, is the random start game). Can be called
    // again to continue. Returns the iterations this call did.
    long run(const Callback& onImprovement = {}, const std::atomic<bool>* stop = nullptr);

    // One iteration, whatever the limits; true when the best score rose.
    bool step(const Callback& onImprovement = {});

    const HillClimbOptions& options() const { return options_; }
    long iterations() const { return iterations_; }
    int bestScore() const { return bestScore_; }
    const std::vector<Move>& bestMoves() const { return bestMoves_; }
    // M, the game the search currently climbs from.
    int currentScore() const { return static_cast<int>(mSlots_.size()); }
    std::vector<Move> currentMoves() const;
    // By the search's clock, since its start (0 before the first iteration).
    double elapsedSeconds() const;

    // --- Stopping and going on later (SearchCheckpoint). ---
    bool started() const { return started_; }
    std::array<std::uint64_t, 4> randomState() const { return rng_.state(); }
    // Goes on from a state another climb of these options left between two iterations:
    // M = `current` (a finished game), its best game, iterations done and generator state.
    // The moves must replay (checkSearchCheckpoint checks them).
    void continueFrom(const std::vector<Move>& current, const std::vector<Move>& best, long iterations,
                      const std::array<std::uint64_t, 4>& random);

    // For tests: the DNA the last iteration evaluated, and the game it gave. Background
    // values the evaluation never looked at are set to 0.5 (they cannot change its result).
    Dna lastDna() const;
    std::vector<Move> lastGame() const { return pos_.moves(); }

private:
    void start(const Callback& onImprovement);
    void iterate();
    void report(const Callback& onImprovement);
    void adoptGameAsCurrent();
    // Line ids change when the position's window grows: re-map them.
    void mapWindow();
    void checkWindow()
    {
        if (pos_.idOf(probeLine_) != probeId_)
            mapWindow();
    }
    void playSlot(int slot);
    void playId(Position::LineId id);
    double priorityOf(Position::LineId id)
    {
        const auto s = static_cast<std::size_t>(slotOfId_[static_cast<std::size_t>(id)]);
        if (stamp_[s] != generation_) {
            stamp_[s] = generation_;
            priority_[s] = rng_.uniform();
        }
        return priority_[s];
    }

    // Slot of the lines outside the frame: its priority is always 0.
    static constexpr int outside = Dna::size;
    static constexpr Line probeLine_{{0, 0}, Dir::E};

    HillClimbOptions options_;
    Clock clock_;
    Random rng_;
    Position pos_;
    bool started_ = false;
    double startTime_ = 0;
    long iterations_ = 0;
    int bestScore_ = -1;
    std::vector<Move> bestMoves_;

    // Moves as DNA slots (Dna::index, or `outside`), in play order: M, and the game G on
    // pos_, which agree on their first common_ moves.
    std::vector<std::int16_t> mSlots_;
    int mFirstOutside_ = 0;           // first move of M outside the frame, or its score
    std::vector<Move> mMovesOutside_; // M itself when it has such a move (slots lose them)
    std::vector<std::int16_t> gSlots_;
    int common_ = 0;

    // This iteration's priorities: valid where stamp_ == generation_.
    std::vector<double> priority_;
    std::vector<std::uint32_t> stamp_;
    std::uint32_t generation_ = 0;

    Position::LineId probeId_ = -1;
    std::vector<std::int16_t> slotOfId_;     // line id -> slot
    std::vector<Position::LineId> idOfSlot_; // slot -> line id (-1 off the window)
};

// Makes the threads of a multi-threaded hill climb, for runSearchThreads: independent
// climbs of `options`, thread t with its own seed (searchThreadSeed) and share of the
// iteration budget. Thread t goes on from (*from)[t] when given (checked by
// checkSearchCheckpoint) and leaves its state in (*out)[t] when its run ends. Both must
// outlive the threads.
SearchContext::Factory hillClimbThreadFactory(const HillClimbOptions& options,
                                              const std::vector<SearchThreadState>* from = nullptr,
                                              std::vector<SearchThreadState>* out = nullptr);

} // namespace morpion
