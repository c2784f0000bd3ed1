#include "app/gui/document/EditGridCommand.h"

#include "app/gui/document/Document.h"

#include <algorithm>

namespace morpion::gui {

EditGridCommand::EditGridCommand(Document* doc, std::vector<Move> moves, StepName description, bool replaced)
    : NamedCommand(std::move(description))
    , doc_(doc)
    , before_(doc->moves())
    , after_(std::move(moves))
    , layer_(doc->currentLayer())
    , playedFromBefore_(doc->playedFrom())
    , playedFromAfter_(playedFromBefore_)
    , replaced_(replaced)
{
    if (replaced)
        return;
    const auto opened = before_.begin() + std::min<std::ptrdiff_t>(playedFromBefore_, std::ssize(before_));
    playedFromAfter_ = 0;
    while (playedFromAfter_ < std::ssize(after_) && std::find(before_.begin(), opened, after_[playedFromAfter_]) != opened)
        ++playedFromAfter_;
}

void EditGridCommand::redo()
{
    doc_->setGrid(doc_->variant(), after_, layer_, playedFromAfter_, replaced_);
}

void EditGridCommand::undo()
{
    doc_->setGrid(doc_->variant(), before_, layer_, playedFromBefore_, replaced_);
}

} // namespace morpion::gui
