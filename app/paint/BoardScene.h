#pragma once

#include "core/base/Phrase.h"
#include "core/codes/LayeredGame.h"
#include "core/rules/Dependencies.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <algorithm>
#include <optional>
#include <vector>

// Plain C++ (no Qt): the web page builds its pictures from the same scenes.
namespace morpion::paint {

// What the layer view asks the picture to show, independent of how it is drawn.
struct ViewOptions {
    bool highlightLayer = true; // colour the current layer, its open candidates and taboo
    bool ghostLater = true;     // later layers faint (true) or hidden (false)
    bool showNumbers = false;
    bool showLegend = true;
    int replayMoves = -1; // >= 1: replay, only the first N moves in play order, the N-th highlighted
    // The interactive board, not a picture: when the grid is unfinished and its last layer is
    // shown, the scene is one of hand play (every legal move playable, the user's moves
    // standing out) rather than of reading layers.
    bool handPlay = false;
};

// A size on the board in pixels: `perCell` of the distance between neighbouring points,
// but not less than `least`. The sizes that `shrink` keep their least only where cells are
// about 12 pixels or more: below that (a thumbnail, a big grid zoomed out) they shrink with
// the cell, or the points of a 170-move grid would touch and fill it in.
struct BoardSize {
    double perCell = 0;
    double least = 0;
    bool shrinks = false;

    double at(double cell) const
    {
        const double scale = shrinks ? std::clamp(cell / 12.0, 0.25, 1.0) : 1.0;
        return std::max(least * scale, perCell * cell);
    }
};

// The board's proportions, which every painter draws with (app/paint's BoardRenderer and
// the web page's web/src/board.ts, which gets them with the scene), so that a board looks
// the same on the screen, in a picture and in the page.
struct BoardProportions {
    BoardSize line{0.075, 1.0, true};         // lines of the grid and open candidates
    BoardSize currentLine{0.13, 1.6, true};   // lines of the current layer, the preview
    BoardSize crossPoint{0.13, 1.5, true};    // radius of the start points
    BoardSize point{0.19, 2.0, true};         // radius of the grid's points
    BoardSize numberedPoint{0.34, 2.0, true}; // ... with move numbers in them
    BoardSize outline{0.06, 1.0, true};       // rim of a point
    BoardSize ring{0.19, 2.5};                // radius of an open candidate's ring
    BoardSize numberedRing{0.3, 2.5};         // ... with move numbers shown
    BoardSize tabooLine{0.05, 1.0};           // pen of taboo lines and their diamonds
    BoardSize diamond{0.15, 2.5};             // half-diagonal of a taboo move's diamond
    BoardSize lastMoveGap{0.12, 2.5};         // the last move's ring, beyond its point
    BoardSize hintLine{0.36, 5.0};            // the glow under a legal line
    BoardSize hintPoint{0.3, 4.0};            // radius of a legal point's glow
    BoardSize halo{0.5, 6.0};                 // pen of the selected or focused move's line
    BoardSize haloPoint{0.5, 7.0};            // radius of its point's halo
    BoardSize dependency{0.28, 4.0};          // pen of a dependency's line
    double dependencyPoint = 0.8;             // radius of its point, in those pens
    BoardSize cursor{0.42, 6.0};              // half-side of the keyboard cursor's square
    BoardSize cursorRim{0.12, 3.0};           // its outer pen
    BoardSize cursorLine{0.06, 1.5};          // its inner pen
    // Pens in outlines (BoardSize outline): an open candidate's ring, the move a click would
    // play, a compared grid's own points; the last move's ring (at least its least pixels).
    double ringPen = 1.4, previewPen = 1.5, otherPen = 1.6;
    double lastMovePen = 2.0, lastMovePenLeast = 2.0;
    // Dashes, in cells: open candidates, taboo moves, a compared grid's own moves.
    double candidateDash = 0.3, candidateGap = 0.18;
    double tabooDash = 0.06, tabooGap = 0.14;
    double otherDash = 0.3, otherGap = 0.15;
    // Move numbers, in point radii: the font of numbers below 100 and of the others (at
    // least 5 and 4 pixels), drawn where a point's radius is at least numbersFrom pixels.
    double numberFont = 0.95, smallNumberFont = 0.78;
    int numberFontLeast = 5, smallNumberFontLeast = 4;
    double numbersFrom = 4.0;
    // The guide lattice, where cells are at least this many pixels apart.
    double latticeFrom = 8.0;
};

// Everything a picture of the board needs, as plain data: the renderer draws it for the
// screen, for export and for `morpion-cli render` alike, and tests read it as the board model.
struct BoardScene {
    // How a grid move is drawn at the current layer.
    enum class Role { Earlier, Current, Later };
    struct Item {
        Move move;
        int number = 0; // 1-based place in the game's order
        int layer = 0;
        Role role = Role::Earlier;
        bool played = false; // played by hand since the grid was opened
    };

    Variant variant = Variant::T5;
    std::vector<Point> cross;
    std::vector<Item> items;          // every move of the grid, in play order
    int currentLayer = -1;            // -1: no layer highlight
    int viewSteps = 0;                // LayeredGame::viewSteps
    std::vector<Move> openCandidates; // candidates of the current layer that were not taken
    std::vector<Move> taboo;          // legal at the current layer, but left untaken in an earlier one
    // Hand play (see ViewOptions::handPlay): every legal move, drawn as playable; then the
    // current layer's candidates and taboo are not shown, and the roles are Current for the
    // moves played by hand and Earlier for the grid that was opened.
    bool playing = false;
    std::vector<Move> playable;
    std::vector<Move> hints;            // legal moves, when hints are on; or, with hintBest:
    int hintBest = -1;                  // the moves that keep this proven best score reachable
    std::optional<Move> preview;        // the move a click would play
    std::optional<Move> selected;       // the move picked in the layer panel
    std::optional<Point> lastMovePoint; // gold ring around the grid's last move
    std::optional<Point> cursor;        // the keyboard cursor of hand play
    // The dependencies of one move (under the pointer, or picked in the layer panel): the
    // moves it rests on and the moves resting on it, transitively, each in its own style.
    std::optional<Move> focus;
    std::vector<Move> needs;
    std::vector<Move> neededBy;
    // Compare with…: the open grid against another, drawn instead of the layers.
    struct Comparison {
        std::vector<Move> common;    // faint
        std::vector<Move> onlyHere;  // in the open grid only
        std::vector<Move> onlyThere; // in the other grid only
    };
    std::optional<Comparison> comparison;
    bool ghostLater = true;
    bool showNumbers = false;
    bool showLegend = false;
    BoardProportions proportions;

    // The scene of `game` at `layer`; game.moves[playedFrom] and after were played by hand
    // since the grid was opened.
    static BoardScene of(const LayeredGame& game, int layer, int playedFrom, const ViewOptions& options);
    // Sets focus, needs and neededBy for moves[index] (-1: none), whose dependencies are `deps`.
    void setFocus(const std::vector<Move>& moves, const Dependencies& deps, int index);

    // The scene as an exported picture shows it (the desktop program's export, the web
    // page's): move numbers and legend as asked, none of the screen's marks (the move under
    // the pointer, hints, the last move's ring, the selection).
    BoardScene forPicture(bool numbers, bool legend) const;

    // Items with a given role, as moves (tests and the panel compare them with the core).
    std::vector<Move> movesWithRole(Role role) const;

    // The lattice rectangle the scene occupies (cross, moves, candidates, taboo, playable
    // moves, a compared grid's), with a margin of one cell so that the outer points are not
    // cut: what every picture of the scene fits to.
    struct LatticeRect {
        int left = 0, top = 0, width = 0, height = 0;
    };
    LatticeRect bounds() const;
    // The rectangle that holds the scene at every layer of its grid (the grid's moves, a
    // compared grid's, a cell for the legal moves beyond them, the margin): the screen
    // fits to it, so that a step to another layer does not move the board.
    LatticeRect frame() const;

    // A line of the legend that explains the board's colours: its sample, and its text, an
    // English pattern of the context "morpion::paint::BoardLegend" whose %1, %2 are
    // `numbers` (the desktop program's BoardLegend and the web page translate and paint it).
    struct LegendEntry {
        enum class Kind {
            Earlier,
            Current,
            Candidate,
            Taboo,
            Later,
            Hint,
            LastMove,
            Needs,
            NeededBy,
            Common,
            OnlyHere,
            OnlyThere
        };
        Kind kind = Kind::Earlier;
        Pattern text{""};
        std::vector<int> numbers;
    };
    // The legend of this scene (the current layer, hand play, a move's dependencies, a
    // comparison); with `bound`, every entry any mode can show, with wide numbers, so that
    // the room kept for the legend does not change with the layer or the pointer.
    std::vector<LegendEntry> legend(bool bound = false) const;
};

} // namespace morpion::paint
