#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace morpion {

// A code point appended as UTF-8, for the readers that decode escapes (JSON's \uXXXX,
// XML's &#NNN;, Latin-1 PNG text). The caller checks that it is a valid code point.
inline void appendUtf8(std::string& out, std::uint32_t c)
{
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xc0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3f));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xe0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
        out += static_cast<char>(0x80 | (c & 0x3f));
    } else {
        out += static_cast<char>(0xf0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3f));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
        out += static_cast<char>(0x80 | (c & 0x3f));
    }
}

// Text shown to the user from an input that may be any size (a value quoted in a message,
// a line of a collection): at most `maxBytes` bytes, cut between characters and ended
// with "…" when it was longer.
inline constexpr std::size_t maxShownBytes = 200;
inline std::string shortenedText(std::string_view s, std::size_t maxBytes = maxShownBytes)
{
    if (s.size() <= maxBytes)
        return std::string(s);
    std::size_t cut = maxBytes;
    while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80)
        --cut; // not inside a UTF-8 sequence
    return std::string(s.substr(0, cut)) + "\xE2\x80\xA6";
}

} // namespace morpion
