#include "core/codes/LayerCoder.h"

#include "core/codes/Alphabet.h"
#include "core/rules/MoveText.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>

namespace morpion {

namespace {

// Any line whose id is valid on every window: its id changes exactly when the window grows.
constexpr Line referenceLine{{0, 0}, Dir::E};

// LayerCoder::runs(): one relaxed increment a run, on a procedure of microseconds at least.
std::atomic<std::uint64_t> runCount{0};

std::size_t at(std::int64_t i)
{
    return static_cast<std::size_t>(i);
}

// In 64 bits, so that any coordinates are safe.
bool pointOnLine(const Move& m, int n)
{
    const std::int64_t dx = std::int64_t{m.point.x} - m.line.start.x;
    const std::int64_t dy = std::int64_t{m.point.y} - m.line.start.y;
    const std::int64_t sx = stepX(m.line.dir), sy = stepY(m.line.dir);
    const std::int64_t i = sx != 0 ? dx : dy; // every direction but s steps x by 1
    return i >= 0 && i < n && dx == i * sx && dy == i * sy;
}

// Two moves legal on one board that cannot both be played: the same new point, or
// same-direction lines on one lattice line sharing a unit segment (T) or a point (D).
bool movesConflict(Variant v, const Move& a, const Move& b)
{
    if (a.point == b.point)
        return true;
    if (a.line.dir != b.line.dir)
        return false;
    const int dx = b.line.start.x - a.line.start.x;
    const int dy = b.line.start.y - a.line.start.y;
    const int sx = stepX(a.line.dir), sy = stepY(a.line.dir);
    const int t = sx != 0 ? dx : dy;
    if (dx != t * sx || dy != t * sy)
        return false;
    const int reach = isDisjoint(v) ? lineLength(v) - 1 : lineLength(v) - 2;
    return std::abs(t) <= reach;
}

std::optional<Error> checkAlphabet(std::string_view code)
{
    for (std::size_t i = 0; i < code.size(); ++i) {
        if (alphabetValue(code[i]) < 0) {
            Error e;
            e.kind = ErrorKind::BadCharacter;
            e.position = static_cast<std::int64_t>(i);
            e.detail = describeCharacter(code[i]);
            return e;
        }
    }
    return std::nullopt;
}

// The first character from bit `bit` on that holds a 1 bit.
std::optional<Error> checkTrailing(std::string_view code, std::size_t bit)
{
    std::size_t off = bit / 6;
    const auto onesAt = [&](std::size_t i) {
        Error e;
        e.kind = ErrorKind::BitsAfterEnd;
        e.position = static_cast<std::int64_t>(i);
        e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "the game ends at bit %1"), bit);
        return e;
    };
    if (bit % 6 != 0 && off < code.size()) {
        const int rest = alphabetValue(code[off]) & ((1 << (6 - bit % 6)) - 1);
        if (rest != 0)
            return onesAt(off);
        ++off;
    }
    for (; off < code.size(); ++off)
        if (alphabetValue(code[off]) != 0)
            return onesAt(off);
    return std::nullopt;
}

} // namespace

// Reads the bits of a code whose characters are known to be in the alphabet.
class LayerCoder::CodeSource {
public:
    explicit CodeSource(std::string_view code)
        : code_(code)
    {}

    bool take(std::size_t bit, Position::LineId, const Move&)
    {
        const std::size_t off = bit / 6;
        if (off >= code_.size())
            return false; // bits past the end read as 0
        if (off != cachedOffset_) {
            cachedOffset_ = off;
            cachedValue_ = alphabetValue(code_[off]);
        }
        return (cachedValue_ >> (5 - bit % 6)) & 1;
    }
    std::int64_t position(std::size_t bit, Position::LineId) const { return static_cast<std::int64_t>(bit / 6); }
    bool stopped() const { return false; }

private:
    std::string_view code_;
    std::size_t cachedOffset_ = static_cast<std::size_t>(-1);
    int cachedValue_ = 0;
};

// Takes the candidates that belong to the grid and writes the bits as code text.
class LayerCoder::GridSource {
public:
    GridSource(LayerCoder& coder, std::string* code)
        : coder_(coder)
        , code_(code)
    {}
    // Stops after maxBits bits, or at the first bit that makes the code sort after *bound.
    GridSource(LayerCoder& coder, std::string* code, const std::string* bound, std::size_t maxBits)
        : coder_(coder)
        , code_(code)
        , bound_(bound)
        , maxBits_(maxBits)
    {}

    bool take(std::size_t bit, Position::LineId id, const Move& m)
    {
        const int i = coder_.gridIndexOf(id);
        const bool taken = i >= 0 && (*coder_.grid_)[at(i)].point == m.point;
        if (taken) {
            coder_.found_[at(i)] = 1;
            ++coder_.foundCount_;
        }
        if (bound_) {
            // Equal so far: the first differing bit decides. A bit past the bound's end
            // compares with 0 (a 1 there makes the code longer with an equal prefix, or
            // larger in that character: after the bound either way).
            const std::size_t off = bit / 6;
            const bool boundBit = off < bound_->size() && (alphabetValue((*bound_)[off]) >> (5 - bit % 6) & 1);
            if (taken != boundBit) {
                stopped_ = taken;
                bound_ = nullptr; // smaller: the rest cannot change that
            }
        }
        if (bit + 1 >= maxBits_)
            stopped_ = true;
        if (code_) {
            acc_ = (acc_ << 1) | (taken ? 1u : 0u);
            if (++pending_ == 6) {
                *code_ += alphabetChar(static_cast<int>(acc_));
                acc_ = 0;
                pending_ = 0;
            }
        }
        return taken;
    }
    std::int64_t position(std::size_t, Position::LineId id) const { return coder_.gridIndexOf(id); }
    bool stopped() const { return stopped_; }

    void finish()
    {
        if (code_ && pending_ > 0)
            *code_ += alphabetChar(static_cast<int>(acc_ << (6 - pending_)));
        acc_ = 0;
        pending_ = 0;
    }

private:
    LayerCoder& coder_;
    std::string* code_;
    const std::string* bound_ = nullptr;
    std::size_t maxBits_ = static_cast<std::size_t>(-1);
    bool stopped_ = false;
    unsigned acc_ = 0;
    int pending_ = 0;
};

LayerCoder::LayerCoder(Variant v)
    : pos_(v)
{}

LayerCoder::LayerCoder(Variant v, int initialWindow)
    : pos_(v, initialWindow)
{}

LayerCoder& LayerCoder::forThread(Variant v)
{
    // One per variant, each set up on first use.
    switch (v) {
    case Variant::T5: {
        thread_local LayerCoder coder(Variant::T5);
        return coder;
    }
    case Variant::D5: {
        thread_local LayerCoder coder(Variant::D5);
        return coder;
    }
    case Variant::T4: {
        thread_local LayerCoder coder(Variant::T4);
        return coder;
    }
    case Variant::D4: break;
    }
    thread_local LayerCoder coder(Variant::D4);
    return coder;
}

void LayerCoder::nextGeneration()
{
    if (++generation_ == 0) {
        std::fill(tabooMark_.begin(), tabooMark_.end(), 0);
        std::fill(gridMark_.begin(), gridMark_.end(), 0);
        generation_ = 1;
    }
}

void LayerCoder::markTaboo(Position::LineId id)
{
    const auto i = static_cast<std::size_t>(id);
    if (i >= tabooMark_.size())
        tabooMark_.resize(std::max(i + 1, 2 * tabooMark_.size()), 0);
    tabooMark_[i] = generation_;
}

void LayerCoder::markGrid(Position::LineId id, int index)
{
    const auto i = static_cast<std::size_t>(id);
    if (i >= gridMark_.size()) {
        gridMark_.resize(std::max(i + 1, 2 * gridMark_.size()), 0);
        gridIndex_.resize(gridMark_.size(), -1);
    }
    gridMark_[i] = generation_;
    gridIndex_[i] = index;
}

std::uint64_t LayerCoder::runs()
{
    return runCount.load(std::memory_order_relaxed);
}

void LayerCoder::begin()
{
    runCount.fetch_add(1, std::memory_order_relaxed);
    pos_.reset();
    refId_ = pos_.idOf(referenceLine);
    nextGeneration();
    tabooLines_.clear();
    grid_ = nullptr;
    foundCount_ = 0;
    bitCount_ = 0;
}

// The window grew: every id changed. New generation, marks again from the lines.
void LayerCoder::rebuildMarks()
{
    refId_ = pos_.idOf(referenceLine);
    nextGeneration();
    for (const Line& l : tabooLines_)
        markTaboo(pos_.idOf(l));
    if (grid_) {
        for (std::size_t i = 0; i < grid_->size(); ++i) {
            const Move& m = (*grid_)[i];
            if (!withinCoordinateLimit(m))
                continue; // never reached by a game (Position's arithmetic must not overflow): never taken
            const Position::LineId id = pos_.idOf(m.line);
            if (id >= 0)
                markGrid(id, static_cast<int>(i));
        }
    }
}

std::optional<Error> LayerCoder::prepareGrid(const std::vector<Move>& grid)
{
    const int n = pos_.length();
    grid_ = &grid;
    found_.assign(grid.size(), 0);
    foundCount_ = 0;
    const auto sameLine = [&](std::size_t first, std::size_t second) {
        Error e;
        e.kind = ErrorKind::DuplicateMove;
        e.position = static_cast<std::int64_t>(second);
        e.detail = grid[first] == grid[second]
                       ? phrase(MORPION_TR_NOOP("ErrorDetail", "%1 (also at index %2)"), formatMove(grid[second]), first)
                       : phrase(MORPION_TR_NOOP("ErrorDetail", "%1 and %2 draw the same line"), formatMove(grid[first]),
                                formatMove(grid[second]));
        return e;
    };
    bool outside = false;
    for (std::size_t i = 0; i < grid.size(); ++i) {
        const Move& m = grid[i];
        if (!pointOnLine(m, n)) {
            Error e;
            e.kind = ErrorKind::IllegalMove;
            e.position = static_cast<std::int64_t>(i);
            e.detail = withColon(formatMove(m), MORPION_TR_NOOP("ErrorDetail", "the point is not on its line"));
            return e;
        }
        const Position::LineId id = withinCoordinateLimit(m) ? pos_.idOf(m.line) : -1;
        if (id < 0) {
            outside = true; // not on the window yet: checked below, marked when it grows
            continue;
        }
        if (const int j = gridIndexOf(id); j >= 0)
            return sameLine(at(j), i);
        markGrid(id, static_cast<int>(i));
    }
    if (outside) {
        // Rare: the window check above missed these lines, so compare all lines by sorting.
        std::vector<std::size_t> order(grid.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        const auto key = [&](std::size_t i) {
            const Line& l = grid[i].line;
            return std::tuple(l.start.x, l.start.y, dirIndex(l.dir), i);
        };
        std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return key(a) < key(b); });
        std::size_t best = grid.size(), bestFirst = 0;
        for (std::size_t k = 1; k < order.size(); ++k) {
            if (grid[order[k]].line == grid[order[k - 1]].line && order[k] < best) {
                best = order[k];
                bestFirst = order[k - 1];
            }
        }
        if (best < grid.size())
            return sameLine(bestFirst, best);
    }
    return std::nullopt;
}

std::optional<Error> LayerCoder::unreachedError(const std::vector<Move>& grid) const
{
    std::size_t first = grid.size();
    for (std::size_t i = 0; i < grid.size(); ++i)
        if (!found_[i] && (first == grid.size() || grid[i] < grid[first]))
            first = i;
    if (first == grid.size())
        return std::nullopt;
    Error e;
    e.kind = ErrorKind::UnreachableMove;
    e.position = static_cast<std::int64_t>(first);
    const std::size_t missing = grid.size() - foundCount_;
    e.detail = missing > 1 ? phrase(MORPION_TR_NOOP("ErrorDetail", "%1 is never a candidate (%2 moves are never reached)"),
                                    formatMove(grid[first]), missing)
                           : phrase(MORPION_TR_NOOP("ErrorDetail", "%1 is never a candidate"), formatMove(grid[first]));
    return e;
}

template <class Source> Error LayerCoder::conflictError(const Source& source, int layer, std::size_t bit, std::size_t index) const
{
    const Move& second = candMoves_[index];
    Error e;
    e.kind = ErrorKind::ConflictingMoves;
    e.layer = layer;
    e.position = source.position(bit, candIds_[index]);
    e.detail = Phrase::literal(formatMove(second));
    for (const int j : layerTaken_) {
        if (movesConflict(pos_.variant(), candMoves_[at(j)], second)) {
            e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "%1 and %2"), formatMove(candMoves_[at(j)]), formatMove(second));
            break;
        }
    }
    return e;
}

template <class Source> Result<int> LayerCoder::run(Source& source, std::vector<Move>* moves, Layering* rich)
{
    std::size_t bit = 0;
    int layer = 0;
    takenLayers_ = 0;
    if (rich)
        rich->layers.reserve(layerHint_); // as many as last time: grids of one kind are alike
    for (;; ++layer) {
        // C_k: the legal moves minus the taboo ones, in canonical order.
        keys_.clear();
        shownKeys_.clear();
        for (const Position::LineId id : pos_.legalIds()) {
            if (!isTaboo(id))
                keys_.push_back(pos_.orderKey(id));
            else if (rich)
                shownKeys_.push_back(pos_.orderKey(id));
        }
        if (keys_.empty())
            break;
        std::sort(keys_.begin(), keys_.end());
        const std::size_t count = keys_.size();
        candIds_.resize(count);
        candMoves_.resize(count);
        for (std::size_t i = 0; i < count; ++i) {
            candIds_[i] = static_cast<Position::LineId>(keys_[i] & 0xffffffffu);
            candMoves_[i] = pos_.moveOf(candIds_[i]);
        }

        Layer* out = nullptr;
        if (rich) {
            out = &rich->layers.emplace_back();
            out->firstNumber = static_cast<int>(bit) + 1;
            out->candidates.assign(candMoves_.begin(), candMoves_.end());
            out->taken.reserve(count);
            std::sort(shownKeys_.begin(), shownKeys_.end());
            out->taboo.reserve(shownKeys_.size());
            for (const std::uint64_t k : shownKeys_)
                out->taboo.push_back(pos_.moveOf(static_cast<Position::LineId>(k & 0xffffffffu)));
        }

        // Taken moves are played at once: a later one that an earlier one made illegal
        // conflicts with it (candidates only lose legality by moves of this layer).
        layerTaken_.clear();
        for (std::size_t i = 0; i < count; ++i, ++bit) {
            const Position::LineId id = candIds_[i];
            const bool take = source.take(bit, id, candMoves_[i]);
            if (source.stopped()) {
                bitCount_ = bit + 1;
                return layer;
            }
            if (out)
                out->taken.push_back(take ? 1 : 0);
            if (!take) {
                markTaboo(id);
                tabooLines_.push_back(candMoves_[i].line);
                continue;
            }
            if (!pos_.isLegalId(id)) {
                bitCount_ = bit + 1;
                return conflictError(source, layer, bit, i);
            }
            layerTaken_.push_back(static_cast<int>(i));
            pos_.playId(id);
            if (moves)
                moves->push_back(candMoves_[i]);
            if (pos_.idOf(referenceLine) != refId_) {
                rebuildMarks();
                for (std::size_t j = i + 1; j < count; ++j)
                    candIds_[j] = pos_.idOf(candMoves_[j].line);
            }
        }
        takenLayers_ += layerTaken_.empty() ? 0 : 1;
    }
    bitCount_ = bit;
    layerHint_ = static_cast<std::size_t>(layer) + 1;
    return layer;
}

Result<int> LayerCoder::decode(std::string_view code, std::vector<Move>& moves)
{
    moves.clear();
    if (auto e = checkAlphabet(code))
        return *e;
    begin();
    CodeSource source(code);
    Result<int> layers = run(source, &moves, nullptr);
    if (!layers)
        return layers;
    if (auto e = checkTrailing(code, bitCount_))
        return *e;
    return layers;
}

Result<Layering> LayerCoder::decodeLayering(std::string_view code)
{
    if (auto e = checkAlphabet(code))
        return *e;
    begin();
    Layering layering;
    layering.variant = variant();
    CodeSource source(code);
    if (Result<int> layers = run(source, nullptr, &layering); !layers)
        return layers.error();
    if (auto e = checkTrailing(code, bitCount_))
        return *e;
    return layering;
}

Result<int> LayerCoder::encode(const std::vector<Move>& grid, std::string& code)
{
    code.clear();
    begin();
    if (auto e = prepareGrid(grid)) {
        grid_ = nullptr;
        return *e;
    }
    GridSource source(*this, &code);
    Result<int> layers = run(source, nullptr, nullptr);
    grid_ = nullptr;
    if (!layers)
        return layers;
    source.finish();
    if (auto e = unreachedError(grid))
        return *e;
    return static_cast<int>(bitCount_);
}

Result<bool> LayerCoder::encodeUntil(const std::vector<Move>& grid, const std::string* bound, std::size_t maxBits,
                                     std::string& code)
{
    code.clear();
    begin();
    if (auto e = prepareGrid(grid)) {
        grid_ = nullptr;
        return *e;
    }
    GridSource source(*this, &code, bound, maxBits);
    Result<int> layers = run(source, nullptr, nullptr);
    grid_ = nullptr;
    if (!layers)
        return layers.error();
    source.finish();
    if (source.stopped())
        return false;
    if (auto e = unreachedError(grid))
        return *e;
    return true;
}

Result<Layering> LayerCoder::layerGrid(const std::vector<Move>& grid)
{
    begin();
    if (auto e = prepareGrid(grid)) {
        grid_ = nullptr;
        return *e;
    }
    Layering layering;
    layering.variant = variant();
    GridSource source(*this, nullptr);
    Result<int> layers = run(source, nullptr, &layering);
    grid_ = nullptr;
    if (!layers)
        return layers.error();
    if (auto e = unreachedError(grid))
        return *e;
    return layering;
}

} // namespace morpion
