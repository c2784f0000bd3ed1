#pragma once

#include "app/gui/document/NamedCommand.h"

#include "core/formats/GridInfo.h"

#include <QCoreApplication>
#include <QString>
#include <QUndoCommand>

#include <optional>

#include <string>

namespace morpion::gui {

class Document;

// One edit of a field of the grid's information (the grid-information panel), or of the
// whole of it (a game's analysis put in): undo puts the information back as it was (the
// field where it stood, or absent). Typing in one field is one edit: commands of the same
// field and the same nonzero session merge.
class EditGridInfoCommand : public NamedCommand {
    Q_DECLARE_TR_FUNCTIONS(morpion::gui::EditGridInfoCommand)

public:
    static constexpr int commandId = 0x4d4c02; // "ML" 2

    // fieldName: the field as the panel names it, for the undo history.
    EditGridInfoCommand(Document* doc, GridInfo::Field field, std::string text, StepName fieldName, int session);
    // The whole information replaced; `description` names the edit in the undo history.
    EditGridInfoCommand(Document* doc, GridInfo info, StepName description);
    void redo() override;
    void undo() override;
    int id() const override { return commandId; }
    bool mergeWith(const QUndoCommand* other) override;
    // The edit puts a game's analysis in (Analyse Game): what the unsaved-changes question names.
    bool isAnalysis() const { return analysis_; }
    void markAnalysis() { analysis_ = true; }

private:
    Document* doc_;
    GridInfo::Field field_;
    std::string newText_;
    int session_;
    GridInfo old_; // whole, so that undo restores the field where it stood
    std::optional<GridInfo> whole_;
    bool analysis_ = false;
};

} // namespace morpion::gui
