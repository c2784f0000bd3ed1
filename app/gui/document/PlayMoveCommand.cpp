#include "app/gui/document/PlayMoveCommand.h"

#include "app/gui/common/MoveLabel.h"
#include "app/gui/document/Document.h"

namespace morpion::gui {

PlayMoveCommand::PlayMoveCommand(Document* doc, const Move& move)
    : NamedCommand([move] { return Document::tr("Play %1").arg(moveLabel(move)); })
    , doc_(doc)
    , move_(move)
    , layerBefore_(doc->currentLayer())
{}

void PlayMoveCommand::redo()
{
    doc_->pushMove(move_);
}

void PlayMoveCommand::undo()
{
    doc_->popMove(layerBefore_);
}

} // namespace morpion::gui
