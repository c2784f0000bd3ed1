#pragma once

#include "core/base/Error.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <string>
#include <string_view>
#include <vector>

namespace morpion {

// The game number of spec §7: the exact move order as one integer, in the code alphabet.

// `moves` in play order. Errors: IllegalMove (detail names the move and why, position =
// its 0-based index in `moves`).
Result<std::string> encodeGameNumber(Variant v, const std::vector<Move>& moves);

// Moves in play order. Errors: BadCharacter (position), NumberTooLarge (digits left after
// the game ended or after the stop digit), EmptyInput, TooLarge (more significant digits
// than maxGameNumberLength(v); position = the first digit past it, refused before any
// arithmetic). Leading 'A's are zeros: harmless.
Result<std::vector<Move>> decodeGameNumber(Variant v, std::string_view text);

// The most significant digits (characters after leading 'A's) a game number of v can
// have: every longer number is refused at once instead of being divided move by move
// (which costs time in the square of its length). 1,253 for 5T.
std::size_t maxGameNumberLength(Variant v);

} // namespace morpion
