// The DNA of spec §6: line indexing, generation, evaluation, blacklisting.

#include "core/base/Random.h"
#include "core/codes/Dna.h"
#include "core/codes/LayerCode.h"
#include "core/rules/MoveText.h"
#include "core/rules/Position.h"
#include "tests/core/support/TestSupport.h"

#include <QTest>

#include <climits>

using namespace morpion;

Q_DECLARE_METATYPE(morpion::Variant)

namespace {

// The spec's evaluation written the slow, obvious way: the canonical legal list, and the
// first move of highest priority in it.
std::vector<Move> referenceEvaluate(const Dna& dna, Variant v)
{
    Position pos(v);
    for (;;) {
        const auto legal = pos.legalMoves();
        if (legal.empty())
            break;
        std::size_t best = 0;
        for (std::size_t i = 1; i < legal.size(); ++i)
            if (dna.priority(legal[i].line) > dna.priority(legal[best].line))
                best = i;
        pos.play(legal[best]);
    }
    return pos.moves();
}

} // namespace

class TestDna : public QObject {
    Q_OBJECT

private slots:
    void index_data()
    {
        QTest::addColumn<int>("x");
        QTest::addColumn<int>("y");
        QTest::addColumn<int>("dir");
        QTest::addColumn<int>("expected");
        // ((x+15)*40 + (y+15))*4 + dir, by hand.
        QTest::newRow("frame corner") << -15 << -15 << 0 << 0;
        QTest::newRow("frame corner s") << -15 << -15 << 3 << 3;
        QTest::newRow("y step") << -15 << -14 << 0 << 4;
        QTest::newRow("x step") << -14 << -15 << 0 << 160;
        QTest::newRow("origin ne") << 0 << 0 << 0 << 2460;
        QTest::newRow("seed move (0,4,ne)") << 0 << 4 << 0 << 2476;
        QTest::newRow("last") << 24 << 24 << 3 << 6399;
        QTest::newRow("last row") << -15 << 24 << 1 << 157;
        // Outside the frame.
        QTest::newRow("x low") << -16 << 0 << 1 << -1;
        QTest::newRow("x high") << 25 << 0 << 1 << -1;
        QTest::newRow("y low") << 0 << -16 << 2 << -1;
        QTest::newRow("y high") << 0 << 25 << 2 << -1;
        QTest::newRow("huge") << INT_MAX << INT_MIN << 0 << -1;
        QTest::newRow("huge negative") << INT_MIN << 3 << 0 << -1;
    }
    void index()
    {
        QFETCH(int, x);
        QFETCH(int, y);
        QFETCH(int, dir);
        QFETCH(int, expected);
        QCOMPARE(Dna::index(Line{{x, y}, static_cast<Dir>(dir)}), expected);
    }

    // Every frame line has its own index, and all indices are used.
    void indexIsABijection()
    {
        std::vector<int> seen(Dna::size, 0);
        for (int x = -20; x < 30; ++x)
            for (int y = -20; y < 30; ++y)
                for (Dir d : allDirs) {
                    const int i = Dna::index(Line{{x, y}, d});
                    const bool inFrame = x >= -15 && x <= 24 && y >= -15 && y <= 24;
                    QCOMPARE(i >= 0, inFrame);
                    if (i >= 0) {
                        QVERIFY(i < Dna::size);
                        ++seen[static_cast<std::size_t>(i)];
                    }
                }
        for (int count : seen)
            QCOMPARE(count, 1);
    }

    void outsideFrameHasPriorityZero()
    {
        Random rng(5);
        Dna dna = Dna::generate(test::randomPlayout(Variant::T5, rng), rng);
        const Line outside{{-16, 2}, Dir::E};
        QCOMPARE(dna.priority(outside), 0.0);
        dna.setPriority(outside, 7.0);
        QCOMPARE(dna.priority(outside), 0.0);
        dna.blacklist(outside);
        QCOMPARE(dna.priority(outside), 0.0);
        QCOMPARE(dna.priority(Line{{0, 100000}, Dir::S}), 0.0);
        // In the frame, set and blacklist work.
        const Line inside{{24, -15}, Dir::NE};
        dna.setPriority(inside, 7.0);
        QCOMPARE(dna.priority(inside), 7.0);
        dna.blacklist(inside);
        QCOMPARE(dna.priority(inside), -1.0);
        QCOMPARE(Dna().priority(inside), 0.0);
    }

    // Game lines get n + 1 - i, the rest a uniform real in [0, 1) (not all the same).
    void generateValues_data() { test::addVariantRows(); }
    void generateValues()
    {
        QFETCH(Variant, variant);
        Random rng(11);
        const auto game = test::randomPlayout(variant, rng);
        const Dna dna = Dna::generate(game, rng);
        std::vector<char> isGame(Dna::size, 0);
        const int n = static_cast<int>(game.size());
        for (int i = 0; i < n; ++i) {
            const int index = Dna::index(game[static_cast<std::size_t>(i)].line);
            QVERIFY(index >= 0);
            isGame[static_cast<std::size_t>(index)] = 1;
            QCOMPARE(dna.priority(game[static_cast<std::size_t>(i)].line), double(n + 1 - i));
        }
        double sum = 0;
        int count = 0;
        for (int i = 0; i < Dna::size; ++i) {
            if (isGame[static_cast<std::size_t>(i)])
                continue;
            const double p = dna.priorityAt(i);
            QVERIFY(p >= 0.0 && p < 1.0);
            sum += p;
            ++count;
        }
        const double mean = sum / count;
        QVERIFY2(mean > 0.45 && mean < 0.55, qPrintable(QString::number(mean)));
        // A second generation draws new background values.
        const Dna again = Dna::generate(game, rng);
        int same = 0;
        for (int i = 0; i < Dna::size; ++i)
            same += again.priorityAt(i) == dna.priorityAt(i);
        QCOMPARE(same, n);
    }

    // The point of the encoding: evaluating the DNA of a finished game replays it exactly.
    void generateThenEvaluateReplays_data() { test::addVariantRows(); }
    void generateThenEvaluateReplays()
    {
        QFETCH(Variant, variant);
        Random rng(2024 + static_cast<int>(variant));
        Position pos(variant);
        for (int g = 0; g < 300; ++g) {
            pos.reset();
            pos.playRandom(rng);
            const auto game = pos.moves();
            const Dna dna = Dna::generate(game, rng);
            const auto replay = dna.evaluate(variant);
            if (replay != game)
                QFAIL(qPrintable(QStringLiteral("game %1\nwant: %2\ngot:  %3").arg(g).arg(test::text(game), test::text(replay))));
            // The position overload from a reused, reset position gives the same.
            pos.reset();
            dna.evaluate(pos);
            QCOMPARE(pos.moves(), game);
        }
    }

    // The spec's grids in their layer order (a different linear order from play order).
    void codeVectorsReplay_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("score");
        QTest::newRow("seed 000 135") << Variant::T5 << "BBYqjXKmCREUk9zxEuXW3nx3v/u/x/JvuX+9P70" << 135;
        QTest::newRow("seed 001 160") << Variant::T5 << "rERATctK6xgRY2YUwXTPWszMv3vd73c9zvV627392+/3t" << 160;
        QTest::newRow("Rosin 178") << Variant::T5 << "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw" << 178;
        QTest::newRow("Rosin 5D 82") << Variant::D5 << "LG4VXOFJjGWQMXhsY7aRf+/97Y" << 82;
    }
    void codeVectorsReplay()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, code);
        QFETCH(int, score);
        const auto layering = decodeLayerCode(variant, code.toStdString());
        QVERIFY2(layering.ok(), layering.ok() ? "" : layering.error().message().c_str());
        const auto grid = layering->movesInOrder();
        QCOMPARE(int(grid.size()), score);
        Random rng(1);
        QCOMPARE(test::text(Dna::generate(grid, rng).evaluate(variant)), test::text(grid));
    }

    // An unfinished game is a prefix of what its DNA plays: after it, the background decides.
    void unfinishedGameIsAPrefix_data() { test::addVariantRows(); }
    void unfinishedGameIsAPrefix()
    {
        QFETCH(Variant, variant);
        Random rng(77);
        for (int g = 0; g < 100; ++g) {
            auto game = test::randomPlayout(variant, rng);
            game.resize(game.size() / 2);
            const auto played = Dna::generate(game, rng).evaluate(variant);
            QVERIFY(played.size() >= game.size());
            QCOMPARE(std::vector<Move>(played.begin(), played.begin() + static_cast<std::ptrdiff_t>(game.size())), game);
        }
    }

    // Evaluation against the slow reference, on DNAs with blacklisted lines.
    void evaluateMatchesReference_data() { test::addVariantRows(); }
    void evaluateMatchesReference()
    {
        QFETCH(Variant, variant);
        Random rng(31);
        for (int g = 0; g < 100; ++g) {
            const auto game = test::randomPlayout(variant, rng);
            Dna dna = Dna::generate(game, rng);
            for (int b = 0; b < 5; ++b)
                dna.blacklist(game[rng.below(static_cast<std::uint32_t>(game.size()))].line);
            QCOMPARE(test::text(dna.evaluate(variant)), test::text(referenceEvaluate(dna, variant)));
        }
    }

    // Equal priorities go to the first move in canonical order: with every line at 0 (or
    // every line blacklisted), evaluation always plays the first legal move.
    void tiesGoToCanonicalOrder_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<double>("value");
        for (Variant v : allVariants) {
            QTest::newRow((std::string(variantName(v)) + " zero").c_str()) << v << 0.0;
            QTest::newRow((std::string(variantName(v)) + " blacklisted").c_str()) << v << -1.0;
        }
    }
    void tiesGoToCanonicalOrder()
    {
        QFETCH(Variant, variant);
        QFETCH(double, value);
        Dna dna;
        for (int i = 0; i < Dna::size; ++i)
            dna.setPriorityAt(i, value);
        Position pos(variant);
        while (!pos.isOver())
            pos.play(pos.legalMoves().front());
        QVERIFY(pos.score() > 0);
        QCOMPARE(test::text(dna.evaluate(variant)), test::text(pos.moves()));
    }

    // A blacklisted line is played only when every legal move is blacklisted too.
    void blacklistedPlayedOnlyAsLastResort_data() { test::addVariantRows(); }
    void blacklistedPlayedOnlyAsLastResort()
    {
        QFETCH(Variant, variant);
        Random rng(404);
        int blacklistedPlays = 0;
        for (int g = 0; g < 200; ++g) {
            const auto game = test::randomPlayout(variant, rng);
            Dna dna = Dna::generate(game, rng);
            // Blacklist a third of the game, so that some blacklisted lines do get played.
            for (std::size_t i = 0; i < game.size(); i += 3)
                dna.blacklist(game[i].line);
            const auto played = dna.evaluate(variant);
            Position pos(variant);
            for (const Move& m : played) {
                if (dna.priority(m.line) == -1.0) {
                    ++blacklistedPlays;
                    for (const Move& other : pos.legalMoves())
                        QCOMPARE(dna.priority(other.line), -1.0);
                }
                QVERIFY(pos.play(m));
            }
            QVERIFY(pos.isOver());
        }
        QVERIFY(blacklistedPlays > 0); // the case under test did happen
    }

    // Generating from moves that are no game (repeated, unplayable, outside the frame)
    // still gives a DNA whose evaluation is a legal finished game.
    void generateFromNonsense_data() { test::addVariantRows(); }
    void generateFromNonsense()
    {
        QFETCH(Variant, variant);
        Random rng(6);
        for (int g = 0; g < 50; ++g) {
            std::vector<Move> junk;
            for (int i = 0; i < 200; ++i) {
                const Line line{{static_cast<int>(rng.below(60)) - 25, static_cast<int>(rng.below(60)) - 25},
                                static_cast<Dir>(rng.below(4))};
                junk.push_back({line.at(static_cast<int>(rng.below(5))), line});
            }
            junk.push_back(junk.front());
            const auto played = Dna::generate(junk, rng).evaluate(variant);
            Position pos(variant);
            for (const Move& m : played)
                QVERIFY(pos.play(m));
            QVERIFY(pos.isOver());
            QVERIFY(!played.empty());
        }
    }

    // Blacklisting the first move of a game changes the game's first move.
    void blacklistFirstMove()
    {
        Random rng(8);
        const auto game = test::randomPlayout(Variant::T5, rng);
        Dna dna = Dna::generate(game, rng);
        dna.blacklist(game.front().line);
        const auto played = dna.evaluate(Variant::T5);
        QVERIFY(!played.empty());
        QVERIFY(played.front() != game.front());
        // It prefers the game's best-ranked legal move: the earliest still legal at the start.
        Position start(Variant::T5);
        std::size_t next = 1;
        while (next < game.size() && !start.isLegal(game[next]))
            ++next;
        QVERIFY(next < game.size());
        QCOMPARE(test::text({played.front()}), test::text({game[next]}));
    }
};

QTEST_APPLESS_MAIN(TestDna)
#include "tst_dna.moc"
