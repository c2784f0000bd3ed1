// The seed's DNA hill climb (spec §6): its log, its reproducibility, and that every
// iteration is exactly generate / blacklist / evaluate / accept-if-not-worse.

#include "core/codes/LayerCode.h"
#include "core/rules/MoveText.h"
#include "core/rules/Position.h"
#include "core/search/HillClimb.h"
#include "tests/core/support/TestSupport.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>
#include <set>
#include <string>
#include <thread>

using namespace morpion;

Q_DECLARE_METATYPE(morpion::Variant)

namespace {

// A clock that advances a hundredth of a second per reading: logs become exact.
HillClimb::Clock fakeClock()
{
    auto now = std::make_shared<double>(100.0);
    return [now] { return *now += 0.01; };
}

struct Log {
    QStringList lines;
    std::vector<HillClimbImprovement> improvements;
};

// The improvement as one line, all its fields (the search log's own format is tested on
// its floor, formats/tst_searchlog).
std::string logLine(const HillClimbImprovement& i)
{
    return std::to_string(i.iteration) + ' ' + std::to_string(i.score) + ' ' + std::to_string(i.seconds) + ' ' + i.code;
}

Log runLog(Variant v, std::uint64_t seed, long iterations)
{
    HillClimbOptions options;
    options.variant = v;
    options.limits.seed = seed;
    options.limits.maxIterations = iterations;
    HillClimb climb(options, fakeClock());
    Log log;
    climb.run([&](const HillClimbImprovement& i) {
        log.lines << QString::fromStdString(logLine(i));
        log.improvements.push_back(i);
    });
    return log;
}

std::set<std::string> moveSet(const std::vector<Move>& moves)
{
    std::set<std::string> out;
    for (const Move& m : moves)
        out.insert(formatMove(m));
    return out;
}

} // namespace

class TestHillClimb : public QObject {
    Q_OBJECT

private slots:
    // Same seed and same clock: the same log, line for line. Other seeds: other logs.
    void reproducible_data() { test::addVariantRows(); }
    void reproducible()
    {
        QFETCH(Variant, variant);
        const Log a = runLog(variant, 42, 1500);
        const Log b = runLog(variant, 42, 1500);
        QVERIFY(a.lines.size() >= 2);
        QCOMPARE(a.lines, b.lines);
        const Log c = runLog(variant, 43, 1500);
        const Log d = runLog(variant, 44, 1500);
        QVERIFY(a.lines != c.lines);
        QVERIFY(c.lines != d.lines);
    }

    // Scores strictly rise, iterations and times never go back, every code decodes to a
    // grid of the logged score that is the logged game, and the log's last game is the best.
    void logIsConsistent_data() { test::addVariantRows(); }
    void logIsConsistent()
    {
        QFETCH(Variant, variant);
        for (std::uint64_t seed : {1u, 2u}) {
            const Log log = runLog(variant, seed, 1500);
            QVERIFY(!log.improvements.empty());
            QCOMPARE(log.improvements.front().iteration, 0L);
            for (std::size_t k = 0; k < log.improvements.size(); ++k) {
                const HillClimbImprovement& i = log.improvements[k];
                if (k > 0) {
                    const HillClimbImprovement& prev = log.improvements[k - 1];
                    QVERIFY(i.score > prev.score);
                    QVERIFY(i.iteration > prev.iteration);
                    QVERIFY(i.seconds > prev.seconds);
                }
                QCOMPARE(int(i.moves.size()), i.score);
                const auto layering = decodeLayerCode(variant, i.code);
                QVERIFY2(layering.ok(), layering.ok() ? "" : layering.error().message().c_str());
                QCOMPARE(layering->score(), i.score);
                QVERIFY(moveSet(layering->movesInOrder()) == moveSet(i.moves));
                // The moves are a finished game in play order.
                Position pos(variant);
                for (const Move& m : i.moves)
                    QVERIFY(pos.play(m));
                QVERIFY(pos.isOver());
            }
        }
    }

    // Each iteration is the spec's: the DNA it evaluated holds M's ranks n + 1 - i except
    // for at most blacklist lines of M at -1, the background in [0, 1), and the plain
    // Dna evaluation of that DNA gives the game the search got; M moves on iff not worse.
    // The small window makes the board grow under the search.
    void iterationsFollowTheSpec_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<int>("window");
        QTest::addColumn<int>("blacklist");
        for (Variant v : allVariants) {
            QTest::newRow(std::string(variantName(v)).c_str()) << v << 0 << 3;
            QTest::newRow((std::string(variantName(v)) + " growing").c_str()) << v << 32 << 3;
        }
        QTest::newRow("5T blacklist 1") << Variant::T5 << 0 << 1;
        QTest::newRow("5T blacklist 8") << Variant::T5 << 0 << 8;
    }
    void iterationsFollowTheSpec()
    {
        QFETCH(Variant, variant);
        QFETCH(int, window);
        QFETCH(int, blacklist);
        HillClimbOptions options;
        options.variant = variant;
        options.limits.seed = 9;
        options.initialWindow = window;
        options.blacklist = blacklist;
        const int iterations = 200;
        HillClimb climb(options, fakeClock());
        QVERIFY(climb.step()); // the random start game
        QCOMPARE(climb.iterations(), 0L);
        QCOMPARE(climb.currentMoves(), climb.bestMoves());
        int worse = 0, notWorse = 0;
        for (int k = 0; k < iterations; ++k) {
            const auto m = climb.currentMoves();
            const int bestBefore = climb.bestScore();
            const bool rose = climb.step();
            const Dna dna = climb.lastDna();
            const auto nm = climb.lastGame();

            std::vector<char> inM(Dna::size, 0);
            int blacklisted = 0;
            const int n = static_cast<int>(m.size());
            for (int i = 0; i < n; ++i) {
                const Line& line = m[static_cast<std::size_t>(i)].line;
                inM[static_cast<std::size_t>(Dna::index(line))] = 1;
                const double p = dna.priority(line);
                if (p == -1.0)
                    ++blacklisted;
                else
                    QCOMPARE(p, double(n + 1 - i));
            }
            QVERIFY(blacklisted >= 1 && blacklisted <= blacklist);
            for (int s = 0; s < Dna::size; ++s)
                if (!inM[static_cast<std::size_t>(s)])
                    QVERIFY(dna.priorityAt(s) >= 0.0 && dna.priorityAt(s) < 1.0);
            QCOMPARE(dna.evaluate(variant), nm);

            if (nm.size() >= m.size()) {
                QCOMPARE(climb.currentMoves(), nm);
                ++notWorse;
            } else {
                QCOMPARE(climb.currentMoves(), m);
                ++worse;
            }
            QCOMPARE(rose, int(nm.size()) > bestBefore);
            QCOMPARE(climb.bestScore(), std::max(bestBefore, int(nm.size())));
        }
        QCOMPARE(climb.iterations(), long(iterations));
        QVERIFY(worse > 0 && notWorse > 0); // both branches ran
    }

    // Without blacklisting, D replays M: the search stands still.
    void noBlacklistStandsStill()
    {
        HillClimbOptions options;
        options.limits.seed = 5;
        options.blacklist = 0;
        options.limits.maxIterations = 200;
        HillClimb climb(options, fakeClock());
        int reports = 0;
        QCOMPARE(climb.run([&](const HillClimbImprovement&) { ++reports; }), 200L);
        QCOMPARE(reports, 1);
        QCOMPARE(climb.lastGame(), climb.bestMoves());
        QCOMPARE(climb.currentMoves(), climb.bestMoves());
    }

    void iterationLimit()
    {
        HillClimbOptions options;
        options.limits.seed = 3;
        options.limits.maxIterations = 500;
        HillClimb climb(options, fakeClock());
        QCOMPARE(climb.iterations(), 0L);
        QCOMPARE(climb.bestScore(), -1);
        QCOMPARE(climb.run(), 500L);
        QCOMPARE(climb.iterations(), 500L);
        QVERIFY(climb.bestScore() > 0);
        QCOMPARE(int(climb.bestMoves().size()), climb.bestScore());
        QVERIFY(climb.currentScore() <= climb.bestScore());
        // The limit is over all runs: nothing left to do.
        QCOMPARE(climb.run(), 0L);

        // Stopping at 250 and stepping on to 500 is the same search as one run of 500.
        HillClimbOptions half = options;
        half.limits.maxIterations = 250;
        HillClimb whole(options, fakeClock());
        HillClimb parts(half, fakeClock());
        QStringList first, second;
        whole.run([&](const HillClimbImprovement& i) { first << QString::fromStdString(logLine(i)); });
        const auto note = [&](const HillClimbImprovement& i) { second << QString::fromStdString(logLine(i)); };
        QCOMPARE(parts.run(note), 250L);
        QCOMPARE(parts.iterations(), 250L);
        while (parts.iterations() < 500)
            parts.step(note);
        QCOMPARE(second, first);
        QCOMPARE(parts.bestMoves(), whole.bestMoves());
        QCOMPARE(whole.bestMoves(), climb.bestMoves());
    }

    void timeLimit()
    {
        HillClimbOptions options;
        options.limits.seed = 3;
        options.limits.maxSeconds = 5.0; // the fake clock: 0.01 s per reading
        HillClimb climb(options, fakeClock());
        const long done = climb.run();
        QVERIFY(done > 100 && done <= 500);
        QVERIFY(climb.elapsedSeconds() >= 5.0);
    }

    void stopFlag()
    {
        HillClimbOptions options;
        options.limits.seed = 3;
        HillClimb climb(options, fakeClock());
        std::atomic<bool> stop{true};
        QCOMPARE(climb.run({}, &stop), 0L); // no limit, but stopped before the first iteration
        QVERIFY(climb.bestScore() > 0);     // the start game was played
        // A callback (or another thread) raising the flag stops the run after that iteration.
        stop = false;
        long stoppedAt = -1;
        const long done = climb.run(
            [&](const HillClimbImprovement& i) {
                if (i.iteration >= 10 && stoppedAt < 0) {
                    stoppedAt = i.iteration;
                    stop = true;
                }
            },
            &stop);
        QVERIFY(stoppedAt >= 10);
        QCOMPARE(done, stoppedAt);
        QCOMPARE(climb.iterations(), stoppedAt);
    }

    // A worker thread runs it while this one raises the flag: it stops promptly.
    void stopFromAnotherThread()
    {
        HillClimbOptions options;
        options.limits.seed = 4;
        HillClimb climb(options);
        std::atomic<bool> stop{false};
        std::atomic<long> done{-1};
        std::thread worker([&] { done = climb.run({}, &stop); });
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        stop = true;
        worker.join();
        QVERIFY(done > 0);
        QCOMPARE(climb.iterations(), done.load());
    }

    // The search climbs: a deterministic floor for fixed seeds (the seed's Ruby needed
    // about a minute for 100; this takes about 0.1 s).
    void climbs_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 s : {1u, 2u, 3u})
            QTest::newRow(qPrintable(QString::number(s))) << s;
    }
    void climbs()
    {
        QFETCH(quint64, seed);
        HillClimbOptions options;
        options.limits.seed = seed;
        options.limits.maxIterations = 8000;
        HillClimb climb(options, fakeClock());
        climb.run();
        QVERIFY2(climb.bestScore() >= 100, qPrintable(QString::number(climb.bestScore())));
    }
};

QTEST_APPLESS_MAIN(TestHillClimb)
#include "tst_hillclimb.moc"
