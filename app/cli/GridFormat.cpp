#include "app/cli/GridFormat.h"

#include "core/Alphabet.h"
#include "core/GameNumber.h"
#include "core/LayerCode.h"
#include "core/MoveText.h"
#include "core/Pentasol.h"
#include "core/Position.h"

#include "app/gui/PictureMetadata.h"
#include <QByteArray>

#include <algorithm>
#include <cctype>
#include <cmath>

namespace morpion::cli {

namespace {

struct FormatName {
    GridFormat format;
    std::string_view name;
};
constexpr FormatName formatNames[] = {
    {GridFormat::Auto, "auto"},
    {GridFormat::Code, "code"},
    {GridFormat::Number, "number"},
    {GridFormat::Moves, "moves"},
    {GridFormat::Pentasol, "pentasol"},
    {GridFormat::Msr, "msr"},
    {GridFormat::MsrCompact, "msr-compact"},
};

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

bool startsWithNoCase(std::string_view s, std::string_view prefix)
{
    return s.size() >= prefix.size() && std::equal(prefix.begin(), prefix.end(), s.begin(), [](char a, char b) {
               return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
           });
}

// A code or number with an optional "5D:" prefix: the bare text and the variant.
Result<std::pair<std::string, Variant>> splitPrefix(std::string_view text, Variant variant)
{
    const std::string_view body = trimmed(text);
    if (body.size() >= 3 && body[2] == ':') {
        const auto v = parseVariant(body.substr(0, 2));
        if (!v) {
            Error e;
            e.kind = ErrorKind::UnknownVariant;
            e.detail = "'" + std::string(body.substr(0, 2)) + "'";
            return e;
        }
        return std::pair{std::string(trimmed(body.substr(3))), *v};
    }
    return std::pair{std::string(body), variant};
}

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
        if (line.front() != '(' || line.back() != ')')
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

// The variant a move list names in its first comment ("# 5D grid, 82 moves"), if any.
std::optional<Variant> moveListVariant(std::string_view text)
{
    const std::string_view first = trimmed(text.substr(0, text.find('\n')));
    if (first.size() < 4 || first.front() != '#')
        return std::nullopt;
    const std::string_view word = trimmed(first.substr(1)).substr(0, 2);
    const std::string_view after = trimmed(first.substr(1)).substr(2);
    if (!after.empty() && !isSpace(after.front()) && after.front() != ',')
        return std::nullopt;
    return parseVariant(word);
}

Result<GridInput> readCode(std::string_view text, Variant variant)
{
    auto split = splitPrefix(text, variant);
    if (!split)
        return split.error();
    auto layering = decodeLayerCode(split->second, split->first);
    if (!layering)
        return layering.error();
    GridInput in;
    in.format = GridFormat::Code;
    in.variant = split->second;
    in.moves = layering->movesInOrder();
    return in;
}

Result<GridInput> readNumber(std::string_view text, Variant variant)
{
    auto split = splitPrefix(text, variant);
    if (!split)
        return split.error();
    auto moves = decodeGameNumber(split->second, split->first);
    if (!moves)
        return moves.error();
    GridInput in;
    in.format = GridFormat::Number;
    in.variant = split->second;
    in.moves = std::move(moves).value();
    return in;
}

Result<GridInput> readMoves(std::string_view text, Variant variant, bool variantGiven)
{
    GridInput in;
    in.format = GridFormat::Moves;
    in.variant = variant;
    if (!variantGiven)
        if (const auto named = moveListVariant(text))
            in.variant = *named;
    const auto list = parseMoveList(text, lineLength(in.variant));
    if (!list)
        return list.error();
    Position pos(in.variant);
    in.moves.reserve(list->size());
    for (const NumberedMove& nm : *list) {
        if (!pos.play(nm.move)) {
            Error e;
            e.kind = ErrorKind::IllegalMove;
            e.line = nm.line;
            e.detail = formatMove(nm.move) + ": " + whyIllegal(in.variant, in.moves, nm.move);
            return e;
        }
        in.moves.push_back(nm.move);
    }
    return in;
}

Result<GridInput> readPentasolText(std::string_view text, Variant variant, bool variantGiven)
{
    auto record = readPentasol(text, variantGiven ? std::optional<Variant>(variant) : std::nullopt);
    if (!record)
        return record.error();
    GridInput in;
    in.format = GridFormat::Pentasol;
    in.variant = record->variant;
    in.moves = std::move(record->moves);
    if (!variantGiven && record->legalVariants.size() > 1) {
        std::string others;
        for (const Variant v : record->legalVariants)
            if (v != record->variant)
                others += (others.empty() ? "" : ", ") + std::string(variantName(v));
        in.notes.push_back("read as " + std::string(variantName(in.variant)) +
                           ", the first variant under which the file is legal; it is also legal as " + others +
                           " (choose with --variant)");
    }
    return in;
}

Result<GridInput> readMsrText(std::string_view text, Variant variant, bool variantGiven)
{
    std::string fromPicture;
    const QByteArray bytes = QByteArray::fromRawData(text.data(), static_cast<qsizetype>(text.size()));
    if (gui::PictureMetadata::sniff(bytes.left(4096)) != gui::PictureMetadata::Kind::NotAPicture) {
        const auto found = gui::PictureMetadata::read(bytes);
        if (found.record.isEmpty()) {
            Error e;
            e.kind = ErrorKind::Syntax;
            e.detail = found.problem.toStdString();
            return e;
        }
        fromPicture = found.record.toStdString();
        text = fromPicture;
    }
    auto record = readMsr(text, variantGiven ? std::optional<Variant>(variant) : std::nullopt);
    if (!record) {
        Error e = record.error();
        // The detail already says "move N"; a position would read as a character offset.
        if (e.kind == ErrorKind::IllegalMove)
            e.position = -1;
        return e;
    }
    GridInput in;
    in.format = trimmed(text).substr(0, 4) == "MS1:" ? GridFormat::MsrCompact : GridFormat::Msr;
    in.variant = record->variant;
    in.moves = record->moves;
    for (const Error& w : record->warnings)
        in.notes.push_back("warning: " + w.message());
    in.msr = std::move(record).value();
    return in;
}

// Any text decodes to some game number: once the number is used up every digit is 0 and
// picks the first legal move. This counts the bits of choice made that way at the end of
// the game, to tell a game number from a mistyped code.
double guessedBits(Variant v, const std::vector<Move>& moves)
{
    Position pos(v);
    std::vector<double> bits(moves.size(), 0.0);
    std::vector<bool> first(moves.size(), false);
    for (std::size_t k = 0; k < moves.size(); ++k) {
        const auto legal = pos.legalMoves();
        first[k] = !legal.empty() && legal.front() == moves[k];
        bits[k] = std::log2(static_cast<double>(legal.size()) + 1.0);
        pos.play(moves[k]);
    }
    double total = 0;
    for (std::size_t k = moves.size(); k > 0 && first[k - 1]; --k)
        total += bits[k - 1];
    return total;
}

Result<GridInput> readAuto(std::string_view text, Variant variant, bool variantGiven)
{
    {
        const QByteArray head =
            QByteArray::fromRawData(text.data(), static_cast<qsizetype>(std::min<std::size_t>(text.size(), 4096)));
        if (gui::PictureMetadata::sniff(head) != gui::PictureMetadata::Kind::NotAPicture)
            return readMsrText(text, variant, variantGiven);
    }
    std::string_view body = trimmed(text);
    if (body.substr(0, 3) == "\xef\xbb\xbf")
        body = trimmed(body.substr(3));
    if (body.empty()) {
        Error e;
        e.kind = ErrorKind::EmptyInput;
        return e;
    }
    if (body.front() == '{' || startsWithNoCase(body, "MS1:"))
        return readMsrText(text, variant, variantGiven);
    if (looksLikePentasol(body))
        return readPentasolText(text, variant, variantGiven);
    if (body.find('(') != std::string_view::npos)
        return readMoves(text, variant, variantGiven);
    auto code = readCode(text, variant);
    if (code)
        return code;
    auto number = readNumber(text, variant);
    constexpr double maxGuessedBits = 16.0; // odds of 1 in 65536 for a real game number
    if (number && guessedBits(number->variant, number->moves) <= maxGuessedBits)
        return number;
    Error e = code.error();
    if (e.kind == ErrorKind::BadCharacter)
        return e; // not a game number either, for the same reason
    e.detail += std::string(e.detail.empty() ? "" : "; ") + "not a layer code" +
                (number ? std::string(" (nor a game number: it runs out and the game's end would be guessed)")
                        : " (nor a game number: " + number.error().message() + ")");
    return e;
}

std::string prefixed(Variant v, const std::string& text)
{
    return v == Variant::T5 ? text : std::string(variantName(v)) + ":" + text;
}

std::string summary(const GridInput& grid)
{
    return std::string(variantName(grid.variant)) + " grid, " + std::to_string(grid.moves.size()) + " moves";
}

} // namespace

std::optional<GridFormat> parseGridFormat(std::string_view name)
{
    if (startsWithNoCase(name, "ms1") && name.size() == 3)
        return GridFormat::MsrCompact;
    for (const FormatName& f : formatNames)
        if (name.size() == f.name.size() && startsWithNoCase(name, f.name))
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

Result<GridInput> readGrid(std::string_view text, GridFormat format, Variant variant, bool variantGiven)
{
    switch (format) {
    case GridFormat::Auto: return readAuto(text, variant, variantGiven);
    case GridFormat::Code: return readCode(text, variant);
    case GridFormat::Number: return readNumber(text, variant);
    case GridFormat::Moves: return readMoves(text, variant, variantGiven);
    case GridFormat::Pentasol: return readPentasolText(text, variant, variantGiven);
    case GridFormat::Msr:
    case GridFormat::MsrCompact: return readMsrText(text, variant, variantGiven);
    }
    return readAuto(text, variant, variantGiven);
}

Result<std::string> writeGrid(const GridInput& grid, GridFormat format)
{
    switch (format) {
    case GridFormat::Auto: break;
    case GridFormat::Code: {
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
    case GridFormat::Pentasol: return writePentasol(grid.variant, grid.moves, summary(grid) + ", written by morpion-cli");
    case GridFormat::Msr:
        if (grid.msr)
            return writeMsr(*grid.msr);
        return writeMsr(grid.variant, grid.moves);
    case GridFormat::MsrCompact: {
        auto text = grid.msr ? writeMs1(*grid.msr) : writeMs1(grid.variant, grid.moves);
        if (!text)
            return text.error();
        return *text + "\n";
    }
    }
    Error e;
    e.kind = ErrorKind::Syntax;
    e.detail = "auto is for reading only";
    return e;
}

} // namespace morpion::cli
