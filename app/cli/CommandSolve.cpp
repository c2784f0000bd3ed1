// solve: the longest game from a position, proven by visiting every class of positions.

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"
#include "app/cli/SolverCommand.h"

namespace morpion::cli {

int runSolve(const QStringList& args)
{
    CommandLine cl(QStringLiteral("solve"),
                   QStringLiteral("Finds the longest game that extends GRID (the cross when none is given) by visiting every\n"
                                  "class of positions that extends it once (docs/solver.md). Prints tab-separated lines:\n"
                                  "  score    the moves of the longest game found, the grid's included\n"
                                  "  further  its moves beyond the grid\n"
                                  "  proven   yes when every class was visited: no game is longer; else no\n"
                                  "  nodes    the classes visited\n"
                                  "  seconds  the time taken, over every run of a resumed work\n"
                                  "  code     the layer code of a game of that score\n"
                                  "--nodes N stops after about N classes with the longest game found so far (proven no).\n"
                                  "--threads shares the work out; --part I/K does the I-th of K shares (for a cluster) and\n"
                                  "adds lines for `morpion-cli combine`, which gives the answer of one run from the K outputs.\n"
                                  "Ctrl-C / SIGTERM stop early with what was found (proven no) and a line \"# stopped by a\n"
                                  "signal...\"; the exit status is 0 when --checkpoint saved the work (--resume goes on from\n"
                                  "it), else 4. Proven or not, a finished run exits with 0."));
    const SolverOptions shared = addSolverOptions(cl);
    const QCommandLineOption nodesOption(
        QStringLiteral("nodes"), QStringLiteral("Stop after about N classes visited (default: no limit)."), QStringLiteral("N"));
    cl.addOption(nodesOption);
    if (auto stop = cl.parse(args))
        return *stop;
    std::uint64_t nodes = 0;
    if (!cl.integerOption(nodesOption, nodes, 1, ~std::uint64_t{0}))
        return ExitUsage;

    SolverJob job;
    job.share.nodeBudget = nodes;
    if (auto stop = readSolverJob(cl, shared, job))
        return *stop;
    if (auto stop = readSolverFiles(cl, job))
        return *stop;
    return runSolverJob(cl, job);
}

} // namespace morpion::cli
