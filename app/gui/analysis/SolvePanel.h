#pragma once

#include "core/rules/Move.h"
#include "core/rules/Variant.h"
#include "core/search/PositionSolver.h"

#include <QString>
#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

class QAction;
class QCheckBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace morpion::gui {

class Document;
class SolveWorker;

// The "Solver" dock: Solve from Here proves the longest game from the position on the
// board (in hand play the grid as it stands; reading layers, the position the shown layer
// starts from), within a node budget, in the background with progress and Cancel. Proven,
// it says the best score, asks the board to light the moves that keep it reachable
// (hintChanged) and offers the optimal line as one undo step; cut short, it says "not
// proven within N nodes" and the best game found. For 4T and 4D a live hint follows hand
// play: each new position is solved in the background within a small budget (a stale one
// is cancelled), and the hint appears once positions are small enough to answer at once.
class SolvePanel : public QWidget {
    Q_OBJECT

public:
    // The live hint's budget per walk: a fraction of a second on one core.
    static constexpr int liveNodes = 1000000;
    // The variants whose positions are small enough to solve live during hand play.
    static bool liveVariant(Variant v) { return v == Variant::T4 || v == Variant::D4; }
    // What the live hint solves a position with: the small budget, on one thread, so that
    // it never slows play.
    static PositionSolveOptions liveOptions(Variant v, std::vector<Move> start);

    explicit SolvePanel(Document* doc, QWidget* parent = nullptr);
    ~SolvePanel() override; // stops the solver and waits for its thread

    QAction* solveAction() const { return solve_; }
    QSpinBox* nodesBox() const { return nodes_; } // millions of nodes per walk
    QCheckBox* liveBox() const { return live_; }
    QProgressBar* progressBar() const { return progress_; }
    QPushButton* playButton() const { return play_; }
    QString statusText() const;
    bool isRunning() const;
    // The position Solve from Here starts from.
    std::vector<Move> here() const;
    // The last answer for the position shown (null when none or another position's).
    const PositionSolution* solution() const { return solution_ ? &*solution_ : nullptr; }

public slots:
    void solveFromHere();
    void cancel();
    void playLine();

signals:
    // The moves to light on the board (none: nothing) and the proven best they keep.
    void hintChanged(const std::vector<morpion::Move>& moves, int best, bool shown);
    void message(const QString& text);

private:
    void buildControls();
    void positionChanged();
    void startLive();
    void progressed(const PositionSolveProgress& p);
    void finished(const PositionSolution& solution, bool stopped, const QString& error);
    void setRunning(bool running);
    void showSolution();
    bool liveApplies() const;

    Document* doc_;
    SolveWorker* worker_;
    bool explicit_ = false; // the computation under way is Solve from Here's, not the live hint's
    std::vector<Move> solving_;
    std::optional<PositionSolution> solution_;
    std::vector<Move> solvedAt_; // the position solution_ is of
    bool solutionLive_ = false;
    std::uint64_t solutionNodes_ = 0; // the budget it ran with
    std::function<QString()> status_;

    QAction* solve_;
    QSpinBox* nodes_;
    QCheckBox* live_;
    QPushButton* start_;
    QProgressBar* progress_;
    QLabel* statusLabel_;
    QPushButton* play_;
};

} // namespace morpion::gui
