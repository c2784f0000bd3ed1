// The exhaustive solver: its board against Position, its counts against the published
// OEIS terms and a slow reference, symmetry, budgets, threads, parts and resuming.

#include "core/base/Random.h"
#include "core/codes/GameNumber.h"
#include "core/codes/LayerCode.h"
#include "core/codes/Symmetry.h"
#include "core/rules/Cross.h"
#include "core/rules/Position.h"
#include "core/solver/SolverBoard.h"
#include "core/solver/SolverRun.h"
#include "tests/core/support/ReferenceRules.h"
#include "tests/core/support/ReferenceWalk.h"
#include "tests/core/support/TestSupport.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <functional>
#include <system_error>
#include <thread>

using namespace morpion;

Q_DECLARE_METATYPE(morpion::Variant)
Q_DECLARE_METATYPE(std::vector<std::uint64_t>)

namespace {

// The board's legal lines as moves, sorted, with the cross where the solver puts it.
template <int N, bool D> std::vector<Move> boardMoves(const SolverBoard<N, D>& b, int origin)
{
    using B = SolverBoard<N, D>;
    const auto point = [origin](int cell) { return Point{B::cellX(cell) - origin, B::cellY(cell) - origin}; };
    std::vector<Move> out;
    for (int i = 0; i < b.legalCount(); ++i) {
        const int line = b.legalLine(i);
        out.push_back({point(b.newPoint(line)), {point(B::lineStart(line)), static_cast<Dir>(B::lineDir(line))}});
    }
    std::sort(out.begin(), out.end());
    return out;
}

// Does each legal line carry its slot's key beside it (a key for every slot, all distinct)?
template <int N, bool D> bool keysBesideLines(const SolverBoard<N, D>& b, const std::vector<std::uint32_t>& keys)
{
    using B = SolverBoard<N, D>;
    for (int i = 0; i < b.legalCount(); ++i) {
        const int line = b.legalLine(i);
        if (b.legalKey(i) != keys[static_cast<std::size_t>(B::slotOf(line, b.offsetOf(line)))])
            return false;
    }
    return true;
}

template <int N, bool D> void boardFollowsPosition(Variant v, std::uint64_t seed)
{
    using B = SolverBoard<N, D>;
    const int origin = B::width / 2 - crossWidth(v) / 2;
    auto board = std::make_unique<B>();
    std::vector<std::uint32_t> keys(B::slotCount);
    for (std::size_t s = 0; s < keys.size(); ++s)
        keys[s] = static_cast<std::uint32_t>(s * 2654435761u + 1);
    board->setSlotKeys(keys.data());
    for (Point p : crossPoints(v))
        board->addPoint(B::cellAt(p.x + origin, p.y + origin));
    board->scanLegal();
    Position pos(v);
    Random rng(seed);
    std::vector<std::pair<int, int>> played; // line, log mark
    std::vector<std::vector<Move>> before;
    while (!pos.isOver()) {
        QCOMPARE(test::text(boardMoves(*board, origin)), test::text(pos.legalMoves()));
        QVERIFY(keysBesideLines(*board, keys));
        const std::vector<Move> legal = pos.legalMoves();
        const Move m = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        const int line = B::lineThrough(dirIndex(m.line.dir), B::cellAt(m.line.start.x + origin, m.line.start.y + origin), 0);
        QVERIFY(board->isLegal(line));
        QCOMPARE(board->newPoint(line), B::cellAt(m.point.x + origin, m.point.y + origin));
        QCOMPARE(board->offsetOf(line), m.offsetInLine(N));
        before.push_back(boardMoves(*board, origin));
        played.emplace_back(line, board->logMark());
        board->play(line);
        pos.play(m);
    }
    QCOMPARE(board->legalCount(), 0);
    QVERIFY(!board->overflowed());
    // Taking back restores each list exactly (as a set; the order too, but sets are what count).
    while (!played.empty()) {
        board->takeBack(played.back().first, played.back().second);
        played.pop_back();
        QCOMPARE(test::text(boardMoves(*board, origin)), test::text(before.back()));
        QVERIFY(keysBesideLines(*board, keys));
        before.pop_back();
    }
}

WalkTally run(const SolverTask& task, const SolverShare& share = {}, const SolverHooks& hooks = {},
              const SolverCheckpoint* resume = nullptr, SolverReport* reportOut = nullptr)
{
    auto report = runSolver(task, share, hooks, resume);
    if (!report)
        throw std::runtime_error(report.error().message());
    if (reportOut)
        *reportOut = *report;
    return report->tally;
}

// A random game of the variant with `left` moves taken back: a start with a small tree.
std::vector<Move> endgame(Variant v, std::uint64_t seed, int left)
{
    std::vector<Move> game = test::randomGame(v, seed);
    game.resize(game.size() > static_cast<std::size_t>(left) ? game.size() - static_cast<std::size_t>(left) : 0);
    return game;
}

// Two walks of the same tree that must agree: counts, nodes, the deepest game.
void sameWalk(const WalkTally& a, const WalkTally& b)
{
    QCOMPARE(a.classes, b.classes);
    QCOMPARE(a.positions, b.positions);
    QCOMPARE(a.nodes, b.nodes);
    QCOMPARE(a.best, b.best);
    QCOMPARE(test::text(a.bestPath), test::text(b.bestPath));
}

// The famous grids of resources/famous-grids.txt: records that reach far from the cross. Their
// variant, code and number are decoded here on the codes floor, which the solver stands on
// (the file's reader, on the formats floor, is formats/tst_famousgrids's); the moves are in
// the published order (the number's, else the code's layer order).
struct Famous {
    std::string id;
    Variant variant = Variant::T5;
    std::vector<Move> moves;
};

std::vector<Famous> famousGrids()
{
    QFile f(QStringLiteral(MORPION_TEST_DATA "/../../resources/famous-grids.txt"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read famous-grids.txt");
    std::vector<Famous> all;
    const auto value = [](const std::string& line, const char* key) {
        const std::string prefix = std::string(key) + ": ";
        return line.rfind(prefix, 0) == 0 ? std::optional<std::string>(line.substr(prefix.size())) : std::nullopt;
    };
    for (const QByteArray& raw : f.readAll().split('\n')) {
        const std::string line = raw.toStdString();
        if (const auto id = value(line, "id"))
            all.push_back({*id, Variant::T5, {}});
        else if (const auto variant = value(line, "variant"); variant && !all.empty())
            all.back().variant = parseVariant(*variant).value();
        else if (const auto code = value(line, "code"); code && !all.empty())
            all.back().moves = decodeLayerCode(all.back().variant, *code).value().movesInOrder();
        else if (const auto number = value(line, "number"); number && !all.empty())
            all.back().moves = decodeGameNumber(all.back().variant, *number).value();
    }
    if (all.size() < 10)
        qFatal("famous-grids.txt: %zu grids", all.size());
    return all;
}

} // namespace

class TestSolver : public QObject {
    Q_OBJECT

private slots:
    void boardAgainstPosition_data() { test::addVariantRows(); }
    void boardAgainstPosition()
    {
        QFETCH(Variant, variant);
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            switch (variant) {
            case Variant::T5: boardFollowsPosition<5, false>(variant, seed); break;
            case Variant::D5: boardFollowsPosition<5, true>(variant, seed); break;
            case Variant::T4: boardFollowsPosition<4, false>(variant, seed); break;
            case Variant::D4: boardFollowsPosition<4, true>(variant, seed); break;
            }
            if (QTest::currentTestFailed())
                return;
        }
    }

    // A line whose new point would leave the board's safe area is never played quietly.
    void boardOverflowIsReported()
    {
        using B = SolverBoard<5, false>;
        auto board = std::make_unique<B>();
        for (int x = 2; x < 6; ++x) // four in a row at the window's left edge: the fifth point is outside
            board->addPoint(B::cellAt(x, 32));
        board->scanLegal();
        QVERIFY(board->overflowed());
        auto inside = std::make_unique<B>();
        for (int x = 20; x < 24; ++x)
            inside->addPoint(B::cellAt(x, 32));
        inside->scanLegal();
        QVERIFY(!inside->overflowed());
        QCOMPARE(inside->legalCount(), 2);
    }

    // The legal list holds 2,048 lines; one more is reported as an overflow, not written past
    // the list. Points on every cell of a 24 x 27 rectangle but a lattice of holes, one cell
    // in five, each hole the gap of up to 20 lines; the first holes filled bring the count
    // to 2,049, then 2,048 (counted here window by window, as a slow reference).
    void boardLegalListCapacity_data()
    {
        QTest::addColumn<int>("filled");
        QTest::addColumn<int>("legal");
        QTest::newRow("2049 lines") << 4 << 2049;
        QTest::newRow("2048 lines") << 5 << 2048;
    }
    void boardLegalListCapacity()
    {
        QFETCH(int, filled);
        QFETCH(int, legal);
        using B = SolverBoard<5, false>;
        std::vector<char> on(B::width * B::width, 0);
        for (int y = 18; y < 18 + 27; ++y)
            for (int x = 20; x < 20 + 24; ++x)
                if ((x - 20 + 2 * (y - 18)) % 5 != 0 || filled-- > 0)
                    on[static_cast<std::size_t>(B::cellAt(x, y))] = 1;
        int reference = 0;
        const int steps[4][2] = {{1, -1}, {1, 0}, {1, 1}, {0, 1}};
        for (int x = 10; x < 54; ++x)
            for (int y = 10; y < 54; ++y)
                for (const auto& s : steps) {
                    int present = 0;
                    for (int k = 0; k < 5; ++k)
                        present += on[static_cast<std::size_t>(B::cellAt(x + k * s[0], y + k * s[1]))];
                    reference += present == 4;
                }
        QCOMPARE(reference, legal);
        auto board = std::make_unique<B>();
        for (int cell = 0; cell < B::width * B::width; ++cell)
            if (on[static_cast<std::size_t>(cell)])
                board->addPoint(cell);
        board->scanLegal();
        QCOMPARE(board->overflowed(), legal > 2048);
        QCOMPARE(board->legalCount(), std::min(legal, 2048));
    }

    // A204110): nobody here wrote them.
    void oeisClasses_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<std::vector<std::uint64_t>>("classes");
        QTest::newRow("5T A204108") << Variant::T5 << std::vector<std::uint64_t>{1, 4, 56, 428, 2741, 13247, 52059};
        QTest::newRow("5D A204107") << Variant::D5 << std::vector<std::uint64_t>{1, 4, 55, 404, 2462, 11196, 41135};
        QTest::newRow("4T A204110") << Variant::T4 << std::vector<std::uint64_t>{1, 5, 107, 1212, 11307, 82008};
        QTest::newRow("4D A204109") << Variant::D4 << std::vector<std::uint64_t>{1, 5, 106, 1174, 10608, 73709, 419916};
    }
    void oeisClasses()
    {
        QFETCH(Variant, variant);
        QFETCH(std::vector<std::uint64_t>, classes);
        SolverTask task;
        task.variant = variant;
        task.maxDepth = static_cast<int>(classes.size()) - 1;
        const WalkTally t = run(task, {2});
        QCOMPARE(t.classes, classes);
    }

    // Positions (not classes) from the cross, against the reference's memo over sets.
    void crossPositionsAgainstReference_data() { test::addVariantRows(); }
    void crossPositionsAgainstReference()
    {
        QFETCH(Variant, variant);
        const int depth = lineLength(variant) == 5 ? 3 : 2;
        const test::ReferenceCounts ref = test::referenceWalk(variant, {}, depth);
        SolverTask task;
        task.variant = variant;
        task.maxDepth = depth;
        const WalkTally t = run(task);
        QCOMPARE(t.positions, ref.positions);
        QCOMPARE(t.classes, ref.classes);
    }

    // Random positions with few moves left, in every variant: counts by depth and the
    // longest game against the reference.
    void endgamesAgainstReference_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<int>("left");
        for (const Variant v : allVariants)
            for (int left : {4, 7, 10})
                QTest::newRow((std::string(variantName(v)) + " " + std::to_string(left) + " left").c_str()) << v << left;
    }
    void endgamesAgainstReference()
    {
        QFETCH(Variant, variant);
        QFETCH(int, left);
        int compared = 0;
        for (std::uint64_t seed = 1; seed <= 40 && compared < 6; ++seed) {
            SolverTask task;
            task.variant = variant;
            task.start = endgame(variant, seed, left);
            const test::ReferenceCounts ref = test::referenceWalk(variant, task.start, 1 << 20, 30000);
            std::uint64_t total = 0;
            for (std::uint64_t p : ref.positions)
                total += p;
            if (total > 30000)
                continue; // too large for the reference: another seed
            ++compared;
            const WalkTally t = run(task);
            QCOMPARE(t.positions, ref.positions);
            QCOMPARE(t.classes, ref.classes);
            QCOMPARE(t.best, ref.best);
            // The deepest game found is one: it replays from the start and is that long.
            Position pos(variant);
            for (const Move& m : task.start)
                QVERIFY(pos.play(m));
            for (const Move& m : t.bestPath)
                QVERIFY(pos.play(m));
            QCOMPARE(static_cast<int>(t.bestPath.size()), t.best);
        }
        QVERIFY2(compared >= 3, "too few endgames small enough for the reference");
    }

    // A symmetric start: the classes are those of the symmetries that keep it.
    void symmetricStartAgainstReference()
    {
        // The first move and its mirror image across the vertical axis of the 5D cross.
        const Position cross(Variant::D5);
        const std::vector<Move> legal = cross.legalMoves();
        const Symmetry mirror(1);
        for (const Move& m : legal) {
            const Move image = mirror.apply(Variant::D5, m);
            if (image == m || image < m)
                continue;
            Position pos(Variant::D5);
            if (!pos.play(m) || !pos.play(image))
                continue;
            SolverTask task;
            task.variant = Variant::D5;
            task.start = {m, image};
            task.maxDepth = 2;
            const test::ReferenceCounts ref = test::referenceWalk(Variant::D5, task.start, 2);
            SolverReport report;
            const WalkTally t = run(task, {}, {}, nullptr, &report);
            QVERIFY(report.symmetries >= 2);
            QCOMPARE(t.positions, ref.positions);
            QCOMPARE(t.classes, ref.classes);
            return;
        }
        QFAIL("no pair of mirrored first moves");
    }

    // The 8 images of a position have the same tree: the same counts and longest game.
    void imagesSolveAlike_data() { test::addVariantRows(); }
    void imagesSolveAlike()
    {
        QFETCH(Variant, variant);
        SolverTask task;
        task.variant = variant;
        task.start = endgame(variant, 7, lineLength(variant) == 5 ? 12 : 9);
        const WalkTally original = run(task);
        for (int g = 1; g < Symmetry::count; ++g) {
            SolverTask image = task;
            image.start = Symmetry(g).apply(variant, task.start);
            const WalkTally t = run(image);
            QCOMPARE(t.best, original.best);
            QCOMPARE(t.classes, original.classes);
            QCOMPARE(t.positions, original.positions);
        }
    }

    // A node budget cut short is never a proof, and the game found is still a game.
    void budgetIsNeverProven()
    {
        SolverTask task;
        task.variant = Variant::D4;
        SolverShare share;
        share.threads = 2;
        share.nodeBudget = 20000;
        SolverReport report;
        const WalkTally t = run(task, share, {}, nullptr, &report);
        QVERIFY(!report.complete);
        QVERIFY(t.cut);
        QVERIFY(t.best > 0 && t.best < 35);
        Position pos(Variant::D4);
        for (const Move& m : t.bestPath)
            QVERIFY(pos.play(m));
        // A budget just below what the whole tree takes is not enough either.
        SolverTask small;
        small.variant = Variant::T4;
        small.start = endgame(Variant::T4, 3, 8);
        SolverReport whole;
        const WalkTally all = run(small, {}, {}, nullptr, &whole);
        QVERIFY(whole.complete);
        QVERIFY(!all.cut);
        SolverShare tight;
        tight.nodeBudget = all.nodes - 1;
        SolverReport cutShort;
        run(small, tight, {}, nullptr, &cutShort);
        if (all.nodes > 4096) // below that the walk cannot be cut inside an item
            QVERIFY(!cutShort.complete);
    }

    void threadsAgree()
    {
        SolverTask task;
        task.variant = Variant::T5;
        task.maxDepth = 5;
        SolverReport one, two;
        const WalkTally a = run(task, {1}, {}, nullptr, &one);
        const WalkTally b = run(task, {2}, {}, nullptr, &two);
        sameWalk(a, b);
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(one.bestItem, two.bestItem);
    }

    // The K parts of a cluster run add up to the whole, the same deepest game included.
    void partsAddUp()
    {
        SolverTask task;
        task.variant = Variant::D4;
        task.maxDepth = 6;
        SolverReport whole;
        const WalkTally all = run(task, {2}, {}, nullptr, &whole);
        WalkTally sum;
        int bestItem = -2;
        for (int part = 0; part < 3; ++part) {
            SolverShare share;
            share.part = part;
            share.parts = 3;
            SolverReport report;
            const WalkTally t = run(task, share, {}, nullptr, &report);
            QVERIFY(report.complete);
            QCOMPARE(report.partItems, (report.itemCount - part + 2) / 3);
            // The deepest game: the deepest, then the earliest item (what one process keeps).
            if (t.best > sum.best || (t.best == sum.best && report.bestItem < bestItem)) {
                bestItem = report.bestItem;
                sum.best = t.best;
                sum.bestPath = t.bestPath;
            }
            WalkTally counts = t;
            counts.best = -1;
            counts.bestPath.clear();
            sum.merge(counts);
        }
        sameWalk(sum, all);
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(bestItem, whole.bestItem);
    }

    // combineSolverParts puts K parts together as one run reports the whole: the counts,
    // the deepest game (the earliest item's between equals), its item; and a part cut short
    // leaves the whole unproven.
    void combinedPartsAreOneRun_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("parts");
        QTest::newRow("4D to 6, 2 parts") << int(Variant::D4) << 6 << 2;
        QTest::newRow("4D to 6, 3 parts") << int(Variant::D4) << 6 << 3;
        QTest::newRow("4T endgame, 2 parts") << int(Variant::T4) << -1 << 2;
        QTest::newRow("5T to 4, 5 parts") << int(Variant::T5) << 4 << 5;
    }
    void combinedPartsAreOneRun()
    {
        QFETCH(int, variant);
        QFETCH(int, depth);
        QFETCH(int, parts);
        SolverTask task;
        task.variant = Variant(variant);
        if (depth >= 0)
            task.maxDepth = depth;
        else
            task.start = endgame(task.variant, 5, 10);
        SolverReport whole;
        run(task, {1}, {}, nullptr, &whole);
        std::vector<SolverReport> reports;
        for (int part = parts - 1; part >= 0; --part) { // in any order
            SolverShare share;
            share.part = part;
            share.parts = parts;
            reports.emplace_back();
            run(task, share, {}, nullptr, &reports.back());
        }
        const SolverReport all = combineSolverParts(reports);
        QVERIFY(all.complete);
        // The items depend on K; the first deepest game in the walk's order does not.
        QCOMPARE(all.partItems, all.itemCount);
        QCOMPARE(all.itemsDone, all.itemCount);
        QCOMPARE(all.startMoves, whole.startMoves); // the start's, whatever K
        QCOMPARE(all.symmetries, whole.symmetries);
        sameWalk(all.tally, whole.tally);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(all.bestItem >= -1 && all.bestItem < all.itemCount);
        reports.back().complete = false;
        QVERIFY(!combineSolverParts(reports).complete);
        QVERIFY(combineSolverParts(reports).tally.cut);
    }

    // Two parts reaching the same depth: the game and the item of the earlier item win,
    // whichever order the reports come in (a later equal must not take the item alone).
    void combinedPartsTieGoesToTheEarlierItem()
    {
        const Move early{{1, 2}, {{-1, 2}, Dir::E}};
        const Move late{{3, 4}, {{3, 2}, Dir::S}};
        std::vector<SolverReport> reports(3);
        reports[0].bestItem = 7;
        reports[0].tally.best = 9;
        reports[0].tally.bestPath = {late};
        reports[1].bestItem = 3;
        reports[1].tally.best = 9;
        reports[1].tally.bestPath = {early};
        reports[2].bestItem = 5;
        reports[2].tally.best = 4;
        for (int turn = 0; turn < 3; ++turn) {
            std::rotate(reports.begin(), reports.begin() + 1, reports.end());
            const SolverReport all = combineSolverParts(reports);
            QCOMPARE(all.tally.best, 9);
            QCOMPARE(all.bestItem, 3);
            QCOMPARE(all.tally.bestPath.size(), std::size_t(1));
            QVERIFY(all.tally.bestPath.front() == early);
        }
    }

    // The last progress a run reports is the whole run: every item done, every node counted
    // once (what the analysis and the CLI's progress lines show at the end).
    // Before it, the nodes only grow.
    void lastProgressIsTheRun_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("1 thread") << 1;
        QTest::newRow("2 threads") << 2;
    }
    void lastProgressIsTheRun()
    {
        QFETCH(int, threads);
        SolverTask task;
        task.variant = Variant::D4;
        task.maxDepth = 6;
        SolverHooks hooks;
        SolverProgress last;
        int calls = 0;
        bool grows = true;
        hooks.progress = [&](const SolverProgress& p) {
            grows = grows && (calls == 0 || p.nodes >= last.nodes);
            last = p;
            ++calls;
        };
        SolverShare share;
        share.threads = threads;
        SolverReport report;
        run(task, share, hooks, nullptr, &report);
        QVERIFY(calls >= 1);
        QVERIFY(grows);
        QCOMPARE(last.nodes, report.tally.nodes);
        QCOMPARE(last.itemsDone, report.partItems);
        QCOMPARE(last.items, report.partItems);
        QCOMPARE(last.best, report.tally.best);
    }

    // A run stopped and resumed from its checkpoint gives what one that never stopped gives.
    void stopAndResume()
    {
        SolverTask task;
        task.variant = Variant::D4;
        task.maxDepth = 8;
        SolverReport uninterrupted;
        const WalkTally all = run(task, {2}, {}, nullptr, &uninterrupted);

        std::atomic<bool> stop{false};
        std::string saved;
        SolverHooks hooks;
        hooks.stop = &stop;
        hooks.checkpointSeconds = 0;
        hooks.progress = [&](const SolverProgress& p) {
            if (p.itemsDone > 0)
                stop = true;
        };
        hooks.checkpoint = [&](const SolverCheckpoint& c) {
            saved = formatSolverCheckpoint(c);
            return true;
        };
        SolverReport first;
        run(task, {2}, hooks, nullptr, &first);
        QVERIFY(!first.complete);
        auto checkpoint = parseSolverCheckpoint(saved);
        QVERIFY2(checkpoint.ok(), checkpoint.ok() ? "" : checkpoint.error().message().c_str());
        QVERIFY(!checkpoint->done.empty());
        QVERIFY(static_cast<int>(checkpoint->done.size()) < first.partItems);

        // The seconds count every run of the work: the checkpoint's, then this one's.
        SolverCheckpoint resume = checkpoint.value();
        resume.seconds = 1000;
        SolverReport resumed;
        const auto began = std::chrono::steady_clock::now();
        const WalkTally rest = run(task, {1}, {}, &resume, &resumed);
        const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
        QVERIFY(resumed.complete);
        sameWalk(rest, all);
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(resumed.bestItem, uninterrupted.bestItem);
        QVERIFY2(resumed.seconds > 1000 && resumed.seconds <= 1000 + took, qPrintable(QString::number(resumed.seconds)));
    }

    void resumeOfAnotherTaskIsRefused()
    {
        SolverTask task;
        task.variant = Variant::D4;
        task.maxDepth = 4;
        std::string saved;
        SolverHooks hooks;
        hooks.checkpoint = [&](const SolverCheckpoint& c) {
            saved = formatSolverCheckpoint(c);
            return true;
        };
        run(task, {}, hooks);
        auto checkpoint = parseSolverCheckpoint(saved);
        QVERIFY(checkpoint.ok());
        SolverTask other = task;
        other.maxDepth = 5;
        QVERIFY(!runSolver(other, {}, {}, &*checkpoint).ok());
        SolverShare part;
        part.parts = 2;
        QVERIFY(!runSolver(task, part, {}, &*checkpoint).ok());
        // Items cut otherwise (another program's): the digest of the item list tells.
        SolverCheckpoint otherItems = checkpoint.value();
        otherItems.itemsDigest ^= 1;
        const auto refused = runSolver(task, {}, {}, &otherItems);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, ErrorKind::Mismatch);
        QVERIFY(runSolver(task, {}, {}, &*checkpoint).ok());
    }

    void checkpointRoundTrip()
    {
        SolverTask task;
        task.variant = Variant::T4;
        task.start = endgame(Variant::T4, 5, 9);
        std::string saved;
        SolverHooks hooks;
        hooks.checkpoint = [&](const SolverCheckpoint& c) {
            saved = formatSolverCheckpoint(c);
            return true;
        };
        run(task, {}, hooks);
        auto c = parseSolverCheckpoint(saved);
        QVERIFY2(c.ok(), c.ok() ? "" : c.error().message().c_str());
        QCOMPARE(formatSolverCheckpoint(*c), saved);
        // Windows line endings read as the same text.
        std::string crlf;
        for (char ch : saved) {
            if (ch == '\n')
                crlf += '\r';
            crlf += ch;
        }
        auto fromCrlf = parseSolverCheckpoint(crlf);
        QVERIFY2(fromCrlf.ok(), fromCrlf.ok() ? "" : fromCrlf.error().message().c_str());
        QCOMPARE(formatSolverCheckpoint(*fromCrlf), saved);
    }

    // What a damaged or forged checkpoint says, and where.
    void checkpointRejects_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("says");
        QTest::addColumn<int>("column"); // the error's position in its line (0-based), -1: not checked
        QTest::newRow("magic") << "morpion-solver-checkpoint 1"
                               << "morpion-search-checkpoint 1" << 1 << "expected a line" << -1;
        QTest::newRow("version") << "morpion-solver-checkpoint 1"
                                 << "morpion-solver-checkpoint 2" << 1 << "the version" << -1;
        QTest::newRow("more after the version") << "morpion-solver-checkpoint 1"
                                                << "morpion-solver-checkpoint 1 2" << 1 << "unexpected \"2\"" << 28;
        QTest::newRow("variant") << "variant 4D"
                                 << "variant 6D" << 2 << "variant must be" << -1;
        QTest::newRow("no variant") << "variant 4D"
                                    << "variant" << 2 << "the variant" << -1;
        QTest::newRow("part past parts") << "part 0 1"
                                         << "part 1 1" << 5 << "below the number of parts" << -1;
        QTest::newRow("seconds") << "@seconds"
                                 << "" << 8 << "seconds must be from 0 to 1e9" << -1;
        QTest::newRow("item outside the part") << "@parts"
                                               << "" << 0 << "is not in part" << -1;
        QTest::newRow("an item of no nodes") << "@zero"
                                             << "" << 0 << "the nodes must be a whole number from 1" << -1;
        QTest::newRow("nodes not the sum") << "@nodes"
                                           << "@nodes+1" << 0 << "add up to" << -1;
        QTest::newRow("too many positions") << "@positions"
                                            << "@positions*9" << 0 << "1 to 8 positions" << -1;
        QTest::newRow("game longer than said") << "@best"
                                               << "@best-1" << 0 << "moves, not" << -1;
        QTest::newRow("checksum") << "@checksum"
                                  << "@checksum^1" << 0 << "damaged" << -1;
        QTest::newRow("after end") << "end\n"
                                   << "end\nmore\n"
                                   << 0 << "nothing may follow" << -1;
        // A checksum of zeros is a damaged file like any other wrong checksum (not a number
        // out of range): 0 is a digest like another.
        QTest::newRow("checksum zeroed") << "@checksum0"
                                         << "" << 0 << "damaged" << -1;
        // The same item twice: refused at the line of the second one's counts, from its start.
        QTest::newRow("an item twice") << "@twice"
                                       << "" << 13 << "the items must be in increasing order" << 0;
    }
    void checkpointRejects()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(int, line);
        QFETCH(QString, says);
        QFETCH(int, column);
        SolverTask task; // about 10,000 items, the first of them finished
        task.variant = Variant::D4;
        task.maxDepth = 5;
        std::string saved;
        SolverHooks hooks;
        hooks.checkpoint = [&](const SolverCheckpoint& c) {
            saved = formatSolverCheckpoint(c);
            return true;
        };
        run(task, {}, hooks);
        std::string text = saved;
        const std::string f = from.toStdString(), t = to.toStdString();
        if (f.starts_with("@")) {
            // Edits of the first item and of the checksum, written anew so that only the
            // one field is wrong (the checksum is fixed up but for its own case).
            auto parsedSaved = parseSolverCheckpoint(saved);
            QVERIFY(parsedSaved.ok() && !parsedSaved->done.empty());
            SolverCheckpoint c = parsedSaved.value();
            WalkTally& item = c.done.front().tally;
            if (f == "@nodes")
                ++item.nodes;
            else if (f == "@zero") // every item visits its own position at least
                item.nodes = 0;
            else if (f == "@positions")
                item.positions.back() = item.classes.back() * 9;
            else if (f == "@best")
                --item.best;
            else if (f == "@seconds")
                c.seconds = 1e308;
            else if (f == "@twice") {
                if (c.done.size() < 2)
                    QSKIP("fewer than two items finished");
                c.done[1] = c.done[0];
            } else if (f == "@parts") { // part 0 of 2 holds only even items
                c.parts = 2;
                if (c.done.size() < 2)
                    QSKIP("fewer than two items finished");
            }
            text = formatSolverCheckpoint(c);
            if (f == "@checksum") {
                const std::size_t at = text.find("checksum ") + 9;
                text[at] = text[at] == '0' ? '1' : '0';
            } else if (f == "@checksum0") {
                const std::size_t at = text.find("checksum ") + 9;
                QVERIFY(text.substr(at, 16) != std::string(16, '0'));
                text.replace(at, 16, std::string(16, '0'));
            }
        } else {
            const std::size_t at = text.find(f);
            QVERIFY(at != std::string::npos);
            text.replace(at, f.size(), t);
        }
        const auto parsed = parseSolverCheckpoint(text);
        QVERIFY(!parsed.ok());
        const std::string message = parsed.error().message();
        if (line > 0)
            QCOMPARE(parsed.error().line, line);
        if (column >= 0)
            QCOMPARE(parsed.error().position, std::int64_t{column});
        QVERIFY2(message.find(says.toStdString()) != std::string::npos, message.c_str());
    }

    void startThatDoesNotReplayIsRefused()
    {
        SolverTask task;
        task.variant = Variant::T5;
        const std::vector<Move> game = test::randomGame(Variant::T5, 3);
        task.start = {game[5]}; // a later move, alone, cannot be played on the cross
        if (Position(Variant::T5).isLegal(game[5]))
            task.start = {game[0], game[0]};
        const auto report = runSolver(task, {});
        QVERIFY(!report.ok());
        QCOMPARE(report.error().kind, ErrorKind::IllegalMove);
    }

    // A thread the system refuses ends the run with the reason and which thread, the same
    // words as a search's; the threads already started are stopped and waited for.
    void refusedThreadIsTheRunsError_data()
    {
        QTest::addColumn<int>("failAt");
        QTest::newRow("the first of three") << 0;
        QTest::newRow("the third of three") << 2;
    }
    void refusedThreadIsTheRunsError()
    {
        QFETCH(int, failAt);
        SolverTask task;
        task.variant = Variant::D4;
        task.maxDepth = 10;
        SolverShare share;
        share.threads = 3;
        SolverHooks hooks;
        int starts = 0;
        std::atomic<int> ended{0};
        hooks.startThread = [&](std::function<void()> body) {
            if (starts++ == failAt)
                throw std::system_error(std::make_error_code(std::errc::resource_unavailable_try_again));
            return std::thread([&ended, body = std::move(body)] {
                body();
                ++ended;
            });
        };
        const auto report = runSolver(task, share, hooks);
        QVERIFY(!report.ok());
        QCOMPARE(report.error().kind, ErrorKind::Resources);
        const QString message = QString::fromStdString(report.error().message());
        QVERIFY2(message.contains(QStringLiteral("cannot start thread %1 of 3: ").arg(failAt + 1)), qPrintable(message));
        QCOMPARE(starts, failAt + 1);
        QCOMPARE(ended.load(), failAt);
    }

    // Every famous grid is a start the solver takes: the board puts the cross in its middle,
    // so that the records, which reach up to 10 cells beyond the cross on either side, fit with
    // the margin the walk needs. Finished, nothing is left; with its last moves taken back,
    // the walk finds them again (or longer).
    void famousGridsAreStarts_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("left");
        for (const Famous& g : famousGrids())
            for (int left : {0, 3})
                QTest::addRow("%s, %d left", g.id.c_str(), left) << QString::fromStdString(g.id) << left;
    }
    void famousGridsAreStarts()
    {
        QFETCH(QString, id);
        QFETCH(int, left);
        const std::vector<Famous> all = famousGrids();
        const auto g = std::find_if(all.begin(), all.end(), [&](const Famous& f) { return f.id == id.toStdString(); });
        QVERIFY(g != all.end());
        SolverTask task;
        task.variant = g->variant;
        task.start = g->moves;
        task.start.resize(task.start.size() - static_cast<std::size_t>(left));
        const auto report = runSolver(task, {});
        QVERIFY2(report.ok(), report.ok() ? "" : report.error().message().c_str());
        QVERIFY(report->complete);
        if (left == 0)
            QCOMPARE(report->tally.best, 0);
        else
            QVERIFY2(report->tally.best >= left, qPrintable(QString::number(report->tally.best)));
    }
};

QTEST_APPLESS_MAIN(TestSolver)
#include "tst_solver.moc"
