#pragma once

#include "app/paint/BoardStyle.h"
#include "core/rules/Move.h"

#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace morpion {
struct Layer;
}

namespace morpion::gui {

class Document;
class LayerChart;

// The current layer as seed 000 lists it: numbered candidates with their bit, then the
// taboo moves shown at the layer. Picking a row highlights its move on the board; the
// point under the board's pointer highlights its rows here. Below, taken moves per layer.
class LayerPanel : public QWidget {
    Q_OBJECT

public:
    explicit LayerPanel(Document* doc, QWidget* parent = nullptr);

    void setBoardStyle(const paint::BoardStyle& style);
    QTreeWidget* list() const { return list_; }
    LayerChart* chart() const { return chart_; }
    // Rows whose move has its new point at the board's pointer (tests read this).
    std::vector<int> hoveredRows() const { return hovered_; }
    // The move of a row, or nothing for the separator row.
    std::optional<Move> moveOfRow(int row) const;

public slots:
    void highlightPoint(bool onBoard, int x, int y);

signals:
    void moveSelected(const std::optional<Move>& move);

protected:
    void changeEvent(QEvent* event) override;

private:
    // The list's minimum width: its headers and its widest row whole, in any language.
    void fitList();
    void rebuild();
    // The heading above the rows of layer k.
    QString layerTitle(int k, const Layer& layer) const;
    // The layer's candidates, numbered with their bit (and their loss when analysed).
    void addCandidateRows(const Layer& layer, QList<QTreeWidgetItem*>& items);
    // The taboo moves under a heading row, which it returns (nullptr when there are none).
    QTreeWidgetItem* addTabooRows(const Layer& layer, QList<QTreeWidgetItem*>& items);
    void rebuildChart();

    Document* doc_;
    paint::BoardStyle style_;
    QLabel* title_;
    QTreeWidget* list_;
    LayerChart* chart_;
    std::vector<std::optional<Move>> rowMoves_;
    std::vector<int> hovered_;
};

} // namespace morpion::gui
