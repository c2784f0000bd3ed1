// Collections of shared codes: finding codes in any text, decoding them, listing the
// lines that do not decode with the reason, cancelling, and grouping duplicates.

#include "core/base/Random.h"
#include "core/codes/LayerCode.h"
#include "core/codes/Symmetry.h"
#include "core/formats/CodeCollection.h"
#include "core/rules/Position.h"
#include "tests/common/NoHang.h"
#include "tests/core/support/TestSupport.h"

#include <QElapsedTimer>
#include <QTest>

using namespace morpion;

Q_DECLARE_METATYPE(morpion::Variant)

namespace {

std::string codeOf(Variant v, const std::vector<Move>& moves)
{
    return encodeLayerCode(v, moves).value();
}

// Spec §5's vectors.
const std::string code135 = "BBYqjXKmCREUk9zxEuXW3nx3v/u/x/JvuX+9P70";
const std::string code160 = "rERATctK6xgRY2YUwXTPWszMv3vd73c9zvV627392+/3t";
const std::string code178 = "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw";
const std::string code82 = "LG4VXOFJjGWQMXhsY7aRf+/97Y";

// Lines that hold a code: where it starts, and the variant the line names before it.
void addCodeRows()
{
    QTest::newRow("bare") << "bqKnG3NmhJYjSh1bzNH18m3g"
                          << "bqKnG3NmhJYjSh1bzNH18m3g"
                          << "" << 0;
    QTest::newRow("search log") << "54. 74 (1.73) bqKnG3NmhJYjSh1bzNH18m3g"
                                << "bqKnG3NmhJYjSh1bzNH18m3g"
                                << "" << 14;
    QTest::newRow("comment with score") << QString::fromStdString("# 178 " + code178) << QString::fromStdString(code178) << ""
                                        << 6;
    QTest::newRow("variant prefix") << QString::fromStdString("5D: " + code82) << QString::fromStdString(code82) << "5D" << 4;
    QTest::newRow("variant prefix, no space")
        << QString::fromStdString("5D:" + code82) << QString::fromStdString(code82) << "5D" << 3;
    QTest::newRow("variant word, lower case") << QString::fromStdString("4t record C0mESiqv75tz9v7/2") << "C0mESiqv75tz9v7/2"
                                              << "4T" << 10;
    QTest::newRow("variant after the code does not count") << "C0mESiqv75tz9v7/2 (not 5D)"
                                                           << "C0mESiqv75tz9v7/2"
                                                           << "" << 0;
    QTest::newRow("leading spaces and CR") << "   LG4VXOFJjGWQ\r"
                                           << "LG4VXOFJjGWQ"
                                           << "" << 3;
    QTest::newRow("longest word wins") << "Ab12cd then LG4VXOFJjGWQMXhsY7aRf"
                                       << "LG4VXOFJjGWQMXhsY7aRf"
                                       << "" << 12;
    QTest::newRow("letters only, mixed") << "LoyBDplSCpDFoF"
                                         << "LoyBDplSCpDFoF"
                                         << "" << 0;
    QTest::newRow("compact MSR record") << "MS1:jVhNb5tAEP0rFtey8c5-APaxjdoeqihq0x4SRRW2iYLkGAuIm6rK7-q9 LG4VXOFJjGWQ"
                                        << "LG4VXOFJjGWQ"
                                        << "" << 61;
    QTest::newRow("short code alone") << "QoBAGg"
                                      << "QoBAGg"
                                      << "" << 0;
    QTest::newRow("short code alone, with variant") << "4D: hBBg"
                                                    << "hBBg"
                                                    << "4D" << 4;
    QTest::newRow("capitals alone") << "README"
                                    << "README"
                                    << "" << 0;
    QTest::newRow("URL then code") << "see https://x.org/Grid5T178Rosin/A1b2C3d4 for LG4VXOFJjGWQ"
                                   << "LG4VXOFJjGWQ"
                                   << "" << 46;
    QTest::newRow("code with a slip") << "BBYq*jXKmC"
                                      << "BBYq*jXKmC"
                                      << "" << 0;
    QTest::newRow("code with a slip, variant") << "  5D: BBYq*jXKmC"
                                               << "BBYq*jXKmC"
                                               << "5D" << 6;
    QTest::newRow("search log, letters only") << "12. 20 (0.04) LplXrt"
                                              << "LplXrt"
                                              << "" << 14;
    QTest::newRow("search log, spaces around") << "  181534. 121 (3600.50) Zqlfbw \r"
                                               << "Zqlfbw"
                                               << "" << 24;
    QTest::newRow("UTF-8 around") << QString::fromUtf8("r\u00e9sultat \u2192 LG4VXOFJjGWQ \u2713") << "LG4VXOFJjGWQ"
                                  << "" << 14;
}

// Lines that hold none: words, numbers, addresses, punctuation.
void addNoCodeRows()
{
    QTest::newRow("plain text") << "An interesting 135 configuration"
                                << ""
                                << "" << 0;
    QTest::newRow("capitalised words") << "Advertisements Bookmark Permalink"
                                       << ""
                                       << "" << 0;
    QTest::newRow("one inner capital") << "JavaScript and McDonald"
                                       << ""
                                       << "" << 0;
    QTest::newRow("capitals only") << "see README or UNESCO"
                                   << ""
                                   << "" << 0;
    QTest::newRow("short letters among words") << "code LoyBDpl"
                                               << ""
                                               << "" << 0;
    QTest::newRow("short code among words") << "see QoBAGg here"
                                            << ""
                                            << "" << 0;
    QTest::newRow("word alone") << "Thanks!"
                                << ""
                                << "" << 0;
    QTest::newRow("number only") << "1234567890"
                                 << ""
                                 << "" << 0;
    QTest::newRow("too short") << "Ab1 x9Y"
                               << ""
                               << "" << 0;
    QTest::newRow("URL") << "http://morpionsolitaire.com/Grid5T178Rosin.txt"
                         << ""
                         << "" << 0;
    QTest::newRow("blank") << "   \t "
                           << ""
                           << "" << 0;
    QTest::newRow("emphasis alone") << "*Thanks*"
                                    << ""
                                    << "" << 0;
    QTest::newRow("abbreviation alone") << "e.g."
                                        << ""
                                        << "" << 0;
    QTest::newRow("mostly punctuation") << "{\"a\":1,\"b\":2}"
                                        << ""
                                        << "" << 0;
    QTest::newRow("short code inside text") << "the grid Ab3dEf9hK was"
                                            << ""
                                            << "" << 0;
    QTest::newRow("control character") << QString::fromLatin1("\x01\x02 LG4VXOFJjGWQMXhsY7aRf") << ""
                                       << "" << 0;
}

} // namespace

class TestCodeCollection : public QObject {
    Q_OBJECT

private slots:
    void finding_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("code");    // "" when the line holds none
        QTest::addColumn<QString>("variant"); // "" when the line names none
        QTest::addColumn<int>("column");
        addCodeRows();
        addNoCodeRows();
    }
    void finding()
    {
        QFETCH(QString, line);
        QFETCH(QString, code);
        QFETCH(QString, variant);
        QFETCH(int, column);
        const std::string text = "first line\n" + line.toStdString() + "\n";
        int without = -1;
        const auto found = findCodeCandidates(text, &without);
        if (code.isEmpty()) {
            QVERIFY(found.empty());
            QCOMPARE(without, 2);
            return;
        }
        QCOMPARE(int(found.size()), 1);
        QCOMPARE(without, 1);
        QCOMPARE(found[0].line, 2);
        QCOMPARE(QString::fromStdString(found[0].code), code);
        QCOMPARE(found[0].column, column);
        QCOMPARE(found[0].variant.has_value(), !variant.isEmpty());
        if (found[0].variant)
            QCOMPARE(QString::fromLatin1(variantName(*found[0].variant).data(), 2), variant);
    }

    void mixedText()
    {
        // Codes of random games in each variant, in the forms players post them.
        std::vector<std::vector<Move>> games;
        std::string text = "Results of the night\n\n";
        int line = 2;
        std::vector<std::pair<int, int>> expected; // line, score
        for (int i = 0; i < 8; ++i) {
            const Variant v = allVariants[i % 4];
            const auto moves = test::randomPlayout(v, 500 + static_cast<std::uint64_t>(i));
            const std::string code = codeOf(v, moves);
            switch (i % 4) {
            case 0: text += code + "\n"; break; // default variant
            case 1: text += "5D: " + code + "\n"; break;
            case 2: text += std::to_string(i) + ". " + std::to_string(moves.size()) + " (0.5) 4T " + code + "\n"; break;
            default: text += "# " + std::to_string(moves.size()) + " 4D " + code + "\r\n"; break;
            }
            ++line;
            expected.emplace_back(line, int(moves.size()));
        }
        // Lines that look like codes but do not decode.
        const auto finished = test::randomPlayout(Variant::T5, 9);
        text += "5T " + codeOf(Variant::T5, finished) + "//8\n"; // 1 bits after the end
        text += "//////////////////////\n";                      // all taken: conflicts
        text += "Grid-" + std::string(5000, 'Q') + "1\n";        // far too long
        text += codeOf(Variant::T5, test::randomPlayout(Variant::T5, 10)) + " - trailing\n";
        text += "thanks for reading\n";
        auto result = readCodeCollection(text, Variant::T5);
        QVERIFY(!result.cancelled);
        QCOMPARE(int(result.entries.size()), 9);
        for (std::size_t i = 0; i < expected.size(); ++i) {
            const CodeEntry& e = result.entries[i];
            QCOMPARE(e.line, expected[i].first);
            QCOMPARE(e.score, expected[i].second);
            QCOMPARE(e.variant, allVariants[i % 4]);
            QCOMPARE(int(e.moves.size()), e.score);
            QVERIFY(e.layers > 0);
            QCOMPARE(e.code, codeOf(e.variant, e.moves));
        }
        QCOMPARE(result.entries.back().line, line + 4);
        QCOMPARE(int(result.failures.size()), 3);
        QCOMPARE(result.failures[0].line, line + 1);
        QCOMPARE(result.failures[0].error.kind, ErrorKind::BitsAfterEnd);
        QCOMPARE(result.failures[1].line, line + 2);
        QCOMPARE(result.failures[1].error.kind, ErrorKind::ConflictingMoves);
        QCOMPARE(result.failures[2].line, line + 3);
        QCOMPARE(result.failures[2].error.kind, ErrorKind::TooLarge);
        QVERIFY(result.failures[2].code.size() < 300); // shortened for display
        QVERIFY(!result.failures[0].error.message().empty());
        // "Results of the night", the blank line, "thanks for reading".
        QCOMPARE(result.linesWithoutCode, 3);
    }

    // A code with a stray character is listed with the reason the code field gives, not
    // counted among the lines without a code.
    void slippedCodeFails()
    {
        const auto result = readCodeCollection("BBYqjXKmCREUk9zxEuXW3nx3v/u/x/JvuX+9P70\nBBYq*jXKmC\n", Variant::T5);
        QCOMPARE(int(result.entries.size()), 1);
        QCOMPARE(result.linesWithoutCode, 0);
        QCOMPARE(int(result.failures.size()), 1);
        QCOMPARE(result.failures[0].line, 2);
        QCOMPARE(result.failures[0].error.kind, ErrorKind::BadCharacter);
        QCOMPARE(result.failures[0].error.position, 4);
        QCOMPARE(result.failures[0].error.kind, decodeLayerCode(Variant::T5, "BBYq*jXKmC").error().kind);
    }

    // Bytes that are not text hold no code, and words of random bytes are too short to
    // be taken for one: 16 MB of random bytes give no grid (100 MB gave 48 before).
    void randomBytes()
    {
        QVERIFY(!findCodeCandidate("caf\xe9 LG4VXOFJjGWQMXhsY7aRf", 1));
        QVERIFY(!findCodeCandidate("\xed\xa0\x80 LG4VXOFJjGWQMXhsY7aRf", 1)); // a UTF-16 surrogate
        QVERIFY(findCodeCandidate("caf\xc3\xa9 LG4VXOFJjGWQMXhsY7aRf", 1));
        Random rng(2025);
        std::string bytes(16u << 20, '\0');
        for (std::size_t i = 0; i < bytes.size(); i += 8) {
            const std::uint64_t r = rng.next64();
            for (std::size_t k = 0; k < 8; ++k)
                bytes[i + k] = static_cast<char>(r >> (8 * k));
        }
        const auto result = readCodeCollection(bytes, std::nullopt);
        QCOMPARE(int(result.entries.size()), 0);
    }

    // Bare codes (a search log of any variant writes them so) are read in the variant
    // under which most of the file's bare codes decode, else in the strictest under which
    // each does, and the collection says so; a forced variant wins.
    void inferredVariant_data()
    {
        QTest::addColumn<Variant>("main");  // the log's variant: 40 lines
        QTest::addColumn<Variant>("mixed"); // 5 lines of another variant
        QTest::newRow("5T with 4D") << Variant::T5 << Variant::D4;
        QTest::newRow("5D with 4T") << Variant::D5 << Variant::T4;
        QTest::newRow("4T with 5D") << Variant::T4 << Variant::D5;
        QTest::newRow("4D with 5T") << Variant::D4 << Variant::T5;
    }
    void inferredVariant()
    {
        QFETCH(Variant, main);
        QFETCH(Variant, mixed);
        std::string text;
        std::vector<Variant> expected;
        int alsoOther = 0; // main's codes that also decode under another variant
        for (int i = 0; i < 45; ++i) {
            const Variant v = i % 9 == 4 ? mixed : main;
            const auto moves = test::randomPlayout(v, 700 + static_cast<std::uint64_t>(i));
            const std::string code = codeOf(v, moves);
            text += std::to_string(i) + ". " + std::to_string(moves.size()) + " (0.10) " + code + "\n";
            expected.push_back(v);
            for (const Variant o : allVariants)
                alsoOther += v == main && o != v && bool(decodeLayerCode(o, code));
        }
        const auto result = readCodeCollection(text, std::nullopt);
        QCOMPARE(int(result.entries.size()), 45);
        QVERIFY(result.failures.empty());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(result.entries[i].variant, expected[i]);
            QVERIFY(result.entries[i].variantInferred);
        }
        QCOMPARE(result.inferred.read[int(main)], 40);
        QCOMPARE(result.inferred.read[int(mixed)], 5);
        QCOMPARE(result.inferred.mostRead(), main);
        QVERIFY(result.inferred.ambiguous >= alsoOther);
        QVERIFY(
            QString::fromStdString(result.inferred.message()).contains(QStringLiteral("40 as %1").arg(variantName(main).data())));
        // Forced: only the lines of that variant decode (but for a few that decode under
        // both), and nothing is inferred.
        const auto forced = readCodeCollection(text, mixed);
        QVERIFY(forced.entries.size() >= 5 && forced.entries.size() < 45);
        QVERIFY(!forced.inferred.any());
        QVERIFY(!forced.entries[0].variantInferred);
    }

    void namedAndNone()
    {
        // A named variant wins over a forced one.
        const auto named = readCodeCollection("5D " + code82 + "\n", Variant::T4);
        QCOMPARE(int(named.entries.size()), 1);
        QCOMPARE(named.entries[0].variant, Variant::D5);
        QVERIFY(!named.entries[0].variantInferred);
        // When no variant decodes a code, the error says so.
        const auto none = readCodeCollection("//////////////////////\n", std::nullopt);
        QCOMPARE(int(none.failures.size()), 1);
        QVERIFY2(QString::fromStdString(none.failures[0].error.message()).contains(QStringLiteral("no variant decodes it")),
                 none.failures[0].error.message().c_str());
    }

    // A code that decodes under two variants is read in the stricter and lists the other.
    void ambiguousCode()
    {
        // Short 5D games whose code also decodes as 5T: the first few random ones.
        int found = 0;
        for (std::uint64_t seed = 1; seed < 400 && found < 3; ++seed) {
            Random rng(seed);
            const auto moves = test::randomGame(Variant::D5, rng, 3 + static_cast<int>(seed % 6));
            const std::string code = codeOf(Variant::D5, moves);
            if (!decodeLayerCode(Variant::T5, code))
                continue;
            ++found;
            const auto result = readCodeCollection(code + "\n", std::nullopt);
            QCOMPARE(int(result.entries.size()), 1);
            QCOMPARE(result.entries[0].variant, Variant::D5);
            QCOMPARE(result.entries[0].moves.size(), moves.size());
            QVERIFY(!result.entries[0].otherVariants.empty());
            QCOMPARE(result.entries[0].otherVariants.front(), Variant::T5);
            QCOMPARE(result.inferred.ambiguous, 1);
            QCOMPARE(result.inferred.mostOther(), std::optional<Variant>(Variant::T5));
        }
        QVERIFY(found > 0);
    }

    void knownVectors()
    {
        const std::string text =
            "seed 000: " + code135 + "\nseed 001 " + code160 + "\n# 178 " + code178 + "\n5D " + code82 + "\n";
        auto result = readCodeCollection(text, Variant::T5);
        QCOMPARE(int(result.entries.size()), 4);
        QVERIFY(result.failures.empty());
        QCOMPARE(result.entries[0].score, 135);
        QCOMPARE(result.entries[0].layers, 59);
        QCOMPARE(result.entries[1].score, 160);
        QCOMPARE(result.entries[1].layers, 65);
        QCOMPARE(result.entries[2].score, 178);
        QCOMPARE(result.entries[2].layers, 73);
        QCOMPARE(result.entries[3].score, 82);
        QCOMPARE(result.entries[3].variant, Variant::D5);
        QCOMPARE(result.entries[3].layers, 28);
    }

    void progressAndCancel()
    {
        std::string text;
        for (int i = 0; i < 300; ++i)
            text += code160 + "\n";
        std::size_t calls = 0, last = 0;
        auto all = readCodeCollection(text, Variant::T5, [&](std::size_t done, std::size_t total) {
            ++calls;
            last = done;
            return total == 300;
        });
        QVERIFY(!all.cancelled);
        QCOMPARE(int(all.entries.size()), 300);
        QVERIFY(calls >= 2);
        QCOMPARE(last, std::size_t(300));
        auto some = readCodeCollection(text, Variant::T5, [](std::size_t done, std::size_t) { return done < 100; });
        QVERIFY(some.cancelled);
        QVERIFY(some.entries.size() >= 100 && some.entries.size() < 300);
    }

    void duplicates()
    {
        const Variant v = Variant::T5;
        const auto a = test::randomPlayout(v, 1);
        const auto b = test::randomPlayout(v, 2);
        // c: the same points as d, with another line for the last point, and not an image.
        std::vector<Move> c, d;
        bool found = false;
        Random rng(4);
        for (Position pos(v); !found && !pos.isOver();) {
            const auto legal = pos.legalMoves();
            for (std::size_t i = 0; i + 1 < legal.size() && !found; ++i) {
                if (legal[i].point != legal[i + 1].point)
                    continue;
                c = d = pos.moves();
                c.push_back(legal[i]);
                d.push_back(legal[i + 1]);
                bool image = false;
                for (int s = 0; s < Symmetry::count; ++s) {
                    auto x = Symmetry(s).apply(v, c), y = d;
                    std::sort(x.begin(), x.end());
                    std::sort(y.begin(), y.end());
                    image = image || x == y;
                }
                found = !image;
            }
            const auto ids = pos.legalIds();
            pos.playId(ids[rng.below(static_cast<std::uint32_t>(ids.size()))]);
        }
        QVERIFY(found);
        // g: a 5D game, whose moves are also a 5T grid with the same points.
        const auto g = test::randomPlayout(Variant::D5, 3);
        std::string text;
        for (const auto& grid : {a, b, Symmetry(5).apply(v, a), c, a, Symmetry(2).apply(v, d), Symmetry(3).apply(v, b)})
            text += codeOf(v, grid) + "\n";
        // Another variant is never grouped, even with the same points.
        text += "5D " + codeOf(Variant::D5, g) + "\n" + codeOf(v, g) + "\n";
        auto result = readCodeCollection(text, v);
        QCOMPARE(int(result.entries.size()), 9);
        QCOMPARE(result.entries[7].variant, Variant::D5);
        const auto groups = groupDuplicates(result.entries);
        QVERIFY(!groups.cancelled);
        QCOMPARE(groups.symmetryGroup, (std::vector<int>{0, 1, 0, 3, 0, 5, 1, 7, 8}));
        QCOMPARE(groups.pointsGroup, (std::vector<int>{0, 1, 0, 3, 0, 3, 1, 7, 8}));
    }

    void largeInputs()
    {
        // 10 MB of plain text: no codes, linear.
        QElapsedTimer timer;
        timer.start();
        std::string prose;
        while (prose.size() < (10u << 20))
            prose += "this line has no code in it at all, only words\n";
        int without = 0;
        QVERIFY(findCodeCandidates(prose, &without).empty());
        QVERIFY(without > 200000);
        // One 10 MB line that looks like a code: refused without decoding.
        const std::string huge = "5T " + std::string(10u << 20, 'B') + "9";
        auto one = readCodeCollection(huge, Variant::T5);
        QCOMPARE(int(one.failures.size()), 1);
        QCOMPARE(one.failures[0].error.kind, ErrorKind::TooLarge);
        // 10 MB of codes: finding them is quick (decoding is the caller's progress loop).
        std::string codes;
        while (codes.size() < (10u << 20))
            codes += "# 160 " + code160 + "\n";
        QCOMPARE(findCodeCandidates(codes).size(), codes.size() / (code160.size() + 7));
        QVERIFY2(timer.elapsed() < test::noHangMs, qPrintable(QString::number(timer.elapsed())));
    }
};

QTEST_APPLESS_MAIN(TestCodeCollection)
#include "tst_codecollection.moc"
