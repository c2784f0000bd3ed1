#pragma once

#include "core/base/Error.h"
#include "core/codes/Layers.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <vector>

namespace morpion {

// A game in play order with its layering: what every view of a grid draws from (the
// program's document, morpion-render, the web page), computed once here so that none of
// them matches moves to layers on its own.
struct LayeredGame {
    Variant variant = Variant::T5;
    std::vector<Move> moves; // play order (layer order for a grid read from a code)
    Layering layering;
    std::vector<int> layerOf; // layerOf[i]: the layer that takes moves[i]
    std::vector<Move> legal;  // the moves legal after the last one, canonical order

    // The grid's layers, as every front end counts them (Layering::takenLayers).
    int layers() const { return layering.takenLayers(); }
    // The steps of the layer view: each layer, and for an unfinished game one more after
    // them, where play goes on. Its open moves are the layering's last, empty layer when
    // the last layer's moves opened new ones; else they were all left untaken before, and
    // the layering has no layer there.
    int viewSteps() const { return layers() + (isOver() ? 0 : 1); }
    // Is `step` the one after the layers where an unfinished game goes on?
    bool inPlayAt(int step) const { return !isOver() && step == layers(); }
    bool isOver() const { return legal.empty(); }

    // Replays `moves` from the cross and layers them. Errors: IllegalMove (position = the
    // index of the first move that cannot be played), then those of layerGrid.
    static Result<LayeredGame> of(Variant v, std::vector<Move> moves);
};

// The layer that takes each of `moves` (a grid's moves in any order), by index; 0 for a
// move the layering does not take.
std::vector<int> layerOfEachMove(const Layering& layering, const std::vector<Move>& moves);

} // namespace morpion
