#pragma once

#include "core/rules/Cross.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"
#include "core/solver/MoveImages.h"
#include "core/solver/SolverBoard.h"
#include "core/solver/WalkTally.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <span>
#include <vector>

namespace morpion {

// A depth-first walk over the positions that extend a start position, visiting each
// class of positions once: a position is a set of moves (every order that plays the
// same set is the same position), and positions that are images of each other under the
// symmetries that keep the start are one class.
//
// How each class is visited once (McKay's canonical construction path): every position P
// beyond the start has one canonical last move m*(P), chosen among its removable moves
// (moves no other move of P rests on) by a rule that commutes with the symmetries; the
// walk reaches P only from P - m*(P), by m*(P). The rule: the largest orbit key (a
// move's smallest code over its 8 images: the same for a move and its images); among
// several removable moves with that key, the one whose image is smallest in P's canonical
// orientation (the symmetry giving the image of P with the smallest hash; when hashes
// tie, the exact images decide). Children of a symmetric position are taken once per
// orbit of its automorphisms. Most moves fail the first test, which needs no play.
//
// Everything is in fixed arrays: no allocation per node. One walk per thread.
template <int N, bool Disjoint> class ClassWalk {
public:
    using Board = SolverBoard<N, Disjoint>;
    static constexpr int maxMoves = 512; // beyond the start

    explicit ClassWalk(Variant v)
        : variant_(v)
        , width_(crossWidth(v))
        , origin_(Board::width / 2 - crossWidth(v) / 2)
        , images_(Board::slotCount)
        , slotKeys_(orbitKeys(v, origin_))
    {
        images_.setVariant(v);
        board_.setSlotKeys(slotKeys_);
    }

    // Places the cross and plays `start` (a game in play order). False when a move is not
    // legal in turn or the grid does not fit the board; nothing else may be called then.
    bool begin(const std::vector<Move>& start)
    {
        board_.clear();
        for (auto& o : owner_)
            o = -1;
        for (Point p : crossPoints(variant_))
            board_.addPoint(cellOf(p));
        board_.scanLegal();
        for (const Move& m : start) {
            const int line = lineOf(m);
            if (line < 0 || !board_.isLegal(line) || board_.newPoint(line) != cellOf(m.point))
                return false;
            board_.play(line);
            startOwner(board_.newPoint(line));
        }
        if (board_.overflowed())
            return false;
        baseMark_ = board_.logMark();
        startCount_ = static_cast<int>(start.size());
        // The symmetries the walk respects: those that map the start onto itself.
        keep_ = 0;
        std::vector<std::uint32_t> own;
        for (const Move& m : start)
            own.push_back(moveCode(variant_, m));
        std::sort(own.begin(), own.end());
        for (int g = 0; g < 8; ++g) {
            std::vector<std::uint32_t> image;
            for (const Move& m : start)
                image.push_back(imagesOf(variant_, m).code[static_cast<std::size_t>(g)]);
            std::sort(image.begin(), image.end());
            if (image == own)
                keep_ |= 1u << g;
        }
        count_ = 0;
        removableCount_ = 0;
        for (auto& h : hash_)
            h = 0;
        return true;
    }

    int startMoves() const { return startCount_; }
    // How many symmetries keep the start (8 for the cross): positions per class at most.
    int symmetries() const { return bitCount(keep_); }
    // True when the walk met a move beyond the board or a path too long for its stacks:
    // its tallies are then incomplete, and the caller must say so.
    bool overflowed() const { return board_.overflowed() || tooDeep_; }
    int depth() const { return count_; }

    // A legal line of the board as a move.
    Move moveOfLine(int line) const { return moveAt(line, board_.newPoint(line)); }
    // The moves played beyond the start, in play order.
    std::vector<Move> path() const
    {
        std::vector<Move> out;
        for (int i = 0; i < count_; ++i)
            out.push_back(moveAt(played_[i].line, played_[i].cell));
        return out;
    }

    // The children the walk takes from here, in its order (lines of the board).
    std::vector<int> children()
    {
        const unsigned aut = automorphisms();
        std::vector<int> out;
        int* cand = candTop_;
        const int n = candidates(cand);
        for (int i = 0; i < n; ++i)
            if (accepts(cand[i], aut))
                out.push_back(cand[i]);
        return out;
    }

    void play(int line)
    {
        Played& p = played_[count_];
        p.line = line;
        p.mark = board_.logMark();
        p.cell = board_.newPoint(line);
        push(line);
        board_.play(line);
    }
    void takeBack()
    {
        const Played& p = played_[count_ - 1];
        board_.takeBack(p.line, p.mark);
        pop();
    }
    void takeBackAll()
    {
        while (count_ > 0)
            takeBack();
    }

    // Walks every class below this position down to maxDepth moves beyond the start,
    // counting each (this one too). Stops early, leaving tally.cut set, when `stop` turns
    // true or the tally's node budget is spent.
    // `published`, when given, receives tally.nodes every few thousand nodes, for a
    // watcher on another thread (progress, a node budget).
    void walk(WalkTally& tally, int maxDepth, const std::atomic<bool>* stop, std::atomic<std::uint64_t>* published = nullptr)
    {
        tally_ = &tally;
        stop_ = stop;
        published_ = published;
        maxDepth_ = maxDepth;
        visit();
        if (published)
            published->store(tally.nodes, std::memory_order_relaxed);
    }
    // Counts this position like walk() would (depth, images, the deepest position).
    void countHere(WalkTally& tally)
    {
        tally.add(count_, static_cast<std::uint64_t>(symmetries() / bitCount(automorphisms())));
        if (count_ > tally.best) {
            tally.best = count_;
            tally.bestPath = path();
        }
    }

private:
    struct Played {
        int line;
        int mark;
        int cell; // its new point
    };
    struct Member { // a move of S, the moves beyond the start
        int cell;
        std::uint32_t key;
        const MoveImages* images;
        int cover[N];    // the members whose points its line passes through, or -1
        int lineBase[4]; // per direction, the line that starts at its point
        // Does `line` pass through this move's point?
        bool passedBy(int line) const
        {
            return static_cast<unsigned>(lineBase[Board::lineDir(line)] - line) < static_cast<unsigned>(N);
        }
    };

    Move moveAt(int line, int cell) const
    {
        return {pointOf(cell), {pointOf(Board::lineStart(line)), static_cast<Dir>(Board::lineDir(line))}};
    }
    // Bits of a mask of the 8 symmetries, without a call (no popcount instruction on the
    // baseline x86-64).
    static int bitCount(unsigned mask)
    {
        static constexpr std::array<std::uint8_t, 256> table = [] {
            std::array<std::uint8_t, 256> t{};
            for (unsigned i = 0; i < 256; ++i)
                for (unsigned b = i; b; b &= b - 1)
                    ++t[i];
            return t;
        }();
        return table[mask & 0xff];
    }
    int cellOf(Point p) const { return Board::cellAt(p.x + origin_, p.y + origin_); }
    Point pointOf(int cell) const { return {Board::cellX(cell) - origin_, Board::cellY(cell) - origin_}; }
    int lineOf(const Move& m) const
    {
        const int sx = m.line.start.x + origin_, sy = m.line.start.y + origin_;
        if (sx < 0 || sy < 0 || sx >= Board::width || sy >= Board::width)
            return -1;
        const int start = Board::cellAt(sx, sy);
        if (!Board::inSafeArea(start) || !Board::inSafeArea(cellOf(m.point)))
            return -1;
        return Board::lineThrough(dirIndex(m.line.dir), start, 0);
    }
    int slotOf(int line) const { return Board::slotOf(line, board_.offsetOf(line)); }
    const MoveImages& imagesOfLine(int line)
    {
        return images_.at(slotOf(line), [&] { return moveOfLine(line); });
    }
    // The orbit key of every slot whose line lies on the board, worked out once for the
    // process (a few milliseconds): the candidates' scan reads them beside the legal list.
    // One instance of the template is one variant (N and Disjoint say which), so one table.
    static const std::uint32_t* orbitKeys(Variant v, int origin)
    {
        static const std::vector<std::uint32_t> keys = [v, origin] {
            std::vector<std::uint32_t> k(Board::slotCount, 0);
            for (int cell = 0; cell < Board::width * Board::width; ++cell)
                for (int d = 0; d < 4; ++d) {
                    const int step = Board::stepOf(d);
                    const int last = cell + (N - 1) * step;
                    // The line of direction d from `cell` must stay on the board, its rows whole.
                    if (last < 0 || last >= Board::width * Board::width ||
                        std::abs(Board::cellY(last) - Board::cellY(cell)) > N - 1 ||
                        std::abs(Board::cellX(last) - Board::cellX(cell)) > N - 1)
                        continue;
                    const int line = Board::lineThrough(d, cell, 0);
                    for (int o = 0; o < N; ++o) {
                        const int pc = cell + o * step;
                        const Move m{{Board::cellX(pc) - origin, Board::cellY(pc) - origin},
                                     {{Board::cellX(cell) - origin, Board::cellY(cell) - origin}, static_cast<Dir>(d)}};
                        k[static_cast<std::size_t>(Board::slotOf(line, o))] = imagesOf(v, m).orbitKey;
                    }
                }
            return k;
        }();
        return keys.data();
    }
    void startOwner(int cell) { owner_[cell] = -2; } // a start point: never removable

    void removeRemovable(int member)
    {
        int i = 0;
        while (removable_[i] != member)
            ++i;
        for (; i + 1 < removableCount_; ++i) {
            removable_[i] = removable_[i + 1];
            removableKey_[i] = removableKey_[i + 1];
        }
        --removableCount_;
    }
    // Sorted by key, largest first.
    void insertRemovable(int member)
    {
        int i = removableCount_++;
        const std::uint32_t k = members_[member].key;
        while (i > 0 && removableKey_[i - 1] < k) {
            removable_[i] = removable_[i - 1];
            removableKey_[i] = removableKey_[i - 1];
            --i;
        }
        removable_[i] = member;
        removableKey_[i] = k;
    }

    // Adds the move to S (the board is the caller's): owners, removable moves, hashes.
    void push(int line)
    {
        const MoveImages& im = imagesOfLine(line);
        const int pc = board_.newPoint(line);
        const int idx = count_++;
        Member& m = members_[idx];
        m.cell = pc;
        m.key = im.orbitKey;
        m.images = &im;
        for (int d = 0; d < 4; ++d)
            m.lineBase[d] = Board::lineThrough(d, pc, 0);
        const int st = Board::stepOf(Board::lineDir(line));
        int c = Board::lineStart(line);
        for (int k = 0; k < N; ++k, c += st) {
            const int o = c == pc ? -1 : owner_[c];
            m.cover[k] = o >= 0 ? o : -1;
            if (o >= 0 && dependents_[o]++ == 0)
                removeRemovable(o);
        }
        dependents_[idx] = 0;
        owner_[pc] = static_cast<std::int16_t>(idx);
        insertRemovable(idx);
        for (int g = 0; g < 8; ++g)
            hash_[g] ^= im.hash[static_cast<std::size_t>(g)];
    }
    void pop()
    {
        const int idx = --count_;
        const Member& m = members_[idx];
        for (int g = 0; g < 8; ++g)
            hash_[g] ^= m.images->hash[static_cast<std::size_t>(g)];
        removeRemovable(idx);
        owner_[m.cell] = -1;
        for (int k = N - 1; k >= 0; --k) {
            const int o = m.cover[k];
            if (o >= 0 && --dependents_[o] == 0)
                insertRemovable(o);
        }
    }

    // The codes of S's image under g, sorted (for the rare exact comparisons).
    int sortedImage(int g, std::uint32_t* out) const
    {
        for (int i = 0; i < count_; ++i)
            out[i] = members_[i].images->code[static_cast<std::size_t>(g)];
        std::sort(out, out + count_);
        return count_;
    }
    bool sameImage(int a, int b) const
    {
        sortedImage(a, scratchA_.data());
        sortedImage(b, scratchB_.data());
        return std::equal(scratchA_.data(), scratchA_.data() + count_, scratchB_.data());
    }
    // The symmetries (of those kept) that map S onto itself, as a mask; bit 0 always.
    unsigned automorphisms() const
    {
        unsigned mask = 1;
        // Almost always no other image has the same hash: one pass without branches first.
        bool any = false;
        for (int g = 1; g < 8; ++g)
            any |= hash_[g] == hash_[0];
        if (!any)
            return mask;
        for (unsigned rest = keep_ & ~1u; rest; rest &= rest - 1) {
            const int g = std::countr_zero(rest);
            if (hash_[g] == hash_[0] && sameImage(0, g))
                mask |= 1u << g;
        }
        return mask;
    }
    // The kept symmetries giving S's smallest image, by hash, exactly when hashes tie.
    unsigned canonicalOrientations(const std::uint64_t* h) const
    {
        std::uint64_t least = ~std::uint64_t{0};
        for (unsigned rest = keep_; rest; rest &= rest - 1)
            least = std::min(least, h[std::countr_zero(rest)]);
        unsigned a = 0;
        for (unsigned rest = keep_; rest; rest &= rest - 1)
            if (h[std::countr_zero(rest)] == least)
                a |= 1u << std::countr_zero(rest);
        return a;
    }

    // The lines that can be accepted here: orbit key at least the top removable move's, or
    // passing through its point (the top then stops being removable). The others fail
    // accepts()'s first test.
    int candidates(int* out)
    {
        const int n = board_.legalCount();
        if (removableCount_ == 0) {
            for (int i = 0; i < n; ++i)
                out[i] = board_.legalLine(i);
            return n;
        }
        const Member& top = members_[removable_[0]];
        int c = 0;
        for (int i = 0; i < n; ++i) {
            out[c] = board_.legalLine(i);
            c += board_.legalKey(i) >= removableKey_[0];
        }
        for (int d = 0; d < 4; ++d) {
            const int base = top.lineBase[d];
            for (int k = 0; k < N; ++k)
                if (board_.isLegal(base - k) && keyOf(base - k) < top.key)
                    out[c++] = base - k;
        }
        return c;
    }
    std::uint32_t keyOf(int line) const { return slotKeys_[slotOf(line)]; }

    // McKay's test: is `line` the canonical last move of S + line, and the representative
    // of its orbit under this position's automorphisms `aut`?
    bool accepts(int line, unsigned aut)
    {
        const std::uint32_t k = keyOf(line);
        std::uint32_t other = 0; // the largest key of the other removable moves of S + line
        for (int r = 0; r < removableCount_; ++r) {
            const Member& m = members_[removable_[r]];
            if (!m.passedBy(line)) {
                other = m.key;
                break;
            }
        }
        if (k < other)
            return false;
        const MoveImages& im = imagesOfLine(line);
        for (unsigned rest = aut & ~1u; rest; rest &= rest - 1)
            if (im.code[static_cast<std::size_t>(std::countr_zero(rest))] < im.code[0])
                return false;
        if (k > other)
            return true;
        // A tie: the removable moves of S + line with key k are images of each other's
        // orbit; the one smallest in the canonical orientation is canonical.
        std::uint64_t h[8];
        for (int g = 0; g < 8; ++g)
            h[g] = hash_[g] ^ im.hash[static_cast<std::size_t>(g)];
        const unsigned least = canonicalOrientations(h);
        if (bitCount(least) == 1) {
            const auto g0 = static_cast<std::size_t>(std::countr_zero(least));
            const std::uint32_t mine = im.code[g0];
            for (int r = 0; r < removableCount_; ++r) {
                const Member& m = members_[removable_[r]];
                if (m.key > k)
                    continue; // line passes through its point: not removable in S + line
                if (m.key < k)
                    break;
                if (!m.passedBy(line) && m.images->code[g0] < mine)
                    return false;
            }
            return true;
        }
        return exactTie(line, least, k);
    }

    // Several orientations share the smallest hash: S + line is symmetric, or two hashes
    // collide. Decide with the images themselves.
    bool exactTie(int line, unsigned least, std::uint32_t k)
    {
        push(line);
        const int first = std::countr_zero(least);
        bool same = true;
        for (unsigned rest = least & (least - 1); rest && same; rest &= rest - 1)
            same = sameImage(first, std::countr_zero(rest));
        if (!same) { // a collision: the smallest image by its sorted codes
            least = 0;
            for (unsigned rest = keep_; rest; rest &= rest - 1) {
                const int g = std::countr_zero(rest);
                sortedImage(g, scratchB_.data());
                const int cmp = least == 0 ? -1 : compareImages(scratchB_.data(), scratchA_.data());
                if (cmp < 0) {
                    std::copy(scratchB_.data(), scratchB_.data() + count_, scratchA_.data());
                    least = 1u << g;
                } else if (cmp == 0) {
                    least |= 1u << g;
                }
            }
        }
        const auto g0 = static_cast<std::size_t>(std::countr_zero(least));
        std::uint32_t canonical = ~0u;
        for (int r = 0; r < removableCount_; ++r)
            if (members_[removable_[r]].key == k)
                canonical = std::min(canonical, members_[removable_[r]].images->code[g0]);
        const MoveImages& im = *members_[count_ - 1].images;
        pop();
        for (unsigned rest = least; rest; rest &= rest - 1)
            if (im.code[static_cast<std::size_t>(std::countr_zero(rest))] == canonical)
                return true;
        return false;
    }
    int compareImages(const std::uint32_t* a, const std::uint32_t* b) const
    {
        for (int i = 0; i < count_; ++i)
            if (a[i] != b[i])
                return a[i] < b[i] ? -1 : 1;
        return 0;
    }

    void visit()
    {
        WalkTally& tally = *tally_;
        const unsigned aut = automorphisms();
        tally.add(count_, static_cast<std::uint64_t>(symmetries() / bitCount(aut)));
        if (count_ > tally.best) {
            tally.best = count_;
            tally.bestPath = path();
        }
        if ((tally.nodes & 0xfff) == 0) {
            if (published_)
                published_->store(tally.nodes, std::memory_order_relaxed);
            if ((stop_ && stop_->load(std::memory_order_relaxed)) || (tally.budget > 0 && tally.nodes >= tally.budget))
                tally.cut = true;
        }
        if (count_ >= maxDepth_ || tally.cut)
            return;
        // This node's candidates sit on a stack above its parent's.
        int* cand = candTop_;
        if (cand + board_.legalCount() + 4 * N > candStack_.data() + candStack_.size()) {
            tally.cut = tooDeep_ = true;
            return;
        }
        const int n = candidates(cand);
        candTop_ += n;
        for (int i = 0; i < n && !tally.cut; ++i) {
            const int line = cand[i];
            if (!accepts(line, aut))
                continue;
            play(line);
            visit();
            takeBack();
        }
        candTop_ = cand;
    }

    Variant variant_;
    int width_;
    int origin_;
    Board board_;
    MoveImageTable images_;
    const std::uint32_t* slotKeys_; // orbit keys by slot
    unsigned keep_ = 1;
    int startCount_ = 0;
    int baseMark_ = 0;

    Played played_[maxMoves];
    Member members_[maxMoves];
    int count_ = 0;
    int dependents_[maxMoves] = {};
    int removable_[maxMoves] = {};
    std::uint32_t removableKey_[maxMoves] = {}; // their keys, beside them
    int removableCount_ = 0;
    std::int16_t owner_[Board::width * Board::width]; // member index, -2 a start point, -1 none
    std::uint64_t hash_[8] = {};
    std::vector<int> candStack_ = std::vector<int>(1 << 18);
    int* candTop_ = candStack_.data();
    bool tooDeep_ = false;
    mutable std::array<std::uint32_t, maxMoves> scratchA_{};
    mutable std::array<std::uint32_t, maxMoves> scratchB_{};

    WalkTally* tally_ = nullptr;
    const std::atomic<bool>* stop_ = nullptr;
    std::atomic<std::uint64_t>* published_ = nullptr;
    int maxDepth_ = 0;
};

} // namespace morpion
