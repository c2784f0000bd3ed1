#pragma once

#include "core/base/Random.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <bit>
#include <cstdint>
#include <cstring>
#include <span>
#include <vector>

namespace morpion {

// A game in progress on an unbounded board, with its legal moves kept up to date
// incrementally: a move only touches the lines through its new point and the
// same-direction lines overlapping its own line (seed 000's remark, seed 004's counters).
//
// Internally the board is a square window of cells, column-major (cell = x * stride + y),
// so that comparing cell numbers compares points in the canonical (x, y) order. The
// window grows, and every internal id changes, when a point comes near its edge.
//
// A move is identified by its line alone: a line with all points but one on the board
// has exactly one possible new point, and points are never removed while the line is
// open. That is why the legal-move set is a set of line ids.
static_assert(std::endian::native == std::endian::little, "the bit rows assume a little-endian machine");

class Position {
public:
    // Line id: (start cell) * 4 + direction index. Valid until the next play/undo/reset.
    using LineId = std::int32_t;

    // The window a Position starts on; it grows as a game needs.
    static constexpr int defaultWindow = 64;

    explicit Position(Variant v = Variant::T5);
    // Starts on a smaller window (a power of two >= 32), so that tests reach the growth path.
    Position(Variant v, int initialWindow);

    Variant variant() const { return variant_; }
    int length() const { return n_; }
    // Side of the window of cells. It only grows, and ids change exactly when it does:
    // a cheap check for searches that key tables by id.
    int window() const { return stride_; }

    // Back to the start cross; the legal-move list gets the same order as a new Position.
    void reset();

    // Moves played so far (the score).
    int score() const { return moveCount_; }
    Move move(int i) const;
    std::vector<Move> moves() const;

    bool hasPoint(Point p) const;
    // The start points and every played point.
    std::vector<Point> points() const;

    bool isLegal(const Move& m) const;
    // Plays m when it is legal and returns true; otherwise changes nothing.
    bool play(const Move& m);
    // Takes back the last move (there must be one).
    void undo();
    void undoTo(int score);

    bool isOver() const { return legalCount_ == 0; }
    int legalCount() const { return legalCount_; }
    // The legal moves in canonical order (spec §3).
    std::vector<Move> legalMoves() const;
    void legalMoves(std::vector<Move>& out) const;

    // --- The fast interface for search loops: no allocation, no sorting. ---
    // The legal moves, unordered.
    std::span<const LineId> legalIds() const { return {legal_.data(), static_cast<std::size_t>(legalCount_)}; }
    Move moveOf(LineId id) const;
    Line lineOf(LineId id) const;
    // Sorting by this key sorts moves in canonical order.
    std::uint64_t orderKey(LineId id) const
    {
        return (static_cast<std::uint64_t>(pointCell(id)) << 32) | static_cast<std::uint32_t>(id);
    }
    // The new point of a legal line, as a cell number (cells compare like points).
    int pointCellOf(LineId id) const { return pointCell(id); }
    // Plays a member of legalIds().
    void playId(LineId id);
    // The id of a line currently on the window, or -1.
    LineId idOf(const Line& line) const;
    // True when id is one of legalIds().
    bool isLegalId(LineId id) const
    {
        return id >= 0 && static_cast<std::size_t>(id) < pos_.size() && pos_[static_cast<std::size_t>(id)] >= 0;
    }

    // Plays uniformly random legal moves until the game ends; returns the score.
    int playRandom(Random& rng);

    // --- A weight beside each legal move, for samplers (NRPA's softmax). ---
    // With a table of weights by line id, the position keeps legalWeights()[i] ==
    // byId[legalIds()[i]] as moves are played, undone and reset: a sampler then reads its
    // weights in one contiguous run instead of looking up every legal move at every step
    // (a move adds only a few lines). The table must not change while it is in use; call
    // this again after changing it. Ids change when the window grows, so growing drops the
    // table (hasLegalWeights() turns false). nullptr drops it too.
    void setLegalWeights(const double* byId);
    bool hasLegalWeights() const { return weightById_ != nullptr; }
    std::span<const double> legalWeights() const { return {legalWeight_.data(), static_cast<std::size_t>(legalCount_)}; }

private:
    int cellOf(Point p) const { return ((p.x + origin_) << shift_) + (p.y + origin_); }
    Point pointAt(int cell) const { return {(cell >> shift_) - origin_, (cell & (stride_ - 1)) - origin_}; }
    bool inSafeArea(Point p) const;
    bool cellInSafeArea(int cell) const
    {
        const int cx = cell >> shift_, cy = cell & (stride_ - 1);
        const auto span = static_cast<unsigned>(stride_ - 2 * margin_);
        return static_cast<unsigned>(cx - margin_) < span && static_cast<unsigned>(cy - margin_) < span;
    }
    // Each direction's board is a set of rows of bits, one row per lattice line in that
    // direction, so that the points (or used segments) of a line, or of the 2n-1 cells
    // around a new point, are read with one shift (seed 004's packed counters, as bits).
    struct RowPos {
        int row;
        int t;
    };
    template <int D> RowPos rowPosIn(int cell) const { return rowPosIn<D>(cell >> shift_, cell & (stride_ - 1)); }
    template <int D> RowPos rowPosIn(int cx, int cy) const
    {
        if constexpr (D == 0)
            return {cx + cy, cx}; // ne
        else if constexpr (D == 1)
            return {cy, cx}; // e
        else if constexpr (D == 2)
            return {cx - cy + stride_ - 1, cx}; // se
        else
            return {cx, cy}; // s
    }
    // The same for a direction known only at run time, without a branch on it (it is
    // random in playouts, and a mispredicted switch costs more than the arithmetic).
    RowPos rowPos(int cell, int d) const
    {
        const int cx = cell >> shift_, cy = cell & (stride_ - 1);
        static constexpr int rowX[4] = {1, 0, 1, 1}, rowY[4] = {1, 1, -1, 0}, rowC[4] = {0, 0, 1, 0};
        static constexpr int tY[4] = {0, 0, 0, 1};
        return {rowX[d] * cx + rowY[d] * cy + rowC[d] * (stride_ - 1), cx + tY[d] * (cy - cx)};
    }
    std::size_t rowIndex(int d, int row) const { return dirBase_[d] + (static_cast<std::size_t>(row) << rowShift_); }
    // Rows are little-endian bit strings in bytes, read and written 8 bytes at a time
    // (a row has 8 spare bytes at its end), so no read of a few bits depends on word ends.
    static std::uint64_t load8(const std::uint8_t* p)
    {
        std::uint64_t v;
        std::memcpy(&v, p, sizeof v);
        return v;
    }
    static void store8(std::uint8_t* p, std::uint64_t v) { std::memcpy(p, &v, sizeof v); }
    static std::uint64_t bitsAt(const std::uint8_t* row, int lo, int count)
    {
        return (load8(row + (lo >> 3)) >> (lo & 7)) & ((std::uint64_t{1} << count) - 1);
    }
    static void orBits(std::uint8_t* row, int lo, std::uint64_t mask)
    {
        std::uint8_t* p = row + (lo >> 3);
        store8(p, load8(p) | (mask << (lo & 7)));
    }
    static void clearBits(std::uint8_t* row, int lo, std::uint64_t mask)
    {
        std::uint8_t* p = row + (lo >> 3);
        store8(p, load8(p) & ~(mask << (lo & 7)));
    }
    int pointCell(LineId id) const { return newPoint_[static_cast<std::size_t>(id)]; }
    template <int N, bool Disjoint> void placePoint(int cell, std::uint32_t knownFull, std::uint32_t* pointBits);

    template <int N, bool Disjoint> void applyLine(LineId id, int cell);
    template <int N, bool Disjoint> void undoLine();
    template <int N, bool Disjoint> void playRandomMoves(Random& rng);
    void removeLegal(LineId id)
    {
        if (pos_[static_cast<std::size_t>(id)] >= 0)
            removeLegalAt(id);
    }
    // Swap-remove; the log keeps the index so that undo can put the line back there.
    void removeLegalAt(LineId id)
    {
        const int p = pos_[static_cast<std::size_t>(id)];
        const LineId last = legal_[static_cast<std::size_t>(--legalCount_)];
        legal_[static_cast<std::size_t>(p)] = last;
        legalWeight_[static_cast<std::size_t>(p)] = legalWeight_[static_cast<std::size_t>(legalCount_)];
        pos_[static_cast<std::size_t>(last)] = p;
        pos_[static_cast<std::size_t>(id)] = -1;
        log_[static_cast<std::size_t>(logSize_++)] = ~((static_cast<std::int64_t>(p) << 32) | id);
    }
    void apply(LineId id, int cell);
    void build(int stride);
    void grow();

    Variant variant_;
    int n_;
    bool disjoint_;

    int stride_ = 0;
    int shift_ = 0;
    int origin_ = 0;
    int margin_ = 0;
    int rowShift_ = 0;            // log2 of the bytes per row
    std::size_t dirBase_[4] = {}; // where each direction's rows begin
    int step_[4] = {};

    std::vector<std::uint8_t> occupied_; // rows of points on the board
    std::vector<std::uint8_t> used_;     // rows of used unit segments (T: bit t = t..t+1) or points (D)
    std::vector<std::int32_t> pos_;      // per line id: index in legal_, or -1
    std::vector<std::int32_t> newPoint_; // per line id: while legal, the cell of its new point
    std::vector<LineId> legal_;
    int legalCount_ = 0;
    const double* weightById_ = nullptr; // see setLegalWeights
    std::vector<double> legalWeight_;    // beside legal_

    // Every change a move made to the legal list, so that undo replays them backwards
    // and restores the list in its exact order: an id for an addition, or
    // ~(id | index << 32) for a removal from that index.
    // Sizes are kept apart from the vectors: the hot path writes into room made in advance.
    std::vector<std::int64_t> log_;
    int logSize_ = 0;
    struct Played {
        LineId id;
        int cell;                   // its new point
        int logStart;               // logSize_ before it
        std::uint32_t pointBits[4]; // where the point sits in each direction's rows (bit index)
        std::uint32_t lineBit;      // where the line's used bits start
    };
    std::vector<Played> history_;
    int moveCount_ = 0;

    // The cross's legal list and points, for a reset() that skips the undo log.
    std::vector<LineId> startLegal_;
    std::vector<std::uint8_t> startOccupied_;
};

} // namespace morpion
