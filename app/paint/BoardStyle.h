#pragma once

#include <QColor>

namespace morpion::paint {

// The colours of a board picture. Light is made to print well (white paper, dark ink);
// dark follows a dark desktop; print is light without the screen's guide lattice.
struct BoardStyle {
    QColor background;
    QColor lattice;     // faint guide lines between lattice points; invalid = none
    QColor cross;       // the start points
    QColor line;        // lines and points of earlier layers
    QColor pointFill;   // inside of played points
    QColor number;      // move numbers on earlier points
    QColor current;     // the taken moves of the current layer
    QColor currentText; // numbers on current-layer points
    QColor candidate;   // current layer's candidates that were not taken
    QColor taboo;       // legal at the current layer but left untaken earlier: muted, not alarming
    QColor ghost;       // later layers when ghosted
    QColor hint;        // the glow under legal moves when hints are on
    QColor lastMove;    // the ring around the grid's last move (gold, as the record programs do)
    QColor preview;     // the move under the pointer in hand play
    QColor selection;   // the move picked in the layer panel or hovered
    QColor needs;       // halo of the moves the focused move rests on
    QColor neededBy;    // halo of the moves resting on it
    QColor onlyThere;   // a compared grid's moves that the open grid lacks
    QColor legendText;
    QColor legendBack;

    static BoardStyle light();
    static BoardStyle dark();
    static BoardStyle print();
};

} // namespace morpion::paint
