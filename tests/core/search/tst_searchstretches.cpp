// A search run in stretches (Search::saveEvery), its state saved between them, as
// `morpion-cli search --checkpoint` runs: it plays the same games as a run in one piece, a
// stop between two stretches keeps the last state saved, and the stop rules hold for the
// whole run.

#include "core/search/Search.h"
#include "core/search/SearchCheckpoint.h"

#include <QElapsedTimer>
#include <QTest>

#include <atomic>
#include <functional>
#include <string>
#include <vector>

using namespace morpion;

Q_DECLARE_METATYPE(morpion::SearchAlgorithm)

namespace {

// A stretch this short cuts a run of a few tenths of a second into many.
constexpr double stretch = 0.01;

struct Run {
    SearchResult result;
    std::vector<SearchImprovement> improvements;
    std::vector<std::string> saved; // each state handed to the save callback, formatted
    std::string last;               // the search's checkpoint at the end, formatted
};

// The state without its seconds, which depend on timing.
std::string formatted(SearchCheckpoint c)
{
    c.seconds = 0;
    return formatSearchCheckpoint(c);
}

// Runs `search` (in stretches when `stretches`); `onSave(n)` runs after the n-th save.
Run run(Search& search, bool stretches, const std::atomic<bool>* stop = nullptr,
        const std::function<void(std::size_t)>& onSave = {})
{
    Run r;
    if (stretches)
        search.saveEvery(stretch, [&](const SearchCheckpoint& c) {
            // What is saved reads back as itself: a later process goes on from the file.
            const std::string text = formatSearchCheckpoint(c);
            const auto read = parseSearchCheckpoint(text);
            if (!read.ok() || formatSearchCheckpoint(read.value()) != text)
                qFatal("a saved state does not read back");
            r.saved.push_back(formatted(c));
            if (onSave)
                onSave(r.saved.size());
        });
    auto result = search.run([&](const SearchImprovement& i) { r.improvements.push_back(i); }, {}, stop);
    if (!result.ok())
        qFatal("search failed: %s", result.error().message().c_str());
    r.result = std::move(result).value();
    if (search.checkpoint())
        r.last = formatted(*search.checkpoint());
    return r;
}

SearchOptions options(SearchAlgorithm algorithm, int threads, std::int64_t iterations)
{
    SearchOptions o;
    o.algorithm = algorithm;
    o.limits.seed = 31;
    o.limits.threads = threads;
    o.limits.maxIterations = iterations;
    o.nrpa.level = 2;
    o.nrpa.iterations = 12;
    return o;
}

void compareRuns(const Run& stretched, const Run& once, int threads)
{
    QCOMPARE(stretched.result.score, once.result.score);
    QCOMPARE(stretched.result.moves, once.result.moves);
    QCOMPARE(stretched.result.code, once.result.code);
    QCOMPARE(stretched.result.iterations, once.result.iterations);
    QCOMPARE(stretched.result.reason, once.result.reason);
    QCOMPARE(stretched.last, once.last);
    // With one thread the same games are reported at the same iterations; with more,
    // which thread's game comes first depends on timing.
    if (threads > 1)
        return;
    QCOMPARE(stretched.improvements.size(), once.improvements.size());
    for (std::size_t i = 0; i < once.improvements.size(); ++i) {
        QCOMPARE(stretched.improvements[i].score, once.improvements[i].score);
        QCOMPARE(stretched.improvements[i].iterations, once.improvements[i].iterations);
        QCOMPARE(stretched.improvements[i].moves, once.improvements[i].moves);
    }
}

} // namespace

class TestSearchStretches : public QObject {
    Q_OBJECT

private slots:
    void sameAsOnePiece_data()
    {
        QTest::addColumn<SearchAlgorithm>("algorithm");
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("iterations");
        QTest::newRow("NRPA, 1 thread") << SearchAlgorithm::Nrpa << 1 << 40000;
        QTest::newRow("NRPA, 2 threads") << SearchAlgorithm::Nrpa << 2 << 60000;
        QTest::newRow("hill climb, 1 thread") << SearchAlgorithm::HillClimb << 1 << 20000;
        QTest::newRow("hill climb, 2 threads") << SearchAlgorithm::HillClimb << 2 << 30000;
    }
    // Stretches go on exactly where the one before stopped: the same best game, the same
    // games reported, the same state at the end as a run in one piece; each stretch's
    // state is saved, and each saved state has done at least the iterations of the one
    // before.
    void sameAsOnePiece()
    {
        QFETCH(SearchAlgorithm, algorithm);
        QFETCH(int, threads);
        QFETCH(int, iterations);
        const SearchOptions o = options(algorithm, threads, iterations);
        Search whole(o);
        const Run once = run(whole, false);
        QCOMPARE(once.result.reason, SearchStop::Iterations);
        Search parts(o);
        const Run stretched = run(parts, true);
        QVERIFY2(stretched.saved.size() >= 3, qPrintable(QString::number(stretched.saved.size())));
        QCOMPARE(stretched.saved.back(), stretched.last);
        compareRuns(stretched, once, threads);
    }

    // A search taken up from a checkpoint runs in stretches too, its budget counting the
    // checkpoint's iterations.
    void fromCheckpoint()
    {
        const SearchOptions o = options(SearchAlgorithm::Nrpa, 1, 40000);
        Search whole(o);
        const Run once = run(whole, false);
        SearchOptions half = o;
        half.limits.maxIterations = 15000;
        Search first(half);
        run(first, false);
        QVERIFY(first.checkpoint());
        SearchLimits stops;
        stops.maxIterations = o.limits.maxIterations;
        Search second(*first.checkpoint(), stops);
        const Run rest = run(second, true);
        QVERIFY(rest.saved.size() >= 2);
        QCOMPARE(rest.result.score, once.result.score);
        QCOMPARE(rest.result.moves, once.result.moves);
        QCOMPARE(rest.result.iterations, once.result.iterations);
        QCOMPARE(rest.last, once.last);
    }

    // A stop that comes between two stretches (while a state is being saved, as a signal or
    // the user's Stop may) ends the run with that state: nothing after it is lost or
    // changed, and going on from it plays the same games as a run in one piece.
    void stopBetweenStretches_data()
    {
        QTest::addColumn<bool>("byFlag"); // the caller's stop flag, else requestStop()
        QTest::newRow("stop flag") << true;
        QTest::newRow("requestStop") << false;
    }
    void stopBetweenStretches()
    {
        QFETCH(bool, byFlag);
        const SearchOptions o = options(SearchAlgorithm::Nrpa, 1, 40000);
        Search whole(o);
        const Run once = run(whole, false);

        std::atomic<bool> stop{false};
        Search parts(o);
        const Run stopped = run(parts, true, &stop, [&](std::size_t saves) {
            if (saves != 2)
                return;
            if (byFlag)
                stop = true;
            else
                parts.requestStop();
        });
        QCOMPARE(stopped.result.reason, SearchStop::Requested);
        QVERIFY(stopped.saved.size() >= 2);
        // Every state saved after the stop is the one saved when it came.
        for (std::size_t i = 2; i < stopped.saved.size(); ++i)
            QCOMPARE(stopped.saved[i], stopped.saved[1]);
        QCOMPARE(stopped.last, stopped.saved[1]);
        QVERIFY(stopped.last != once.last);

        SearchLimits stops;
        stops.maxIterations = o.limits.maxIterations;
        Search resumed(*parts.checkpoint(), stops);
        const Run rest = run(resumed, false);
        QCOMPARE(rest.result.score, once.result.score);
        QCOMPARE(rest.result.moves, once.result.moves);
        QCOMPARE(rest.result.iterations, once.result.iterations);
        QCOMPARE(rest.last, once.last);
    }

    // The time limit is the whole run's, not each stretch's: the run ends once it has
    // passed, after several stretches.
    void timeLimitForTheWholeRun()
    {
        SearchOptions o = options(SearchAlgorithm::HillClimb, 1, -1);
        o.limits.maxSeconds = 0.3;
        Search search(o);
        std::vector<double> saved;
        search.saveEvery(0.05, [&](const SearchCheckpoint& c) { saved.push_back(c.seconds); });
        QElapsedTimer clock;
        clock.start();
        const auto result = search.run();
        QVERIFY(result.ok());
        QCOMPARE(result.value().reason, SearchStop::Time);
        // Searched time adds up the stretches (saving between them does not count), the
        // limit is on the clock.
        QVERIFY2(clock.elapsed() >= 300, qPrintable(QString::number(clock.elapsed())));
        QVERIFY2(saved.size() >= 2, qPrintable(QString::number(saved.size())));
        // Each state's seconds go on from the one before.
        for (std::size_t i = 1; i < saved.size(); ++i)
            QVERIFY(saved[i] >= saved[i - 1]);
        QCOMPARE(saved.back(), search.checkpoint()->seconds);
    }

    // A search that keeps no state runs in one piece and saves nothing.
    void rootParallelRunsInOnePiece()
    {
        SearchOptions o = options(SearchAlgorithm::Nrpa, 2, 3000);
        o.nrpa.parallel = SearchParallel::Root;
        Search search(o);
        int saves = 0;
        search.saveEvery(stretch, [&](const SearchCheckpoint&) { ++saves; });
        const auto result = search.run();
        QVERIFY(result.ok());
        QCOMPARE(result.value().reason, SearchStop::Iterations);
        QCOMPARE(saves, 0);
        QVERIFY(!search.checkpoint());
    }
};

QTEST_APPLESS_MAIN(TestSearchStretches)
#include "tst_searchstretches.moc"
