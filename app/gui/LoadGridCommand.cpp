#include "app/gui/LoadGridCommand.h"

#include "app/gui/Document.h"

namespace morpion::gui {

LoadGridCommand::LoadGridCommand(Document* doc, Variant variant, std::vector<Move> moves, const QString& description)
    : doc_(doc), newVariant_(variant), oldVariant_(doc->variant()), newMoves_(std::move(moves)),
      oldMoves_(doc->moves()), oldLayer_(doc->currentLayer()), oldPlayedFrom_(doc->playedFrom())
{
    setText(description);
}

void LoadGridCommand::redo()
{
    doc_->setGrid(newVariant_, newMoves_, Document::openingLayer);
}

void LoadGridCommand::undo()
{
    doc_->setGrid(oldVariant_, oldMoves_, oldLayer_, oldPlayedFrom_);
}

} // namespace morpion::gui
