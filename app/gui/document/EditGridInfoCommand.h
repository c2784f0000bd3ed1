#pragma once

#include "core/formats/GridInfo.h"

#include <QCoreApplication>
#include <QString>
#include <QUndoCommand>

#include <string>

namespace morpion::gui {

class Document;

// One edit of a field of the grid's information (the grid-information panel): undo puts
// the information back as it was (the field where it stood, or absent). Typing in one
// field is one edit: commands of the same field and the same nonzero session merge.
class EditGridInfoCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(morpion::gui::EditGridInfoCommand)

public:
    static constexpr int commandId = 0x4d4c02; // "ML" 2

    // fieldName: the field as the panel names it, for the undo history.
    EditGridInfoCommand(Document* doc, GridInfo::Field field, std::string text, const QString& fieldName, int session);
    void redo() override;
    void undo() override;
    int id() const override { return commandId; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    Document* doc_;
    GridInfo::Field field_;
    std::string newText_;
    int session_;
    GridInfo old_; // whole, so that undo restores the field where it stood
};

} // namespace morpion::gui
