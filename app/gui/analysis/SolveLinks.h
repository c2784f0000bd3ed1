#pragma once

namespace morpion::gui {

class BoardView;
class SolvePanel;

// What the solver panel shows on the board: the moves its answer keeps, lit, with the best
// score, while the answer stands. The window and the gui.* suites' panel fixture link them alike.
void linkSolverToBoard(SolvePanel* solver, BoardView* view);

} // namespace morpion::gui
