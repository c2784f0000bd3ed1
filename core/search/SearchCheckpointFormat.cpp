#include "core/search/SearchCheckpoint.h"

#include "core/rules/CheckpointWriter.h"

#include <charconv>
#include <cstdio>
#include <type_traits>

// Writing a checkpoint's text (docs/checkpoint.md).

namespace morpion {

namespace {

std::string_view startName(SearchStart s)
{
    return s == SearchStart::Cross ? "cross" : s == SearchStart::Prefix ? "prefix" : "warm";
}

} // namespace

std::string formatSearchCheckpoint(const SearchCheckpoint& c)
{
    const SearchOptions& o = c.options;
    CheckpointWriter w;
    w.key(searchCheckpointMagic).integer(searchCheckpointVersion);
    w.key("algorithm").word(searchAlgorithmName(o.algorithm));
    w.key("variant").word(variantName(o.variant));
    w.key("seed").integer(o.limits.seed);
    w.key("threads").integer(o.limits.threads);
    w.key("parallel").word(o.nrpa.parallel == SearchParallel::Root ? "root" : "independent");
    w.key("start").word(startName(o.start));
    w.key("grid").moves(o.grid);
    // Each parameter under its rule's name (level, per-level, alpha, ...; blacklist).
    const auto parameter = [&w](const ParameterRule& rule, const auto& value) {
        if constexpr (std::is_integral_v<std::decay_t<decltype(value)>>)
            w.key(rule.option).integer(value);
        else
            w.key(rule.option).real(value);
    };
    NrpaParameters::forEachNumber(o.nrpa, parameter);
    HillClimbParameters::forEachNumber(o.hillClimb, parameter);
    w.key("initial-window").integer(o.initialWindow);
    w.key("seconds").real(c.seconds);
    for (std::size_t i = 0; i < c.threads.size(); ++i) {
        const SearchThreadState& t = c.threads[i];
        w.key("thread").integer(i).word(t.fresh ? "fresh" : "running");
        if (t.fresh)
            continue;
        w.key("rng");
        for (std::uint64_t word : t.rng)
            w.hex(word);
        w.key("iterations").integer(t.iterations);
        w.key("best").integer(t.bestScore).moves(t.bestMoves);
        if (o.algorithm == SearchAlgorithm::HillClimb) {
            w.key("current").moves(t.current);
            continue;
        }
        w.key("runs").integer(t.runs);
        w.key("extra").integer(t.extraLines.size());
        for (const Line& l : t.extraLines)
            w.line(l);
        w.key("best-slots").slots(t.bestSlots);
        w.key("levels").integer(t.levels.size());
        for (const NrpaLevelState& level : t.levels) {
            w.key("level").integer(level.iteration);
            w.key("policy").integer(level.weightSlots.size());
            for (std::size_t k = 0; k < level.weightSlots.size(); ++k)
                w.integer(level.weightSlots[k]).real(level.weights[k]).real(level.exps[k]);
            w.key("sequence").integer(level.best.score);
            w.key("moves").slots(level.best.moves);
            w.key("legal").slots(level.best.legal);
            w.key("offsets").slots(level.best.offsets);
        }
    }
    w.out += '\n';
    char digest[32];
    std::snprintf(digest, sizeof digest, "checksum %016llx\n", static_cast<unsigned long long>(searchCheckpointDigest(w.out)));
    return std::move(w.out) + digest + "end\n";
}

} // namespace morpion
