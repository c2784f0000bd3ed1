#pragma once

#include "core/base/Error.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace morpion {

// The seeds' text form of a move, "2, 2 – (0,4,ne)" (en dash; readers also take '-').
std::string formatMove(const Move& m);
std::string formatLine(const Line& l); // "(0,4,ne)"
std::string_view dirName(Dir d);       // "ne", "e", "se", "s"

// True when two lines cannot both be on a board: same direction, sharing a unit segment
// (T) or a point (D).
bool linesConflict(Variant v, const Line& a, const Line& b);

// Parses one move; position in a returned error is the 0-based offset in text.
// The point must lie on the line (length = the variant's line length).
Result<Move> parseMove(std::string_view text, int length);

// A move read from a list, with the 1-based line it stood on.
struct NumberedMove {
    Move move;
    int line = 0;
};

// Reads a move list: one move per line; blank lines and '#' comments (whole-line or
// trailing) are skipped. Syntax only: legality is the job of replayMoves().
Result<std::vector<NumberedMove>> parseMoveList(std::string_view text, int length);
// The same a move at a time: `visit` gets each move as it is read and may stop the reading
// with an error (an illegal move), so that a huge list costs nothing past its first bad
// line. Returns the first error, the syntax's or visit's.
std::optional<Error> forEachListedMove(std::string_view text, int length,
                                       const std::function<std::optional<Error>(const NumberedMove&)>& visit);

// Why m cannot be played on the board that `moves` (legal, in order) leave, in plain
// English and in parts to translate (Phrase), or an empty phrase when it can. Slow and
// thorough: for messages, not for search.
Phrase whyIllegal(Variant v, const std::vector<Move>& moves, const Move& m);

} // namespace morpion
