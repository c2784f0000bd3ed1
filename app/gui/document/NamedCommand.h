#pragma once

#include "app/gui/common/Wording.h"
#include "core/formats/GridInfo.h"

#include <QUndoCommand>

#include <functional>
#include <utility>

namespace morpion::gui {

// The name of an undo step ("Open rosin82-5D.moves.txt", "Play D7"), said again in the new
// language after a switch.
using StepName = Wording;

// A record the program words itself (a famous grid's title, story and date), made again in
// the user's language after a switch; a loaded file's record is the file's, and has none.
using RecordWording = std::function<GridInfo()>;

// An undo step that keeps its StepName; Document::nameStepsAgain calls nameAgain() on each
// after a language switch. A step that keeps more words (a record the program words) says
// them again there too.
class NamedCommand : public QUndoCommand {
public:
    explicit NamedCommand(StepName name)
        : name_(std::move(name))
    {
        setText(name_());
    }
    virtual void nameAgain() { setText(name_()); }

private:
    StepName name_;
};

} // namespace morpion::gui
