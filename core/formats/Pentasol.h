#pragma once

#include "core/base/Error.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace morpion {

// The Pentasol text format of the record community (spec §8):
//
//   # comment lines anywhere
//   (28,28)            the reference point: the cross point (3,3)
//   (28,29) | -2       one move per line: new point, direction, offset
//
// The new point is (col - refcol + 3, row - refrow + 3). D is '-' (e), '|' (s), '/' (ne)
// or '\' (se). The offset says where the line lies: its middle point is the new point
// + off * step, so the line starts at new point + (off - 2) * step and the new point
// sits at index 2 - off of its line. Offsets are written +2, +1, 0, -1, -2; the sign of
// a positive offset is optional on reading.
//
// 4-point lines have no middle point, and Pentasol itself only knows 5-point games. This
// program keeps the same formula for them (the "middle" is the line's third point, index
// 2 from its start), so a 4T/4D file has offsets +2..-1: one formula for every variant,
// and a 5-point file with an offset of -2 can never be read as a 4-point game.
//
// The variant is not in the file: the caller's choice, or else the strictest of 5D, 5T,
// 4D, 4T under which the whole file replays legally. Every game legal in 5D is also legal
// in 5T, so a 5T file is read as 5D only when it is a 5D game as well (whose moves then
// mean the same); `legalVariants` lets a caller offer the other reading.
struct PentasolRecord {
    Variant variant = Variant::T5;
    std::vector<Move> moves;            // play order
    Point reference;                    // as written in the file
    std::vector<Variant> legalVariants; // every variant under which the file replays, strictest first
    bool finished = false;              // no legal move is left after the last one
};

inline constexpr std::size_t pentasolMaxMoves = 100'000;

// Whitespace is free around every token and CRLF line ends are fine; anything else is
// rejected with its line and column (Syntax), a move that cannot be played with its line
// (IllegalMove, detail = the line's text, the move and why), too many moves with TooLarge,
// a file with no reference line with EmptyInput.
Result<PentasolRecord> readPentasol(std::string_view text, std::optional<Variant> variant = std::nullopt);

// The same dialect, reference (28,28), signed offsets ("0" unsigned), LF line ends; each
// line of `comment` becomes a "# " line at the top. Error: Syntax when a move's point is
// not on its line.
Result<std::string> writePentasol(Variant v, const std::vector<Move>& moves, std::string_view comment = {});

} // namespace morpion
