#include "core/search/PositionSolver.h"

#include "core/codes/GridEdit.h"
#include "core/rules/Position.h"
#include "core/solver/SolverRun.h"

#include <algorithm>
#include <chrono>

namespace morpion {

namespace {

// One walk of the solver from `start` within the budget.
struct Walk {
    bool exact = false;
    int further = -1; // moves beyond the start on the best path found
    std::vector<Move> path;
    std::uint64_t nodes = 0;
};

Result<Walk> walk(const PositionSolveOptions& o, std::vector<Move> start, const std::atomic<bool>* stop,
                  const std::function<void(std::uint64_t)>& onNodes)
{
    SolverTask task;
    task.variant = o.variant;
    task.start = std::move(start);
    SolverShare share;
    share.threads = o.threads;
    share.nodeBudget = o.nodes;
    SolverHooks hooks;
    hooks.stop = stop;
    hooks.progress = [&](const SolverProgress& p) { onNodes(p.nodes); };
    auto report = runSolver(task, share, hooks);
    if (!report)
        return report.error();
    Walk w;
    w.nodes = report->tally.nodes;
    // As the analysis: exact only below the budget, whatever the threads overshot.
    w.exact = report->complete && report->tally.nodes < o.nodes && !(stop && stop->load());
    w.further = report->tally.best;
    w.path = report->tally.bestPath;
    return w;
}

} // namespace

Result<PositionSolution> solvePosition(const PositionSolveOptions& o, const std::atomic<bool>* stop,
                                       const std::function<void(const PositionSolveProgress&)>& progress)
{
    if (auto bad = checkPlayable(o.variant, o.start))
        return *bad;
    const auto began = std::chrono::steady_clock::now();
    PositionSolveProgress p;
    const auto report = [&](std::uint64_t walkNodes, std::uint64_t earlier) {
        if (!progress)
            return;
        p.nodes = earlier + walkNodes;
        p.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
        progress(p);
    };
    const auto start = static_cast<int>(o.start.size());
    PositionSolution s;
    const auto root = walk(o, o.start, stop, [&](std::uint64_t n) { report(n, 0); });
    if (!root)
        return root.error();
    s.nodes = root->nodes;
    s.proven = root->exact;
    s.line = o.start;
    if (root->further >= 0)
        s.line.insert(s.line.end(), root->path.begin(), root->path.end());
    s.score = static_cast<int>(s.line.size());
    p.best = s.score;

    Position position(o.variant);
    for (const Move& m : o.start)
        position.play(m);
    const std::vector<Move> legal = position.legalMoves();
    if (s.proven && legal.empty())
        s.keepingComplete = true;
    if (s.proven && !legal.empty()) {
        // The best line's first move keeps the score by the walk itself; every other legal
        // move, by its own walk (a subtree of the position's, within the same budget).
        p.moves = static_cast<int>(legal.size());
        bool all = true;
        std::vector<Move> after = o.start;
        after.emplace_back();
        for (const Move& m : legal) {
            if (stop && stop->load()) {
                all = false;
                break;
            }
            bool keeps = m == s.line[static_cast<std::size_t>(start)];
            if (!keeps) {
                after.back() = m;
                const auto child = walk(o, after, stop, [&](std::uint64_t n) { report(n, s.nodes); });
                if (!child)
                    return child.error();
                s.nodes += child->nodes;
                all = all && child->exact;
                keeps = child->exact && start + 1 + child->further == s.score;
            }
            if (keeps)
                s.keeping.push_back(m);
            ++p.movesDone;
            report(0, s.nodes);
        }
        s.keepingComplete = all;
    }
    s.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    p.nodes = s.nodes;
    p.seconds = s.seconds;
    if (progress)
        progress(p);
    return s;
}

} // namespace morpion
