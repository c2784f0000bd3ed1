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

    int layerCount() const { return static_cast<int>(layering.layers.size()); }
    bool isOver() const { return legal.empty(); }

    // Replays `moves` from the cross and layers them. Errors: IllegalMove (position = the
    // index of the first move that cannot be played), then those of layerGrid.
    static Result<LayeredGame> of(Variant v, std::vector<Move> moves);
};

// The layer that takes each of `moves` (a grid's moves in any order), by index; 0 for a
// move the layering does not take.
std::vector<int> layerOfEachMove(const Layering& layering, const std::vector<Move>& moves);

} // namespace morpion
