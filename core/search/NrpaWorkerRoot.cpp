#include "core/search/NrpaWorker.h"

// A worker's share of a root-parallel search (NrpaOptions::parallel).

namespace morpion::nrpa {

Sequence& Worker::searchRoot(const Policy& parent)
{
    const int level = options_.level;
    Policy& pol = levels_[at(level)];
    pol.assign(parent);
    Sequence& best = best_[at(level)];
    best.clear();
    const int threads = options_.limits.threads;
    for (int i = 0; i < options_.iterations; ++round_) {
        Sequence& mine = search(level - 1, pol);
        SharedGame& posted = rounds_->game(round_, index_);
        posted.stopped = stopped_ || mine.score < 0;
        if (!posted.stopped)
            toShared(mine, posted);
        if (!rounds_->arrive(*context_)) {
            stopped_ = true;
            break;
        }
        // Every thread sees the same flags, so all end in the same round (even when only
        // one has spent its playout budget: the shares differ by one playout at most).
        for (int t = 0; t < threads; ++t)
            stopped_ = stopped_ || rounds_->game(round_, t).stopped;
        if (stopped_)
            break;
        // Every result adapts, the last round's too: N rounds up to a multiple of T. With
        // many threads a round is long: a stop ends it (the search ends on a stop anyway).
        for (int t = 0; t < threads; ++t, ++i) {
            if (context_->stopAsked()) {
                stopped_ = true;
                break;
            }
            Sequence* result = &mine;
            if (t != index_) {
                fromShared(rounds_->game(round_, t), incoming_);
                result = &incoming_;
            }
            Sequence::keepIfBest(best, *result);
            adaptToward(pol, best);
        }
    }
    return best;
}

void Worker::toShared(const Sequence& game, SharedGame& out) const
{
    out.moves.clear();
    for (Slot s : game.moves)
        out.moves.push_back(lineOfSlot(s));
    out.legal.clear();
    for (Slot s : game.legalSpan())
        out.legal.push_back(lineOfSlot(s));
    out.offsets = game.offsets;
    out.score = game.score;
}

void Worker::fromShared(const SharedGame& game, Sequence& out)
{
    out.clear();
    for (const Line& line : game.moves)
        out.moves.push_back(slotOf(line));
    if (out.legal.size() < game.legal.size())
        out.legal.resize(game.legal.size());
    for (std::size_t i = 0; i < game.legal.size(); ++i)
        out.legal[i] = slotOf(game.legal[i]);
    out.offsets = game.offsets;
    out.score = game.score;
}

} // namespace morpion::nrpa
