#pragma once

#include <QObject>
#include <QString>

class QAction;

namespace morpion::gui {

class Document;

// Edit > Undo and Redo over the document's undo stack, named after the step they would
// undo or redo. What an edit said ("Removed 12 moves…") must not stay up once it is undone:
// each says what it undid or redid instead.
class UndoActions : public QObject {
    Q_OBJECT

public:
    UndoActions(Document* doc, QObject* parent);

    QAction* undoAction() const { return undo_; }
    QAction* redoAction() const { return redo_; }

signals:
    // "Undone: Remove move 12 (120 moves on the board)", for the status bar.
    void message(const QString& text);

private:
    Document* doc_;
    QAction* undo_;
    QAction* redo_;
};

} // namespace morpion::gui
