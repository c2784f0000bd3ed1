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
