#include "core/codes/LayeredGame.h"

#include "core/rules/MoveText.h"
#include "core/rules/Position.h"

#include <algorithm>
#include <utility>

namespace morpion {

Result<LayeredGame> LayeredGame::of(Variant v, std::vector<Move> moves)
{
    Position position(v);
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (!position.play(moves[i])) {
            Error e;
            e.kind = ErrorKind::IllegalMove;
            e.position = static_cast<std::int64_t>(i);
            e.detail = whyIllegal(v, std::vector<Move>(moves.begin(), moves.begin() + static_cast<std::ptrdiff_t>(i)), moves[i]);
            return e;
        }
    auto layering = layerGrid(v, moves);
    if (!layering)
        return layering.error();
    LayeredGame game;
    game.variant = v;
    game.layering = std::move(layering).value();
    game.layerOf = layerOfEachMove(game.layering, moves);
    game.moves = std::move(moves);
    game.legal = position.legalMoves();
    return game;
}

LayeredGame LayeredGame::of(Layering layering)
{
    LayeredGame game;
    game.variant = layering.variant;
    // Layer by layer: the layer of each move is where it is met.
    for (std::size_t k = 0; k < layering.layers.size(); ++k)
        for (const Move& m : layering.layers[k].takenMoves()) {
            game.moves.push_back(m);
            game.layerOf.push_back(static_cast<int>(k));
        }
    Position position(game.variant);
    for (const Move& m : game.moves)
        position.play(m);
    game.legal = position.legalMoves();
    game.layering = std::move(layering);
    return game;
}

bool LayeredGame::play(const Move& m)
{
    if (std::find(legal.begin(), legal.end(), m) == legal.end())
        return false;
    moves.push_back(m);
    relayer();
    return true;
}

bool LayeredGame::takeBack()
{
    if (moves.empty())
        return false;
    moves.pop_back();
    relayer();
    return true;
}

void LayeredGame::relayer()
{
    // A legal game always layers; the grid stays as it was played.
    auto again = of(variant, std::move(moves));
    *this = std::move(again).value();
}

std::vector<int> layerOfEachMove(const Layering& layering, const std::vector<Move>& moves)
{
    // Every taken move with its layer, sorted, then one binary search a move.
    std::vector<std::pair<Move, int>> taken;
    for (std::size_t k = 0; k < layering.layers.size(); ++k)
        for (const Move& m : layering.layers[k].takenMoves())
            taken.emplace_back(m, static_cast<int>(k));
    std::sort(taken.begin(), taken.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<int> out(moves.size(), 0);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const auto it = std::lower_bound(taken.begin(), taken.end(), moves[i],
                                         [](const auto& entry, const Move& m) { return entry.first < m; });
        if (it != taken.end() && it->first == moves[i])
            out[i] = it->second;
    }
    return out;
}

} // namespace morpion
