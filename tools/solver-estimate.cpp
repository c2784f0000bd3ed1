// solver-estimate: estimates how many classes the solver's walk would visit at each depth
// of a tree too large to walk, to project what a proof costs (docs/solver.md, "What a 4T
// proof would cost").
//
//   solver-estimate VARIANT [--probes N] [--stratum D] [--seed S]
//
// Chen's heuristic sampling (P. C. Chen, "Heuristic sampling: a method for predicting the
// performance of tree searching programs", SIAM J. Comput. 21, 1992), a stratified form
// of Knuth's estimator, on the walk's own tree of classes (the children it takes). The
// classes to depth D are enumerated exactly. A probe starts from a position of depth D
// drawn uniformly, with the weight (classes at D); at each depth it expands every node
// it holds, and among the children with the same stratum (their own number of children)
// keeps one, drawn with probability proportional to its weight, which then carries the
// group's whole weight. The sum of the weights at each depth is an unbiased estimate of
// the classes there. Knuth's plain probe (one child at each step) dies out within a few
// moves on this tree, whose leaves are mostly positions whose moves are all someone
// else's last move; keeping one node per stratum carries probes down to the deepest
// games. The standard error printed is the probes' own: the estimator's distribution is
// heavy tailed, so check it against exact counts where they are known. Prints
// `moves	estimate	stderr%` by depth, then the total with its standard error.

#include "core/base/Random.h"
#include "core/rules/Variant.h"
#include "core/solver/AnyClassWalk.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <optional>
#include <string>
#include <vector>

using namespace morpion;

namespace {

int usage()
{
    std::fputs("usage: solver-estimate VARIANT [--probes N] [--stratum D] [--seed S]\n", stderr);
    return 2;
}

// The positions at `depth` below the cross, as the lines that reach them.
std::vector<std::vector<int>> level(AnyClassWalk& walk, int depth, std::vector<double>& exact)
{
    std::vector<std::vector<int>> paths(1);
    exact.assign(1, 1.0);
    for (int d = 0; d < depth; ++d) {
        std::vector<std::vector<int>> next;
        for (const std::vector<int>& path : paths) {
            walk.takeBackAll();
            for (int line : path)
                walk.play(line);
            for (int child : walk.children()) {
                next.push_back(path);
                next.back().push_back(child);
            }
        }
        paths = std::move(next);
        exact.push_back(static_cast<double>(paths.size()));
    }
    walk.takeBackAll();
    return paths;
}

// A node a probe holds: the lines that reach it, its children, and how many classes it
// stands for.
struct Node {
    std::vector<int> path;
    std::vector<int> children;
    double weight = 0;
};

Node expand(AnyClassWalk& walk, const std::vector<int>& path, double weight)
{
    walk.takeBackAll();
    for (int line : path)
        walk.play(line);
    return {path, walk.children(), weight};
}

struct Sums {
    std::vector<double> sum, squares;
    void add(std::size_t depth, double x)
    {
        if (depth >= sum.size()) {
            sum.resize(depth + 1, 0.0);
            squares.resize(depth + 1, 0.0);
        }
        sum[depth] += x;
        squares[depth] += x * x;
    }
};

double stderrPercent(double sum, double squares, double n)
{
    const double mean = sum / n;
    const double variance = std::max(0.0, squares / n - mean * mean) / (n - 1);
    return mean > 0 ? 100.0 * std::sqrt(variance) / mean : 0.0;
}

// What the command line asks for.
struct Arguments {
    Variant variant = Variant::T5;
    long probes = 100000;
    int stratum = 5;
    std::uint64_t seed = 1;
};

// Nothing when the command line is not VARIANT followed by pairs of known options with
// values in range.
std::optional<Arguments> readArguments(int argc, char** argv)
{
    if (argc < 2)
        return std::nullopt;
    const auto variant = parseVariant(argv[1]);
    if (!variant)
        return std::nullopt;
    Arguments a;
    a.variant = *variant;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--probes"))
            a.probes = std::atol(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--stratum"))
            a.stratum = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--seed"))
            a.seed = std::strtoull(argv[i + 1], nullptr, 10);
        else
            return std::nullopt;
    }
    if (a.probes < 2 || a.stratum < 0 || a.stratum > 8 || argc % 2 != 0)
        return std::nullopt;
    return a;
}

// One probe from a position of the stratum drawn at random, weighted `weight`: adds its
// weights by depth to `sums`, counts the nodes it expands in `steps`, and returns its
// estimate of the classes below the stratum.
double probe(AnyClassWalk& walk, const std::vector<std::vector<int>>& from, double weight, Random& rng, Sums& sums, long& steps)
{
    std::vector<Node> frontier{expand(walk, from[rng.below(static_cast<std::uint32_t>(from.size()))], weight)};
    steps += 1;
    double total = 0;
    while (!frontier.empty()) {
        const std::size_t depth = frontier.front().path.size();
        double here = 0;
        for (const Node& node : frontier)
            here += node.weight;
        sums.add(depth, here);
        total += here;
        // The children of every node, one kept per stratum.
        std::map<std::size_t, Node> kept;
        std::map<std::size_t, double> weights;
        for (const Node& node : frontier)
            for (int child : node.children) {
                std::vector<int> path = node.path;
                path.push_back(child);
                Node next = expand(walk, path, node.weight);
                ++steps;
                const std::size_t key = next.children.size();
                double& group = weights[key];
                group += node.weight;
                if (rng.uniform() * group < node.weight)
                    kept[key] = std::move(next);
            }
        frontier.clear();
        for (auto& [key, node] : kept) {
            node.weight = weights[key];
            frontier.push_back(std::move(node));
        }
    }
    return total;
}

// The table: the exact counts above the stratum, the estimates from it down, the total.
void printEstimate(const Arguments& a, const std::vector<double>& exact, const Sums& sums, const std::vector<double>& totals,
                   std::size_t positions, long steps, double seconds)
{
    const double n = static_cast<double>(a.probes);
    std::printf("moves\testimate\tstderr%%\n");
    double above = 0;
    for (std::size_t d = 0; d + 1 < exact.size(); ++d) {
        std::printf("%zu\t%.0f\texact\n", d, exact[d]);
        above += exact[d];
    }
    double sum = 0, squares = 0;
    for (double t : totals) {
        sum += t;
        squares += t * t;
    }
    for (std::size_t d = exact.size() - 1; d < sums.sum.size(); ++d)
        std::printf("%zu\t%.4g\t%.1f\n", d, sums.sum[d] / n, stderrPercent(sums.sum[d], sums.squares[d], n));
    std::printf("# total\t%.4g\t%.1f\t%ld probes from %zu positions at %d moves, %ld nodes expanded, %.1f s\n", above + sum / n,
                stderrPercent(sum, squares, n), a.probes, positions, a.stratum, steps, seconds);
}

} // namespace

int main(int argc, char** argv)
{
    const std::optional<Arguments> a = readArguments(argc, argv);
    if (!a)
        return usage();
    const auto start = std::chrono::steady_clock::now();
    auto walk = makeClassWalk(a->variant);
    walk->begin({});
    std::vector<double> exact;
    const std::vector<std::vector<int>> from = level(*walk, a->stratum, exact);
    if (from.empty()) {
        std::fputs("solver-estimate: the tree ends above the stratum\n", stderr);
        return 1;
    }
    Random rng(a->seed);
    Sums sums;
    std::vector<double> totals; // each probe's estimate of the classes below the stratum
    totals.reserve(static_cast<std::size_t>(a->probes));
    long steps = 0;
    for (long p = 0; p < a->probes; ++p)
        totals.push_back(probe(*walk, from, exact.back(), rng, sums, steps));
    if (walk->overflowed()) {
        std::fputs("solver-estimate: a probe left the solver's board\n", stderr);
        return 1;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    printEstimate(*a, exact, sums, totals, from.size(), steps, seconds);
    return 0;
}
