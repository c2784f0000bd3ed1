#include "core/search/Nrpa.h"

#include "core/codes/GridEdit.h"
#include "core/rules/MoveText.h"
#include "core/search/NrpaWorker.h"
#include "core/search/SearchRunner.h"

#include <cmath>
#include <memory>

namespace morpion {

using nrpa::Rounds;
using nrpa::Worker;

std::string nrpaStateProblem(const NrpaOptions& options, const SearchThreadState& state)
{
    if (state.fresh)
        return {};
    Worker fresh(options, 0, -1, nullptr, nullptr, nullptr);
    return fresh.problemWith(state);
}

Nrpa::Nrpa(NrpaOptions options)
    : options_(std::move(options))
{}

std::optional<Error> Nrpa::check(const NrpaOptions& o)
{
    if (auto broken = firstBrokenRule<NrpaParameters>(o))
        return broken->error;
    if (auto bad = checkSearchLimits(o.limits))
        return bad;
    if (auto bad =
            checkPlayable(o.variant, o.prefix, MORPION_TR_NOOP("ErrorDetail", "prefix move %1 cannot be played there: %2")))
        return bad;
    for (std::size_t i = 0; i < o.warmStart.size(); ++i) {
        const Move& m = o.warmStart[i];
        if (!withinCoordinateLimit(m) || m.offsetInLine(lineLength(o.variant)) < 0) {
            Error e;
            e.kind = ErrorKind::IllegalMove;
            e.position = static_cast<std::int64_t>(i);
            e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "warm-start move %1 does not lie on its line"), formatMove(m));
            return e;
        }
    }
    return std::nullopt;
}

SearchContext::Factory nrpaThreadFactory(const NrpaOptions& o, const std::vector<SearchThreadState>* from,
                                         std::vector<SearchThreadState>* out)
{
    std::shared_ptr<Rounds> rounds;
    if (o.parallel == SearchParallel::Root && o.limits.threads > 1 && o.level >= 2)
        rounds = std::make_shared<Rounds>(o.limits.threads);
    return [o, rounds, from, out](int t) {
        const auto i = static_cast<std::size_t>(t);
        return std::make_unique<Worker>(o, t, o.limits.iterationShare(t), rounds,
                                        from && i < from->size() ? &(*from)[i] : nullptr,
                                        out && !rounds && i < out->size() ? &(*out)[i] : nullptr);
    };
}

Result<SearchResult> Nrpa::run(const ImprovementCallback& onImprovement, const ProgressCallback& onProgress,
                               const std::atomic<bool>* stop)
{
    if (auto bad = check(options_))
        return *bad;
    const NrpaOptions& o = options_;
    // The set-up counts in the time.
    auto result = runSearchThreads(SearchRun::startingNow(o.variant, o.limits), nrpaThreadFactory(o), onImprovement, onProgress,
                                   stop, &stopRequested_);
    stopRequested_.store(false);
    return result;
}

} // namespace morpion
