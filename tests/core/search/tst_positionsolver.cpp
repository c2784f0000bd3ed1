// Solve from Here (solvePosition): the longest game from a position and the legal moves
// that keep it reachable, against a slow reference (ReferenceWalk) on random endgames of
// every variant; a budget too small is never proven and lights nothing; the threads do not
// change the answer; a stop ends it unproven; a start that does not replay is refused; a
// symmetric position proven with a move's walk cut is not complete.

#include "core/codes/GridEdit.h"
#include "core/codes/Symmetry.h"
#include "core/rules/Position.h"
#include "core/search/PositionSolver.h"
#include "tests/core/support/ReferenceWalk.h"
#include "tests/core/support/TestGrids.h"

#include <QTest>

#include <atomic>
#include <chrono>

using namespace morpion;
using namespace morpion::test;

Q_DECLARE_METATYPE(morpion::Variant)

namespace {

PositionSolution solve(Variant v, const std::vector<Move>& start, std::uint64_t nodes, int threads = 1,
                       const std::atomic<bool>* stop = nullptr)
{
    PositionSolveOptions o;
    o.variant = v;
    o.start = start;
    o.nodes = nodes;
    o.threads = threads;
    auto s = solvePosition(o, stop);
    if (!s)
        throw std::runtime_error(s.error().message());
    return std::move(s).value();
}

std::vector<Move> legalAfter(Variant v, const std::vector<Move>& start)
{
    Position p(v);
    for (const Move& m : start)
        p.play(m);
    return p.legalMoves();
}

// A move and its images under the 8 symmetries of the cross, in the symmetries' order.
std::vector<Move> orbit(Variant v, const Move& m)
{
    std::vector<Move> out;
    for (int g = 0; g < Symmetry::count; ++g)
        out.push_back(Symmetry(g).apply(v, m));
    return out;
}

} // namespace

class TestPositionSolver : public QObject {
    Q_OBJECT

private slots:
    // Positions a few moves from a random game's end: proven, the score the reference's
    // longest, the line a legal game of that length from the position, and the moves kept
    // exactly those after which the reference still reaches the score.
    void againstReference_data()
    {
        QTest::addColumn<Variant>("variant");
        for (const Variant v : allVariants)
            QTest::newRow(variantName(v).data()) << v;
    }
    void againstReference()
    {
        QFETCH(Variant, variant);
        int compared = 0, partial = 0;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const std::vector<Move> game = randomGame(variant, seed);
            const int n = static_cast<int>(game.size());
            // From the end back while the positions' trees fit the budget.
            for (int k = n; k >= std::max(0, n - 6); --k) {
                const std::vector<Move> start(game.begin(), game.begin() + k);
                const PositionSolution s = solve(variant, start, 200000);
                if (!s.proven)
                    break;
                QVERIFY(s.keepingComplete);
                const int score = k + referenceWalk(variant, start, 1 << 20, 30000).best;
                QCOMPARE(s.score, score);
                QCOMPARE(static_cast<int>(s.line.size()), score);
                QVERIFY(std::equal(start.begin(), start.end(), s.line.begin()));
                QVERIFY(!checkPlayable(variant, s.line));
                std::vector<Move> keeping;
                for (const Move& m : legalAfter(variant, start)) {
                    std::vector<Move> after = start;
                    after.push_back(m);
                    if (k + 1 + referenceWalk(variant, after, 1 << 20, 30000).best == score)
                        keeping.push_back(m);
                }
                QCOMPARE(s.keeping, keeping);
                partial += !keeping.empty() && keeping.size() < legalAfter(variant, start).size();
                ++compared;
            }
        }
        QVERIFY(compared >= 12);
        QVERIFY(partial >= 1); // some position where a move loses: the test can tell
    }

    // A budget the position's tree exceeds: not proven, nothing kept, the best game found
    // still a legal one from the position; a budget the children exceed: the moves proven
    // only, and not complete.
    void cutIsNeverProven_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<int>("moves");
        QTest::addColumn<int>("nodes");
        QTest::newRow("5T cross") << Variant::T5 << 0 << 1000;
        QTest::newRow("4D cross") << Variant::D4 << 0 << 5000;
        QTest::newRow("4T after 10") << Variant::T4 << 10 << 2000;
    }
    void cutIsNeverProven()
    {
        QFETCH(Variant, variant);
        QFETCH(int, moves);
        QFETCH(int, nodes);
        const std::vector<Move> start = randomGame(variant, 7, moves);
        const PositionSolution s = solve(variant, start, static_cast<std::uint64_t>(nodes));
        QVERIFY(!s.proven);
        QVERIFY(s.keeping.empty());
        QVERIFY(!s.keepingComplete);
        QVERIFY(s.score > moves);
        QCOMPARE(static_cast<int>(s.line.size()), s.score);
        QVERIFY(!checkPlayable(variant, s.line));
        QVERIFY(std::equal(start.begin(), start.end(), s.line.begin()));
    }

    // The walks count classes up to the symmetries that keep their start, so a symmetric
    // position can have fewer than a move after it (which breaks the symmetry): with a
    // budget between the two, the position is proven but that move's walk is cut, and
    // the moves kept are not known to be all. With a budget for every move, they are.
    void symmetricCutIsNotComplete_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<int>("nodes");
        // 106 classes; 289 after each of the 8 legal moves.
        QTest::newRow("4D") << Variant::D4 << 200;
        // 109 classes; 296 after each of the 8 legal moves.
        QTest::newRow("4T") << Variant::T4 << 200;
    }
    void symmetricCutIsNotComplete()
    {
        QFETCH(Variant, variant);
        QFETCH(int, nodes);
        // The cross's 8 arm ends each lengthened by one, then the 8 diagonals through the
        // new ends: every symmetry of the cross keeps the position.
        std::vector<Move> start = orbit(variant, Move{{2, -1}, {{2, -1}, Dir::S}});
        for (const Move& m : orbit(variant, Move{{8, 5}, {{5, 2}, Dir::SE}}))
            start.push_back(m);
        const PositionSolution cut = solve(variant, start, static_cast<std::uint64_t>(nodes));
        QVERIFY(cut.proven);
        QVERIFY(!cut.keepingComplete);
        // Only the best line's first move, which needs no walk of its own.
        QCOMPARE(cut.keeping, std::vector<Move>{cut.line[start.size()]});
        const PositionSolution full = solve(variant, start, 10000000);
        QVERIFY(full.proven);
        QCOMPARE(full.score, cut.score);
        QVERIFY(full.keepingComplete);
        QCOMPARE(full.keeping, legalAfter(variant, start)); // every move keeps the score
    }

    // One or two threads: the same proven score and moves kept.
    void threadsChangeNothing()
    {
        const std::vector<Move> game = randomGame(Variant::D4, 3);
        const std::vector<Move> start(game.begin(), game.end() - 8);
        const PositionSolution one = solve(Variant::D4, start, 500000, 1);
        const PositionSolution two = solve(Variant::D4, start, 500000, 2);
        QVERIFY(one.proven);
        QCOMPARE(two.proven, one.proven);
        QCOMPARE(two.score, one.score);
        QCOMPARE(two.keeping, one.keeping);
        QCOMPARE(two.keepingComplete, one.keepingComplete);
    }

    // The last progress is the answer's: its nodes, its best, its time, which is the walk's
    // (more than nothing, within the call's).
    void lastProgressIsTheAnswer()
    {
        const std::vector<Move> game = randomGame(Variant::D4, 3);
        PositionSolveOptions o;
        o.variant = Variant::D4;
        o.start.assign(game.begin(), game.end() - 8);
        o.nodes = 500000;
        PositionSolveProgress last;
        int reports = 0;
        const auto began = std::chrono::steady_clock::now();
        const auto s = solvePosition(o, nullptr, [&](const PositionSolveProgress& p) {
            last = p;
            ++reports;
        });
        const double within = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
        QVERIFY(s.ok() && s->proven);
        QVERIFY(reports >= 1);
        QCOMPARE(last.nodes, s->nodes);
        QCOMPARE(last.best, s->score);
        QCOMPARE(last.seconds, s->seconds);
        QVERIFY2(s->seconds > 0 && s->seconds <= within, qPrintable(QString::number(s->seconds)));
    }

    // A stop before the start: nothing proven, an answer all the same.
    void stopEndsUnproven()
    {
        const std::atomic<bool> stop{true};
        const PositionSolution s = solve(Variant::T5, {}, 100000000, 2, &stop);
        QVERIFY(!s.proven);
        QVERIFY(s.keeping.empty());
        QVERIFY(s.nodes < 100000000);
    }

    // A start that does not replay is refused with the move's index.
    void badStartRefused()
    {
        std::vector<Move> start = randomGame(Variant::T5, 5, 6);
        std::swap(start.front(), start.back());
        PositionSolveOptions o;
        o.variant = Variant::T5;
        o.start = start;
        const auto s = solvePosition(o);
        QVERIFY(!s.ok());
        QCOMPARE(s.error().kind, ErrorKind::IllegalMove);
    }

    // What the solver refuses (no thread to walk with) comes back as its error, never as a
    // solution.
    void solverErrorIsPassedOn()
    {
        PositionSolveOptions o;
        o.variant = Variant::D4;
        o.threads = 0;
        const auto s = solvePosition(o);
        QVERIFY(!s.ok());
        QVERIFY(s.error().message().find("threads") != std::string::npos);
    }

    // The game over: proven at its own score, nothing to keep, complete.
    void gameOver()
    {
        const std::vector<Move> game = randomGame(Variant::T4, 11);
        const PositionSolution s = solve(Variant::T4, game, 1000);
        QVERIFY(s.proven);
        QCOMPARE(s.score, static_cast<int>(game.size()));
        QVERIFY(s.keeping.empty());
        QVERIFY(s.keepingComplete);
    }
};

QTEST_APPLESS_MAIN(TestPositionSolver)
#include "tst_positionsolver.moc"
