#include "core/Search.h"

#include "core/GridEdit.h"
#include "core/HillClimb.h"
#include "core/Improver.h"
#include "core/MoveText.h"
#include "core/Nrpa.h"
#include "core/Position.h"
#include "core/SearchRunner.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <memory>

namespace morpion {

namespace {

// One thread of the multi-threaded hill climb: an independent climb with its own seed.
class HillClimbThread : public SearchThread {
public:
    HillClimbThread(const HillClimbOptions& options, int index, std::int64_t budget)
        : climb_(options), index_(index), budget_(budget)
    {
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
    }
    int bestScore() const override { return climb_.bestScore(); }
    std::vector<Move> bestMoves() const override { return climb_.bestMoves(); }
    std::int64_t iterations() const override { return climb_.iterations(); }
    bool outOfBudget() const override { return outOfBudget_; }

private:
    HillClimb climb_;
    int index_;
    std::int64_t budget_;
    bool outOfBudget_ = false;
};

NrpaOptions nrpaOptions(const SearchOptions& o)
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

Search::Search(SearchOptions options) : options_(std::move(options)) {}

std::optional<Error> Search::check(const SearchOptions& o)
{
    if (o.threads < 1 || o.threads > 1024)
        return syntaxError("threads " + std::to_string(o.threads) + " are outside 1..1024");
    if (std::isnan(o.maxSeconds) || std::isnan(o.progressSeconds) || !(o.progressSeconds > 0))
        return syntaxError("search times must be numbers, the progress interval above 0");
    if (o.start != SearchStart::Cross || o.algorithm == SearchAlgorithm::Improve) {
        // The grid must be playable in its order whatever the algorithm does with it.
        if (auto bad = checkPlayable(o.variant, o.grid))
            return bad;
        Position pos(o.variant);
        for (const Move& m : o.grid)
            pos.play(m);
        if (o.start == SearchStart::Prefix && o.algorithm != SearchAlgorithm::Improve && pos.legalIds().empty())
            return syntaxError("the grid is finished (no legal move left): there is nothing to search after it");
    }
    if (o.algorithm == SearchAlgorithm::Improve) {
        if (o.grid.empty())
            return syntaxError("improve needs a grid to improve");
        return Improver::check(improverOptions(o));
    }
    if (o.algorithm == SearchAlgorithm::HillClimb) {
        if (o.blacklist < 0 || o.blacklist > 1000)
            return syntaxError("hill-climb blacklist " + std::to_string(o.blacklist) + " is outside 0..1000");
        if (o.start == SearchStart::Prefix)
            return syntaxError("the hill climb cannot keep a prefix fixed: start it from the grid instead");
        return std::nullopt;
    }
    return Nrpa::check(nrpaOptions(o));
}

Result<SearchResult> Search::run(const ImprovementCallback& onImprovement, const ProgressCallback& onProgress,
                                 const std::atomic<bool>* stop)
{
    if (auto bad = check(options_))
        return *bad;
    const SearchOptions& o = options_;
    // The set-up counts in the time.
    const SearchLimits limits = SearchLimits::startingNow(o.variant, o.maxSeconds, o.targetScore, o.progressSeconds);
    SearchContext::Factory make;
    if (o.algorithm == SearchAlgorithm::Nrpa) {
        make = nrpaThreadFactory(nrpaOptions(o));
    } else if (o.algorithm == SearchAlgorithm::Improve) {
        make = improverThreadFactory(improverOptions(o));
    } else {
        make = [o](int t) {
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
            return std::make_unique<HillClimbThread>(h, t, budget);
        };
    }
    auto result = runSearchThreads(limits, o.threads, make, onImprovement, onProgress, stop, &stopRequested_);
    stopRequested_.store(false);
    return result;
}

} // namespace morpion
