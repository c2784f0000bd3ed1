// The game number of spec §7: the seed vectors, round trips, and bad input.

#include "core/base/BigUInt.h"
#include "core/base/Random.h"
#include "core/codes/Alphabet.h"
#include "core/codes/GameNumber.h"
#include "core/codes/LayerCode.h"
#include "core/rules/Position.h"
#include "tests/core/support/TestGrids.h"

#include <QTest>

#include <algorithm>
#include <bit>

using namespace morpion;
using test::text;

Q_DECLARE_METATYPE(morpion::Variant)

namespace {

constexpr std::string_view code135 = "BBYqjXKmCREUk9zxEuXW3nx3v/u/x/JvuX+9P70";

std::vector<Move> moves135()
{
    const auto layering = decodeLayerCode(Variant::T5, code135);
    if (!layering)
        qFatal("the 135 does not decode");
    return layering->movesInOrder();
}

// Bits of the number a text holds, without leading zeros.
int significantBits(const std::string& text)
{
    std::size_t i = 0;
    while (i < text.size() && alphabetValue(text[i]) == 0)
        ++i;
    if (i == text.size())
        return 0;
    return static_cast<int>(6 * (text.size() - i - 1)) + std::bit_width(static_cast<unsigned>(alphabetValue(text[i])));
}

} // namespace

class TestGameNumber : public QObject {
    Q_OBJECT

private slots:
    void seedVectors_data()
    {
        QTest::addColumn<int>("moveCount");
        QTest::addColumn<QString>("number");
        QTest::addColumn<int>("bits");
        QTest::newRow("the 135 in layer order")
            << 135 << "Dyi6lZ/DpXJdmwpM9ND9td/cpxNSy80Tz1APQmAFu5EpW+wmY4K+nhZPSaDjprNP8wS6z7" << 416;
        QTest::newRow("its first 50 moves") << 50 << "CPdgnPwAGw/VDDKNT7XfoicfEU/cgnP8wS6z7" << -1;
    }
    void seedVectors()
    {
        QFETCH(int, moveCount);
        QFETCH(QString, number);
        QFETCH(int, bits);
        std::vector<Move> moves = moves135();
        QCOMPARE(moves.size(), std::size_t(135));
        moves.resize(static_cast<std::size_t>(moveCount));
        const auto encoded = encodeGameNumber(Variant::T5, moves);
        QVERIFY(encoded.ok());
        QCOMPARE(QString::fromStdString(*encoded), number);
        QVERIFY(alphabetValue(encoded->front()) != 0); // no leading zero character
        if (bits > 0)
            QCOMPARE(significantBits(*encoded), bits);

        const auto decoded = decodeGameNumber(Variant::T5, number.toStdString());
        QVERIFY2(decoded.ok(), decoded.ok() ? "" : decoded.error().message().c_str());
        QCOMPARE(text(*decoded), text(moves));
        // Leading zeros are harmless.
        const auto padded = decodeGameNumber(Variant::T5, "AAAA" + number.toStdString());
        QVERIFY(padded.ok());
        QCOMPARE(text(*padded), text(moves));
    }

    // Round trips of random games, finished and unfinished, in every variant.
    void randomRoundTrips_data() { test::addVariantFinishedRows(); }
    void randomRoundTrips()
    {
        QFETCH(Variant, variant);
        QFETCH(bool, finished);
        Random rng(900 + 2 * static_cast<int>(variant) + (finished ? 1 : 0));
        for (int g = 0; g < 200; ++g) {
            const int stop = finished ? -1 : static_cast<int>(rng.below(70));
            const std::vector<Move> game = test::randomGame(variant, rng, stop);
            const auto number = encodeGameNumber(variant, game);
            QVERIFY(number.ok());
            QVERIFY(!number->empty());
            QVERIFY(number->size() == 1 || alphabetValue(number->front()) != 0);
            const auto back = decodeGameNumber(variant, *number);
            QVERIFY2(back.ok(), back.ok() ? "" : back.error().message().c_str());
            MORPION_COMPARE_MOVES(*back, game);
        }
    }

    // N = 0 plays the first legal move every time, to the end.
    void zero_data()
    {
        QTest::addColumn<Variant>("variant");
        for (Variant v : allVariants)
            QTest::newRow(std::string(variantName(v)).c_str()) << v;
    }
    void zero()
    {
        QFETCH(Variant, variant);
        Position pos(variant);
        while (!pos.isOver())
            QVERIFY(pos.play(pos.legalMoves().front()));
        const auto number = encodeGameNumber(variant, pos.moves());
        QVERIFY(number.ok());
        QCOMPARE(*number, std::string("A"));
        const auto back = decodeGameNumber(variant, "A");
        QVERIFY(back.ok());
        QCOMPARE(text(*back), text(pos.moves()));
        const auto many = decodeGameNumber(variant, std::string(1000, 'A'));
        QVERIFY(many.ok());
        QCOMPARE(text(*many), text(pos.moves()));
    }

    // The unfinished empty game is the stop digit alone: 28 = 'c' on the 5T cross.
    void stopDigit()
    {
        const auto empty = encodeGameNumber(Variant::T5, {});
        QVERIFY(empty.ok());
        QCOMPARE(*empty, std::string("c"));
        const auto back = decodeGameNumber(Variant::T5, "c");
        QVERIFY(back.ok());
        QVERIFY(back->empty());
        // One move, then stop: 2, 2 – (0,4,ne) is start move 5 (0-based), then r_1 - 1.
        const Move first = Position(Variant::T5).legalMoves()[5];
        Position pos(Variant::T5);
        pos.play(first);
        const std::uint32_t n = 5 + 29 * static_cast<std::uint32_t>(pos.legalCount());
        const auto one = encodeGameNumber(Variant::T5, {first});
        QVERIFY(one.ok());
        std::string expected;
        for (std::uint32_t rest = n; rest; rest >>= 6)
            expected.insert(expected.begin(), alphabetChar(static_cast<int>(rest & 63)));
        QCOMPARE(*one, expected);
    }

    void badNumbers_data()
    {
        QTest::addColumn<QString>("number");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("position");
        QTest::newRow("empty") << "" << int(ErrorKind::EmptyInput) << -1;
        QTest::newRow("bad character") << "Dy!6" << int(ErrorKind::BadCharacter) << 2;
        QTest::newRow("padding") << "Dyi6=" << int(ErrorKind::BadCharacter) << 4;
        QTest::newRow("space") << " Dyi6" << int(ErrorKind::BadCharacter) << 0;
        // 57 = 28 + 29: the stop digit on the 5T cross with 1 left over.
        QTest::newRow("digits after the stop digit") << "5" << int(ErrorKind::NumberTooLarge) << -1;
    }
    void badNumbers()
    {
        QFETCH(QString, number);
        QFETCH(int, kind);
        QFETCH(int, position);
        const auto result = decodeGameNumber(Variant::T5, number.toStdString());
        QVERIFY(!result.ok());
        QCOMPARE(int(result.error().kind), kind);
        QCOMPARE(result.error().position, std::int64_t(position));
        QVERIFY(!result.error().message().empty());
    }

    // A finished game's number plus a multiple of the product of its radices: the same
    // digits, then something left when the game is over.
    void digitsAfterTheEnd()
    {
        const std::vector<Move> moves = moves135();
        Position pos(Variant::T5);
        BigUInt n(3); // the extra multiple
        std::vector<std::uint32_t> digits, radices;
        for (const Move& m : moves) {
            const auto legal = pos.legalMoves();
            digits.push_back(static_cast<std::uint32_t>(std::find(legal.begin(), legal.end(), m) - legal.begin()));
            radices.push_back(static_cast<std::uint32_t>(legal.size()) + 1);
            pos.play(m);
        }
        for (std::size_t k = digits.size(); k-- > 0;)
            n.mulAdd(radices[k], digits[k]);
        std::string bits;
        for (std::size_t i = n.bitLength(); i-- > 0;)
            bits += n.bit(i) ? '1' : '0';
        bits.insert(0, (6 - bits.size() % 6) % 6, '0');
        const auto result = decodeGameNumber(Variant::T5, bitsToText(bits));
        QVERIFY(!result.ok());
        QCOMPARE(result.error().kind, ErrorKind::NumberTooLarge);
    }

    void illegalMoves()
    {
        std::vector<Move> moves = moves135();
        moves.resize(10);
        moves.push_back(moves[3]); // played already
        const auto twice = encodeGameNumber(Variant::T5, moves);
        QVERIFY(!twice.ok());
        QCOMPARE(twice.error().kind, ErrorKind::IllegalMove);
        QCOMPARE(twice.error().position, std::int64_t(10));
        QVERIFY(QString::fromStdString(twice.error().detail.english()).contains(text(moves[3])));

        const std::vector<Move> offLine = {Move{{5, 5}, {{0, 0}, Dir::E}}};
        const auto bad = encodeGameNumber(Variant::T5, offLine);
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().kind, ErrorKind::IllegalMove);
        QCOMPARE(bad.error().position, std::int64_t(0));
    }

    // Past maxGameNumberLength significant digits a number is refused before any
    // arithmetic (position = the first digit too many); leading zeros do not count.
    void hugeInputs_data()
    {
        QTest::addColumn<QString>("fill");
        QTest::addColumn<int>("kind"); // -1: decodes
        QTest::addColumn<int>("position");
        const int limit = static_cast<int>(maxGameNumberLength(Variant::T5));
        QTest::newRow("1 MB of /") << "/" << int(ErrorKind::TooLarge) << limit;
        QTest::newRow("1 MB of A") << "A" << -1 << -1;
        QTest::newRow("1 MB of !") << "!" << int(ErrorKind::BadCharacter) << 0;
        QTest::newRow("1 MB of random letters") << "random" << int(ErrorKind::TooLarge) << limit;
        QTest::newRow("1 MB of A, then the 135") << "zeros+135" << -1 << -1;
        QTest::newRow("one digit past the limit") << "limit+1" << int(ErrorKind::TooLarge) << limit;
        QTest::newRow("at the limit: too large, but by arithmetic") << "limit" << int(ErrorKind::NumberTooLarge) << -1;
    }
    void hugeInputs()
    {
        QFETCH(QString, fill);
        QFETCH(int, kind);
        QFETCH(int, position);
        const std::size_t limit = maxGameNumberLength(Variant::T5);
        const std::string number135 = "Dyi6lZ/DpXJdmwpM9ND9td/cpxNSy80Tz1APQmAFu5EpW+wmY4K+nhZPSaDjprNP8wS6z7";
        std::string number(1u << 20, fill.at(0).toLatin1());
        if (fill == QLatin1String("random")) {
            Random rng(8);
            for (char& c : number)
                c = alphabetChar(static_cast<int>(rng.below(64)));
        } else if (fill == QLatin1String("zeros+135")) {
            number = std::string(1u << 20, 'A') + number135;
        } else if (fill.startsWith(QLatin1String("limit"))) {
            number = std::string(3, 'A') + std::string(limit + (fill.endsWith(QLatin1String("+1")) ? 1 : 0), 'B');
            position = position >= 0 ? position + 3 : position;
        }
        const auto result = decodeGameNumber(Variant::T5, number);
        if (kind < 0) {
            QVERIFY(result.ok());
            if (fill == QLatin1String("zeros+135"))
                QCOMPARE(result->size(), std::size_t(135));
        } else {
            QVERIFY(!result.ok());
            QCOMPARE(int(result.error().kind), kind);
            QCOMPARE(result.error().position, std::int64_t(position));
        }
    }

    // The limit is a bound, not a guess: finished games are far inside it, in every variant.
    void limitHoldsFinishedGames_data() { test::addVariantFinishedRows(); }
    void limitHoldsFinishedGames()
    {
        QFETCH(Variant, variant);
        Random rng(77 + static_cast<int>(variant));
        for (int g = 0; g < 20; ++g) {
            const auto number = encodeGameNumber(variant, test::randomGame(variant, rng, -1));
            QVERIFY(number.ok());
            QVERIFY(number->size() * 3 < maxGameNumberLength(variant));
        }
    }
};

QTEST_APPLESS_MAIN(TestGameNumber)
#include "tst_gamenumber.moc"
