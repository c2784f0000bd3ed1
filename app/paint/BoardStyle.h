#pragma once

#include "app/paint/BoardPalette.h"

#include <QColor>

namespace morpion::paint {

// The colours of a board picture as QPainter takes them, made from the plain palettes of
// BoardPalette.h (shared with the web page): light, dark, and print (no guide lattice).
struct BoardStyle : BoardColours<QColor> {
    static BoardStyle light();
    static BoardStyle dark();
    static BoardStyle print();
};

} // namespace morpion::paint
