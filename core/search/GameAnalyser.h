#pragma once

#include "core/base/Error.h"
#include "core/codes/GameAnalysis.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"
#include "core/search/SearchLimits.h"
#include "core/search/SearchTypes.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace morpion {

// What the analysis of a game asks for (docs/analysis.md says what its figures mean).
struct AnalysisOptions {
    // The defaults: a 100-move game takes 20-26 s of CPU time (half that on two idle threads);
    // four passes at the same budget put the largest losses on steadier moves than two
    // (docs/analysis.md).
    static constexpr std::int64_t defaultBudget = 16000;
    static constexpr int defaultLevel = 2;
    static constexpr int defaultPerLevel = 100;
    static constexpr bool defaultReuse = false;
    static constexpr int defaultPasses = 4;
    // The solver's budget per position: about 2 s of one core where it runs out, enough to
    // prove the last half of a 100-move 5T game and most positions of a 4T or 4D game
    // (docs/analysis.md).
    static constexpr std::uint64_t defaultNodes = 10000000;
    static constexpr std::uint64_t mostNodes = 1000000000000;

    Variant variant = Variant::T5;
    std::vector<Move> game; // in play order

    // Each position is searched by NRPA on one thread, `budget` playouts split between the
    // passes, with a seed of its own made from limits.seed, the position and the pass;
    // limits.threads positions at a time. With reuse, a search starts its policy from the
    // longest game found before it in its chain of `chain` positions (NRPA's warm start).
    // The result depends on the seed, the budget and these parameters, not on the threads.
    //
    // Before the searches, the solver walks the positions from the game's end back, each
    // with `nodes` classes at most (on limits.threads threads), until one has more: those
    // positions are proven (E exact, their game the solver's) and are not searched. Whether
    // a position has fewer classes than the budget does not depend on the threads, so
    // neither do the positions proven.
    std::int64_t budget = defaultBudget; // passes..10^9
    std::uint64_t nodes = defaultNodes;  // 0 (no solving)..mostNodes
    int level = defaultLevel;
    int perLevel = defaultPerLevel;
    int passes = defaultPasses;
    bool reuse = defaultReuse;
    double warmWeight = 3.0;
    int chain = 8; // 1..1000

    // The seed, the threads, a time limit (which stops the analysis with what it has) and
    // the progress interval; the budget above replaces an iteration budget or a target,
    // which an analysis refuses.
    SearchLimits limits;

    AnalysisSettings settings() const { return {budget, limits.seed, level, perLevel, passes, reuse, nodes}; }
};

struct AnalysisProgress {
    int positionsDone = 0; // positions searched or proven (or without a legal move)
    int positions = 0;     // all of them: the game's moves + 1
    // The solver's stage, before the searches: the position it walks (-1 once it is over),
    // the positions proven so far, and the classes visited over all of them.
    int solving = -1;
    int proven = 0;
    std::uint64_t nodes = 0;
    int pass = 0; // 0..passes-1
    int searchesDone = 0;
    int searches = 0; // positions to search x passes (0 while the solver runs)
    std::int64_t iterations = 0;
    std::int64_t totalIterations = 0; // the playouts of the whole analysis
    double seconds = 0;
};

// One search of an analysis: from the position after the game's first `position` moves, in
// pass `round` (0..passes-1), warmed toward `warm`.
struct AnalysisJob {
    int position = 0;
    int round = 0;
    std::vector<Move> warm;
};

// A search done: its position and the longest game it found (from the cross); proven when
// the solver walked the whole tree of the position (the game is then a longest one).
struct AnalysisSearch {
    int position = 0;
    std::vector<Move> game;
    bool proven = false;
};

// Runs an analysis. Callbacks run on the thread that called run(), one at a time;
// requestStop() may be called from any thread and ends run() within a few milliseconds,
// keeping the positions searched so far (a position under way is dropped: its search was
// not the budget's).
class GameAnalyser {
public:
    // Every progressSeconds and once at the end: how far it is, and the analysis so far.
    using ProgressCallback = std::function<void(const AnalysisProgress&, const GameAnalysis&)>;

    explicit GameAnalyser(AnalysisOptions options);
    ~GameAnalyser();

    // A number out of range (Syntax, naming it), a game move that cannot be played where
    // it stands (IllegalMove, position = its index).
    static std::optional<Error> check(const AnalysisOptions& options);

    // The analysis, complete unless stopped. Errors: check()'s; Resources when no thread
    // could be started.
    Result<GameAnalysis> run(const ProgressCallback& onProgress = {}, const std::atomic<bool>* stop = nullptr);
    void requestStop() { stopRequested_.store(true); }

    // How run() splits the work, for runners of their own (the web page's workers, one
    // chain each) that split it the same way and so find the same. First the solver's stage
    // on the calling thread (its walks on options.limits.threads threads): from the last
    // position back, each walked within options.nodes classes until one has more; `done`
    // gets each position proven, `walking` the position under way and the classes visited
    // so far. Returns how many positions are left to the searches (the first ones); errors:
    // Resources when a thread could not be started. A stop ends it with the positions
    // proven so far.
    static Result<int> solveEndgame(const AnalysisOptions& options, const std::function<void(const AnalysisSearch&)>& done,
                                    const std::function<void(int position, std::uint64_t nodes)>& walking,
                                    const std::atomic<bool>* stop = nullptr);
    // The first pass, from the analysis the solver's stage made: chains of searches of the
    // positions it left, each run in order by one thread (one search each without reuse);
    // every later pass (1..passes-1): one search per position left, warmed toward the
    // better game of the position before, from the analysis after the passes before it.
    static std::vector<std::vector<AnalysisJob>> firstPass(const AnalysisOptions& options, const GameAnalysis& solved);
    static std::vector<std::vector<AnalysisJob>> laterPass(const AnalysisOptions& options, const GameAnalysis& sofar, int pass);
    // One chain on the calling thread, in order: `done` gets each search as it ends.
    static void runChain(const AnalysisOptions& options, const std::vector<AnalysisJob>& chain,
                         const std::function<void(const AnalysisSearch&)>& done);
    // The analysis the searches done make, taken in any order (a position never searched
    // has no E; the last one needs none when the game is over: it is proven).
    static GameAnalysis analysisOf(const AnalysisOptions& options, const std::vector<AnalysisSearch>& searches);

    // Why the last run ended (Runs when it finished).
    SearchStop stopReason() const { return reason_; }
    double seconds() const { return seconds_; }

private:
    AnalysisOptions options_;
    std::atomic<bool> stopRequested_{false};
    SearchStop reason_ = SearchStop::Runs;
    double seconds_ = 0;
};

} // namespace morpion
