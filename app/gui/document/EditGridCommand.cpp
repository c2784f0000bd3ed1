#include "app/gui/document/EditGridCommand.h"

#include "app/gui/document/Document.h"

#include <algorithm>

namespace morpion::gui {

EditGridCommand::EditGridCommand(Document* doc, std::vector<Move> moves, StepName description, bool replaced)
    : NamedCommand(std::move(description))
    , doc_(doc)
    , before_(doc->game())
    , after_(Document::layeredPrefix(doc->variant(), std::move(moves)))
    , layer_(doc->currentLayer())
    , playedFromBefore_(doc->playedFrom())
    , playedFromAfter_(playedFromBefore_)
    , replaced_(replaced)
{
    if (replaced)
        return;
    const auto& before = before_.moves;
    const auto& after = after_.moves;
    const auto opened = before.begin() + std::min<std::ptrdiff_t>(playedFromBefore_, std::ssize(before));
    playedFromAfter_ = 0;
    while (playedFromAfter_ < std::ssize(after) && std::find(before.begin(), opened, after[playedFromAfter_]) != opened)
        ++playedFromAfter_;
}

void EditGridCommand::redo()
{
    doc_->setGrid(after_, layer_, playedFromAfter_, replaced_);
}

void EditGridCommand::undo()
{
    doc_->setGrid(before_, layer_, playedFromBefore_, replaced_);
}

} // namespace morpion::gui
