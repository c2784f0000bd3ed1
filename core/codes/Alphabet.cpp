#include "core/codes/Alphabet.h"

#include <array>

namespace morpion {

namespace {

constexpr std::string_view alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

constexpr std::array<signed char, 256> valueTable = [] {
    std::array<signed char, 256> t{};
    t.fill(-1);
    for (std::size_t i = 0; i < alphabet.size(); ++i)
        t[static_cast<unsigned char>(alphabet[i])] = static_cast<signed char>(i);
    return t;
}();

} // namespace

int alphabetValue(char c)
{
    return valueTable[static_cast<unsigned char>(c)];
}

char alphabetChar(int value)
{
    return alphabet[static_cast<std::size_t>(value & 63)];
}

std::string bitsToText(std::string_view bits)
{
    std::string out;
    out.reserve((bits.size() + 5) / 6);
    for (std::size_t i = 0; i < bits.size(); i += 6) {
        int v = 0;
        for (std::size_t j = i; j < i + 6; ++j)
            v = (v << 1) | (j < bits.size() && bits[j] == '1' ? 1 : 0);
        out += alphabetChar(v);
    }
    return out;
}

Phrase describeCharacter(char c)
{
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x21 && u < 0x7f)
        return Phrase::literal(std::string("'") + c + "'");
    static constexpr char hex[] = "0123456789ABCDEF";
    return phrase(MORPION_TR_NOOP("ErrorDetail", "byte 0x%1"), std::string{hex[u >> 4], hex[u & 15]});
}

} // namespace morpion
