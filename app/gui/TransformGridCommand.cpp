#include "app/gui/TransformGridCommand.h"

#include "app/gui/Document.h"

namespace morpion::gui {

TransformGridCommand::TransformGridCommand(Document* doc, Symmetry symmetry, const QString& description)
    : doc_(doc)
    , before_(doc->moves())
    , after_(symmetry.apply(doc->variant(), doc->moves()))
    , layer_(doc->currentLayer())
{
    setText(description);
}

void TransformGridCommand::redo()
{
    // The image of a game is a game in the same order: the cross maps onto itself.
    doc_->setGrid(doc_->variant(), after_, layer_, doc_->playedFrom());
}

void TransformGridCommand::undo()
{
    doc_->setGrid(doc_->variant(), before_, layer_, doc_->playedFrom());
}

} // namespace morpion::gui
