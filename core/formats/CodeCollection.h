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
//   54. 74 (1.73) bqKnG3NmhJYjSh1bzNH18m3g      (the search log: docs/cli.md, search)
//   # 178 LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw
//   5D: LG4VXOFJjGWQMXhsY7aRf+/97Y              (a variant name anywhere before the code)
//
// Finding: a line that is not text (invalid UTF-8, control characters other than tab
// and CR) holds no code. A line of the search log's own form "N. score (s) code" has its
// code in the last field, whatever it looks like ("LplXrt" is a code there). Elsewhere a
// word is a run of alphabet characters (A-Z a-z 0-9 + /). A word is taken for a code when
// it has at least 10 characters (shorter words inside random bytes or text decode by
// chance: see minCodeInTextLength), is not all digits, and does not look like plain text:
// it holds a digit, '+' or '/', or else it has a lower-case letter and two capitals
// after its first character ("Interesting", "JavaScript" and "README" are text;
// "LoyBDplSCpDFoF" is a code). A word alone on its line (but for a variant name) needs
// less: 4 characters, and a digit, '+', '/' or one capital after the first character
// ("QoBAGg", the code of a short game, but not "Thanks"). URLs and compact MSR records
// ("MS1:...") are skipped. On each line the longest such word is the code; a word 5T,
// 5D, 4T or 4D (any case) before it on the line gives its variant. A line that is one
// word of code characters with a few others inside it ("BBYq*jXKmC", a code with a slip)
// is taken whole, so that it fails to decode with its reason instead of passing for plain
// text. Lines without a code are counted, not listed.
//
// Variants: a code whose line names none (a search log holds bare codes whatever its
// variant) is read in the variant the caller forces (the user chose one), or else in the
// variant under which most of the collection's bare codes decode where it decodes under
// it, else in the strictest variant under which it decodes, in the order 5D, 5T, 4D, 4T,
// as a Pentasol file without a variant is read. The entry says which other variants it
// also decodes under (when it decodes under the preferred one: the other of the same line
// length), so that a reader can say what it chose and offer the other.

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
    bool variantInferred = false;       // the line named no variant, none was forced
    std::vector<Variant> otherVariants; // (inferred) the others it also decodes under
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

// Codes longer than this are rejected without decoding, here and by the one reader
// (readGrid, a longer text unread): the longest grids known need
// about 60 characters.
inline constexpr std::size_t maxCollectionCodeLength = 4096;

// A code among other words on its line needs this many characters. Measured: of random
// strings of the code alphabet, 1 in 120 of 6 characters decodes under some variant, 1 in
// 13,000 of 9 and 1 in a million of 12 to 16; 100 MB of random bytes hold about 60 words
// of 10 or more code characters, so that none decodes (docs/reading.md).
inline constexpr std::size_t minCodeInTextLength = 10;

// The quick first pass for one line (without its line break): its code, if any.
std::optional<CodeCandidate> findCodeCandidate(std::string_view line, int lineNumber);

// The quick first pass, linear in the text: where the codes are. `linesWithoutCode`
// (optional) receives the count of lines without one.
std::vector<CodeCandidate> findCodeCandidates(std::string_view text, int* linesWithoutCode = nullptr);

// How a code whose line names no variant is read: in `forced` (the user chose it), else
// in `preferred` (the collection's vote, below) when it decodes under it, else in the
// strictest variant under which it decodes.
struct VariantChoice {
    std::optional<Variant> forced;
    std::optional<Variant> preferred;
    VariantChoice() = default;
    VariantChoice(Variant v) // a forced variant, as callers that read one variant pass it
        : forced(v)
    {}
};

// The slow second pass for one candidate, safe to run on several threads at once.
// The candidate's own variant wins over `choice`. Errors as decodeLayerCode(), or TooLarge
// past maxCollectionCodeLength; when no variant decodes a bare code, the error of the
// variant that got furthest, saying so.
Result<CodeEntry> decodeCandidate(const CodeCandidate& candidate, const VariantChoice& choice);
// The same without the entry's extras: the grid in its layer order, decoded the lean way
// (LayerCoder::decode), for work on many codes (merging logs). Same errors.
struct DecodedCode {
    Variant variant = Variant::T5;
    std::vector<Move> moves;
    int layers = 0; // layers that take at least one move
    bool variantInferred = false;
    std::vector<Variant> otherVariants;
};
Result<DecodedCode> decodeCandidateMoves(const CodeCandidate& candidate, const VariantChoice& choice);

// The collection's vote: a file of bare codes is one search's log or one player's list,
// so the variant under which most of its first variantVoteCodes bare codes decode
// (ties: the strictest) is preferred for all of them. A 5T game of 50 moves also decodes
// as 5D one time in six, as a different grid; the vote keeps such a code 5T in a 5T file.
inline constexpr std::size_t variantVoteCodes = 8192;
// Bit 1 << int(v) for each variant v the candidate decodes under.
unsigned decodingVariants(const CodeCandidate& candidate);
// The one place of that rule: every reader offers it the candidates of a text in order
// (takes()), and adds the decodingVariants() of those it takes, on any thread it likes.
struct VariantVote {
    int counts[4] = {};
    std::size_t taken = 0;
    // True when `candidate` votes: a bare code, while fewer than variantVoteCodes have.
    bool takes(const CodeCandidate& candidate);
    // Every code that votes has been taken: the winner is known.
    bool closed() const { return taken >= variantVoteCodes; }
    void add(unsigned mask);
    std::optional<Variant> winner() const;
};

// What a reader tells the user about the variants of codes whose line named none: how
// many were read in each variant, and how many of those also decode under another one
// (the most common other, to offer). Filled by note() for each inferred entry.
struct InferredVariants {
    int read[4] = {};   // by Variant
    int ambiguous = 0;  // of them, decoding under another variant too
    int alsoAs[4] = {}; // by Variant: how many decode under it too
    void note(Variant v, const std::vector<Variant>& others);
    bool any() const { return read[0] + read[1] + read[2] + read[3] > 0; }
    // Worth telling the user: some were read otherwise than as 5T (the reading of a bare
    // code elsewhere), or could have been.
    bool worthSaying() const { return any() && (read[0] < read[0] + read[1] + read[2] + read[3] || ambiguous > 0); }
    // The variant most of them were read in, and the most common other (none: nullopt).
    Variant mostRead() const;
    std::optional<Variant> mostOther() const;
    // "bare codes read as 5D, the strictest variant under which each decodes (12 of
    // them also decode as 5T)", for the command line and tests; the program words its own.
    std::string message() const;
};

struct CodeCollection {
    std::vector<CodeEntry> entries; // in text order
    std::vector<CodeFailure> failures;
    int linesWithoutCode = 0; // blank or plain-text lines
    bool cancelled = false;   // the progress callback asked to stop
    InferredVariants inferred;
};

// Both passes. `progress(done, total)` is called now and then with the candidates decoded
// so far; returning false stops the work (the result holds what was done, cancelled set).
using CollectionProgress = std::function<bool(std::size_t done, std::size_t total)>;
CodeCollection readCodeCollection(std::string_view text, std::optional<Variant> forced, const CollectionProgress& progress = {});

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
