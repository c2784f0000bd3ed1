// improve: large neighbourhood search on a grid, its log on standard output (and in a log
// file) as it happens, in the search log's form.

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"
#include "app/cli/GridArgument.h"
#include "app/cli/LogOutput.h"
#include "app/cli/StopSignals.h"

#include "core/Improver.h"

#include <cstdio>
#include <random>
#include <thread>

namespace morpion::cli {

int runImprove(const QStringList& args)
{
    CommandLine cl(
        QStringLiteral("improve"),
        QStringLiteral(
            "Improves a grid by large neighbourhood search: repeatedly removes a neighbourhood of\n"
            "the current grid (a square around a random move, a few consecutive layers, or the cone\n"
            "of a random move, each with every move that needs it), refills it with a short NRPA\n"
            "search that keeps the rest fixed, and keeps the result when it is at least as long.\n"
            "Prints a line \"iteration. score (elapsed_seconds) code\" for the grid itself (iteration\n"
            "0) and each time the best score rises; an iteration is one neighbourhood refilled.\n"
            "Stops after --seconds, --iterations or at --target, whichever comes first (10 seconds\n"
            "when none is given), or on Ctrl-C / SIGTERM; a summary goes to standard error. The same\n"
            "--seed and --threads with --iterations give the same best grid."));
    cl.addPositional(QStringLiteral("GRID"), QStringLiteral("A layer code, a game number, or a file in any grid format."));
    const QCommandLineOption secondsOption(QStringLiteral("seconds"), QStringLiteral("Stop after S seconds."),
                                           QStringLiteral("S"));
    const QCommandLineOption iterationsOption(
        QStringLiteral("iterations"), QStringLiteral("Stop after K neighbourhoods over all threads."), QStringLiteral("K"));
    const QCommandLineOption targetOption(QStringLiteral("target"), QStringLiteral("Stop when a grid reaches SCORE moves."),
                                          QStringLiteral("SCORE"));
    const QCommandLineOption seedOption(
        QStringLiteral("seed"), QStringLiteral("Seed of the random generator (default: a random seed, shown in the summary)."),
        QStringLiteral("N"));
    const QCommandLineOption threadsOption(
        QStringLiteral("threads"),
        QStringLiteral("Independent improvers from the grid, sharing the best (default 1; 0 = one per core)."),
        QStringLiteral("T"));
    const QCommandLineOption levelOption(QStringLiteral("level"), QStringLiteral("Level of the refilling NRPA (default 2)."),
                                         QStringLiteral("L"));
    const QCommandLineOption perLevelOption(
        QStringLiteral("per-level"), QStringLiteral("Iterations per level of the refilling NRPA (default 60)."),
        QStringLiteral("N"));
    const QCommandLineOption maxRemovedOption(
        QStringLiteral("max-removed"), QStringLiteral("Largest neighbourhood, in moves with their cones (default 40)."),
        QStringLiteral("M"));
    const QCommandLineOption logOption(QStringLiteral("log"),
                                       QStringLiteral("Also append the log to FILE (created if needed, safe to share)."),
                                       QStringLiteral("FILE"));
    cl.parser().addOptions({secondsOption, iterationsOption, targetOption, seedOption, threadsOption, levelOption,
                            perLevelOption, maxRemovedOption, logOption});
    if (auto stop = cl.parse(args))
        return *stop;

    ImproverOptions options;
    double seconds = -1;
    std::uint64_t iterations = 0, target = 0, threads = 1, level = 2, perLevel = 60, maxRemoved = 40;
    std::uint64_t seed = (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}();
    if (!cl.doubleOption(QStringLiteral("seconds"), seconds, 0, 1e9) ||
        !cl.integerOption(QStringLiteral("iterations"), iterations, 0, std::uint64_t{1} << 53) ||
        !cl.integerOption(QStringLiteral("target"), target, 1, 100000) ||
        !cl.integerOption(QStringLiteral("seed"), seed, 0, ~std::uint64_t{0}) ||
        !cl.integerOption(QStringLiteral("threads"), threads, 0, 1024) ||
        !cl.integerOption(QStringLiteral("level"), level, 1, 10) ||
        !cl.integerOption(QStringLiteral("per-level"), perLevel, 1, 1000000) ||
        !cl.integerOption(QStringLiteral("max-removed"), maxRemoved, 1, 100000))
        return ExitUsage;
    const bool hasIterations = cl.parser().isSet(iterationsOption);
    const bool hasTarget = cl.parser().isSet(targetOption);
    if (seconds < 0 && !hasIterations && !hasTarget)
        seconds = 10;
    if (threads == 0)
        threads = std::max(1u, std::thread::hardware_concurrency());

    const auto grid = readGridArgument(cl.positional().at(0), cl.variant(), cl.parser().isSet(QStringLiteral("variant")));
    if (!grid)
        return cl.fail(grid.error());
    options.variant = grid->variant;
    options.grid = grid->moves;
    options.seed = seed;
    options.threads = static_cast<int>(threads);
    options.maxSeconds = seconds;
    options.maxIterations = hasIterations ? static_cast<std::int64_t>(iterations) : -1;
    options.targetScore = hasTarget ? static_cast<int>(target) : -1;
    options.level = static_cast<int>(level);
    options.iterations = static_cast<int>(perLevel);
    options.maxRemoved = static_cast<int>(maxRemoved);
    options.progressSeconds = 1e9; // no progress lines: the log is the output
    if (auto bad = Improver::check(options))
        return cl.fail(*bad);

    const std::string logPath = cl.parser().value(logOption).toStdString();
    auto opened = LogOutput::open(logPath, "improve");
    if (!opened)
        return cl.fail(opened.error());
    LogOutput log = std::move(opened).value();
    log.comment(utcTimestamp() + " morpion-cli improve --variant " + std::string(variantName(options.variant)) +
                " --seed " + std::to_string(seed) + " --threads " + std::to_string(threads) + ", from a grid of " +
                std::to_string(options.grid.size()));

    Improver improver(options);
    StopSignals stopSignals;
    const auto result = improver.run(
        [&](const SearchImprovement& found) { log.improvement(found); }, {}, StopSignals::flag());
    if (!result)
        return cl.fail(result.error());

    const SearchResult& r = result.value();
    char summary[320];
    std::snprintf(summary, sizeof summary, "best %d from %zu after %lld neighbourhoods in %.2f s, seed %llu, %d thread%s%s",
                  r.score, options.grid.size(), static_cast<long long>(r.iterations), r.seconds,
                  static_cast<unsigned long long>(seed), options.threads, options.threads == 1 ? "" : "s",
                  r.reason == SearchStop::Requested ? ", stopped by a signal" : "");
    writeErrorLine("morpion-cli improve: " + std::string(summary));
    log.comment(summary);
    return log.failed() ? ExitBadInput : ExitOk;
}

} // namespace morpion::cli
