#include "core/search/Search.h"

#include "core/codes/GridEdit.h"
#include "core/codes/LayerCode.h"
#include "core/rules/MoveText.h"
#include "core/rules/Position.h"
#include "core/search/HillClimb.h"
#include "core/search/Improver.h"
#include "core/search/Nrpa.h"
#include "core/search/SearchCheckpoint.h"
#include "core/search/SearchRunner.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <memory>

namespace morpion {

namespace {

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

// One thread of the multi-threaded hill climb: an independent climb with its own seed.
class HillClimbThread : public SearchThread {
public:
    // `from`: a state to go on from; `out`: where run() leaves its state (both optional).
    HillClimbThread(const HillClimbOptions& options, int index, std::int64_t budget, const SearchThreadState* from,
                    SearchThreadState* out)
        : climb_(options)
        , index_(index)
        , budget_(budget)
        , out_(out)
    {
        if (from && !from->fresh)
            climb_.continueFrom(from->current, from->bestMoves, static_cast<long>(from->iterations), from->rng);
    }

    void run(SearchContext& context) override
    {
        const auto onImprovement = [&](const HillClimbImprovement& found) {
            context.setIterations(index_, found.iteration); // counted before publish reads it
            context.publish(index_, found.score, [&] { return found.moves; });
        };
        while (!context.stopAsked()) {
            if (budget_ >= 0 && climb_.iterations() >= budget_) {
                outOfBudget_ = true;
                break;
            }
            climb_.step(onImprovement);
            context.setIterations(index_, climb_.iterations());
        }
        if (out_ && climb_.started()) {
            // Between two steps: a state the climb goes on from exactly.
            out_->fresh = false;
            out_->rng = climb_.randomState();
            out_->iterations = climb_.iterations();
            out_->bestScore = climb_.bestScore();
            out_->bestMoves = climb_.bestMoves();
            out_->current = climb_.currentMoves();
        }
    }
    int bestScore() const override { return climb_.bestScore(); }
    std::vector<Move> bestMoves() const override { return climb_.bestMoves(); }
    std::int64_t iterations() const override { return climb_.iterations(); }
    bool outOfBudget() const override { return outOfBudget_; }

private:
    HillClimb climb_;
    int index_;
    std::int64_t budget_;
    SearchThreadState* out_;
    bool outOfBudget_ = false;
};

} // namespace

NrpaOptions nrpaOptionsOf(const SearchOptions& o)
{
    NrpaOptions n;
    n.variant = o.variant;
    n.level = o.level;
    n.iterations = o.iterations;
    n.alpha = o.alpha;
    n.stabilization = o.stabilization;
    n.repetitions = o.repetitions;
    n.seed = o.seed;
    n.threads = o.threads;
    n.parallel = o.parallel;
    if (o.start == SearchStart::Prefix)
        n.prefix = o.grid;
    else if (o.start == SearchStart::Warm)
        n.warmStart = o.grid;
    n.warmWeight = o.warmWeight;
    n.maxSeconds = o.maxSeconds;
    n.targetScore = o.targetScore;
    n.maxPlayouts = o.maxIterations;
    n.progressSeconds = o.progressSeconds;
    n.initialWindow = o.initialWindow;
    return n;
}

namespace {

ImproverOptions improverOptions(const SearchOptions& o)
{
    ImproverOptions i;
    i.variant = o.variant;
    i.grid = o.grid;
    i.seed = o.seed;
    i.threads = o.threads;
    i.maxSeconds = o.maxSeconds;
    i.targetScore = o.targetScore;
    i.maxIterations = o.maxIterations;
    i.progressSeconds = o.progressSeconds;
    i.area = o.area;
    i.initialWindow = o.initialWindow;
    return i; // the neighbourhoods and the refill keep the improver's defaults
}

} // namespace

const char* searchAlgorithmName(SearchAlgorithm algorithm)
{
    switch (algorithm) {
    case SearchAlgorithm::HillClimb: return "hillclimb";
    case SearchAlgorithm::Nrpa: return "nrpa";
    case SearchAlgorithm::Improve: return "improve";
    }
    return "nrpa";
}

std::optional<SearchAlgorithm> parseSearchAlgorithm(const std::string& text)
{
    std::string lower;
    for (char c : text)
        if (c != '-' && c != '_')
            lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "hillclimb")
        return SearchAlgorithm::HillClimb;
    if (lower == "nrpa")
        return SearchAlgorithm::Nrpa;
    if (lower == "improve")
        return SearchAlgorithm::Improve;
    return std::nullopt;
}

Search::Search(SearchOptions options)
    : options_(std::move(options))
{}

Search::Search(const SearchCheckpoint& from)
    : options_(from.options)
    , resume_(std::make_unique<SearchCheckpoint>(from))
{}

Search::~Search() = default;

std::optional<Error> Search::check(const SearchOptions& o)
{
    if (o.threads < 1 || o.threads > 1024)
        return syntaxError(phrase(MORPION_TR_NOOP("ErrorDetail", "threads %1 are outside 1..1024"), o.threads));
    if (std::isnan(o.maxSeconds) || std::isnan(o.progressSeconds) || !(o.progressSeconds > 0))
        return syntaxError(MORPION_TR_NOOP("ErrorDetail", "search times must be numbers, the progress interval above 0"));
    if (o.start != SearchStart::Cross || o.algorithm == SearchAlgorithm::Improve) {
        // The grid must be playable in its order whatever the algorithm does with it.
        if (auto bad = checkPlayable(o.variant, o.grid))
            return bad;
        Position pos(o.variant);
        for (const Move& m : o.grid)
            pos.play(m);
        if (o.start == SearchStart::Prefix && o.algorithm != SearchAlgorithm::Improve && pos.legalIds().empty())
            return syntaxError(
                MORPION_TR_NOOP("ErrorDetail", "the grid is finished (no legal move left): there is nothing to search after it"));
    }
    if (o.algorithm == SearchAlgorithm::Improve) {
        if (o.grid.empty())
            return syntaxError(MORPION_TR_NOOP("ErrorDetail", "improve needs a grid to improve"));
        return Improver::check(improverOptions(o));
    }
    if (o.algorithm == SearchAlgorithm::HillClimb) {
        if (o.blacklist < 0 || o.blacklist > 1000)
            return syntaxError(phrase(MORPION_TR_NOOP("ErrorDetail", "hill-climb blacklist %1 is outside 0..1000"), o.blacklist));
        if (o.start == SearchStart::Prefix)
            return syntaxError(
                MORPION_TR_NOOP("ErrorDetail", "the hill climb cannot keep a prefix fixed: start it from the grid instead"));
        return std::nullopt;
    }
    return Nrpa::check(nrpaOptionsOf(o));
}

Result<SearchResult> Search::run(const ImprovementCallback& onImprovement, const ProgressCallback& onProgress,
                                 const std::atomic<bool>* stop)
{
    if (auto bad = check(options_))
        return *bad;
    if (resume_) {
        resume_->options = options_;
        if (auto bad = checkSearchCheckpoint(*resume_))
            return *bad;
    }
    const SearchOptions& o = options_;
    // The set-up counts in the time.
    const SearchLimits limits = SearchLimits::startingNow(o.variant, o.maxSeconds, o.targetScore, o.progressSeconds);
    // No checkpoint for searches whose threads share their work (root-parallel NRPA) or
    // that keep no resumable state (the improver's refills).
    const bool sharedSearch =
        (o.algorithm == SearchAlgorithm::Nrpa && o.parallel == SearchParallel::Root && o.threads > 1 && o.level >= 2) ||
        o.algorithm == SearchAlgorithm::Improve;
    // Each thread leaves its state here when it returns; one that never ran keeps its own.
    std::vector<SearchThreadState> states = resume_ ? resume_->threads : std::vector<SearchThreadState>(at(o.threads));
    const std::vector<SearchThreadState>* from = resume_ ? &resume_->threads : nullptr;
    const int floor = resume_ ? resume_->bestScore() : -1;
    const double before = resume_ ? resume_->seconds : 0.0;

    if (floor >= 0 && o.targetScore >= 0 && floor >= o.targetScore) {
        // Nothing to do: the checkpoint already holds a game at the target.
        SearchResult done;
        done.score = floor;
        done.moves = resume_->bestMoves();
        if (auto code = encodeLayerCode(o.variant, done.moves))
            done.code = std::move(code).value();
        done.iterations = resume_->iterations();
        done.seconds = before;
        done.reason = SearchStop::Target;
        checkpoint_ = std::make_unique<SearchCheckpoint>(*resume_);
        return done;
    }

    SearchContext::Factory make;
    if (o.algorithm == SearchAlgorithm::Nrpa) {
        make = nrpaThreadFactory(nrpaOptionsOf(o), from, &states);
    } else if (o.algorithm == SearchAlgorithm::Improve) {
        make = improverThreadFactory(improverOptions(o));
    } else {
        make = [o, from, out = &states](int t) {
            HillClimbOptions h;
            h.variant = o.variant;
            h.seed = searchThreadSeed(o.seed, t);
            h.blacklistCount = o.blacklist;
            h.initialWindow = o.initialWindow;
            if (o.start == SearchStart::Warm)
                h.startMoves = o.grid;
            std::int64_t budget = -1;
            if (o.maxIterations >= 0)
                budget = o.maxIterations / o.threads + (t < o.maxIterations % o.threads ? 1 : 0);
            return std::make_unique<HillClimbThread>(h, t, budget, from ? &(*from)[at(t)] : nullptr, &(*out)[at(t)]);
        };
    }
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
    auto result = runSearchThreads(limits, o.threads, make, improved, progressed, stop, &stopRequested_);
    stopRequested_.store(false);
    if (!result)
        return result;
    result.value().seconds += before;
    checkpoint_.reset();
    if (!sharedSearch) {
        checkpoint_ = std::make_unique<SearchCheckpoint>();
        checkpoint_->options = o;
        checkpoint_->seconds = result.value().seconds;
        checkpoint_->threads = std::move(states);
    }
    return result;
}

} // namespace morpion
