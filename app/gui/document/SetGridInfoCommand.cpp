#include "app/gui/document/SetGridInfoCommand.h"

#include "app/gui/document/Document.h"

namespace morpion::gui {

SetGridInfoCommand::SetGridInfoCommand(Document* doc, GridInfo info)
    : doc_(doc)
    , new_(std::move(info))
    , old_(doc->info())
{}

void SetGridInfoCommand::redo()
{
    doc_->setInfo(new_);
}

void SetGridInfoCommand::undo()
{
    doc_->setInfo(old_);
}

} // namespace morpion::gui
