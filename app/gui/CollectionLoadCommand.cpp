#include "app/gui/CollectionLoadCommand.h"

#include "app/gui/Document.h"

namespace morpion::gui {

CollectionLoadCommand::CollectionLoadCommand(Document* doc, Variant variant, std::vector<Move> moves, const QString& description)
    : doc_(doc)
    , newVariant_(variant)
    , oldVariant_(doc->variant())
    , newMoves_(std::move(moves))
    , oldMoves_(doc->moves())
    , oldLayer_(doc->currentLayer())
    , oldPlayedFrom_(doc->playedFrom())
{
    setText(description);
}

void CollectionLoadCommand::redo()
{
    doc_->setGrid(newVariant_, newMoves_, Document::openingLayer);
}

void CollectionLoadCommand::undo()
{
    doc_->setGrid(oldVariant_, oldMoves_, oldLayer_, oldPlayedFrom_);
}

bool CollectionLoadCommand::mergeWith(const QUndoCommand* other)
{
    if (other->id() != id())
        return false;
    const auto* next = static_cast<const CollectionLoadCommand*>(other);
    newVariant_ = next->newVariant_;
    newMoves_ = next->newMoves_;
    setText(next->text());
    return true;
}

} // namespace morpion::gui
