// The incremental rules engine against the reference rescan, in all four variants.

#include "core/base/Random.h"
#include "core/rules/Cross.h"
#include "core/rules/MoveText.h"
#include "core/rules/Position.h"
#include "tests/core/support/ReferenceRules.h"
#include "tests/core/support/TestSupport.h"

#include <QTest>

using namespace morpion;

Q_DECLARE_METATYPE(morpion::Variant)

namespace {} // namespace

class TestPosition : public QObject {
    Q_OBJECT

private slots:
    void crossSizes()
    {
        QCOMPARE(crossPoints(Variant::T5).size(), std::size_t(36));
        QCOMPARE(crossPoints(Variant::T4).size(), std::size_t(24));
        QVERIFY(Position(Variant::T5).hasPoint({3, 0}));
        QVERIFY(Position(Variant::T5).hasPoint({0, 6}));
        QVERIFY(!Position(Variant::T5).hasPoint({4, 4}));
    }

    void startMoves_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<int>("expected");
        QTest::newRow("5T") << Variant::T5 << 28;
        QTest::newRow("5D") << Variant::D5 << 28;
        // The 4-point cross: 4 moves at each of its 8 outer ends... checked against the reference below.
        QTest::newRow("4T") << Variant::T4 << int(test::ReferenceRules(Variant::T4).legalMoves().size());
        QTest::newRow("4D") << Variant::D4 << int(test::ReferenceRules(Variant::D4).legalMoves().size());
    }
    void startMoves()
    {
        QFETCH(Variant, variant);
        QFETCH(int, expected);
        Position pos(variant);
        QCOMPARE(pos.legalCount(), expected);
        QCOMPARE(test::text(pos.legalMoves()), test::text(test::ReferenceRules(variant).legalMoves()));
    }

    void seedFirstLayer()
    {
        // Seed 000 lists the 28 start moves of 5T in canonical order; check a few ends.
        const auto moves = Position(Variant::T5).legalMoves();
        QCOMPARE(QString::fromStdString(formatMove(moves.front())), QString::fromUtf8("-1, 3 \u2013 (-1,3,e)"));
        QCOMPARE(QString::fromStdString(formatMove(moves[5])), QString::fromUtf8("2, 2 \u2013 (0,4,ne)"));
        QCOMPARE(QString::fromStdString(formatMove(moves.back())), QString::fromUtf8("10, 6 \u2013 (6,6,e)"));
    }

    // Thousands of random games (all variants together): after every move the fast legal set equals the rescan.
    void randomGamesMatchReference_data() { test::addVariantRows(); }
    void randomGamesMatchReference()
    {
        QFETCH(Variant, variant);
        Random rng(1234 + static_cast<int>(variant));
        Position pos(variant);
        const int games = 500; // per variant: 2000 games in all
        long checked = 0;
        for (int g = 0; g < games; ++g) {
            pos.reset();
            test::ReferenceRules ref(variant);
            while (true) {
                const auto fast = pos.legalMoves();
                const auto slow = ref.legalMoves();
                if (fast != slow)
                    QFAIL(qPrintable(QStringLiteral("game %1 move %2\nfast: %3\nslow: %4")
                                         .arg(g)
                                         .arg(pos.score())
                                         .arg(test::text(fast), test::text(slow))));
                ++checked;
                if (fast.empty())
                    break;
                const Move m = fast[rng.below(static_cast<std::uint32_t>(fast.size()))];
                QVERIFY(pos.play(m));
                ref.play(m);
            }
        }
        QVERIFY(checked > games * 10);
    }

    // Undo restores the exact legal set, also after deep undo and replays.
    void undoMatchesReference_data() { test::addVariantRows(); }
    void undoMatchesReference()
    {
        QFETCH(Variant, variant);
        Random rng(99);
        Position pos(variant);
        for (int g = 0; g < 200; ++g) {
            pos.reset();
            std::vector<std::vector<Move>> before;
            while (!pos.isOver()) {
                before.push_back(pos.legalMoves());
                const auto ids = pos.legalIds();
                pos.playId(ids[rng.below(static_cast<std::uint32_t>(ids.size()))]);
                if (rng.below(8) == 0) {
                    // Go back a few moves, now and then to the very start.
                    const int back = rng.below(10) == 0 ? 0 : std::max(0, pos.score() - 1 - static_cast<int>(rng.below(5)));
                    pos.undoTo(back);
                    QCOMPARE(test::text(pos.legalMoves()), test::text(before[static_cast<std::size_t>(back)]));
                    before.resize(static_cast<std::size_t>(back));
                }
            }
            // Replaying the history on a fresh board gives the same legal sets.
            test::ReferenceRules ref(variant);
            for (const Move& m : pos.moves()) {
                QVERIFY(ref.legal(m));
                ref.play(m);
            }
            QVERIFY(ref.legalMoves().empty());
        }
    }

    // A small window forces the growth path; results must not change.
    void growthKeepsGames_data() { test::addVariantRows(); }
    void growthKeepsGames()
    {
        QFETCH(Variant, variant);
        Random rng(7);
        for (int g = 0; g < 50; ++g) {
            Position small(variant, 32);
            test::ReferenceRules ref(variant);
            while (!small.isOver()) {
                const auto moves = small.legalMoves();
                QCOMPARE(test::text(moves), test::text(ref.legalMoves()));
                const Move m = moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
                QVERIFY(small.play(m));
                ref.play(m);
            }
        }
    }

    // The weights kept beside the legal list equal a plain lookup of every legal move,
    // through play, undo, reset and growth (which drops the table: ids change).
    void legalWeightsFollowTheList_data() { test::addVariantRows(); }
    void legalWeightsFollowTheList()
    {
        QFETCH(Variant, variant);
        Random rng(31);
        Position pos(variant, 32);
        std::vector<double> table;
        const auto setTable = [&] {
            // A distinct weight per id, for the window the board has now.
            const auto ids = static_cast<std::size_t>(pos.window()) * static_cast<std::size_t>(pos.window()) * 4;
            table.resize(ids);
            for (std::size_t i = 0; i < ids; ++i)
                table[i] = 1.0 + static_cast<double>(i % 997) / 8.0;
            pos.setLegalWeights(table.data());
        };
        // What is wrong with the weights, or an empty string.
        const auto wrong = [&](int g) {
            const auto ids = pos.legalIds();
            const auto weights = pos.legalWeights();
            const QString where = QStringLiteral("game %1 move %2: ").arg(g).arg(pos.score());
            if (!pos.hasLegalWeights() || weights.size() != ids.size())
                return where + QStringLiteral("no table or a wrong size");
            for (std::size_t i = 0; i < ids.size(); ++i)
                if (weights[i] != table[static_cast<std::size_t>(ids[i])])
                    return where + QStringLiteral("entry %1").arg(i);
            return QString();
        };
        setTable();
        int grown = 0;
        for (int g = 0; g < 100; ++g) {
            pos.reset();
            QVERIFY2(wrong(g).isEmpty(), qPrintable(wrong(g)));
            while (!pos.isOver()) {
                const auto ids = pos.legalIds();
                const int window = pos.window();
                pos.playId(ids[rng.below(static_cast<std::uint32_t>(ids.size()))]);
                if (pos.window() != window) {
                    QVERIFY(!pos.hasLegalWeights());
                    ++grown;
                    setTable();
                }
                QVERIFY2(wrong(g).isEmpty(), qPrintable(wrong(g)));
                if (rng.below(6) == 0) {
                    pos.undoTo(std::max(0, pos.score() - 1 - static_cast<int>(rng.below(6))));
                    QVERIFY2(wrong(g).isEmpty(), qPrintable(wrong(g)));
                }
            }
        }
        QVERIFY(grown > 0); // the 32-cell window had to grow
        pos.setLegalWeights(nullptr);
        QVERIFY(!pos.hasLegalWeights());
    }

    void illegalMovesRejected()
    {
        Position pos(Variant::T5);
        const Move onCross{{3, 0}, {{3, 0}, Dir::S}};
        QVERIFY(!pos.isLegal(onCross));
        QVERIFY(!pos.play(onCross));
        const Move offLine{{2, 2}, {{0, 3}, Dir::NE}};
        QVERIFY(!pos.play(offLine));
        const Move far{{1000, -1000}, {{996, -996}, Dir::NE}};
        QVERIFY(!pos.play(far));
        QCOMPARE(pos.score(), 0);
        QCOMPARE(pos.legalCount(), 28);
        // 5T: a second line along the same segment is refused, touching end to end is fine.
        QVERIFY(pos.play({{-1, 3}, {{-1, 3}, Dir::E}}));
        // (0,3)..(4,3) would share the segment (0,3)-(3,3) with the line just drawn.
        QVERIFY(!pos.isLegal({{4, 3}, {{0, 3}, Dir::E}}));
        QVERIFY(pos.isLegal({{4, 3}, {{1, 3}, Dir::E}}) == false); // (5,3) is not on the board
        // 5D: lines of one direction may not even touch.
        Position d(Variant::D5);
        QVERIFY(d.play({{-1, 3}, {{-1, 3}, Dir::E}}));
        QVERIFY(d.play({{-1, 6}, {{-1, 6}, Dir::E}})); // another row: fine
    }

    void reproducibleReset()
    {
        Random b(5);
        Position reused(Variant::T5);
        for (int i = 0; i < 10; ++i) {
            reused.playRandom(b);
            reused.reset();
        }
        Random c(77), d(77);
        Position fresh2(Variant::T5);
        QCOMPARE(fresh2.playRandom(c), reused.playRandom(d));
        QCOMPARE(test::text(fresh2.moves()), test::text(reused.moves()));
        // reset() after a game and undoTo(0) leave the same legal list, in the same order.
        Position undone(Variant::T5);
        Random e(3);
        undone.playRandom(e);
        undone.undoTo(0);
        reused.reset();
        QCOMPARE(std::vector<int>(undone.legalIds().begin(), undone.legalIds().end()),
                 std::vector<int>(reused.legalIds().begin(), reused.legalIds().end()));
    }
};

QTEST_APPLESS_MAIN(TestPosition)
#include "tst_position.moc"
