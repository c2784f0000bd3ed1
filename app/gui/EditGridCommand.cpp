#include "app/gui/EditGridCommand.h"

#include "app/gui/Document.h"

namespace morpion::gui {

EditGridCommand::EditGridCommand(Document* doc, std::vector<Move> moves, const QString& description, bool replaced)
    : doc_(doc), before_(doc->moves()), after_(std::move(moves)), layer_(doc->currentLayer()), replaced_(replaced)
{
    setText(description);
}

void EditGridCommand::redo()
{
    doc_->setGrid(doc_->variant(), after_, layer_, replaced_);
}

void EditGridCommand::undo()
{
    doc_->setGrid(doc_->variant(), before_, layer_, replaced_);
}

} // namespace morpion::gui
