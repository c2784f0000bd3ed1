// improve: large neighbourhood search on a grid, its log on standard output (and in a log
// file) as it happens, in the search log's form.

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"
#include "app/cli/LogOutput.h"
#include "app/cli/StopSignals.h"

#include "core/search/Improver.h"

#include <cstdio>

namespace morpion::cli {

namespace {

// The options improve reads itself (the NRPA's are read by their names, readParameters).
struct ImproveFlags {
    LimitOptions limits;
    QCommandLineOption log;
};

ImproveFlags addImproveFlags(CommandLine& cl)
{
    cl.addPositional(QStringLiteral("GRID"), QStringLiteral("A layer code, a game number, or a file in any grid format."));
    const LimitOptions limitOptions{
        {QStringLiteral("seconds"), QStringLiteral("Stop after S seconds."), QStringLiteral("S")},
        {QStringLiteral("iterations"), QStringLiteral("Stop after K neighbourhoods over all threads."), QStringLiteral("K")},
        {QStringLiteral("target"), QStringLiteral("Stop when a grid reaches SCORE moves."), QStringLiteral("SCORE")},
        {QStringLiteral("seed"), QStringLiteral("Seed of the random generator (default: a random seed, shown in the summary)."),
         QStringLiteral("N")},
        {QStringLiteral("threads"),
         QStringLiteral("Independent improvers from the grid, sharing the best (default 1; 0 = one per core)."),
         QStringLiteral("T")}};
    const QCommandLineOption levelOption(QStringLiteral("level"), QStringLiteral("Level of the refilling NRPA (default 2)."),
                                         QStringLiteral("L"));
    const QCommandLineOption perLevelOption(QStringLiteral("per-level"),
                                            QStringLiteral("Iterations per level of the refilling NRPA (default 60)."),
                                            QStringLiteral("N"));
    const QCommandLineOption maxRemovedOption(QStringLiteral("max-removed"),
                                              QStringLiteral("Largest neighbourhood, in moves with their cones (default 40)."),
                                              QStringLiteral("M"));
    const QCommandLineOption logOption(QStringLiteral("log"),
                                       QStringLiteral("Also append the log to FILE (created if needed, safe to share)."),
                                       QStringLiteral("FILE"));
    cl.addOptions(limitOptions.all());
    cl.addOptions({levelOption, perLevelOption, maxRemovedOption, logOption});
    return {limitOptions, logOption};
}

} // namespace

int runImprove(const QStringList& args)
{
    CommandLine cl(QStringLiteral("improve"),
                   QStringLiteral("Improves a grid by large neighbourhood search: repeatedly removes a neighbourhood of\n"
                                  "the current grid (a square around a random move, a few consecutive layers, or the cone\n"
                                  "of a random move, each with every move that needs it), refills it with a short NRPA\n"
                                  "search that keeps the rest fixed, and keeps the result when it is at least as long.\n"
                                  "Prints a line \"iteration. score (elapsed_seconds) code\" for the grid itself (iteration\n"
                                  "0) and each time the best score rises; an iteration is one neighbourhood refilled.\n"
                                  "Stops after --seconds, --iterations or at --target, whichever comes first (10 seconds\n"
                                  "when none is given), or on Ctrl-C / SIGTERM; a summary goes to standard error. The same\n"
                                  "--seed and --threads with --iterations give the same best grid."));
    const ImproveFlags flags = addImproveFlags(cl);
    if (auto stop = cl.parse(args))
        return *stop;

    // Each option once, into the one options value; their ranges are the check's.
    ImproverOptions options;
    const auto limits = cl.limits(flags.limits);
    if (!limits || !cl.readParameters<ImproverParameters>(options))
        return ExitUsage;
    options.limits = *limits;
    const auto grid = cl.readGridArgument(0);
    if (!grid)
        return ExitBadInput;
    options.variant = grid->variant;
    options.grid = grid->moves;
    Improver improver(options); // the options' one check
    if (improver.problem()) {
        if (const auto broken = firstBrokenRule<ImproverParameters>(options))
            return cl.parameterError(*broken);
        return cl.fail(*improver.problem());
    }

    const std::string logPath = cl.parser().value(flags.log).toStdString();
    auto opened = LogOutput::open(logPath, "improve");
    if (!opened)
        return cl.fail(opened.error());
    LogOutput log = std::move(opened).value();
    // Who wrote what follows, with every option of the improvement.
    log.comment(utcTimestamp() + " morpion-cli improve --variant " + std::string(variantName(options.variant)) + " --seed " +
                std::to_string(options.limits.seed) + " --threads " + std::to_string(options.limits.threads) +
                parametersText<ImproverParameters>(options) + ", from a grid of " + std::to_string(options.grid.size()));

    StopSignals stopSignals;
    const auto result = improver.run([&](const SearchImprovement& found) { log.improvement(found); }, {}, StopSignals::flag());
    if (!result)
        return cl.fail(result.error());

    const SearchResult& r = result.value();
    char summary[320];
    std::snprintf(summary, sizeof summary, "best %d from %zu after %lld neighbourhoods in %.2f s, seed %llu, %d thread%s%s",
                  r.score, options.grid.size(), static_cast<long long>(r.iterations), r.seconds,
                  static_cast<unsigned long long>(options.limits.seed), options.limits.threads,
                  options.limits.threads == 1 ? "" : "s", r.reason == SearchStop::Requested ? ", stopped by a signal" : "");
    writeErrorLine("morpion-cli improve: " + std::string(summary));
    log.comment(summary);
    return log.failed() ? ExitBadInput : ExitOk;
}

} // namespace morpion::cli
