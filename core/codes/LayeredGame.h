#pragma once

#include "core/base/Error.h"
#include "core/codes/Layers.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <vector>

namespace morpion {

// A game in play order with its layering: what every view of a grid draws from (the
// program's document, morpion-render, the web page). The layering is computed once, here
// or by the reader that decoded a code into it, and travels with the moves, so that none
// of them matches moves to layers, or layers the grid again, on its own.
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
    // The game of a layering known already (a decoded layer code): its moves in layer
    // order, replayed for the legal moves; the layering is kept, not computed again.
    static LayeredGame of(Layering layering);

    // Plays a move legal after the last one and layers the grid with it (false, and
    // nothing changes, for any other move).
    bool play(const Move& m);
    // Takes back the last move and layers what is left (false when there is none).
    bool takeBack();

private:
    // Layers `moves` again, after a move played or taken back.
    void relayer();
};

// The layer that takes each of `moves` (a grid's moves in any order), by index; 0 for a
// move the layering does not take.
std::vector<int> layerOfEachMove(const Layering& layering, const std::vector<Move>& moves);

} // namespace morpion
