#pragma once

namespace morpion::gui {

class Document;
class MessageBanner;

// How the end of a game played by hand is told: when no legal move is left, the banner says
// so with the score (it goes with the grid, see linkOpening). The window and the gui.* suites'
// board fixture link them alike.
void linkGameOver(Document* doc, MessageBanner* banner);

} // namespace morpion::gui
