#include "core/search/Improver.h"

#include "core/base/Random.h"
#include "core/codes/GridEdit.h"
#include "core/codes/LayerCode.h"
#include "core/codes/Layers.h"
#include "core/search/Nrpa.h"
#include "core/search/SearchRunner.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace morpion {

namespace {

// One thread's improver: its own current grid, drifting by neighbourhoods refilled.
class ImproverThread : public SearchThread {
public:
    ImproverThread(const ImproverOptions& options, int index, std::int64_t budget)
        : options_(options)
        , index_(index)
        , budget_(budget)
        , rng_(searchThreadSeed(options.limits.seed, index))
        , current_(options.grid)
        , best_(options.grid)
    {}

    void run(SearchContext& context) override
    {
        context.publish(index_, score(best_), [this] { return best_; }); // iteration 0: the grid itself
        while (!context.stopAsked()) {
            if (budget_ >= 0 && iterations_ >= budget_) {
                outOfBudget_ = true;
                break;
            }
            step(context);
            ++iterations_;
            context.setIterations(index_, iterations_);
        }
    }
    int bestScore() const override { return score(best_); }
    std::vector<Move> bestMoves() const override { return best_; }
    std::int64_t iterations() const override { return iterations_; }
    bool outOfBudget() const override { return outOfBudget_; }

private:
    static int score(const std::vector<Move>& grid) { return static_cast<int>(grid.size()); }

    void step(SearchContext& context)
    {
        const std::vector<Move> kept = drawNeighbourhood();
        NrpaOptions n;
        static_cast<NrpaParameters&>(n) = options_.refill;
        n.variant = options_.variant;
        n.limits.seed = rng_.next64();
        n.prefix = kept;
        n.maxRuns = 1;
        n.initialWindow = options_.initialWindow;
        const auto refill = nrpaThreadFactory(n)(0);
        SearchRun run;
        run.variant = options_.variant;
        run.limits.progressSeconds = 1e9;
        const std::atomic<bool> never{false};
        SearchContext inner(run, nullptr, &never);
        inner.stopWith(&context);
        refill->run(inner);
        const int found = refill->bestScore();
        if (found < score(current_))
            return;
        current_ = refill->bestMoves();
        if (options_.onCurrent)
            options_.onCurrent(index_, iterations_ + 1, current_);
        if (found > score(best_)) {
            best_ = current_;
            context.setIterations(index_, iterations_ + 1); // this neighbourhood counts in the log line
            context.publish(index_, found, [this] { return best_; });
        }
    }

    // The kept part of the current grid after removing one neighbourhood.
    std::vector<Move> drawNeighbourhood()
    {
        const auto& grid = current_;
        if (options_.area)
            return removeRegion(options_.variant, grid, options_.area->first, options_.area->second)->moves;
        if (grid.empty())
            return grid;
        std::vector<Move> smallest;
        std::size_t smallestRemoved = grid.size() + 1;
        for (int attempt = 0; attempt < 8; ++attempt) {
            const auto pick = [&] { return static_cast<int>(rng_.below(static_cast<std::uint32_t>(grid.size()))); };
            Result<GridEdit> edit = GridEdit{};
            switch (rng_.below(3)) {
            case 0: { // a square around a move's point
                const Point p = grid[static_cast<std::size_t>(pick())].point;
                const int r = 1 + static_cast<int>(rng_.below(static_cast<std::uint32_t>(options_.regionRadius)));
                edit = removeRegion(options_.variant, grid, {p.x - r, p.y - r}, {p.x + r, p.y + r});
                break;
            }
            case 1: { // a range of layers
                const auto layering = layerGrid(options_.variant, grid);
                const int layers = layering ? layering->takenLayers() : 0;
                if (layers == 0)
                    continue;
                const int first = static_cast<int>(rng_.below(static_cast<std::uint32_t>(layers)));
                const int span = 1 + static_cast<int>(rng_.below(static_cast<std::uint32_t>(options_.layerSpan)));
                std::vector<Move> inRange;
                for (int k = first; k < first + span && k < static_cast<int>(layering->layers.size()); ++k)
                    for (const Move& m : layering->layers[static_cast<std::size_t>(k)].takenMoves())
                        inRange.push_back(m);
                std::sort(inRange.begin(), inRange.end());
                std::vector<int> indices;
                for (std::size_t i = 0; i < grid.size(); ++i)
                    if (std::binary_search(inRange.begin(), inRange.end(), grid[i]))
                        indices.push_back(static_cast<int>(i));
                edit = removeMoves(options_.variant, grid, indices);
                break;
            }
            default: { // the cone of a move
                const int m = pick();
                edit = removeMoves(options_.variant, grid, std::span<const int>(&m, 1));
                break;
            }
            }
            if (!edit || edit->removed.empty())
                continue;
            if (static_cast<int>(edit->removed.size()) <= options_.maxRemoved)
                return std::move(edit).value().moves;
            if (edit->removed.size() < smallestRemoved) {
                smallestRemoved = edit->removed.size();
                smallest = std::move(edit).value().moves;
            }
        }
        return smallestRemoved <= grid.size() ? smallest : grid;
    }

    const ImproverOptions options_; // a copy: the threads may outlive the caller's options
    int index_;
    std::int64_t budget_;
    Random rng_;
    std::vector<Move> current_;
    std::vector<Move> best_;
    std::int64_t iterations_ = 0;
    bool outOfBudget_ = false;
};

} // namespace

Improver::Improver(ImproverOptions options)
    : options_(std::move(options))
    , problem_(check(options_))
{}

std::optional<Error> Improver::check(const ImproverOptions& o)
{
    if (auto broken = firstBrokenRule<ImproverParameters>(o))
        return broken->error;
    if (auto bad = checkSearchLimits(o.limits))
        return bad;
    return checkPlayable(o.variant, o.grid);
}

SearchContext::Factory improverThreadFactory(const ImproverOptions& o)
{
    return [o](int t) -> std::unique_ptr<SearchThread> {
        return std::make_unique<ImproverThread>(o, t, o.limits.iterationShare(t));
    };
}

Result<SearchResult> Improver::run(const SearchImprovementCallback& onImprovement, const SearchProgressCallback& onProgress,
                                   const std::atomic<bool>* stop)
{
    if (problem_)
        return *problem_;
    // The set-up counts in the time.
    auto result = runSearchThreads(SearchRun::startingNow(options_.variant, options_.limits), improverThreadFactory(options_),
                                   onImprovement, onProgress, stop, &stopRequested_);
    stopRequested_.store(false);
    // The grid itself is the improver's first result, even when a stop (--seconds 0)
    // came before any thread began.
    if (result && result.value().score < static_cast<int>(options_.grid.size())) {
        SearchResult& r = result.value();
        r.score = static_cast<int>(options_.grid.size());
        r.moves = options_.grid;
        r.thread = 0;
        if (auto code = encodeLayerCode(options_.variant, r.moves))
            r.code = std::move(code).value();
    }
    return result;
}

} // namespace morpion
