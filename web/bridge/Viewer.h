#pragma once

#include "app/paint/BoardScene.h"
#include "core/base/Error.h"
#include "core/codes/GameAnalysis.h"
#include "core/codes/LayeredGame.h"
#include "core/formats/GridInfo.h"
#include "core/formats/GridReader.h"

#include <functional>
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
    // A grid known to be legal (a famous grid in its published order), with its information;
    // `worded`: that information as the program words it in the page's language (a famous
    // grid's), made again by wordAgain().
    void openGrid(Variant v, std::vector<Move> moves, GridInfo info, std::function<GridInfo()> worded = {});
    // After a language switch: an opened grid's information that the program words, as it
    // opened and with nothing played since, in the new words (the desktop program's
    // LoadGridCommand::nameAgain). A file's record is the file's and never changes.
    void wordAgain();
    // The empty grid of `v`: the cross, every start move open for hand play.
    void newGame(Variant v);

    const LayeredGame& game() const { return game_; }
    const GridInfo& info() const { return info_; }
    int playedFrom() const { return playedFrom_; }
    bool canUndo() const { return !undo_.empty(); }
    bool canRedo() const { return !redo_.empty(); }

    // The legal moves whose new point is `p`, canonical order: what a click there plays.
    std::vector<Move> choicesAt(Point p) const;
    // Plays a legal move (false, and nothing changes, for any other); clears the redo list.
    bool play(const Move& m);
    // Takes back the last step (a move played by hand, a better line played): the grid as
    // opened stays.
    bool undo();
    bool redo();
    // The game taken back to before move `move` and the better game the analysis found
    // there played instead, as one step of undo (the desktop program's Play the Better Line
    // From Here); false, and nothing changes, where the move lost nothing.
    bool playBetter(int move);

    // The scene of `layer` (clamped to the grid's layers), as the desktop program's board
    // view builds it: hand play when the grid is unfinished and its last layer is shown.
    paint::BoardScene scene(int layer, const paint::ViewOptions& options) const;

    // The grid written as the core writes it (the CLI's `convert --to`), without the
    // trailing newline: a code or number carries its variant's prefix but for 5T. An MSR
    // record carries the analysis of the game, as the desktop program saves it.
    Result<std::string> text(GridFormat format) const;

    // The analysis of the game (the page's Analyse, or the one a record carried): kept while
    // the moves change, given by analysis() while the grid is the game analysed, so that
    // Undo brings it back, as the desktop program's document keeps it.
    void setAnalysis(GameAnalysis analysis) { analysis_ = std::move(analysis); }
    const GameAnalysis* analysis() const;
    // The position after the game's first `move` moves against the better game the analysis
    // found from the position before it, as the desktop program draws them; none without one.
    std::optional<paint::BoardScene::Comparison> betterComparison(int move) const;

private:
    // A step of undo: the game becomes `game` (layered already), its first `playedFrom`
    // moves as opened.
    void change(LayeredGame game, int playedFrom);

    // A game as it was before a step (or after one taken back), with its layering: undo
    // and redo layer nothing.
    struct Step {
        LayeredGame game;
        int playedFrom = 0;
    };

    LayeredGame game_; // played on in place: layered once a move
    GridInfo info_;
    std::function<GridInfo()> worded_; // openGrid's, or none
    std::optional<GameAnalysis> analysis_;
    int playedFrom_ = 0;     // moves before this were opened, the rest played by hand
    std::vector<Step> undo_; // newest last
    std::vector<Step> redo_; // taken back, newest last
};

} // namespace morpion::web
