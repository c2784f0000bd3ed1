#include "app/gui/document/EditGridInfoCommand.h"

#include "app/gui/document/Document.h"

namespace morpion::gui {

EditGridInfoCommand::EditGridInfoCommand(Document* doc, GridInfo::Field field, std::string text, StepName fieldName, int session)
    : NamedCommand([fieldName] { return tr("Edit %1").arg(fieldName()); })
    , doc_(doc)
    , field_(field)
    , newText_(std::move(text))
    , session_(session)
    , old_(doc->info())
{}

EditGridInfoCommand::EditGridInfoCommand(Document* doc, GridInfo info, StepName description)
    : NamedCommand(std::move(description))
    , doc_(doc)
    , field_(GridInfo::Field::Title)
    , session_(0)
    , old_(doc->info())
    , whole_(std::move(info))
{}

void EditGridInfoCommand::redo()
{
    if (whole_) {
        doc_->setInfo(*whole_);
        return;
    }
    GridInfo info = doc_->info();
    info.setValue(field_, newText_);
    doc_->setInfo(std::move(info));
}

void EditGridInfoCommand::undo()
{
    doc_->setInfo(old_);
}

bool EditGridInfoCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const EditGridInfoCommand*>(other);
    if (session_ == 0 || whole_ || next->whole_ || next->session_ != session_ || next->field_ != field_)
        return false;
    newText_ = next->newText_;
    return true;
}

} // namespace morpion::gui
