#include "core/search/SearchCheckpoint.h"

#include "core/rules/CheckpointReader.h"
#include "core/rules/Position.h"

#include <limits>
#include <type_traits>

// Reading a checkpoint's text (docs/checkpoint.md): every line and value in its place, then
// the state checked as checkSearchCheckpoint does.

namespace morpion {

namespace {

bool readSequence(CheckpointReader& r, NrpaSequenceState& s)
{
    if (!r.next("sequence"))
        return false;
    const auto score = r.integer<int>("the score", -1, 1 << 20);
    if (!score || !r.done())
        return false;
    s.score = *score;
    if (!r.next("moves") || !r.slots("the move count", s.moves) || !r.next("legal") || !r.slots("the legal count", s.legal))
        return false;
    if (!r.next("offsets"))
        return false;
    const auto n = r.count("the offset count");
    if (!n)
        return false;
    if (*n != s.moves.size() + 1)
        return r.failAtLast("a sequence of " + std::to_string(s.moves.size()) + " moves has " +
                            std::to_string(s.moves.size() + 1) + " offsets");
    s.offsets.clear();
    std::int32_t previous = 0;
    for (std::size_t i = 0; i < *n; ++i) {
        const auto o =
            r.integer<std::int32_t>("an offset", i == 0 ? 0 : previous, i == 0 ? 0 : static_cast<std::int32_t>(s.legal.size()));
        if (!o)
            return false;
        // Each step lists its move among at least one legal move.
        if (i > 0 && *o == previous)
            return r.failAtLast("a step with no legal move");
        s.offsets.push_back(*o);
        previous = *o;
    }
    if (static_cast<std::size_t>(previous) != s.legal.size())
        return r.failAtLast("the last offset must be the legal count " + std::to_string(s.legal.size()));
    return r.done();
}

// A running thread's generator, iteration count and best game.
bool readThreadBest(CheckpointReader& r, SearchThreadState& t)
{
    if (!r.next("rng"))
        return false;
    bool zero = true;
    for (auto& word : t.rng) {
        const auto v = r.integer<std::uint64_t>("a generator word", 0, ~std::uint64_t{0}, 16);
        if (!v)
            return false;
        word = *v;
        zero = zero && *v == 0;
    }
    if (zero)
        return r.failAtLast("a generator state cannot be all zero");
    if (!r.done())
        return false;
    if (!r.next("iterations"))
        return false;
    const auto iterations = r.integer<std::int64_t>("the iteration count", 0, maxSearchIterations);
    if (!iterations || !r.done())
        return false;
    t.iterations = *iterations;
    if (!r.next("best"))
        return false;
    const auto best = r.integer<int>("the best score", -1, 1 << 20);
    if (!best || !r.moves("the move count", t.bestMoves) || !r.done())
        return false;
    t.bestScore = *best;
    if (t.bestScore != (t.bestScore < 0 ? -1 : static_cast<int>(t.bestMoves.size())))
        return r.fail(0, "the best score is not the best game's move count");
    return true;
}

// One level of a running NRPA thread: its iteration, its policy and its best sequence.
bool readLevel(CheckpointReader& r, const SearchOptions& o, NrpaLevelState& level)
{
    if (!r.next("level"))
        return false;
    const auto iteration = r.integer<int>("the iteration", 0, o.nrpa.iterations - 1);
    if (!iteration || !r.done())
        return false;
    level.iteration = *iteration;
    if (!r.next("policy"))
        return false;
    const auto n = r.count("the weight count", 3);
    if (!n)
        return false;
    for (std::size_t i = 0; i < *n; ++i) {
        const auto slot = r.integer<std::int32_t>("a slot", 0, std::numeric_limits<std::int32_t>::max());
        const auto w = slot ? r.real("a weight") : std::nullopt;
        const auto e = w ? r.real("an exponential") : std::nullopt;
        if (!e)
            return false;
        if (*e < 0)
            return r.failAtLast("an exponential cannot be negative");
        level.weightSlots.push_back(*slot);
        level.weights.push_back(*w);
        level.exps.push_back(*e);
    }
    return r.done() && readSequence(r, level.best);
}

// A running NRPA thread's runs, extra lines, best slots and levels.
bool readNrpaThread(CheckpointReader& r, const SearchOptions& o, SearchThreadState& t)
{
    if (!r.next("runs"))
        return false;
    const auto runs = r.integer<int>("the run count", 0, std::numeric_limits<int>::max());
    if (!runs || !r.done())
        return false;
    t.runs = *runs;
    if (!r.next("extra"))
        return false;
    const auto extra = r.count("the line count");
    if (!extra)
        return false;
    for (std::size_t i = 0; i < *extra; ++i) {
        const auto l = r.line("a line");
        if (!l)
            return false;
        t.extraLines.push_back(*l);
    }
    if (!r.done() || !r.next("best-slots") || !r.slots("the slot count", t.bestSlots) || !r.done())
        return false;
    if (!r.next("levels"))
        return false;
    const auto levels = r.integer<int>("the level count", 0, o.nrpa.level);
    if (!levels || !r.done())
        return false;
    if (*levels != 0 && *levels != o.nrpa.level)
        return r.failAtLast("a running search has all " + std::to_string(o.nrpa.level) + " levels");
    t.levels.resize(static_cast<std::size_t>(*levels));
    for (NrpaLevelState& level : t.levels)
        if (!readLevel(r, o, level))
            return false;
    return true;
}

bool readThread(CheckpointReader& r, const SearchOptions& o, int index, SearchThreadState& t)
{
    if (!r.next("thread"))
        return false;
    if (!r.integer<int>("the thread number", index, index))
        return false;
    const auto status = r.word("fresh or running");
    if (!status)
        return false;
    if (*status != "fresh" && *status != "running")
        return r.failAtLast("a thread is fresh or running");
    t.fresh = *status == "fresh";
    if (!r.done())
        return false;
    if (t.fresh)
        return true;

    if (!readThreadBest(r, t))
        return false;
    if (o.algorithm == SearchAlgorithm::HillClimb)
        return r.next("current") && r.moves("the move count", t.current) && r.done();
    return readNrpaThread(r, o, t);
}

// "key value" into target when the line is there, the value in [low, high].
template <class T, class L, class H> void intLine(CheckpointReader& r, std::string_view key, T& target, L low, H high)
{
    if (!r.next(key))
        return;
    if (const auto v = r.integer<T>(key, low, high))
        target = *v;
    r.done();
}

void realLine(CheckpointReader& r, std::string_view key, double& target)
{
    if (!r.next(key))
        return;
    if (const auto v = r.real(key))
        target = *v;
    r.done();
}

// The search's options and its seconds so far, each line in its place (an error stays in r).
void readOptions(CheckpointReader& r, SearchOptions& o, double& seconds)
{
    if (r.next("algorithm")) {
        const auto name = r.word("the algorithm");
        const auto a = name ? parseSearchAlgorithm(std::string(*name)) : std::nullopt;
        if (name && (!a || *a == SearchAlgorithm::Improve))
            r.failAtLast("the algorithm is nrpa or hillclimb");
        else if (a)
            o.algorithm = *a;
        r.done();
    }
    if (r.next("variant")) {
        const auto name = r.word("the variant");
        const auto v = name ? parseVariant(*name) : std::nullopt;
        if (name && !v)
            r.failAtLast("the variant is 5T, 5D, 4T or 4D");
        else if (v)
            o.variant = *v;
        r.done();
    }
    intLine(r, "seed", o.limits.seed, std::uint64_t{0}, ~std::uint64_t{0});
    intLine(r, "threads", o.limits.threads, 1, 1024);
    if (r.next("parallel")) {
        const auto mode = r.word("the mode");
        if (mode && *mode != "independent" && *mode != "root")
            r.failAtLast("parallel is independent or root");
        o.nrpa.parallel = mode && *mode == "root" ? SearchParallel::Root : SearchParallel::Independent;
        r.done();
    }
    if (r.next("start")) {
        const auto mode = r.word("the start");
        if (mode && *mode != "cross" && *mode != "prefix" && *mode != "warm")
            r.failAtLast("start is cross, prefix or warm");
        o.start = !mode || *mode == "cross" ? SearchStart::Cross : *mode == "prefix" ? SearchStart::Prefix : SearchStart::Warm;
        r.done();
    }
    if (r.next("grid")) {
        r.moves("the move count", o.grid);
        r.done();
    }
    // Each parameter under its rule's name, whole ones in the rule's range (the check below
    // holds the others to theirs).
    const auto parameter = [&r](const ParameterRule& rule, auto& value) {
        if constexpr (std::is_integral_v<std::decay_t<decltype(value)>>)
            intLine(r, rule.option, value, static_cast<int>(rule.lo), static_cast<int>(rule.hi));
        else
            realLine(r, rule.option, value);
    };
    NrpaParameters::forEachNumber(o.nrpa, parameter);
    HillClimbParameters::forEachNumber(o.hillClimb, parameter);
    intLine(r, "initial-window", o.initialWindow, 0, Position::defaultWindow);
    realLine(r, "seconds", seconds);
}

// Each thread's state; their iteration counts add up to at most the largest budget.
bool readThreads(CheckpointReader& r, SearchCheckpoint& c)
{
    const SearchOptions& o = c.options;
    c.threads.resize(static_cast<std::size_t>(o.limits.threads));
    std::int64_t total = 0;
    for (int i = 0; i < o.limits.threads; ++i) {
        if (!readThread(r, o, i, c.threads[static_cast<std::size_t>(i)]))
            return false;
        // The sum of the threads' counts fits the largest budget, so no total overflows.
        if (c.threads[static_cast<std::size_t>(i)].iterations > maxSearchIterations - total) {
            r.failAtLast("the threads' iteration counts add up to more than " + std::to_string(maxSearchIterations));
            return false;
        }
        total += c.threads[static_cast<std::size_t>(i)].iterations;
    }
    return true;
}

// The checksum (version 2 on) and the end line, with nothing but blank lines after it.
bool readEnd(CheckpointReader& r, int version)
{
    return r.checksumAndEnd(version >= 2 ? searchCheckpointDigest : nullptr);
}

} // namespace

Result<SearchCheckpoint> parseSearchCheckpoint(std::string_view text)
{
    CheckpointReader r(text);
    SearchCheckpoint c;
    SearchOptions& o = c.options;
    if (!r.peek(searchCheckpointMagic)) {
        r.fail(0, "not a search checkpoint (one starts with \"morpion-search-checkpoint\")");
        return *r.error;
    }
    r.next(searchCheckpointMagic);
    const auto version = r.integer<int>("the version", 1, searchCheckpointVersion);
    if (!version) {
        r.error->detail = phrase(MORPION_TR_NOOP("ErrorDetail", "checkpoint: versions 1 to %1 are the ones this program reads"),
                                 searchCheckpointVersion);
        return *r.error;
    }
    r.done();
    readOptions(r, o, c.seconds);
    if (r.error)
        return *r.error;
    const int optionsLine = r.lineNo();
    if (auto bad = checkSearchOptions(o)) {
        bad->detail = phrase(MORPION_TR_NOOP("ErrorDetail", "checkpoint: %1"), bad->detail);
        if (bad->line == 0)
            bad->line = optionsLine;
        return *bad;
    }
    if (!readThreads(r, c))
        return *r.error;
    if (!readEnd(r, *version))
        return *r.error;
    if (auto bad = checkSearchCheckpoint(c)) {
        if (bad->line == 0)
            bad->line = r.lineNo();
        return *bad;
    }
    return c;
}

} // namespace morpion
