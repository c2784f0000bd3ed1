// The layer code of spec §5: the seed and record vectors, round trips of random games,
// and inputs a decoder must refuse (or accept) without crashing or hanging.

#include "core/base/Random.h"
#include "core/codes/Alphabet.h"
#include "core/codes/LayerCode.h"
#include "core/codes/LayerCoder.h"
#include "core/codes/Layers.h"
#include "core/rules/MoveText.h"
#include "core/rules/Position.h"
#include "tests/common/NoHang.h"
#include "tests/core/support/TestGrids.h"

#include <QElapsedTimer>
#include <QTest>

using namespace morpion;
using test::text;

Q_DECLARE_METATYPE(morpion::Variant)

namespace {

constexpr std::string_view code135 = "BBYqjXKmCREUk9zxEuXW3nx3v/u/x/JvuX+9P70";

std::string withoutTrailingA(std::string s)
{
    while (!s.empty() && s.back() == 'A')
        s.pop_back();
    return s;
}

} // namespace

class TestLayerCode : public QObject {
    Q_OBJECT

private slots:
    // The table of spec §5.
    void vectors_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("score");
        QTest::addColumn<int>("layers");
        QTest::addColumn<int>("bits");
        QTest::newRow("seed 000, 135") << Variant::T5 << "BBYqjXKmCREUk9zxEuXW3nx3v/u/x/JvuX+9P70" << 135 << 59 << 232;
        QTest::newRow("seed 001, 160") << Variant::T5 << "rERATctK6xgRY2YUwXTPWszMv3vd73c9zvV627392+/3t" << 160 << 65 << 270;
        QTest::newRow("Rosin 178") << Variant::T5 << "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw" << 178 << 73 << 309;
        QTest::newRow("Rosin 5D 82") << Variant::D5 << "LG4VXOFJjGWQMXhsY7aRf+/97Y" << 82 << 28 << 154;
    }
    void vectors()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, code);
        QFETCH(int, score);
        QFETCH(int, layers);
        QFETCH(int, bits);
        const std::string c = code.toStdString();
        const auto layering = decodeLayerCode(variant, c);
        QVERIFY2(layering.ok(), layering.ok() ? "" : layering.error().message().c_str());
        QCOMPARE(layering->score(), score);
        QCOMPARE(layering->takenLayers(), layers);
        QCOMPARE(static_cast<int>(layering->layers.size()), layers); // finished: no empty last layer
        QCOMPARE(static_cast<int>(layering->bitCount()), bits);
        QCOMPARE(encodeLayerCode(*layering), c);

        const std::vector<Move> moves = layering->movesInOrder();
        const auto again = encodeLayerCode(variant, moves);
        QVERIFY(again.ok());
        QCOMPARE(*again, c);

        // A finished game: the linear order replays to the end.
        Position pos(variant);
        for (const Move& m : moves)
            QVERIFY2(pos.play(m), qPrintable(text(m)));
        QVERIFY(pos.isOver());

        // The fast path gives the same moves, layer count and bits.
        LayerCoder coder(variant);
        std::vector<Move> fast;
        const auto fastLayers = coder.decode(c, fast);
        QVERIFY(fastLayers.ok());
        QCOMPARE(*fastLayers, layers);
        QCOMPARE(text(fast), text(moves));
        std::string encoded;
        const auto fastBits = coder.encode(moves, encoded);
        QVERIFY(fastBits.ok());
        QCOMPARE(*fastBits, bits);
        QCOMPARE(encoded, c);
    }

    // The record files, read with the test's own small readers, encode to the table's codes.
    void records_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<int>("score");
        QTest::addColumn<QString>("code"); // empty: no published code; round trip only
        QTest::newRow("5T Rosin 178 (MSR)") << "records/5T-rosin178.msr.json" << Variant::T5 << 178
                                            << "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw";
        QTest::newRow("5D Rosin 82 (Pentasol)")
            << "records/5D-rosin82.pentasol.txt" << Variant::D5 << 82 << "LG4VXOFJjGWQMXhsY7aRf+/97Y";
        QTest::newRow("5T Bruneau 170 (Pentasol)") << "records/5T-bruneau170.pentasol.txt" << Variant::T5 << 170 << "";
        QTest::newRow("4T 62 (MSR)") << "records/4T-hyyroporanen62.msr.json" << Variant::T4 << 62 << "";
        QTest::newRow("4D 35 (MSR)") << "records/4D-hyyroporanen35.msr.json" << Variant::D4 << 35 << "";
    }
    void records()
    {
        QFETCH(QString, file);
        QFETCH(Variant, variant);
        QFETCH(int, score);
        QFETCH(QString, code);
        const std::vector<Move> moves =
            file.endsWith(QLatin1String(".json")) ? test::readMsrMoves(file) : test::readPentasolMoves(file);
        QCOMPARE(static_cast<int>(moves.size()), score);
        Position pos(variant);
        for (const Move& m : moves)
            QVERIFY2(pos.play(m), qPrintable(text(m)));
        QVERIFY(pos.isOver());

        const auto encoded = encodeLayerCode(variant, moves);
        QVERIFY2(encoded.ok(), encoded.ok() ? "" : encoded.error().message().c_str());
        if (!code.isEmpty())
            QCOMPARE(QString::fromStdString(*encoded), code);
        const auto decoded = decodeLayerCode(variant, *encoded);
        QVERIFY(decoded.ok());
        QCOMPARE(text(test::sorted(decoded->movesInOrder())), text(test::sorted(moves)));
        QCOMPARE(decoded->score(), score);
    }

    // Random games of every variant, finished and cut short: encode → decode gives the
    // same set and the same code, with the fast and the rich paths, and on a board that
    // starts small and must grow (every id changes in the middle of a layer).
    void randomRoundTrips_data() { test::addVariantFinishedRows(); }
    void randomRoundTrips()
    {
        QFETCH(Variant, variant);
        QFETCH(bool, finished);
        Random rng(77 + 2 * static_cast<int>(variant) + (finished ? 1 : 0));
        LayerCoder coder(variant);
        LayerCoder small(variant, 32);
        std::vector<Move> decoded, decodedSmall;
        std::string code, codeSmall, codeAgain;
        for (int g = 0; g < 400; ++g) {
            const int stop = finished ? -1 : static_cast<int>(rng.below(80));
            const std::vector<Move> game = test::randomGame(variant, rng, stop);
            const auto bits = coder.encode(game, code);
            QVERIFY2(bits.ok(), bits.ok() ? "" : bits.error().message().c_str());
            QCOMPARE(code.size(), (static_cast<std::size_t>(*bits) + 5) / 6);

            QVERIFY(coder.decode(code, decoded).ok());
            const int taken = coder.takenLayers();
            MORPION_COMPARE_MOVES(test::sorted(decoded), test::sorted(game));
            QVERIFY(coder.encode(decoded, codeAgain).ok());
            QCOMPARE(codeAgain, code);

            QVERIFY(small.encode(game, codeSmall).ok());
            QCOMPARE(codeSmall, code);
            QVERIFY(small.decode(code, decodedSmall).ok());
            MORPION_COMPARE_MOVES(decodedSmall, decoded);

            // The rich forms agree with the fast ones.
            if (g % 8 == 0) {
                const auto rich = decodeLayerCode(variant, code);
                QVERIFY(rich.ok());
                MORPION_COMPARE_MOVES(rich->movesInOrder(), decoded);
                QCOMPARE(static_cast<int>(rich->bitCount()), *bits);
                QCOMPARE(taken, rich->takenLayers());
                const auto fromGrid = layerGrid(variant, game);
                QVERIFY(fromGrid.ok());
                QCOMPARE(encodeLayerCode(*fromGrid), code);
                const auto richSmall = LayerCoder(variant, 32).decodeLayering(code);
                QVERIFY(richSmall.ok());
                QCOMPARE(richSmall->bits(), rich->bits());
                for (std::size_t k = 0; k < rich->layers.size(); ++k)
                    MORPION_COMPARE_MOVES(richSmall->layers[k].taboo, rich->layers[k].taboo);
            }
        }
    }

    void badCharacter_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("position");
        QTest::newRow("first") << "!BBYq" << 0;
        QTest::newRow("inside") << "BBYqj!XKm" << 5;
        QTest::newRow("after the end of the game") << QString::fromLatin1(code135.data(), code135.size()) + "AAAA=" << 43;
        QTest::newRow("space") << "BBY qj" << 3;
        QTest::newRow("newline at the end") << QString::fromLatin1(code135.data(), code135.size()) + "\n" << 39;
        QTest::newRow("URL-safe base64") << "BBYqj_XKm" << 5;
        QTest::newRow("non-ASCII") << QString::fromUtf8("BB\u00e9Yq") << 2;
    }
    void badCharacter()
    {
        QFETCH(QString, code);
        QFETCH(int, position);
        const std::string c = code.toStdString();
        const auto layering = decodeLayerCode(Variant::T5, c);
        QVERIFY(!layering.ok());
        QCOMPARE(layering.error().kind, ErrorKind::BadCharacter);
        QCOMPARE(layering.error().position, std::int64_t(position));
        QVERIFY(!layering.error().message().empty());
        std::vector<Move> moves;
        const auto fast = LayerCoder(Variant::T5).decode(c, moves);
        QVERIFY(!fast.ok());
        QCOMPARE(fast.error().kind, ErrorKind::BadCharacter);
        QCOMPARE(fast.error().position, std::int64_t(position));
    }

    // A 0 bit set to 1 where its move excludes a taken one of its layer: the same point,
    // overlapping lines (T), lines touching end to end (D). The error names both moves and
    // points at the character holding the bit of the later one in canonical order.
    void conflictingMoves_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("bit"); // 0-based bit to set
        QTest::addColumn<int>("layer");
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        const QString c135 = QString::fromLatin1(code135.data(), code135.size());
        QTest::newRow("same point (135, candidate 37)") << Variant::T5 << c135 << 36 << 3 << "4, 4 - (2,2,se)"
                                                        << "4, 4 - (3,3,se)";
        QTest::newRow("overlapping lines (135, candidate 2)") << Variant::T5 << c135 << 1 << 0 << "-1, 6 - (-1,6,e)"
                                                              << "4, 6 - (0,6,e)";
        QTest::newRow("touching lines in 5D (82)") << Variant::D5 << "LG4VXOFJjGWQMXhsY7aRf+/97Y" << 66 << 7 << "2, 1 - (2,-1,s)"
                                                   << "2, 7 - (2,3,s)";
    }
    void conflictingMoves()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, code);
        QFETCH(int, bit);
        QFETCH(int, layer);
        QFETCH(QString, first);
        QFETCH(QString, second);
        const auto layering = decodeLayerCode(variant, code.toStdString());
        QVERIFY(layering.ok());
        const Layer& l = layering->layers[static_cast<std::size_t>(layer)];
        const auto a = parseMove(first.toStdString(), 5);
        const auto b = parseMove(second.toStdString(), 5);
        QVERIFY(a.ok() && b.ok());
        const auto indexOf = [&](const Move& m) {
            return static_cast<int>(std::find(l.candidates.begin(), l.candidates.end(), m) - l.candidates.begin());
        };
        QVERIFY(indexOf(*a) < indexOf(*b) && indexOf(*b) < static_cast<int>(l.candidates.size()));
        const int secondBit = l.firstNumber - 1 + indexOf(*b);

        std::string bits = layering->bits();
        QCOMPARE(bits[static_cast<std::size_t>(bit)], '0');
        bits[static_cast<std::size_t>(bit)] = '1';
        const auto result = decodeLayerCode(variant, bitsToText(bits));
        QVERIFY(!result.ok());
        const Error& e = result.error();
        QCOMPARE(e.kind, ErrorKind::ConflictingMoves);
        QCOMPARE(e.layer, layer);
        QCOMPARE(e.position, std::int64_t(secondBit / 6));
        QCOMPARE(QString::fromStdString(e.detail.english()), text(*a) + QStringLiteral(" and ") + text(*b));
        QVERIFY(QString::fromStdString(e.message()).contains(QStringLiteral("layer %1").arg(layer)));
    }

    // Every candidate bit of the 135 that is 0, set to 1 on its own: the decoder either
    // reports a conflict in that bit's layer, at or after its character, or decodes some
    // other grid whose code is the input (less trailing zeros). Never anything else.
    void flippedBits()
    {
        const auto layering = decodeLayerCode(Variant::T5, code135);
        QVERIFY(layering.ok());
        std::vector<int> layerOfBit;
        for (std::size_t k = 0; k < layering->layers.size(); ++k)
            layerOfBit.insert(layerOfBit.end(), layering->layers[k].candidates.size(), static_cast<int>(k));
        const std::string bits = layering->bits();
        int conflicts = 0, others = 0;
        for (std::size_t i = 0; i < bits.size(); ++i) {
            if (bits[i] == '1')
                continue;
            std::string b = bits;
            b[i] = '1';
            const std::string code = bitsToText(b);
            const auto result = decodeLayerCode(Variant::T5, code);
            if (result.ok()) {
                ++others;
                QCOMPARE(withoutTrailingA(encodeLayerCode(*result)), withoutTrailingA(code));
            } else if (result.error().kind == ErrorKind::ConflictingMoves && result.error().layer == layerOfBit[i]) {
                ++conflicts;
                QVERIFY(result.error().position >= static_cast<std::int64_t>(i / 6));
            } else {
                // A new move opens other candidates, and the rest of the bits mean other things.
                QVERIFY2(result.error().kind == ErrorKind::ConflictingMoves || result.error().kind == ErrorKind::BitsAfterEnd,
                         result.error().message().c_str());
                QVERIFY(result.error().layer == -1 || result.error().layer > layerOfBit[i]);
            }
        }
        QVERIFY(conflicts > 0);
        Q_UNUSED(others);
    }

    void bitsAfterEnd_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("position");
        const QString c = QString::fromLatin1(code135.data(), code135.size());
        // 232 bits: the last character '0' = 110100 holds 4 bits of the game and 2 of padding.
        QTest::newRow("padding bit of the last character") << c.left(38) + "1" << 38;
        // '2' = 110110: the higher of the two padding bits.
        QTest::newRow("high padding bit of the last character") << c.left(38) + "2" << 38;
        QTest::newRow("one more character") << c + "B" << 39;
        QTest::newRow("after zero characters") << c + "AAAAAAg" << 45;
        QTest::newRow("empty game with bits") << "AAAAAB" << 5; // 28 start moves not taken, then a 1
    }
    void bitsAfterEnd()
    {
        QFETCH(QString, code);
        QFETCH(int, position);
        const auto layering = decodeLayerCode(Variant::T5, code.toStdString());
        QVERIFY(!layering.ok());
        QCOMPARE(layering.error().kind, ErrorKind::BitsAfterEnd);
        QCOMPARE(layering.error().position, std::int64_t(position));
    }

    // Zero bits after the end are harmless; bits missing at the end read as 0.
    void zerosAndShortCodes()
    {
        const auto plain = decodeLayerCode(Variant::T5, code135);
        QVERIFY(plain.ok());
        const std::string padded = std::string(code135) + "AAAAAAAA";
        const auto longer = decodeLayerCode(Variant::T5, padded);
        QVERIFY(longer.ok());
        QCOMPARE(text(longer->movesInOrder()), text(plain->movesInOrder()));
        QCOMPARE(encodeLayerCode(*longer), std::string(code135));

        // "" is the empty grid: the 28 start moves, none taken.
        const auto empty = decodeLayerCode(Variant::T5, "");
        QVERIFY(empty.ok());
        QCOMPARE(empty->score(), 0);
        QCOMPARE(empty->layers.size(), std::size_t(1));
        QCOMPARE(empty->layers[0].candidates.size(), std::size_t(28));
        QCOMPARE(encodeLayerCode(*empty), std::string("AAAAA"));
        const auto emptyGrid = encodeLayerCode(Variant::T5, {});
        QVERIFY(emptyGrid.ok());
        QCOMPARE(*emptyGrid, std::string("AAAAA"));

        // A prefix of a code is an unfinished game whose last layer takes nothing.
        const auto cut = decodeLayerCode(Variant::T5, code135.substr(0, 10));
        QVERIFY(cut.ok());
        QVERIFY(cut->score() < 135);
        QCOMPARE(cut->layers.back().takenCount(), 0);
        QCOMPARE(withoutTrailingA(encodeLayerCode(*cut)), withoutTrailingA(std::string(code135.substr(0, 10))));
    }

    // Random text in the alphabet never crashes; whatever decodes re-encodes to itself.
    void randomText_data() { test::addVariantRows(); }
    void randomText()
    {
        QFETCH(Variant, variant);
        Random rng(31337 + static_cast<int>(variant));
        LayerCoder coder(variant);
        std::vector<Move> moves;
        std::string again;
        int ok = 0;
        for (int i = 0; i < 3000; ++i) {
            std::string code(rng.below(60), 'A');
            for (char& c : code)
                c = alphabetChar(static_cast<int>(rng.below(rng.below(2) ? 64 : 8))); // also sparse bits
            const auto r = coder.decode(code, moves);
            if (!r.ok()) {
                const ErrorKind k = r.error().kind;
                QVERIFY(k == ErrorKind::ConflictingMoves || k == ErrorKind::BitsAfterEnd);
                continue;
            }
            ++ok;
            QVERIFY(coder.encode(moves, again).ok());
            QCOMPARE(withoutTrailingA(again), withoutTrailingA(code));
        }
        QVERIFY(ok > 0);
    }

    void hugeInputs_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("kind");
        for (Variant v : allVariants) {
            const std::string name(variantName(v));
            QTest::newRow((name + ": 1 MB of A").c_str()) << v << "A";
            QTest::newRow((name + ": 1 MB of /").c_str()) << v << "/";
            QTest::newRow((name + ": 1 MB of !").c_str()) << v << "!";
            QTest::newRow((name + ": 1 MB of A, then !").c_str()) << v << "A!";
            QTest::newRow((name + ": 1 MB of A, then B").c_str()) << v << "AB";
            QTest::newRow((name + ": 1 MB of random letters").c_str()) << v << "random";
        }
    }
    void hugeInputs()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, kind);
        const std::size_t size = 1u << 20;
        std::string code(size, kind.at(0).toLatin1());
        if (kind.size() == 2)
            code.back() = kind.at(1).toLatin1();
        if (kind == QLatin1String("random")) {
            Random rng(5);
            for (char& c : code)
                c = alphabetChar(static_cast<int>(rng.below(64)));
        }
        QElapsedTimer timer;
        timer.start();
        const auto result = decodeLayerCode(variant, code);
        std::vector<Move> moves;
        const auto fast = LayerCoder(variant).decode(code, moves);
        QVERIFY2(timer.elapsed() < test::noHangMs, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(result.ok(), fast.ok());
        if (kind == QLatin1String("A")) {
            QVERIFY(result.ok());
            QCOMPARE(result->score(), 0);
        } else if (kind == QLatin1String("!")) {
            QCOMPARE(result.error().kind, ErrorKind::BadCharacter);
            QCOMPARE(result.error().position, std::int64_t(0));
        } else if (kind == QLatin1String("A!")) {
            QCOMPARE(result.error().kind, ErrorKind::BadCharacter);
            QCOMPARE(result.error().position, std::int64_t(size - 1));
        } else if (kind == QLatin1String("AB")) {
            QCOMPARE(result.error().kind, ErrorKind::BitsAfterEnd);
            QCOMPARE(result.error().position, std::int64_t(size - 1));
        } else {
            // All ones or random bits: far more 1s than any game has moves.
            QVERIFY(!result.ok());
            QVERIFY(result.error().kind == ErrorKind::ConflictingMoves || result.error().kind == ErrorKind::BitsAfterEnd);
            QCOMPARE(fast.error().kind, result.error().kind);
            QCOMPARE(fast.error().position, result.error().position);
        }
    }
};

QTEST_APPLESS_MAIN(TestLayerCode)
#include "tst_layercode.moc"
