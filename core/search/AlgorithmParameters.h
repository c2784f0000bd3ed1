#pragma once

#include "core/base/Error.h"
#include "core/base/RealText.h"
#include "core/search/SearchTypes.h"

#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace morpion {

// Each algorithm's own parameters, one value each, nested whole in the options of a search
// (SearchOptions), of the algorithm itself (NrpaOptions, ImproverOptions) and of what runs
// it, so that passing them on is one assignment. Every number has its rule here, once: the
// check applies it, the command line reads and names the option by it, the log writes it.

// A number of a search's parameters: the option the command line gives it ("level" is
// --level), its range, and what the check says when it is outside (%1 the value, %2 and
// %3 the bounds).
struct ParameterRule {
    std::string_view option;
    Pattern outside;
    double lo = 0;
    double hi = 0;
    bool whole = true;    // a whole number
    bool aboveLo = false; // lo itself is outside (alpha must be above 0)

    bool holds(double v) const { return std::isfinite(v) && (aboveLo ? v > lo : v >= lo) && v <= hi; }
};

// Nested Rollout Policy Adaptation (NrpaOptions says what each means): its level, the
// iterations of each level, the adaptation step, the stabilization, limited repetitions,
// the warm start's weight and how threads share a search.
struct NrpaParameters {
    int level = 3;
    int iterations = 100;
    double alpha = 1.0;
    int stabilization = 3;
    int repetitions = 0;
    double warmWeight = 3.0;
    SearchParallel parallel = SearchParallel::Independent;

    static constexpr ParameterRule levelRule{"level", MORPION_TR_NOOP("ErrorDetail", "NRPA level %1 is outside 1..10"), 1, 10};
    static constexpr ParameterRule iterationsRule{
        "per-level", MORPION_TR_NOOP("ErrorDetail", "NRPA iterations %1 are outside 1..1000000"), 1, 1000000};
    // Weights grow by about alpha per adaptation: beyond 10, exp(weight) could overflow.
    static constexpr ParameterRule alphaRule{
        "alpha", MORPION_TR_NOOP("ErrorDetail", "NRPA alpha must be above 0 and at most 10"), 0, 10, false, true};
    static constexpr ParameterRule stabilizationRule{
        "stabilization", MORPION_TR_NOOP("ErrorDetail", "NRPA stabilization %1 is outside 1..1000"), 1, 1000};
    static constexpr ParameterRule repetitionsRule{
        "repetitions", MORPION_TR_NOOP("ErrorDetail", "NRPA repetitions %1 are outside 0..1000000"), 0, 1000000};
    static constexpr ParameterRule warmWeightRule{
        "warm-weight", MORPION_TR_NOOP("ErrorDetail", "NRPA warm-start weight must be between -50 and 50"), -50, 50, false};

    // Calls f(rule, number) for each number of `p` (an NrpaParameters, const or not).
    template <class P, class F> static void forEachNumber(P& p, F&& f)
    {
        f(levelRule, p.level);
        f(iterationsRule, p.iterations);
        f(alphaRule, p.alpha);
        f(stabilizationRule, p.stabilization);
        f(repetitionsRule, p.repetitions);
        f(warmWeightRule, p.warmWeight);
    }
};

// The hill climb of the seeds: the lines of M blacklisted in each neighbour.
struct HillClimbParameters {
    int blacklist = 3;

    static constexpr ParameterRule blacklistRule{
        "blacklist", MORPION_TR_NOOP("ErrorDetail", "hill-climb blacklist %1 is outside 0..1000"), 0, 1000};

    template <class P, class F> static void forEachNumber(P& p, F&& f) { f(blacklistRule, p.blacklist); }
};

// The improver (ImproverOptions says what each means): its neighbourhoods, and the NRPA
// search that refills each one.
struct ImproverParameters {
    int regionRadius = 3;
    int layerSpan = 4;
    int maxRemoved = 40;
    NrpaParameters refill = refillDefaults();

    static constexpr ParameterRule regionRadiusRule{
        "region-radius", MORPION_TR_NOOP("ErrorDetail", "improve region radius %1 is outside %2..%3"), 1, 1000};
    static constexpr ParameterRule layerSpanRule{
        "layer-span", MORPION_TR_NOOP("ErrorDetail", "improve layer span %1 is outside %2..%3"), 1, 1000};
    static constexpr ParameterRule maxRemovedRule{
        "max-removed", MORPION_TR_NOOP("ErrorDetail", "improve largest removal %1 is outside %2..%3"), 1, 100000};

    // A short search: level 2, 60 iterations a level, one playout a level-1 iteration.
    static constexpr NrpaParameters refillDefaults()
    {
        NrpaParameters n;
        n.level = 2;
        n.iterations = 60;
        n.stabilization = 1;
        return n;
    }

    // The neighbourhoods' numbers, then the refill's.
    template <class P, class F> static void forEachNumber(P& p, F&& f)
    {
        f(regionRadiusRule, p.regionRadius);
        f(layerSpanRule, p.layerSpan);
        f(maxRemovedRule, p.maxRemoved);
        NrpaParameters::forEachNumber(p.refill, f);
    }
};

// A parameter's value as its messages and the log write it: a whole number in decimal,
// another as the shortest text that reads back as it ("0.5").
inline std::string parameterText(double value)
{
    if (value == std::floor(value) && std::abs(value) < 1e15)
        return std::to_string(static_cast<std::int64_t>(value));
    return realText(value);
}

// The first number of `parameters` (any of the above) outside its rule: an error with the
// rule's message (Syntax), and the rule.
struct BrokenRule {
    const ParameterRule* rule = nullptr;
    Error error;
};
template <class Parameters> std::optional<BrokenRule> firstBrokenRule(const Parameters& parameters)
{
    std::optional<BrokenRule> broken;
    Parameters::forEachNumber(parameters, [&](const ParameterRule& rule, const auto& value) {
        if (broken || rule.holds(static_cast<double>(value)))
            return;
        broken = BrokenRule{&rule, syntaxError(phrase(rule.outside, parameterText(static_cast<double>(value)),
                                                      parameterText(rule.lo), parameterText(rule.hi)))};
    });
    return broken;
}

// " --level 3 --per-level 100 ...": every number of `parameters` as the command line
// gives it, for a log's first line.
template <class Parameters> std::string parametersText(const Parameters& parameters)
{
    std::string out;
    Parameters::forEachNumber(parameters, [&](const ParameterRule& rule, const auto& value) {
        out += " --" + std::string(rule.option) + " " + parameterText(static_cast<double>(value));
    });
    return out;
}

} // namespace morpion
