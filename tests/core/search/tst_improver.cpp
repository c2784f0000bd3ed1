// Improver (core/search/Improver.h): large neighbourhood search from a grid. It starts by
// reporting the grid, never reports less, keeps grids legal, is reproducible by seed and
// iteration budget, improves an unfinished grid, drifts across plateaus (keeps equal
// refills), and stops on demand.

#include "core/codes/GridEdit.h"
#include "core/codes/LayerCode.h"
#include "core/rules/Position.h"
#include "core/search/Improver.h"

#include "tests/core/support/TestSupport.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <thread>

using namespace morpion;

Q_DECLARE_METATYPE(morpion::Variant)

namespace {

struct Run {
    SearchResult result;
    std::vector<SearchImprovement> improvements;
};

Run improve(const ImproverOptions& o, const std::atomic<bool>* stop = nullptr)
{
    Run run;
    Improver improver(o);
    auto result = improver.run([&](const SearchImprovement& i) { run.improvements.push_back(i); }, {}, stop);
    if (!result.ok())
        qFatal("improve failed: %s", result.error().message().c_str());
    run.result = std::move(result).value();
    return run;
}

ImproverOptions smallOptions(Variant v, std::vector<Move> grid, std::uint64_t seed, int threads, std::int64_t iterations)
{
    ImproverOptions o;
    o.variant = v;
    o.grid = std::move(grid);
    o.limits.seed = seed;
    o.limits.threads = threads;
    o.limits.maxIterations = iterations;
    o.refill.level = 1;
    o.refill.iterations = 20;
    return o;
}

bool replays(Variant v, const std::vector<Move>& moves)
{
    Position pos(v);
    for (const Move& m : moves)
        if (!pos.play(m))
            return false;
    return true;
}

} // namespace

class TestImprover : public QObject {
    Q_OBJECT

private slots:
    void startsFromTheGridAndNeverLoses_data()
    {
        QTest::addColumn<Variant>("variant");
        for (Variant v : allVariants)
            QTest::newRow(std::string(variantName(v)).c_str()) << v;
    }
    void startsFromTheGridAndNeverLoses()
    {
        QFETCH(Variant, variant);
        const auto grid = test::randomGame(variant, 11);
        const Run run = improve(smallOptions(variant, grid, 5, 1, 30));
        QVERIFY(!run.improvements.empty());
        QCOMPARE(run.improvements.front().iterations, std::int64_t{0});
        QCOMPARE(run.improvements.front().score, static_cast<int>(grid.size()));
        QCOMPARE(run.improvements.front().code, encodeLayerCode(variant, grid).value());
        int last = -1;
        for (std::size_t k = 1; k < run.improvements.size(); ++k)
            QVERIFY(run.improvements[k].iterations >= 1); // found by a neighbourhood, not the grid itself
        for (const SearchImprovement& i : run.improvements) {
            QVERIFY(i.score > last);
            last = i.score;
            QVERIFY(replays(variant, i.moves));
            QCOMPARE(static_cast<int>(i.moves.size()), i.score);
        }
        QVERIFY(run.result.score >= static_cast<int>(grid.size()));
        QVERIFY(replays(variant, run.result.moves));
        QCOMPARE(run.result.iterations, std::int64_t{30});
        QCOMPARE(run.result.reason, SearchStop::Iterations);
    }

    // A random 5T game is far from the best: a few neighbourhoods refilled beat it.
    void improvesARandomGame()
    {
        const auto grid = test::randomGame(Variant::T5, 3);
        const Run run = improve(smallOptions(Variant::T5, grid, 1, 1, 40));
        QVERIFY2(run.result.score > static_cast<int>(grid.size()),
                 qPrintable(QStringLiteral("%1 -> %2").arg(grid.size()).arg(run.result.score)));
    }

    void reproducible()
    {
        const auto grid = test::randomGame(Variant::T5, 8);
        for (int threads : {1, 2}) {
            const Run a = improve(smallOptions(Variant::T5, grid, 42, threads, 24));
            const Run b = improve(smallOptions(Variant::T5, grid, 42, threads, 24));
            QCOMPARE(a.result.score, b.result.score);
            QVERIFY(a.result.moves == b.result.moves);
            QCOMPARE(a.result.iterations, std::int64_t{24});
        }
        // A budget that does not divide by the threads is spent whole (the first threads
        // take one more).
        QCOMPARE(improve(smallOptions(Variant::T5, grid, 42, 3, 25)).result.iterations, std::int64_t{25});
        // Another seed is another run: its neighbourhoods differ, and so does what it finds
        // along the way (an improver that ignored its seed would repeat seed 42's run).
        const Run same = improve(smallOptions(Variant::T5, grid, 42, 1, 24));
        const Run other = improve(smallOptions(Variant::T5, grid, 43, 1, 24));
        const auto codes = [](const Run& run) {
            std::vector<std::pair<std::int64_t, std::string>> found;
            for (const SearchImprovement& i : run.improvements)
                found.emplace_back(i.iterations, i.code);
            found.emplace_back(-1, encodeLayerCode(Variant::T5, run.result.moves).value());
            return found;
        };
        QVERIFY(codes(other) != codes(same));
    }

    // A refill as long as the current grid is kept: the walk drifts across a plateau of
    // other grids of the same length while the best stays. Only the current grid shows it
    // (onCurrent); an improver that kept only longer refills reports the same best.
    void keepsEqualRefills()
    {
        const auto grid = test::randomGame(Variant::T5, 8);
        ImproverOptions o = smallOptions(Variant::T5, grid, 7, 1, 60);
        std::vector<std::pair<std::int64_t, std::vector<Move>>> kept;
        int otherThreads = 0;
        o.onCurrent = [&](int thread, std::int64_t iteration, const std::vector<Move>& current) {
            otherThreads += thread != 0;
            kept.emplace_back(iteration, current);
        };
        const Run run = improve(o);
        QCOMPARE(otherThreads, 0);
        const auto asSet = [](std::vector<Move> moves) {
            std::sort(moves.begin(), moves.end());
            return moves;
        };
        std::vector<Move> current = asSet(grid);
        std::int64_t last = 0;
        std::size_t longest = grid.size();
        int drifts = 0;
        for (const auto& [iteration, moves] : kept) {
            QVERIFY(iteration > last && iteration <= 60);
            last = iteration;
            QVERIFY(replays(Variant::T5, moves));
            QVERIFY(moves.size() >= current.size()); // never a shorter one
            if (moves.size() == current.size() && asSet(moves) != current)
                ++drifts;
            current = asSet(moves);
            longest = std::max(longest, moves.size());
        }
        QVERIFY2(drifts >= 3, qPrintable(QStringLiteral("%1 equal refills of another grid").arg(drifts)));
        QCOMPARE(run.result.score, static_cast<int>(longest));
    }

    // Every option of the walk and of its refills reaches them: changed alone, it changes
    // the walk (the grids kept, seen through onCurrent) from the same seed. Not layerSpan:
    // a layer removed takes with its cone nearly every later layer, so the span seldom
    // changes what is removed (walks of 16 to 30 neighbourhoods did not tell 1 from 4).
    void eachOptionChangesTheWalk_data()
    {
        QTest::addColumn<QString>("option");
        for (const char* option : {"alpha", "stabilization", "level", "iterations", "region-radius", "max-removed"})
            QTest::newRow(option) << QString::fromLatin1(option);
    }
    void eachOptionChangesTheWalk()
    {
        QFETCH(QString, option);
        const auto walk = [](const ImproverOptions& o) {
            std::vector<std::pair<std::int64_t, std::vector<Move>>> kept;
            ImproverOptions watched = o;
            watched.onCurrent = [&](int, std::int64_t iteration, const std::vector<Move>& current) {
                kept.emplace_back(iteration, current);
            };
            improve(watched);
            return kept;
        };
        const ImproverOptions o = smallOptions(Variant::T5, test::randomGame(Variant::T5, 8), 9, 1, 16);
        ImproverOptions changed = o;
        if (option == QLatin1String("alpha"))
            changed.refill.alpha = 0.25;
        else if (option == QLatin1String("stabilization"))
            changed.refill.stabilization = 3;
        else if (option == QLatin1String("level"))
            changed.refill.level = 2;
        else if (option == QLatin1String("iterations"))
            changed.refill.iterations = 7;
        else if (option == QLatin1String("region-radius"))
            changed.regionRadius = 1;
        else
            changed.maxRemoved = 2;
        const auto before = walk(o);
        QVERIFY(!before.empty());
        QVERIFY(walk(o) == before); // the same options walk the same way
        QVERIFY(walk(changed) != before);
    }

    void areaOnlyTouchesTheArea()
    {
        const auto grid = test::randomGame(Variant::T5, 21);
        ImproverOptions o = smallOptions(Variant::T5, grid, 3, 1, 10);
        o.area = std::pair(Point{0, 0}, Point{4, 4});
        const Run run = improve(o);
        QVERIFY(replays(Variant::T5, run.result.moves));
        QVERIFY(run.result.score >= static_cast<int>(grid.size()));
        // Every move outside the area that needs nothing inside it is still there.
        const auto kept = removeRegion(Variant::T5, grid, Point{0, 0}, Point{4, 4});
        QVERIFY(kept.ok() && !kept->removed.empty());
        for (const Move& m : kept->moves)
            QVERIFY(std::find(run.result.moves.begin(), run.result.moves.end(), m) != run.result.moves.end());
    }

    void stopsOnTargetAndOnDemand()
    {
        const auto grid = test::randomGame(Variant::T5, 4);
        ImproverOptions o = smallOptions(Variant::T5, grid, 2, 1, -1);
        o.limits.targetScore = static_cast<int>(grid.size()); // met by the grid itself
        QCOMPARE(improve(o).result.reason, SearchStop::Target);

        o.limits.targetScore = -1;
        std::atomic<bool> stop{false};
        std::thread stopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            stop.store(true);
        });
        const Run run = improve(o, &stop);
        stopper.join();
        QCOMPARE(run.result.reason, SearchStop::Requested);

        // Stopped before any neighbourhood, or any thread (--seconds 0): the grid itself is
        // the result, not "best -1".
        for (const double seconds : {0.0, 1e-300}) {
            ImproverOptions now = smallOptions(Variant::T5, grid, 2, 3, -1);
            now.limits.maxSeconds = seconds;
            const Run quick = improve(now);
            QCOMPARE(quick.result.score, static_cast<int>(grid.size()));
            QCOMPARE(quick.result.moves, grid);
            QCOMPARE(quick.result.code, encodeLayerCode(Variant::T5, grid).value());
        }
        const std::atomic<bool> stopped{true};
        const Run none = improve(o, &stopped);
        QCOMPARE(none.result.score, static_cast<int>(grid.size()));
    }

    void checkRefusesBadOptions()
    {
        ImproverOptions o;
        o.limits.threads = 0;
        QCOMPARE(Improver::check(o)->kind, ErrorKind::Syntax);
        o.limits.threads = 1;
        o.maxRemoved = 0;
        QCOMPARE(Improver::check(o)->kind, ErrorKind::Syntax);
        o.maxRemoved = 10;
        o.grid = {Move{{20, 20}, {{20, 20}, Dir::E}}};
        const auto bad = Improver::check(o);
        QVERIFY(bad && bad->kind == ErrorKind::IllegalMove);
    }
};

QTEST_APPLESS_MAIN(TestImprover)
#include "tst_improver.moc"
