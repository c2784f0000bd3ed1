#pragma once

#include "core/base/Phrase.h"

#include <string>
#include <string_view>

namespace morpion {

// The 64-character alphabet of spec §5 (A-Z a-z 0-9 + /), shared by layer codes and game
// numbers. It is not base64 of bytes: text is a bit string cut into 6-bit groups.

// The value 0..63 of c, or -1 for a character outside the alphabet.
int alphabetValue(char c);
// The character of value & 63.
char alphabetChar(int value);

// '0'/'1' string → code text: right-padded with 0 to a multiple of 6 (any character other
// than '1' counts as 0).
std::string bitsToText(std::string_view bits);

// A character for an error message: 'x' when printable ASCII, else "byte 0xC3".
Phrase describeCharacter(char c);

} // namespace morpion
