#pragma once

#include "app/paint/BoardScene.h"
#include "core/base/Error.h"
#include "core/codes/LayeredGame.h"
#include "core/formats/GridInfo.h"
#include "core/formats/GridReader.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace morpion::web {

// The web page's grid: what was opened, the moves played by hand since, and their undo
// and redo, with the layered game every view draws from (a code's layering as the reader
// decoded it). Plain C++ over the core, so that
// the page only paints what this computes (web/bridge/Exports.cpp hands it on as JSON).
class Viewer {
public:
    Viewer();

    // Reads `bytes` with the core's one reader (a code, number, move list, Pentasol, MSR,
    // MS1, or a PNG/SVG picture with its record); `variant` is the variant of a text that
    // names none (the desktop program's code bar: a prefix such as "5D:" wins, and a
    // Pentasol file is read as the strictest variant it is legal in). On success the grid replaces the
    // open one (hand play and its history start afresh) and the read is returned for its
    // format and notices; on failure nothing changes.
    Result<GridRead> open(std::string_view bytes, std::optional<Variant> variant);
    // A grid known to be legal (a famous grid in its published order), with its information.
    void openGrid(Variant v, std::vector<Move> moves, GridInfo info);
    // The empty grid of `v`: the cross, every start move open for hand play.
    void newGame(Variant v);

    const LayeredGame& game() const { return game_; }
    const GridInfo& info() const { return info_; }
    int playedFrom() const { return playedFrom_; }
    bool canUndo() const { return static_cast<int>(game_.moves.size()) > playedFrom_; }
    bool canRedo() const { return !redo_.empty(); }

    // The legal moves whose new point is `p`, canonical order: what a click there plays.
    std::vector<Move> choicesAt(Point p) const;
    // Plays a legal move (false, and nothing changes, for any other); clears the redo list.
    bool play(const Move& m);
    // Takes back the last move played by hand (the grid as opened stays).
    bool undo();
    bool redo();

    // The scene of `layer` (clamped to the grid's layers), as the desktop program's board
    // view builds it: hand play when the grid is unfinished and its last layer is shown.
    paint::BoardScene scene(int layer, const paint::ViewOptions& options) const;

    // The grid written as the core writes it (the CLI's `convert --to`), without the
    // trailing newline: a code or number carries its variant's prefix but for 5T.
    Result<std::string> text(GridFormat format) const;

private:
    LayeredGame game_; // played on and taken back in place: layered once a move
    GridInfo info_;
    int playedFrom_ = 0;     // moves before this were opened, the rest played by hand
    std::vector<Move> redo_; // taken back, newest last
};

} // namespace morpion::web
