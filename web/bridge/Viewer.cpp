#include "web/bridge/Viewer.h"

#include "core/codes/GridDiff.h"
#include "core/formats/AnalysisRecord.h"

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
    worded_ = nullptr;
    playedFrom_ = static_cast<int>(game_.moves.size());
    undo_.clear();
    redo_.clear();
    // A record's analysis of another game (its moves changed since) is not this one's.
    auto analysis = analysisIn(info_, read->variant, game_.moves);
    analysis_.reset();
    if (analysis)
        analysis_ = std::move(analysis).value();
    return read;
}

void Viewer::openGrid(Variant v, std::vector<Move> moves, GridInfo info, std::function<GridInfo()> worded)
{
    // Every caller hands over a legal order.
    if (auto game = LayeredGame::of(v, std::move(moves)))
        game_ = std::move(game).value();
    info_ = std::move(info);
    worded_ = std::move(worded);
    analysis_.reset();
    playedFrom_ = static_cast<int>(game_.moves.size());
    undo_.clear();
    redo_.clear();
}

void Viewer::wordAgain()
{
    if (!worded_ || !undo_.empty() || playedFrom_ != static_cast<int>(game_.moves.size()))
        return;
    info_ = worded_();
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
    if (std::find(game_.legal.begin(), game_.legal.end(), m) == game_.legal.end())
        return false;
    undo_.push_back({game_, playedFrom_});
    redo_.clear();
    game_.play(m); // one layering, of the game with the move
    return true;
}

bool Viewer::playBetter(int move)
{
    const GameAnalysis* a = analysis();
    if (!a || move < 1 || move > a->moveCount() || a->loss(move).value_or(0) <= 0)
        return false;
    // The better game holds the first move - 1 moves of this one, in front (alignLine).
    auto better = LayeredGame::of(game_.variant, a->bestLine(move - 1)->moves);
    if (!better)
        return false; // cannot happen: the analysis played every move of its lines
    change(std::move(better).value(), std::min(playedFrom_, move - 1));
    return true;
}

void Viewer::change(LayeredGame game, int playedFrom)
{
    undo_.push_back({std::move(game_), playedFrom_});
    redo_.clear();
    game_ = std::move(game);
    playedFrom_ = playedFrom;
}

bool Viewer::undo()
{
    if (undo_.empty())
        return false;
    redo_.push_back({std::move(game_), playedFrom_});
    game_ = std::move(undo_.back().game);
    playedFrom_ = undo_.back().playedFrom;
    undo_.pop_back();
    return true;
}

bool Viewer::redo()
{
    if (redo_.empty())
        return false;
    undo_.push_back({std::move(game_), playedFrom_});
    game_ = std::move(redo_.back().game);
    playedFrom_ = redo_.back().playedFrom;
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
    grid.info = withAnalysis(info_, analysis());
    auto written = writeGrid(grid, format);
    if (!written)
        return written.error();
    std::string out = std::move(written).value();
    while (!out.empty() && (out.back() == '\n' || out.back() == '\r'))
        out.pop_back();
    return out;
}

const GameAnalysis* Viewer::analysis() const
{
    return analysis_ && analysis_->variant() == game_.variant && analysis_->game() == game_.moves ? &*analysis_ : nullptr;
}

std::optional<paint::BoardScene::Comparison> Viewer::betterComparison(int move) const
{
    const GameAnalysis* a = analysis();
    const AnalysisLine* better = a && move >= 1 && move <= a->moveCount() ? a->bestLine(move - 1) : nullptr;
    if (!better)
        return std::nullopt;
    // A position against a game that goes on from it: never turned.
    const std::vector<Move> here(game_.moves.begin(), game_.moves.begin() + move);
    const GridDiff d = diffGrids(game_.variant, here, better->moves, DiffAlignment::AsIs);
    return paint::BoardScene::Comparison{d.common, d.onlyA, d.onlyB};
}

} // namespace morpion::web
