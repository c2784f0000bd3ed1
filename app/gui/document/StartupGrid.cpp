#include "app/gui/document/StartupGrid.h"

#include "app/common/FamousGridList.h"
#include "app/gui/common/CoreText.h"
#include "app/gui/document/Document.h"

#include <QUndoStack>

namespace morpion::gui {

void showStartupGrid(Document* doc)
{
    if (const FamousGrid* start = FamousGridList::startup())
        doc->setStartGrid(start->variant, start->moves, [start] { return gridInfo(*start, CoreText::translate()); });
    doc->undoStack()->setClean();
}

} // namespace morpion::gui
