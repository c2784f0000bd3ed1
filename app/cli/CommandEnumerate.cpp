// enumerate: how many positions and classes of positions extend a grid, move by move.

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"
#include "app/cli/SolverCommand.h"

namespace morpion::cli {

int runEnumerate(const QStringList& args)
{
    CommandLine cl(QStringLiteral("enumerate"),
                   QStringLiteral("Counts every position that extends GRID (the cross when none is given) up to N moves: for\n"
                                  "each number of moves from the grid's to N, the positions (sets of moves played) and their\n"
                                  "classes under the symmetries that keep the grid (the cross has 8). Prints a tab-separated\n"
                                  "table with the header line \"moves  positions  classes\" and one row per number of moves,\n"
                                  "zeros once no position has that many. Each class is visited once (docs/solver.md).\n"
                                  "--threads shares the work out; --part I/K does the I-th of K shares (for a cluster) and\n"
                                  "adds lines for `morpion-cli combine`, which adds K outputs up to the table one run prints.\n"
                                  "Ctrl-C / SIGTERM stop early: the table so far, then a line \"# stopped by a signal...\";\n"
                                  "the exit status is 0 when --checkpoint saved the work (--resume goes on from it), else 4."));
    const SolverOptions shared = addSolverOptions(cl);
    const QCommandLineOption depthOption(QStringLiteral("depth"),
                                         QStringLiteral("Count up to N moves in all, the grid's included (required)."),
                                         QStringLiteral("N"));
    cl.addOption(depthOption);
    if (auto stop = cl.parse(args))
        return *stop;
    if (!cl.parser().isSet(depthOption))
        return cl.usageError(QStringLiteral("missing --depth N (the number of moves to count up to)"));
    std::uint64_t depth = 0;
    if (!cl.integerOption(depthOption, depth, 0, maxSolverDepth))
        return ExitUsage;

    SolverJob job;
    job.enumerate = true;
    if (auto stop = readSolverJob(cl, shared, job))
        return *stop;
    const auto startMoves = static_cast<std::uint64_t>(job.task.start.size());
    if (depth < startMoves)
        return cl.usageError(
            QStringLiteral("--depth %1 is below the grid's %2 moves: give at least %2").arg(depth).arg(startMoves));
    job.task.maxDepth = static_cast<int>(depth - startMoves);
    if (auto stop = readSolverFiles(cl, job))
        return *stop;
    return runSolverJob(cl, job);
}

} // namespace morpion::cli
