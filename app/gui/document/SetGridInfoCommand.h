#pragma once

#include "core/formats/GridInfo.h"

#include <QUndoCommand>

namespace morpion::gui {

class Document;

// Puts a whole new record in place of the grid's information (an edit makes the record
// "based on" the grid it edits); undo puts the old one back. Part of the edit's undo step.
class SetGridInfoCommand : public QUndoCommand {
public:
    SetGridInfoCommand(Document* doc, GridInfo info);
    void redo() override;
    void undo() override;

private:
    Document* doc_;
    GridInfo new_, old_;
};

} // namespace morpion::gui
