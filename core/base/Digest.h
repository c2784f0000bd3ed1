#pragma once

#include <cstdint>
#include <string_view>

namespace morpion {

// FNV-1a, 64 bits: the checksum line of the checkpoints (search and solver). Any one
// changed byte changes it (each step is a bijection of the state), so a flipped bit in a
// damaged file never goes unseen.
constexpr std::uint64_t fnv1a64(std::string_view text)
{
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (const char c : text) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001b3ull;
    }
    return h;
}

} // namespace morpion
