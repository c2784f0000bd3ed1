// Search checkpoints (core/search/SearchCheckpoint.h): a search stopped and resumed from its
// checkpoint, through the text format, plays the same games as one that never stopped;
// the format reads back what it wrote, and bad texts are refused with their line.

#include "core/codes/LayerCode.h"
#include "core/search/Search.h"
#include "core/search/SearchCheckpoint.h"

#include "tests/core/support/CoordinateLimitRows.h"
#include "tests/core/support/TestSupport.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

using namespace morpion;

Q_DECLARE_METATYPE(morpion::SearchAlgorithm)
Q_DECLARE_METATYPE(morpion::Variant)

namespace {

struct Run {
    SearchResult result;
    std::vector<SearchImprovement> improvements;
    std::string checkpoint; // formatted, seconds set to 0
};

// The same checkpoint as version 1 writes it: no checksum line. The reader still takes it,
// and tests that change a line use it, so that the change meets the check it is about
// rather than the checksum.
std::string asVersion1(const std::string& text)
{
    std::string out = text;
    out.replace(out.find("morpion-search-checkpoint 2"), 27, "morpion-search-checkpoint 1");
    const std::size_t at = out.find("\nchecksum ");
    out.erase(at, out.find('\n', at + 1) - at);
    return out;
}

// A small finished search's checkpoint (formatted).
std::string smallCheckpoint(SearchAlgorithm algorithm, int threads)
{
    SearchOptions o;
    o.algorithm = algorithm;
    o.limits.seed = 5;
    o.limits.threads = threads;
    o.nrpa.level = 2;
    o.nrpa.iterations = 10;
    o.limits.maxIterations = 301;
    Search search(o);
    if (!search.run().ok() || !search.checkpoint())
        qFatal("the small search failed");
    return formatSearchCheckpoint(*search.checkpoint());
}

std::string withoutSeconds(SearchCheckpoint c)
{
    c.seconds = 0;
    c.options.limits.maxIterations = -1;
    return formatSearchCheckpoint(c);
}

// A checkpoint of a short hill climb with its best game's first x coordinate as "V".
std::string checkpointPattern()
{
    SearchOptions o;
    o.algorithm = SearchAlgorithm::HillClimb;
    o.limits.seed = 1;
    o.limits.maxIterations = 5;
    Search search(o);
    if (!search.run().ok() || !search.checkpoint())
        qFatal("no checkpoint");
    std::string text = formatSearchCheckpoint(*search.checkpoint());
    // "best SCORE COUNT x,y,lx,ly,d ...": the first move's x.
    const std::size_t best = text.find("\nbest ");
    std::size_t word = best + 1;
    for (int i = 0; i < 3; ++i)
        word = text.find(' ', word) + 1;
    const std::size_t comma = text.find(',', word);
    return text.replace(word, comma - word, "V");
}

Run run(Search& search)
{
    Run r;
    auto result = search.run([&](const SearchImprovement& i) { r.improvements.push_back(i); });
    if (!result.ok())
        qFatal("search failed: %s", result.error().message().c_str());
    r.result = std::move(result).value();
    if (search.checkpoint())
        r.checkpoint = withoutSeconds(*search.checkpoint());
    return r;
}

} // namespace

class TestSearchCheckpoint : public QObject {
    Q_OBJECT

private slots:
    // N iterations in one go, or N/2, a checkpoint written and read back, then on to N:
    // the same best game, the same later improvements and the same final state.
    void resumeIsExact_data()
    {
        QTest::addColumn<SearchAlgorithm>("algorithm");
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("level");
        QTest::addColumn<int>("window"); // the board's first window; small ones grow during the search
        QTest::addColumn<bool>("warm");
        QTest::addColumn<int>("iterations");
        // Halves that fall inside a level-1 iteration (3 playouts each), after 1 or 2 of them.
        QTest::newRow("NRPA 5T, 1 thread") << SearchAlgorithm::Nrpa << Variant::T5 << 1 << 2 << 0 << false << 3002;
        QTest::newRow("NRPA 5T, 1 thread, after 2") << SearchAlgorithm::Nrpa << Variant::T5 << 1 << 2 << 0 << false << 3004;
        QTest::newRow("NRPA 5T, 1 thread, later") << SearchAlgorithm::Nrpa << Variant::T5 << 1 << 2 << 0 << false << 6010;
        QTest::newRow("NRPA 5T, 3 threads") << SearchAlgorithm::Nrpa << Variant::T5 << 3 << 2 << 0 << false << 4000;
        QTest::newRow("NRPA 5D, level 3") << SearchAlgorithm::Nrpa << Variant::D5 << 1 << 3 << 0 << false << 2500;
        QTest::newRow("NRPA 4T, growing board") << SearchAlgorithm::Nrpa << Variant::T4 << 2 << 2 << 16 << false << 3010;
        QTest::newRow("NRPA 5T, warm start") << SearchAlgorithm::Nrpa << Variant::T5 << 1 << 2 << 0 << true << 2000;
        QTest::newRow("hill climb 5T, 1 thread") << SearchAlgorithm::HillClimb << Variant::T5 << 1 << 1 << 0 << false << 3001;
        QTest::newRow("hill climb 4D, 2 threads") << SearchAlgorithm::HillClimb << Variant::D4 << 2 << 1 << 0 << false << 5000;
        QTest::newRow("hill climb 4T, growing board")
            << SearchAlgorithm::HillClimb << Variant::T4 << 1 << 1 << 16 << false << 3000;
        QTest::newRow("hill climb 5T, from a grid") << SearchAlgorithm::HillClimb << Variant::T5 << 1 << 1 << 0 << true << 2000;
    }
    void resumeIsExact()
    {
        QFETCH(SearchAlgorithm, algorithm);
        QFETCH(Variant, variant);
        QFETCH(int, threads);
        QFETCH(int, level);
        QFETCH(int, window);
        QFETCH(bool, warm);
        QFETCH(int, iterations);
        SearchOptions o;
        o.algorithm = algorithm;
        o.variant = variant;
        o.limits.seed = 2024;
        o.limits.threads = threads;
        o.nrpa.level = level;
        o.nrpa.iterations = 12;
        o.initialWindow = window;
        o.limits.maxIterations = iterations;
        if (warm) {
            o.grid = test::randomPlayout(variant, 5);
            o.start = SearchStart::Warm;
        }
        Search whole(o);
        const Run once = run(whole);
        QCOMPARE(once.result.iterations, std::int64_t{iterations});
        QVERIFY(!once.checkpoint.empty());

        SearchOptions half = o;
        half.limits.maxIterations = iterations / 2;
        Search first(half);
        const Run firstHalf = run(first);
        QVERIFY(first.checkpoint());
        // Through the text, as a later process would read it.
        const std::string text = formatSearchCheckpoint(*first.checkpoint());
        auto read = parseSearchCheckpoint(text);
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().message().c_str());
        QCOMPARE(formatSearchCheckpoint(read.value()), text);
        SearchLimits stops;
        stops.maxIterations = iterations;
        Search second(read.value(), stops);
        const Run secondHalf = run(second);

        QCOMPARE(secondHalf.result.score, once.result.score);
        QCOMPARE(secondHalf.result.moves, once.result.moves);
        QCOMPARE(secondHalf.result.iterations, once.result.iterations);
        QCOMPARE(secondHalf.checkpoint, once.checkpoint);
        // What the resumed run reports is what the whole run reported after the first half's
        // best (with one thread: with more, which thread's game is reported first depends on timing).
        for (const SearchImprovement& i : secondHalf.improvements)
            QVERIFY(i.score > firstHalf.result.score);
        if (threads > 1)
            return;
        std::vector<int> later;
        for (const SearchImprovement& i : once.improvements)
            if (i.score > firstHalf.result.score)
                later.push_back(i.score);
        std::vector<int> reported;
        for (const SearchImprovement& i : secondHalf.improvements)
            reported.push_back(i.score);
        QCOMPARE(reported, later);
    }

    // Every option a checkpoint holds reads back as it was written, each set away from its
    // default (a field written as its default, or dropped on reading, reads as the default).
    void optionsReadBack_data()
    {
        QTest::addColumn<SearchAlgorithm>("algorithm");
        QTest::newRow("NRPA") << SearchAlgorithm::Nrpa;
        QTest::newRow("hill climb") << SearchAlgorithm::HillClimb;
    }
    void optionsReadBack()
    {
        QFETCH(SearchAlgorithm, algorithm);
        SearchOptions o;
        o.algorithm = algorithm;
        o.variant = Variant::D5;
        o.limits.seed = 77;
        o.limits.threads = 2;
        o.limits.maxIterations = 120;
        o.nrpa.level = 2;
        o.nrpa.iterations = 7;
        o.nrpa.alpha = 0.625;
        o.nrpa.stabilization = 2;
        o.nrpa.repetitions = 40;
        o.nrpa.warmWeight = 2.5;
        o.hillClimb.blacklist = 5;
        o.initialWindow = 32;
        o.grid = test::randomPlayout(Variant::D5, 4);
        o.start = SearchStart::Warm;
        const SearchOptions defaults;
        QVERIFY(o.nrpa.alpha != defaults.nrpa.alpha && o.nrpa.stabilization != defaults.nrpa.stabilization &&
                o.nrpa.repetitions != defaults.nrpa.repetitions && o.nrpa.warmWeight != defaults.nrpa.warmWeight &&
                o.hillClimb.blacklist != defaults.hillClimb.blacklist);
        Search search(o);
        QVERIFY(search.run().ok());
        QVERIFY(search.checkpoint());
        const auto read = parseSearchCheckpoint(formatSearchCheckpoint(*search.checkpoint()));
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().message().c_str());
        const SearchOptions& r = read->options;
        QCOMPARE(r.algorithm, o.algorithm);
        QCOMPARE(r.variant, o.variant);
        QCOMPARE(r.limits.seed, o.limits.seed);
        QCOMPARE(r.limits.threads, o.limits.threads);
        QCOMPARE(r.nrpa.level, o.nrpa.level);
        QCOMPARE(r.nrpa.iterations, o.nrpa.iterations);
        QCOMPARE(r.nrpa.alpha, o.nrpa.alpha);
        QCOMPARE(r.nrpa.stabilization, o.nrpa.stabilization);
        QCOMPARE(r.nrpa.repetitions, o.nrpa.repetitions);
        QCOMPARE(r.nrpa.warmWeight, o.nrpa.warmWeight);
        QCOMPARE(r.hillClimb.blacklist, o.hillClimb.blacklist);
        QCOMPARE(r.initialWindow, o.initialWindow);
        QCOMPARE(r.grid, o.grid);
        QCOMPARE(r.start, o.start);
        QCOMPARE(read->iterations(), search.checkpoint()->iterations());
        QCOMPARE(read->bestScore(), search.checkpoint()->bestScore());
    }

    // A stop in the middle (by the flag, at any moment) leaves a state that resumes, and
    // the resumed search keeps the best so far and the iterations counted.
    void stopAnywhereAndResume()
    {
        SearchOptions o;
        o.algorithm = SearchAlgorithm::Nrpa;
        o.limits.seed = 9;
        o.limits.threads = 2;
        o.nrpa.level = 3;
        o.nrpa.iterations = 20;
        std::atomic<bool> stop{false};
        Search search(o);
        std::thread stopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(150));
            stop = true;
        });
        auto result = search.run({}, {}, &stop);
        stopper.join();
        QVERIFY(result.ok());
        QCOMPARE(result.value().reason, SearchStop::Requested);
        QVERIFY(search.checkpoint());
        const SearchCheckpoint saved = *search.checkpoint();
        QCOMPARE(saved.bestScore(), result.value().score);
        QVERIFY(saved.iterations() <= result.value().iterations);
        QVERIFY(saved.seconds > 0);
        SearchLimits stops;
        stops.maxIterations = saved.iterations() + 500;
        Search resumed(*parseSearchCheckpoint(formatSearchCheckpoint(saved)), stops);
        std::vector<SearchImprovement> found;
        auto more = resumed.run([&](const SearchImprovement& i) { found.push_back(i); });
        QVERIFY(more.ok());
        QCOMPARE(more.value().reason, SearchStop::Iterations);
        // Each thread plays on to its share of the budget (a thread already past it stops).
        QVERIFY(more.value().iterations >= saved.iterations() + 500);
        QVERIFY(more.value().score >= saved.bestScore());
        for (const SearchImprovement& i : found) {
            QVERIFY(i.score > saved.bestScore());
            QVERIFY(i.seconds >= saved.seconds);
        }
    }

    // A checkpoint whose best already reaches the target stops at once, with the
    // checkpoint's game, iterations and time: nothing more was done.
    void targetAlreadyReached()
    {
        SearchOptions o;
        o.algorithm = SearchAlgorithm::HillClimb;
        o.limits.seed = 3;
        o.limits.maxIterations = 200;
        Search search(o);
        QVERIFY(search.run().ok());
        const SearchCheckpoint c = *search.checkpoint();
        SearchLimits stops;
        stops.targetScore = c.bestScore();
        Search again(c, stops);
        auto result = again.run();
        QVERIFY(result.ok());
        QCOMPARE(result.value().reason, SearchStop::Target);
        QCOMPARE(result.value().score, c.bestScore());
        QCOMPARE(result.value().moves, c.bestMoves());
        QCOMPARE(result.value().iterations, c.iterations());
        QVERIFY(c.seconds > 0);
        QCOMPARE(result.value().seconds, c.seconds);
    }

    void rootParallelHasNoCheckpoint()
    {
        SearchOptions o;
        o.algorithm = SearchAlgorithm::Nrpa;
        o.nrpa.parallel = SearchParallel::Root;
        o.limits.threads = 2;
        o.nrpa.level = 2;
        o.nrpa.iterations = 4;
        o.limits.maxIterations = 100;
        Search search(o);
        QVERIFY(search.run().ok());
        QVERIFY(!search.checkpoint());
    }

    // Which checkpoints say a root-parallel NRPA: on several threads from level 2 on its
    // threads share each search, and the checkpoint is refused; level 1 (each thread its own
    // playouts) and one thread are not that case.
    void rootParallelCheckpointRefused_data()
    {
        QTest::addColumn<int>("level");
        QTest::addColumn<int>("threads");
        QTest::addColumn<bool>("refused");
        QTest::newRow("level 1, 2 threads") << 1 << 2 << false;
        QTest::newRow("level 2, 2 threads") << 2 << 2 << true;
        QTest::newRow("level 3, 2 threads") << 3 << 2 << true;
        QTest::newRow("level 2, 1 thread") << 2 << 1 << false;
    }
    void rootParallelCheckpointRefused()
    {
        QFETCH(int, level);
        QFETCH(int, threads);
        QFETCH(bool, refused);
        SearchCheckpoint c;
        c.options.algorithm = SearchAlgorithm::Nrpa;
        c.options.nrpa.parallel = SearchParallel::Root;
        c.options.nrpa.level = level;
        c.options.limits.threads = threads;
        c.threads.resize(static_cast<std::size_t>(threads)); // fresh: nothing else to check
        const auto bad = checkSearchCheckpoint(c);
        QCOMPARE(bad.has_value(), refused);
        if (bad)
            QVERIFY2(bad->message().find("root-parallel") != std::string::npos, bad->message().c_str());
    }

    // Bad texts are refused with the line at fault, whatever was changed.
    void badText_data()
    {
        QTest::addColumn<QString>("from"); // a line of a good checkpoint (its start) ...
        QTest::addColumn<QString>("to");   // ... replaced by this line; "" deletes it
        QTest::addColumn<int>("line");     // 0: the error's line is the changed one
        QTest::addColumn<QString>("says");
        QTest::newRow("not a checkpoint") << "morpion-search-checkpoint"
                                          << "hello" << 1 << "not a search checkpoint";
        QTest::newRow("other version") << "morpion-search-checkpoint"
                                       << "morpion-search-checkpoint 3" << 1 << "versions 1 to 2";
        QTest::newRow("unknown algorithm") << "algorithm"
                                           << "algorithm dfs" << 0 << "nrpa or hillclimb";
        QTest::newRow("unknown variant") << "variant"
                                         << "variant 6X" << 0 << "5T, 5D";
        QTest::newRow("missing line") << "seed"
                                      << "" << 0 << "expected a line \"seed\"";
        QTest::newRow("threads out of range") << "threads"
                                              << "threads 2000" << 0 << "1 to 1024";
        QTest::newRow("extra word") << "level"
                                    << "level 2 3" << 0 << "unexpected";
        QTest::newRow("not a number") << "alpha"
                                      << "alpha one" << 0 << "finite number";
        QTest::newRow("rng all zero") << "rng"
                                      << "rng 0 0 0 0" << 0 << "all zero";
        QTest::newRow("rng not hex") << "rng"
                                     << "rng 1 2 3 xyz" << 0 << "whole number";
        QTest::newRow("count too large") << "best-slots"
                                         << "best-slots 999999999 1" << 0 << "values after the count";
        QTest::newRow("bad move") << "best "
                                  << "best 1 1 1,2,3" << 0 << "joined by commas";
        // The bounds of each value hold on their own (behind the checksum of version 2,
        // which this text does not have): a direction, a coordinate, a sequence's score.
        QTest::newRow("a direction of 4") << "best "
                                          << "best 1 1 2,2,0,4,4" << 0 << "a direction must be 0 to 3";
        QTest::newRow("a coordinate past the limit")
            << "best "
            << "best 1 1 2,1000001,0,4,0" << 0 << "a coordinate must be from -1000000 to 1000000";
        QTest::newRow("a line's coordinate past the limit")
            << "best "
            << "best 1 1 2,2,-1000001,4,0" << 0 << "a coordinate must be from -1000000 to 1000000";
        QTest::newRow("a sequence's score that is not its length")
            << "sequence "
            << "sequence 65" << -1 << "best sequence's score 65 is not its 64 moves";
        QTest::newRow("a score for no sequence") << "sequence -1"
                                                 << "sequence 3" << -1 << "best sequence's score 3 is not its 0 moves";
        QTest::newRow("seconds past any search") << "seconds"
                                                 << "seconds 1e308" << -1 << "seconds must be from 0 to 10000000000";
        QTest::newRow("negative seconds") << "seconds"
                                          << "seconds -1" << -1 << "seconds must be from 0 to 10000000000";
        QTest::newRow("best score disagrees") << "best "
                                              << "best 7 0" << 0 << "best score";
        QTest::newRow("iteration past the level") << "level 0"
                                                  << "level 99" << 0 << "the iteration";
        QTest::newRow("slot past the table") << "best-slots"
                                             << "best-slots 1 99999999" << -1 << "past its";
        QTest::newRow("offsets that do not fit") << "offsets"
                                                 << "offsets 1 5" << 0 << "offset";
        QTest::newRow("missing end") << "end"
                                     << "" << 0 << "expected a line \"end\"";
        QTest::newRow("text after end") << "end"
                                        << "end\nmore" << -2 << "follow";
        // Every size a checkpoint states is bounded, as every other reader's.
        QTest::newRow("first window past the board's own") << "initial-window"
                                                           << "initial-window 65" << 0 << "0 to 64";
        QTest::newRow("a window of 65536") << "initial-window"
                                           << "initial-window 65536" << 0 << "0 to 64";
        QTest::newRow("iterations past the largest budget") << "iterations"
                                                            << "iterations 9007199254740993" << 0 << "0 to 9007199254740992";
        QTest::newRow("iterations of 2^62") << "iterations"
                                            << "iterations 4611686018427387904" << 0 << "0 to 9007199254740992";
    }
    void badText()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(int, line);
        QFETCH(QString, says);
        SearchOptions o;
        o.algorithm = SearchAlgorithm::Nrpa;
        o.limits.seed = 5;
        o.nrpa.level = 2;
        o.nrpa.iterations = 10;
        o.limits.maxIterations = 301;
        Search search(o);
        QVERIFY(search.run().ok());
        const QString good = QString::fromStdString(asVersion1(formatSearchCheckpoint(*search.checkpoint())));
        QVERIFY(parseSearchCheckpoint(good.toStdString()).ok());
        QStringList lines = good.split(QLatin1Char('\n'));
        int changed = -1;
        for (int i = 0; i < lines.size(); ++i)
            if (lines[i].startsWith(from)) {
                changed = i;
                break;
            }
        QVERIFY2(changed >= 0, qPrintable(from));
        if (to.isEmpty())
            lines.removeAt(changed);
        else
            lines[changed] = to;
        const auto read = parseSearchCheckpoint(lines.join(QLatin1Char('\n')).toStdString());
        QVERIFY(!read.ok());
        const Error& e = read.error();
        const QString message = QString::fromStdString(e.message());
        QVERIFY2(message.contains(says), qPrintable(message));
        if (line == 0)
            QCOMPARE(e.line, changed + 1);
        else if (line > 0)
            QCOMPARE(e.line, line);
        else if (line == -2)
            QCOMPARE(e.line, changed + 2);
        else
            QVERIFY(e.line > 0);
    }

    // The threads' counts may each be within the largest budget and still add up past it:
    // refused, so that no total of them overflows.
    void iterationsAddUp()
    {
        std::string text = asVersion1(smallCheckpoint(SearchAlgorithm::HillClimb, 2));
        std::size_t at = 0;
        for (int thread = 0; thread < 2; ++thread) {
            at = text.find("\niterations ", at) + 1;
            text.replace(at, text.find('\n', at) - at, "iterations 4503599627370497"); // 2^52 + 1
        }
        const auto read = parseSearchCheckpoint(text);
        QVERIFY(!read.ok());
        QVERIFY2(read.error().message().find("add up to more than 9007199254740992") != std::string::npos,
                 read.error().message().c_str());
        // Each at 2^52: the sum is the largest budget, read.
        at = 0;
        for (int thread = 0; thread < 2; ++thread) {
            at = text.find("\niterations ", at) + 1;
            text.replace(at, text.find('\n', at) - at, "iterations 4503599627370496");
        }
        const auto fits = parseSearchCheckpoint(text);
        QVERIFY2(fits.ok(), fits.ok() ? "" : fits.error().message().c_str());
        QCOMPARE(fits->iterations(), maxSearchIterations);
    }

    // One flipped bit anywhere (every bit of every byte of a checkpoint): the text is
    // refused, never read as a changed state. (A flip that leaves the state as it was,
    // such as a hex digit's case in the checksum, reads as the same checkpoint.) Version 1
    // texts, without a checksum, are still read.
    void flippedBitsRefused_data()
    {
        QTest::addColumn<SearchAlgorithm>("algorithm");
        QTest::newRow("hill climb, 2 threads") << SearchAlgorithm::HillClimb;
        QTest::newRow("NRPA") << SearchAlgorithm::Nrpa;
    }
    void flippedBitsRefused()
    {
        QFETCH(SearchAlgorithm, algorithm);
        const std::string good = smallCheckpoint(algorithm, algorithm == SearchAlgorithm::HillClimb ? 2 : 1);
        QVERIFY(parseSearchCheckpoint(good).ok());
        QVERIFY(good.find("\nchecksum ") != std::string::npos);
        const auto old = parseSearchCheckpoint(asVersion1(good));
        QVERIFY(old.ok());
        QCOMPARE(formatSearchCheckpoint(*old), good);
        int refused = 0;
        for (std::size_t i = 0; i < good.size(); ++i)
            for (int bit = 0; bit < 8; ++bit) {
                std::string flipped = good;
                flipped[i] = static_cast<char>(flipped[i] ^ (1 << bit));
                const auto read = parseSearchCheckpoint(flipped);
                if (!read.ok()) {
                    ++refused;
                    continue;
                }
                QVERIFY2(formatSearchCheckpoint(*read) == good,
                         qPrintable(QStringLiteral("byte %1 bit %2 read as another state").arg(i).arg(bit)));
            }
        QVERIFY(refused > int(good.size()) * 8 - 64);
        // Damage in a line the reader takes (a digit of the seed): the checksum says so.
        std::string changed = good;
        const std::size_t seed = changed.find("\nseed ") + 6;
        changed[seed] = changed[seed] == '5' ? '6' : '5';
        const auto damaged = parseSearchCheckpoint(changed);
        QVERIFY(!damaged.ok());
        QVERIFY2(damaged.error().message().find("the file is damaged") != std::string::npos, damaged.error().message().c_str());
    }

    // A stop before any thread of a stretch starts: the result is still the search so
    // far (its best, its iterations), not "best -1 after 0 iterations".
    void stopBeforeAnyThreadKeepsTheSearch()
    {
        const auto saved = parseSearchCheckpoint(smallCheckpoint(SearchAlgorithm::Nrpa, 3));
        QVERIFY(saved.ok());
        QVERIFY(saved->bestScore() > 0 && saved->iterations() > 0);
        const std::atomic<bool> stop{true};
        Search again(*saved, SearchLimits{});
        const auto result = again.run({}, {}, &stop);
        QVERIFY(result.ok());
        QCOMPARE(result.value().reason, SearchStop::Requested);
        QCOMPARE(result.value().score, saved->bestScore());
        QCOMPARE(result.value().moves, saved->bestMoves());
        QCOMPARE(result.value().iterations, saved->iterations());
        QVERIFY(!result.value().code.empty());
        QVERIFY(again.checkpoint());
        QCOMPARE(again.checkpoint()->iterations(), saved->iterations());
        QCOMPARE(again.checkpoint()->bestScore(), saved->bestScore());
    }

    // A step of a sequence with no legal move (two offsets alike) is refused where it is.
    void emptyStepRefused()
    {
        const std::string good = asVersion1(smallCheckpoint(SearchAlgorithm::Nrpa, 1));
        const std::size_t line = good.find("\noffsets ") + 1;
        const std::size_t end = good.find('\n', line);
        QStringList words = QString::fromStdString(good.substr(line, end - line)).split(QLatin1Char(' '));
        QVERIFY(words.size() >= 5); // offsets COUNT 0 a b ...
        words[3] = words[2];        // the first step: from 0 to 0
        const std::string bad = good.substr(0, line) + words.join(QLatin1Char(' ')).toStdString() + good.substr(end);
        const auto read = parseSearchCheckpoint(bad);
        QVERIFY(!read.ok());
        QVERIFY2(read.error().message().find("a step with no legal move") != std::string::npos, read.error().message().c_str());
        QCOMPARE(read.error().line, static_cast<int>(std::count(good.begin(), good.begin() + static_cast<long>(line), '\n')) + 1);
    }

    // A checkpoint whose line ends became "\r\n" (an editor, a copy through another system)
    // reads as the same checkpoint, its checksum and all; a changed line is still damage.
    void windowsLineEnds()
    {
        const std::string good = smallCheckpoint(SearchAlgorithm::Nrpa, 1);
        std::string crlf;
        for (const char c : good)
            crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
        const auto read = parseSearchCheckpoint(crlf);
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().message().c_str());
        QCOMPARE(formatSearchCheckpoint(*read), good);
        std::string changed = crlf;
        const std::size_t seed = changed.find("\nseed ") + 6;
        changed[seed] = changed[seed] == '5' ? '6' : '5';
        const auto damaged = parseSearchCheckpoint(changed);
        QVERIFY(!damaged.ok());
        QVERIFY2(damaged.error().message().find("the file is damaged") != std::string::npos, damaged.error().message().c_str());
    }

    // Any prefix of a good checkpoint is refused (never read as a shorter search).
    void truncated()
    {
        SearchOptions o;
        o.algorithm = SearchAlgorithm::HillClimb;
        o.limits.seed = 1;
        o.limits.threads = 2;
        o.limits.maxIterations = 100;
        Search search(o);
        QVERIFY(search.run().ok());
        const std::string good = formatSearchCheckpoint(*search.checkpoint());
        for (std::size_t cut = 0; cut + 1 < good.size(); cut += 7)
            QVERIFY2(!parseSearchCheckpoint(good.substr(0, cut)).ok(), qPrintable(QString::number(cut)));
    }

    // The one coordinate limit of every reader (formats/tst_coordinatelimit for the grid
    // readers): up to it a coordinate is read, beyond it refused where it stands.
    void coordinateLimit_data() { test::addCoordinateLimitRows({"checkpoint"}); }
    void coordinateLimit()
    {
        QFETCH(QString, value);
        QFETCH(bool, refused);
        const test::Placed p = test::place(checkpointPattern(), value.toStdString());
        const auto r = parseSearchCheckpoint(p.text);
        const std::optional<Error> error = r ? std::nullopt : std::optional<Error>(r.error());
        QVERIFY2(test::refusedThere(error, p) == refused, error ? error->message().c_str() : "read");
    }
};

QTEST_APPLESS_MAIN(TestSearchCheckpoint)
#include "tst_searchcheckpoint.moc"
