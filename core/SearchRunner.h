#pragma once

#include "core/Error.h"
#include "core/Move.h"
#include "core/SearchTypes.h"
#include "core/Variant.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

namespace morpion {

// The part every multi-threaded search shares: threads, stop rules, and reporting new
// bests and progress to callbacks on the caller's thread. The algorithms (Nrpa,
// HillClimbSearch) supply one SearchThread per thread.

struct SearchLimits {
    Variant variant = Variant::T5;
    double maxSeconds = -1; // negative = off
    int targetScore = -1;   // negative = off
    double progressSeconds = 0.5;
};

class SearchContext;

// One thread's search. run() checks context.stopAsked() often (every few milliseconds at
// most) and returns when it is true or its own work is done.
class SearchThread {
public:
    virtual ~SearchThread() = default;
    virtual void run(SearchContext& context) = 0;
    virtual int bestScore() const = 0;               // -1 before its first game
    virtual std::vector<Move> bestMoves() const = 0; // in play order
    virtual std::int64_t iterations() const = 0;
    // True when the thread stopped because its share of an iteration budget was spent.
    virtual bool outOfBudget() const { return false; }
};

// What the threads see of the running search. Nothing in it steers a thread's own search,
// so that each thread's search depends on its seed only.
class SearchContext {
public:
    SearchContext(const SearchLimits& limits, int threads, const std::atomic<bool>* externalStop,
                  const std::atomic<bool>* requested);

    bool stopAsked() const
    {
        return stop_.load(std::memory_order_relaxed) || (externalStop_ && externalStop_->load(std::memory_order_relaxed)) ||
               requested_->load(std::memory_order_relaxed) || (parent_ && parent_->stopAsked());
    }
    // A search run inside another one's thread (the improver's refills) also stops when
    // the outer search does.
    void stopWith(const SearchContext* parent) { parent_ = parent; }
    // The thread's iteration count so far (cheap: a relaxed store to its own cache line).
    void setIterations(int thread, std::int64_t count)
    {
        iterations_[static_cast<std::size_t>(thread)].value.store(count, std::memory_order_relaxed);
    }
    void addRun() { runs_.fetch_add(1, std::memory_order_relaxed); }

    // A thread's new best game: reported when it beats every thread's best so far. `moves`
    // is called only then (building the game may cost a replay).
    void publish(int thread, int score, const std::function<std::vector<Move>()>& moves);

    void requestStop(SearchStop why);
    std::int64_t totalIterations() const;

private:
    friend Result<SearchResult> runSearchThreads(const SearchLimits&, std::vector<std::unique_ptr<SearchThread>>&,
                                                 const SearchImprovementCallback&, const SearchProgressCallback&,
                                                 const std::atomic<bool>*, const std::atomic<bool>*);

    struct alignas(64) Counter {
        std::atomic<std::int64_t> value{0};
    };

    const SearchLimits& limits_;
    int threads_;
    const std::atomic<bool>* externalStop_;
    const std::atomic<bool>* requested_;
    const SearchContext* parent_ = nullptr;
    std::chrono::steady_clock::time_point start_;

    std::atomic<bool> stop_{false};
    std::atomic<int> reason_{-1};
    std::atomic<int> bestScore_{-1};
    std::atomic<int> runs_{0};
    std::unique_ptr<Counter[]> iterations_;

    std::mutex mutex_;
    std::condition_variable wake_;
    std::vector<SearchImprovement> pending_; // found, not yet reported
    int finished_ = 0;
};

// Runs every thread's search until they all return, calling onImprovement each time the
// best score over all threads rises and onProgress every progressSeconds and once at the
// end, both on the calling thread. Stops them on maxSeconds, targetScore, *externalStop
// or *requested. The result's game is the best over threads (ties: the lowest index).
Result<SearchResult> runSearchThreads(const SearchLimits& limits, std::vector<std::unique_ptr<SearchThread>>& threads,
                                      const SearchImprovementCallback& onImprovement,
                                      const SearchProgressCallback& onProgress, const std::atomic<bool>* externalStop,
                                      const std::atomic<bool>* requested);

// Thread i's seed depends on the search's seed and i only, not on the thread count.
std::uint64_t searchThreadSeed(std::uint64_t seed, int thread);

} // namespace morpion
