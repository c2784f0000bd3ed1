#pragma once

#include "core/formats/GridInfo.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <QString>
#include <QUndoCommand>

#include <vector>

namespace morpion::gui {

class Document;

// Replaces the whole grid (a loaded code, file or a new game) and its information: one undo
// step back to the grid, information, variant and layer shown before.
class LoadGridCommand : public QUndoCommand {
public:
    // `work`: the grid is the user's work (a search result), not a grid that was only read;
    // see Document::isModified.
    LoadGridCommand(Document* doc, Variant variant, std::vector<Move> moves, GridInfo info, const QString& description,
                    bool work = false);
    bool isWork() const { return work_; }
    void redo() override;
    void undo() override;

protected:
    Document* doc_;
    Variant newVariant_, oldVariant_;
    std::vector<Move> newMoves_, oldMoves_;
    GridInfo newInfo_, oldInfo_;
    int oldLayer_;
    int oldPlayedFrom_;
    bool work_;
};

} // namespace morpion::gui
