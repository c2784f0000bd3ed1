// analyse: how much each move of a game cost, by searches from every position of it.

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"
#include "app/cli/StopSignals.h"

#include "core/formats/AnalysisTable.h"
#include "core/search/GameAnalyser.h"

#include <cstdio>
#include <numeric>

namespace morpion::cli {

namespace {

QString analyseDescription()
{
    return QStringLiteral("Analyses a game move by move. First the solver walks the positions from the end back,\n"
                          "each within --nodes classes, until one has more: those positions are proven, their\n"
                          "E(k) exact. From every other position (after its first k moves) NRPA searches of\n"
                          "--budget playouts in all look for long games; E(k) is the longest game found that plays\n"
                          "the game's first k moves (in any order), so E never rises and E(n) is at least the\n"
                          "game's score. The loss of move k is E(k-1) - E(k): how much longer the best game found\n"
                          "without the move is than the best found with it. The later passes search each position\n"
                          "again, warmed toward the better game of the move before, so that a loss that stays is\n"
                          "one the searches could not repair.\n"
                          "Prints a tab-separated table with the header line\n"
                          "  move  text  best_before  best_after  loss  better  proven\n"
                          "and one line per move in play order: its number (from 1), the move as `moves` prints it,\n"
                          "E(k-1), E(k), the loss, the layer code of the better game where the loss is positive,\n"
                          "and yes where E(k-1) and E(k) are both proven (the loss is exact), else no.\n"
                          "The game's order is its play order: a game number, a move list or a record file keep it;\n"
                          "a layer code gives its moves in layer order. The same --seed, --budget, --passes and\n"
                          "--nodes give the same table whatever --threads. Ctrl-C / SIGTERM stop early and print what is\n"
                          "known (empty fields where a position was not searched), then a line \"# stopped by a\n"
                          "signal...\", with exit status 4; a summary goes to standard error. docs/analysis.md\n"
                          "says what a loss of one or two moves can and cannot mean.");
}

// The options analyse adds to --variant and --help.
struct AnalyseFlags {
    QCommandLineOption budget, threads, seed, top, level, perLevel, reuse, passes, nodes;
};

AnalyseFlags addAnalyseFlags(CommandLine& cl)
{
    cl.addPositional(QStringLiteral("GAME"),
                     QStringLiteral("A game number, a layer code, a move list or a file in any grid format."));
    const QCommandLineOption budget(
        QStringLiteral("budget"),
        QStringLiteral("NRPA playouts per position, split between the passes (default %1).").arg(AnalysisOptions::defaultBudget),
        QStringLiteral("N"));
    const QCommandLineOption threads(QStringLiteral("threads"),
                                     QStringLiteral("Positions searched at once (default 1; 0 = one per core)."),
                                     QStringLiteral("T"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("Seed of the random generator (default 1)."),
                                  QStringLiteral("N"));
    const QCommandLineOption top(QStringLiteral("top"), QStringLiteral("Print only the K largest losses, the largest first."),
                                 QStringLiteral("K"));
    const QCommandLineOption level(QStringLiteral("level"),
                                   QStringLiteral("NRPA nesting level (default %1).").arg(AnalysisOptions::defaultLevel),
                                   QStringLiteral("L"));
    const QCommandLineOption perLevel(
        QStringLiteral("per-level"),
        QStringLiteral("NRPA iterations per level (default %1).").arg(AnalysisOptions::defaultPerLevel), QStringLiteral("N"));
    const QCommandLineOption reuse(
        QStringLiteral("reuse"),
        QStringLiteral("on: the first pass goes back through chains of 8 positions, each search warmed\n"
                       "by the longest game the chain found after it (default off)."),
        QStringLiteral("on|off"));
    const QCommandLineOption passes(QStringLiteral("passes"),
                                    QStringLiteral("Searches per position: the first from scratch, the others warmed toward the\n"
                                                   "best game found for the position before (default %1).")
                                        .arg(AnalysisOptions::defaultPasses),
                                    QStringLiteral("P"));
    const QCommandLineOption nodes(
        QStringLiteral("nodes"),
        QStringLiteral("The solver's budget per position, in classes of positions (default %1; 0: no solving).")
            .arg(AnalysisOptions::defaultNodes),
        QStringLiteral("N"));
    cl.addOptions({budget, threads, seed, top, level, perLevel, reuse, passes, nodes});
    return {budget, threads, seed, top, level, perLevel, reuse, passes, nodes};
}

// Reads the options into `options` (its game left alone) and --top into `top`; the exit
// status of a usage error, nothing when they are all right.
std::optional<int> readAnalyseFlags(const CommandLine& cl, const AnalyseFlags& flags, AnalysisOptions& options,
                                    std::uint64_t& top)
{
    std::uint64_t budget = static_cast<std::uint64_t>(options.budget), seed = 1;
    std::uint64_t level = static_cast<std::uint64_t>(options.level), perLevel = static_cast<std::uint64_t>(options.perLevel);
    std::uint64_t passes = static_cast<std::uint64_t>(options.passes);
    std::uint64_t nodes = options.nodes;
    if (!cl.integerOption(flags.passes, passes, 1, 100))
        return ExitUsage;
    options.passes = static_cast<int>(passes);
    // Each pass takes at least one playout of the budget (GameAnalyser::check).
    if (!cl.integerOption(flags.budget, budget, passes, 1000000000) || !cl.threadsOption(flags.threads, options.limits.threads) ||
        !cl.integerOption(flags.seed, seed, 0, ~std::uint64_t{0}) || !cl.integerOption(flags.top, top, 1, 1000000) ||
        !cl.integerOption(flags.level, level, 1, 10) || !cl.integerOption(flags.perLevel, perLevel, 1, 1000000) ||
        !cl.integerOption(flags.nodes, nodes, 0, AnalysisOptions::mostNodes))
        return ExitUsage;
    if (cl.parser().isSet(flags.reuse)) {
        const QString reuse = cl.parser().value(flags.reuse);
        if (reuse != QStringLiteral("on") && reuse != QStringLiteral("off"))
            return cl.usageError(QStringLiteral("--reuse needs on or off, not '%1'").arg(reuse));
        options.reuse = reuse == QStringLiteral("on");
    }
    options.budget = static_cast<std::int64_t>(budget);
    options.limits.seed = seed;
    options.level = static_cast<int>(level);
    options.perLevel = static_cast<int>(perLevel);
    options.nodes = nodes;
    options.limits.progressSeconds = 1e9; // the table is the output
    return std::nullopt;
}

// The line that ends a table cut short, and the summary on standard error.
void reportAnalysis(const GameAnalyser& analyser, const GameAnalysis& a, const AnalysisOptions& options, bool stopped)
{
    if (stopped)
        writeLine("# stopped by a signal before the end: " +
                  (a.complete() ? std::string("every position searched, but not in every pass")
                                : std::to_string(a.searchedPositions()) + " of " + std::to_string(a.moveCount() + 1) +
                                      " positions searched") +
                  "; the table is partial");
    char summary[400];
    std::snprintf(
        summary, sizeof summary,
        "%d move%s, %d of %d positions searched, %d proven, budget %lld, nodes %llu, seed %llu, %d thread%s, %.2f s; %s%s",
        a.moveCount(), a.moveCount() == 1 ? "" : "s", a.searchedPositions(), a.moveCount() + 1, a.provenCount(),
        static_cast<long long>(options.budget), static_cast<unsigned long long>(options.nodes),
        static_cast<unsigned long long>(options.limits.seed), options.limits.threads, options.limits.threads == 1 ? "" : "s",
        analyser.seconds(),
        a.best(0) < 0 ? "E(0) not known (the first position was not searched)"
                      : ("E(0) = " + std::to_string(a.best(0)) + (a.proven(0) ? " (proven)" : "")).c_str(),
        stopped ? ", stopped by a signal (exit status 4)" : "");
    writeErrorLine("morpion-cli analyse: " + std::string(summary));
}

} // namespace

int runAnalyse(const QStringList& args)
{
    CommandLine cl(QStringLiteral("analyse"), analyseDescription());
    const AnalyseFlags flags = addAnalyseFlags(cl);
    if (auto stop = cl.parse(args))
        return *stop;

    AnalysisOptions options;
    std::uint64_t top = 0;
    if (const auto bad = readAnalyseFlags(cl, flags, options, top))
        return *bad;
    const auto game = cl.readGridArgument(0);
    if (!game)
        return ExitBadInput;
    options.variant = game->variant;
    options.game = game->moves;
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
    if (cl.parser().isSet(flags.top))
        moves = a.largestLosses(static_cast<int>(top));
    writeOut(analysisTable(a, moves));

    // A table cut short says so where it is read, and in the exit status (ExitStopped), so
    // that a script cannot take it for a finished one.
    const bool stopped = analyser.stopReason() == SearchStop::Requested;
    reportAnalysis(analyser, a, options, stopped);
    return stopped ? ExitStopped : ExitOk;
}

} // namespace morpion::cli
