// bench: the speed figures the project tracks, one "name: value unit" line each.

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"

#include "core/base/Random.h"
#include "core/codes/GridEdit.h"
#include "core/codes/LayerCoder.h"
#include "core/codes/Symmetry.h"
#include "core/rules/Dependencies.h"
#include "core/rules/Position.h"
#include "core/search/HillClimb.h"
#include "core/search/Nrpa.h"
#include "core/solver/SolverRun.h"

#include <QFile>

#include <chrono>
#include <cstdio>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace morpion::cli {

namespace {

// Rosin's 5T world record, 178 moves (spec section 5 table).
constexpr std::string_view record178 = "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw";
// Hyyrö and Poranen's 4D optimum, 35 moves (the famous grid 4D-hyyroporanen35).
constexpr std::string_view record4D = "RSIkRKLqX4fbY";

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Calls work() in growing batches until `seconds` have passed; returns calls per second.
// The clock is read once per batch so that it does not weigh on short operations.
template <class Work> double ratePerSecond(double seconds, Work&& work)
{
    work(); // warm up caches and allocations
    long calls = 0;
    long batch = 1;
    const auto start = Clock::now();
    double elapsed = 0;
    do {
        for (long i = 0; i < batch; ++i)
            work();
        calls += batch;
        elapsed = secondsSince(start);
        if (elapsed < seconds / 20)
            batch *= 2;
    } while (elapsed < seconds);
    return static_cast<double>(calls) / elapsed;
}

// What a run bounded by time counted, in how long.
struct Counted {
    double count = 0;
    double seconds = 0;
};

// The rate of a run that measure(limit) makes within `limit` seconds (nothing when it
// failed). A run may end before its thread did anything (a loaded machine can take longer
// than a --quick run's 0.05 s to start it): it is run again, twice as long, until it has
// counted something, so that a figure is never a false 0.
template <class Measure> std::optional<double> countedRate(double seconds, Measure&& measure)
{
    for (double limit = seconds;; limit *= 2) {
        const std::optional<Counted> c = measure(limit);
        if (!c)
            return std::nullopt;
        if (c->count > 0 || limit >= 60)
            return c->seconds > 0 ? c->count / c->seconds : 0.0;
    }
}

std::string fixed(double value, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

void figure(const std::string& name, const std::string& value, const std::string& unit)
{
    writeLine(name + ": " + value + (unit.empty() ? "" : " " + unit));
    flushOut();
}

// The processor's name from /proc/cpuinfo (Linux), or "" elsewhere.
std::string cpuName()
{
    QFile file(QStringLiteral("/proc/cpuinfo"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    // /proc files report size 0: read them whole instead of line by line to atEnd().
    for (const QByteArray& line : file.readAll().split('\n'))
        if (line.startsWith("model name"))
            return QString::fromUtf8(line).section(QLatin1Char(':'), 1).simplified().toStdString();
    return {};
}

// What a section of the bench returns: the exit status of its failure, nothing when it
// measured what it should.
using Failed = std::optional<int>;

void benchMachine()
{
    figure("threads", "1", "");
    figure("hardware_threads", std::to_string(std::thread::hardware_concurrency()), "");
    if (const std::string cpu = cpuName(); !cpu.empty())
        figure("cpu", cpu, "");
}

void benchPlayouts(Variant variant, double seconds)
{
    Position pos(variant);
    Random rng(1);
    long moves = 0;
    const double rate = ratePerSecond(seconds, [&] {
        pos.reset();
        moves += pos.playRandom(rng);
    });
    figure("random_playouts_" + std::string(variantName(variant)), fixed(rate, 0), "playouts/s");
    (void)moves;
}

// The core's lean entry points: one coder with its buffers kept, no Layering built.
Failed benchCoder(const CommandLine& cl, double seconds, LayerCoder& coder, const std::vector<Move>& moves)
{
    {
        std::vector<Move> out;
        std::size_t sink = 0;
        const double rate = ratePerSecond(seconds, [&] {
            const auto layers = coder.decode(record178, out);
            sink += layers ? out.size() : 0;
        });
        figure("decode_178", fixed(1e6 / rate, 2), "us");
        if (sink == 0)
            return cl.fail("decoding the record failed");
    }
    std::string code;
    std::size_t sink = 0;
    const double rate = ratePerSecond(seconds, [&] {
        const auto bits = coder.encode(moves, code);
        sink += bits ? code.size() : 0;
    });
    figure("encode_178", fixed(1e6 / rate, 2), "us");
    if (sink == 0 || code != record178)
        return cl.fail("encoding the record failed");
    return std::nullopt;
}

Failed benchCanonical(const CommandLine& cl, double seconds, const std::vector<Move>& moves)
{
    const auto reference = canonicalCodeByAllImages(Variant::T5, moves);
    if (!reference)
        return cl.fail(reference.error());
    const auto measure = [&](const char* name, auto canonical) {
        std::size_t same = 0, runs = 0;
        const double rate = ratePerSecond(seconds, [&] {
            const auto c = canonical(Variant::T5, moves);
            same += c && c->code == reference->code ? 1 : 0;
            ++runs;
        });
        figure(name, fixed(1e6 / rate, 2), "us");
        return same == runs;
    };
    if (!measure("canonical_178", canonicalCode) || !measure("canonical_178_all_images", canonicalCodeByAllImages))
        return cl.fail("the canonical code of the record differs");
    return std::nullopt;
}

Failed benchDependencies(const CommandLine& cl, double seconds, const std::vector<Move>& moves)
{
    std::size_t sink = 0;
    const double rate = ratePerSecond(seconds, [&] {
        const auto deps = Dependencies::of(Variant::T5, moves);
        sink += deps ? static_cast<std::size_t>(deps->size()) : 0;
    });
    figure("dependencies_178", fixed(1e6 / rate, 2), "us");
    const auto deps = Dependencies::of(Variant::T5, moves);
    if (sink == 0 || !deps)
        return cl.fail("the record's dependencies failed");
    const double coneRate = ratePerSecond(seconds, [&] {
        for (int m = 0; m < deps->size(); ++m)
            sink += deps->needsCone(m).size() + deps->neededByCone(m).size();
    });
    figure("cones_178", fixed(1e6 / coneRate, 2), "us");
    const int fiftieth = 49;
    const double removeRate = ratePerSecond(seconds, [&] {
        const auto edit = removeMoves(Variant::T5, moves, std::span<const int>(&fiftieth, 1));
        sink += edit ? edit->removed.size() : 0;
    });
    figure("remove_cone_178", fixed(1e6 / removeRate, 2), "us");
    return std::nullopt;
}

// The figures of the 5T record 178: its decode, encode, canonical code, dependencies.
Failed benchRecord(const CommandLine& cl, double seconds)
{
    LayerCoder coder(Variant::T5);
    std::vector<Move> moves;
    if (const auto decoded = coder.decode(record178, moves); !decoded)
        return cl.fail(decoded.error());
    if (const Failed failed = benchCoder(cl, seconds, coder, moves))
        return failed;
    if (const Failed failed = benchCanonical(cl, seconds, moves))
        return failed;
    return benchDependencies(cl, seconds, moves);
}

void benchHillClimb(Variant variant, double seconds)
{
    HillClimbOptions options;
    options.variant = variant;
    options.limits.seed = 1;
    const auto rate = countedRate(seconds, [&](double limit) -> std::optional<Counted> {
        options.limits.maxSeconds = limit;
        HillClimb climb(options);
        climb.run();
        return Counted{static_cast<double>(climb.iterations()), climb.elapsedSeconds()};
    });
    figure("hill_climb_" + std::string(variantName(variant)), fixed(*rate, 0), "iterations/s");
}

// The two ways of playing 4D side by side: moves an NRPA playout makes (here), classes the
// solver visits (benchSolver: each a move made, its class checked, and taken back).
Failed benchNrpa(const CommandLine& cl, double seconds)
{
    NrpaOptions options;
    options.variant = Variant::D4;
    options.limits.seed = 1;
    std::optional<Error> failed;
    const auto rate = countedRate(seconds, [&](double limit) -> std::optional<Counted> {
        options.limits.maxSeconds = limit;
        const auto searched = Nrpa(options).run();
        if (!searched) {
            failed = searched.error();
            return std::nullopt;
        }
        return Counted{static_cast<double>(searched->playedMoves), searched->seconds};
    });
    if (!rate)
        return cl.fail(*failed);
    figure("nrpa_moves_4D", fixed(*rate, 0), "moves/s");
    return std::nullopt;
}

Failed benchSolver(const CommandLine& cl, double seconds)
{
    // First a check that the walk counts right: OEIS A204109's terms to 6 moves.
    SolverTask cross;
    cross.variant = Variant::D4;
    cross.maxDepth = 6;
    constexpr std::uint64_t classesTo6 = 1 + 5 + 106 + 1174 + 10608 + 73709 + 419916;
    const auto counted = runSolver(cross, {});
    if (!counted || !counted->complete || counted->tally.nodes != classesTo6)
        return cl.fail("the solver's walk of 4D to 6 moves did not count OEIS A204109's classes");
    // Then the speed on the kind of tree a proof walks: every position below the first
    // 10 moves of the 4D optimum, to the end of every game (no depth limit, so no
    // level of cheap leaves), and the optimum 35 found again.
    SolverTask task;
    task.variant = Variant::D4;
    std::vector<Move> optimum;
    if (const auto decoded = LayerCoder(Variant::D4).decode(record4D, optimum); !decoded)
        return cl.fail(decoded.error());
    task.start.assign(optimum.begin(), optimum.begin() + 10);
    std::uint64_t classes = 0;
    bool right = true;
    const double rate = ratePerSecond(seconds, [&] {
        const auto walked = runSolver(task, {});
        right = right && walked && walked->complete && walked->tally.best + 10 == 35;
        classes = walked ? walked->tally.nodes : 0;
    });
    if (!right)
        return cl.fail("the solver did not find the 4D optimum 35 below its first 10 moves");
    figure("solve_nodes_4D", fixed(rate * static_cast<double>(classes), 0), "classes/s");
    return std::nullopt;
}

} // namespace

int runBench(const QStringList& args)
{
    CommandLine cl(QStringLiteral("bench"),
                   QStringLiteral("Measures, each for about --seconds (default 1) on one thread:\n"
                                  "  random_playouts_<variant>: random games from the cross per second\n"
                                  "  decode_178 / encode_178: microseconds per decode / encode of the 5T record 178\n"
                                  "  canonical_178: microseconds per canonical code of the 178 (docs/layer-code.md),\n"
                                  "    canonical_178_all_images: the same by encoding all 8 images in full\n"
                                  "  dependencies_178: microseconds to work out which move of the 178 needs which\n"
                                  "  cones_178: microseconds for both cones (needs, needed by) of all 178 moves\n"
                                  "  remove_cone_178: microseconds to remove the 178's 50th move with its cone\n"
                                  "                   (the grid's legality check included)\n"
                                  "  hill_climb_<variant>: hill-climb iterations per second\n"
                                  "  nrpa_moves_4D: moves played per second by NRPA's playouts in 4D (level 3,\n"
                                  "    adaptation included)\n"
                                  "  solve_nodes_4D: classes of positions the exhaustive solver visits per second,\n"
                                  "    one thread, walking every 4D position below the first 10 moves of the 4D\n"
                                  "    optimum (1,439,069 classes, every game to its end: what a proof walks)\n"
                                  "--variant applies to the playouts and the hill climb."));
    const QCommandLineOption quickOption(QStringLiteral("quick"),
                                         QStringLiteral("A short run (0.05 s per figure) for smoke tests."));
    const QCommandLineOption secondsOption(QStringLiteral("seconds"), QStringLiteral("Seconds per figure (default 1)."),
                                           QStringLiteral("S"));
    cl.addOptions({quickOption, secondsOption});
    if (auto stop = cl.parse(args))
        return *stop;
    double seconds = cl.parser().isSet(quickOption) ? 0.05 : 1.0;
    if (!cl.doubleOption(secondsOption, seconds, 0.001, 3600))
        return ExitUsage;
    const Variant variant = cl.variant();
    benchMachine();
    benchPlayouts(variant, seconds);
    if (const Failed failed = benchRecord(cl, seconds))
        return *failed;
    benchHillClimb(variant, seconds);
    if (const Failed failed = benchNrpa(cl, seconds))
        return *failed;
    if (const Failed failed = benchSolver(cl, seconds))
        return *failed;
    return ExitOk;
}

} // namespace morpion::cli
