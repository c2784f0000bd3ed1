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

    Variant variant = Variant::T5;
    std::vector<Move> game; // in play order

    // Each position is searched by NRPA on one thread, `budget` playouts split between the
    // passes, with a seed of its own made from limits.seed, the position and the pass;
    // limits.threads positions at a time. With reuse, a search starts its policy from the
    // longest game found before it in its chain of `chain` positions (NRPA's warm start).
    // The result depends on the seed, the budget and these parameters, not on the threads.
    std::int64_t budget = defaultBudget; // passes..10^9
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

    AnalysisSettings settings() const { return {budget, limits.seed, level, perLevel, passes, reuse}; }
};

struct AnalysisProgress {
    int positionsDone = 0; // positions searched (or without a legal move)
    int positions = 0;     // all of them: the game's moves + 1
    int pass = 0;          // 0..passes-1
    int searchesDone = 0;
    int searches = 0; // positions to search x passes
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

// A search done: its position and the longest game it found (from the cross).
struct AnalysisSearch {
    int position = 0;
    std::vector<Move> game;
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
    // chain each) that split it the same way and so find the same. The first pass: chains
    // of searches, each run in order by one thread (one search each without reuse); every
    // later pass (1..passes-1): one search per position, warmed toward the better game of
    // the position before, from the analysis after the passes before it.
    static std::vector<std::vector<AnalysisJob>> firstPass(const AnalysisOptions& options);
    static std::vector<std::vector<AnalysisJob>> laterPass(const AnalysisOptions& options, const GameAnalysis& sofar, int pass);
    // One chain on the calling thread, in order: `done` gets each search as it ends.
    static void runChain(const AnalysisOptions& options, const std::vector<AnalysisJob>& chain,
                         const std::function<void(const AnalysisSearch&)>& done);
    // The analysis the searches done make, taken in any order (a position never searched
    // has no E; the last one needs none when the game is over).
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
