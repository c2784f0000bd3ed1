#pragma once

#include <cstdint>
#include <string_view>

namespace morpion {

// The checksum line of the checkpoints (the search's and the solver's): FNV-1a, 64 bits,
// of the text before it, with a line end counted as one '\n' whether the file has Unix or
// Windows line ends (an editor or a copy may have changed them), so that only a changed
// line changes the sum. Any other changed byte changes it (each step is a bijection of the
// state), so a flipped bit in a damaged file never goes unseen.
constexpr std::uint64_t checkpointDigest(std::string_view text)
{
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
            continue;
        h ^= static_cast<unsigned char>(text[i]);
        h *= 0x100000001b3ull;
    }
    return h;
}

} // namespace morpion
