#include "core/solver/SolverRun.h"

#include "core/base/Digest.h"
#include "core/solver/AnyClassWalk.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <system_error>
#include <thread>

namespace morpion {

namespace {

using Clock = std::chrono::steady_clock;

// The tree cut into items: the positions at splitDepth, as the lines that reach them;
// the positions above the cut are counted here (they belong to part 0).
struct Plan {
    int splitDepth = 0;
    std::vector<std::vector<int>> items;
    WalkTally above;
    std::uint64_t digest = 0;
};

// Enough items that threads and parts stay busy to the end (the largest item is a small
// share of the whole), few enough to keep in memory.
std::size_t itemTarget(int parts)
{
    return std::min<std::size_t>(std::size_t{4096} * static_cast<std::size_t>(parts), std::size_t{1} << 20);
}

Error tooLarge(Variant v)
{
    Error e;
    e.kind = ErrorKind::TooLarge;
    // The safe area of the board: 64 cells less a margin of two line lengths each side.
    const int side = 64 - 4 * lineLength(v);
    e.detail =
        Phrase(MORPION_TR_NOOP("ErrorDetail", "the grid reaches past the solver's board of %1 × %1 points around the cross"),
               {phraseArg(side)});
    return e;
}

Result<Plan> cut(const SolverTask& task, int parts, AnyClassWalk& walk)
{
    Plan plan;
    std::vector<std::vector<int>> level(1);
    int depth = 0;
    for (;;) {
        if (depth >= task.maxDepth || level.size() >= itemTarget(parts)) {
            plan.items = std::move(level);
            plan.splitDepth = depth;
            break;
        }
        std::vector<std::vector<int>> next;
        for (const std::vector<int>& path : level) {
            walk.takeBackAll();
            for (int line : path)
                walk.play(line);
            walk.countHere(plan.above);
            for (int child : walk.children()) {
                next.push_back(path);
                next.back().push_back(child);
            }
        }
        if (walk.overflowed())
            return tooLarge(task.variant);
        ++depth;
        if (next.empty()) {
            plan.splitDepth = depth;
            break;
        }
        level = std::move(next);
    }
    walk.takeBackAll();
    std::string text;
    for (const std::vector<int>& path : plan.items) {
        for (int line : path)
            text += std::to_string(line) + ' ';
        text += '\n';
    }
    plan.digest = checkpointDigest(text);
    return plan;
}

Error shareError(const char* what)
{
    Error e = syntaxError(Phrase::literal(what));
    return e;
}

std::optional<Error> checkResume(const SolverCheckpoint& c, const SolverTask& task, const SolverShare& share, const Plan& plan)
{
    Error e;
    e.kind = ErrorKind::Mismatch;
    if (c.task.variant != task.variant || c.task.start != task.start || c.task.maxDepth != task.maxDepth)
        e.detail = Phrase(MORPION_TR_NOOP("ErrorDetail", "the checkpoint is of another grid, variant or depth"));
    else if (c.part != share.part || c.parts != share.parts)
        e.detail = Phrase(MORPION_TR_NOOP("ErrorDetail", "the checkpoint is of another part of the work"));
    else if (c.splitDepth != plan.splitDepth || c.itemCount != static_cast<int>(plan.items.size()) ||
             c.itemsDigest != plan.digest)
        e.detail =
            Phrase(MORPION_TR_NOOP("ErrorDetail", "the checkpoint cuts the work otherwise (another version of the program?)"));
    else {
        for (const SolverItemResult& r : c.done)
            if (r.index < 0 || r.index >= c.itemCount || r.index % c.parts != c.part)
                e.detail = Phrase(MORPION_TR_NOOP("ErrorDetail", "the checkpoint names an item outside its part"));
        if (e.detail.empty())
            return std::nullopt;
    }
    return e;
}

// One part of the work walked: the items of this part not done yet, by share.threads
// walks (the calling thread's own when there is one), while the calling thread watches
// the caller's stop, the budget, progress and checkpoints.
class PartRun {
public:
    PartRun(const SolverTask& task, const SolverShare& share, const SolverHooks& hooks, const Plan& plan,
            const SolverCheckpoint* resume, Clock::time_point started, SolverReport& report);

    // Walks the items left, `first` (begun at the start) the first walk; an error when the
    // system refused a thread or a walk left the solver's board.
    std::optional<Error> walk(std::unique_ptr<AnyClassWalk> first);
    // The report's tally of this part, items done, completeness and seconds; then the last
    // checkpoint and progress.
    void finish();

private:
    std::uint64_t totalNodes() const;
    double seconds() const;
    // Walks one item on walk `t` and records its tally.
    void runItem(int t, AnyClassWalk& walk, std::size_t index, const std::atomic<bool>* stop);
    // A thread's loop: the next item left until none is or the work stops.
    void work(int t, AnyClassWalk& walk);
    SolverCheckpoint snapshot() const;
    SolverProgress progress() const;
    // What the calling thread does between looks at the work: the caller's stop, the
    // budget, progress, checkpoints.
    void watch();
    void walkOnCallingThread(AnyClassWalk& walk);
    std::optional<Error> walkOnThreads(std::vector<std::unique_ptr<AnyClassWalk>>& walks);

    const SolverTask& task_;
    const SolverShare& share_;
    const SolverHooks& hooks_;
    const Plan& plan_;
    const Clock::time_point started_;
    SolverReport& report_;
    std::vector<int> mine_; // this part's items, by index
    std::vector<int> todo_; // those not done yet
    // Item results by index; `finished_` is set (release) after the tally is written.
    std::vector<WalkTally> results_;
    std::unique_ptr<std::atomic<bool>[]> finished_;
    std::uint64_t resumedNodes_ = 0;
    double resumedSeconds_ = 0;
    std::uint64_t aboveNodes_ = 0;
    std::atomic<bool> stopAll_{false};
    std::atomic<std::size_t> next_{0};
    std::atomic<std::uint64_t> finishedNodes_{0};
    std::atomic<bool> overflow_{false};
    int threadCount_ = 1;
    std::unique_ptr<std::atomic<std::uint64_t>[]> published_;
    std::mutex mutex_;
    std::condition_variable wake_;
    int running_ = 0;
    Clock::time_point lastCheckpoint_ = Clock::now();
    bool checkpointFailed_ = false;
};

PartRun::PartRun(const SolverTask& task, const SolverShare& share, const SolverHooks& hooks, const Plan& plan,
                 const SolverCheckpoint* resume, Clock::time_point started, SolverReport& report)
    : task_(task)
    , share_(share)
    , hooks_(hooks)
    , plan_(plan)
    , started_(started)
    , report_(report)
    , results_(plan.items.size())
    , finished_(new std::atomic<bool>[plan.items.size() + 1])
{
    for (int i = share.part; i < report.itemCount; i += share.parts)
        mine_.push_back(i);
    report.partItems = static_cast<int>(mine_.size());
    for (std::size_t i = 0; i < plan.items.size(); ++i)
        finished_[i].store(false);
    if (resume) {
        for (const SolverItemResult& r : resume->done) {
            results_[static_cast<std::size_t>(r.index)] = r.tally;
            finished_[static_cast<std::size_t>(r.index)].store(true);
            resumedNodes_ += r.tally.nodes;
        }
        resumedSeconds_ = resume->seconds;
    }
    aboveNodes_ = share.part == 0 ? plan.above.nodes : 0;
    for (int i : mine_)
        if (!finished_[static_cast<std::size_t>(i)].load())
            todo_.push_back(i);
    threadCount_ = std::max(1, std::min(share.threads, static_cast<int>(todo_.size())));
    published_.reset(new std::atomic<std::uint64_t>[static_cast<std::size_t>(threadCount_)]);
    for (int t = 0; t < threadCount_; ++t)
        published_[t].store(0);
}

std::uint64_t PartRun::totalNodes() const
{
    std::uint64_t n = aboveNodes_ + resumedNodes_ + finishedNodes_.load();
    for (int t = 0; t < threadCount_; ++t)
        n += published_[t].load(std::memory_order_relaxed);
    return n;
}

double PartRun::seconds() const
{
    return resumedSeconds_ + std::chrono::duration<double>(Clock::now() - started_).count();
}

void PartRun::runItem(int t, AnyClassWalk& walk, std::size_t index, const std::atomic<bool>* stop)
{
    walk.takeBackAll();
    for (int line : plan_.items[index])
        walk.play(line);
    WalkTally tally;
    if (share_.nodeBudget > 0) {
        const std::uint64_t spent = totalNodes();
        tally.budget = spent < share_.nodeBudget ? share_.nodeBudget - spent : 1;
    }
    walk.walk(tally, task_.maxDepth, stop, &published_[t]);
    if (walk.overflowed()) {
        overflow_.store(true);
        stopAll_.store(true);
    }
    const bool whole = !tally.cut;
    // The published count goes before the finished one grows: a reader in between
    // counts this item's nodes once at most, never twice, so that a tree smaller than
    // the budget is always walked whole, whatever the threads (the analysis relies on it).
    published_[t].store(0, std::memory_order_relaxed);
    finishedNodes_.fetch_add(tally.nodes);
    results_[index] = std::move(tally);
    if (whole)
        finished_[index].store(true, std::memory_order_release);
    else
        stopAll_.store(true);
}

void PartRun::work(int t, AnyClassWalk& walk)
{
    for (;;) {
        const std::size_t k = next_.fetch_add(1);
        if (k >= todo_.size() || stopAll_.load())
            break;
        runItem(t, walk, static_cast<std::size_t>(todo_[k]), &stopAll_);
    }
    std::lock_guard<std::mutex> lock(mutex_);
    --running_;
    wake_.notify_all();
}

SolverCheckpoint PartRun::snapshot() const
{
    SolverCheckpoint c;
    c.task = task_;
    c.part = share_.part;
    c.parts = share_.parts;
    c.splitDepth = plan_.splitDepth;
    c.itemCount = report_.itemCount;
    c.itemsDigest = plan_.digest;
    c.seconds = seconds();
    for (int i : mine_)
        if (finished_[static_cast<std::size_t>(i)].load(std::memory_order_acquire))
            c.done.push_back({i, results_[static_cast<std::size_t>(i)]});
    return c;
}

SolverProgress PartRun::progress() const
{
    SolverProgress p;
    p.items = report_.partItems;
    p.nodes = totalNodes();
    p.seconds = seconds();
    p.best = share_.part == 0 ? plan_.above.best : -1;
    for (int i : mine_)
        if (finished_[static_cast<std::size_t>(i)].load(std::memory_order_acquire)) {
            ++p.itemsDone;
            p.best = std::max(p.best, results_[static_cast<std::size_t>(i)].best);
        }
    return p;
}

void PartRun::watch()
{
    if (hooks_.stop && hooks_.stop->load())
        stopAll_.store(true);
    if (share_.nodeBudget > 0 && totalNodes() >= share_.nodeBudget)
        stopAll_.store(true);
    if (hooks_.progress)
        hooks_.progress(progress());
    if (hooks_.checkpoint && std::chrono::duration<double>(Clock::now() - lastCheckpoint_).count() >= hooks_.checkpointSeconds) {
        lastCheckpoint_ = Clock::now();
        if (!hooks_.checkpoint(snapshot())) {
            checkpointFailed_ = true;
            stopAll_.store(true);
        }
    }
}

// One thread: the calling one walks and watches between items, and the walk itself stops
// on the caller's flag. No std::thread: the path of a single-threaded build such as the
// web page's workers.
void PartRun::walkOnCallingThread(AnyClassWalk& walk)
{
    std::atomic<bool> never{false};
    const std::atomic<bool>* callerStop = hooks_.stop ? hooks_.stop : &never;
    auto lastWatch = Clock::now();
    for (std::size_t k = 0; k < todo_.size() && !stopAll_.load(); ++k) {
        runItem(0, walk, static_cast<std::size_t>(todo_[k]), callerStop);
        if (std::chrono::duration<double>(Clock::now() - lastWatch).count() >= 0.2) {
            lastWatch = Clock::now();
            watch();
        }
    }
}

std::optional<Error> PartRun::walkOnThreads(std::vector<std::unique_ptr<AnyClassWalk>>& walks)
{
    for (int t = 1; t < threadCount_; ++t) {
        walks.push_back(makeClassWalk(task_.variant));
        walks.back()->begin(task_.start);
    }
    std::optional<Error> threadError;
    std::vector<std::thread> threads;
    running_ = threadCount_;
    for (int t = 0; t < threadCount_; ++t) {
        try {
            AnyClassWalk& walk = *walks[static_cast<std::size_t>(t)];
            threads.push_back(startThread(hooks_.startThread, [this, t, &walk] { work(t, walk); }));
        } catch (const std::system_error& failure) {
            threadError = threadRefused(t, threadCount_, failure);
            stopAll_.store(true);
            std::lock_guard<std::mutex> lock(mutex_);
            running_ -= threadCount_ - t;
            break;
        }
    }
    {
        std::unique_lock<std::mutex> lock(mutex_);
        while (running_ > 0) {
            wake_.wait_for(lock, std::chrono::milliseconds(200));
            lock.unlock();
            watch();
            lock.lock();
        }
    }
    for (std::thread& t : threads)
        t.join();
    return threadError;
}

std::optional<Error> PartRun::walk(std::unique_ptr<AnyClassWalk> first)
{
    std::vector<std::unique_ptr<AnyClassWalk>> walks;
    walks.push_back(std::move(first));
    if (share_.threads == 1)
        walkOnCallingThread(*walks[0]);
    else if (auto threadError = walkOnThreads(walks))
        return threadError;
    if (overflow_.load())
        return tooLarge(task_.variant);
    return std::nullopt;
}

void PartRun::finish()
{
    SolverReport& report = report_;
    if (share_.part == 0)
        report.tally.merge(plan_.above);
    for (int i : mine_) {
        const WalkTally& t = results_[static_cast<std::size_t>(i)];
        const bool done = finished_[static_cast<std::size_t>(i)].load();
        report.itemsDone += done;
        const int before = report.tally.best;
        report.tally.merge(t);
        if (report.tally.best > before)
            report.bestItem = i;
        if (!done)
            report.tally.cut = true;
    }
    report.complete = report.itemsDone == report.partItems;
    report.tally.cut = !report.complete;
    report.seconds = seconds();
    if (hooks_.checkpoint && !checkpointFailed_)
        hooks_.checkpoint(snapshot());
    if (hooks_.progress)
        hooks_.progress(progress());
}

} // namespace

Result<SolverReport> runSolver(const SolverTask& task, const SolverShare& share, const SolverHooks& hooks,
                               const SolverCheckpoint* resume)
{
    if (share.threads < 1 || share.parts < 1 || share.part < 0 || share.part >= share.parts)
        return shareError("threads must be at least 1 and the part within its count");
    const auto started = Clock::now();
    auto first = makeClassWalk(task.variant);
    if (!first->begin(task.start)) {
        if (first->overflowed())
            return tooLarge(task.variant);
        Error e;
        e.kind = ErrorKind::IllegalMove;
        e.detail = Phrase(MORPION_TR_NOOP("ErrorDetail", "the start grid does not replay"));
        return e;
    }
    auto planned = cut(task, share.parts, *first);
    if (!planned)
        return planned.error();
    const Plan& plan = planned.value();
    if (resume)
        if (auto wrong = checkResume(*resume, task, share, plan))
            return *wrong;

    SolverReport report;
    report.startMoves = static_cast<int>(task.start.size());
    report.symmetries = first->symmetries();
    report.splitDepth = plan.splitDepth;
    report.itemCount = static_cast<int>(plan.items.size());
    PartRun run(task, share, hooks, plan, resume, started, report);
    if (auto failed = run.walk(std::move(first)))
        return *failed;
    run.finish();
    return report;
}

SolverReport combineSolverParts(const std::vector<SolverReport>& parts)
{
    SolverReport whole;
    if (parts.empty())
        return whole;
    // Merged in the order of their best items, so that between equals the earliest wins
    // (WalkTally::merge keeps the one it has); -1, above the cut, comes first in the walk.
    std::vector<const SolverReport*> order;
    for (const SolverReport& p : parts)
        order.push_back(&p);
    std::stable_sort(order.begin(), order.end(),
                     [](const SolverReport* a, const SolverReport* b) { return a->bestItem < b->bestItem; });
    whole.startMoves = parts.front().startMoves;
    whole.symmetries = parts.front().symmetries;
    whole.splitDepth = parts.front().splitDepth;
    whole.itemCount = parts.front().itemCount;
    whole.complete = true;
    for (const SolverReport* p : order) {
        const int before = whole.tally.best;
        whole.tally.merge(p->tally);
        if (whole.tally.best > before)
            whole.bestItem = p->bestItem;
        whole.partItems += p->partItems;
        whole.itemsDone += p->itemsDone;
        whole.complete = whole.complete && p->complete;
        whole.seconds += p->seconds;
    }
    whole.tally.cut = !whole.complete;
    return whole;
}

} // namespace morpion
