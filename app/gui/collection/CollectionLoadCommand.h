#pragma once

#include "app/gui/document/LoadGridCommand.h"

namespace morpion::gui {

// Shows a grid picked in the collection panel. Going through a collection row after row
// is one undo step: a pick right after another pick merges into it, so Undo goes back to
// the grid shown before browsing began.
class CollectionLoadCommand : public LoadGridCommand {
public:
    static constexpr int commandId = 0x4d4c01; // "ML" 1

    CollectionLoadCommand(Document* doc, Variant variant, std::vector<Move> moves, const QString& description);
    int id() const override { return commandId; }
    bool mergeWith(const QUndoCommand* other) override;
};

} // namespace morpion::gui
