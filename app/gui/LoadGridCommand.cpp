#include "app/gui/LoadGridCommand.h"

#include "app/gui/Document.h"

namespace morpion::gui {

LoadGridCommand::LoadGridCommand(Document* doc, Variant variant, std::vector<Move> moves, const QString& description)
    : doc_(doc), newVariant_(variant), oldVariant_(doc->variant()), newMoves_(std::move(moves)),
      oldMoves_(doc->moves()), oldLayer_(doc->currentLayer())
{
    setText(description);
}

void LoadGridCommand::redo()
{
    doc_->setGrid(newVariant_, newMoves_, 0);
}

void LoadGridCommand::undo()
{
    doc_->setGrid(oldVariant_, oldMoves_, oldLayer_);
}

} // namespace morpion::gui
