// search: the hill climb of spec section 6 or NRPA, its log on standard output (and in a
// log file) as it happens.

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"
#include "app/cli/GridFormat.h"

#include "core/CodeCollection.h"
#include "core/Search.h"
#include "core/SearchLog.h"

#include <QFileInfo>

#include <atomic>
#include <csignal>
#include <cstdio>
#include <ctime>
#include <random>
#include <string>
#include <thread>

namespace morpion::cli {

namespace {

// Set by SIGINT/SIGTERM; the search checks it every few milliseconds. A lock-free atomic
// is safe to store from a signal handler.
std::atomic<bool> stopRequested{false};
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void onStopSignal(int)
{
    stopRequested.store(true, std::memory_order_relaxed);
}

// Installs the handlers for the lifetime of a search and puts the defaults back after.
class StopSignals {
public:
    StopSignals()
    {
        stopRequested = false;
        oldInt_ = std::signal(SIGINT, onStopSignal);
        oldTerm_ = std::signal(SIGTERM, onStopSignal);
    }
    ~StopSignals()
    {
        std::signal(SIGINT, oldInt_ == SIG_ERR ? SIG_DFL : oldInt_);
        std::signal(SIGTERM, oldTerm_ == SIG_ERR ? SIG_DFL : oldTerm_);
    }
    StopSignals(const StopSignals&) = delete;
    StopSignals& operator=(const StopSignals&) = delete;

private:
    void (*oldInt_)(int) = SIG_DFL;
    void (*oldTerm_)(int) = SIG_DFL;
};

// The best grid of a log or any collection of codes (a merged file, a forum post).
Result<CodeEntry> bestGridIn(const std::string& path, Variant variant)
{
    auto text = readInput(QString::fromStdString(path));
    if (!text)
        return text.error();
    const CodeCollection codes = readCodeCollection(text.value(), variant);
    const CodeEntry* best = nullptr;
    for (const CodeEntry& e : codes.entries)
        if (e.variant == variant && (!best || e.score > best->score))
            best = &e;
    if (best)
        return *best;
    Error e;
    e.kind = ErrorKind::EmptyInput;
    e.detail = path + " holds no " + std::string(variantName(variant)) + " grid to resume from";
    if (!codes.failures.empty()) {
        e = codes.failures.front().error;
        e.line = codes.failures.front().line;
        e.detail = path + ": " + e.detail;
    }
    return e;
}

std::string timestamp()
{
    const std::time_t now = std::time(nullptr);
    char text[32];
    std::tm parts{};
    gmtime_r(&now, &parts);
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &parts);
    return text;
}

} // namespace

int runSearch(const QStringList& args)
{
    CommandLine cl(
        QStringLiteral("search"),
        QStringLiteral(
            "Searches for long games and prints a line \"iteration. score (elapsed_seconds) code\"\n"
            "each time the best score rises (an iteration is a climb step, or an NRPA playout).\n"
            "  --algo hillclimb  the DNA hill climb of spec section 6 (the default)\n"
            "  --algo nrpa       Nested Rollout Policy Adaptation (Rosin 2011), as record hunters use\n"
            "Stops after --seconds, --iterations or at --target, whichever comes first (10 seconds\n"
            "when none is given), or on Ctrl-C / SIGTERM; a summary line goes to standard error.\n"
            "With --threads T, T independent searches share the best result (NRPA: or, with\n"
            "--parallel root, one search at a time runs on all threads). The same --seed and\n"
            "--threads with --iterations (not --seconds) give the same best game; with one thread,\n"
            "the same log line for line.\n"
            "For many machines or jobs (GNU parallel, Slurm arrays): give each job its own --seed,\n"
            "--log FILE appends each line in one atomic write (many jobs may share a file),\n"
            "--resume starts from the best grid in that file, and `morpion-cli merge` merges logs."));
    const QCommandLineOption algoOption(QStringLiteral("algo"), QStringLiteral("hillclimb (default) or nrpa."),
                                        QStringLiteral("name"), QStringLiteral("hillclimb"));
    const QCommandLineOption secondsOption(QStringLiteral("seconds"), QStringLiteral("Stop after S seconds."),
                                           QStringLiteral("S"));
    const QCommandLineOption iterationsOption(QStringLiteral("iterations"),
                                              QStringLiteral("Stop after K iterations over all threads."), QStringLiteral("K"));
    const QCommandLineOption targetOption(QStringLiteral("target"), QStringLiteral("Stop when a game reaches SCORE moves."),
                                          QStringLiteral("SCORE"));
    const QCommandLineOption seedOption(
        QStringLiteral("seed"), QStringLiteral("Seed of the random generator (default: a random seed, shown in the summary)."),
        QStringLiteral("N"));
    const QCommandLineOption threadsOption(QStringLiteral("threads"),
                                           QStringLiteral("Searching threads (default 1; 0 = one per processor core)."),
                                           QStringLiteral("T"));
    const QCommandLineOption levelOption(QStringLiteral("level"), QStringLiteral("NRPA nesting level (default 3)."),
                                         QStringLiteral("L"));
    const QCommandLineOption perLevelOption(QStringLiteral("per-level"),
                                            QStringLiteral("NRPA iterations per level (default 100)."), QStringLiteral("N"));
    const QCommandLineOption alphaOption(QStringLiteral("alpha"), QStringLiteral("NRPA adaptation step (default 1)."),
                                         QStringLiteral("A"));
    const QCommandLineOption stabilizationOption(
        QStringLiteral("stabilization"),
        QStringLiteral("NRPA playouts per level-1 iteration, the best adapting (default 3; 1 = as published)."),
        QStringLiteral("P"));
    const QCommandLineOption parallelOption(
        QStringLiteral("parallel"),
        QStringLiteral("NRPA with several threads: independent (default; one search per thread, "
                       "sharing only the best result) or root (one search at a time, the threads "
                       "run its level-(L-1) searches side by side)."),
        QStringLiteral("mode"));
    const QCommandLineOption blacklistOption(QStringLiteral("blacklist"),
                                             QStringLiteral("Hill climb: lines blacklisted per iteration (default 3)."),
                                             QStringLiteral("B"));
    const QCommandLineOption fromOption(QStringLiteral("from"),
                                        QStringLiteral("Start from GRID: a code, or a file in any grid format or of codes "
                                                       "(the best one is taken)."),
                                        QStringLiteral("GRID"));
    const QCommandLineOption startOption(
        QStringLiteral("start"),
        QStringLiteral("How to use the --from/--resume grid: warm (default; NRPA: bias the policy toward it, "
                       "hill climb: climb from it) or prefix (NRPA: keep its moves, search after them)."),
        QStringLiteral("mode"));
    const QCommandLineOption warmWeightOption(QStringLiteral("warm-weight"),
                                              QStringLiteral("NRPA warm start: the grid's moves' first weight (default 3)."),
                                              QStringLiteral("W"));
    const QCommandLineOption logOption(QStringLiteral("log"),
                                       QStringLiteral("Also append the log to FILE (created if needed, safe to share)."),
                                       QStringLiteral("FILE"));
    const QCommandLineOption resumeOption(QStringLiteral("resume"),
                                          QStringLiteral("Start from the best grid already in the --log FILE (warm start)."));
    cl.parser().addOptions({algoOption, secondsOption, iterationsOption, targetOption, seedOption, threadsOption, levelOption,
                            perLevelOption, alphaOption, stabilizationOption, parallelOption, blacklistOption, fromOption, startOption,
                            warmWeightOption, logOption, resumeOption});
    if (auto stop = cl.parse(args))
        return *stop;

    SearchOptions options;
    options.variant = cl.variant();
    const auto algorithm = parseSearchAlgorithm(cl.parser().value(algoOption).toStdString());
    if (!algorithm)
        return cl.usageError(QStringLiteral("--algo must be hillclimb or nrpa, not '%1'").arg(cl.parser().value(algoOption)));
    options.algorithm = *algorithm;

    double seconds = -1;
    std::uint64_t iterations = 0, target = 0, threads = 1, level = 3, perLevel = 100, stabilization = 3, blacklist = 3;
    std::uint64_t seed = (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}();
    if (!cl.doubleOption(QStringLiteral("seconds"), seconds, 0, 1e9) ||
        !cl.integerOption(QStringLiteral("iterations"), iterations, 0, std::uint64_t{1} << 53) ||
        !cl.integerOption(QStringLiteral("target"), target, 1, 100000) ||
        !cl.integerOption(QStringLiteral("seed"), seed, 0, ~std::uint64_t{0}) ||
        !cl.integerOption(QStringLiteral("threads"), threads, 0, 1024) ||
        !cl.integerOption(QStringLiteral("level"), level, 1, 10) ||
        !cl.integerOption(QStringLiteral("per-level"), perLevel, 1, 1000000) ||
        !cl.doubleOption(QStringLiteral("alpha"), options.alpha, 1e-6, 10) ||
        !cl.integerOption(QStringLiteral("stabilization"), stabilization, 1, 1000) ||
        !cl.integerOption(QStringLiteral("blacklist"), blacklist, 0, 1000) ||
        !cl.doubleOption(QStringLiteral("warm-weight"), options.warmWeight, -50, 50))
        return ExitUsage;
    const QString parallelText = cl.parser().value(parallelOption);
    if (cl.parser().isSet(parallelOption) && parallelText != QLatin1String("root") &&
        parallelText != QLatin1String("independent"))
        return cl.usageError(QStringLiteral("--parallel must be root or independent, not '%1'").arg(parallelText));
    options.parallel = parallelText == QLatin1String("root") ? SearchParallel::Root : SearchParallel::Independent;
    const bool hasIterations = cl.parser().isSet(iterationsOption);
    const bool hasTarget = cl.parser().isSet(targetOption);
    if (seconds < 0 && !hasIterations && !hasTarget)
        seconds = 10;
    if (threads == 0)
        threads = std::max(1u, std::thread::hardware_concurrency());
    options.maxSeconds = seconds;
    options.maxIterations = hasIterations ? static_cast<std::int64_t>(iterations) : -1;
    options.targetScore = hasTarget ? static_cast<int>(target) : -1;
    options.seed = seed;
    options.threads = static_cast<int>(threads);
    options.level = static_cast<int>(level);
    options.iterations = static_cast<int>(perLevel);
    options.stabilization = static_cast<int>(stabilization);
    options.blacklist = static_cast<int>(blacklist);
    options.progressSeconds = 1e9; // no progress lines: the log is the output

    // Where to start.
    const bool resume = cl.parser().isSet(resumeOption);
    if (resume && !cl.parser().isSet(logOption))
        return cl.usageError(QStringLiteral("--resume needs --log FILE (the log to resume from)"));
    if (resume && cl.parser().isSet(fromOption))
        return cl.usageError(QStringLiteral("give --resume or --from, not both"));
    const QString startText = cl.parser().value(startOption);
    if (cl.parser().isSet(startOption) && startText != QLatin1String("warm") && startText != QLatin1String("prefix"))
        return cl.usageError(QStringLiteral("--start must be warm or prefix, not '%1'").arg(startText));
    const std::string logPath = cl.parser().value(logOption).toStdString();
    std::string startNote;
    if (resume) {
        // A log that does not exist yet is a fresh start (the first run of a resumable job).
        if (QFileInfo::exists(QString::fromStdString(logPath))) {
            auto best = bestGridIn(logPath, options.variant);
            if (best) {
                options.grid = best->moves;
                // No path here: it goes into the log, where a '/' would look like a code.
                startNote = "resumed from " + std::to_string(best->score) + " (line " + std::to_string(best->line) +
                            " of the log)";
            } else if (best.error().kind != ErrorKind::EmptyInput) {
                return cl.fail(best.error());
            }
        }
    } else if (cl.parser().isSet(fromOption)) {
        const QString from = cl.parser().value(fromOption);
        if (QFileInfo(from).isFile()) {
            auto best = bestGridIn(from.toStdString(), options.variant);
            if (!best)
                return cl.fail(best.error());
            options.grid = best->moves;
        } else {
            const auto grid = readGrid(from.trimmed().toStdString(), GridFormat::Auto, options.variant, true);
            if (!grid)
                return cl.fail(grid.error());
            options.grid = grid->moves;
        }
        startNote = "started from a grid of " + std::to_string(options.grid.size());
    }
    if (!options.grid.empty())
        options.start = startText == QLatin1String("prefix") ? SearchStart::Prefix : SearchStart::Warm;
    if (auto bad = Search::check(options))
        return cl.fail(*bad);

    std::optional<SearchLog> log;
    if (!logPath.empty()) {
        auto opened = SearchLog::open(logPath);
        if (!opened)
            return cl.fail(opened.error());
        log.emplace(std::move(opened).value());
    }
    // A failed append is said once; the search goes on (its lines still reach standard
    // output) but its exit status says that the log is incomplete.
    bool logFailed = false;
    auto appendToLog = [&](const std::string& line) {
        if (!log)
            return;
        if (auto bad = log->append(line)) {
            writeErrorLine("morpion-cli search: " + bad->message() + "; the log file is no longer written (exit status 1)");
            log.reset();
            logFailed = true;
        }
    };
    const std::string algoName = searchAlgorithmName(options.algorithm);
    // Lines starting with '#' are comments to every reader: who wrote what follows.
    appendToLog("# " + timestamp() + " morpion-cli search --algo " + algoName + " --variant " +
                std::string(variantName(options.variant)) + " --seed " + std::to_string(seed) + " --threads " +
                std::to_string(threads) +
                (options.parallel == SearchParallel::Root ? " --parallel root" : "") +
                (startNote.empty() ? "" : ", " + startNote));

    Search search(options);
    StopSignals stopSignals;
    const auto result = search.run(
        [&](const SearchImprovement& found) {
            const std::string line = formatSearchLogLine({found.iterations, found.score, found.seconds, found.code});
            writeLine(line);
            flushOut();
            appendToLog(line);
        },
        {}, &stopRequested);
    if (!result)
        return cl.fail(result.error());

    const SearchResult& r = result.value();
    char summary[320];
    std::snprintf(summary, sizeof summary, "best %d after %lld iterations in %.2f s (%.0f iterations/s), seed %llu, %d thread%s%s",
                  r.score, static_cast<long long>(r.iterations), r.seconds,
                  r.seconds > 0 ? static_cast<double>(r.iterations) / r.seconds : 0.0, static_cast<unsigned long long>(seed),
                  options.threads, options.threads == 1 ? "" : "s",
                  r.reason == SearchStop::Requested ? ", stopped by a signal" : "");
    writeErrorLine("morpion-cli search: " + std::string(summary) + (startNote.empty() ? "" : ", " + startNote));
    // No '/' in comments: collection readers would take "iterations/s" for a code.
    std::string comment = summary;
    comment.replace(comment.find("iterations/s"), 12, "per second");
    appendToLog("# " + comment);
    return logFailed ? ExitBadInput : ExitOk;
}

} // namespace morpion::cli
