#include "app/gui/edit/UndoActions.h"

#include "app/gui/common/Icons.h"
#include "app/gui/document/Document.h"

#include <QAction>
#include <QUndoStack>

namespace morpion::gui {

UndoActions::UndoActions(Document* doc, QObject* parent)
    : QObject(parent)
    , doc_(doc)
{
    undo_ = doc_->undoStack()->createUndoAction(this, tr("&Undo"));
    undo_->setProperty("command", tr("&Undo")); // in the list of shortcuts
    undo_->setShortcut(QKeySequence::Undo);
    undo_->setIcon(Icons::get(QStringLiteral("edit-undo")));
    redo_ = doc_->undoStack()->createRedoAction(this, tr("&Redo"));
    redo_->setProperty("command", tr("&Redo"));
    redo_->setShortcut(QKeySequence::Redo);
    redo_->setIcon(Icons::get(QStringLiteral("edit-redo")));
    // These run after the stack moved.
    connect(undo_, &QAction::triggered, this, [this] {
        const QUndoStack* stack = doc_->undoStack();
        if (stack->index() < stack->count())
            emit message(tr("Undone: %1 (%n move(s) on the board)", nullptr, static_cast<int>(doc_->moves().size()))
                             .arg(stack->text(stack->index())));
    });
    connect(redo_, &QAction::triggered, this, [this] {
        const QUndoStack* stack = doc_->undoStack();
        if (stack->index() > 0)
            emit message(tr("Redone: %1 (%n move(s) on the board)", nullptr, static_cast<int>(doc_->moves().size()))
                             .arg(stack->text(stack->index() - 1)));
    });
}

} // namespace morpion::gui
