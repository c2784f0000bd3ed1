// analyse: how much each move of a game cost, by searches from every position of it.

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"
#include "app/cli/StopSignals.h"

#include "core/formats/AnalysisTable.h"
#include "core/search/GameAnalyser.h"

#include <cstdio>
#include <numeric>

namespace morpion::cli {

int runAnalyse(const QStringList& args)
{
    CommandLine cl(QStringLiteral("analyse"),
                   QStringLiteral("Analyses a game move by move. From every position of it (after its first k moves)\n"
                                  "NRPA searches of --budget playouts in all look for long games; E(k) is the longest\n"
                                  "game found that plays the game's first k moves (in any order), so E never rises and\n"
                                  "E(n) is at least the game's score. The loss of move k is E(k-1) - E(k): how much\n"
                                  "longer the best game found without the move is than the best found with it. The later\n"
                                  "passes search each position again, warmed toward the better game of the move before,\n"
                                  "so that a loss that stays is one the searches could not repair.\n"
                                  "Prints a tab-separated table with the header line\n"
                                  "  move  text  best_before  best_after  loss  better\n"
                                  "and one line per move in play order: its number (from 1), the move as `moves` prints it,\n"
                                  "E(k-1), E(k), the loss, and the layer code of the better game where the loss is positive.\n"
                                  "The game's order is its play order: a game number, a move list or a record file keep it;\n"
                                  "a layer code gives its moves in layer order. The same --seed, --budget and --passes\n"
                                  "give the same table whatever --threads. Ctrl-C / SIGTERM stop early and print what is\n"
                                  "known (empty fields where a position was not searched), then a line \"# stopped by a\n"
                                  "signal...\", with exit status 4; a summary goes to standard error. docs/analysis.md\n"
                                  "says what a loss of one or two moves can and cannot mean."));
    cl.addPositional(QStringLiteral("GAME"),
                     QStringLiteral("A game number, a layer code, a move list or a file in any grid format."));
    const QCommandLineOption budgetOption(
        QStringLiteral("budget"),
        QStringLiteral("NRPA playouts per position, split between the passes (default %1).").arg(AnalysisOptions::defaultBudget),
        QStringLiteral("N"));
    const QCommandLineOption threadsOption(QStringLiteral("threads"),
                                           QStringLiteral("Positions searched at once (default 1; 0 = one per core)."),
                                           QStringLiteral("T"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), QStringLiteral("Seed of the random generator (default 1)."),
                                        QStringLiteral("N"));
    const QCommandLineOption topOption(
        QStringLiteral("top"), QStringLiteral("Print only the K largest losses, the largest first."), QStringLiteral("K"));
    const QCommandLineOption levelOption(QStringLiteral("level"),
                                         QStringLiteral("NRPA nesting level (default %1).").arg(AnalysisOptions::defaultLevel),
                                         QStringLiteral("L"));
    const QCommandLineOption perLevelOption(
        QStringLiteral("per-level"),
        QStringLiteral("NRPA iterations per level (default %1).").arg(AnalysisOptions::defaultPerLevel), QStringLiteral("N"));
    const QCommandLineOption reuseOption(
        QStringLiteral("reuse"),
        QStringLiteral("on: the first pass goes back through chains of 8 positions, each search warmed\n"
                       "by the longest game the chain found after it (default off)."),
        QStringLiteral("on|off"));
    const QCommandLineOption passesOption(
        QStringLiteral("passes"),
        QStringLiteral("Searches per position: the first from scratch, the others warmed toward the\n"
                       "best game found for the position before (default %1).")
            .arg(AnalysisOptions::defaultPasses),
        QStringLiteral("P"));
    cl.addOptions({budgetOption, threadsOption, seedOption, topOption, levelOption, perLevelOption, reuseOption, passesOption});
    if (auto stop = cl.parse(args))
        return *stop;

    AnalysisOptions options;
    std::uint64_t budget = static_cast<std::uint64_t>(options.budget), seed = 1, top = 0;
    std::uint64_t level = static_cast<std::uint64_t>(options.level), perLevel = static_cast<std::uint64_t>(options.perLevel);
    std::uint64_t passes = static_cast<std::uint64_t>(options.passes);
    if (!cl.integerOption(passesOption, passes, 1, 100))
        return ExitUsage;
    options.passes = static_cast<int>(passes);
    // Each pass takes at least one playout of the budget (GameAnalyser::check).
    if (!cl.integerOption(budgetOption, budget, passes, 1000000000) || !cl.threadsOption(threadsOption, options.limits.threads) ||
        !cl.integerOption(seedOption, seed, 0, ~std::uint64_t{0}) || !cl.integerOption(topOption, top, 1, 1000000) ||
        !cl.integerOption(levelOption, level, 1, 10) || !cl.integerOption(perLevelOption, perLevel, 1, 1000000))
        return ExitUsage;
    if (cl.parser().isSet(reuseOption)) {
        const QString reuse = cl.parser().value(reuseOption);
        if (reuse != QStringLiteral("on") && reuse != QStringLiteral("off"))
            return cl.usageError(QStringLiteral("--reuse needs on or off, not '%1'").arg(reuse));
        options.reuse = reuse == QStringLiteral("on");
    }
    const auto game = cl.readGridArgument(0);
    if (!game)
        return ExitBadInput;
    options.variant = game->variant;
    options.game = game->moves;
    options.budget = static_cast<std::int64_t>(budget);
    options.limits.seed = seed;
    options.level = static_cast<int>(level);
    options.perLevel = static_cast<int>(perLevel);
    options.limits.progressSeconds = 1e9; // the table is the output
    if (auto bad = GameAnalyser::check(options))
        return cl.fail(*bad);

    GameAnalyser analyser(options);
    StopSignals stopSignals;
    const auto analysed = analyser.run({}, StopSignals::flag());
    if (!analysed)
        return cl.fail(analysed.error());
    const GameAnalysis& a = analysed.value();

    std::vector<int> moves(static_cast<std::size_t>(a.moveCount()));
    std::iota(moves.begin(), moves.end(), 1);
    if (cl.parser().isSet(topOption))
        moves = a.largestLosses(static_cast<int>(top));
    writeOut(analysisTable(a, moves));

    // A table cut short says so where it is read, and in the exit status (ExitStopped), so
    // that a script cannot take it for a finished one.
    const bool stopped = analyser.stopReason() == SearchStop::Requested;
    if (stopped)
        writeLine("# stopped by a signal before the end: " +
                  (a.complete() ? std::string("every position searched, but not in every pass")
                                : std::to_string(a.searchedPositions()) + " of " + std::to_string(a.moveCount() + 1) +
                                      " positions searched") +
                  "; the table is partial");
    char summary[320];
    std::snprintf(
        summary, sizeof summary, "%d move%s, %d of %d positions searched, budget %lld, seed %llu, %d thread%s, %.2f s; %s%s",
        a.moveCount(), a.moveCount() == 1 ? "" : "s", a.searchedPositions(), a.moveCount() + 1,
        static_cast<long long>(options.budget), static_cast<unsigned long long>(seed), options.limits.threads,
        options.limits.threads == 1 ? "" : "s", analyser.seconds(),
        a.best(0) < 0 ? "E(0) not known (the first position was not searched)" : ("E(0) = " + std::to_string(a.best(0))).c_str(),
        stopped ? ", stopped by a signal (exit status 4)" : "");
    writeErrorLine("morpion-cli analyse: " + std::string(summary));
    return stopped ? ExitStopped : ExitOk;
}

} // namespace morpion::cli
