#pragma once

#include <optional>
#include <string_view>

namespace morpion {

// The four rule sets of spec §2: line length 5 or 4, touching (T) or disjoint (D).
enum class Variant { T5, D5, T4, D4 };

// Points per line: 5 for 5T/5D, 4 for 4T/4D.
constexpr int lineLength(Variant v)
{
    return (v == Variant::T4 || v == Variant::D4) ? 4 : 5;
}

// D variants forbid two same-direction lines to share any point, T only a unit segment.
constexpr bool isDisjoint(Variant v)
{
    return v == Variant::D5 || v == Variant::D4;
}

// Width of the cross's bounding box (spec §9): 9 for 5-point games, 6 for 4-point games.
constexpr int crossWidth(Variant v)
{
    return lineLength(v) == 5 ? 9 : 6;
}

// "5T", "5D", "4T", "4D": the names users type and files store.
std::string_view variantName(Variant v);

// Accepts the names above, case-insensitively; nothing else.
std::optional<Variant> parseVariant(std::string_view text);

inline constexpr Variant allVariants[] = {Variant::T5, Variant::D5, Variant::T4, Variant::D4};

// The variants from the strictest: a game legal in 5D is legal in 5T too (and 4D in 4T),
// never the other way round. A text that names no variant is read in the first of them
// under which it is legal (Pentasol files, move lists, bare codes of a collection).
inline constexpr Variant strictestFirst[] = {Variant::D5, Variant::T5, Variant::D4, Variant::T4};

} // namespace morpion
