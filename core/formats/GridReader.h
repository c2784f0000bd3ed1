#pragma once

#include "core/base/Error.h"
#include "core/codes/LayeredGame.h"
#include "core/codes/Layers.h"
#include "core/formats/GridInfo.h"
#include "core/formats/Msr.h"
#include "core/formats/PictureRecord.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace morpion {

// The one reader for everything a user hands the program or the command line as a grid:
// a layer code, a game number, a move list, a Pentasol file, an MSR record (JSON or MS1),
// or a PNG/SVG picture that carries its record. It decides what the text is, replays every
// move, and says what it decided when the text could have meant something else, so that
// paste, drop, Open, collections and every command read the same text the same way.
// docs/reading.md states the rules with examples.

// The formats a grid is read as. Auto (reading only) tells them apart by their content.
enum class GridFormat { Auto, Code, Number, Moves, Pentasol, Msr, Ms1 };

// "auto", "code", "number", "moves", "pentasol", "msr", "msr-compact" (also "ms1"),
// case-insensitively.
std::optional<GridFormat> parseGridFormat(std::string_view name);
std::string_view gridFormatName(GridFormat f); // the first name above

// What the caller asks for.
struct GridReadOptions {
    GridFormat format = GridFormat::Auto;
    // For a text that names no variant (a code or number without a prefix such as "5D:",
    // a move list without its "# 5D grid" comment, a record without a variant field).
    Variant variant = Variant::T5;
    // The user named `variant` (--variant, "read as 5T"): it then also wins over the
    // variant a Pentasol file or move list names in its comment, and a Pentasol file is
    // read strictly as it.
    bool variantForced = false;
};

// Something the user should know about a text that was read: what was decided for them,
// or a stored field that disagrees. Plain data, said by phrase() as errors are: each front
// end words it in its language (the command line in English), and offers what the fields
// name (the other reading, another variant) in its own way.
struct ReadNotice {
    enum class Kind {
        // A Pentasol file that names no variant, read as `variant`, the strictest under
        // which the whole file replays; `others` lists the other variants it replays under.
        StrictestVariant,
        // The file's comment names `named`, under which it does not replay (`error` says
        // why); it was read as `variant`, the strictest that does, instead.
        NamedVariantIllegal,
        // The text was read as `format`; it is also a valid `other` (a short layer code is
        // often also a game number), which the user can ask for.
        OtherReading,
        // Read as a game number because it is not a layer code (`error`), but the number
        // runs out before the game ends: its last `guessedMoves` moves were each the
        // first legal one. A mistyped code reads like that.
        NumberRunsOut,
        // A stored field of an MSR record (code, score, bbox...) that disagrees with the
        // moves; the moves were used (`error`: Mismatch, with the field and where it is).
        RecordMismatch,
        // The record names its variant, `variant`, and was read as it; the variant the
        // caller named (`named`: --variant, a prefix) applies to texts that name none.
        RecordVariant,
    };
    Kind kind = Kind::StrictestVariant;
    Variant variant = Variant::T5;
    Variant named = Variant::T5;
    std::vector<Variant> others;
    GridFormat format = GridFormat::Auto;
    GridFormat other = GridFormat::Auto;
    int guessedMoves = 0;
    Error error;

    // What the notice says, in sentences (patterns of the context "ErrorDetail").
    Phrase phrase() const;
};

// "layer code", "game number", "move list", "Pentasol record", "MSR record", "MS1 record";
// "grid" for Auto: how notices and messages name a format, in every front end.
Phrase gridFormatPhrase(GridFormat format);

// What a text is by its content (after a byte-order mark and white space; a picture is
// told by sniffPicture()): Msr for '{', Ms1 for "MS1:", Pentasol when its first line that
// is not a comment is "(col,row)", Moves when it has a '(' or starts with a '#' comment,
// else Auto: a layer code or a game number, which readGrid() tells apart.
GridFormat detectGridFormat(std::string_view text);

// A text that is one grid's record whatever else it holds: a picture, MSR, MS1 or
// Pentasol. Where a collection of codes is also expected (merge, search --from, a folder),
// such a text is read as its one grid, or refused with the reader's error, never searched
// for codes (an MSR record's stored "code" is not its grid).
bool isRecordText(std::string_view text);

// How much of a file is worth reading as `format`: a reader stops there (readGridFile())
// instead of reading to the end a file that cannot be valid. `why` says so in the error.
struct GridTextLimit {
    std::size_t bytes = 0;
    Phrase why; // empty: only the file cap
};
// A game number's text holds at most the longest number any variant can have
// (maxGameNumberLength()) four times over: room for a prefix, line breaks and leading
// zeros, and still a few KiB. Other formats: maxGridFileBytes.
GridTextLimit gridTextLimit(GridFormat format);

// A grid read from any format.
struct GridRead {
    GridFormat format = GridFormat::Code;    // what it was read as (never Auto)
    PictureKind picture = PictureKind::None; // a PNG or SVG the record came out of
    Variant variant = Variant::T5;
    std::vector<Move> moves; // legal, in play order
    // The layering a layer code was decoded into (its moves are `moves`, in layer order):
    // kept, so that whoever layers the grid (layeredGame(), writeGrid()) takes it instead
    // of computing it again. Empty for the other formats. Whoever changes `moves` drops it.
    std::optional<Layering> layering;
    std::optional<MsrRecord> record; // when read from MSR or MS1: every field, unknown ones too
    // The record's own fields (an MSR record's besides its moves, a Pentasol file's
    // "# key: value" comments): what writeGrid() carries into every format that holds them.
    GridInfo info;
    std::vector<ReadNotice> notices;
};

// Reads `text` (UTF-8, or a picture's bytes). A leading byte-order mark and CRLF line ends
// are accepted everywhere; any text may start with a prefix such as "5D:", which names the
// variant as GridReadOptions::variantForced would; a code or game number may be wrapped
// over lines. Errors name the problem and where it is: a position is the
// byte offset in `text` (codes and numbers), a line (and column) for move lists, Pentasol
// and JSON, a move's index for MSR. Linear time in the text's size (a Pentasol file is
// replayed under at most four variants); the text is capped by the caller (GridFile), and
// one past gridTextLimit(options.format) is refused unread (TooLarge, position = the limit).
Result<GridRead> readGrid(std::string_view text, const GridReadOptions& options = {});

// The grid with its layering, for a view or a document: the one decoded from a code (no
// layering is computed), else computed once. Errors: those of LayeredGame::of, which a
// grid the reader returned never has.
Result<LayeredGame> layeredGame(const GridRead& grid);

// A variant under which a text reads, and what it reads as there.
struct VariantReading {
    Variant variant = Variant::T5;
    GridFormat format = GridFormat::Code;
    int score = 0;
};
// Where reading `text` in options.variant failed: the other variants it reads under,
// strictest first, with what it reads as in each (a 5D grid's code fails as 5T and is a
// layer code as 5D), for the front ends to offer. Empty when none reads it, or the text
// names its variant (a prefix such as "5D:" wins over any). At most three more reads.
std::vector<VariantReading> otherVariantReadings(std::string_view text, const GridReadOptions& options);

// The grid in `format` (not Auto), ending with a newline, so that readGrid() gives it back:
// codes and numbers carry the variant's prefix but for 5T; a move list and a Pentasol file
// start with a "# 5D grid, 82 moves" comment that names the variant; MSR and MS1 write
// `record` (when present, with its fields) or a new record. A code is written from the
// grid's layering when it has one.
Result<std::string> writeGrid(const GridRead& grid, GridFormat format);

} // namespace morpion
