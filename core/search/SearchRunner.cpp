#include "core/search/SearchRunner.h"

#include "core/codes/LayerCode.h"

#include <system_error>
#include <thread>
#include <utility>

namespace morpion {

namespace {

using SteadyClock = std::chrono::steady_clock;

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

double secondsSince(SteadyClock::time_point start)
{
    return std::chrono::duration<double>(SteadyClock::now() - start).count();
}

std::uint64_t mix64(std::uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

std::string codeOf(Variant v, const std::vector<Move>& moves)
{
    auto code = encodeLayerCode(v, moves);
    return code ? code.value() : std::string();
}

} // namespace

const char* searchStopName(SearchStop stop)
{
    switch (stop) {
    case SearchStop::Runs: return "runs";
    case SearchStop::Time: return "time";
    case SearchStop::Target: return "target";
    case SearchStop::Iterations: return "iterations";
    case SearchStop::Requested: return "requested";
    }
    return "runs";
}

std::uint64_t searchThreadSeed(std::uint64_t seed, int thread)
{
    return mix64(seed + 0x9e3779b97f4a7c15ull * (static_cast<std::uint64_t>(thread) + 1));
}

namespace {

const std::atomic<bool> neverRequested{false};

} // namespace

SearchContext::SearchContext(const SearchRun& run, const std::atomic<bool>* externalStop, const std::atomic<bool>* requested)
    : run_(run)
    , threads_(run.limits.threads)
    , externalStop_(externalStop)
    , requested_(requested ? requested : &neverRequested)
    , start_(run.start == SteadyClock::time_point{} ? SteadyClock::now() : run.start)
    , iterations_(new Counter[at(threads_)])
{
    if (run.limits.maxSeconds >= 0) {
        hasDeadline_ = true;
        deadline_ =
            start_ + std::chrono::duration_cast<SteadyClock::duration>(std::chrono::duration<double>(run.limits.maxSeconds));
    }
}

void SearchContext::requestStop(SearchStop why)
{
    int none = -1;
    reason_.compare_exchange_strong(none, static_cast<int>(why));
    stop_.store(true);
}

std::int64_t SearchContext::totalIterations() const
{
    std::int64_t sum = 0;
    for (int i = 0; i < threads_; ++i)
        sum += iterations_[at(i)].value.load(std::memory_order_relaxed);
    return sum;
}

SearchProgress SearchContext::progressAt(double now)
{
    SearchProgress p;
    p.iterations = totalIterations();
    p.seconds = now;
    p.iterationsPerSecond =
        now > reportedSeconds_ ? static_cast<double>(p.iterations - reportedIterations_) / (now - reportedSeconds_) : 0.0;
    p.bestScore = bestScore_.load();
    p.runs = runs_.load();
    reportedIterations_ = p.iterations;
    reportedSeconds_ = now;
    return p;
}

// Codes are computed here, on the caller's thread, not in the searching threads.
void SearchContext::deliver(std::vector<SearchImprovement>& found, const SearchImprovementCallback& onImprovement) const
{
    for (SearchImprovement& i : found) {
        i.code = codeOf(run_.variant, i.moves);
        if (onImprovement)
            onImprovement(i);
    }
    found.clear();
}

void SearchContext::serveInline()
{
    const double now = secondsSince(start_);
    if (now - reportedSeconds_ >= run_.limits.progressSeconds && *inlineProgress_)
        (*inlineProgress_)(progressAt(now));
}

void SearchContext::publish(int thread, int score, const std::function<std::vector<Move>()>& moves)
{
    if (run_.limits.targetScore >= 0 && score >= run_.limits.targetScore)
        requestStop(SearchStop::Target);
    if (score <= bestScore_.load(std::memory_order_relaxed))
        return;
    SearchImprovement found;
    found.seconds = secondsSince(start_);
    found.score = score;
    found.moves = moves();
    found.thread = thread;
    {
        const std::lock_guard lock(mutex_);
        if (score <= bestScore_.load(std::memory_order_relaxed))
            return;
        bestScore_.store(score, std::memory_order_relaxed);
        found.iterations = totalIterations();
        pending_.push_back(std::move(found));
    }
    if (inline_) {
        std::vector<SearchImprovement> now;
        now.swap(pending_);
        deliver(now, *inlineImprovement_);
        return;
    }
    wake_.notify_all();
}

// The threads of one run: started, watched from the caller's thread until they all
// return, then read for the result. Whatever happens (a callback may throw), the threads
// stop and join when this goes.
class SearchThreads {
public:
    SearchThreads(const SearchRun& run, SearchContext& shared, const SearchContext::Factory& make)
        : run_(run)
        , shared_(shared)
        , make_(make)
        , workers_(at(run.limits.threads))
    {}
    ~SearchThreads()
    {
        shared_.stop_.store(true);
        for (std::thread& t : threads_)
            if (t.joinable())
                t.join();
    }

    // A stop asked from outside, or a stop rule met (the deadline too).
    bool checkStops()
    {
        if (shared_.askedFromOutside())
            shared_.requestStop(SearchStop::Requested);
        return shared_.stopAsked();
    }

    // Starting a thread takes long when the started ones keep the cores busy: the stop
    // rules are checked between starts, and the threads not started by then never run.
    std::optional<Error> start()
    {
        const int count = run_.limits.threads;
        threads_.reserve(at(count));
        for (int t = 0; t < count && !checkStops(); ++t) {
            // Slot t is filled by thread t; read here only after it has been joined.
            auto body = [&shared = shared_, &make = make_, slot = &workers_[at(t)], t] {
                if (!shared.stopAsked()) {
                    *slot = make(t);
                    (*slot)->run(shared);
                }
                {
                    const std::lock_guard lock(shared.mutex_);
                    ++shared.finished_;
                }
                shared.wake_.notify_all();
            };
            try {
                threads_.push_back(startThread(run_.startThread, body));
            } catch (const std::system_error& failure) {
                shared_.requestStop(SearchStop::Requested);
                for (std::thread& started : threads_)
                    started.join();
                threads_.clear();
                return threadRefused(t, count, failure);
            }
        }
        return std::nullopt;
    }

    // Until every started thread returns: their improvements delivered with their codes,
    // progress every progressSeconds, the stop rules checked, all on the caller's thread.
    void watch(const SearchImprovementCallback& onImprovement, const SearchProgressCallback& onProgress)
    {
        onImprovement_ = &onImprovement;
        onProgress_ = &onProgress;
        const int started = static_cast<int>(threads_.size());
        std::vector<SearchImprovement> found;
        for (;;) {
            bool done = false;
            {
                std::unique_lock lock(shared_.mutex_);
                shared_.wake_.wait_for(lock, std::chrono::milliseconds(10),
                                       [&] { return !shared_.pending_.empty() || shared_.finished_ == started; });
                found.swap(shared_.pending_);
                done = shared_.finished_ == started;
            }
            deliver(found);
            const double now = secondsSince(shared_.start_);
            checkStops();
            if (done)
                break;
            if (now - shared_.reportedSeconds_ >= run_.limits.progressSeconds)
                report(now);
        }
        for (std::thread& t : threads_)
            t.join();
        {
            const std::lock_guard lock(shared_.mutex_);
            found.swap(shared_.pending_);
        }
        deliver(found);
    }

    // The best game over the threads (ties: the lowest index), the counts and why it stopped.
    SearchResult result()
    {
        SearchResult result;
        result.seconds = secondsSince(shared_.start_);
        report(result.seconds);
        const int started = static_cast<int>(threads_.size());
        for (int t = 0; t < started; ++t) {
            if (!workers_[at(t)])
                continue;
            const SearchThread& w = *workers_[at(t)];
            result.iterations += w.iterations();
            result.playedMoves += w.playedMoves();
            if (w.bestScore() > result.score) {
                result.score = w.bestScore();
                result.thread = t;
            }
        }
        if (result.score >= 0) {
            result.moves = workers_[at(result.thread)]->bestMoves();
            result.code = codeOf(run_.variant, result.moves);
        }
        result.runs = shared_.runs_.load();
        result.threads = started;
        const int reason = shared_.reason_.load();
        result.reason = reason >= 0 ? static_cast<SearchStop>(reason) : SearchStop::Runs;
        if (reason < 0)
            for (const auto& w : workers_)
                if (w && w->outOfBudget())
                    result.reason = SearchStop::Iterations;
        return result;
    }

private:
    void report(double now)
    {
        if (*onProgress_)
            (*onProgress_)(shared_.progressAt(now));
    }
    void deliver(std::vector<SearchImprovement>& found) { shared_.deliver(found, *onImprovement_); }

    const SearchRun& run_;
    SearchContext& shared_;
    const SearchContext::Factory& make_;
    std::vector<std::unique_ptr<SearchThread>> workers_;
    std::vector<std::thread> threads_;
    const SearchImprovementCallback* onImprovement_ = nullptr;
    const SearchProgressCallback* onProgress_ = nullptr;
};

Result<SearchResult> runSearchThreads(const SearchRun& run, const SearchContext::Factory& make,
                                      const SearchImprovementCallback& onImprovement, const SearchProgressCallback& onProgress,
                                      const std::atomic<bool>* externalStop, const std::atomic<bool>* requested)
{
    SearchContext shared(run, externalStop, requested);
    SearchThreads threads(run, shared, make);
    if (auto failed = threads.start())
        return *failed;
    threads.watch(onImprovement, onProgress);
    return threads.result();
}

Result<SearchResult> runSearchThread(const SearchRun& run, int thread, const SearchContext::Factory& make,
                                     const SearchImprovementCallback& onImprovement, const SearchProgressCallback& onProgress,
                                     const std::atomic<bool>* externalStop, const std::atomic<bool>* requested)
{
    SearchContext shared(run, externalStop, requested);
    shared.inline_ = true;
    shared.inlineImprovement_ = &onImprovement;
    shared.inlineProgress_ = &onProgress;
    std::unique_ptr<SearchThread> searching;
    if (!shared.stopAsked()) {
        searching = make(thread);
        searching->run(shared);
    }
    if (shared.askedFromOutside())
        shared.requestStop(SearchStop::Requested);

    SearchResult result;
    result.seconds = secondsSince(shared.start_);
    if (onProgress)
        onProgress(shared.progressAt(result.seconds));
    result.thread = thread;
    result.threads = searching ? 1 : 0;
    result.runs = shared.runs_.load();
    if (searching) {
        result.iterations = searching->iterations();
        result.score = searching->bestScore();
        if (result.score >= 0) {
            result.moves = searching->bestMoves();
            result.code = codeOf(run.variant, result.moves);
        }
    }
    const int reason = shared.reason_.load();
    result.reason = reason >= 0                             ? static_cast<SearchStop>(reason)
                    : searching && searching->outOfBudget() ? SearchStop::Iterations
                                                            : SearchStop::Runs;
    return result;
}

} // namespace morpion
