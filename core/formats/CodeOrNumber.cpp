#include "core/formats/CodeOrNumber.h"

#include "core/codes/Alphabet.h"
#include "core/codes/GameNumber.h"
#include "core/codes/LayerCode.h"
#include "core/formats/CodeCollection.h"
#include "core/rules/Position.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>

namespace morpion {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

// The bare characters of a code or number (white space dropped: codes get wrapped over
// lines). A position in them is mapped back to its byte in the whole text for messages by
// going through the text again, which only an error does.
struct CodeText {
    std::string chars;
    std::string_view body;  // the text the characters came from
    std::size_t offset = 0; // of `body` in the whole text
    bool oneWord = false;   // no white space between the characters
    Variant variant = Variant::T5;
    bool prefixed = false;

    std::int64_t origin(std::size_t index) const
    {
        for (std::size_t i = 0, seen = 0; i < body.size(); ++i)
            if (!isSpace(body[i]) && seen++ == index)
                return static_cast<std::int64_t>(offset + i);
        return -1;
    }
    Error located(Error e) const
    {
        if (e.position >= 0 && static_cast<std::size_t>(e.position) < chars.size())
            e.position = origin(static_cast<std::size_t>(e.position));
        else if (e.position >= 0 && !chars.empty())
            e.position = origin(chars.size() - 1) + 1;
        return e;
    }
};

// The most characters a code or game number can have: a longer text is refused before it
// is copied, whatever its size. The longest code any reader takes, or a game number's
// text with its leading zeros (gridTextLimit()), whichever is more.
std::size_t maxCodeTextChars()
{
    return std::max(maxCollectionCodeLength, gridTextLimit(GridFormat::Number).bytes);
}

// `body` starts at byte `offset` of the text.
Result<CodeText> codeText(std::string_view body, std::size_t offset, Variant variant, bool prefixed)
{
    CodeText out;
    out.variant = variant;
    out.prefixed = prefixed;
    out.body = body;
    out.offset = offset;
    // One pass that stops at the first character outside the alphabet, or past the most a
    // code can take, before anything is copied.
    const std::size_t most = maxCodeTextChars();
    std::size_t count = 0, first = 0, last = 0;
    for (std::size_t i = 0; i < body.size(); ++i) {
        if (isSpace(body[i]))
            continue;
        Error e;
        e.position = static_cast<std::int64_t>(offset + i);
        if (alphabetValue(body[i]) < 0) {
            e.kind = ErrorKind::BadCharacter;
            const unsigned char c = static_cast<unsigned char>(body[i]);
            e.detail = c < 128 && std::isprint(c) ? Phrase::literal("'" + std::string(1, body[i]) + "'")
                                                  : MORPION_TR_NOOP("ErrorDetail", "not in the code alphabet");
            return e;
        }
        if (count == most) {
            e.kind = ErrorKind::TooLarge;
            e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "more than %1 characters, the most a layer code or a game "
                                                             "number can have"),
                              most);
            return e;
        }
        if (count++ == 0)
            first = i;
        last = i;
    }
    if (count == 0) {
        Error e;
        e.kind = ErrorKind::EmptyInput;
        if (out.prefixed)
            e.detail = MORPION_TR_NOOP("ErrorDetail", "nothing after the variant prefix");
        return e;
    }
    out.oneWord = last - first + 1 == count;
    out.chars.reserve(count);
    for (std::size_t i = first; i <= last; ++i)
        if (!isSpace(body[i]))
            out.chars.push_back(body[i]);
    return out;
}

Result<GridRead> readCode(const CodeText& code)
{
    auto layering = decodeLayerCode(code.variant, code.chars);
    if (!layering)
        return code.located(layering.error());
    GridRead in;
    in.format = GridFormat::Code;
    in.variant = code.variant;
    in.moves = layering->movesInOrder();
    in.layering = std::move(layering).value(); // decoded once: nobody layers it again
    return in;
}

Result<GridRead> readNumber(const CodeText& code)
{
    auto moves = decodeGameNumber(code.variant, code.chars);
    if (!moves)
        return code.located(moves.error());
    GridRead in;
    in.format = GridFormat::Number;
    in.variant = code.variant;
    in.moves = std::move(moves).value();
    return in;
}

// Any text in the alphabet decodes to some game number: once the number is used up every
// digit is 0 and picks the first legal move. This counts the moves at the end of the game
// made that way where there was a choice, and the bits of choice they stand for.
struct GuessedTail {
    int moves = 0;
    double bits = 0;
};

GuessedTail guessedTail(Variant v, const std::vector<Move>& moves)
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
    GuessedTail tail;
    for (std::size_t k = moves.size(); k > 0 && first[k - 1]; --k) {
        tail.bits += bits[k - 1];
        ++tail.moves;
    }
    return tail;
}

// Above this many guessed bits (odds of 1 in 65536 for a real game) a number is not taken
// for what the user meant without saying so.
constexpr double maxGuessedBits = 16.0;

// A text of the code alphabet that did not say which it is.
Result<GridRead> readEither(const CodeText& text)
{
    auto code = readCode(text);
    auto number = readNumber(text);
    if (code) {
        if (number && guessedTail(number->variant, number->moves).bits <= maxGuessedBits) {
            ReadNotice n;
            n.kind = ReadNotice::Kind::OtherReading;
            n.format = GridFormat::Code;
            n.other = GridFormat::Number;
            n.variant = code->variant;
            code.value().notices.push_back(n);
        }
        return code;
    }
    // One word only: two codes on two lines would otherwise run together into a number.
    const bool oneWord = text.oneWord;
    const GuessedTail tail = number ? guessedTail(number->variant, number->moves) : GuessedTail{};
    if (number && (tail.bits <= maxGuessedBits || oneWord)) {
        if (tail.bits > maxGuessedBits) {
            ReadNotice n;
            n.kind = ReadNotice::Kind::NumberRunsOut;
            n.format = GridFormat::Number;
            n.other = GridFormat::Code;
            n.variant = number->variant;
            n.guessedMoves = tail.moves;
            n.error = code.error();
            number.value().notices.push_back(n);
        }
        return number;
    }
    Error e = code.error();
    Phrase neither = phrase(
        MORPION_TR_NOOP("ErrorDetail", "not a layer code, nor a game number: %1"),
        number
            ? phrase(MORPION_TR_NOOP("ErrorDetail", "as one it runs out after move %1 and the rest of the game would be guessed"),
                     number->moves.size() - std::size_t(tail.moves))
            : Phrase::quoting(number.error()));
    e.detail =
        e.detail.empty() ? std::move(neither) : phrase(MORPION_TR_NOOP("ErrorDetail", "%1; %2"), e.detail, std::move(neither));
    return e;
}

} // namespace

Result<GridRead> readCodeOrNumber(std::string_view text, std::size_t offset, Variant variant, bool prefixed, GridFormat format)
{
    auto code = codeText(text, offset, variant, prefixed);
    if (!code)
        return code.error();
    if (format == GridFormat::Code)
        return readCode(*code);
    if (format == GridFormat::Number)
        return readNumber(*code);
    return readEither(*code);
}

} // namespace morpion
