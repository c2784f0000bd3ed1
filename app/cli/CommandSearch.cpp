// search: the hill climb of spec section 6, its log on standard output as it happens.

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"

#include "core/HillClimb.h"

#include <atomic>
#include <csignal>
#include <cstdio>
#include <random>
#include <string>

namespace morpion::cli {

namespace {

// Set by SIGINT/SIGTERM; the search checks it before every iteration. A lock-free atomic
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

} // namespace

int runSearch(const QStringList& args)
{
    CommandLine cl(QStringLiteral("search"),
                   QStringLiteral("Runs the hill climb of spec section 6 (DNA: generate, blacklist 3 lines,\n"
                                  "evaluate; keep the new game when it scores at least as well) and prints a\n"
                                  "line \"iteration. score (elapsed_seconds) code\" each time the best score rises.\n"
                                  "Stops after --seconds or --iterations, whichever comes first (10 seconds when\n"
                                  "neither is given), or on Ctrl-C; a summary line goes to standard error.\n"
                                  "The same --seed and --iterations give the same scores and codes."));
    const QCommandLineOption secondsOption(QStringLiteral("seconds"), QStringLiteral("Stop after S seconds."),
                                           QStringLiteral("S"));
    const QCommandLineOption seedOption(
        QStringLiteral("seed"), QStringLiteral("Seed of the random generator (default: a random seed, shown in the summary)."),
        QStringLiteral("N"));
    const QCommandLineOption iterationsOption(QStringLiteral("iterations"), QStringLiteral("Stop after K iterations."),
                                              QStringLiteral("K"));
    const QCommandLineOption blacklistOption(QStringLiteral("blacklist"),
                                             QStringLiteral("Lines blacklisted per iteration (default 3)."), QStringLiteral("B"));
    cl.parser().addOptions({secondsOption, seedOption, iterationsOption, blacklistOption});
    if (auto stop = cl.parse(args))
        return *stop;

    HillClimbOptions options;
    options.variant = cl.variant();
    double seconds = -1;
    std::uint64_t iterations = 0;
    std::uint64_t blacklist = 3;
    std::uint64_t seed = (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}();
    if (!cl.doubleOption(QStringLiteral("seconds"), seconds, 0, 1e9) ||
        !cl.integerOption(QStringLiteral("iterations"), iterations, 0, std::uint64_t{1} << 53) ||
        !cl.integerOption(QStringLiteral("seed"), seed, 0, ~std::uint64_t{0}) ||
        !cl.integerOption(QStringLiteral("blacklist"), blacklist, 0, 1000))
        return ExitUsage;
    const bool hasIterations = cl.parser().isSet(iterationsOption);
    if (seconds < 0 && !hasIterations)
        seconds = 10;
    options.maxSeconds = seconds;
    options.maxIterations = hasIterations ? static_cast<long>(iterations) : -1;
    options.seed = seed;
    options.blacklistCount = static_cast<int>(blacklist);

    HillClimb climb(options);
    StopSignals stopSignals;
    climb.run(
        [](const HillClimbImprovement& improvement) {
            writeLine(formatLogLine(improvement));
            flushOut();
        },
        &stopRequested);

    const double elapsed = climb.elapsedSeconds();
    char summary[256];
    std::snprintf(summary, sizeof summary, "best %d after %ld iterations in %.2f s (%.0f iterations/s), seed %llu%s",
                  climb.bestScore(), climb.iterations(), elapsed,
                  elapsed > 0 ? static_cast<double>(climb.iterations()) / elapsed : 0.0, static_cast<unsigned long long>(seed),
                  stopRequested ? ", stopped by a signal" : "");
    writeErrorLine("morpion-cli search: " + std::string(summary));
    return ExitOk;
}

} // namespace morpion::cli
