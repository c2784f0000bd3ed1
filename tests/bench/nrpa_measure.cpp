// Measures NRPA (core/Nrpa.h) for the figures of issue 5: playouts per second per thread,
// and the best score reached in a given time over several seeds. Temporary support until
// `morpion-cli search --algo nrpa` exists; not a test (runs take minutes).
//
//   nrpa_measure [variant=5T] [level=3] [iterations=100] [alpha=1] [threads=2]
//                [seconds=60] [seeds=1,2,3,4,5] [playouts=-1] [target=-1] [runs=-1] [stab=default] [verbose=0]
//   nrpa_measure random=1 [variant=5T] [seconds=60]      (uniform random playouts, for scale)

#include "core/Nrpa.h"
#include "core/Position.h"
#include "core/Random.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

using namespace morpion;

namespace {

std::vector<std::uint64_t> parseSeeds(const std::string& text)
{
    std::vector<std::uint64_t> out;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find(',', start), text.size());
        if (end > start)
            out.push_back(std::strtoull(text.substr(start, end - start).c_str(), nullptr, 10));
        start = end + 1;
    }
    return out;
}

} // namespace

int main(int argc, char** argv)
{
    std::map<std::string, std::string> args{{"variant", "5T"}, {"level", "3"},  {"iterations", "100"}, {"alpha", "1"},
                                            {"threads", "2"},  {"seconds", "60"}, {"seeds", "1,2,3,4,5"}, {"playouts", "-1"},
                                            {"target", "-1"},  {"verbose", "0"},  {"random", "0"}, {"runs", "-1"}, {"stab", "0"}};
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const auto eq = a.find('=');
        if (eq == std::string::npos || !args.count(a.substr(0, eq))) {
            std::fprintf(stderr, "unknown argument %s\n", a.c_str());
            return 2;
        }
        args[a.substr(0, eq)] = a.substr(eq + 1);
    }
    const auto variant = parseVariant(args["variant"]);
    if (!variant) {
        std::fprintf(stderr, "bad variant\n");
        return 2;
    }

    if (args["random"] != "0") {
        // Baseline: uniform random playouts on the fast interface.
        Position pos(*variant);
        Random rng(1);
        long games = 0, moves = 0;
        const std::clock_t cpuStart = std::clock();
        const auto start = std::chrono::steady_clock::now();
        double elapsed = 0;
        while (elapsed < std::atof(args["seconds"].c_str())) {
            for (int i = 0; i < 1000; ++i) {
                pos.reset();
                moves += pos.playRandom(rng);
                ++games;
            }
            elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        }
        const double cpu = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
        std::printf("random playouts: %.0f/s, %.0f per processor second, mean score %.2f\n", static_cast<double>(games) / elapsed,
                    static_cast<double>(games) / cpu, static_cast<double>(moves) / static_cast<double>(games));
        return 0;
    }

    std::vector<int> bests;
    for (std::uint64_t seed : parseSeeds(args["seeds"])) {
        NrpaOptions o;
        o.variant = *variant;
        o.level = std::atoi(args["level"].c_str());
        o.iterations = std::atoi(args["iterations"].c_str());
        o.alpha = std::atof(args["alpha"].c_str());
        o.threads = std::atoi(args["threads"].c_str());
        o.maxSeconds = std::atof(args["seconds"].c_str());
        o.maxPlayouts = std::atoll(args["playouts"].c_str());
        o.targetScore = std::atoi(args["target"].c_str());
        o.maxRuns = std::atoi(args["runs"].c_str());
        if (std::atoi(args["stab"].c_str()) > 0) // else the engine's default
            o.stabilization = std::atoi(args["stab"].c_str());
        o.seed = seed;
        o.progressSeconds = 5;
        const bool verbose = args["verbose"] != "0";
        Nrpa nrpa(o);
        double bestAt = 0;
        // Processor time as well as wall time: other work on the machine slows the wall clock.
        const std::clock_t cpuStart = std::clock();
        const auto result = nrpa.run(
            [&](const NrpaImprovement& i) {
                bestAt = i.seconds;
                if (verbose)
                    std::printf("  %lld. %d (%.2f) %s\n", static_cast<long long>(i.playouts), i.score, i.seconds, i.code.c_str());
            },
            [&](const NrpaProgress& p) {
                if (verbose)
                    std::printf("  progress %.1f s: %lld playouts, %.0f/s, best %d, runs %d\n", p.seconds,
                                static_cast<long long>(p.playouts), p.playoutsPerSecond, p.bestScore, p.runs);
            });
        if (!result) {
            std::fprintf(stderr, "%s\n", result.error().message().c_str());
            return 1;
        }
        const double cpu = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
        const NrpaResult& r = result.value();
        std::printf("seed %llu (level %d, stabilization %d): best %d (found at %.1f s) in %.1f s, %lld playouts, %.0f playouts/s/thread, "
                    "%.0f playouts per processor second, runs %d\n  %s\n",
                    static_cast<unsigned long long>(seed), o.level, o.stabilization, r.score, bestAt, r.seconds, static_cast<long long>(r.playouts),
                    static_cast<double>(r.playouts) / r.seconds / o.threads, static_cast<double>(r.playouts) / cpu, r.runs,
                    r.code.c_str());
        std::fflush(stdout);
        bests.push_back(r.score);
    }
    std::sort(bests.begin(), bests.end());
    if (!bests.empty())
        std::printf("median best %d (min %d, max %d)\n", bests[bests.size() / 2], bests.front(), bests.back());
    return 0;
}
