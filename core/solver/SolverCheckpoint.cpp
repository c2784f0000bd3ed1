#include "core/solver/SolverCheckpoint.h"

#include "core/base/Digest.h"
#include "core/rules/CheckpointReader.h"
#include "core/rules/CheckpointWriter.h"
#include "core/rules/Position.h"

#include <algorithm>
#include <cstdio>
#include <limits>

// The solver's checkpoint text (docs/solver.md).

namespace morpion {

namespace {

// Deeper than any game of the four variants can go (the 5T record is 178) with room; a
// bound for the counts a checkpoint may state, so that nothing it says allocates more.
constexpr int maxDepthStated = 4096;

} // namespace

std::string formatSolverCheckpoint(const SolverCheckpoint& c)
{
    CheckpointWriter w;
    w.key(solverCheckpointMagic).integer(solverCheckpointVersion);
    w.key("variant").word(variantName(c.task.variant));
    w.key("grid").moves(c.task.start);
    w.key("max-depth").integer(c.task.maxDepth);
    w.key("part").integer(c.part).integer(c.parts);
    w.key("split").integer(c.splitDepth);
    w.key("items").integer(c.itemCount).hex(c.itemsDigest);
    w.key("seconds").real(c.seconds);
    w.key("done").integer(c.done.size());
    for (const SolverItemResult& r : c.done) {
        const WalkTally& t = r.tally;
        w.key("item").integer(r.index).integer(t.nodes).integer(t.best).moves(t.bestPath);
        // Depths before the item's own hold nothing: written from the split depth on.
        const std::size_t from = std::min(static_cast<std::size_t>(c.splitDepth), t.classes.size());
        w.key("counts").integer(from).integer(t.classes.size() - from);
        for (std::size_t d = from; d < t.classes.size(); ++d)
            w.integer(t.classes[d]).integer(t.positions[d]);
    }
    w.out += '\n';
    char digest[40];
    std::snprintf(digest, sizeof digest, "checksum %016llx\n", static_cast<unsigned long long>(checkpointDigest(w.out)));
    return std::move(w.out) + digest + "end\n";
}

namespace {

bool readItem(CheckpointReader& r, const SolverCheckpoint& c, Position& replay, SolverItemResult& out)
{
    if (!r.next("item"))
        return false;
    const auto index = r.integer<int>("the item", 0, c.itemCount - 1);
    const auto nodes = r.integer<std::uint64_t>("the nodes", 1, std::numeric_limits<std::uint64_t>::max());
    const auto best = r.integer<int>("the depth reached", c.splitDepth, std::min(c.task.maxDepth, maxDepthStated));
    if (!index || !nodes || !best)
        return false;
    if (*index % c.parts != c.part)
        return r.failAtLast("item " + std::to_string(*index) + " is not in part " + std::to_string(c.part) + " of " +
                            std::to_string(c.parts));
    out.index = *index;
    WalkTally& t = out.tally;
    t.nodes = *nodes;
    t.best = *best;
    if (!r.moves("the deepest game", t.bestPath) || !r.done())
        return false;
    // The game must be one: as long as it says, and legal from the start.
    if (t.bestPath.size() != static_cast<std::size_t>(t.best))
        return r.failAtLast("the deepest game has " + std::to_string(t.bestPath.size()) + " moves, not " +
                            std::to_string(t.best));
    replay.undoTo(static_cast<int>(c.task.start.size()));
    for (std::size_t i = 0; i < t.bestPath.size(); ++i)
        if (!replay.play(t.bestPath[i]))
            return r.failAtLast("move " + std::to_string(i + 1) + " of the deepest game cannot be played");

    if (!r.next("counts"))
        return false;
    const auto from = r.integer<int>("the first depth", 0, maxDepthStated);
    const auto count = r.count("the depths", 2);
    if (!from || !count)
        return false;
    if (*count > static_cast<std::size_t>(maxDepthStated - *from))
        return r.failAtLast("the counts go deeper than " + std::to_string(maxDepthStated));
    const std::size_t depths = static_cast<std::size_t>(*from) + *count;
    t.classes.assign(depths, 0);
    t.positions.assign(depths, 0);
    std::uint64_t sum = 0;
    for (std::size_t d = static_cast<std::size_t>(*from); d < depths; ++d) {
        const auto classes = r.integer<std::uint64_t>("a class count", 0, t.nodes);
        const auto positions = r.integer<std::uint64_t>("a position count", 0, std::numeric_limits<std::uint64_t>::max());
        if (!classes || !positions)
            return false;
        // positions <= 8 * classes, said without the product (it could overflow)
        if (*positions < *classes || *positions / 8 > *classes || (*positions / 8 == *classes && *positions % 8 != 0))
            return r.failAtLast("a class has 1 to 8 positions: " + std::to_string(*classes) + " classes cannot have " +
                                std::to_string(*positions));
        t.classes[d] = *classes;
        t.positions[d] = *positions;
        sum += *classes; // each at most nodes: no overflow over 4096 depths
        if (sum > t.nodes)
            return r.failAtLast("the classes add up to more than the item's " + std::to_string(t.nodes) + " nodes");
    }
    if (sum != t.nodes)
        return r.failAtLast("the classes add up to " + std::to_string(sum) + ", not the item's " + std::to_string(t.nodes) +
                            " nodes");
    if (t.classes.empty() || static_cast<std::size_t>(t.best) + 1 != t.classes.size() || t.classes.back() == 0)
        return r.failAtLast("the counts must end at the depth reached, " + std::to_string(t.best));
    return r.done();
}

// A line "key N" with N in [low, high], into out.
bool intLine(CheckpointReader& r, std::string_view key, int& out, int low, int high)
{
    if (!r.next(key))
        return false;
    const auto v = r.integer<int>(key, low, high);
    if (!v)
        return false;
    out = *v;
    return r.done();
}

// The magic line with the version, and the variant.
bool readHeader(CheckpointReader& r, SolverCheckpoint& c)
{
    if (!r.next(solverCheckpointMagic))
        return false;
    const auto version = r.integer<int>("the version", solverCheckpointVersion, solverCheckpointVersion);
    if (!version || !r.done())
        return false;
    if (!r.next("variant"))
        return false;
    const auto name = r.word("the variant");
    if (!name)
        return false;
    const auto variant = parseVariant(*name);
    if (!variant)
        return r.failAtLast("the variant must be 5T, 5D, 4T or 4D");
    c.task.variant = *variant;
    return r.done();
}

// The start grid, played on `replay`, and the depth the walk goes to.
bool readStart(CheckpointReader& r, SolverCheckpoint& c, Position& replay)
{
    if (!r.next("grid") || !r.moves("the start grid", c.task.start) || !r.done())
        return false;
    for (std::size_t i = 0; i < c.task.start.size(); ++i)
        if (!replay.play(c.task.start[i]))
            return r.failAtLast("move " + std::to_string(i + 1) + " of the start grid cannot be played");
    return intLine(r, "max-depth", c.task.maxDepth, 0, 1 << 20);
}

// Which part of the work, cut how (the split depth, the items and their digest), and the
// seconds spent so far.
bool readShare(CheckpointReader& r, SolverCheckpoint& c)
{
    if (!r.next("part"))
        return false;
    const auto part = r.integer<int>("the part", 0, 1 << 20);
    const auto parts = r.integer<int>("the number of parts", 1, 1 << 20);
    if (!part || !parts || !r.done())
        return false;
    if (*part >= *parts)
        return r.failAtLast("the part must be below the number of parts");
    c.part = *part;
    c.parts = *parts;
    if (!intLine(r, "split", c.splitDepth, 0, std::min(c.task.maxDepth, maxDepthStated)) || !r.next("items"))
        return false;
    const auto items = r.integer<int>("the number of items", 0, 1 << 24);
    const auto digest = r.integer<std::uint64_t>("the items' digest", 0, ~std::uint64_t{0}, 16);
    if (!items || !digest || !r.done() || !r.next("seconds"))
        return false;
    c.itemCount = *items;
    c.itemsDigest = *digest;
    const auto seconds = r.real("the seconds");
    if (!seconds || !r.done())
        return false;
    if (*seconds < 0 || *seconds > 1e9) // 30 years
        return r.failAtLast("the seconds must be from 0 to 1e9");
    c.seconds = *seconds;
    return true;
}

// The finished items, in increasing order.
bool readDone(CheckpointReader& r, SolverCheckpoint& c, Position& replay)
{
    if (!r.next("done"))
        return false;
    const auto done = r.integer<int>("the finished items", 0, c.itemCount);
    if (!done || !r.done())
        return false;
    for (int i = 0; i < *done; ++i) {
        SolverItemResult item;
        if (!readItem(r, c, replay, item))
            return false;
        if (!c.done.empty() && item.index <= c.done.back().index)
            return r.fail(0, "the items must be in increasing order, each once");
        c.done.push_back(std::move(item));
    }
    return true;
}

} // namespace

Result<SolverCheckpoint> parseSolverCheckpoint(std::string_view text)
{
    // Windows line ends read as plain ones: the reader drops the '\r', the digest too.
    CheckpointReader r(text);
    SolverCheckpoint c;
    if (!readHeader(r, c))
        return *r.error;
    Position replay(c.task.variant);
    if (!readStart(r, c, replay) || !readShare(r, c) || !readDone(r, c, replay) || !r.checksumAndEnd(checkpointDigest))
        return *r.error;
    return c;
}

} // namespace morpion
