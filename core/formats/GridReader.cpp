#include "core/formats/GridReader.h"

#include "core/codes/GameNumber.h"
#include "core/codes/LayerCode.h"
#include "core/formats/CodeOrNumber.h"
#include "core/formats/GridFile.h"
#include "core/formats/Pentasol.h"
#include "core/rules/MoveText.h"
#include "core/rules/Position.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>

namespace morpion {

namespace {

struct FormatName {
    GridFormat format;
    std::string_view name;
};
constexpr FormatName formatNames[] = {
    {GridFormat::Auto, "auto"},       {GridFormat::Code, "code"},         {GridFormat::Number, "number"},
    {GridFormat::Moves, "moves"},     {GridFormat::Pentasol, "pentasol"}, {GridFormat::Msr, "msr"},
    {GridFormat::Ms1, "msr-compact"}, {GridFormat::Ms1, "ms1"},
};

constexpr std::string_view byteOrderMark = "\xEF\xBB\xBF";

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

bool equalNoCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

bool startsWithNoCase(std::string_view s, std::string_view prefix)
{
    return s.size() >= prefix.size() && equalNoCase(s.substr(0, prefix.size()), prefix);
}

std::string_view variantText(Variant v)
{
    return variantName(v);
}

std::string variantList(const std::vector<Variant>& variants)
{
    std::string out;
    for (const Variant v : variants)
        out += (out.empty() ? "" : ", ") + std::string(variantText(v));
    return out;
}

// ---- What the text says about itself ----

// A Pentasol file: its first line that is neither blank nor a comment is "(col,row)" alone.
bool looksLikePentasol(std::string_view text)
{
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t end = std::min(text.find('\n', pos), text.size());
        const std::string_view line = trimmed(text.substr(pos, end - pos));
        pos = end + 1;
        if (line.empty() || line.front() == '#')
            continue;
        if (line.size() < 2 || line.front() != '(' || line.back() != ')')
            return false;
        const std::string_view inner = line.substr(1, line.size() - 2);
        const std::size_t comma = inner.find(',');
        if (comma == std::string_view::npos)
            return false;
        auto isInteger = [](std::string_view s) {
            s = trimmed(s);
            if (!s.empty() && (s.front() == '-' || s.front() == '+'))
                s.remove_prefix(1);
            return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
        };
        return isInteger(inner.substr(0, comma)) && isInteger(inner.substr(comma + 1));
    }
    return false;
}

// The variant our writers name in a comment at the top of a move list or Pentasol file:
// "# 5D grid, 82 moves" (morpion-cli) or "# Morpion Layers: 5D 82 moves, ..." (the
// program). Only the comment lines before the first other line count.
std::optional<Variant> commentVariant(std::string_view text)
{
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t end = std::min(text.find('\n', pos), text.size());
        std::string_view line = trimmed(text.substr(pos, end - pos));
        pos = end + 1;
        if (line.empty())
            continue;
        if (line.front() != '#')
            return std::nullopt;
        line = trimmed(line.substr(1));
        constexpr std::string_view program = "Morpion Layers:";
        if (line.substr(0, program.size()) == program)
            line = trimmed(line.substr(program.size()));
        if (line.size() >= 2 && (line.size() == 2 || line[2] == ' ' || line[2] == ','))
            if (const auto v = parseVariant(line.substr(0, 2)))
                return v;
    }
    return std::nullopt;
}

// ---- Variant prefixes ----

// A variant prefix such as "5D:" (a digit, a letter, a colon) at the start of `text`
// (after white space): the variant and where the rest starts. A prefix that names no
// variant ("6X:") is an error.
struct Prefix {
    Variant variant = Variant::T5;
    std::size_t end = 0;
};

Result<std::optional<Prefix>> variantPrefix(std::string_view text, std::size_t offset)
{
    std::size_t start = 0;
    while (start < text.size() && isSpace(text[start]))
        ++start;
    if (text.size() - start < 3 || !std::isdigit(static_cast<unsigned char>(text[start])) ||
        !std::isalpha(static_cast<unsigned char>(text[start + 1])))
        return std::optional<Prefix>();
    std::size_t colon = start + 2;
    while (colon < text.size() && (text[colon] == ' ' || text[colon] == '\t'))
        ++colon;
    if (colon == text.size() || text[colon] != ':')
        return std::optional<Prefix>();
    const auto v = parseVariant(text.substr(start, 2));
    if (!v) {
        Error e;
        e.kind = ErrorKind::UnknownVariant;
        e.position = static_cast<std::int64_t>(offset + start);
        e.detail = Phrase::literal("'" + std::string(text.substr(start, 2)) + "'");
        return e;
    }
    return std::optional<Prefix>(Prefix{*v, colon + 1});
}

// ---- Move lists, Pentasol, MSR ----

// The list replayed under v; errors name the move's line and why it is illegal.
Result<std::vector<Move>> replayMoves(const std::vector<NumberedMove>& list, Variant v)
{
    Position pos(v);
    std::vector<Move> moves;
    moves.reserve(list.size());
    for (const NumberedMove& nm : list) {
        if (!pos.play(nm.move)) {
            Error e;
            e.kind = ErrorKind::IllegalMove;
            e.line = nm.line;
            e.detail = withColon(formatMove(nm.move), whyIllegal(v, moves, nm.move));
            return e;
        }
        moves.push_back(nm.move);
    }
    return moves;
}

// A list whose comment names no variant (morpion-cli moves prints none) is read as a
// Pentasol file is: in the strictest variant under which it replays, saying so.
Result<GridRead> readMoves(std::string_view text, const GridReadOptions& options)
{
    GridRead in;
    in.format = GridFormat::Moves;
    in.variant = options.variant;
    const auto named = options.variantForced ? std::nullopt : commentVariant(text);
    if (options.variantForced || named) {
        in.variant = named.value_or(options.variant);
        const auto list = parseMoveList(text, lineLength(in.variant));
        if (!list)
            return list.error();
        auto moves = replayMoves(*list, in.variant);
        if (!moves)
            return moves.error();
        in.moves = std::move(moves).value();
        return in;
    }
    std::optional<Error> furthest; // the failure that got furthest, for the message
    Variant furthestVariant = Variant::T5;
    std::vector<Variant> legal;
    for (const Variant v : strictestFirst) {
        auto list = parseMoveList(text, lineLength(v));
        auto moves = list ? replayMoves(*list, v) : Result<std::vector<Move>>(list.error());
        if (moves) {
            if (legal.empty()) {
                in.variant = v;
                in.moves = std::move(moves).value();
            }
            legal.push_back(v);
        } else if (!furthest || moves.error().line > furthest->line) {
            furthest = moves.error();
            furthestVariant = v;
        }
    }
    if (legal.empty()) {
        Error e = *furthest;
        e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "no variant replays the whole list; as %1: %2"),
                          variantName(furthestVariant), e.detail);
        return e;
    }
    if (legal.size() > 1) {
        ReadNotice n;
        n.kind = ReadNotice::Kind::StrictestVariant;
        n.variant = in.variant;
        n.others.assign(legal.begin() + 1, legal.end());
        in.notices.push_back(n);
    }
    return in;
}

GridRead fromPentasol(PentasolRecord&& record)
{
    GridRead in;
    in.format = GridFormat::Pentasol;
    in.variant = record.variant;
    in.moves = std::move(record.moves);
    return in;
}

Result<GridRead> readPentasolText(std::string_view text, const GridReadOptions& options)
{
    if (options.variantForced) {
        auto record = readPentasol(text, options.variant);
        if (!record)
            return record.error();
        return fromPentasol(std::move(record).value());
    }
    std::optional<Error> namedFailed;
    const auto named = commentVariant(text);
    if (named) {
        auto record = readPentasol(text, *named);
        if (record)
            return fromPentasol(std::move(record).value());
        namedFailed = record.error();
    }
    auto record = readPentasol(text);
    if (!record)
        return namedFailed ? *namedFailed : record.error();
    ReadNotice n;
    n.variant = record->variant;
    for (const Variant v : record->legalVariants)
        if (v != record->variant)
            n.others.push_back(v);
    GridRead in = fromPentasol(std::move(record).value());
    if (namedFailed) {
        n.kind = ReadNotice::Kind::NamedVariantIllegal;
        n.named = *named;
        n.error = *namedFailed;
        in.notices.push_back(n);
    } else if (!n.others.empty()) {
        n.kind = ReadNotice::Kind::StrictestVariant;
        in.notices.push_back(n);
    }
    return in;
}

Result<GridRead> readMsrText(std::string_view text, const GridReadOptions& options)
{
    auto record = readMsr(text, options.variant);
    if (!record) {
        Error e = record.error();
        // The detail already names the move ("move 12"); a position would read as an offset.
        if (e.kind == ErrorKind::IllegalMove)
            e.position = -1;
        return e;
    }
    GridRead in;
    in.format = startsWithNoCase(trimmed(text), "MS1:") ? GridFormat::Ms1 : GridFormat::Msr;
    in.variant = record->variant;
    in.moves = record->moves;
    for (const Error& w : record->warnings) {
        ReadNotice n;
        n.kind = ReadNotice::Kind::RecordMismatch;
        n.variant = in.variant;
        n.error = w;
        in.notices.push_back(n);
    }
    // A variant named by the caller that the record's own contradicts: said, not dropped
    // silently (the record's moves are of its variant).
    const Json& document = record->document;
    if (options.variantForced && document.isObject() && document.find("variant") && in.variant != options.variant) {
        ReadNotice n;
        n.kind = ReadNotice::Kind::RecordVariant;
        n.variant = in.variant;
        n.named = options.variant;
        in.notices.push_back(n);
    }
    in.record = std::move(record).value();
    in.info = GridInfo(in.record->document);
    return in;
}

Result<GridRead> readPicture(std::string_view bytes, PictureKind kind, const GridReadOptions& options)
{
    auto record = readPictureRecord(bytes);
    if (!record)
        return record.error();
    auto in = readMsrText(*record, options);
    if (!in) {
        Error e = in.error();
        e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "in the picture's record: %1"), e.detail);
        return e;
    }
    in.value().picture = kind;
    return in;
}

} // namespace

GridFormat detectGridFormat(std::string_view text)
{
    const std::string_view body = trimmed(text.substr(0, 3) == byteOrderMark ? text.substr(3) : text);
    if (body.empty())
        return GridFormat::Auto;
    if (body.front() == '{')
        return GridFormat::Msr;
    if (startsWithNoCase(body, "MS1:"))
        return GridFormat::Ms1;
    if (looksLikePentasol(body))
        return GridFormat::Pentasol;
    // Move lists have brackets and '#' comments (an empty grid's list has only its comment);
    // codes and numbers have neither.
    if (body.find('(') != std::string_view::npos || body.front() == '#')
        return GridFormat::Moves;
    return GridFormat::Auto; // a code or a game number
}

namespace {

std::string prefixed(Variant v, const std::string& text)
{
    return v == Variant::T5 ? text : std::string(variantText(v)) + ":" + text;
}

std::string summary(const GridRead& grid)
{
    return std::string(variantText(grid.variant)) + " grid, " + std::to_string(grid.moves.size()) + " moves";
}

} // namespace

bool isRecordText(std::string_view text)
{
    if (sniffPicture(text) != PictureKind::None)
        return true;
    const GridFormat format = detectGridFormat(text);
    return format == GridFormat::Msr || format == GridFormat::Ms1 || format == GridFormat::Pentasol;
}

std::optional<GridFormat> parseGridFormat(std::string_view name)
{
    for (const FormatName& f : formatNames)
        if (equalNoCase(name, f.name))
            return f.format;
    return std::nullopt;
}

std::string_view gridFormatName(GridFormat f)
{
    for (const FormatName& n : formatNames)
        if (n.format == f)
            return n.name;
    return "?";
}

GridTextLimit gridTextLimit(GridFormat format)
{
    if (format != GridFormat::Number)
        return {maxGridFileBytes, {}};
    std::size_t digits = 0;
    for (const Variant v : allVariants)
        digits = std::max(digits, maxGameNumberLength(v));
    return {4 * digits,
            phrase(MORPION_TR_NOOP("ErrorDetail", "the most a game number's text can take (a game number has at most %1 digits)"),
                   digits)};
}

Phrase gridFormatPhrase(GridFormat f)
{
    switch (f) {
    case GridFormat::Auto: break;
    case GridFormat::Code: return MORPION_TR_NOOP("ErrorDetail", "layer code");
    case GridFormat::Number: return MORPION_TR_NOOP("ErrorDetail", "game number");
    case GridFormat::Moves: return MORPION_TR_NOOP("ErrorDetail", "move list");
    case GridFormat::Pentasol: return MORPION_TR_NOOP("ErrorDetail", "Pentasol record");
    case GridFormat::Msr: return MORPION_TR_NOOP("ErrorDetail", "MSR record");
    case GridFormat::Ms1: return MORPION_TR_NOOP("ErrorDetail", "MS1 record");
    }
    return MORPION_TR_NOOP("ErrorDetail", "grid");
}

Phrase ReadNotice::phrase() const
{
    switch (kind) {
    case Kind::StrictestVariant:
        return morpion::phrase(MORPION_TR_NOOP("ErrorDetail", "The grid does not name its variant: it was read as %1, the "
                                                              "strictest variant under which it is legal. It is also legal "
                                                              "as %2."),
                               variantText(variant), variantList(others));
    case Kind::NamedVariantIllegal:
        return morpion::phrase(MORPION_TR_NOOP("ErrorDetail", "The file says it is a %1 grid, but it is not legal as %1 (%2): "
                                                              "it was read as %3."),
                               variantText(named), Phrase::quoting(error), variantText(variant));
    case Kind::OtherReading:
        return morpion::phrase(MORPION_TR_NOOP("ErrorDetail", "The text was read as a %1; it is also a valid %2."),
                               gridFormatPhrase(format), gridFormatPhrase(other));
    case Kind::NumberRunsOut:
        // Two patterns, as a phrase has no plural forms; guessedMoves is at least 1.
        if (guessedMoves == 1)
            return morpion::phrase(MORPION_TR_NOOP("ErrorDetail", "The text was read as a game number, as it is not a layer "
                                                                  "code (%1). The number runs out before the game ends: its "
                                                                  "last move is the first legal move."),
                                   Phrase::quoting(error));
        return morpion::phrase(MORPION_TR_NOOP("ErrorDetail", "The text was read as a game number, as it is not a layer code "
                                                              "(%1). The number runs out before the game ends: its last %2 "
                                                              "moves are each the first legal move."),
                               Phrase::quoting(error), guessedMoves);
    case Kind::RecordMismatch:
        return morpion::phrase(
            MORPION_TR_NOOP("ErrorDetail", "The record's stored value does not match its moves (%1); the moves were used."),
            Phrase::quoting(error));
    case Kind::RecordVariant:
        return morpion::phrase(MORPION_TR_NOOP("ErrorDetail", "The record says it is a %1 grid: it was read as %1, not as %2."),
                               variantText(variant), variantText(named));
    }
    return Phrase::quoting(error);
}

Result<GridRead> readGrid(std::string_view text, const GridReadOptions& options)
{
    GridFormat format = options.format;
    // The same limit as a file read as this format: a text past it is refused unread.
    if (const GridTextLimit limit = gridTextLimit(format); text.size() > limit.bytes) {
        Error e;
        e.kind = ErrorKind::TooLarge;
        e.position = static_cast<std::int64_t>(limit.bytes);
        e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "%1 bytes, more than %2"), text.size(), limit.bytes);
        if (!limit.why.empty())
            e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "%1, %2"), e.detail, limit.why);
        return e;
    }
    if (format == GridFormat::Auto || format == GridFormat::Msr || format == GridFormat::Ms1)
        if (const PictureKind picture = sniffPicture(text); picture != PictureKind::None)
            return readPicture(text, picture, options);

    const std::size_t bom = text.substr(0, byteOrderMark.size()) == byteOrderMark ? byteOrderMark.size() : 0;
    std::string_view unmarked = text.substr(bom);
    std::size_t offset = bom; // of `unmarked` in `text`, for positions in messages
    // A variant prefix names the variant of whatever follows, as --variant would.
    GridReadOptions chosen = options;
    const auto prefix = variantPrefix(unmarked, offset);
    if (!prefix)
        return prefix.error();
    if (*prefix) {
        chosen.variant = (*prefix)->variant;
        chosen.variantForced = true;
        unmarked.remove_prefix((*prefix)->end);
        offset += (*prefix)->end;
    }
    const std::string_view body = trimmed(unmarked);
    if (body.empty()) {
        Error e;
        e.kind = ErrorKind::EmptyInput;
        if (*prefix)
            e.detail = MORPION_TR_NOOP("ErrorDetail", "nothing after the variant prefix");
        return e;
    }
    if (format == GridFormat::Auto)
        format = detectGridFormat(body);
    switch (format) {
    case GridFormat::Moves: return readMoves(unmarked, chosen);
    case GridFormat::Pentasol: {
        auto read = readPentasolText(unmarked, chosen);
        if (read)
            read.value().info = GridInfo::fromComments(unmarked);
        return read;
    }
    case GridFormat::Msr:
    case GridFormat::Ms1: return readMsrText(unmarked, chosen);
    case GridFormat::Auto:
    case GridFormat::Code:
    case GridFormat::Number: break;
    }
    return readCodeOrNumber(unmarked, offset, chosen.variant, prefix->has_value(), format);
}

Result<LayeredGame> layeredGame(const GridRead& grid)
{
    if (grid.layering)
        return LayeredGame::of(*grid.layering);
    return LayeredGame::of(grid.variant, grid.moves);
}

std::vector<VariantReading> otherVariantReadings(std::string_view text, const GridReadOptions& options)
{
    std::vector<VariantReading> out;
    for (const Variant v : strictestFirst) {
        if (v == options.variant)
            continue;
        GridReadOptions other = options;
        other.variant = v;
        other.variantForced = true;
        if (const auto read = readGrid(text, other); read && read->variant == v)
            out.push_back({v, read->format, static_cast<int>(read->moves.size())});
    }
    return out;
}

Result<std::string> writeGrid(const GridRead& grid, GridFormat format)
{
    switch (format) {
    case GridFormat::Auto: break;
    case GridFormat::Code: {
        if (grid.layering)
            return prefixed(grid.variant, encodeLayerCode(*grid.layering)) + "\n";
        auto code = encodeLayerCode(grid.variant, grid.moves);
        if (!code)
            return code.error();
        return prefixed(grid.variant, *code) + "\n";
    }
    case GridFormat::Number: {
        auto number = encodeGameNumber(grid.variant, grid.moves);
        if (!number)
            return number.error();
        return prefixed(grid.variant, *number) + "\n";
    }
    case GridFormat::Moves: {
        std::string out = "# " + summary(grid) + ", in play order\n";
        for (const Move& m : grid.moves)
            out += formatMove(m) + '\n';
        return out;
    }
    case GridFormat::Pentasol: {
        // The grid's own fields ride along as "# key: value" comments (GridInfo).
        const std::string fields = grid.info.asComments();
        return writePentasol(grid.variant, grid.moves, summary(grid) + (fields.empty() ? "" : "\n" + fields));
    }
    case GridFormat::Msr:
    case GridFormat::Ms1: {
        // The record's own fields go along; its moves and derived fields are the grid's.
        MsrRecord record = grid.record ? *grid.record : MsrRecord{};
        if (!grid.record)
            record.document = grid.info.record(); // a Pentasol file's fields, say
        record.variant = grid.variant;
        record.moves = grid.moves;
        if (format == GridFormat::Msr)
            return writeMsr(record);
        auto text = writeMs1(record);
        if (!text)
            return text.error();
        return *text + "\n";
    }
    }
    return syntaxError(MORPION_TR_NOOP("ErrorDetail", "auto is for reading only"));
}

} // namespace morpion
