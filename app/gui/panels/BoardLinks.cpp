#include "app/gui/panels/BoardLinks.h"

#include "app/gui/board/BoardView.h"
#include "app/gui/document/Document.h"
#include "app/gui/panels/LayerBar.h"
#include "app/gui/panels/LayerPanel.h"

namespace morpion::gui {

void linkBoardAndLayers(Document* doc, BoardView* view, LayerPanel* panel, LayerBar* bar)
{
    QObject::connect(view, &BoardView::pointerMoved, panel, &LayerPanel::highlightPoint);
    QObject::connect(panel, &LayerPanel::moveSelected, view, &BoardView::setSelectedMove);
    QObject::connect(bar, &LayerBar::replayChanged, view, &BoardView::setReplay);
    // A grid put in place (a load, a new game) is looked at and played on the board next.
    QObject::connect(doc, &Document::gridReplaced, view, [view] { view->setFocus(Qt::OtherFocusReason); });
    QObject::connect(bar, &LayerBar::done, view, [view] { view->setFocus(Qt::OtherFocusReason); });
}

} // namespace morpion::gui
