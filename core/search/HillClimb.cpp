#include "core/search/HillClimb.h"

#include "core/codes/LayerCode.h"
#include "core/search/SearchRunner.h"

#include <algorithm>
#include <cassert>
#include <chrono>

namespace morpion {

namespace {

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

double steadySeconds()
{
    using namespace std::chrono;
    return duration<double>(steady_clock::now().time_since_epoch()).count();
}

// Inverse of Dna::index.
Line lineOfSlot(int slot)
{
    const int cell = slot >> 2;
    return {{cell / Dna::frameSize - Dna::frameOffset, cell % Dna::frameSize - Dna::frameOffset}, static_cast<Dir>(slot & 3)};
}

std::int16_t slotOf(const Line& line)
{
    const int i = Dna::index(line);
    return static_cast<std::int16_t>(i < 0 ? Dna::size : i);
}

} // namespace

HillClimb::HillClimb(const HillClimbOptions& options, Clock clock)
    : options_(options)
    , clock_(clock ? std::move(clock) : Clock(steadySeconds))
    , rng_(options.limits.seed)
    , pos_(options.initialWindow > 0 ? Position(options.variant, options.initialWindow) : Position(options.variant))
    , priority_(at(Dna::size + 1), 0.0)
    , stamp_(at(Dna::size + 1), 0)
{
    mSlots_.reserve(1024);
    gSlots_.reserve(1024);
    mapWindow();
}

double HillClimb::elapsedSeconds() const
{
    return started_ ? clock_() - startTime_ : 0.0;
}

std::vector<Move> HillClimb::currentMoves() const
{
    if (!mMovesOutside_.empty())
        return mMovesOutside_;
    // G and M share their first common_ moves; replay M's on a scratch position.
    Position scratch(options_.variant);
    for (std::size_t i = 0; i < mSlots_.size(); ++i) {
        const Line line = i < at(common_) ? pos_.move(static_cast<int>(i)).line : lineOfSlot(mSlots_[i]);
        scratch.playId(scratch.idOf(line));
    }
    return scratch.moves();
}

Dna HillClimb::lastDna() const
{
    Dna dna;
    for (int s = 0; s < Dna::size; ++s)
        dna.setPriorityAt(s, stamp_[at(s)] == generation_ && generation_ != 0 ? priority_[at(s)] : 0.5);
    return dna;
}

void HillClimb::mapWindow()
{
    // Ids are (start cell) * 4 + dir with cell = x * stride + y (Position.h), so the ids of
    // two neighbouring lines give the window's stride, and all ids are below 4 * stride².
    probeId_ = pos_.idOf(probeLine_);
    const Position::LineId stride4 = pos_.idOf(Line{{1, 0}, Dir::E}) - probeId_;
    const std::size_t ids = at(stride4) * at(stride4) / 4;
    slotOfId_.assign(ids, static_cast<std::int16_t>(outside));
    for (std::size_t id = 0; id < ids; ++id)
        slotOfId_[id] = slotOf(pos_.lineOf(static_cast<Position::LineId>(id)));
    idOfSlot_.assign(at(Dna::size), -1);
    for (int s = 0; s < Dna::size; ++s)
        idOfSlot_[at(s)] = pos_.idOf(lineOfSlot(s));
}

void HillClimb::playId(Position::LineId id)
{
    gSlots_.push_back(slotOfId_[at(id)]);
    pos_.playId(id);
    checkWindow();
}

void HillClimb::playSlot(int slot)
{
    const Position::LineId id = idOfSlot_[at(slot)];
    assert(id >= 0 && pos_.isLegalId(id));
    playId(id);
}

void HillClimb::adoptGameAsCurrent()
{
    mSlots_ = gSlots_; // capacity is reserved: no allocation
    common_ = static_cast<int>(gSlots_.size());
    mFirstOutside_ = static_cast<int>(std::find(mSlots_.begin(), mSlots_.end(), outside) - mSlots_.begin());
    if (mFirstOutside_ < common_)
        mMovesOutside_ = pos_.moves();
    else
        mMovesOutside_.clear();
}

void HillClimb::report(const Callback& onImprovement)
{
    bestScore_ = pos_.score();
    bestMoves_ = pos_.moves();
    if (!onImprovement)
        return;
    HillClimbImprovement improvement;
    improvement.iteration = iterations_;
    improvement.score = bestScore_;
    improvement.seconds = elapsedSeconds();
    auto code = encodeLayerCode(options_.variant, bestMoves_);
    assert(code.ok()); // a played game always has a layering
    if (code.ok())
        improvement.code = std::move(code).value();
    improvement.moves = bestMoves_;
    onImprovement(improvement);
}

void HillClimb::start(const Callback& onImprovement)
{
    started_ = true;
    startTime_ = clock_();
    pos_.reset();
    for (const Move& m : options_.startMoves)
        if (!pos_.play(m))
            break; // Search::check() rejects such grids; a climb from the legal part is the best left
    pos_.playRandom(rng_);
    checkWindow();
    gSlots_.clear();
    for (int i = 0; i < pos_.score(); ++i)
        gSlots_.push_back(slotOf(pos_.move(i).line));
    adoptGameAsCurrent();
    report(onImprovement);
}

void HillClimb::continueFrom(const std::vector<Move>& current, const std::vector<Move>& best, long iterations,
                             const std::array<std::uint64_t, 4>& random)
{
    started_ = true;
    startTime_ = clock_();
    pos_.reset();
    gSlots_.clear();
    for (const Move& m : current) {
        [[maybe_unused]] const bool ok = pos_.play(m);
        assert(ok);
        checkWindow();
        gSlots_.push_back(slotOf(m.line));
    }
    adoptGameAsCurrent();
    bestScore_ = static_cast<int>(best.size());
    bestMoves_ = best;
    iterations_ = iterations;
    rng_.setState(random);
    // Priorities are drawn afresh by every iteration: no stamp of before matters.
    std::fill(stamp_.begin(), stamp_.end(), 0);
    generation_ = 0;
}

void HillClimb::iterate()
{
    ++iterations_;
    const int n = static_cast<int>(mSlots_.size());
    if (++generation_ == 0) { // wrapped after 2^32 iterations: forget all stamps
        std::fill(stamp_.begin(), stamp_.end(), 0);
        generation_ = 1;
    }
    stamp_[at(outside)] = generation_;
    priority_[at(outside)] = 0.0;

    // D = generate(M): move i gets n + 1 - i, everything else its lazy background.
    for (int i = 0; i < n; ++i) {
        const auto s = at(mSlots_[at(i)]);
        stamp_[s] = generation_;
        priority_[s] = static_cast<double>(n + 1 - i);
    }
    // Blacklist: sampled independently, like Ruby's `sample` called three times.
    // D replays M before its first blacklisted move (and before its first line outside
    // the frame, whose priority 0 gives no rank).
    int replay = mFirstOutside_;
    if (n > 0) {
        for (int b = 0; b < options_.blacklist; ++b) {
            const int i = static_cast<int>(rng_.below(static_cast<std::uint32_t>(n)));
            const auto s = at(mSlots_[at(i)]);
            if (s != at(outside))
                priority_[s] = -1.0;
            replay = std::min(replay, i);
        }
    }

    // Back up to where G and M part or D starts to differ from M, then follow M.
    const int keep = std::min(common_, replay);
    pos_.undoTo(keep);
    gSlots_.resize(at(keep));
    for (int i = keep; i < replay; ++i)
        playSlot(mSlots_[at(i)]);

    // NM = evaluate(D) from there.
    for (;;) {
        const auto legal = pos_.legalIds();
        if (legal.empty())
            break;
        Position::LineId best = legal[0];
        double bestPriority = priorityOf(best);
        for (std::size_t k = 1; k < legal.size(); ++k) {
            const Position::LineId id = legal[k];
            const double p = priorityOf(id);
            if (p > bestPriority || (p == bestPriority && pos_.orderKey(id) < pos_.orderKey(best))) {
                best = id;
                bestPriority = p;
            }
        }
        playId(best);
    }

    if (pos_.score() >= n)
        adoptGameAsCurrent();
    else
        common_ = replay;
}

bool HillClimb::step(const Callback& onImprovement)
{
    if (!started_) {
        start(onImprovement);
        return true;
    }
    iterate();
    if (pos_.score() <= bestScore_)
        return false;
    report(onImprovement);
    return true;
}

long HillClimb::run(const Callback& onImprovement, const std::atomic<bool>* stop)
{
    if (!started_)
        start(onImprovement);
    long done = 0;
    for (;;) {
        if (stop && stop->load(std::memory_order_relaxed))
            break;
        if (options_.limits.maxIterations >= 0 && iterations_ >= options_.limits.maxIterations)
            break;
        if (options_.limits.maxSeconds >= 0 && elapsedSeconds() >= options_.limits.maxSeconds)
            break;
        step(onImprovement);
        ++done;
    }
    return done;
}

namespace {

// One thread of a multi-threaded hill climb: an independent climb with its own seed.
class HillClimbThread : public SearchThread {
public:
    // `from`: a state to go on from; `out`: where run() leaves its state (both optional).
    // Its share of the iteration budget is options.limits.maxIterations.
    HillClimbThread(const HillClimbOptions& options, int index, const SearchThreadState* from, SearchThreadState* out)
        : climb_(options)
        , index_(index)
        , budget_(options.limits.maxIterations)
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

SearchContext::Factory hillClimbThreadFactory(const HillClimbOptions& o, const std::vector<SearchThreadState>* from,
                                              std::vector<SearchThreadState>* out)
{
    return [o, from, out](int t) {
        // Thread t's climb: its own seed and share of the iteration budget, no time limit
        // of its own (the threads' runner watches the time).
        HillClimbOptions own = o;
        own.limits = SearchLimits{};
        own.limits.seed = searchThreadSeed(o.limits.seed, t);
        own.limits.maxIterations = o.limits.iterationShare(t);
        const auto i = static_cast<std::size_t>(t);
        return std::make_unique<HillClimbThread>(own, t, from && i < from->size() ? &(*from)[i] : nullptr,
                                                 out && i < out->size() ? &(*out)[i] : nullptr);
    };
}

} // namespace morpion
