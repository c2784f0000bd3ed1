#include "app/gui/edit/GridEditActions.h"

#include "app/gui/board/BoardView.h"
#include "app/gui/common/CoreText.h"
#include "app/gui/common/MoveLabel.h"
#include "app/gui/document/Document.h"
#include "app/gui/panels/LayerPanel.h"
#include "core/codes/GridEdit.h"

#include <QAction>
#include <QMenu>
#include <QTreeWidget>

#include <algorithm>

namespace morpion::gui {

GridEditActions::GridEditActions(Document* doc, BoardView* view, LayerPanel* panel, QWidget* parent)
    : QObject(parent)
    , doc_(doc)
    , view_(view)
    , panel_(panel)
    , parent_(parent)
{
    remove_ = new QAction(tr("Remo&ve Move"), this);
    remove_->setShortcut(QKeySequence::Delete);
    remove_->setStatusTip(
        tr("Remove the move under the pointer (or the one picked in the layer panel) with every move that needs it"));
    connect(remove_, &QAction::triggered, this, [this] {
        int index = view_->hoveredMoveIndex();
        if (index < 0)
            index = indexOf(view_->selectedMove());
        if (index >= 0)
            removeMove(index);
        else if (view_->selectedMove())
            // A candidate left untaken: it is not in the grid.
            emit message(tr("The move picked in the layer panel is not in the grid, so there is nothing to remove"));
        else
            emit message(tr("Point at a move on the board, or pick one in the layer panel, to remove it"));
    });
    connect(view_, &BoardView::contextMenuRequested, this, &GridEditActions::showBoardMenu);
    connect(view_, &BoardView::regionSelected, this, &GridEditActions::removeRegion);
    panel_->list()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(panel_->list(), &QWidget::customContextMenuRequested, this, &GridEditActions::showPanelMenu);
}

int GridEditActions::indexOf(const std::optional<Move>& move) const
{
    if (!move)
        return -1;
    const auto& moves = doc_->moves();
    const auto it = std::find(moves.begin(), moves.end(), *move);
    return it == moves.end() ? -1 : static_cast<int>(it - moves.begin());
}

bool GridEditActions::removeMove(int index)
{
    const int only[] = {index};
    const auto edit = morpion::removeMoves(doc_->variant(), doc_->moves(), only);
    if (!edit || edit->removed.empty())
        return false;
    const int count = static_cast<int>(edit->removed.size());
    doc_->edit(edit->moves, [index] { return tr("Remove move %1").arg(index + 1); });
    emit message(count == 1 ? tr("Removed move %1").arg(index + 1)
                            : tr("Removed move %1 and the %n move(s) that need it", nullptr, count - 1).arg(index + 1));
    return true;
}

bool GridEditActions::removeRegion(Point a, Point b)
{
    const auto edit = morpion::removeRegion(doc_->variant(), doc_->moves(), a, b);
    if (!edit)
        return false;
    if (edit->removed.empty()) {
        emit message(tr("No move has its point in (%1, %2)–(%3, %4)").arg(a.x).arg(a.y).arg(b.x).arg(b.y));
        return false;
    }
    doc_->edit(edit->moves, [] { return tr("Remove region"); });
    emit message(tr("Removed %n move(s) from the region and what needs them", nullptr, static_cast<int>(edit->removed.size())));
    return true;
}

bool GridEditActions::takeBackTo(int index)
{
    const auto edit = morpion::takeBackTo(doc_->variant(), doc_->moves(), index + 1);
    if (!edit || edit->removed.empty())
        return false;
    doc_->edit(edit->moves, [index] { return tr("Take back to move %1").arg(index + 1); });
    emit message(tr("Took back %n move(s)", nullptr, static_cast<int>(edit->removed.size())));
    return true;
}

bool GridEditActions::takeBackToLayer(int layer)
{
    const auto edit = morpion::takeBackToLayer(doc_->variant(), doc_->moves(), layer);
    if (!edit || edit->removed.empty())
        return false;
    doc_->edit(edit->moves, [layer] { return tr("Take back to layer %1").arg(layer); });
    emit message(tr("Took back %n move(s)", nullptr, static_cast<int>(edit->removed.size())));
    return true;
}

bool GridEditActions::takeInstead(const Move& move)
{
    const auto edit = morpion::takeInstead(doc_->variant(), doc_->moves(), move);
    if (!edit) {
        emit message(CoreText::describe(edit.error()));
        return false;
    }
    doc_->edit(edit->moves, [] { return tr("Take this one instead"); });
    emit message(
        tr("Took the move, removed %n move(s) in its way and what needs them", nullptr, static_cast<int>(edit->removed.size())));
    return true;
}

QString GridEditActions::takeInsteadText(const Move& move, bool alone) const
{
    // What it costs, as the Remove entry says it: the moves in its way and what needs them.
    const auto edit = morpion::takeInstead(doc_->variant(), doc_->moves(), move);
    const int cost = edit ? static_cast<int>(edit->removed.size()) : 0;
    const QString name = moveLabel(move);
    if (cost == 0)
        return alone ? tr("Take This One Instead") : tr("Take %1 Instead").arg(name);
    return alone ? tr("Take This One Instead and Remove %n Move(s)", nullptr, cost)
                 : tr("Take %1 Instead and Remove %n Move(s)", nullptr, cost).arg(name);
}

void GridEditActions::showBoardMenu(int moveIndex, Point point, const QPoint& globalPos)
{
    QMenu menu(parent_);
    // The untaken candidates and taboo moves the board shows at this point, as the layer
    // panel lists them.
    std::vector<Move> untaken;
    for (const auto* list : {&view_->scene().openCandidates, &view_->scene().taboo})
        for (const Move& m : *list)
            if (m.point == point)
                untaken.push_back(m);
    for (const Move& m : untaken)
        menu.addAction(takeInsteadText(m, untaken.size() == 1), this, [this, m] { takeInstead(m); });
    if (!untaken.empty())
        menu.addSeparator();
    if (moveIndex >= 0) {
        const int cone = static_cast<int>(doc_->dependencies().neededByCone(moveIndex).size());
        menu.addAction(cone == 0 ? tr("Remove Move %1").arg(moveIndex + 1)
                                 : tr("Remove Move %1 and the %n Move(s) That Need It", nullptr, cone).arg(moveIndex + 1),
                       this, [this, moveIndex] { removeMove(moveIndex); });
        menu.addAction(tr("Take Back to Move %1").arg(moveIndex + 1), this, [this, moveIndex] { takeBackTo(moveIndex); });
    }
    const int layer = doc_->currentLayer();
    menu.addAction(tr("Take Back to Layer %1").arg(layer), this, [this, layer] { takeBackToLayer(layer); });
    menu.exec(globalPos);
}

void GridEditActions::showPanelMenu(const QPoint& pos)
{
    QTreeWidgetItem* item = panel_->list()->itemAt(pos);
    const int row = item ? panel_->list()->indexOfTopLevelItem(item) : -1;
    const auto move = panel_->moveOfRow(row);
    QMenu menu(parent_);
    if (move) {
        const int index = indexOf(move);
        if (index >= 0) {
            menu.addAction(tr("Remove Move %1").arg(index + 1), this, [this, index] { removeMove(index); });
            menu.addAction(tr("Take Back to Here"), this, [this, index] { takeBackTo(index); });
        } else {
            const Move m = *move;
            menu.addAction(takeInsteadText(m, true), this, [this, m] { takeInstead(m); });
        }
    }
    const int layer = doc_->currentLayer();
    menu.addAction(tr("Take Back to Layer %1").arg(layer), this, [this, layer] { takeBackToLayer(layer); });
    menu.exec(panel_->list()->viewport()->mapToGlobal(pos));
}

} // namespace morpion::gui
