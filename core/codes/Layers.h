#pragma once

#include "core/base/BigUInt.h"
#include "core/base/Error.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <cstdint>
#include <string>
#include <vector>

namespace morpion {

// One layer of spec §4: its candidates C_k with their bits, and the taboo moves shown at it.
struct Layer {
    std::vector<Move> candidates;    // C_k, canonical order
    std::vector<std::uint8_t> taken; // one 0/1 per candidate: the code's bits for this layer
    std::vector<Move> taboo;         // moves of T legal at the start of this layer, canonical order
    int firstNumber = 1;             // 1-based number of candidates[0] across the whole game

    int takenCount() const;
    std::vector<Move> takenMoves() const; // canonical order
};

// A grid split into layers. The last layer may take nothing (an unfinished game): its
// candidates were open at the end and are its trailing 0 bits. Such a layer is where play
// goes on, not one of the grid's layers: takenLayers() is the count every front end says.
struct Layering {
    Variant variant = Variant::T5;
    std::vector<Layer> layers;

    int score() const;
    // The grid's layers: those that take at least one move (a 1-move game has 1, an
    // unfinished game not its last, empty one). The CLI's info, the collection, the famous
    // grids, the desktop program and the page all say this number.
    int takenLayers() const;
    std::size_t bitCount() const;
    std::string bits() const; // '0' and '1' characters
    // Layer by layer, canonical order inside a layer: the linear order of spec §4.
    std::vector<Move> movesInOrder() const;
    // Product of |TKM_k|! over all layers: the linear orders the layering allows.
    BigUInt orderings() const;
};

// Layers a grid (a set of moves, in any order). Errors, each with position = the 0-based
// index in `grid` of the move at fault: a point not on its line (IllegalMove); a move
// twice, or two moves on one line (DuplicateMove); two moves that exclude each other in
// one layer (ConflictingMoves, with the layer, detail naming both); moves the layering
// never reaches because the grid cannot be played from the cross (UnreachableMove,
// naming the first such move in canonical order). LayerCoder is the reusable form.
Result<Layering> layerGrid(Variant v, const std::vector<Move>& grid);

} // namespace morpion
