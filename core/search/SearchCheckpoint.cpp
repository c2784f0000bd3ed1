#include "core/search/SearchCheckpoint.h"

#include "core/base/Digest.h"
#include "core/rules/Position.h"
#include "core/search/AlgorithmOptions.h"

#include <algorithm>

namespace morpion {

int SearchCheckpoint::bestScore() const
{
    int best = -1;
    for (const SearchThreadState& t : threads)
        best = std::max(best, t.bestScore);
    return best;
}

std::vector<Move> SearchCheckpoint::bestMoves() const
{
    const SearchThreadState* best = nullptr;
    for (const SearchThreadState& t : threads)
        if (t.bestScore >= 0 && (!best || t.bestScore > best->bestScore))
            best = &t;
    return best ? best->bestMoves : std::vector<Move>{};
}

std::uint64_t searchCheckpointDigest(std::string_view text)
{
    return checkpointDigest(text);
}

std::int64_t SearchCheckpoint::iterations() const
{
    std::int64_t sum = 0;
    for (const SearchThreadState& t : threads)
        sum += t.iterations;
    return sum;
}

std::optional<Error> checkSearchCheckpoint(const SearchCheckpoint& c)
{
    const SearchOptions& o = c.options;
    if (auto bad = checkSearchOptions(o))
        return bad;
    if (o.algorithm == SearchAlgorithm::Nrpa && o.nrpa.parallel == SearchParallel::Root && o.limits.threads > 1 &&
        o.nrpa.level >= 2)
        return syntaxError(MORPION_TR_NOOP(
            "ErrorDetail", "checkpoint: a root-parallel NRPA search cannot be resumed (its threads share each search)"));
    if (o.algorithm == SearchAlgorithm::Improve)
        return syntaxError(
            MORPION_TR_NOOP("ErrorDetail", "checkpoint: an improver cannot be resumed (start it again from its best grid)"));
    if (c.threads.size() != static_cast<std::size_t>(o.limits.threads))
        return syntaxError(phrase(MORPION_TR_NOOP("ErrorDetail", "checkpoint: %1 thread states for %2 threads"), c.threads.size(),
                                  o.limits.threads));
    // A search's time so far, at most a few centuries: 1e308 would make every later figure
    // (seconds, iterations per second) infinite.
    if (!(c.seconds >= 0 && c.seconds <= maxCheckpointSeconds))
        return syntaxError(phrase(MORPION_TR_NOOP("ErrorDetail", "checkpoint: seconds must be from 0 to %1"),
                                  static_cast<std::int64_t>(maxCheckpointSeconds)));
    const auto replays = [&o](const std::vector<Move>& moves) {
        Position pos(o.variant);
        for (const Move& m : moves)
            if (!pos.play(m))
                return false;
        return true;
    };
    for (std::size_t i = 0; i < c.threads.size(); ++i) {
        const SearchThreadState& t = c.threads[i];
        const Phrase who = phrase(MORPION_TR_NOOP("ErrorDetail", "checkpoint: thread %1"), i);
        if (t.fresh)
            continue;
        if (!replays(t.bestMoves))
            return syntaxError(withColon(who, MORPION_TR_NOOP("ErrorDetail", "its best game does not replay")));
        if (t.bestScore != (t.bestScore < 0 ? -1 : static_cast<int>(t.bestMoves.size())))
            return syntaxError(
                withColon(who, MORPION_TR_NOOP("ErrorDetail", "its best score is not its best game's move count")));
        if (o.algorithm == SearchAlgorithm::HillClimb) {
            Position pos(o.variant);
            for (const Move& m : t.current)
                if (!pos.play(m))
                    return syntaxError(withColon(who, MORPION_TR_NOOP("ErrorDetail", "the game it climbs from does not replay")));
            if (!pos.isOver())
                return syntaxError(withColon(who, MORPION_TR_NOOP("ErrorDetail", "the game it climbs from is not finished")));
            continue;
        }
        if (const std::string why = nrpaStateProblem(nrpaOptionsOf(o), t); !why.empty())
            return syntaxError(withColon(who, why));
    }
    return std::nullopt;
}

} // namespace morpion
