#pragma once

#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <array>
#include <cstdint>
#include <deque>
#include <vector>

namespace morpion {

// What the solver knows of one move (a line and the offset of its new point) under the 8
// symmetries of the cross (core/codes/Symmetry): a 32-bit code of each image, distinct for
// distinct moves; the orbit key, the smallest of the 8 codes, the same for a move and all
// its images; and a 64-bit random hash of each image, whose XOR over a position's moves
// tells images of the position apart (equal sets give equal hashes; equal hashes are then
// checked move by move).
struct MoveImages {
    std::array<std::uint64_t, 8> hash{};
    std::array<std::uint32_t, 8> code{};
    std::uint32_t orbitKey = 0;
};

// The images of a move; `move` in the coordinates of spec §1.
MoveImages imagesOf(Variant v, const Move& move);

// The 32-bit code of a move: its point and its line's direction and offset (a move is its
// point plus its line, and the line is fixed by direction and the point's place in it).
// Coordinates must lie within 511 of the origin, as every board the solver holds does.
std::uint32_t moveCode(Variant v, const Move& move);

// Learned on first sight by each walk (one per thread, so nothing is shared or locked):
// keyed by the board's line id and the new point's offset.
class MoveImageTable {
public:
    explicit MoveImageTable(int slots)
        : known_(static_cast<std::size_t>(slots), nullptr)
    {}
    // The slot's images; `move` computes them the first time.
    template <class MakeMove> const MoveImages& at(int slot, MakeMove&& move)
    {
        const MoveImages*& known = known_[static_cast<std::size_t>(slot)];
        if (!known)
            known = &images_.emplace_back(imagesOf(variant_, move()));
        return *known;
    }
    void setVariant(Variant v) { variant_ = v; }

private:
    Variant variant_ = Variant::T5;
    std::vector<const MoveImages*> known_; // by slot, null until first sight
    std::deque<MoveImages> images_;        // a deque: known_ and the walk keep pointers to them
};

} // namespace morpion
