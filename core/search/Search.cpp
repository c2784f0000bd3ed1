#include "core/search/Search.h"

#include "core/codes/LayerCode.h"
#include "core/search/AlgorithmOptions.h"
#include "core/search/SearchCheckpoint.h"
#include "core/search/SearchRunner.h"

#include <algorithm>
#include <chrono>
#include <memory>

namespace morpion {

namespace {

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

// No checkpoint for searches whose threads share their work (root-parallel NRPA) or that
// keep no resumable state (the improver's refills).
bool sharesWork(const SearchOptions& o)
{
    return o.algorithm == SearchAlgorithm::Nrpa && o.nrpa.parallel == SearchParallel::Root && o.limits.threads > 1 &&
           o.nrpa.level >= 2;
}

bool keepsState(const SearchOptions& o)
{
    return !sharesWork(o) && o.algorithm != SearchAlgorithm::Improve;
}

// The threads of the search `o` asks for, each going on from (*from)[t] when given and
// leaving its state in (*states)[t] (see nrpaThreadFactory).
SearchContext::Factory threadFactory(const SearchOptions& o, const std::vector<SearchThreadState>* from,
                                     std::vector<SearchThreadState>* states)
{
    if (o.algorithm == SearchAlgorithm::Nrpa)
        return nrpaThreadFactory(nrpaOptionsOf(o), from, states);
    if (o.algorithm == SearchAlgorithm::Improve)
        return improverThreadFactory(improverOptionsOf(o));
    return hillClimbThreadFactory(hillClimbOptionsOf(o), from, states);
}

// The result of a resumed search whose checkpoint already holds a game at the target.
SearchResult resultAtTarget(const SearchCheckpoint& resume)
{
    SearchResult done;
    done.score = resume.bestScore();
    done.moves = resume.bestMoves();
    if (auto code = encodeLayerCode(resume.options.variant, done.moves))
        done.code = std::move(code).value();
    done.iterations = resume.iterations();
    done.seconds = resume.seconds;
    done.reason = SearchStop::Target;
    return done;
}

// Adds to r the threads of the checkpoint that were not made in this stretch (made[t] is
// 0) and come with a state: their iterations, and their best game when it is better (the
// lowest thread between equals).
void addThreadsNotStarted(SearchResult& r, const SearchCheckpoint& c, const std::vector<char>& made)
{
    for (std::size_t t = 0; t < made.size(); ++t) {
        const SearchThreadState& s = c.threads[t];
        if (made[t] || s.fresh)
            continue;
        r.iterations += s.iterations;
        if (s.bestScore > r.score || (s.bestScore >= 0 && s.bestScore == r.score && static_cast<int>(t) < r.thread)) {
            r.score = s.bestScore;
            r.moves = s.bestMoves;
            r.thread = static_cast<int>(t);
            if (auto code = encodeLayerCode(c.options.variant, r.moves))
                r.code = std::move(code).value();
        }
    }
}

} // namespace

Search::Search(SearchOptions options)
    : options_(std::move(options))
    , problem_(checkSearchOptions(options_))
{}

Search::Search(const SearchCheckpoint& from, const SearchLimits& stops)
    : options_(from.options)
    , resume_(std::make_unique<SearchCheckpoint>(from))
{
    options_.limits = from.options.limits.withStopsOf(stops);
    resume_->options = options_;
    problem_ = checkSearchCheckpoint(*resume_); // the options too
}

Search::~Search() = default;

void Search::saveEvery(double seconds, CheckpointCallback save)
{
    stretchSeconds_ = seconds;
    save_ = std::move(save);
}

Result<SearchResult> Search::run(const ImprovementCallback& onImprovement, const ProgressCallback& onProgress,
                                 const std::atomic<bool>* stop)
{
    if (problem_)
        return *problem_;
    const double maxSeconds = options_.limits.maxSeconds;
    if (!save_ || !(stretchSeconds_ > 0) || !keepsState(options_))
        return runStretch(resume_.get(), maxSeconds, onImprovement, onProgress, stop);

    // Each stretch goes on from the state the one before left, which is saved in between.
    const auto begin = std::chrono::steady_clock::now();
    const auto spent = [begin] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count(); };
    const SearchCheckpoint* from = resume_.get();
    std::unique_ptr<SearchCheckpoint> last;
    for (;;) {
        const double seconds = maxSeconds < 0 ? stretchSeconds_ : std::min(stretchSeconds_, std::max(0.0, maxSeconds - spent()));
        auto result = runStretch(from, seconds, onImprovement, onProgress, stop);
        if (!result || !checkpoint_)
            return result;
        save_(*checkpoint_);
        if (result.value().reason != SearchStop::Time || (maxSeconds >= 0 && spent() >= maxSeconds))
            return result;
        last = std::make_unique<SearchCheckpoint>(*checkpoint_);
        from = last.get();
    }
}

Result<SearchResult> Search::runStretch(const SearchCheckpoint* resume, double maxSeconds,
                                        const ImprovementCallback& onImprovement, const ProgressCallback& onProgress,
                                        const std::atomic<bool>* stop)
{
    const SearchOptions& o = options_;
    SearchLimits limits = o.limits;
    limits.maxSeconds = maxSeconds;
    // The set-up counts in the time.
    const SearchRun run = SearchRun::startingNow(o.variant, limits);
    // Each thread leaves its state here when it returns; one that never ran keeps its own.
    std::vector<SearchThreadState> states = resume ? resume->threads : std::vector<SearchThreadState>(at(o.limits.threads));
    const std::vector<SearchThreadState>* from = resume ? &resume->threads : nullptr;
    const int floor = resume ? resume->bestScore() : -1;
    const double before = resume ? resume->seconds : 0.0;

    if (floor >= 0 && o.limits.targetScore >= 0 && floor >= o.limits.targetScore) {
        // Nothing to do: the checkpoint already holds a game at the target.
        checkpoint_ = std::make_unique<SearchCheckpoint>(*resume);
        return resultAtTarget(*resume);
    }

    const SearchContext::Factory make = threadFactory(o, from, &states);
    // A resumed search reports only what beats the checkpoint, at times that go on from it.
    const auto improved = [&](const SearchImprovement& found) {
        if (found.score <= floor || !onImprovement)
            return;
        SearchImprovement shifted = found;
        shifted.seconds += before;
        onImprovement(shifted);
    };
    const auto progressed = [&](const SearchProgress& p) {
        if (!onProgress)
            return;
        SearchProgress shifted = p;
        shifted.seconds += before;
        shifted.bestScore = std::max(shifted.bestScore, floor);
        onProgress(shifted);
    };
    // Which threads were made: the others keep their state untouched.
    std::vector<char> made(at(o.limits.threads), 0);
    const SearchContext::Factory counted = [&make, &made](int t) {
        made[at(t)] = 1;
        return make(t);
    };
    auto result = runSearchThreads(run, counted, improved, progressed, stop, &stopRequested_);
    stopRequested_.store(false);
    if (!result)
        return result;
    result.value().seconds += before;
    checkpoint_.reset();
    if (keepsState(o)) {
        checkpoint_ = std::make_unique<SearchCheckpoint>();
        checkpoint_->options = o;
        checkpoint_->seconds = result.value().seconds;
        checkpoint_->threads = std::move(states);
        // The search so far: the threads that a stop kept from starting in this stretch
        // count with the state they came with (never "best -1 after 0 iterations" for a
        // search that had found a 150).
        addThreadsNotStarted(result.value(), *checkpoint_, made);
    }
    return result;
}

Result<SearchResult> Search::runThread(int thread, const ImprovementCallback& onImprovement, const ProgressCallback& onProgress,
                                       const std::atomic<bool>* stop)
{
    if (auto bad = checkSearchOptions(options_))
        return *bad;
    // The caller's mistakes, not the user's: said in English.
    if (sharesWork(options_) || resume_)
        return syntaxError(Phrase::literal("a root-parallel or resumed search runs whole, not one thread at a time"));
    if (thread < 0 || thread >= options_.limits.threads)
        return syntaxError(Phrase::literal("thread " + std::to_string(thread) + " is not one of the search's " +
                                           std::to_string(options_.limits.threads)));
    // The set-up counts in the time, as in run().
    const SearchRun run = SearchRun::startingNow(options_.variant, options_.limits);
    auto result =
        runSearchThread(run, thread, threadFactory(options_, nullptr, nullptr), onImprovement, onProgress, stop, &stopRequested_);
    stopRequested_.store(false);
    return result;
}

} // namespace morpion
