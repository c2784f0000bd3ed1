#include "app/gui/edit/UndoActions.h"

#include "app/gui/common/Icons.h"
#include "app/gui/common/TranslatedText.h"
#include "app/gui/document/Document.h"

#include <QAction>
#include <QUndoStack>

namespace morpion::gui {

UndoActions::UndoActions(Document* doc, QObject* parent)
    : QObject(parent)
    , doc_(doc)
{
    // Not QUndoStack's own actions: their "Undo" prefix stays in the language they were
    // made in. These are named again after every step and every language switch.
    QUndoStack* stack = doc_->undoStack();
    undo_ = new QAction(Icons::get(QStringLiteral("edit-undo")), QString(), this);
    undo_->setShortcut(QKeySequence::Undo);
    redo_ = new QAction(Icons::get(QStringLiteral("edit-redo")), QString(), this);
    redo_->setShortcut(QKeySequence::Redo);
    connect(undo_, &QAction::triggered, stack, &QUndoStack::undo);
    connect(redo_, &QAction::triggered, stack, &QUndoStack::redo);
    const auto name = [this, stack] {
        TranslatedText::keep(undo_, [this, stack] {
            undo_->setEnabled(stack->canUndo());
            undo_->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
            undo_->setProperty("command", tr("&Undo")); // in the list of shortcuts
        });
        TranslatedText::keep(redo_, [this, stack] {
            redo_->setEnabled(stack->canRedo());
            redo_->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
            redo_->setProperty("command", tr("&Redo"));
        });
    };
    name();
    connect(stack, &QUndoStack::indexChanged, this, name);
    connect(doc_, &Document::stepsRenamed, this, name);
    // These run after the stack moved.
    connect(undo_, &QAction::triggered, this, [this, stack] {
        if (stack->index() < stack->count())
            emit message(tr("Undone: %1 (%n move(s) on the board)", nullptr, static_cast<int>(doc_->moves().size()))
                             .arg(stack->text(stack->index())));
    });
    connect(redo_, &QAction::triggered, this, [this, stack] {
        if (stack->index() > 0)
            emit message(tr("Redone: %1 (%n move(s) on the board)", nullptr, static_cast<int>(doc_->moves().size()))
                             .arg(stack->text(stack->index() - 1)));
    });
}

} // namespace morpion::gui
