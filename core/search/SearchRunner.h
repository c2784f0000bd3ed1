#pragma once

#include "core/base/Error.h"
#include "core/base/ThreadStart.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"
#include "core/search/SearchLimits.h"
#include "core/search/SearchTypes.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace morpion {

// The part every multi-threaded search shares: threads, stop rules, and reporting new
// bests and progress to callbacks on the caller's thread. The algorithms (Nrpa,
// HillClimbSearch) supply one SearchThread per thread.

// How runSearchThreads runs a search: its limits (the threads, the stop rules it watches,
// the progress interval; the seed and each thread's share of the iteration budget are the
// threads' own), the variant its codes are in, and when it began.
struct SearchRun {
    Variant variant = Variant::T5;
    SearchLimits limits;
    // When the search began, for maxSeconds and the reported times: the caller's own
    // set-up counts. The default (the epoch) means when runSearchThreads is called.
    std::chrono::steady_clock::time_point start{};
    // Starts one thread; tests put a failing one here. Empty: std::thread.
    ThreadStarter startThread;

    // A run whose set-up starts now.
    static SearchRun startingNow(Variant variant, const SearchLimits& limits)
    {
        SearchRun run;
        run.start = std::chrono::steady_clock::now();
        run.variant = variant;
        run.limits = limits;
        return run;
    }
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
    // Moves its playouts played in this run (NRPA; 0 for the others): a speed figure.
    virtual std::int64_t playedMoves() const { return 0; }
    // True when the thread stopped because its share of an iteration budget was spent.
    virtual bool outOfBudget() const { return false; }
};

// What the threads see of the running search. Nothing in it steers a thread's own search,
// so that each thread's search depends on its seed only.
class SearchContext {
public:
    SearchContext(const SearchRun& run, const std::atomic<bool>* externalStop, const std::atomic<bool>* requested);

    // Builds thread t's search, on thread t itself: set-ups run in parallel and inside the
    // deadline, and a thread never started costs nothing.
    using Factory = std::function<std::unique_ptr<SearchThread>(int thread)>;

    // Also true once maxSeconds have passed, by this thread's own reading of the clock (a
    // few tens of nanoseconds): with many more threads than cores, the caller's thread
    // that watches the time may not run for seconds.
    bool stopAsked()
    {
        if (stop_.load(std::memory_order_relaxed) || (externalStop_ && externalStop_->load(std::memory_order_relaxed)) ||
            requested_->load(std::memory_order_relaxed) || (parent_ && parent_->stopAsked()))
            return true;
        if (hasDeadline_ && std::chrono::steady_clock::now() >= deadline_) {
            requestStop(SearchStop::Time);
            return true;
        }
        if (inline_)
            serveInline(); // one thread on the caller's: its progress reports are due here
        return false;
    }
    // The flag the watching thread raises (within ~10 ms) once the run is to stop for any
    // reason: for work that takes one flag to watch, such as the solver's walk.
    const std::atomic<bool>* stopFlag() const { return &stop_; }
    // A search run inside another one's thread (the improver's refills) also stops when
    // the outer search does.
    void stopWith(SearchContext* parent) { parent_ = parent; }
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
    // A stop asked from outside the run: the externalStop or requested flag it was given.
    bool askedFromOutside() const { return (externalStop_ && externalStop_->load()) || requested_->load(); }

    // The threads of runSearchThreads (SearchRunner.cpp) start, watch and read the run.
    friend class SearchThreads;
    friend Result<SearchResult> runSearchThread(const SearchRun&, int, const Factory&, const SearchImprovementCallback&,
                                                const SearchProgressCallback&, const std::atomic<bool>*,
                                                const std::atomic<bool>*);

    // The progress report at `now` (seconds since the start), its rate since the last one.
    SearchProgress progressAt(double now);
    // Hands the new bests found to `onImprovement`, each with its layer code.
    void deliver(std::vector<SearchImprovement>& found, const SearchImprovementCallback& onImprovement) const;
    // With one thread on the caller's (runSearchThread): the progress report when one is due.
    void serveInline();

    struct alignas(64) Counter {
        std::atomic<std::int64_t> value{0};
    };

    const SearchRun& run_;
    int threads_;
    const std::atomic<bool>* externalStop_;
    const std::atomic<bool>* requested_;
    SearchContext* parent_ = nullptr;
    std::chrono::steady_clock::time_point start_;
    bool hasDeadline_ = false;
    std::chrono::steady_clock::time_point deadline_;

    std::atomic<bool> stop_{false};
    std::atomic<int> reason_{-1};
    std::atomic<int> bestScore_{-1};
    std::atomic<int> runs_{0};
    std::unique_ptr<Counter[]> iterations_;

    std::mutex mutex_;
    std::condition_variable wake_;
    std::vector<SearchImprovement> pending_; // found, not yet reported
    int finished_ = 0;

    std::int64_t reportedIterations_ = 0; // at the last progress report
    double reportedSeconds_ = 0;

    // runSearchThread: the callbacks, called from inside the search.
    bool inline_ = false;
    const SearchImprovementCallback* inlineImprovement_ = nullptr;
    const SearchProgressCallback* inlineProgress_ = nullptr;
};

// Runs run.limits.threads searches made by `make`, each on a thread of its own, until they all
// return, calling onImprovement each time the best score over all threads rises and
// onProgress every progressSeconds and once at the end, both on the calling thread. Stops
// them on maxSeconds, targetScore, *externalStop or *requested (either may be null: no such
// stop); those are checked while
// the threads start too, and threads not started by then never run. The result's game is
// the best over threads (ties: the lowest index). Errors: Resources when a thread cannot
// be started (the started ones are stopped first).
Result<SearchResult> runSearchThreads(const SearchRun& run, const SearchContext::Factory& make,
                                      const SearchImprovementCallback& onImprovement, const SearchProgressCallback& onProgress,
                                      const std::atomic<bool>* externalStop, const std::atomic<bool>* requested);

// Thread `thread` of the run.limits.threads threads alone, on the calling thread, and no
// thread started: what the web page's workers run, one thread each (docs/web.md). It is
// the thread runSearchThreads would run (made by `make`, its seed and its share of an
// iteration budget its index's), so k workers find what k threads find. The callbacks run
// from inside the search, on the calling thread: onImprovement each time this thread's
// best rises (its iterations this thread's own, exact), onProgress every progressSeconds
// and once at the end. Stops as runSearchThreads does; not for a search whose threads
// share their work (root-parallel NRPA), which waits for the others.
Result<SearchResult> runSearchThread(const SearchRun& run, int thread, const SearchContext::Factory& make,
                                     const SearchImprovementCallback& onImprovement, const SearchProgressCallback& onProgress,
                                     const std::atomic<bool>* externalStop, const std::atomic<bool>* requested);

// Thread i's seed depends on the search's seed and i only, not on the thread count.
std::uint64_t searchThreadSeed(std::uint64_t seed, int thread);

} // namespace morpion
