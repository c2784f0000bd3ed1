#pragma once

#include "app/paint/BoardStyle.h"

#include <QDialog>
#include <QImage>

namespace morpion::gui {

// Help > How to Read the Layer View: a real grid (the seeds' 135) at one of its early
// layers, drawn by BoardRenderer in the board's colours with numbered marks on a move of
// each kind (earlier layers, taken in this layer, not taken, taboo, later layers), and the
// layer panel's rows for the same layer, so that the Bit column reads as the code's bits.
class LayerViewGuide : public QDialog {
    Q_OBJECT

public:
    explicit LayerViewGuide(const paint::BoardStyle& style, QWidget* parent = nullptr);

    // The annotated picture, `width` device pixels wide; null if the built-in grid is missing.
    static QImage picture(const paint::BoardStyle& style, int width);
    // The layer shown: the first one with a taken move, an untaken one and a taboo one.
    static int shownLayer();
};

} // namespace morpion::gui
