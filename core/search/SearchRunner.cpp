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

SearchContext::SearchContext(const SearchRun& run, const std::atomic<bool>* externalStop, const std::atomic<bool>* requested)
    : run_(run)
    , threads_(run.limits.threads)
    , externalStop_(externalStop)
    , requested_(requested)
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
    wake_.notify_all();
}

Result<SearchResult> runSearchThreads(const SearchRun& run, const SearchContext::Factory& make,
                                      const SearchImprovementCallback& onImprovement, const SearchProgressCallback& onProgress,
                                      const std::atomic<bool>* externalStop, const std::atomic<bool>* requested)
{
    const int count = run.limits.threads;
    SearchContext shared(run, externalStop, requested);
    // Slot t is filled by thread t; read here only after it has been joined.
    std::vector<std::unique_ptr<SearchThread>> workers(at(count));

    std::vector<std::thread> threads;
    // Whatever happens here (a callback may throw), the threads stop and join.
    struct Joiner {
        SearchContext& shared;
        std::vector<std::thread>& threads;
        ~Joiner()
        {
            shared.stop_.store(true);
            for (std::thread& t : threads)
                if (t.joinable())
                    t.join();
        }
    } joiner{shared, threads};
    const auto checkStops = [&] {
        if ((externalStop && externalStop->load()) || requested->load())
            shared.requestStop(SearchStop::Requested);
        return shared.stopAsked(); // and the deadline
    };
    // Starting a thread takes long when the started ones keep the cores busy: the stop
    // rules are checked between starts, and the threads not started by then never run.
    threads.reserve(at(count));
    for (int t = 0; t < count && !checkStops(); ++t) {
        auto body = [&shared, &make, slot = &workers[at(t)], t] {
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
            threads.push_back(run.startThread ? run.startThread(body) : std::thread(body));
        } catch (const std::system_error& failure) {
            shared.requestStop(SearchStop::Requested);
            for (std::thread& started : threads)
                started.join();
            threads.clear();
            Error e;
            e.kind = ErrorKind::Resources;
            e.detail = withColon(phrase(MORPION_TR_NOOP("ErrorDetail", "cannot start thread %1 of %2"), t + 1, count),
                                 failure.code().message());
            return e;
        }
    }
    const int started = static_cast<int>(threads.size());

    std::int64_t lastIterations = 0;
    double lastReport = 0;
    auto report = [&](double now) {
        if (!onProgress)
            return;
        SearchProgress p;
        p.iterations = shared.totalIterations();
        p.seconds = now;
        p.iterationsPerSecond = now > lastReport ? static_cast<double>(p.iterations - lastIterations) / (now - lastReport) : 0.0;
        p.bestScore = shared.bestScore_.load();
        p.runs = shared.runs_.load();
        lastIterations = p.iterations;
        lastReport = now;
        onProgress(p);
    };
    // Codes are computed here, on the caller's thread, not in the searching threads.
    auto deliver = [&](std::vector<SearchImprovement>& found) {
        for (SearchImprovement& i : found) {
            i.code = codeOf(run.variant, i.moves);
            if (onImprovement)
                onImprovement(i);
        }
        found.clear();
    };

    std::vector<SearchImprovement> found;
    for (;;) {
        bool done = false;
        {
            std::unique_lock lock(shared.mutex_);
            shared.wake_.wait_for(lock, std::chrono::milliseconds(10),
                                  [&] { return !shared.pending_.empty() || shared.finished_ == started; });
            found.swap(shared.pending_);
            done = shared.finished_ == started;
        }
        deliver(found);
        const double now = secondsSince(shared.start_);
        checkStops();
        if (done)
            break;
        if (now - lastReport >= run.limits.progressSeconds)
            report(now);
    }
    for (std::thread& t : threads)
        t.join();
    {
        const std::lock_guard lock(shared.mutex_);
        found.swap(shared.pending_);
    }
    deliver(found);

    SearchResult result;
    result.seconds = secondsSince(shared.start_);
    report(result.seconds);
    for (int t = 0; t < started; ++t) {
        if (!workers[at(t)])
            continue;
        const SearchThread& w = *workers[at(t)];
        result.iterations += w.iterations();
        result.playedMoves += w.playedMoves();
        if (w.bestScore() > result.score) {
            result.score = w.bestScore();
            result.thread = t;
        }
    }
    if (result.score >= 0) {
        result.moves = workers[at(result.thread)]->bestMoves();
        result.code = codeOf(run.variant, result.moves);
    }
    result.runs = shared.runs_.load();
    result.threads = started;
    const int reason = shared.reason_.load();
    result.reason = reason >= 0 ? static_cast<SearchStop>(reason) : SearchStop::Runs;
    if (reason < 0)
        for (const auto& w : workers)
            if (w && w->outOfBudget())
                result.reason = SearchStop::Iterations;
    return result;
}

} // namespace morpion
