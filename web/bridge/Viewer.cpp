#include "web/bridge/Viewer.h"

#include <algorithm>

namespace morpion::web {

Viewer::Viewer()
{
    newGame(Variant::T5);
}

Result<GridRead> Viewer::open(std::string_view bytes, std::optional<Variant> variant)
{
    GridReadOptions options;
    if (variant)
        options.variant = *variant; // for a text that names none; a prefix such as 5D: wins
    auto read = readGrid(bytes, options);
    if (!read)
        return read.error();
    auto game = layeredGame(*read); // a code's layering as it was decoded
    if (!game)
        return game.error(); // cannot happen: the reader replays every move
    game_ = std::move(game).value();
    info_ = read->info;
    playedFrom_ = static_cast<int>(game_.moves.size());
    redo_.clear();
    return read;
}

void Viewer::openGrid(Variant v, std::vector<Move> moves, GridInfo info)
{
    // Every caller hands over a legal order.
    if (auto game = LayeredGame::of(v, std::move(moves)))
        game_ = std::move(game).value();
    info_ = std::move(info);
    playedFrom_ = static_cast<int>(game_.moves.size());
    redo_.clear();
}

void Viewer::newGame(Variant v)
{
    openGrid(v, {}, GridInfo());
}

std::vector<Move> Viewer::choicesAt(Point p) const
{
    std::vector<Move> out;
    for (const Move& m : game_.legal)
        if (m.point == p)
            out.push_back(m);
    return out;
}

bool Viewer::play(const Move& m)
{
    if (!game_.play(m))
        return false;
    redo_.clear();
    return true;
}

bool Viewer::undo()
{
    if (!canUndo())
        return false;
    redo_.push_back(game_.moves.back());
    game_.takeBack();
    return true;
}

bool Viewer::redo()
{
    if (redo_.empty())
        return false;
    game_.play(redo_.back());
    redo_.pop_back();
    return true;
}

paint::BoardScene Viewer::scene(int layer, const paint::ViewOptions& options) const
{
    const int last = std::max(0, game_.viewSteps() - 1);
    return paint::BoardScene::of(game_, std::clamp(layer, 0, last), playedFrom_, options);
}

Result<std::string> Viewer::text(GridFormat format) const
{
    GridRead grid;
    grid.variant = game_.variant;
    grid.moves = game_.moves;
    grid.layering = game_.layering; // a code is written from it, not layered again
    grid.info = info_;
    auto written = writeGrid(grid, format);
    if (!written)
        return written.error();
    std::string out = std::move(written).value();
    while (!out.empty() && (out.back() == '\n' || out.back() == '\r'))
        out.pop_back();
    return out;
}

} // namespace morpion::web
