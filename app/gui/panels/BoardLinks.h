#pragma once

namespace morpion::gui {

class BoardView;
class Document;
class LayerBar;
class LayerPanel;

// What the board and the layer panel and bar beside it tell each other: the point under the
// pointer lights its rows in the panel, a row picked there selects its move on the board, the
// layer bar's replay draws on the board, and the board takes the keys back after a new grid or
// a layer chosen in the bar. The window and the gui.* suites' board fixture link them alike.
void linkBoardAndLayers(Document* doc, BoardView* view, LayerPanel* panel, LayerBar* bar);

} // namespace morpion::gui
