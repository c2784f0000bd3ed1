#pragma once

#include "core/codes/GameAnalysis.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"
#include "core/search/GameAnalyser.h"

#include <QString>
#include <QWidget>

#include <functional>
#include <vector>

class QAction;
class QGridLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace morpion::gui {

class AnalysisChart;
class AnalysisWorker;
class Document;

// The "Analysis" dock: how good the open game was, move by move (docs/analysis.md). Analyse
// Game searches from every position of the game in the background, with a progress bar
// and Cancel (what is found so far is kept); the chart and the move list show E(k) and
// each move's loss. Picking a move asks to show the position after it with the better
// game drawn over it (showMoveRequested); "Play the Better Line From Here" takes the game
// back to before the move and plays the better game instead, as one undo step. The
// analysis is the document's (kept in its record until the grid changes).
class AnalysisPanel : public QWidget {
    Q_OBJECT

public:
    explicit AnalysisPanel(Document* doc, QWidget* parent = nullptr);
    ~AnalysisPanel() override; // stops the analysis and waits for its thread

    // Analyse Game while none runs, Cancel while one does.
    QAction* analyseAction() const { return analyse_; }
    // The options Analyse Game runs with, for the open grid.
    AnalysisOptions options() const;
    bool isRunning() const;

    AnalysisChart* chart() const { return chart_; }
    QTreeWidget* moveList() const { return moves_; }
    QProgressBar* progressBar() const { return progress_; }
    QPushButton* playBetterButton() const { return playBetter_; }
    QSpinBox* budgetBox() const { return budget_; }
    QPushButton* startButton() const { return start_; }
    QSpinBox* solverBox() const { return solver_; } // millions of nodes, 0: off
    QString statusText() const;
    QString detailText() const;
    int selectedMove() const { return selected_; }

    // The sentence that says what move `move` (1..n) lost: "move 37 (5, 2 – (3,0,se)):
    // best found before 151, after 139, loss 12".
    static QString moveSummary(const GameAnalysis& analysis, int move);

public slots:
    void startAnalysis();
    void cancelAnalysis();
    // Picks move `move` (1..n): the chart, the list and the detail follow, and the board
    // is asked to show it.
    void selectMove(int move);
    void playBetterLine();

signals:
    // Show the position after `prefix` moves with `better` drawn over it; `summary` says
    // what the move lost.
    void showMoveRequested(morpion::Variant variant, const std::vector<morpion::Move>& better, int prefix,
                           const QString& summary);
    void message(const QString& text);

private:
    void buildControls();
    // The budgets (playouts, the solver's) with the Analyse button, in rows.
    QGridLayout* buildSettings();
    // The game's moves with what each lost.
    void buildMoveList();
    void show(const GameAnalysis& analysis);
    void progressed(const AnalysisProgress& progress, const GameAnalysis& sofar);
    void finished(const GameAnalysis& analysis, bool stopped, const QString& error);
    void setRunning(bool running);
    void updateStatus();
    void setStatus(std::function<QString()> status);
    QString cancelledText(const GameAnalysis& analysis) const;

    Document* doc_;
    AnalysisWorker* worker_;
    std::vector<Move> running_; // the game under analysis
    AnalysisProgress last_;     // how far the run under way got, for what Cancel says
    GameAnalysis shown_;
    int selected_ = 0;
    // The status line, built again in the language of the moment (it holds values), and
    // the game it speaks of: another game shown (New Game, hand play), it no longer holds.
    std::function<QString()> status_;
    std::vector<Move> statusGame_;
    bool storing_ = false; // the run's own result going into the document

    QAction* analyse_;
    QSpinBox* budget_;
    QSpinBox* solver_;
    QPushButton* start_;
    QProgressBar* progress_;
    QLabel* statusLabel_;
    AnalysisChart* chart_;
    QTreeWidget* moves_;
    QLabel* legend_;
    QLabel* detail_;
    QPushButton* playBetter_;
};

} // namespace morpion::gui
