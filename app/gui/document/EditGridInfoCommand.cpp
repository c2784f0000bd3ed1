#include "app/gui/document/EditGridInfoCommand.h"

#include "app/gui/document/Document.h"

namespace morpion::gui {

EditGridInfoCommand::EditGridInfoCommand(Document* doc, GridInfo::Field field, std::string text, const QString& fieldName,
                                         int session)
    : doc_(doc)
    , field_(field)
    , newText_(std::move(text))
    , session_(session)
    , old_(doc->info())
{
    setText(tr("Edit %1").arg(fieldName));
}

EditGridInfoCommand::EditGridInfoCommand(Document* doc, GridInfo info, const QString& description)
    : doc_(doc)
    , field_(GridInfo::Field::Title)
    , session_(0)
    , old_(doc->info())
    , whole_(std::move(info))
{
    setText(description);
}

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
