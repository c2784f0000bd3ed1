#pragma once

#include "app/gui/document/NamedCommand.h"

#include "core/rules/Move.h"

#include <QUndoCommand>

namespace morpion::gui {

class Document;

// One hand-played move. Undo returns to the layer that was shown before it.
class PlayMoveCommand : public NamedCommand {
public:
    PlayMoveCommand(Document* doc, const Move& move);
    void redo() override;
    void undo() override;

private:
    Document* doc_;
    Move move_;
    int layerBefore_;
};

} // namespace morpion::gui
