#include "app/gui/EditGridCommand.h"

#include "app/gui/Document.h"

namespace morpion::gui {

EditGridCommand::EditGridCommand(Document* doc, std::vector<Move> moves, const QString& description)
    : doc_(doc), before_(doc->moves()), after_(std::move(moves)), layer_(doc->currentLayer())
{
    setText(description);
}

void EditGridCommand::redo()
{
    doc_->setGrid(doc_->variant(), after_, layer_, false);
}

void EditGridCommand::undo()
{
    doc_->setGrid(doc_->variant(), before_, layer_, false);
}

} // namespace morpion::gui
