// Analyse Game: the analysis runs off the GUI thread and is the core's for the same
// options; it is one undo step, kept in the record (saved, opened again) until the grid
// changes; a move picked shows the position after it with the better game over it; Play
// the Better Line is one undo step; the layer panel's badges; Cancel keeps what was found.

#include "GuiTestSupport.h"

#include "app/common/FamousGridList.h"
#include "app/gui/analysis/AnalysisChart.h"
#include "app/gui/analysis/AnalysisPanel.h"
#include "app/gui/board/BoardView.h"
#include "app/gui/common/LossBadge.h"
#include "app/gui/common/MessageBanner.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/FileActions.h"
#include "app/gui/panels/LayerPanel.h"
#include "app/gui/window/MainWindow.h"
#include "core/codes/GameAnalysis.h"
#include "core/codes/GameNumber.h"
#include "core/formats/AnalysisRecord.h"
#include "core/formats/Msr.h"
#include "core/rules/Position.h"
#include "tests/common/MainWindowFixture.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QGridLayout>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUndoStack>

#include <algorithm>
#include <optional>

using namespace morpion;
using namespace morpion::gui;

namespace {

constexpr int analysisTimeout = 60000;

// The first `count` moves of the 135, in its layer order, as a game.
std::vector<Move> first135(int count)
{
    auto moves = test::decoded(Variant::T5, test::code135).movesInOrder();
    moves.resize(static_cast<std::size_t>(count));
    return moves;
}

std::vector<Move> sorted(std::vector<Move> moves)
{
    std::sort(moves.begin(), moves.end());
    return moves;
}

// A whole game: always the first legal move, until none is left.
std::vector<Move> firstMovesToTheEnd(Variant v)
{
    Position pos(v);
    std::vector<Move> game;
    while (!pos.legalIds().empty()) {
        game.push_back(pos.legalMoves().front());
        pos.play(game.back());
    }
    return game;
}

} // namespace

class TestAnalysis : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(window_.open("tst_analysis", QSize(1200, 800))); }
    void cleanupTestCase() { window_.close(); }

    void init()
    {
        doc()->load(Variant::T5, first135(24), QStringLiteral("test"));
        panel()->budgetBox()->setValue(1000);
    }

    // The panel's analysis is the core's with the panel's options, kept in the document as
    // one undo step.
    void analysisIsTheCoresAndOneUndoStep()
    {
        analyse();
        const GameAnalysis* a = doc()->analysis();
        QVERIFY(a);
        QVERIFY(a->complete());
        QCOMPARE(a->game(), first135(24));
        auto core = GameAnalyser(panel()->options()).run();
        QVERIFY(core.ok());
        QCOMPARE(a->foundScores(), core->foundScores());
        QCOMPARE(a->bestScores(), core->bestScores());
        QCOMPARE(panel()->moveList()->topLevelItemCount(), 24);
        QCOMPARE(panel()->chart()->analysis().bestScores(), a->bestScores());
        // The summary's figures are the analysis's: its moves and what was found from the start
        // (here also from position 1: the first move lost nothing).
        const QString status = panel()->statusText();
        QVERIFY2(status.startsWith(QStringLiteral("The game: 24 move")), qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("found a game of %1 move").arg(a->best(0))), qPrintable(status));
        QVERIFY(window_->analysisDock()->isVisible());
        QCOMPARE(doc()->undoStack()->undoText(), QStringLiteral("Analyse Game"));
        doc()->undoStack()->undo();
        QVERIFY(!doc()->analysis());
        QCOMPARE(panel()->moveList()->topLevelItemCount(), 0);
        doc()->undoStack()->redo();
        QVERIFY(doc()->analysis());
        QCOMPARE(panel()->moveList()->topLevelItemCount(), 24);
    }

    // The badges: each taken move of the shown layer with its loss; none once the grid
    // changes, and back on undo.
    void layerPanelShowsTheLosses()
    {
        analyse();
        auto* list = window_->layerPanel()->list();
        int badges = 0;
        checkBadges(*doc()->analysis(), badges);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(badges, 24);
        QVERIFY(doc()->play(doc()->legalMoves().front()));
        QVERIFY(!doc()->analysis());
        QVERIFY(list->isColumnHidden(lossColumn));
        QCOMPARE(panel()->moveList()->topLevelItemCount(), 0);
        doc()->undoStack()->undo();
        QVERIFY(doc()->analysis());
        QVERIFY(!list->isColumnHidden(lossColumn));
    }

    // A move picked shows the position after it with the better game over it: the moves
    // before it in both, the move alone, the better game's own moves; the status says it.
    void pickingAMoveShowsTheBetterLine()
    {
        analyse();
        const GameAnalysis a = *doc()->analysis();
        int move = 0;
        for (int m = 1; m <= a.moveCount() && move == 0; ++m)
            if (a.loss(m).value_or(0) > 0)
                move = m;
        if (move == 0)
            QSKIP("no move of this game lost anything at this budget");
        panel()->chart()->moveClicked(move); // as a click on its mark
        QCOMPARE(panel()->selectedMove(), move);
        QVERIFY(window_->boardView()->isComparing());
        const auto& c = *window_->boardView()->scene().comparison;
        const std::vector<Move> before(a.game().begin(), a.game().begin() + move - 1);
        QCOMPARE(sorted(c.common), sorted(before));
        QCOMPARE(c.onlyHere, std::vector<Move>{a.game()[static_cast<std::size_t>(move - 1)]});
        QCOMPARE(static_cast<int>(c.common.size() + c.onlyThere.size()), a.best(move - 1));
        const QString summary = AnalysisPanel::moveSummary(a, move);
        QVERIFY(summary.contains(QStringLiteral("best found before %1, after %2, loss %3")
                                     .arg(a.best(move - 1))
                                     .arg(a.best(move))
                                     .arg(*a.loss(move))));
        QVERIFY(window_->banner()->text().startsWith(summary));
        QCOMPARE(panel()->detailText(), summary);

        // Play the better line: one step, the better game in place, undone as one.
        const int steps = doc()->undoStack()->count();
        panel()->playBetterButton()->click();
        QCOMPARE(doc()->undoStack()->count(), steps + 1);
        QCOMPARE(doc()->moves(), a.bestLine(move - 1)->moves);
        QVERIFY(!window_->boardView()->isComparing());
        doc()->undoStack()->undo();
        QCOMPARE(doc()->moves(), a.game());
        QVERIFY(doc()->analysis());
    }

    // Saved in the record and read back; a grid changed since is saved without it.
    void keptInTheRecord()
    {
        analyse();
        const GameAnalysis a = *doc()->analysis();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("analysed.msr.json"));
        QVERIFY(window_->fileActions()->saveTo(path));
        doc()->load(Variant::T5, first135(5), QStringLiteral("other"));
        QVERIFY(!doc()->analysis());
        QVERIFY(window_->fileActions()->openFile(path));
        QVERIFY(doc()->analysis());
        QCOMPARE(doc()->analysis()->bestScores(), a.bestScores());
        QCOMPARE(panel()->moveList()->topLevelItemCount(), 24);

        QVERIFY(doc()->play(doc()->legalMoves().front()));
        QVERIFY(window_->fileActions()->saveTo(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto record = readMsr(file.readAll().toStdString());
        QVERIFY(record.ok());
        QVERIFY(!record->document.find(analysisKey));
    }

    // Its shortcut is its own: with F6, main's Focus on the Board, neither ran.
    void shortcutIsItsOwn()
    {
        const QKeySequence key = panel()->analyseAction()->shortcut();
        QVERIFY(!key.isEmpty());
        for (QAction* a : window_->findChildren<QAction*>())
            if (a != panel()->analyseAction())
                QVERIFY2(!a->shortcuts().contains(key), qPrintable(a->text()));
    }

    // Cancel keeps what the searches found so far, and says how far the first pass got.
    void cancelKeepsWhatWasFound()
    {
        panel()->budgetBox()->setValue(400000);
        panel()->analyseAction()->trigger();
        QVERIFY(panel()->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(panel()->chart()->analysis().searchedPositions() >= 2, analysisTimeout);
        panel()->analyseAction()->trigger(); // Cancel
        QTRY_VERIFY_WITH_TIMEOUT(!panel()->isRunning(), analysisTimeout);
        const GameAnalysis* a = doc()->analysis();
        QVERIFY(a);
        QVERIFY(!a->complete());
        QVERIFY(a->searchedPositions() >= 2);
        // The layer panel's badges: only the moves whose loss the partial analysis has.
        int badges = 0;
        checkBadges(*a, badges);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(badges < doc()->score());
        // Cancelled in the first pass, which it says (the first of 4: positions searched).
        const QString said = panel()->statusText();
        QVERIFY2(said.startsWith(QStringLiteral("Cancelled in the first of %1 passes: %2 of 25 positions searched.")
                                     .arg(panel()->options().passes)
                                     .arg(a->searchedPositions())),
                 qPrintable(said));
    }

    // A finished analysis run again and cancelled stays: the partial one never replaces it.
    void cancelledRerunKeepsTheFinished()
    {
        analyse();
        const GameAnalysis finished = *doc()->analysis();
        QVERIFY(finished.complete());
        const int steps = doc()->undoStack()->count();
        panel()->budgetBox()->setValue(400000);
        panel()->analyseAction()->trigger();
        QVERIFY(panel()->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(panel()->chart()->analysis().searchedPositions() >= 2, analysisTimeout);
        panel()->analyseAction()->trigger(); // Cancel
        QTRY_VERIFY_WITH_TIMEOUT(!panel()->isRunning(), analysisTimeout);
        QVERIFY(doc()->analysis());
        QCOMPARE(doc()->analysis()->bestScores(), finished.bestScores());
        QCOMPARE(doc()->undoStack()->count(), steps);
        QCOMPARE(panel()->chart()->analysis().bestScores(), finished.bestScores());
        QVERIFY2(panel()->statusText().contains(QStringLiteral("The finished analysis is kept.")),
                 qPrintable(panel()->statusText()));
    }

    // Cancelled after the first pass: the status says which passes ran, not "25 of 25
    // positions searched"; it goes with the game it speaks of (hand play, New Game).
    void cancelledSaysWhichPassesRan()
    {
        QVERIFY(panel()->options().passes > 1);
        panel()->budgetBox()->setValue(200000);
        panel()->analyseAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(panel()->chart()->analysis().complete(), analysisTimeout * 3); // the first pass
        panel()->analyseAction()->trigger();                                                    // Cancel
        QTRY_VERIFY_WITH_TIMEOUT(!panel()->isRunning(), analysisTimeout);
        const QString said = panel()->statusText();
        const QRegularExpression pattern(QStringLiteral("^Cancelled in pass [2-9] of %1: every position searched in the passes "
                                                        "before, \\d+ of 25 in this one\\.")
                                             .arg(panel()->options().passes));
        QVERIFY2(said.contains(pattern), qPrintable(said));
        QVERIFY(doc()->play(doc()->legalMoves().front()));
        QVERIFY2(!panel()->statusText().contains(QStringLiteral("Cancelled")), qPrintable(panel()->statusText()));
        doc()->undoStack()->undo();
        doc()->load(Variant::T5, {}, QStringLiteral("New 5T game")); // as New Game loads it
        QVERIFY2(!panel()->statusText().contains(QStringLiteral("Cancelled")), qPrintable(panel()->statusText()));
    }

    // The summary says what was found from the start (position 0): here the 4D record,
    // longer than anything found once the game's first move is played.
    void summaryIsFromTheStart()
    {
        const std::vector<Move> game = firstMovesToTheEnd(Variant::D4);
        const std::vector<Move>& record = FamousGridList::find("4D-hyyroporanen35")->moves;
        const int n = static_cast<int>(game.size());
        std::vector<int> found(static_cast<std::size_t>(n + 1), n);
        found[0] = 35;
        const auto made = GameAnalysis::make(Variant::D4, game, found, {game, record}, panel()->options().settings());
        QVERIFY2(made.ok(), made.ok() ? "" : made.error().message().c_str());
        QCOMPARE(made->best(0), 35);
        QVERIFY(made->best(1) < 35);
        doc()->load(Variant::D4, game, QStringLiteral("first moves"));
        doc()->setAnalysis(made.value());
        QVERIFY2(doc()->analysis(), doc()->analysisError() ? doc()->analysisError()->message().c_str() : "");
        const QString status = panel()->statusText();
        QVERIFY2(status.contains(QStringLiteral("found a game of 35 move")), qPrintable(status));
    }

    // Counts in words with their plural: a one-move game has "1 move"; the chart writes a
    // loss as the tooltip and the badges do, a positive number of moves; a legend says what
    // the badges' colours mean, and that a loss of 1 or 2 may be the search's noise.
    void wordsAndSigns()
    {
        doc()->load(Variant::T5, first135(1), QStringLiteral("one move"));
        analyse();
        QVERIFY2(panel()->statusText().startsWith(QStringLiteral("The game: 1 move")), qPrintable(panel()->statusText()));
        QVERIFY2(!panel()->statusText().contains(QStringLiteral("1 moves")), qPrintable(panel()->statusText()));
        QCOMPARE(AnalysisChart::markText(12, 3), QStringLiteral("12: loss 3"));
        QCOMPARE(LossBadgeDelegate::textOf(3), QStringLiteral("3"));
        QVERIFY(AnalysisPanel::moveSummary(*doc()->analysis(), 1).contains(QStringLiteral("loss ")));
        bool legend = false;
        for (QLabel* label : panel()->findChildren<QLabel*>())
            legend = legend || (label->isVisible() && label->text().contains(QStringLiteral("noise")));
        QVERIFY(legend);
        QVERIFY(panel()->moveList()->headerItem()->toolTip(2).contains(QStringLiteral("noise")));
    }

    // The start button sits on the budget's row, right beside it: one grid spacing between
    // them, no empty column.
    void startBesideTheBudget()
    {
        for (QWidget* w = panel(); w; w = w->parentWidget()) {
            if (auto* dock = qobject_cast<QDockWidget*>(w))
                dock->show();
        }
        QTRY_VERIFY(panel()->startButton()->isVisible());
        QTRY_VERIFY(panel()->budgetBox()->width() > 0);
        auto* grid = panel()->budgetBox()->parentWidget()->layout()->findChild<QGridLayout*>();
        QVERIFY(grid);
        QVERIFY(grid->horizontalSpacing() >= 0);
        const QRect budget = panel()->budgetBox()->geometry(), start = panel()->startButton()->geometry();
        QCOMPARE(start.left() - budget.right() - 1, grid->horizontalSpacing());
        QVERIFY(start.top() <= budget.center().y() && budget.center().y() <= start.bottom());
    }

    // The panel lays out what it shows after an analysis: the status line, the chart, the
    // moves, the legend and the rest each in its place; the move list, read row by row,
    // has more of the height than the chart.
    void panelIsLaidOut()
    {
        for (QWidget* w = panel(); w; w = w->parentWidget()) {
            if (auto* dock = qobject_cast<QDockWidget*>(w))
                dock->show();
        }
        analyse();
        QTRY_VERIFY(panel()->isVisible());
        QVERIFY(!panel()->statusText().isEmpty());
        const QString fault = test::layoutFault(panel());
        QVERIFY2(fault.isEmpty(), qPrintable(fault));
        // The panel's height goes 3 : 2 to the move list and the chart.
        const double ratio = static_cast<double>(panel()->moveList()->height()) / panel()->chart()->height();
        QVERIFY2(
            ratio > 1.3 && ratio < 1.7,
            qPrintable(
                QStringLiteral("moves %1 px, chart %2 px").arg(panel()->moveList()->height()).arg(panel()->chart()->height())));
    }

    // The empty chart's scales: moves from 0, scores from 0 to 10 (they ran from -1 to 11).
    void emptyChartScales()
    {
        AnalysisChart chart;
        chart.resize(400, 200);
        const ChartAxes a = chart.axes();
        QCOMPARE(a.yMin, 0.0);
        QCOMPARE(a.yMax, 10.0);
        QVERIFY(a.xMax >= 1);
    }

    // Where E is proven the chart fills a band under it, also where E lies on the played
    // game's line (an optimal game): there the band is half a line tall.
    void provenBandShowsOnThePlayedLine()
    {
        const std::vector<Move> game = firstMovesToTheEnd(Variant::D4);
        const int n = static_cast<int>(game.size());
        const std::vector<int> found(static_cast<std::size_t>(n + 1), n);
        const auto proven = GameAnalysis::make(Variant::D4, game, found, {game}, AnalysisSettings{},
                                               std::vector<bool>(static_cast<std::size_t>(n + 1), true));
        const auto searched = GameAnalysis::make(Variant::D4, game, found, {game}, AnalysisSettings{});
        QVERIFY(proven.ok() && searched.ok());
        const auto under = [&](const GameAnalysis& a) {
            AnalysisChart chart;
            chart.resize(480, 240);
            chart.setAnalysis(a);
            const QImage image = chart.grab().toImage();
            // The scale: the played game's score within the plot, a step or so above its foot.
            const ChartAxes axes = chart.axes();
            if (axes.yMin > n || axes.yMin <= n - 2 * axes.yStep || axes.yMax < n)
                return QColor(Qt::magenta);
            const QPointF line = axes.map(n / 4.0, n); // left of the legend, on E
            return image.pixelColor(QPoint(qRound(line.x()), qRound(line.y()) + 4));
        };
        QVERIFY(under(*searched) != QColor(Qt::magenta));
        QVERIFY2(under(*proven) != under(*searched), qPrintable(under(*proven).name()));
    }

    // E's line is drawn in the chart's own colour (the desktop's accent), solid, over the
    // played game's dashed line: here on it, the search having found the played score.
    void bestLineHasItsColour()
    {
        const std::vector<Move> game = firstMovesToTheEnd(Variant::D4);
        const int n = static_cast<int>(game.size());
        const std::vector<int> found(static_cast<std::size_t>(n + 1), n);
        const auto searched = GameAnalysis::make(Variant::D4, game, found, {game}, AnalysisSettings{});
        QVERIFY(searched.ok());
        AnalysisChart chart;
        chart.resize(480, 240);
        chart.setLineColor(QColor(255, 0, 0));
        chart.setAnalysis(*searched);
        const QImage image = chart.grab().toImage();
        const ChartAxes axes = chart.axes();
        // Left of the legend: every column of E's line has a red pixel (a dash would leave gaps).
        int columns = 0, red = 0;
        for (double k = 1; k < n / 2.0; k += 0.25) {
            const QPointF at = axes.map(k, n);
            ++columns;
            for (int dy = -2; dy <= 2; ++dy) {
                const QColor c = image.pixelColor(QPoint(qRound(at.x()), qRound(at.y()) + dy));
                if (c.red() > 200 && c.green() < 80 && c.blue() < 80) {
                    ++red;
                    break;
                }
            }
        }
        QVERIFY(columns > 10);
        QCOMPARE(red, columns);
    }

    // The question before unsaved work is lost names the analysis when it is what changed.
    void unsavedQuestionNamesTheAnalysis()
    {
        analyse();
        QCOMPARE(doc()->unsaved(), Document::Unsaved::OnlyAnalysis);
        QString asked;
        QVERIFY(test::answering(
            QMessageBox::Cancel, [&] { window_->fileActions()->maybeSave(); }, &asked));
        QVERIFY2(asked.contains(QStringLiteral("analysis")), qPrintable(asked));
        // Played on, the analysis no longer fits the grid and is not saved with it.
        QVERIFY(doc()->play(doc()->legalMoves().front()));
        QCOMPARE(doc()->unsaved(), Document::Unsaved::Changes);
        doc()->undoStack()->undo();
        QCOMPARE(doc()->unsaved(), Document::Unsaved::OnlyAnalysis);
        doc()->undoStack()->undo(); // nothing done since the load
        QCOMPARE(doc()->unsaved(), Document::Unsaved::Nothing);
    }

    // A grid changed under a running analysis ends it, and nothing is kept.
    void changedGridDropsTheAnalysis()
    {
        panel()->budgetBox()->setValue(400000);
        panel()->analyseAction()->trigger();
        QVERIFY(panel()->isRunning());
        QVERIFY(doc()->play(doc()->legalMoves().front()));
        QTRY_VERIFY_WITH_TIMEOUT(!panel()->isRunning(), analysisTimeout);
        QVERIFY(!doc()->analysis());
        QCOMPARE(panel()->statusText(), QStringLiteral("The grid changed: the analysis was dropped."));
    }

private:
    Document* doc() const { return window_->document(); }
    AnalysisPanel* panel() const { return window_->analysisPanel(); }
    void analyse()
    {
        panel()->analyseAction()->trigger();
        QVERIFY(panel()->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!panel()->isRunning(), analysisTimeout);
    }

    // At every layer, the layer panel's loss column shows a badge on each taken move of the
    // grid whose loss `a` has, with that loss, and on no other row; `badges` counts them.
    void checkBadges(const GameAnalysis& a, int& badges)
    {
        auto* list = window_->layerPanel()->list();
        for (int layer = 0; layer < doc()->viewSteps(); ++layer) {
            doc()->setCurrentLayer(layer);
            QVERIFY(!list->isColumnHidden(lossColumn));
            for (int row = 0; row < list->topLevelItemCount(); ++row) {
                const auto move = window_->layerPanel()->moveOfRow(row);
                const int index = move ? doc()->moveAtPoint(move->point) : -1;
                const bool ours = index >= 0 && doc()->moves()[static_cast<std::size_t>(index)] == *move;
                const std::optional<int> loss = ours ? a.loss(index + 1) : std::nullopt;
                const QVariant shown = list->topLevelItem(row)->data(lossColumn, Qt::DisplayRole);
                QCOMPARE(shown.isValid(), loss.has_value());
                if (loss)
                    QCOMPARE(shown.toInt(), *loss);
                badges += shown.isValid();
            }
        }
    }

    static constexpr int lossColumn = 3;
    test::MainWindowFixture window_;
};

QTEST_MAIN(TestAnalysis)
#include "tst_analysis.moc"
