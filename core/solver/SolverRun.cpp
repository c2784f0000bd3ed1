#include "core/solver/SolverRun.h"

#include "core/base/Digest.h"
#include "core/solver/AnyClassWalk.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
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
    Plan& plan = planned.value();
    if (resume)
        if (auto wrong = checkResume(*resume, task, share, plan))
            return *wrong;

    SolverReport report;
    report.startMoves = static_cast<int>(task.start.size());
    report.symmetries = first->symmetries();
    report.splitDepth = plan.splitDepth;
    report.itemCount = static_cast<int>(plan.items.size());

    std::vector<int> mine; // this part's items, by index
    for (int i = share.part; i < report.itemCount; i += share.parts)
        mine.push_back(i);
    report.partItems = static_cast<int>(mine.size());

    // Item results by index; `finished` is set (release) after the tally is written.
    std::vector<WalkTally> results(plan.items.size());
    std::unique_ptr<std::atomic<bool>[]> finished(new std::atomic<bool>[plan.items.size() + 1]);
    for (std::size_t i = 0; i < plan.items.size(); ++i)
        finished[i].store(false);
    std::uint64_t resumedNodes = 0;
    double resumedSeconds = 0;
    if (resume) {
        for (const SolverItemResult& r : resume->done) {
            results[static_cast<std::size_t>(r.index)] = r.tally;
            finished[static_cast<std::size_t>(r.index)].store(true);
            resumedNodes += r.tally.nodes;
        }
        resumedSeconds = resume->seconds;
    }
    const std::uint64_t aboveNodes = share.part == 0 ? plan.above.nodes : 0;

    std::vector<int> todo;
    for (int i : mine)
        if (!finished[static_cast<std::size_t>(i)].load())
            todo.push_back(i);

    std::atomic<bool> stopAll{false};
    std::atomic<std::size_t> next{0};
    std::atomic<std::uint64_t> finishedNodes{0};
    std::atomic<bool> overflow{false};
    const int threadCount = std::max(1, std::min(share.threads, static_cast<int>(todo.size())));
    std::unique_ptr<std::atomic<std::uint64_t>[]> published(
        new std::atomic<std::uint64_t>[static_cast<std::size_t>(threadCount)]);
    for (int t = 0; t < threadCount; ++t)
        published[t].store(0);
    std::mutex mutex;
    std::condition_variable wake;
    int running = 0;

    const auto totalNodes = [&] {
        std::uint64_t n = aboveNodes + resumedNodes + finishedNodes.load();
        for (int t = 0; t < threadCount; ++t)
            n += published[t].load(std::memory_order_relaxed);
        return n;
    };
    // Walks one item on walk `t` and records its tally.
    const auto runItem = [&](int t, AnyClassWalk& walk, std::size_t index, const std::atomic<bool>* stop) {
        walk.takeBackAll();
        for (int line : plan.items[index])
            walk.play(line);
        WalkTally tally;
        if (share.nodeBudget > 0) {
            const std::uint64_t spent = totalNodes();
            tally.budget = spent < share.nodeBudget ? share.nodeBudget - spent : 1;
        }
        walk.walk(tally, task.maxDepth, stop, &published[t]);
        if (walk.overflowed()) {
            overflow.store(true);
            stopAll.store(true);
        }
        const bool whole = !tally.cut;
        // The published count goes before the finished one grows: a reader in between
        // counts this item's nodes once at most, never twice, so that a tree smaller than
        // the budget is always walked whole, whatever the threads (the analysis relies on it).
        published[t].store(0, std::memory_order_relaxed);
        finishedNodes.fetch_add(tally.nodes);
        results[index] = std::move(tally);
        if (whole)
            finished[index].store(true, std::memory_order_release);
        else
            stopAll.store(true);
    };
    const auto worker = [&](int t, AnyClassWalk& walk) {
        for (;;) {
            const std::size_t k = next.fetch_add(1);
            if (k >= todo.size() || stopAll.load())
                break;
            runItem(t, walk, static_cast<std::size_t>(todo[k]), &stopAll);
        }
        std::lock_guard<std::mutex> lock(mutex);
        --running;
        wake.notify_all();
    };

    const auto snapshot = [&] {
        SolverCheckpoint c;
        c.task = task;
        c.part = share.part;
        c.parts = share.parts;
        c.splitDepth = plan.splitDepth;
        c.itemCount = report.itemCount;
        c.itemsDigest = plan.digest;
        c.seconds = resumedSeconds + std::chrono::duration<double>(Clock::now() - started).count();
        for (int i : mine)
            if (finished[static_cast<std::size_t>(i)].load(std::memory_order_acquire))
                c.done.push_back({i, results[static_cast<std::size_t>(i)]});
        return c;
    };
    const auto progress = [&] {
        SolverProgress p;
        p.items = report.partItems;
        p.nodes = totalNodes();
        p.seconds = resumedSeconds + std::chrono::duration<double>(Clock::now() - started).count();
        p.best = share.part == 0 ? plan.above.best : -1;
        for (int i : mine)
            if (finished[static_cast<std::size_t>(i)].load(std::memory_order_acquire)) {
                ++p.itemsDone;
                p.best = std::max(p.best, results[static_cast<std::size_t>(i)].best);
            }
        return p;
    };
    // What the calling thread does between looks at the work: the caller's stop, the
    // budget, progress, checkpoints.
    auto lastCheckpoint = Clock::now();
    bool checkpointFailed = false;
    const auto watch = [&] {
        if (hooks.stop && hooks.stop->load())
            stopAll.store(true);
        if (share.nodeBudget > 0 && totalNodes() >= share.nodeBudget)
            stopAll.store(true);
        if (hooks.progress)
            hooks.progress(progress());
        if (hooks.checkpoint && std::chrono::duration<double>(Clock::now() - lastCheckpoint).count() >= hooks.checkpointSeconds) {
            lastCheckpoint = Clock::now();
            if (!hooks.checkpoint(snapshot())) {
                checkpointFailed = true;
                stopAll.store(true);
            }
        }
    };

    std::vector<std::unique_ptr<AnyClassWalk>> walks;
    walks.push_back(std::move(first));
    std::optional<Error> threadError;
    if (share.threads == 1) {
        // One thread: the calling one walks and watches between items, and the walk itself
        // stops on the caller's flag. No std::thread: the path of a single-threaded build
        // such as the web page's workers.
        std::atomic<bool> never{false};
        const std::atomic<bool>* callerStop = hooks.stop ? hooks.stop : &never;
        auto lastWatch = Clock::now();
        for (std::size_t k = 0; k < todo.size() && !stopAll.load(); ++k) {
            runItem(0, *walks[0], static_cast<std::size_t>(todo[k]), callerStop);
            if (std::chrono::duration<double>(Clock::now() - lastWatch).count() >= 0.2) {
                lastWatch = Clock::now();
                watch();
            }
        }
    } else {
        for (int t = 1; t < threadCount; ++t) {
            walks.push_back(makeClassWalk(task.variant));
            walks.back()->begin(task.start);
        }
        std::vector<std::thread> threads;
        running = threadCount;
        for (int t = 0; t < threadCount; ++t) {
            try {
                threads.emplace_back(worker, t, std::ref(*walks[static_cast<std::size_t>(t)]));
            } catch (const std::system_error&) {
                Error e;
                e.kind = ErrorKind::Resources;
                e.detail = Phrase(MORPION_TR_NOOP("ErrorDetail", "the system refused a thread"));
                threadError = e;
                stopAll.store(true);
                std::lock_guard<std::mutex> lock(mutex);
                running -= threadCount - t;
                break;
            }
        }
        {
            std::unique_lock<std::mutex> lock(mutex);
            while (running > 0) {
                wake.wait_for(lock, std::chrono::milliseconds(200));
                lock.unlock();
                watch();
                lock.lock();
            }
        }
        for (std::thread& t : threads)
            t.join();
    }
    if (threadError)
        return *threadError;
    if (overflow.load())
        return tooLarge(task.variant);

    if (share.part == 0)
        report.tally.merge(plan.above);
    for (int i : mine) {
        const WalkTally& t = results[static_cast<std::size_t>(i)];
        const bool done = finished[static_cast<std::size_t>(i)].load();
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
    report.seconds = resumedSeconds + std::chrono::duration<double>(Clock::now() - started).count();
    if (hooks.checkpoint && !checkpointFailed)
        hooks.checkpoint(snapshot());
    if (hooks.progress)
        hooks.progress(progress());
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
