#include "app/gui/analysis/SolveLinks.h"

#include "app/gui/analysis/SolvePanel.h"
#include "app/gui/board/BoardView.h"

#include <optional>

namespace morpion::gui {

void linkSolverToBoard(SolvePanel* solver, BoardView* view)
{
    QObject::connect(solver, &SolvePanel::hintChanged, view, [view](const std::vector<Move>& moves, int best, bool shown) {
        view->setSolvedHint(shown ? std::optional(BoardView::SolvedHint{moves, best}) : std::nullopt);
    });
}

} // namespace morpion::gui
