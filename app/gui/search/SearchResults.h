#pragma once

#include "app/gui/search/SearchLogList.h"
#include "app/paint/BoardStyle.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"
#include "core/search/SearchTypes.h"

#include <QString>
#include <QWidget>

#include <optional>
#include <utility>
#include <vector>

class QAction;
class QGridLayout;
class QPushButton;
class QToolButton;

namespace morpion::gui {

class Document;
class GridOpener;
class SearchChart;
class SearchPreview;

// What a search found, in the search panel: the chart of the best score, the log of new
// bests, and what can be done with a grid of it (or with the log line picked): preview it
// in a window beside the board, compare it with the open grid, load it into the document
// (one undo step), copy its code or the whole log.
class SearchResults : public QWidget {
    Q_OBJECT

public:
    SearchResults(Document* doc, QWidget* parent = nullptr);

    // Empties the chart, the log and the preview for a search of grids of `variant`.
    void clear(Variant variant);
    Variant variant() const { return variant_; }
    void add(const SearchImprovement& improvement);
    void setElapsed(double seconds);
    void setBoardStyle(const paint::BoardStyle& style);
    // The region selected on the board, kept selected on a loaded grid (regionKept).
    void setRegion(const std::optional<std::pair<Point, Point>>& region) { region_ = region; }
    // What loads a result into the document (as every grid that is opened).
    void setOpener(GridOpener* opener) { opener_ = opener; }
    // The grid actions are enabled once there is a grid.
    void updateActions();

    const std::vector<SearchLogList::Entry>& entries() const { return log_->entries(); }
    SearchLogList* log() const { return log_; }
    SearchChart* chart() const { return chart_; }
    SearchPreview* preview() const { return preview_; }
    QPushButton* previewButton() const { return previewBest_; }
    QPushButton* loadBestButton() const { return loadBest_; }
    QPushButton* compareButton() const { return compareBest_; }
    QAction* loadBestAction() const { return loadBestAction_; }

public slots:
    // Loads the best grid, or the grid of log entry `index`, into the document as one undo step.
    void loadBest();
    void loadEntry(int index);
    void copyBestCode();
    void copyLog();
    // Asks to compare the best grid (or the log line picked) with the open grid.
    void compareShown();

signals:
    void message(const QString& text);
    void regionKept(morpion::Point a, morpion::Point b);
    void compareRequested(morpion::Variant variant, const std::vector<morpion::Move>& moves);

private:
    // The buttons under the log: preview, load and compare the best; copy its code, the log.
    void createButtons();
    // Two a row, so that the panel stays narrow.
    QGridLayout* buttonRows();
    void connectParts();
    // The best grid (or the log line picked) in the preview window, or the window hidden.
    void showPreview(bool on);
    void updatePreview();

    Document* doc_;
    GridOpener* opener_ = nullptr;
    Variant variant_ = Variant::T5;
    std::optional<std::pair<Point, Point>> region_;
    bool previewPlaced_ = false;

    SearchChart* chart_;
    SearchLogList* log_;
    SearchPreview* preview_;
    QPushButton* previewBest_;
    QPushButton* loadBest_;
    QPushButton* compareBest_;
    QToolButton* copyCode_;
    QToolButton* copyLog_;
    QAction* loadBestAction_;
};

} // namespace morpion::gui
