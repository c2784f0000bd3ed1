#include "core/rules/Variant.h"

namespace morpion {

std::string_view variantName(Variant v)
{
    switch (v) {
    case Variant::T5: return "5T";
    case Variant::D5: return "5D";
    case Variant::T4: return "4T";
    case Variant::D4: return "4D";
    }
    return "5T";
}

std::optional<Variant> parseVariant(std::string_view text)
{
    if (text.size() != 2)
        return std::nullopt;
    const char n = text[0];
    const char r = static_cast<char>(text[1] & ~0x20); // upper case
    if (n == '5' && r == 'T')
        return Variant::T5;
    if (n == '5' && r == 'D')
        return Variant::D5;
    if (n == '4' && r == 'T')
        return Variant::T4;
    if (n == '4' && r == 'D')
        return Variant::D4;
    return std::nullopt;
}

} // namespace morpion
