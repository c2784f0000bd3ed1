#pragma once

#include "core/Move.h"
#include "core/Variant.h"

#include <QString>
#include <QUndoCommand>

#include <vector>

namespace morpion::gui {

class Document;

// Shows a grid picked in the collection panel. Going through a collection row after row
// is one undo step: a pick right after another pick merges into it, so Undo goes back to
// the grid shown before browsing began.
class CollectionLoadCommand : public QUndoCommand {
public:
    static constexpr int commandId = 0x4d4c01; // "ML" 1

    CollectionLoadCommand(Document* doc, Variant variant, std::vector<Move> moves, const QString& description);
    void redo() override;
    void undo() override;
    int id() const override { return commandId; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    Document* doc_;
    Variant newVariant_, oldVariant_;
    std::vector<Move> newMoves_, oldMoves_;
    int oldLayer_;
    int oldPlayedFrom_;
};

} // namespace morpion::gui
