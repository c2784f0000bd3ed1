#include "core/search/Nrpa.h"

#include "core/base/Random.h"
#include "core/codes/GridEdit.h"
#include "core/rules/MoveText.h"
#include "core/rules/Position.h"
#include "core/search/Policy.h"
#include "core/search/SearchRunner.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <condition_variable>
#include <limits>
#include <memory>
#include <mutex>
#include <span>
#include <unordered_map>
#include <utility>

namespace morpion {

namespace {

using Slot = Policy::Slot;

std::size_t at(std::int64_t i)
{
    return static_cast<std::size_t>(i);
}

// A game as the policy sees it: the moves played after the prefix, as slots, and the
// legal moves of every step (what Adapt needs), step i's being
// legal[offsets[i] .. offsets[i+1]). `legal` is kept at least as long as used, so that
// playouts write into it without growing it step by step.
struct Sequence {
    std::vector<Slot> moves;
    std::vector<Slot> legal;
    std::vector<std::int32_t> offsets{0};
    int score = -1;             // the game's score (prefix included), -1 for no game
    std::vector<Slot> distinct; // each slot of `legal` once, when distinctReady (for Adapt)
    bool distinctReady = false;

    // The paper's "if result >= best: best = result", by swapping buffers: `result`
    // takes the old best's, and whoever owns it refills it before its next use. A game
    // equal to the best changes nothing, so the best keeps its distinct slots.
    // True when the result became the best.
    static bool keepIfBest(Sequence& best, Sequence& result)
    {
        if (result.score >= best.score && result.moves != best.moves) {
            std::swap(best, result);
            return true;
        }
        return false;
    }

    void clear()
    {
        moves.clear();
        offsets.assign(1, 0);
        score = -1;
        distinctReady = false;
    }
    std::span<const Slot> legalSpan() const { return {legal.data(), at(offsets.back())}; }
};

// A level-(L-1) result as the threads of a root-parallel search exchange it: by line,
// since each thread numbers its slots its own way.
struct SharedGame {
    std::vector<Line> moves;
    std::vector<Line> legal;
    std::vector<std::int32_t> offsets;
    int score = -1;
    bool stopped = false; // the thread stopped during the round: every thread ends there
};

// The rounds of a root-parallel search: every thread posts its result, then waits for the
// others' (a barrier). Results are kept by round parity: a thread posts round r + 2 only
// after every thread has reached round r + 1, that is, has read round r.
class Rounds {
public:
    explicit Rounds(int threads)
        : threads_(threads)
    {
        for (auto& games : games_)
            games.resize(at(threads));
    }
    SharedGame& game(std::int64_t round, int thread) { return games_[at(round & 1)][at(thread)]; }
    // Returns true once every thread has called it for this round, false when the search
    // is stopped first (a thread that never started, or ended, would otherwise keep the
    // others waiting forever). The mutex orders each thread's posting before every other
    // thread's reading.
    bool arrive(SearchContext& context)
    {
        std::unique_lock lock(mutex_);
        const std::int64_t generation = generation_;
        if (++arrived_ == threads_) {
            arrived_ = 0;
            ++generation_;
            wake_.notify_all();
            return true;
        }
        while (generation_ == generation) {
            if (context.stopAsked())
                return false;
            wake_.wait_for(lock, std::chrono::milliseconds(5));
        }
        return true;
    }

private:
    const int threads_;
    std::mutex mutex_;
    std::condition_variable wake_;
    int arrived_ = 0;
    std::int64_t generation_ = 0;
    std::array<std::vector<SharedGame>, 2> games_;
};

// One thread's search: the published algorithm, repeated with fresh weights until a stop;
// with `rounds`, its share of a root-parallel one.
class Worker : public SearchThread {
public:
    // `from`: a state to go on from (SearchCheckpoint); `out`: where run() leaves its state
    // when it returns. Both optional.
    Worker(const NrpaOptions& options, int index, std::int64_t budget, std::shared_ptr<Rounds> rounds,
           const SearchThreadState* from, SearchThreadState* out);

    void run(SearchContext& context) override;

    int bestScore() const override { return bestScore_; }
    std::vector<Move> bestMoves() const override { return gameOf(bestSlots_); }
    std::int64_t iterations() const override { return playouts_; }
    bool outOfBudget() const override { return outOfBudget_; }

    // The state a search can go on from: that of the start of the level-1 iteration the
    // search is in, or between two level-L searches.
    SearchThreadState state() const;
    // Why `from` cannot be restored into this (fresh) worker, or an empty string.
    std::string problemWith(const SearchThreadState& from);

private:
    void restore(const SearchThreadState& from);

    // --- Slots: a move's place in the policy tables. ---
    // A move is keyed by its line: on a board a legal line has exactly one new point.
    // The frame is the window of a new Position, where a line's slot is its line id, so
    // that while the board keeps that window a legal move's slot is its id. Lines outside
    // the frame get slots after it, numbered in the order met (a hash map finds them).
    Slot slotOf(const Line& line);
    Line lineOfSlot(Slot s) const;
    std::size_t slotCount() const { return frameSlots_ + extraLines_.size(); }
    Slot slowSlot(Position::LineId id) { return slotOf(pos_.lineOf(id)); }

    Sequence& search(int level, const Policy& parent);
    // The level-L search of a root-parallel run: this thread's level-(L-1) searches and
    // the adaptations to every thread's, the same on every thread.
    Sequence& searchRoot(const Policy& parent);
    // pol = Adapt(pol, best); best's distinct slots are worked out once.
    void adaptToward(Policy& pol, Sequence& best);
    void toShared(const Sequence& game, SharedGame& out) const;
    void fromShared(const SharedGame& game, Sequence& out);
    void playout(Policy& pol, Sequence& out);
    int draw(const double* e, int count);
    bool startPlayout();
    void endPlayout(const Sequence& game);
    void backToPrefix();
    // The game of a sequence, prefix first, replayed on a board of its own for the points.
    std::vector<Move> gameOf(const std::vector<Slot>& slots) const;

    SearchContext* context_ = nullptr; // while run() runs
    const NrpaOptions options_;        // a copy: the threads may outlive the caller's options
    int index_;
    std::int64_t budget_; // playouts this thread may play, -1 = no limit
    Random rng_;
    Position pos_;

    int frameWindow_ = 0;
    int frameOrigin_ = 0; // window coordinate of lattice coordinate 0
    int frameShift_ = 0;
    std::size_t frameSlots_ = 0;
    bool frameIds_ = false; // true while pos_'s ids are the frame's
    std::unordered_map<std::uint64_t, Slot> extraSlots_;
    std::vector<Line> extraLines_;

    Policy root_;                    // what every level-L search starts from
    std::vector<Policy> levels_;     // levels_[l]: the policy of the running level-l search
    std::vector<Sequence> best_;     // best_[l]: its best game
    Sequence game_;                  // the playout being played
    std::shared_ptr<Rounds> rounds_; // root-parallel only
    std::int64_t round_ = 0;         // rounds done, the same on every thread
    Sequence incoming_;              // another thread's result, in this thread's slots
    std::vector<double> exps_;       // a step's exp(weight) per legal move, in list order (slow path)
    std::vector<double> blocks_;     // running sums of them, by blocks of 4

    bool stopped_ = false;
    bool outOfBudget_ = false;
    std::int64_t playouts_ = 0;
    int bestScore_ = -1;
    std::vector<Slot> bestSlots_;

    // Checkpoints. The level-L searches done, whether one is under way, and the iteration
    // each level is in. At the start of every level-1 iteration the generator and the
    // playout count are kept: with the levels (which a level-1 iteration does not touch
    // but for the level-1 best), that is the state to go on from. The level-1 best may
    // already hold a game of the iteration under way; that is harmless, because going on
    // replays the iteration's games, and keeping the best of a sequence of games once
    // more (keepIfBest) ends with the same game.
    SearchThreadState* out_ = nullptr;
    int runs_ = 0;
    bool inSearch_ = false;
    bool resuming_ = false; // the next search() calls go on from the restored levels
    std::vector<int> iteration_;
    Random rngSafe_;
    std::int64_t playoutsSafe_ = 0;
};

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

void Worker::restore(const SearchThreadState& from)
{
    rng_.setState(from.rng);
    playouts_ = from.iterations;
    runs_ = from.runs;
    // Slots outside the frame in the order the search met them (the warm start's first,
    // as the constructor gave them again).
    for (const Line& line : from.extraLines)
        slotOf(line);
    bestScore_ = from.bestScore;
    bestSlots_ = from.bestSlots;
    root_.resize(slotCount());
    for (Policy& p : levels_)
        p.resize(slotCount());
    if (from.levels.empty())
        return;
    resuming_ = true;
    for (int l = 1; l <= options_.level; ++l) {
        const NrpaLevelState& level = from.levels[at(l - 1)];
        Policy& pol = levels_[at(l)];
        pol.clear();
        for (std::size_t k = 0; k < level.weightSlots.size(); ++k)
            pol.restore(level.weightSlots[k], level.weights[k], level.exps[k]);
        Sequence& best = best_[at(l)];
        best.clear();
        best.moves = level.best.moves;
        if (best.legal.size() < level.best.legal.size())
            best.legal.resize(level.best.legal.size());
        std::copy(level.best.legal.begin(), level.best.legal.end(), best.legal.begin());
        best.offsets = level.best.offsets;
        best.score = level.best.score;
        iteration_[at(l)] = level.iteration;
    }
}

std::string Worker::problemWith(const SearchThreadState& from)
{
    // Extra line i has slot frameSlots_ + i, as restore() gives it again.
    for (std::size_t i = 0; i < from.extraLines.size(); ++i)
        if (slotOf(from.extraLines[i]) != static_cast<Slot>(frameSlots_ + i))
            return "extra line " + std::to_string(i + 1) + " lies on the first board window or comes twice";
    const std::size_t slots = slotCount();
    const auto inRange = [slots](const std::vector<std::int32_t>& list) {
        return std::all_of(list.begin(), list.end(), [slots](std::int32_t s) { return static_cast<std::size_t>(s) < slots; });
    };
    if (!inRange(from.bestSlots))
        return "a slot of its best game is past its " + std::to_string(slots) + " slots";
    if (!from.levels.empty() && from.levels.size() != at(options_.level))
        return "a running search has all " + std::to_string(options_.level) + " levels";
    for (std::size_t l = 0; l < from.levels.size(); ++l) {
        const NrpaLevelState& level = from.levels[l];
        if (!inRange(level.weightSlots) || !inRange(level.best.moves) || !inRange(level.best.legal))
            return "level " + std::to_string(l + 1) + ": a slot is past its " + std::to_string(slots) + " slots";
        if (level.weightSlots.size() != level.weights.size() || level.weightSlots.size() != level.exps.size() ||
            level.best.offsets.size() != level.best.moves.size() + 1 || level.best.offsets.front() != 0 ||
            !std::is_sorted(level.best.offsets.begin(), level.best.offsets.end()) ||
            static_cast<std::size_t>(level.best.offsets.back()) != level.best.legal.size())
            return "level " + std::to_string(l + 1) + ": its policy or best sequence is malformed";
        if (level.iteration < 0 || level.iteration >= options_.iterations)
            return "level " + std::to_string(l + 1) + ": iteration " + std::to_string(level.iteration) + " is outside 0.." +
                   std::to_string(options_.iterations - 1);
    }
    return {};
}

SearchThreadState Worker::state() const
{
    SearchThreadState s;
    s.fresh = false;
    s.runs = runs_;
    s.extraLines = extraLines_;
    s.bestScore = bestScore_;
    s.bestSlots = bestSlots_;
    if (bestScore_ >= 0)
        s.bestMoves = gameOf(bestSlots_);
    if (!inSearch_) {
        s.rng = rng_.state();
        s.iterations = playouts_;
        return s;
    }
    s.rng = rngSafe_.state();
    s.iterations = playoutsSafe_;
    for (int l = 1; l <= options_.level; ++l) {
        NrpaLevelState level;
        level.iteration = iteration_[at(l)];
        const Policy& pol = levels_[at(l)];
        for (Slot slot : pol.changed()) {
            level.weightSlots.push_back(slot);
            level.weights.push_back(pol.weight(slot));
            level.exps.push_back(pol.expWeight(slot));
        }
        const Sequence& best = best_[at(l)];
        level.best.score = best.score;
        level.best.moves = best.moves;
        const auto legal = best.legalSpan();
        level.best.legal.assign(legal.begin(), legal.end());
        level.best.offsets = best.offsets;
        s.levels.push_back(std::move(level));
    }
    return s;
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

} // namespace

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
    if (o.level < 1 || o.level > 10)
        return syntaxError(phrase(MORPION_TR_NOOP("ErrorDetail", "NRPA level %1 is outside 1..10"), o.level));
    if (o.iterations < 1 || o.iterations > 1000000)
        return syntaxError(phrase(MORPION_TR_NOOP("ErrorDetail", "NRPA iterations %1 are outside 1..1000000"), o.iterations));
    // Weights grow by about alpha per adaptation: beyond these, exp(weight) could overflow.
    if (!(o.alpha > 0 && o.alpha <= 10))
        return syntaxError(MORPION_TR_NOOP("ErrorDetail", "NRPA alpha must be above 0 and at most 10"));
    if (o.stabilization < 1 || o.stabilization > 1000)
        return syntaxError(phrase(MORPION_TR_NOOP("ErrorDetail", "NRPA stabilization %1 is outside 1..1000"), o.stabilization));
    if (o.repetitions < 0 || o.repetitions > 1000000)
        return syntaxError(phrase(MORPION_TR_NOOP("ErrorDetail", "NRPA repetitions %1 are outside 0..1000000"), o.repetitions));
    if (!std::isfinite(o.warmWeight) || std::abs(o.warmWeight) > 50)
        return syntaxError(MORPION_TR_NOOP("ErrorDetail", "NRPA warm-start weight must be between -50 and 50"));
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
        const auto i = at(t);
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
