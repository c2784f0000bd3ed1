#pragma once

#include "core/base/Error.h"
#include "core/formats/Json.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace morpion {

// The MSR record format of the open-source morpion-solitaire.io project (spec §8):
//
//   {"version":"0.1","variant":"5T","score":N,"moves":[{"x":3,"y":-1,"dir":"V","pos":0},...]}
//
// in the frame of the spec (the 5-point cross spans 0..9). dir: H = e, V = s, DP = ne,
// DN = se; pos is the new point's index in its line, so the line starts at
// (x,y) - pos * step. Derived fields (score, available_moves, terminal, bbox = [min x,
// min y, max x, max y] of every point on the board, code = the layer code) are recomputed
// from the moves and never trusted: a stored value that disagrees is reported as a
// warning. Fields this program does not know are kept, in order, and written back.
//
// The compact form MS1 is "MS1:" + unpadded URL-safe base64 of the compact JSON,
// compressed with raw DEFLATE (RFC 1951, no zlib header).
struct MsrRecord {
    Variant variant = Variant::T5;
    std::vector<Move> moves; // play order
    Json document;           // the object as read, null for a new record
    // Stored derived fields that disagree with the moves (ErrorKind::Mismatch, with the
    // field's line and column); none of them stopped the reading. The version is not
    // checked: later versions are read as 0.1 and written back as 0.1.
    std::vector<Error> warnings;
};

// Limits that keep a hostile input from costing more than linear time and bounded memory.
// The moves are far more than any game of any variant (the longest known has 178): the
// limit bounds the JSON values a record may hold (msrMaxJsonValues), so that a record of a
// million keys costs a few milliseconds to refuse, not a second.
inline constexpr std::size_t msrMaxTextBytes = 16u << 20; // JSON text, and MS1 inflated size
inline constexpr std::size_t msrMaxMoves = 10'000;
inline constexpr std::size_t msrMaxJsonValues = 8 * msrMaxMoves; // a move takes 5 values

// Reads MSR JSON, or the MS1 form when the text starts with "MS1:" (after whitespace).
// `fallback` is used only when the record has no "variant" field. Every move is replayed;
// errors: Syntax/TooLarge/EmptyInput (line and column in the JSON), UnknownVariant,
// IllegalMove (position = the move's 0-based index, detail names it and says why).
Result<MsrRecord> readMsr(std::string_view text, std::optional<Variant> fallback = std::nullopt);
Result<MsrRecord> readMsrJson(std::string_view text, std::optional<Variant> fallback = std::nullopt);
Result<MsrRecord> readMs1(std::string_view text, std::optional<Variant> fallback = std::nullopt);

// Pretty JSON ending with a newline. The record's document (if any) gives the field order
// and the unknown fields; the moves and every derived field are written from the moves.
// Error: IllegalMove when the moves do not replay.
Result<std::string> writeMsr(const MsrRecord& record);
Result<std::string> writeMsr(Variant v, const std::vector<Move>& moves);
// The compact form. Also fails (ErrorKind::Io) in a build without zlib (the web page's).
Result<std::string> writeMs1(const MsrRecord& record);
Result<std::string> writeMs1(Variant v, const std::vector<Move>& moves);

// False in a build without zlib (the web page's), where MS1 is read but not written.
bool ms1Writable();

// "H", "V", "DP", "DN" for e, s, ne, se.
std::string_view msrDirName(Dir d);

} // namespace morpion
