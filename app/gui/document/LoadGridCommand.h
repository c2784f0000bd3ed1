#pragma once

#include "app/gui/document/NamedCommand.h"
#include "core/codes/LayeredGame.h"
#include "core/formats/GridInfo.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <QString>
#include <QUndoCommand>

#include <vector>

namespace morpion::gui {

class Document;

// Replaces the whole grid (a loaded code, file or a new game), its information and the file
// it belongs to: one undo step back to the grid, information, variant, layer and file shown
// before, so that Save after an undo writes where it wrote before the load.
class LoadGridCommand : public NamedCommand {
public:
    // `work`: the grid is the user's work (a search result), not a grid that was only read;
    // see Document::isModified. `path`: the file the grid was read from, or empty.
    // The grids before and after are kept with their layering: undo and redo layer nothing.
    // `worded`: the record as the program words it in the current language (a famous
    // grid's), or none.
    LoadGridCommand(Document* doc, LayeredGame game, GridInfo info, StepName description, bool work = false, QString path = {},
                    RecordWording worded = {});
    bool isWork() const { return work_; }
    void redo() override;
    void undo() override;
    // The step's name, and a record the program words, in the new language; the document
    // takes the new words while this step is the last done and its record is as it opened
    // (fields the user changed are the user's, and stay).
    void nameAgain() override;

protected:
    Document* doc_;
    LayeredGame newGame_, oldGame_;
    GridInfo newInfo_, oldInfo_, oldLoadedInfo_;
    QString newPath_, oldPath_;
    int oldLayer_;
    int oldPlayedFrom_;
    bool work_;
    RecordWording worded_;
};

} // namespace morpion::gui
