#include "core/codes/GameNumber.h"

#include "core/base/BigUInt.h"
#include "core/codes/Alphabet.h"
#include "core/rules/Cross.h"
#include "core/rules/MoveText.h"
#include "core/rules/Position.h"

#include <algorithm>
#include <cmath>

namespace morpion {

namespace {

// Binary, most significant bit first, left-padded to whole 6-bit characters; 0 is "A".
std::string numberToText(const BigUInt& n)
{
    const std::size_t chars = std::max<std::size_t>(1, (n.bitLength() + 5) / 6);
    std::string out;
    out.reserve(chars);
    for (std::size_t c = chars; c-- > 0;) {
        int v = 0;
        for (int b = 5; b >= 0; --b)
            v = (v << 1) | (n.bit(6 * c + static_cast<std::size_t>(b)) ? 1 : 0);
        out += alphabetChar(v);
    }
    return out;
}

// The legal moves' order keys, sorted: L_k in canonical order.
void sortedLegalKeys(const Position& pos, std::vector<std::uint64_t>& keys)
{
    keys.clear();
    for (const Position::LineId id : pos.legalIds())
        keys.push_back(pos.orderKey(id));
    std::sort(keys.begin(), keys.end());
}

// Proven upper bounds on the length of a game (Demaine, Demaine, Langerman and
// Langerman, "Morpion Solitaire", Theory of Computing Systems 39, 2006): 5T 705, 5D 141,
// 4T 192, 4D 48 moves. (Later work lowered some of them; these are enough here.)
int maxGameMoves(Variant v)
{
    switch (v) {
    case Variant::T5: return 705;
    case Variant::D5: return 141;
    case Variant::T4: return 192;
    case Variant::D4: return 48;
    }
    return 705;
}

std::size_t computeMaxGameNumberLength(Variant v)
{
    // A legal move is a line with n - 1 of its n points on the board, and a point lies on
    // 4n lines: with P points there are at most 4n * P / (n - 1) legal moves. Digit k has
    // radix (legal moves) + 1, so N < prod(radices) over at most maxGameMoves + 1 digits
    // (the moves and the stop digit).
    const int n = lineLength(v);
    const auto startPoints = static_cast<long>(crossPoints(v).size());
    double bits = 0;
    for (long k = 0; k <= maxGameMoves(v); ++k) {
        const long points = startPoints + k;
        const long legal = (4 * n * points + n - 2) / (n - 1);
        bits += std::log2(static_cast<double>(legal + 1));
    }
    return static_cast<std::size_t>(std::ceil(bits / 6)) + 1; // + 1: rounding of the sum
}

} // namespace

std::size_t maxGameNumberLength(Variant v)
{
    static const std::size_t lengths[] = {computeMaxGameNumberLength(Variant::T5), computeMaxGameNumberLength(Variant::D5),
                                          computeMaxGameNumberLength(Variant::T4), computeMaxGameNumberLength(Variant::D4)};
    return lengths[static_cast<int>(v)];
}

Result<std::string> encodeGameNumber(Variant v, const std::vector<Move>& moves)
{
    Position pos(v);
    std::vector<std::uint32_t> digits;
    std::vector<std::uint32_t> radices;
    digits.reserve(moves.size() + 1);
    radices.reserve(moves.size() + 1);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move& m = moves[i];
        if (!pos.isLegal(m)) {
            Error e;
            e.kind = ErrorKind::IllegalMove;
            e.position = static_cast<std::int64_t>(i);
            const std::vector<Move> before(moves.begin(), moves.begin() + static_cast<std::ptrdiff_t>(i));
            e.detail = withColon(formatMove(m), whyIllegal(v, before, m));
            return e;
        }
        const Position::LineId id = pos.idOf(m.line);
        const std::uint64_t key = pos.orderKey(id);
        // The index in canonical order is the number of legal moves before it: no sort.
        std::uint32_t index = 0;
        for (const Position::LineId other : pos.legalIds())
            index += pos.orderKey(other) < key ? 1 : 0;
        digits.push_back(index);
        radices.push_back(static_cast<std::uint32_t>(pos.legalCount()) + 1);
        pos.playId(id);
    }
    if (!pos.isOver()) { // the stop digit
        digits.push_back(static_cast<std::uint32_t>(pos.legalCount()));
        radices.push_back(static_cast<std::uint32_t>(pos.legalCount()) + 1);
    }
    // Horner from the last digit: N = d_0 + r_0 * (d_1 + r_1 * (...)).
    BigUInt n;
    for (std::size_t k = digits.size(); k-- > 0;)
        n.mulAdd(radices[k], digits[k]);
    return numberToText(n);
}

Result<std::vector<Move>> decodeGameNumber(Variant v, std::string_view text)
{
    if (text.empty()) {
        Error e;
        e.kind = ErrorKind::EmptyInput;
        e.detail = MORPION_TR_NOOP("ErrorDetail", "no game number");
        return e;
    }
    // Leading zeros cost nothing; past them, a number longer than any game needs is
    // refused before any arithmetic.
    std::size_t first = 0;
    while (first < text.size() && text[first] == alphabetChar(0))
        ++first;
    const std::size_t limit = maxGameNumberLength(v);
    for (std::size_t i = first; i < text.size() && i - first < limit; ++i) {
        if (alphabetValue(text[i]) < 0) {
            Error e;
            e.kind = ErrorKind::BadCharacter;
            e.position = static_cast<std::int64_t>(i);
            e.detail = describeCharacter(text[i]);
            return e;
        }
    }
    if (text.size() - first > limit) {
        Error e;
        e.kind = ErrorKind::TooLarge;
        e.position = static_cast<std::int64_t>(first + limit);
        e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "%1 digits; a %2 game number has at most %3"), text.size() - first,
                          variantName(v), limit);
        return e;
    }
    // Bits straight into place (linear, whatever the length), highest first so that the
    // number is sized once; leading 'A's are zeros and change nothing.
    BigUInt n;
    for (std::size_t j = 0; j < text.size(); ++j) {
        const int value = alphabetValue(text[j]);
        for (int b = 5; b >= 0; --b)
            if (value >> b & 1)
                n.setBit(6 * (text.size() - 1 - j) + static_cast<std::size_t>(b));
    }

    Position pos(v);
    std::vector<Move> moves;
    std::vector<std::uint64_t> keys;
    while (!pos.isOver()) {
        sortedLegalKeys(pos, keys);
        const auto count = static_cast<std::uint32_t>(keys.size());
        const std::uint32_t d = n.divMod(count + 1);
        if (d == count)
            break; // the stop digit
        const auto id = static_cast<Position::LineId>(keys[d] & 0xffffffffu);
        moves.push_back(pos.moveOf(id));
        pos.playId(id);
    }
    if (!n.isZero()) {
        Error e;
        e.kind = ErrorKind::NumberTooLarge;
        e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "the game ends after %1 moves"), moves.size());
        return e;
    }
    return moves;
}

} // namespace morpion
