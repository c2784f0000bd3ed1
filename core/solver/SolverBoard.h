#pragma once

#include "core/rules/LineRule.h"
#include "core/rules/Move.h"

#include <bit>
#include <cstdint>

namespace morpion {

// The board of the exhaustive solver: the same rules as Position, cut for a depth-first
// walk that plays and takes back hundreds of millions of moves a second. Position serves
// every search and reader (its window grows, its lines can carry NRPA weights); this board
// keeps only what the walk needs, at fixed addresses:
// - a fixed window of 64 x 64 cells, so that a line's id never changes and the solver's
//   tables can be keyed by it;
// - a line is named by its lattice line (row and direction) and where it starts on that
//   row, so that "the same-direction lines overlapping this one" are the ids next to it,
//   and "the lines through this point" are N ids per direction;
// - each direction's rows of points and of used marks are one 64-bit word per row.
// Legal lines are one list with swap-remove and an undo log: a move costs what it changes,
// about ten list entries, not the list. Differentially tested against Position.
//
// Cells are column-major like Position's (cell = x * 64 + y), so they compare like points.
template <int N, bool Disjoint> class SolverBoard {
public:
    using Rule = LineRule<N, Disjoint>;
    static constexpr int width = 64;
    static constexpr int shift = 6;
    static constexpr int lineIds = 2 * width * 4 * width; // ((row * 4 + dir) << 6) + t
    // New points must stay this far from the window's edges, so that every row read and
    // every neighbouring line id stays on its own row (2N + 1 cells of lines and overlaps).
    static constexpr int margin = 2 * N;
    static constexpr int maxLegal = 2048;
    static constexpr int maxLog = 1 << 16;
    static constexpr int slotCount = lineIds * 8; // a legal line with the offset of its new point

    static constexpr int slotOf(int line, int offset) { return line * 8 + offset; }

    // The cross (or any start) is placed with addPoint, then scanLegal builds the list once.
    SolverBoard() { clear(); }

    // A value for each slot (null: none) that the legal list keeps beside each line, so
    // that a scan of the list reads them in order instead of looking each up.
    void setSlotKeys(const std::uint32_t* keys) { slotKeys_ = keys; }

    void clear()
    {
        for (auto& rows : occ_)
            for (auto& r : rows)
                r = 0;
        for (auto& rows : used_)
            for (auto& r : rows)
                r = 0;
        for (auto& w : where_)
            w = -1;
        count_ = 0;
        logSize_ = 0;
        overflow_ = false;
    }

    static constexpr int cellAt(int cx, int cy) { return (cx << shift) | cy; }
    static constexpr int cellX(int cell) { return cell >> shift; }
    static constexpr int cellY(int cell) { return cell & (width - 1); }
    static constexpr bool inSafeArea(int cell)
    {
        return static_cast<unsigned>(cellX(cell) - margin) < static_cast<unsigned>(width - 2 * margin) &&
               static_cast<unsigned>(cellY(cell) - margin) < static_cast<unsigned>(width - 2 * margin);
    }
    static constexpr int rowOf(int d, int cx, int cy)
    {
        return d == 0 ? cx + cy : d == 1 ? cy : d == 2 ? cx - cy + width - 1 : cx;
    }
    static constexpr int tOf(int d, int cx, int cy) { return d == 3 ? cy : cx; }
    // The line of direction d that starts `back` cells before `cell`.
    static constexpr int lineThrough(int d, int cell, int back)
    {
        const int cx = cellX(cell), cy = cellY(cell);
        return ((rowOf(d, cx, cy) * 4 + d) << shift) + tOf(d, cx, cy) - back;
    }
    static constexpr int lineDir(int line) { return (line >> shift) & 3; }
    static constexpr int lineRow(int line) { return line >> (shift + 2); }
    static constexpr int lineT(int line) { return line & (width - 1); }
    static constexpr int lineStart(int line)
    {
        const int row = lineRow(line), t = lineT(line);
        switch (lineDir(line)) {
        case 0: return cellAt(t, row - t);
        case 1: return cellAt(t, row);
        case 2: return cellAt(t, t - row + width - 1);
        default: return cellAt(row, t);
        }
    }
    static constexpr int stepOf(int d) { return d == 0 ? width - 1 : d == 1 ? width : d == 2 ? width + 1 : 1; }
    // Does `line` pass through `cell`? (A point on the board: never the line's new point.)
    static constexpr bool passesThrough(int line, int cell)
    {
        return static_cast<unsigned>(lineThrough(lineDir(line), cell, 0) - line) < static_cast<unsigned>(N);
    }

    bool hasPoint(int cell) const { return occ_[3][cellX(cell)] >> cellY(cell) & 1; }
    void addPoint(int cell) { setPoint(cell, true); }

    // Builds the legal list from the points on the board (once, at the start, before any
    // line is drawn): every line that fits in the window; one whose new point lies outside
    // the safe area sets overflowed().
    void scanLegal()
    {
        for (int cell = 0; cell < width * width; ++cell) {
            for (int d = 0; d < 4; ++d) {
                const int ex = cellX(cell) + (N - 1) * (d == 3 ? 0 : 1);
                const int ey = cellY(cell) + (N - 1) * (d == 0 ? -1 : d == 1 ? 0 : d == 2 ? 1 : 1);
                if (ex >= width || ey < 0 || ey >= width)
                    continue;
                int present = 0, empty = 0;
                for (int k = 0; k < N; ++k) {
                    if (hasPoint(cell + k * stepOf(d)))
                        ++present;
                    else
                        empty = k;
                }
                if (present == N - 1)
                    add(lineThrough(d, cell, 0), cell + empty * stepOf(d), empty);
            }
        }
        logSize_ = 0;
    }

    int legalCount() const { return count_; }
    int legalLine(int i) const { return list_[i]; }
    // The slot key of legalLine(i) (0 without setSlotKeys).
    std::uint32_t legalKey(int i) const { return listKey_[i]; }
    bool isLegal(int line) const { return where_[line] >= 0; }
    int indexOf(int line) const { return where_[line]; }
    // The new point of a legal line.
    int newPoint(int line) const { return point_[line]; }
    // Where the new point of a legal line lies in it, 0..N-1.
    int offsetOf(int line) const { return offset_[line]; }
    // True once a legal line's new point fell outside the safe area: the walk's results
    // are then incomplete and must be refused.
    bool overflowed() const { return overflow_; }

    // Where the log is: play returns it, take back restores the list to it.
    int logMark() const { return logSize_; }

    // Plays a legal line: draws it, puts its point, updates the legal list.
    void play(int line)
    {
        const int d = lineDir(line), pc = point_[line];
        used_[d][lineRow(line)] |= ((std::uint64_t{1} << Rule::marked) - 1) << lineT(line);
        setPoint(pc, true);
        // The same-direction lines it overlaps (itself among them) can no longer be drawn.
        for (int j = -Rule::reach; j <= Rule::reach; ++j)
            removeIfLegal(line + j);
        const int cx = cellX(pc), cy = cellY(pc);
        for (int dd = 0; dd < 4; ++dd) {
            const int row = rowOf(dd, cx, cy), t = tOf(dd, cx, cy);
            const int base = ((row * 4 + dd) << shift) + t;
            const auto around = static_cast<unsigned>((occ_[dd][row] >> (t - (N - 1))) & ((1u << (2 * N - 1)) - 1));
            const unsigned windows = lineTable<N>.entry[around];
            // The lines through the point that missed only it are full now.
            for (unsigned full = windows >> 8; full; full &= full - 1)
                removeIfLegal(base - std::countr_zero(full));
            // The lines through it that missed it and one more point open, unless a line
            // of their direction is in the way.
            const std::uint64_t usedRow = used_[dd][row];
            for (unsigned open = windows & 0xff; open; open &= open - 1) {
                const int k = std::countr_zero(open);
                if ((usedRow >> (t - k)) & ((std::uint64_t{1} << Rule::marked) - 1))
                    continue;
                const int empty = std::countr_one((around >> (N - 1 - k)) & ((1u << N) - 1));
                add(base - k, pc + (empty - k) * stepOf(dd), empty);
            }
        }
    }
    // Takes back the move played at `mark` (logMark() before it).
    void takeBack(int line, int mark)
    {
        const int pc = point_[line];
        while (logSize_ > mark) {
            const std::int32_t e = log_[--logSize_];
            if (e >= 0) {
                where_[e] = -1;
                --count_;
            } else {
                const std::int32_t v = ~e;
                const int removed = v & 0xffff, p = v >> 16;
                if (p < count_) {
                    const int moved = list_[p];
                    list_[count_] = static_cast<std::uint16_t>(moved);
                    listKey_[count_] = listKey_[p];
                    where_[moved] = static_cast<std::int16_t>(count_);
                }
                list_[p] = static_cast<std::uint16_t>(removed);
                listKey_[p] = keyOf(removed, offset_[removed]);
                where_[removed] = static_cast<std::int16_t>(p);
                ++count_;
            }
        }
        setPoint(pc, false);
        used_[lineDir(line)][lineRow(line)] &= ~(((std::uint64_t{1} << Rule::marked) - 1) << lineT(line));
    }

private:
    void setPoint(int cell, bool on)
    {
        const int cx = cellX(cell), cy = cellY(cell);
        const auto flip = [on](std::uint64_t& row, int t) {
            if (on)
                row |= std::uint64_t{1} << t;
            else
                row &= ~(std::uint64_t{1} << t);
        };
        flip(occ_[0][cx + cy], cx);
        flip(occ_[1][cy], cx);
        flip(occ_[2][cx - cy + width - 1], cx);
        flip(occ_[3][cx], cy);
    }
    void add(int line, int pc, int offset)
    {
        // A line the walk will not play (its caller refuses the results): a new point outside
        // the safe area, or more legal lines than the list holds.
        if (!inSafeArea(pc) || count_ == maxLegal) {
            overflow_ = true;
            return;
        }
        point_[line] = static_cast<std::uint16_t>(pc);
        offset_[line] = static_cast<std::uint8_t>(offset);
        where_[line] = static_cast<std::int16_t>(count_);
        listKey_[count_] = keyOf(line, offset);
        list_[count_++] = static_cast<std::uint16_t>(line);
        log_[logSize_++] = line;
    }
    std::uint32_t keyOf(int line, int offset) const { return slotKeys_ ? slotKeys_[slotOf(line, offset)] : 0; }
    void removeIfLegal(int line)
    {
        const int p = where_[line];
        if (p < 0)
            return;
        const int last = list_[--count_];
        list_[p] = static_cast<std::uint16_t>(last);
        listKey_[p] = listKey_[count_];
        where_[last] = static_cast<std::int16_t>(p);
        where_[line] = -1;
        log_[logSize_++] = ~(line | (p << 16));
    }

    std::uint64_t occ_[4][2 * width];  // per direction, per row: the points
    std::uint64_t used_[4][2 * width]; // per direction, per row: the marks of drawn lines
    std::int16_t where_[lineIds];      // index in list_, or -1
    std::uint16_t point_[lineIds];     // the new point of a legal line
    std::uint8_t offset_[lineIds];     // and its place in the line
    std::uint16_t list_[maxLegal];
    std::uint32_t listKey_[maxLegal]; // beside list_
    const std::uint32_t* slotKeys_ = nullptr;
    int count_ = 0;
    // >= 0: that line was added; < 0: ~(line | index << 16) was removed from index.
    std::int32_t log_[maxLog];
    int logSize_ = 0;
    bool overflow_ = false;
};

} // namespace morpion
