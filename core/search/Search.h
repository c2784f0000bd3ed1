#pragma once

#include "core/base/Error.h"
#include "core/search/SearchOptions.h"
#include "core/search/SearchTypes.h"

#include <atomic>
#include <memory>

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

    // Options that checkSearchOptions accepts (run() checks them again).
    explicit Search(SearchOptions options);
    // Goes on with the search a checkpoint holds, under its options (the caller sets their
    // stop rules; an iteration budget counts the checkpoint's iterations too). Reports only
    // games better than the checkpoint's best; times go on from its seconds.
    explicit Search(const SearchCheckpoint& from);
    ~Search();

    const SearchOptions& options() const { return options_; }

    Result<SearchResult> run(const ImprovementCallback& onImprovement = {}, const ProgressCallback& onProgress = {},
                             const std::atomic<bool>* stop = nullptr);
    void requestStop() { stopRequested_.store(true); }

    // Where the last run() stopped, to go on from later; empty before a run and for a
    // root-parallel NRPA search (its threads share each search) or the improver.
    const SearchCheckpoint* checkpoint() const { return checkpoint_.get(); }

private:
    SearchOptions options_;
    std::atomic<bool> stopRequested_{false};
    std::unique_ptr<SearchCheckpoint> resume_;
    std::unique_ptr<SearchCheckpoint> checkpoint_;
};

} // namespace morpion
