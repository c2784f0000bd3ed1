// One thread of a search alone, on the calling thread (runSearchThread, Search::runThread):
// what the web page's workers run, one a thread. k of them, each given its index, find what
// the search finds on k threads: the same best game (ties: the lowest thread), the same
// iterations, and with one thread the same log line for line.

#include "core/codes/LayerCode.h"
#include "core/search/Search.h"
#include "core/search/SearchRunner.h"

#include <QTest>

#include <atomic>

using namespace morpion;

namespace {

struct Run {
    SearchResult result;
    std::vector<SearchImprovement> improvements;
    std::vector<SearchProgress> progress;
};

SearchOptions options(SearchAlgorithm algorithm, std::uint64_t seed, int threads, std::int64_t iterations)
{
    SearchOptions o;
    o.algorithm = algorithm;
    o.variant = Variant::T5;
    o.limits.seed = seed;
    o.limits.threads = threads;
    o.limits.maxIterations = iterations;
    o.nrpa.level = 2;
    o.nrpa.iterations = 10;
    if (algorithm == SearchAlgorithm::Improve) {
        // A short game to improve: the first moves of a fixed playout.
        Search start(options(SearchAlgorithm::Nrpa, 1, 1, 30));
        auto r = start.run();
        o.grid = r.value().moves;
        o.grid.resize(std::min<std::size_t>(o.grid.size(), 40));
        o.start = SearchStart::Warm;
    }
    return o;
}

Run whole(const SearchOptions& o)
{
    Run run;
    Search search(o);
    auto r = search.run([&](const SearchImprovement& i) { run.improvements.push_back(i); });
    if (!r)
        qFatal("search failed: %s", r.error().message().c_str());
    run.result = std::move(r).value();
    return run;
}

Run alone(const SearchOptions& o, int thread, const std::atomic<bool>* stop = nullptr)
{
    Run run;
    Search search(o);
    auto r = search.runThread(
        thread, [&](const SearchImprovement& i) { run.improvements.push_back(i); },
        [&](const SearchProgress& p) { run.progress.push_back(p); }, stop);
    if (!r)
        qFatal("thread failed: %s", r.error().message().c_str());
    run.result = std::move(r).value();
    return run;
}

} // namespace

class TestSearchThread : public QObject {
    Q_OBJECT

private slots:
    void sameAsThreads_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("threads");
        QTest::addColumn<qint64>("iterations");
        for (int a : {int(SearchAlgorithm::Nrpa), int(SearchAlgorithm::HillClimb), int(SearchAlgorithm::Improve)})
            for (int threads : {1, 2, 3})
                QTest::addRow("%s %d", searchAlgorithmName(SearchAlgorithm(a)), threads)
                    << a << threads << qint64(a == int(SearchAlgorithm::Improve) ? 7 : 701);
    }
    // The best over the threads alone is the search's result on that many threads: its
    // score, game, thread and the iterations added up.
    void sameAsThreads()
    {
        QFETCH(int, algorithm);
        QFETCH(int, threads);
        QFETCH(qint64, iterations);
        const SearchOptions o = options(SearchAlgorithm(algorithm), 11, threads, iterations);
        const Run all = whole(o);
        SearchResult best;
        std::int64_t total = 0;
        for (int t = 0; t < threads; ++t) {
            const Run one = alone(o, t);
            QCOMPARE(one.result.thread, t);
            QCOMPARE(one.result.threads, 1); // it started one thread's search: its own
            QCOMPARE(one.result.reason, SearchStop::Iterations);
            QCOMPARE(one.result.iterations, o.limits.iterationShare(t));
            total += one.result.iterations;
            if (one.result.score > best.score)
                best = one.result;
            // Its improvements rise and end at its best; each is its own game, coded.
            QVERIFY(!one.improvements.empty());
            QCOMPARE(one.improvements.back().score, one.result.score);
            for (const SearchImprovement& i : one.improvements) {
                QCOMPARE(i.thread, t);
                QCOMPARE(i.code, encodeLayerCode(o.variant, i.moves).value());
            }
            QVERIFY(!one.progress.empty());
            QCOMPARE(one.progress.back().iterations, one.result.iterations);
        }
        QCOMPARE(total, all.result.iterations);
        QCOMPARE(best.score, all.result.score);
        QCOMPARE(best.thread, all.result.thread);
        QCOMPARE(best.moves, all.result.moves);
        QCOMPARE(best.code, all.result.code);
    }

    // With one thread, the log is the search's, line for line (iterations and games).
    void oneThreadSameLog_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::newRow("nrpa") << int(SearchAlgorithm::Nrpa);
        QTest::newRow("hillclimb") << int(SearchAlgorithm::HillClimb);
        QTest::newRow("improve") << int(SearchAlgorithm::Improve);
    }
    void oneThreadSameLog()
    {
        QFETCH(int, algorithm);
        const SearchOptions o = options(SearchAlgorithm(algorithm), 5, 1, algorithm == int(SearchAlgorithm::Improve) ? 9 : 1500);
        const Run all = whole(o);
        const Run one = alone(o, 0);
        QCOMPARE(one.improvements.size(), all.improvements.size());
        for (std::size_t i = 0; i < all.improvements.size(); ++i) {
            QCOMPARE(one.improvements[i].iterations, all.improvements[i].iterations);
            QCOMPARE(one.improvements[i].score, all.improvements[i].score);
            QCOMPARE(one.improvements[i].code, all.improvements[i].code);
        }
    }

    // Progress comes from inside the search, every progressSeconds, and rises.
    void progressFromInside()
    {
        SearchOptions o = options(SearchAlgorithm::Nrpa, 3, 1, -1);
        o.limits.maxSeconds = 0.35;
        o.limits.progressSeconds = 0.05;
        const Run one = alone(o, 0);
        QCOMPARE(one.result.reason, SearchStop::Time);
        QVERIFY2(one.progress.size() >= 3, qPrintable(QString::number(one.progress.size())));
        for (std::size_t i = 1; i < one.progress.size(); ++i)
            QVERIFY(one.progress[i].iterations >= one.progress[i - 1].iterations);
        QCOMPARE(one.progress.back().iterations, one.result.iterations);
    }

    // A raised flag stops it at once, with what it found: before it started, nothing.
    void stopFlag()
    {
        const std::atomic<bool> stop{true};
        const Run one = alone(options(SearchAlgorithm::Nrpa, 3, 2, -1), 1, &stop);
        QCOMPARE(one.result.reason, SearchStop::Requested);
        QCOMPARE(one.result.iterations, std::int64_t{0});
        QCOMPARE(one.result.threads, 0); // stopped before its search started, as a whole run says it
    }

    // A stop asked of the search (requestStop, as a Stop button asks it) ends the run it
    // meets only: the next thread the same search runs goes to its end.
    void requestedStopEndsOneRun()
    {
        Search search(options(SearchAlgorithm::Nrpa, 3, 2, 40));
        search.requestStop();
        const auto stopped = search.runThread(0);
        QVERIFY(stopped.ok());
        QCOMPARE(stopped->reason, SearchStop::Requested);
        const auto next = search.runThread(1);
        QVERIFY(next.ok());
        QVERIFY(next->reason != SearchStop::Requested);
        QVERIFY(next->iterations > 0);
    }

    // What runs only whole is refused: root parallelism, a thread not of the search.
    void refused_data()
    {
        QTest::addColumn<bool>("root");
        QTest::addColumn<int>("thread");
        QTest::newRow("root-parallel") << true << 0;
        QTest::newRow("thread -1") << false << -1;
        QTest::newRow("thread 2 of 2") << false << 2;
    }
    void refused()
    {
        QFETCH(bool, root);
        QFETCH(int, thread);
        SearchOptions o = options(SearchAlgorithm::Nrpa, 3, 2, 100);
        o.nrpa.parallel = root ? SearchParallel::Root : SearchParallel::Independent;
        Search search(o);
        const auto r = search.runThread(thread);
        QVERIFY(!r);
        QCOMPARE(r.error().kind, ErrorKind::Syntax);
    }
};

QTEST_APPLESS_MAIN(TestSearchThread)
#include "tst_searchthread.moc"
