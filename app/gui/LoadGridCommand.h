#pragma once

#include "core/Move.h"
#include "core/Variant.h"

#include <QString>
#include <QUndoCommand>

#include <vector>

namespace morpion::gui {

class Document;

// Replaces the whole grid (a loaded code, file or a new game): one undo step back to the
// grid, variant and layer shown before.
class LoadGridCommand : public QUndoCommand {
public:
    LoadGridCommand(Document* doc, Variant variant, std::vector<Move> moves, const QString& description);
    void redo() override;
    void undo() override;

private:
    Document* doc_;
    Variant newVariant_, oldVariant_;
    std::vector<Move> newMoves_, oldMoves_;
    int oldLayer_;
    int oldPlayedFrom_;
};

} // namespace morpion::gui
