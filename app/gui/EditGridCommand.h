#pragma once

#include "core/Move.h"

#include <QString>
#include <QUndoCommand>

#include <vector>

namespace morpion::gui {

class Document;

// An edit inside the grid (remove with cones, a region, take back, take another move
// instead, an improved grid): one undo step between two move lists of the same variant.
// Undo gives the old moves back in their old order, so the grid and its code are exactly
// what they were; the view keeps its zoom, and the layer shown stays where it can.
class EditGridCommand : public QUndoCommand {
public:
    EditGridCommand(Document* doc, std::vector<Move> moves, const QString& description);
    void redo() override;
    void undo() override;

private:
    Document* doc_;
    std::vector<Move> before_, after_;
    int layer_;
};

} // namespace morpion::gui
