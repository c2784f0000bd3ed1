#include "core/search/NrpaWorker.h"

#include <algorithm>
#include <cassert>
#include <limits>

namespace morpion::nrpa {

Worker::Worker(const NrpaOptions& options, int index, std::int64_t budget, std::shared_ptr<Rounds> rounds,
               const SearchThreadState* from, SearchThreadState* out)
    : options_(options)
    , index_(index)
    , budget_(budget)
    , rng_(searchThreadSeed(options.limits.seed, index))
    , pos_(options_.initialWindow > 0 ? Position(options_.variant, options_.initialWindow) : Position(options_.variant))
{
    // The frame's geometry, read back from two line ids of the fresh window.
    frameWindow_ = pos_.window();
    while ((1 << frameShift_) < frameWindow_)
        ++frameShift_;
    const Position::LineId origin = pos_.idOf({{0, 0}, Dir::E});
    frameOrigin_ = origin >= 0 ? (origin >> 2) / (frameWindow_ + 1) : 0;
    frameSlots_ = at(frameWindow_) * at(frameWindow_) * 4;
    // The fast path relies on ids being (column * window + row) * 4 + direction.
    const Line probe{{1, -2}, Dir::NE};
    frameIds_ = (1 << frameShift_) == frameWindow_ && origin >= 0 &&
                pos_.idOf(probe) == (((1 + frameOrigin_) * frameWindow_ + (frameOrigin_ - 2)) * 4 + dirIndex(Dir::NE));

    for (const Move& m : options_.prefix) {
        [[maybe_unused]] const bool ok = pos_.play(m);
        assert(ok); // check() made sure
    }
    frameIds_ = frameIds_ && pos_.window() == frameWindow_;

    for (const Move& m : options_.warmStart) {
        const Slot s = slotOf(m.line); // may add an extra slot
        root_.resize(slotCount());
        root_.setWeight(s, options_.warmWeight);
    }
    root_.resize(slotCount());
    levels_.resize(at(options_.level + 1));
    best_.resize(at(options_.level + 1));
    for (Policy& p : levels_)
        p.resize(slotCount());
    rounds_ = std::move(rounds);
    game_.legal.resize(1 << 14);
    for (Sequence& s : best_)
        s.legal.resize(1 << 14);
    exps_.resize(1024);
    blocks_.resize(256);
    game_.moves.reserve(1024);
    game_.offsets.reserve(1025);
    iteration_.assign(at(options_.level + 1), 0);
    out_ = out;
    if (from && !from->fresh)
        restore(*from);
}

Slot Worker::slotOf(const Line& line)
{
    const int fx = line.start.x + frameOrigin_;
    const int fy = line.start.y + frameOrigin_;
    if (fx >= 0 && fy >= 0 && fx < frameWindow_ && fy < frameWindow_)
        return static_cast<Slot>((fx * frameWindow_ + fy) * 4 + dirIndex(line.dir));
    // Coordinates stay far below 2^29 (coordinateLimit, core/rules/Move.h).
    const std::uint64_t key = (static_cast<std::uint64_t>(static_cast<std::uint32_t>(line.start.x) & 0x1fffffffu) << 31) |
                              (static_cast<std::uint64_t>(static_cast<std::uint32_t>(line.start.y) & 0x1fffffffu) << 2) |
                              static_cast<std::uint64_t>(dirIndex(line.dir));
    const auto [it, added] = extraSlots_.try_emplace(key, static_cast<Slot>(slotCount()));
    if (added)
        extraLines_.push_back(line);
    return it->second;
}

Line Worker::lineOfSlot(Slot s) const
{
    if (at(s) >= frameSlots_)
        return extraLines_[at(s) - frameSlots_];
    const int cell = s >> 2;
    return {{(cell >> frameShift_) - frameOrigin_, (cell & (frameWindow_ - 1)) - frameOrigin_}, static_cast<Dir>(s & 3)};
}

std::vector<Move> Worker::gameOf(const std::vector<Slot>& slots) const
{
    Position board(options_.variant);
    for (const Move& m : options_.prefix)
        board.play(m);
    for (Slot s : slots) {
        const Position::LineId id = board.idOf(lineOfSlot(s));
        assert(board.isLegalId(id));
        board.playId(id);
    }
    return board.moves();
}

void Worker::run(SearchContext& context)
{
    context_ = &context;
    for (; options_.maxRuns < 0 || runs_ < options_.maxRuns; ++runs_) {
        inSearch_ = true;
        if (rounds_)
            searchRoot(root_);
        else
            search(options_.level, root_);
        if (stopped_)
            break;
        inSearch_ = false;
        if (!rounds_ || index_ == 0) // a root-parallel search counts once
            context.addRun();
    }
    if (out_)
        *out_ = state();
}

void Worker::adaptToward(Policy& pol, Sequence& best)
{
    if (!best.distinctReady) {
        Policy::distinctSlots(best.legalSpan(), best.distinct);
        best.distinctReady = true;
    }
    pol.resize(slotCount());
    pol.adapt(best.moves, best.legalSpan(), best.offsets, best.distinct, options_.alpha);
}

Sequence& Worker::search(int level, const Policy& parent)
{
    Policy& pol = levels_[at(level)];
    Sequence& best = best_[at(level)];
    int first = 0;
    if (resuming_) {
        // A restored level goes on from its iteration with its policy and best (restore()).
        first = iteration_[at(level)];
        resuming_ = level > 1;
    } else {
        pol.assign(parent);
        best.clear();
    }
    // Limited repetitions: how often the level's best came back since it became the best
    // (not kept in a checkpoint: a resumed level counts afresh).
    int repeats = 0;
    const auto consider = [&](Sequence& result) {
        if (Sequence::keepIfBest(best, result))
            repeats = 0;
        else if (options_.repetitions > 0 && result.score == best.score && result.moves == best.moves)
            ++repeats;
    };
    for (int i = first; i < options_.iterations; ++i) {
        iteration_[at(level)] = i;
        if (level == 1) {
            // A point the search can go on from (state()).
            rngSafe_ = rng_;
            playoutsSafe_ = playouts_;
            for (int k = 0; k < options_.stabilization && startPlayout(); ++k) {
                playout(pol, game_);
                endPlayout(game_);
                consider(game_); // game_ plays into the old best's buffers
            }
            if (best.score < 0)
                break;
        } else {
            Sequence& result = search(level - 1, pol);
            // After a stop the levels stay as they were, for state().
            if (stopped_ || result.score < 0)
                break;
            consider(result); // the lower level clears its own before reuse
        }
        if (stopped_)
            break;
        if (options_.repetitions > 0 && repeats >= options_.repetitions)
            break; // a converged policy hands control back to its parent
        adaptToward(pol, best);
    }
    return best;
}

bool Worker::startPlayout()
{
    if (stopped_)
        return false;
    if (context_->stopAsked()) {
        stopped_ = true;
        return false;
    }
    if (budget_ >= 0 && playouts_ >= budget_) {
        // Not a stop for the others: each thread plays its whole share, so that the
        // result does not depend on which thread got there first.
        stopped_ = true;
        outOfBudget_ = true;
        return false;
    }
    return true;
}

void Worker::backToPrefix()
{
    const int prefix = static_cast<int>(options_.prefix.size());
    if (prefix == 0) {
        pos_.reset();
        return;
    }
    // Undoing costs about as much per move as playing: take the shorter way back.
    if (pos_.score() - prefix <= 2 * prefix) {
        pos_.undoTo(prefix);
        return;
    }
    pos_.reset();
    for (const Move& m : options_.prefix)
        pos_.play(m);
}

// The softmax draw over one step's legal moves, given their exp(weight) e[0 .. count):
// without data-dependent branches (a mispredicted branch costs more than the
// arithmetic), running sums of blocks of 4 (the last one padded with zeros); the block is
// the count of running sums <= r, and the move inside it likewise.
int Worker::draw(const double* e, int count)
{
    const int full = count / 4;
    double* ends = blocks_.data();
    double sum = 0;
    for (int b = 0; b < full; ++b) {
        const double* q = e + 4 * b;
        sum += (q[0] + q[1]) + (q[2] + q[3]);
        ends[b] = sum;
    }
    double tail[4] = {0, 0, 0, 0};
    for (int i = 4 * full; i < count; ++i)
        tail[i - 4 * full] = e[i];
    int blockCount = full;
    if (count > 4 * full) {
        sum += (tail[0] + tail[1]) + (tail[2] + tail[3]);
        ends[blockCount++] = sum;
    }
    const double r = rng_.uniform() * sum;
    if (!(sum > 0 && sum <= std::numeric_limits<double>::max())) // every exp(w) 0, or one infinite
        return static_cast<int>(rng_.below(static_cast<std::uint32_t>(count)));
    int b = 0;
    for (int k = 0; k < blockCount - 1; ++k)
        b += ends[k] <= r;
    const double* q = b < full ? e + 4 * b : tail;
    const double rest = b > 0 ? r - ends[b - 1] : r;
    const double c0 = q[0], c1 = c0 + q[1], c2 = c1 + q[2];
    return std::min(4 * b + (c0 <= rest) + (c1 <= rest) + (c2 <= rest), count - 1);
}

void Worker::playout(Policy& pol, Sequence& out)
{
    backToPrefix();
    out.clear();
    // While ids are slots, the board keeps each legal move's exp(weight) beside it.
    pos_.setLegalWeights(frameIds_ ? pol.exps() : nullptr);
    std::int32_t used = 0; // entries of out.legal in use
    for (;;) {
        const std::span<const Position::LineId> ids = pos_.legalIds();
        const int count = static_cast<int>(ids.size());
        if (count == 0)
            break;
        if (at(used + count) > out.legal.size())
            out.legal.resize(std::max(out.legal.size() * 2, at(used + count)));
        if (at(count + 4) > exps_.size()) {
            exps_.resize(at(count + 4) * 2);
            blocks_.resize(at(count + 4) / 2);
        }
        Slot* slots = out.legal.data() + used;
        const double* e = nullptr;
        if (frameIds_) {
            for (int i = 0; i < count; ++i) // slots are ids (a loop: memmove's call costs more)
                slots[i] = ids[at(i)];
            e = pos_.legalWeights().data();
        } else {
            // The board outgrew the frame: the slow lookup (it may add slots).
            for (int i = 0; i < count; ++i)
                slots[i] = slowSlot(ids[at(i)]);
            pol.resize(slotCount());
            const double* exps = pol.exps();
            for (int i = 0; i < count; ++i)
                exps_[at(i)] = exps[slots[i]];
            e = exps_.data();
        }
        const int chosen = draw(e, count);
        out.moves.push_back(slots[chosen]);
        used += count;
        out.offsets.push_back(used);
        pos_.playId(ids[at(chosen)]);
        if (pos_.window() != frameWindow_)
            frameIds_ = false; // the window grew (and dropped the weights): ids are no longer the frame's
    }
    out.score = pos_.score();
    playedMoves_ += static_cast<std::int64_t>(out.moves.size());
    pos_.setLegalWeights(nullptr); // the table may move before the next playout
}

void Worker::endPlayout(const Sequence& game)
{
    ++playouts_;
    context_->setIterations(index_, playouts_);
    if (game.score <= bestScore_)
        return;
    bestScore_ = game.score;
    bestSlots_ = game.moves;
    context_->publish(index_, game.score, [this] { return gameOf(bestSlots_); });
}

} // namespace morpion::nrpa
