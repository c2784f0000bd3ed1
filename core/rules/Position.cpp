#include "core/rules/Position.h"

#include "core/rules/Cross.h"
#include "core/rules/LineRule.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstring>

namespace morpion {

namespace {
constexpr int initialStride = Position::defaultWindow;

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}
} // namespace

Position::Position(Variant v)
    : Position(v, initialStride)
{}

Position::Position(Variant v, int initialWindow)
    : variant_(v)
    , n_(lineLength(v))
    , disjoint_(isDisjoint(v))
{
    int stride = 32;
    while (stride < initialWindow)
        stride *= 2;
    build(stride);
}

void Position::build(int stride)
{
    stride_ = stride;
    shift_ = 0;
    while ((1 << shift_) < stride_)
        ++shift_;
    origin_ = stride_ / 2 - crossWidth(variant_) / 2; // the cross in the middle
    // A point within this margin of the edge could touch lines (and lines overlapping
    // those) that leave the window: such a move grows the window first.
    margin_ = 2 * n_ + 2;
    // Bytes per row: the bits, and 8 spare bytes for the 8-byte reads and writes.
    rowShift_ = 0;
    while ((1 << rowShift_) < stride_ / 8 + 8)
        ++rowShift_;
    step_[dirIndex(Dir::NE)] = stride_ - 1;
    step_[dirIndex(Dir::E)] = stride_;
    step_[dirIndex(Dir::SE)] = stride_ + 1;
    step_[dirIndex(Dir::S)] = 1;

    const auto cellCount = static_cast<std::size_t>(stride_) * static_cast<std::size_t>(stride_);
    const auto rowBits = (4 * 2 * static_cast<std::size_t>(stride_)) << rowShift_;
    for (int d = 0; d < 4; ++d)
        dirBase_[d] = (static_cast<std::size_t>(d) * 2 * static_cast<std::size_t>(stride_)) << rowShift_;
    occupied_.assign(rowBits, 0);
    used_.assign(rowBits, 0);
    pos_.assign(cellCount * 4, -1);
    newPoint_.assign(cellCount * 4, 0);
    legal_.assign(cellCount * 4, 0);
    legalCount_ = 0;
    weightById_ = nullptr; // ids change with the window
    legalWeight_.assign(cellCount * 4, 0.0);
    log_.assign(64 * 1024, 0);
    logSize_ = 0;
    history_.assign(1024, {});
    moveCount_ = 0;

    std::uint32_t unused[4];
    for (Point p : crossPoints(variant_)) {
        switch (variant_) {
        case Variant::T5: placePoint<5, false>(cellOf(p), 0, unused); break;
        case Variant::D5: placePoint<5, true>(cellOf(p), 0, unused); break;
        case Variant::T4: placePoint<4, false>(cellOf(p), 0, unused); break;
        case Variant::D4: placePoint<4, true>(cellOf(p), 0, unused); break;
        }
    }
    logSize_ = 0; // the cross is the floor: nothing to undo
    startLegal_.assign(legal_.begin(), legal_.begin() + legalCount_);
    startOccupied_ = occupied_;
}

bool Position::inSafeArea(Point p) const
{
    const int cx = p.x + origin_;
    const int cy = p.y + origin_;
    return cx >= margin_ && cy >= margin_ && cx < stride_ - margin_ && cy < stride_ - margin_;
}

void Position::grow()
{
    const std::vector<Move> replay = moves();
    build(stride_ * 2);
    for (const Move& m : replay) {
        const LineId id = idOf(m.line);
        apply(id, cellOf(m.point));
    }
}

void Position::reset()
{
    if (moveCount_ == 0)
        return;
    // Only the lines in the list have an index; the cross's own legal lines were never
    // added again (a line opens once per game), so their new points are still right.
    // The list comes back in its start order, as after undoTo(0).
    for (int i = 0; i < legalCount_; ++i)
        pos_[at(legal_[at(i)])] = -1;
    legalCount_ = static_cast<int>(startLegal_.size());
    for (int i = 0; i < legalCount_; ++i) {
        legal_[at(i)] = startLegal_[at(i)];
        pos_[at(startLegal_[at(i)])] = i;
    }
    setLegalWeights(weightById_);
    // Back to the cross's bit rows: after a long game, copy them whole (a few cycles per
    // 64 bytes); after a short one, take the played points and lines off one by one
    // (about 10 cycles a move, at scattered bytes).
    if (static_cast<std::size_t>(moveCount_) * 128 >= occupied_.size()) {
        std::memcpy(occupied_.data(), startOccupied_.data(), occupied_.size());
        std::memset(used_.data(), 0, used_.size()); // the cross has no lines
    } else {
        const std::uint64_t lineMask = (std::uint64_t{1} << (disjoint_ ? n_ : n_ - 1)) - 1;
        for (int i = 0; i < moveCount_; ++i) {
            const Played& m = history_[at(i)];
            for (std::uint32_t bit : m.pointBits)
                occupied_[bit >> 3] &= static_cast<std::uint8_t>(~(1u << (bit & 7)));
            clearBits(used_.data(), static_cast<int>(m.lineBit), lineMask);
        }
    }
    logSize_ = 0;
    moveCount_ = 0;
}

void Position::setLegalWeights(const double* byId)
{
    weightById_ = byId;
    if (!byId)
        return;
    for (int i = 0; i < legalCount_; ++i)
        legalWeight_[at(i)] = byId[legal_[at(i)]];
}

Move Position::move(int i) const
{
    return {pointAt(history_[at(i)].cell), lineOf(history_[at(i)].id)};
}

std::vector<Move> Position::moves() const
{
    std::vector<Move> out;
    out.reserve(at(moveCount_));
    for (int i = 0; i < score(); ++i)
        out.push_back(move(i));
    return out;
}

bool Position::hasPoint(Point p) const
{
    const int cx = p.x + origin_;
    const int cy = p.y + origin_;
    if (cx < 0 || cy < 0 || cx >= stride_ || cy >= stride_)
        return false;
    return bitsAt(&occupied_[rowIndex(3, cx)], cy, 1) != 0;
}

std::vector<Point> Position::points() const
{
    std::vector<Point> out = crossPoints(variant_);
    for (int i = 0; i < moveCount_; ++i)
        out.push_back(pointAt(history_[at(i)].cell));
    return out;
}

Position::LineId Position::idOf(const Line& line) const
{
    const Point end = line.at(n_ - 1);
    const int sx = line.start.x + origin_, sy = line.start.y + origin_;
    const int ex = end.x + origin_, ey = end.y + origin_;
    if (std::min({sx, sy, ex, ey}) < 0 || std::max({sx, sy, ex, ey}) >= stride_)
        return -1;
    return cellOf(line.start) * 4 + dirIndex(line.dir);
}

Line Position::lineOf(LineId id) const
{
    return {pointAt(id >> 2), static_cast<Dir>(id & 3)};
}

Move Position::moveOf(LineId id) const
{
    return {pointAt(pointCell(id)), lineOf(id)};
}

bool Position::isLegal(const Move& m) const
{
    // Bound the coordinates first: the arithmetic below must not overflow.
    if (!withinCoordinateLimit(m))
        return false;
    const LineId id = idOf(m.line);
    if (id < 0 || !isLegalId(id))
        return false;
    return pointCell(id) == cellOf(m.point);
}

bool Position::play(const Move& m)
{
    if (!isLegal(m))
        return false;
    playId(idOf(m.line));
    return true;
}

void Position::playId(LineId id)
{
    assert(isLegalId(id));
    const int cell = pointCell(id);
    if (!cellInSafeArea(cell)) {
        const Move m = moveOf(id);
        while (!inSafeArea(m.point))
            grow();
        id = idOf(m.line);
        apply(id, cellOf(m.point));
        return;
    }
    apply(id, cell);
}

void Position::apply(LineId id, int cell)
{
    switch (variant_) {
    case Variant::T5: applyLine<5, false>(id, cell); break;
    case Variant::D5: applyLine<5, true>(id, cell); break;
    case Variant::T4: applyLine<4, false>(id, cell); break;
    case Variant::D4: applyLine<4, true>(id, cell); break;
    }
}

void Position::undo()
{
    assert(moveCount_ > 0);
    switch (variant_) {
    case Variant::T5: undoLine<5, false>(); break;
    case Variant::D5: undoLine<5, true>(); break;
    case Variant::T4: undoLine<4, false>(); break;
    case Variant::D4: undoLine<4, true>(); break;
    }
}

// The playout loop, with the variant fixed at compile time so everything inlines.
template <int N, bool Disjoint> void Position::playRandomMoves(Random& rng)
{
    while (legalCount_ > 0) {
        const LineId id = legal_[rng.below(static_cast<std::uint32_t>(legalCount_))];
        const int cell = pointCell(id);
        if (!cellInSafeArea(cell)) {
            playId(id); // grows the window; rare
            continue;
        }
        applyLine<N, Disjoint>(id, cell);
    }
}

int Position::playRandom(Random& rng)
{
    switch (variant_) {
    case Variant::T5: playRandomMoves<5, false>(rng); break;
    case Variant::D5: playRandomMoves<5, true>(rng); break;
    case Variant::T4: playRandomMoves<4, false>(rng); break;
    case Variant::D4: playRandomMoves<4, true>(rng); break;
    }
    return score();
}

void Position::undoTo(int target)
{
    while (score() > target)
        undo();
}

namespace {

// Before a move on line L is played, which same-direction lines overlapping L (starting
// k = -reach..reach cells from L, bit k + reach, L itself left out) have N-1 points and
// so may be legal: the index is the occupancy of the N + 2*reach cells from L's start - reach.
template <int N, bool Disjoint> struct OverlapTable {
    static constexpr int reach = LineRule<N, Disjoint>::reach;
    static constexpr int width = N + 2 * reach;
    std::uint16_t entry[1 << width] = {};
    constexpr OverlapTable()
    {
        for (int w = 0; w < (1 << width); ++w) {
            std::uint16_t e = 0;
            for (int k = -reach; k <= reach; ++k) {
                if (k == 0)
                    continue;
                int count = 0;
                for (int b = 0; b < N; ++b)
                    count += (w >> (k + reach + b)) & 1;
                if (count == N - 1)
                    e = static_cast<std::uint16_t>(e | (1u << (k + reach)));
            }
            entry[w] = e;
        }
    }
};

template <int N, bool Disjoint> constexpr OverlapTable<N, Disjoint> overlapTable{};

} // namespace

// knownFull: bits of the full-line mask (8 * direction + offset) whose lines are known
// not to be in the legal list any more (the move's own line), to skip their removal.
template <int N, bool Disjoint> void Position::placePoint(int cell, std::uint32_t knownFull, std::uint32_t* pointBits)
{
    // Put the point on its four rows and read, per direction, which of the N lines through
    // it now miss one point (open) or none (full). The four answers are merged into one
    // mask each, so that the loops below branch per change, not per direction.
    const int cx = cell >> shift_, cy = cell & (stride_ - 1);
    std::size_t base[4];
    int t[4];
    unsigned around[4];
    std::uint32_t open = 0, full = 0;
    const auto look = [&](int d, RowPos rp) {
        base[d] = rowIndex(d, rp.row);
        t[d] = rp.t;
        pointBits[d] = static_cast<std::uint32_t>(base[d] * 8 + static_cast<std::size_t>(rp.t));
        std::uint8_t* row = occupied_.data() + base[d];
        // Read the neighbourhood before writing the point and add the point in a register:
        // a load that overlaps a just-stored word at another address waits for the store
        // to reach the cache (a failed store-to-load forward), which cost a tenth of a move.
        around[d] = static_cast<unsigned>(bitsAt(row, rp.t - (N - 1), 2 * N - 1)) | (1u << (N - 1));
        orBits(row, rp.t, 1);
        const unsigned e = lineTable<N>.entry[around[d]];
        open |= (e & 0xffu) << (8 * d);
        full |= (e >> 8) << (8 * d);
    };
    look(0, rowPosIn<0>(cx, cy));
    look(1, rowPosIn<1>(cx, cy));
    look(2, rowPosIn<2>(cx, cy));
    look(3, rowPosIn<3>(cx, cy));

    const double* const weights = weightById_;
    for (; open; open &= open - 1) {
        const int bit = std::countr_zero(open);
        const int d = bit >> 3, k = bit & 7;
        const int st = step_[d];
        // The line starting k cells back shares the row: its used bits start at t - k. It is
        // blocked when one of them is taken: for T one of its n-1 unit segments belongs to a
        // same-direction line, for D one of its n points does.
        const bool blocked = bitsAt(used_.data() + base[d], t[d] - k, LineRule<N, Disjoint>::marked) != 0;
        const LineId id = (cell - k * st) * 4 + d;
        const int empty = std::countr_one(around[d] >> (N - 1 - k)); // its one empty point
        // Added without a branch on `blocked`: the writes past the list's end are harmless.
        newPoint_[at(id)] = cell + (empty - k) * st;
        pos_[at(id)] = legalCount_ | -static_cast<int>(blocked); // -1 when blocked
        legal_[at(legalCount_)] = id;
        if (weights) // the same every time: predicted
            legalWeight_[at(legalCount_)] = weights[id];
        log_[at(logSize_)] = id;
        legalCount_ += !blocked;
        logSize_ += !blocked;
    }
    for (full &= ~knownFull; full; full &= full - 1) {
        const int bit = std::countr_zero(full);
        const int d = bit >> 3, k = bit & 7;
        removeLegal((cell - k * step_[d]) * 4 + d); // its missing point was this one
    }
}

template <int N, bool Disjoint> void Position::applyLine(LineId id, int cell)
{
    const int d = id & 3;
    const int st = step_[d];
    const int s = id >> 2;
    // One move changes at most 2n-1 + 8n legal-list entries: make room once, here.
    if (at(logSize_) + 64 > log_.size())
        log_.resize(log_.size() * 2);
    if (at(moveCount_) == history_.size())
        history_.resize(history_.size() * 2);
    Played& played = history_[at(moveCount_++)];
    played.id = id;
    played.cell = cell;
    played.logStart = logSize_;

    // Draw the line first, so that lines completed below already see it, and drop the
    // same-direction lines it blocks (the line itself among them).
    using Overlap = OverlapTable<N, Disjoint>;
    constexpr int marked = LineRule<N, Disjoint>::marked;
    const RowPos rp = rowPos(s, d);
    const std::size_t base = rowIndex(d, rp.row);
    played.lineBit = static_cast<std::uint32_t>(base * 8 + static_cast<std::size_t>(rp.t));
    orBits(&used_[base], rp.t, (1u << marked) - 1);
    removeLegalAt(id);
    const auto around = bitsAt(&occupied_[base], rp.t - Overlap::reach, Overlap::width);
    for (unsigned near = overlapTable<N, Disjoint>.entry[around]; near; near &= near - 1)
        removeLegal((s + (std::countr_zero(near) - Overlap::reach) * st) * 4 + d);

    // The point is (t of the point - t of the start) cells into the line, in its row.
    const int k = rowPos(cell, d).t - rp.t;
    placePoint<N, Disjoint>(cell, std::uint32_t{1} << (8 * d + k), played.pointBits);
}

template <int N, bool Disjoint> void Position::undoLine()
{
    const Played played = history_[at(--moveCount_)];
    const LineId id = played.id;
    const int cell = played.cell;

    // Replay the legal-list changes backwards: each step restores the list exactly.
    while (logSize_ > played.logStart) {
        const std::int64_t e = log_[at(--logSize_)];
        if (e >= 0) {
            pos_[at(static_cast<LineId>(e))] = -1;
            --legalCount_;
        } else {
            const std::int64_t v = ~e;
            const auto removed = static_cast<LineId>(v & 0xffffffff);
            const auto p = static_cast<int>(v >> 32);
            if (p < legalCount_) {
                const LineId moved = legal_[at(p)];
                legal_[at(legalCount_)] = moved;
                legalWeight_[at(legalCount_)] = legalWeight_[at(p)];
                pos_[at(moved)] = legalCount_;
            }
            legal_[at(p)] = removed;
            if (weightById_)
                legalWeight_[at(p)] = weightById_[removed];
            pos_[at(removed)] = p;
            ++legalCount_;
        }
    }

    const int cx = cell >> shift_, cy = cell & (stride_ - 1);
    clearBits(&occupied_[rowIndex(0, rowPosIn<0>(cx, cy).row)], rowPosIn<0>(cx, cy).t, 1);
    clearBits(&occupied_[rowIndex(1, rowPosIn<1>(cx, cy).row)], rowPosIn<1>(cx, cy).t, 1);
    clearBits(&occupied_[rowIndex(2, rowPosIn<2>(cx, cy).row)], rowPosIn<2>(cx, cy).t, 1);
    clearBits(&occupied_[rowIndex(3, rowPosIn<3>(cx, cy).row)], rowPosIn<3>(cx, cy).t, 1);
    const int d = id & 3;
    constexpr int marked = LineRule<N, Disjoint>::marked;
    const RowPos rp = rowPos(id >> 2, d);
    clearBits(&used_[rowIndex(d, rp.row)], rp.t, (1u << marked) - 1);
}

void Position::legalMoves(std::vector<Move>& out) const
{
    std::vector<std::uint64_t> keys;
    keys.reserve(static_cast<std::size_t>(legalCount_));
    for (LineId id : legalIds())
        keys.push_back(orderKey(id));
    std::sort(keys.begin(), keys.end());
    out.clear();
    for (std::uint64_t k : keys)
        out.push_back(moveOf(static_cast<LineId>(k & 0xffffffffu)));
}

std::vector<Move> Position::legalMoves() const
{
    std::vector<Move> out;
    legalMoves(out);
    return out;
}

} // namespace morpion
