#pragma once

#include "core/base/Error.h"

#include <cstdint>
#include <optional>

namespace morpion {

// What every search is given whatever its algorithm: its seed, its threads, when it stops
// and how often it reports. One struct, embedded in each algorithm's options (SearchOptions,
// NrpaOptions, ImproverOptions, HillClimbOptions), so that passing limits on is one
// assignment instead of a copy field by field.
struct SearchLimits {
    std::uint64_t seed = 0;
    // 1..1024 searching threads, each with its own seed derived from `seed` and its index
    // (searchThreadSeed). A single climb (HillClimb) has one.
    int threads = 1;

    // Stop rules (negative = off); the first one met ends the search. With none, only the
    // caller's stop flag or requestStop() ends it. The iteration budget counts playouts
    // (NRPA), climb steps (hill climb) or refilled neighbourhoods (improve) over all
    // threads, split evenly between them (iterationShare), never first-come, so that a
    // seed, a thread count and a budget give the same best game on every run; only time,
    // target and requested stops depend on timing.
    double maxSeconds = -1;
    int targetScore = -1;
    std::int64_t maxIterations = -1;

    // How often the progress callback runs, in seconds (above 0).
    double progressSeconds = 0.5;

    // Thread `thread`'s share of the iteration budget (-1: no budget): the budget split
    // evenly, the first threads taking one more when it does not divide.
    std::int64_t iterationShare(int thread) const
    {
        if (maxIterations < 0)
            return -1;
        return maxIterations / threads + (thread < maxIterations % threads ? 1 : 0);
    }

    // These limits with the stop rules and progress interval of `stops`: the seed and the
    // threads stay, as when a saved search goes on under new stop rules.
    SearchLimits withStopsOf(const SearchLimits& stops) const
    {
        SearchLimits limits = stops;
        limits.seed = seed;
        limits.threads = threads;
        return limits;
    }
};

// The largest iteration budget, and the most iterations a saved search may state over
// all its threads: far beyond any search (2^53 playouts take centuries), small enough
// that no sum of counts overflows.
inline constexpr std::int64_t maxSearchIterations = std::int64_t{1} << 53;

// What is wrong with the limits: threads outside 1..1024, a time that is not a number, a
// progress interval not above 0, an iteration budget past maxSearchIterations (Syntax,
// naming it).
std::optional<Error> checkSearchLimits(const SearchLimits& limits);

} // namespace morpion
