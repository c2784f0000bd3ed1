#include "core/codes/GridEdit.h"

#include "core/codes/Layers.h"
#include "core/rules/Dependencies.h"
#include "core/rules/MoveText.h"
#include "core/rules/Position.h"

#include <algorithm>
#include <string>

namespace morpion {

namespace {

// Splits the grid by a sorted list of indices to remove. A set closed under "needed by"
// leaves a need-closed rest, which stays playable in its old order: every move's line
// still finds its points placed before it, and removing lines only lifts conflicts.
GridEdit split(const std::vector<Move>& grid, const std::vector<int>& removedIndices)
{
    GridEdit edit;
    std::size_t r = 0;
    for (std::size_t i = 0; i < grid.size(); ++i) {
        if (r < removedIndices.size() && removedIndices[r] == static_cast<int>(i)) {
            edit.removed.push_back(grid[i]);
            ++r;
        } else {
            edit.moves.push_back(grid[i]);
        }
    }
    return edit;
}

Result<Dependencies> dependenciesOfPlayable(Variant v, const std::vector<Move>& grid)
{
    if (auto bad = checkPlayable(v, grid))
        return *bad;
    return Dependencies::of(v, grid);
}

} // namespace

std::optional<Error> checkPlayable(Variant v, const std::vector<Move>& grid, Pattern cannotPlay)
{
    Position pos(v);
    for (std::size_t i = 0; i < grid.size(); ++i) {
        if (!pos.play(grid[i])) {
            Error e;
            e.kind = ErrorKind::IllegalMove;
            e.position = static_cast<std::int64_t>(i);
            const std::vector<Move> before(grid.begin(), grid.begin() + static_cast<std::ptrdiff_t>(i));
            e.detail = phrase(cannotPlay, formatMove(grid[i]), whyIllegal(v, before, grid[i]));
            return e;
        }
    }
    return std::nullopt;
}

Result<GridEdit> removeMoves(Variant v, const std::vector<Move>& grid, std::span<const int> indices)
{
    for (std::size_t k = 0; k < indices.size(); ++k) {
        if (indices[k] < 0 || static_cast<std::size_t>(indices[k]) >= grid.size()) {
            Error e = syntaxError(
                phrase(MORPION_TR_NOOP("ErrorDetail", "move %1 is not in the grid of %2 moves"), indices[k], grid.size()));
            e.position = static_cast<std::int64_t>(k);
            return e;
        }
    }
    const auto deps = dependenciesOfPlayable(v, grid);
    if (!deps)
        return deps.error();
    return split(grid, deps->removalSet(indices));
}

Result<GridEdit> removeRegion(Variant v, const std::vector<Move>& grid, Point a, Point b)
{
    const int x0 = std::min(a.x, b.x), x1 = std::max(a.x, b.x);
    const int y0 = std::min(a.y, b.y), y1 = std::max(a.y, b.y);
    std::vector<int> inside;
    for (std::size_t i = 0; i < grid.size(); ++i) {
        const Point p = grid[i].point;
        if (p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1)
            inside.push_back(static_cast<int>(i));
    }
    return removeMoves(v, grid, inside);
}

Result<GridEdit> takeBackTo(Variant v, const std::vector<Move>& grid, int count)
{
    if (auto bad = checkPlayable(v, grid))
        return *bad;
    count = std::clamp(count, 0, static_cast<int>(grid.size()));
    GridEdit edit;
    edit.moves.assign(grid.begin(), grid.begin() + count);
    edit.removed.assign(grid.begin() + count, grid.end());
    return edit;
}

Result<GridEdit> takeBackToLayer(Variant v, const std::vector<Move>& grid, int layer)
{
    if (auto bad = checkPlayable(v, grid))
        return *bad;
    const auto layering = layerGrid(v, grid);
    if (!layering)
        return layering.error();
    // The moves of the later layers: a need-closed rest (a move needs only earlier layers).
    std::vector<Move> later;
    for (std::size_t k = static_cast<std::size_t>(std::max(0, layer + 1)); k < layering->layers.size(); ++k)
        for (const Move& m : layering->layers[k].takenMoves())
            later.push_back(m);
    std::sort(later.begin(), later.end());
    std::vector<int> removed;
    for (std::size_t i = 0; i < grid.size(); ++i)
        if (std::binary_search(later.begin(), later.end(), grid[i]))
            removed.push_back(static_cast<int>(i));
    return split(grid, removed);
}

Result<GridEdit> takeInstead(Variant v, const std::vector<Move>& grid, const Move& move)
{
    const auto deps = dependenciesOfPlayable(v, grid);
    if (!deps)
        return deps.error();
    std::vector<int> conflicting;
    for (std::size_t i = 0; i < grid.size(); ++i) {
        if (grid[i] == move) {
            Error e;
            e.kind = ErrorKind::DuplicateMove;
            e.position = static_cast<std::int64_t>(i);
            e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "%1 is already in the grid"), formatMove(move));
            return e;
        }
        if (grid[i].point == move.point || linesConflict(v, grid[i].line, move.line))
            conflicting.push_back(static_cast<int>(i));
    }
    GridEdit edit = split(grid, deps->removalSet(conflicting));
    Phrase why = whyIllegal(v, edit.moves, move);
    if (!why.empty()) {
        Error e;
        e.kind = ErrorKind::IllegalMove;
        e.detail = withColon(formatMove(move), std::move(why));
        return e;
    }
    edit.moves.push_back(move);
    edit.added = move;
    return edit;
}

} // namespace morpion
