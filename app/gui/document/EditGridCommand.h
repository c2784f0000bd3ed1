#pragma once

#include "app/gui/document/NamedCommand.h"
#include "core/codes/LayeredGame.h"
#include "core/rules/Move.h"

#include <QString>
#include <QUndoCommand>

#include <vector>

namespace morpion::gui {

class Document;

// A change of the grid's moves within its variant (remove with cones, a region, take
// back, take another move instead, a turned or mirrored image): one undo step between two
// move lists. Undo gives the old moves back in their old order, so the grid and its code
// are exactly what they were. The layer shown stays where it can; `replaced` (a turned
// image) makes the view show the new grid whole, otherwise it keeps its zoom. The moves
// played by hand stay marked: an image keeps the same ones; after any other edit, only the
// leading moves that were among the grid's opened moves count as opened. Both grids are
// kept with their layering: undo and redo layer nothing.
class EditGridCommand : public NamedCommand {
public:
    EditGridCommand(Document* doc, std::vector<Move> moves, StepName description, bool replaced = false);
    void redo() override;
    void undo() override;

private:
    Document* doc_;
    LayeredGame before_, after_;
    int layer_;
    int playedFromBefore_, playedFromAfter_;
    bool replaced_;
};

} // namespace morpion::gui
