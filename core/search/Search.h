#pragma once

#include "core/base/Error.h"
#include "core/search/SearchOptions.h"
#include "core/search/SearchTypes.h"

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace morpion {

struct SearchCheckpoint;

// One search of any algorithm, the front door both front ends use. Callbacks run on the
// thread that called run(), one at a time; requestStop() may be called from any thread
// and ends run() within a few milliseconds. The same options (seed, threads, and a stop
// rule that counts rather than times) give the same result on every run.
class Search {
public:
    using ImprovementCallback = SearchImprovementCallback;
    using ProgressCallback = SearchProgressCallback;
    using CheckpointCallback = std::function<void(const SearchCheckpoint&)>;

    // Checks the options, once (checkSearchOptions): problem() says what is wrong, and
    // run() returns it without searching.
    explicit Search(SearchOptions options);
    // Goes on with the search a checkpoint holds, under the stop rules and progress interval
    // of `stops`: its seconds count from run(), its iteration budget counts the
    // checkpoint's iterations too; the seed and threads stay the checkpoint's
    // (SearchLimits::withStopsOf). Reports only games better than the checkpoint's best;
    // times go on from its seconds. Checked once too (checkSearchCheckpoint).
    Search(const SearchCheckpoint& from, const SearchLimits& stops);
    ~Search();

    const SearchOptions& options() const { return options_; }
    // What is wrong with the options (or the checkpoint), found when the search was made:
    // a front end says it before it opens a log or starts a thread.
    const std::optional<Error>& problem() const { return problem_; }

    // Makes run() go in stretches of at most `seconds` (above 0), each going on exactly
    // from the state the one before left, and hand that state to `save` after each
    // stretch, the last one too: a process killed while it runs loses one stretch at most,
    // and the same options give the same games as a run in one piece. The stop rules hold
    // for the whole run. A search that keeps no state (checkpoint() empty) runs in one
    // piece. `save` runs on the thread that called run().
    void saveEvery(double seconds, CheckpointCallback save);

    Result<SearchResult> run(const ImprovementCallback& onImprovement = {}, const ProgressCallback& onProgress = {},
                             const std::atomic<bool>* stop = nullptr);
    void requestStop() { stopRequested_.store(true); }

    // Thread `thread` of this search alone, on the calling thread (runSearchThread): what a
    // worker of the web page runs, one worker a thread, so that the best over k workers is
    // the best of the same search on k threads (ties: the lowest thread). No checkpoint is
    // kept. Errors: run()'s, and a search whose threads share their work (root-parallel
    // NRPA) or a thread outside 0..threads-1 (Syntax).
    Result<SearchResult> runThread(int thread, const ImprovementCallback& onImprovement = {},
                                   const ProgressCallback& onProgress = {}, const std::atomic<bool>* stop = nullptr);

    // Where the last run() stopped, to go on from later; empty before a run and for a
    // root-parallel NRPA search (its threads share each search) or the improver.
    const SearchCheckpoint* checkpoint() const { return checkpoint_.get(); }

private:
    // One stretch: from `from` (or the start) for at most `maxSeconds` (negative = the
    // options' limit); leaves checkpoint_.
    Result<SearchResult> runStretch(const SearchCheckpoint* from, double maxSeconds, const ImprovementCallback& onImprovement,
                                    const ProgressCallback& onProgress, const std::atomic<bool>* stop);

    SearchOptions options_;
    std::optional<Error> problem_;
    std::atomic<bool> stopRequested_{false};
    std::unique_ptr<SearchCheckpoint> resume_;
    std::unique_ptr<SearchCheckpoint> checkpoint_;
    double stretchSeconds_ = -1;
    CheckpointCallback save_;
};

} // namespace morpion
