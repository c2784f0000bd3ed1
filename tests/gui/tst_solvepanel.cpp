// Solve from Here and the live hint: the panel's answer is the core's (solvePosition) for
// the position on the board, in hand play and reading a layer; the board lights the moves
// kept, with the legend's entry for them; the optimal line is one undo step; a budget too
// small says "not proven within N nodes: best found M"; Cancel; the live hint of 4T and 4D
// follows hand play (a stale computation dropped), and stays off for 5T.

#include "BoardFixture.h"
#include "GuiTestSupport.h"

#include "app/gui/analysis/SolveLinks.h"
#include "app/gui/analysis/SolvePanel.h"
#include "app/gui/board/BoardView.h"
#include "app/gui/document/Document.h"
#include "core/rules/Position.h"

#include <QAction>
#include <QCheckBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QUndoStack>

using namespace morpion;
using namespace morpion::gui;

Q_DECLARE_METATYPE(morpion::Variant)

namespace {

constexpr int timeout = 60000;

// A game of `v` that plays, at each step, the legal move `seed` steps along (a fixed
// walk, no random generator), cut after `count` moves (-1: to its end).
std::vector<Move> walkGame(Variant v, int seed, int count = -1)
{
    Position p(v);
    for (int i = 0; !p.isOver() && i != count; ++i) {
        const auto legal = p.legalMoves();
        p.play(legal[static_cast<std::size_t>((i * seed + seed) % static_cast<int>(legal.size()))]);
    }
    return p.moves();
}

PositionSolution coreSolution(Variant v, const std::vector<Move>& start, std::uint64_t nodes)
{
    PositionSolveOptions o;
    o.variant = v;
    o.start = start;
    o.nodes = nodes;
    auto s = solvePosition(o);
    if (!s)
        qFatal("%s", s.error().message().c_str());
    return std::move(s).value();
}

} // namespace

class TestSolvePanel : public QObject {
    Q_OBJECT

private slots:
    // The solver panel beside the board, linked to it as in the window.
    void initTestCase()
    {
        QVERIFY(board_.open("tst_solvepanel", QSize(1200, 800)));
        panel_ = board_->addPanel<SolvePanel>();
        linkSolverToBoard(panel_, board_->boardView());
    }
    void cleanupTestCase() { board_.close(); }
    void init()
    {
        panel()->liveBox()->setChecked(false);
        panel()->nodesBox()->setValue(10);
    }

    // Solve from Here: the core's answer for the position shown, the moves kept lit on the
    // board, the status; the line played as one undo step.
    void solvesThePositionShown_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<int>("seed");
        QTest::addColumn<int>("left");       // moves from the game's end
        QTest::addColumn<int>("layersBack"); // 0: hand play; else the layer shown, from the last
        QTest::newRow("4D hand play") << Variant::D4 << 3 << 9 << 0;
        QTest::newRow("4T hand play") << Variant::T4 << 5 << 8 << 0;
        QTest::newRow("5D hand play") << Variant::D5 << 7 << 6 << 0;
        QTest::newRow("5T reading a layer") << Variant::T5 << 2 << 0 << 2;
        QTest::newRow("4D reading a layer") << Variant::D4 << 4 << 0 << 1;
    }
    void solvesThePositionShown()
    {
        QFETCH(Variant, variant);
        QFETCH(int, seed);
        QFETCH(int, left);
        QFETCH(int, layersBack);
        std::vector<Move> game = walkGame(variant, seed);
        game.resize(game.size() - static_cast<std::size_t>(left));
        doc()->load(variant, game, QStringLiteral("test"));
        if (layersBack > 0)
            doc()->setCurrentLayer(doc()->viewSteps() - 1 - layersBack);
        std::vector<Move> here;
        for (int i = 0; i < static_cast<int>(game.size()); ++i)
            if (layersBack == 0 || doc()->layerOfMove(i) < doc()->currentLayer())
                here.push_back(game[static_cast<std::size_t>(i)]);
        QCOMPARE(panel()->here(), here);

        solve();
        const PositionSolution core = coreSolution(variant, here, 10000000);
        QVERIFY(core.proven);
        const PositionSolution* s = panel()->solution();
        QVERIFY(s);
        QVERIFY(s->proven);
        QCOMPARE(s->score, core.score);
        QCOMPARE(s->keeping, core.keeping);
        QVERIFY(panel()->statusText().contains(QStringLiteral("Proven: the longest game from here scores %1").arg(core.score)));
        QVERIFY(view()->solvedHint());
        QCOMPARE(view()->solvedHint()->moves, core.keeping);
        QCOMPARE(view()->scene().hints, core.keeping);
        QCOMPARE(view()->scene().hintBest, core.score);
        bool legend = false;
        for (const auto& entry : view()->scene().legend())
            legend = legend || (entry.kind == paint::BoardScene::LegendEntry::Kind::Hint &&
                                QString::fromUtf8(entry.text.text).contains(QStringLiteral("proven best")));
        QVERIFY(legend);

        // The line, one undo step; undone, the position and its hint are back.
        QVERIFY(panel()->playButton()->isVisible());
        QCOMPARE(panel()->playButton()->text(), QStringLiteral("Play the Optimal Line"));
        const std::vector<Move> line = s->line; // the answer goes with its position
        panel()->playButton()->click();
        QCOMPARE(static_cast<int>(doc()->moves().size()), core.score);
        QCOMPARE(doc()->moves(), line);
        QVERIFY(!view()->solvedHint());
        QCOMPARE(doc()->undoStack()->undoText(), QStringLiteral("Play the optimal line"));
        doc()->undoStack()->undo();
        QCOMPARE(doc()->moves(), game);
    }

    // A budget the position exceeds: "not proven within N nodes: best found M", nothing lit,
    // the best line offered as such.
    void cutShortSaysSo()
    {
        doc()->load(Variant::T5, {}, QStringLiteral("test"));
        panel()->nodesBox()->setValue(1);
        solve();
        const PositionSolution* s = panel()->solution();
        QVERIFY(s && !s->proven);
        QVERIFY(s->score > 0);
        QCOMPARE(panel()->statusText(), QStringLiteral("Not proven within 1,000,000 nodes: best found %1.").arg(s->score));
        QVERIFY(!view()->solvedHint());
        QCOMPARE(panel()->playButton()->text(), QStringLiteral("Play the Best Line Found"));
    }

    // Cancel while it runs: the progress goes, the status says what was found, not proven.
    void cancelStops()
    {
        doc()->load(Variant::T5, {}, QStringLiteral("test"));
        panel()->nodesBox()->setValue(100000);
        panel()->solveAction()->trigger();
        QVERIFY(panel()->isRunning());
        QVERIFY(panel()->progressBar()->isVisible());
        QCOMPARE(panel()->solveAction()->text(), QStringLiteral("Cancel Solving"));
        QTest::qWait(300);
        panel()->solveAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!panel()->isRunning(), timeout);
        QVERIFY(!panel()->progressBar()->isVisible());
        QVERIFY(panel()->statusText().startsWith(QStringLiteral("Cancelled: the best game found so far scores")));
        QVERIFY(!view()->solvedHint());
    }

    // A move played while Solve from Here runs makes it stale: cancelled, and said.
    void changedPositionCancels()
    {
        doc()->load(Variant::T5, {}, QStringLiteral("test"));
        panel()->nodesBox()->setValue(100000);
        panel()->solveAction()->trigger();
        QVERIFY(panel()->isRunning());
        QVERIFY(doc()->play(doc()->legalMoves().front()));
        QTRY_VERIFY_WITH_TIMEOUT(!panel()->isRunning(), timeout);
        QCOMPARE(panel()->statusText(), QStringLiteral("The position changed: Solve from Here was cancelled."));
        QVERIFY(!panel()->solution());
    }

    // The live hint of 4T and 4D: each position of hand play is solved in the background,
    // the hint the core's for the position as it stands after moves played in a burst.
    void liveHintFollowsPlay_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<int>("seed");
        QTest::newRow("4D") << Variant::D4 << 3;
        QTest::newRow("4T") << Variant::T4 << 5;
    }
    void liveHintFollowsPlay()
    {
        QFETCH(Variant, variant);
        QFETCH(int, seed);
        std::vector<Move> game = walkGame(variant, seed);
        const std::vector<Move> rest(game.end() - 6, game.end());
        game.resize(game.size() - 6);
        doc()->load(variant, game, QStringLiteral("test"));
        QVERIFY(panel()->liveBox()->isEnabled()); // offered in 4T and 4D
        panel()->liveBox()->setChecked(true);
        QTRY_VERIFY_WITH_TIMEOUT(view()->solvedHint().has_value(), timeout);
        QCOMPARE(view()->solvedHint()->moves, coreSolution(variant, game, SolvePanel::liveNodes).keeping);
        // Three moves at once: the hint is the last position's.
        for (int i = 0; i < 3; ++i) {
            QVERIFY(doc()->play(rest[static_cast<std::size_t>(i)]));
            game.push_back(rest[static_cast<std::size_t>(i)]);
        }
        QTRY_VERIFY_WITH_TIMEOUT(!panel()->isRunning() && view()->solvedHint().has_value(), timeout);
        QCOMPARE(panel()->solution()->score, coreSolution(variant, game, SolvePanel::liveNodes).score);
        QCOMPARE(view()->solvedHint()->moves, coreSolution(variant, game, SolvePanel::liveNodes).keeping);
        panel()->liveBox()->setChecked(false);
    }

    // Not for 5T: the box is off there, and nothing is solved without asking.
    void noLiveHintFor5T()
    {
        panel()->liveBox()->setChecked(true);
        doc()->load(Variant::T5, walkGame(Variant::T5, 2, 30), QStringLiteral("test"));
        QVERIFY(!panel()->liveBox()->isEnabled());
        QVERIFY(!panel()->isRunning());
        QVERIFY(!view()->solvedHint());
        panel()->liveBox()->setChecked(false);
    }

    // The budget chosen is remembered: the next panel (the next start) offers it.
    void budgetIsRemembered()
    {
        const int before = panel()->nodesBox()->value();
        const int chosen = before == 7 ? 8 : 7;
        panel()->nodesBox()->setValue(chosen);
        {
            SolvePanel next(doc());
            QCOMPARE(next.nodesBox()->value(), chosen);
        }
        panel()->nodesBox()->setValue(before);
    }

    // The live hint never slows play: one thread, the small budget, the position given.
    void liveHintTakesOneThread()
    {
        const std::vector<Move> game = walkGame(Variant::D4, 2, 20);
        const PositionSolveOptions o = SolvePanel::liveOptions(Variant::D4, game);
        QCOMPARE(o.threads, 1);
        QCOMPARE(o.nodes, std::uint64_t{SolvePanel::liveNodes});
        QCOMPARE(o.variant, Variant::D4);
        QVERIFY(o.start == game);
    }

private:
    Document* doc() const { return board_->document(); }
    SolvePanel* panel() const { return panel_; }
    BoardView* view() const { return board_->boardView(); }
    void solve()
    {
        panel()->solveAction()->trigger();
        QVERIFY(panel()->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!panel()->isRunning(), timeout);
    }

    test::BoardFixture board_;
    SolvePanel* panel_ = nullptr;
};

QTEST_MAIN(TestSolvePanel)
#include "tst_solvepanel.moc"
