#pragma once

#include "core/Move.h"
#include "core/Symmetry.h"

#include <QString>
#include <QUndoCommand>

#include <vector>

namespace morpion::gui {

class Document;

// Rotates or mirrors the whole grid with one of the 8 symmetries of the cross: the same
// game seen another way, so the layering and the layer being looked at stay, but the codes
// change. One undo step back to the grid as it was.
class TransformGridCommand : public QUndoCommand {
public:
    TransformGridCommand(Document* doc, Symmetry symmetry, const QString& description);
    void redo() override;
    void undo() override;

private:
    Document* doc_;
    std::vector<Move> before_, after_;
    int layer_;
};

} // namespace morpion::gui
