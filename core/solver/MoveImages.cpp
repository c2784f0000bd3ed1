#include "core/solver/MoveImages.h"

#include "core/codes/Symmetry.h"

#include <algorithm>

namespace morpion {

namespace {

// splitmix64's finaliser: a fixed, well-mixed function of the code, the same in every run
// and on every machine (checkpoints and parts of a cluster run must agree).
std::uint64_t mix(std::uint64_t z)
{
    z += 0x9e3779b97f4a7c15ull;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

} // namespace

std::uint32_t moveCode(Variant v, const Move& move)
{
    const auto offset = static_cast<std::uint32_t>(move.offsetInLine(lineLength(v)));
    return (static_cast<std::uint32_t>(move.point.x + 512) << 15) | (static_cast<std::uint32_t>(move.point.y + 512) << 5) |
           (offset << 2) | static_cast<std::uint32_t>(dirIndex(move.line.dir));
}

MoveImages imagesOf(Variant v, const Move& move)
{
    MoveImages out;
    for (int g = 0; g < Symmetry::count; ++g) {
        out.code[static_cast<std::size_t>(g)] = moveCode(v, Symmetry(g).apply(v, move));
        out.hash[static_cast<std::size_t>(g)] = mix(out.code[static_cast<std::size_t>(g)]);
    }
    out.orbitKey = *std::min_element(out.code.begin(), out.code.end());
    return out;
}

} // namespace morpion
