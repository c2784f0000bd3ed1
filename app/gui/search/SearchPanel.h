#pragma once

#include "app/gui/search/SearchResults.h"
#include "app/paint/BoardStyle.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"
#include "core/search/Search.h"
#include "core/search/SearchCheckpoint.h"
#include "core/search/SearchTypes.h"

#include <QElapsedTimer>
#include <QString>
#include <QWidget>

#include <cstdint>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

class QAction;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTimer;
class QToolButton;

namespace morpion::gui {

class Document;
class GridOpener;
class SearchChart;
class SearchFigures;
class SearchParameters;
class SearchPreview;
class SearchWorker;

// The "Search" dock: the hill climb or NRPA on all cores, from the cross or from the
// open grid, with a live chart of the best score and the log of improvements in the
// seeds' form "iteration. score (elapsed) code". The search runs on its own thread; its
// best grid can be previewed beside the board, compared with the open grid and loaded (one
// undo step) while it goes on. Improve can be kept to the region selected on the board.
class SearchPanel : public QWidget {
    Q_OBJECT

public:
    // Lines the log keeps; older ones are dropped (the best is always the newest).
    static constexpr int maxLogLines = SearchLogList::maxLines;

    explicit SearchPanel(Document* doc, QWidget* parent = nullptr);
    ~SearchPanel() override; // stops the search and waits for its thread

    // The options the controls describe, for the document as it is now.
    SearchOptions options() const;
    // Why Start is refused with these options (translated), or an empty string.
    QString problem() const;
    bool isRunning() const;
    // Not in the interface: a budget of iterations, for tests and reproducible runs (-1 = none).
    void setIterationLimit(std::int64_t iterations) { iterationLimit_ = iterations; }

    // One found game, as the log shows it.
    using Entry = SearchLogList::Entry;
    const std::vector<Entry>& entries() const { return results_->entries(); }
    Variant searchVariant() const { return results_->variant(); }
    int bestScore() const { return results_->log()->bestScore(); }
    // The log as text, one line per entry.
    QString logText() const { return results_->log()->text(); }
    // What the status line says (running, why it ended, why it cannot start).
    QString statusText() const;

    QPushButton* startButton() const { return start_; }
    QPushButton* loadBestButton() const { return results_->loadBestButton(); }
    QPushButton* previewButton() const { return results_->previewButton(); }
    QPushButton* compareButton() const { return results_->compareButton(); }
    QListWidget* logList() const { return results_->log(); }
    SearchChart* chart() const { return results_->chart(); }
    SearchPreview* preview() const { return results_->preview(); }
    SearchWorker* worker() const { return worker_; }
    QPushButton* resumeButton() const { return resume_; }
    QLabel* variantLabel() const { return variantLabel_; }
    // A stopped search's state, which Resume goes on from (and Save State writes).
    const std::optional<SearchCheckpoint>& pausedState() const { return paused_; }
    QAction* startStopAction() const { return startStopAction_; }
    QAction* loadBestAction() const { return results_->loadBestAction(); }

    void setBoardStyle(const paint::BoardStyle& style);
    // What loads a result into the document (as every grid that is opened).
    void setOpener(GridOpener* opener);
    void saveSettings() const;
    // A button for `action` (Analyse Game) at the foot of the panel.
    void addActionButton(QAction* action);
    // The region selected on the board (corners included), which Improve can be kept to.
    void setRegion(const std::optional<std::pair<Point, Point>>& region);
    const std::optional<std::pair<Point, Point>>& region() const { return region_; }

public slots:
    void startSearch();
    // Stop pauses: the search's state is kept, and resumeSearch() goes on with it exactly.
    void stopSearch();
    void resumeSearch();
    // The stopped search's state to a file, or from one (the files of morpion-cli search
    // --checkpoint): false, with the reason in the status line, when it fails.
    bool saveState(const QString& path);
    bool openState(const QString& path);
    bool saveStateAs();
    bool openStateDialog();
    // Loads the best grid, or the grid of log entry `index`, into the document as one undo step.
    void loadBest() { results_->loadBest(); }
    void loadEntry(int index) { results_->loadEntry(index); }
    void copyBestCode() { results_->copyBestCode(); }
    void copyLog() { results_->copyLog(); }
    // Asks to compare the best grid (or the log line picked) with the open grid.
    void compareShown() { results_->compareShown(); }

signals:
    // A short note for the status bar ("Loaded the search's 142").
    void message(const QString& text);
    void runningChanged(bool running);
    // A search result was loaded while `region` was selected: it stays selected on the new grid.
    void regionKept(morpion::Point a, morpion::Point b);
    // Compare this grid with the open one (Compare best).
    void compareRequested(morpion::Variant variant, const std::vector<morpion::Move>& moves);

private:
    void buildControls();
    // For a new search of grids of `variant`, or a search state opened.
    void clearResults(Variant variant);
    void updateVariantLabel();
    // Sets the status line from `text`, and again in the new language after a switch.
    void setStatus(std::function<QString()> text);
    void validate();
    void setRunning(bool running);
    void addEntry(const SearchImprovement& improvement);
    void progressed(const SearchProgress& progress);
    void finished(const SearchResult& result, const QString& error);
    void updateElapsed();

    Document* doc_;
    SearchWorker* worker_;
    std::int64_t iterationLimit_ = -1;
    SearchAlgorithm runningAlgorithm_ = SearchAlgorithm::Nrpa;
    std::uint64_t runningSeed_ = 0;
    QElapsedTimer sinceStart_;
    std::int64_t iterations_ = 0;
    std::optional<SearchCheckpoint> paused_;
    double secondsBefore_ = 0; // the resumed search's time before this run
    std::optional<std::pair<Point, Point>> region_;

    SearchParameters* parameters_;
    QLabel* variantLabel_;
    QPushButton* start_;
    QPushButton* resume_;
    QToolButton* openState_;
    QToolButton* saveState_;
    QLabel* problem_;
    SearchFigures* figures_;
    QLabel* status_;
    SearchResults* results_;
    QAction* startStopAction_;
    QTimer* clock_;
};

} // namespace morpion::gui
