// The analysis's solver stage (GameAnalyser with AnalysisOptions::nodes): the positions from
// the game's end back that the solver walks whole within the budget are proven, with the
// solver's value and game; the others are searched. Records' endgames and a slow reference
// give values known independently; the proven positions are those whose trees are smaller
// than the budget, whatever the threads; a stop keeps what was proven.

#include "core/codes/GameAnalysis.h"
#include "core/codes/GridEdit.h"
#include "core/search/GameAnalyser.h"
#include "core/solver/SolverRun.h"
#include "tests/core/support/ReferenceWalk.h"
#include "tests/core/support/TestGrids.h"

#include <QTest>

#include <algorithm>
#include <atomic>

using namespace morpion;
using namespace morpion::test;

Q_DECLARE_METATYPE(morpion::Variant)

namespace {

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

// An analysis whose searches take next to nothing: what it proves is the solver's.
AnalysisOptions quickOptions(Variant v, const std::vector<Move>& game, std::uint64_t nodes, int threads = 1)
{
    AnalysisOptions o;
    o.variant = v;
    o.game = game;
    o.budget = 2;
    o.passes = 1;
    o.level = 1;
    o.perLevel = 1;
    o.nodes = nodes;
    o.limits.seed = 1;
    o.limits.threads = threads;
    o.limits.progressSeconds = 0.01;
    return o;
}

GameAnalysis analyse(const AnalysisOptions& o)
{
    auto a = GameAnalyser(o).run();
    if (!a)
        throw std::runtime_error(a.error().message());
    return std::move(a).value();
}

// The classes of the tree after the game's first k moves, or 0 when it has more than `most`.
std::uint64_t treeSize(Variant v, const std::vector<Move>& game, int k, std::uint64_t most)
{
    SolverTask task;
    task.variant = v;
    task.start.assign(game.begin(), game.begin() + k);
    SolverShare share;
    share.nodeBudget = most;
    const auto report = runSolver(task, share);
    if (!report)
        throw std::runtime_error(report.error().message());
    return report->complete && report->tally.nodes < most ? report->tally.nodes : 0;
}

// The proven positions must be a run from the end, the rest not proven; returns its first.
int provenFrom(const GameAnalysis& a)
{
    int first = a.moveCount() + 1;
    while (first > 0 && a.proven(first - 1))
        --first;
    for (int k = 0; k < first; ++k)
        if (a.proven(k))
            return -1;
    return first;
}

} // namespace

class TestAnalysisSolver : public QObject {
    Q_OBJECT

private slots:
    // A record's last 20 positions: each proven, its E the record's length (the records
    // cannot be extended from there), every loss 0 and exact; the game behind each E is
    // legal and keeps the record's moves up to its position.
    void recordEndgamesProven_data()
    {
        QTest::addColumn<QString>("record");
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<int>("length");
        QTest::newRow("5T Rosin 178") << QStringLiteral("records/5T-rosin178.msr.json") << Variant::T5 << 178;
        QTest::newRow("5D Rosin 82") << QStringLiteral("records/5D-rosin82.pentasol.txt") << Variant::D5 << 82;
        QTest::newRow("4D 35") << QStringLiteral("records/4D-hyyroporanen35.msr.json") << Variant::D4 << 35;
        QTest::newRow("4T 62") << QStringLiteral("records/4T-hyyroporanen62.msr.json") << Variant::T4 << 62;
    }
    void recordEndgamesProven()
    {
        QFETCH(QString, record);
        QFETCH(Variant, variant);
        QFETCH(int, length);
        const std::vector<Move> game = record.endsWith(QLatin1String(".txt")) ? readPentasolMoves(record) : readMsrMoves(record);
        QCOMPARE(static_cast<int>(game.size()), length);
        QVERIFY(!checkPlayable(variant, game));
        const GameAnalysis a = analyse(quickOptions(variant, game, 200000));
        const int first = provenFrom(a);
        QVERIFY2(first >= 0 && first <= length - 20, qPrintable(QString::number(first)));
        for (int k = first; k <= length; ++k) {
            QVERIFY(a.proven(k));
            QCOMPARE(a.best(k), length);
            QCOMPARE(a.found(k), length);
            const AnalysisLine* line = a.bestLine(k);
            QVERIFY(line && line->reach >= k);
            QVERIFY(!checkPlayable(variant, line->moves));
        }
        for (int m = first + 1; m <= length; ++m) {
            QVERIFY(a.lossProven(m));
            QCOMPARE(*a.loss(m), 0);
        }
        QVERIFY(!a.lossProven(first));
        QCOMPARE(a.provenCount(), length + 1 - first);
        QVERIFY(a.complete()); // the others searched
        QCOMPARE(a.settings().nodes, std::uint64_t{200000});
    }

    // Random games' last positions, whose trees the slow reference walks: a proven E(k) is
    // k plus the reference's longest, and an E above a proven one is never below it.
    void provenAgainstReference_data()
    {
        QTest::addColumn<Variant>("variant");
        for (const Variant v : allVariants)
            QTest::newRow(variantName(v).data()) << v;
    }
    void provenAgainstReference()
    {
        QFETCH(Variant, variant);
        int compared = 0;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            const std::vector<Move> game = randomGame(variant, seed);
            const int n = static_cast<int>(game.size());
            const GameAnalysis a = analyse(quickOptions(variant, game, 3000));
            QVERIFY(a.proven(n));
            for (int k = n; k >= std::max(0, n - 8) && a.proven(k); --k) {
                const std::vector<Move> start(game.begin(), game.begin() + k);
                const ReferenceCounts ref = referenceWalk(variant, start, 1 << 20, 30000);
                QCOMPARE(a.best(k), k + ref.best);
                ++compared;
            }
        }
        QVERIFY(compared >= 12);
    }

    // The budget decides: a position is proven when its tree has fewer classes than the
    // budget, and not when it has as many, on one thread or two; the positions proven are
    // the run from the end of those that fit, and the analyses are the same.
    void provenBelowTheBudget_data()
    {
        QTest::addColumn<QString>("record");
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<int>("extra"); // added to the tree's classes to make the budget
        const QString t5 = QStringLiteral("records/5T-rosin178.msr.json");
        const QString d4 = QStringLiteral("records/4D-hyyroporanen35.msr.json");
        QTest::newRow("5T, one more than the tree") << t5 << Variant::T5 << 1;
        QTest::newRow("5T, as many as the tree") << t5 << Variant::T5 << 0;
        QTest::newRow("4D, one more than the tree") << d4 << Variant::D4 << 1;
        QTest::newRow("4D, as many as the tree") << d4 << Variant::D4 << 0;
    }
    void provenBelowTheBudget()
    {
        QFETCH(QString, record);
        QFETCH(Variant, variant);
        QFETCH(int, extra);
        const std::vector<Move> game = readMsrMoves(record);
        const int n = static_cast<int>(game.size());
        // The classes of each position's tree from the end back (walks of 2,000,000 at
        // most; 0 past them), and a position whose tree takes several items.
        std::vector<std::uint64_t> size(at(n + 1), 0);
        int k = -1;
        for (int j = n; j >= 0; --j) {
            size[at(j)] = treeSize(variant, game, j, 2000000);
            if (size[at(j)] == 0)
                break;
            if (k < 0 && size[at(j)] > 20000)
                k = j;
        }
        QVERIFY(k >= 0);
        const std::uint64_t budget = size[at(k)] + static_cast<std::uint64_t>(extra);
        int expected = n + 1; // the first position of the run of trees smaller than the budget
        while (expected > 0 && size[at(expected - 1)] > 0 && size[at(expected - 1)] < budget)
            --expected;
        const GameAnalysis one = analyse(quickOptions(variant, game, budget, 1));
        const GameAnalysis two = analyse(quickOptions(variant, game, budget, 2));
        QCOMPARE(provenFrom(one), expected);
        QCOMPARE(one.proven(k), extra > 0);
        QCOMPARE(one.provenPositions(), two.provenPositions());
        QCOMPARE(one.foundScores(), two.foundScores());
        QCOMPARE(one.lines().size(), two.lines().size());
        for (std::size_t i = 0; i < one.lines().size(); ++i)
            MORPION_COMPARE_MOVES(one.lines()[i].moves, two.lines()[i].moves);
    }

    // Without the solver (nodes 0) nothing is proven but a finished game's end; with it a
    // finished game's end is proven even under a budget of one class.
    void noSolving()
    {
        const std::vector<Move> game = randomGame(Variant::T5, 4);
        const int n = static_cast<int>(game.size());
        for (const std::uint64_t nodes : {std::uint64_t{0}, std::uint64_t{1}}) {
            const GameAnalysis a = analyse(quickOptions(Variant::T5, game, nodes));
            QCOMPARE(a.provenCount(), 1);
            QVERIFY(a.proven(n));
            QVERIFY(a.complete());
        }
        // An unfinished game under a budget too small: nothing proven.
        const std::vector<Move> part(game.begin(), game.end() - 3);
        const GameAnalysis a = analyse(quickOptions(Variant::T5, part, 1));
        QCOMPARE(a.provenCount(), 0);
        QVERIFY(a.complete());
    }

    // Progress names the position the solver walks and what it proved; a stop in the
    // solver's stage keeps the positions proven and searches none.
    void stopWhileSolving()
    {
        const std::vector<Move> game = readMsrMoves(QStringLiteral("records/5T-rosin178.msr.json"));
        AnalysisOptions o = quickOptions(Variant::T5, game, 2000000);
        std::atomic<bool> stop{false};
        int solvingSeen = -1;
        GameAnalyser analyser(o);
        const auto a = analyser.run(
            [&](const AnalysisProgress& p, const GameAnalysis& sofar) {
                QCOMPARE(p.proven, sofar.provenCount());
                QCOMPARE(p.searches, 0);
                if (p.solving >= 0)
                    solvingSeen = p.solving;
                if (p.proven >= 5)
                    stop.store(true);
            },
            &stop);
        QVERIFY(a.ok());
        QCOMPARE(analyser.stopReason(), SearchStop::Requested);
        QVERIFY(solvingSeen >= 0 && solvingSeen <= 178);
        QVERIFY(a->provenCount() >= 5);
        QCOMPARE(a->searchedPositions(), a->provenCount());
        QVERIFY(provenFrom(a.value()) > 0);
        for (int k = 0; k <= 178; ++k)
            QCOMPARE(a->found(k) >= 0, a->proven(k));
    }

    // A runner of its own (the page's workers) that calls the stages one by one — the
    // solver's stage on its thread, then each pass's chains, put together by analysisOf —
    // finds what run() finds on two threads: the same proven positions, scores and games.
    void ownRunnerAgrees_data()
    {
        QTest::addColumn<QString>("record");
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<int>("nodes");
        QTest::newRow("4D") << QStringLiteral("records/4D-hyyroporanen35.msr.json") << Variant::D4 << 200000;
        QTest::newRow("5T") << QStringLiteral("records/5T-rosin178.msr.json") << Variant::T5 << 50000;
        QTest::newRow("4T, no solver") << QStringLiteral("records/4T-hyyroporanen62.msr.json") << Variant::T4 << 0;
    }
    void ownRunnerAgrees()
    {
        QFETCH(QString, record);
        QFETCH(Variant, variant);
        QFETCH(int, nodes);
        const std::vector<Move> game = readMsrMoves(record);
        AnalysisOptions o = quickOptions(variant, game, static_cast<std::uint64_t>(nodes), 1);
        o.budget = 60;
        o.passes = 2;
        std::vector<AnalysisSearch> searches;
        const auto add = [&searches](const AnalysisSearch& s) { searches.push_back(s); };
        const auto left = GameAnalyser::solveEndgame(o, add, {});
        QVERIFY(left.ok());
        QCOMPARE(GameAnalyser::analysisOf(o, searches).provenCount(), static_cast<int>(game.size()) + 1 - *left);
        for (const AnalysisSearch& s : searches)
            QVERIFY(s.proven);
        // The page's options name its count of workers; a chain runs on one thread whatever it is.
        AnalysisOptions chainOptions = o;
        chainOptions.limits.threads = 3;
        for (int pass = 0; pass < o.passes; ++pass) {
            const GameAnalysis sofar = GameAnalyser::analysisOf(o, searches);
            const auto chains = pass == 0 ? GameAnalyser::firstPass(o, sofar) : GameAnalyser::laterPass(o, sofar, pass);
            int jobs = 0;
            for (const auto& chain : chains) {
                jobs += static_cast<int>(chain.size());
                GameAnalyser::runChain(chainOptions, chain, add);
            }
            QCOMPARE(jobs, *left); // the positions the solver left, each once a pass
        }
        const GameAnalysis own = GameAnalyser::analysisOf(o, searches);
        AnalysisOptions two = o;
        two.limits.threads = 2;
        const GameAnalysis whole = analyse(two);
        QCOMPARE(own.provenPositions(), whole.provenPositions());
        QCOMPARE(own.foundScores(), whole.foundScores());
        for (int k = 0; k <= own.moveCount(); ++k)
            QCOMPARE(own.best(k), whole.best(k));
        if (nodes > 0)
            QVERIFY(own.provenCount() > 1);
        else // only the finished game's last position, which needs no walk
            QCOMPARE(own.provenCount(), 1);
    }

    // A later pass warms the search of each position k toward the best game of the position
    // before it, the first position toward its own: here position 0's best (H, which never
    // plays the game's first move) and position 1's (the game itself) differ.
    void laterPassWarmsTowardThePositionBefore()
    {
        const std::vector<Move> game = randomGame(Variant::T5, 3, 20);
        std::vector<Move> other;
        for (std::uint64_t seed = 100; other.empty(); ++seed) {
            std::vector<Move> h = randomGame(Variant::T5, seed);
            if (h.size() > game.size() && std::find(h.begin(), h.end(), game.front()) == h.end())
                other = std::move(h);
        }
        AnalysisOptions o = quickOptions(Variant::T5, game, 0);
        o.passes = 2;
        std::vector<AnalysisSearch> searches(2);
        searches[0].position = 0;
        searches[0].game = other;
        searches[1].position = 1;
        searches[1].game = game;
        const GameAnalysis sofar = GameAnalyser::analysisOf(o, searches);
        QVERIFY(sofar.bestLine(0) && sofar.bestLine(0)->moves == other);
        QVERIFY(sofar.bestLine(1) && sofar.bestLine(1)->moves == game);
        const auto chains = GameAnalyser::laterPass(o, sofar, 1);
        QCOMPARE(static_cast<int>(chains.size()), static_cast<int>(game.size()) + 1);
        QCOMPARE(chains[0].front().position, 0);
        QVERIFY(chains[0].front().warm == other); // its own: position 0's best
        QCOMPARE(chains[1].front().position, 1);
        QVERIFY(chains[1].front().warm == other); // the position before's, less the game's first move (not in it)
        QCOMPARE(chains[2].front().position, 2);
        QVERIFY(chains[2].front().warm == std::vector<Move>(game.begin() + 2, game.end())); // the game, from move 2
    }

    // Nodes past the limit are refused.
    void checkRefusesNodes()
    {
        AnalysisOptions o = quickOptions(Variant::T5, randomGame(Variant::T5, 2), AnalysisOptions::mostNodes + 1);
        const auto bad = GameAnalyser::check(o);
        QVERIFY(bad);
        QCOMPARE(bad->kind, ErrorKind::Syntax);
        o.nodes = AnalysisOptions::mostNodes;
        QVERIFY(!GameAnalyser::check(o));
    }

    // GameAnalysis::make refuses a proof that does not hold: a proven position without a
    // score, one with a longer game from it, a list of the wrong length.
    void makeRefusesProofs_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("no score") << 0;
        QTest::newRow("longer game") << 1;
        QTest::newRow("length") << 2;
    }
    void makeRefusesProofs()
    {
        QFETCH(int, kind);
        const std::vector<Move> game = randomGame(Variant::T5, 9);
        const int n = static_cast<int>(game.size());
        const std::vector<Move> prefix(game.begin(), game.begin() + n / 2);
        std::vector<int> found(at(n / 2 + 1), -1);
        std::vector<bool> proven(found.size(), false);
        found.back() = n; // the game goes on to n from every position of the prefix
        proven.back() = true;
        QVERIFY(GameAnalysis::make(Variant::T5, prefix, found, {game}, {}, proven).ok());
        switch (kind) {
        case 0: proven[1] = true; break;
        case 1:
            found.back() = n - 1;
            proven.back() = true;
            break;
        default: proven.pop_back(); break;
        }
        const auto made = GameAnalysis::make(Variant::T5, prefix, found, {game}, {}, proven);
        QVERIFY(!made.ok());
        QCOMPARE(made.error().kind, ErrorKind::Syntax);
    }
};

QTEST_APPLESS_MAIN(TestAnalysisSolver)
#include "tst_analysissolver.moc"
