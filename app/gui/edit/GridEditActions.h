#pragma once

#include "core/rules/Move.h"

#include <QObject>
#include <QString>

#include <optional>

class QAction;
class QPoint;
class QWidget;

namespace morpion::gui {

class BoardView;
class Document;
class LayerPanel;

// Editing inside the grid, each edit one undo step that leaves a legal grid: remove a
// move with every move that needs it (context menu on the board or the layer panel, the
// Delete key), remove a region (a rectangle dragged with Shift), take back to a move or a
// layer, and take a candidate or taboo move of a layer instead of what it conflicts with
// (from the layer panel, or the board's menu on a point where the shown layer has one).
// The core (core/codes/GridEdit.h) decides what goes; this class asks it and says how many went.
class GridEditActions : public QObject {
    Q_OBJECT

public:
    GridEditActions(Document* doc, BoardView* view, LayerPanel* panel, QWidget* parent);

    // Delete: the move under the board's pointer, else the one picked in the layer panel.
    QAction* removeAction() const { return remove_; }

    // The edits, for the menus and for tests. Each returns false (and changes nothing)
    // when there is nothing to do or the core refuses.
    bool removeMove(int index);          // index into the document's moves
    bool removeRegion(Point a, Point b); // corners included
    bool takeBackTo(int index);          // keeps moves 0..index of the play order
    bool takeBackToLayer(int layer);     // keeps layers 0..layer
    bool takeInstead(const Move& move);  // a move the grid does not have

signals:
    // What an edit did, for the status bar ("Removed 12 moves").
    void message(const QString& text);

private:
    // The menu entry that takes `move` instead, with what it costs ("… and Remove 161
    // Moves"); `alone`: the only untaken move at its point, "This One".
    QString takeInsteadText(const Move& move, bool alone) const;
    void showBoardMenu(int moveIndex, Point point, const QPoint& globalPos);
    void showPanelMenu(const QPoint& pos);
    int indexOf(const std::optional<Move>& move) const;

    Document* doc_;
    BoardView* view_;
    LayerPanel* panel_;
    QWidget* parent_;
    QAction* remove_;
};

} // namespace morpion::gui
