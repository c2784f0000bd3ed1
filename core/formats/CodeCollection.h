#pragma once

#include "core/base/Error.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace morpion {

// Collections of shared codes: any text with at most one layer code per line, bare or
// inside other text, as players post them:
//
//   bqKnG3NmhJYjSh1bzNH18m3g
//   54. 74 (1.73) bqKnG3NmhJYjSh1bzNH18m3g      (the search log of spec §6)
//   # 178 LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw
//   5D: LG4VXOFJjGWQMXhsY7aRf+/97Y              (a variant name anywhere before the code)
//
// Finding: a word is a run of alphabet characters (A-Z a-z 0-9 + /). A word is taken for
// a code when it has at least 6 characters, is not all digits, and does not look like
// plain text: it holds a digit, '+' or '/', or else it has at least 8 characters, a
// lower-case letter and two capitals after its first character ("Interesting",
// "JavaScript" and "README" are text; "bqKnG3Nm" and "LoyBDplSCpDFoF" are codes). A word
// alone on its line (but for a variant name) needs less: 4 characters, and a digit, '+',
// '/' or one capital after the first character ("QoBAGg", the code of a short game, but
// not "Thanks"). URLs and compact MSR records ("MS1:...") are skipped. On each line the
// longest such word is the code; a word 5T, 5D, 4T or 4D (any case) before it on the line
// gives its variant. A line that is one word of code characters with a few others inside
// it ("BBYq*jXKmC", a code with a slip) is taken whole, so that it fails to decode with its
// reason instead of passing for plain text. Lines without a code are counted, not listed.

// A code found in the text, not yet decoded.
struct CodeCandidate {
    int line = 0;   // 1-based
    int column = 0; // 0-based byte offset of the code in its line
    std::string code;
    std::optional<Variant> variant; // named on the line
    std::string text;               // the line, shortened to at most 200 bytes for display
    bool slipped = false;           // a word with stray characters, taken whole: it will not decode
};

// A decoded grid of the collection.
struct CodeEntry {
    int line = 0;
    int column = 0;
    std::string code;
    Variant variant = Variant::T5;
    std::vector<Move> moves; // the grid in its layer order (spec §4)
    int score = 0;
    int layers = 0; // layers that take at least one move
    std::string text;
};

// A line whose code did not decode, with the reason.
struct CodeFailure {
    int line = 0;
    int column = 0;
    std::string code; // shortened to at most 200 bytes
    std::string text;
    Error error; // its position is the offset in the code
};

// The failure record of a candidate that did not decode (the code shortened for display).
CodeFailure failureOf(const CodeCandidate& candidate, Error error);

struct CodeCollection {
    std::vector<CodeEntry> entries; // in text order
    std::vector<CodeFailure> failures;
    int linesWithoutCode = 0; // blank or plain-text lines
    bool cancelled = false;   // the progress callback asked to stop
};

// Codes longer than this are rejected without decoding, here and by the one reader
// (readGrid): the longest grids known need about 60 characters.
inline constexpr std::size_t maxCollectionCodeLength = 4096;

// The quick first pass for one line (without its line break): its code, if any.
std::optional<CodeCandidate> findCodeCandidate(std::string_view line, int lineNumber);

// The quick first pass, linear in the text: where the codes are. `linesWithoutCode`
// (optional) receives the count of lines without one.
std::vector<CodeCandidate> findCodeCandidates(std::string_view text, int* linesWithoutCode = nullptr);

// The slow second pass for one candidate, safe to run on several threads at once.
// The candidate's own variant wins over `defaultVariant`. Errors as decodeLayerCode(),
// or TooLarge past maxCollectionCodeLength.
Result<CodeEntry> decodeCandidate(const CodeCandidate& candidate, Variant defaultVariant);
// The same without the entry's extras: the grid in its layer order, decoded the lean way
// (LayerCoder::decode), for work on many codes (merging logs). Same errors.
Result<std::vector<Move>> decodeCandidateMoves(const CodeCandidate& candidate, Variant defaultVariant);

// Both passes. `progress(done, total)` is called now and then with the candidates decoded
// so far; returning false stops the work (the result holds what was done, cancelled set).
using CollectionProgress = std::function<bool(std::size_t done, std::size_t total)>;
CodeCollection readCodeCollection(std::string_view text, Variant defaultVariant, const CollectionProgress& progress = {});

// Duplicates among entries: two entries share a symmetry group when one is the other's
// image under one of the 8 symmetries (equal canonical codes, spec §9), and a points
// group when their point sets are images of each other, whatever the lines. Group ids are
// the index of the group's first entry, so an entry alone has its own index. Entries of
// different variants are never grouped.
struct DuplicateGroups {
    std::vector<int> symmetryGroup;
    std::vector<int> pointsGroup;
    bool cancelled = false;
};
DuplicateGroups groupDuplicates(const std::vector<CodeEntry>& entries, const CollectionProgress& progress = {});

} // namespace morpion
