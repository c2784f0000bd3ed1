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
    auto game = LayeredGame::of(read->variant, read->moves);
    if (!game)
        return game.error(); // cannot happen: the reader replays every move
    variant_ = read->variant;
    game_ = std::move(game).value();
    info_ = read->info;
    playedFrom_ = static_cast<int>(game_.moves.size());
    redo_.clear();
    return read;
}

void Viewer::openGrid(Variant v, std::vector<Move> moves, GridInfo info)
{
    variant_ = v;
    info_ = std::move(info);
    playedFrom_ = static_cast<int>(moves.size());
    redo_.clear();
    setMoves(std::move(moves));
}

void Viewer::newGame(Variant v)
{
    openGrid(v, {}, GridInfo());
}

void Viewer::setMoves(std::vector<Move> moves)
{
    // Every caller hands over a legal order (a prefix of one, plus legal moves).
    if (auto game = LayeredGame::of(variant_, std::move(moves)))
        game_ = std::move(game).value();
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
    if (std::find(game_.legal.begin(), game_.legal.end(), m) == game_.legal.end())
        return false;
    std::vector<Move> moves = game_.moves;
    moves.push_back(m);
    redo_.clear();
    setMoves(std::move(moves));
    return true;
}

bool Viewer::undo()
{
    if (!canUndo())
        return false;
    std::vector<Move> moves = game_.moves;
    redo_.push_back(moves.back());
    moves.pop_back();
    setMoves(std::move(moves));
    return true;
}

bool Viewer::redo()
{
    if (redo_.empty())
        return false;
    std::vector<Move> moves = game_.moves;
    moves.push_back(redo_.back());
    redo_.pop_back();
    setMoves(std::move(moves));
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
    grid.variant = variant_;
    grid.moves = game_.moves;
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
