#pragma once

#include "app/gui/common/Wording.h"

#include <QUndoCommand>

#include <utility>

namespace morpion::gui {

// The name of an undo step ("Open rosin82-5D.moves.txt", "Play D7"), said again in the new
// language after a switch.
using StepName = Wording;

// An undo step that keeps its StepName; Document::nameStepsAgain calls nameAgain() on each.
class NamedCommand : public QUndoCommand {
public:
    explicit NamedCommand(StepName name)
        : name_(std::move(name))
    {
        setText(name_());
    }
    void nameAgain() { setText(name_()); }

private:
    StepName name_;
};

} // namespace morpion::gui
