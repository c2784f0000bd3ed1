#pragma once

#include <array>
#include <cstdint>
#include <string_view>

// Plain C++ (no Qt): the desktop program's BoardStyle and the web page's painter take their
// colours from here, so that a board looks the same in both.
namespace morpion::paint {

struct Rgba {
    std::uint8_t r = 0, g = 0, b = 0, a = 255;
};

// The colours of a board picture, of any colour type: BoardPalette holds them as plain data
// (here, for both programs), BoardStyle as QPainter takes them.
template <class Colour> struct BoardColours {
    Colour background;
    Colour lattice;     // faint guide lines between lattice points; none: alpha 0 (invalid QColor)
    Colour cross;       // the start points
    Colour line;        // lines and points of earlier layers
    Colour pointFill;   // inside of played points
    Colour number;      // move numbers on earlier points
    Colour current;     // the taken moves of the current layer
    Colour currentText; // numbers on current-layer points
    Colour candidate;   // current layer's candidates that were not taken
    Colour taboo;       // legal at the current layer but left untaken earlier: muted, not alarming
    Colour ghost;       // later layers when ghosted
    Colour hint;        // the glow under legal moves when hints are on
    Colour lastMove;    // the ring around the grid's last move (gold, as the record programs do)
    Colour preview;     // the move under the pointer in hand play
    Colour selection;   // the move picked in the layer panel or hovered
    Colour needs;       // halo of the moves the focused move rests on
    Colour neededBy;    // halo of the moves resting on it
    Colour onlyThere;   // a compared grid's moves that the open grid lacks
    Colour legendText;
    Colour legendBack;
};

// Every colour by name, in one list for every colour type: BoardStyle is made from a
// palette colour by colour, and the web page receives the palette as data.
template <class Colour> struct ColourField {
    std::string_view name;
    Colour BoardColours<Colour>::*colour;
};
template <class Colour> constexpr std::array<ColourField<Colour>, 20> colourFields()
{
    using C = BoardColours<Colour>;
    return {{{"background", &C::background}, {"lattice", &C::lattice},
             {"cross", &C::cross},           {"line", &C::line},
             {"pointFill", &C::pointFill},   {"number", &C::number},
             {"current", &C::current},       {"currentText", &C::currentText},
             {"candidate", &C::candidate},   {"taboo", &C::taboo},
             {"ghost", &C::ghost},           {"hint", &C::hint},
             {"lastMove", &C::lastMove},     {"preview", &C::preview},
             {"selection", &C::selection},   {"needs", &C::needs},
             {"neededBy", &C::neededBy},     {"onlyThere", &C::onlyThere},
             {"legendText", &C::legendText}, {"legendBack", &C::legendBack}}};
}

// The palettes. Light is made to print well (white paper, dark ink); dark follows a dark
// desktop; print is light without the screen's guide lattice.
struct BoardPalette : BoardColours<Rgba> {
    static constexpr BoardPalette light();
    static constexpr BoardPalette dark();
    static constexpr BoardPalette print();
};

constexpr BoardPalette BoardPalette::light()
{
    BoardPalette s;
    s.background = {0xfb, 0xfa, 0xf7};
    s.lattice = {0xe6, 0xe3, 0xdc};
    s.cross = {0x22, 0x26, 0x2e};
    s.line = {0x3d, 0x4a, 0x5c};
    s.pointFill = {0xff, 0xff, 0xff};
    s.number = {0x22, 0x26, 0x2e};
    s.current = {0xe0, 0x5a, 0x00};
    s.currentText = {0xff, 0xff, 0xff};
    s.candidate = {0x1c, 0x7e, 0xd6};
    s.taboo = {0x8e, 0x7c, 0xb0};
    s.ghost = {0xda, 0xdd, 0xe2};
    s.hint = {0x2f, 0x9e, 0x44, 90};
    s.lastMove = {0xd4, 0x9a, 0x00};
    s.preview = {0x2f, 0x9e, 0x44};
    s.selection = {0xff, 0xc4, 0x00, 170};
    s.needs = {0x12, 0xb8, 0x86, 140};
    s.neededBy = {0xbe, 0x4b, 0xdb, 130};
    s.onlyThere = {0x1c, 0x7e, 0xd6};
    s.legendText = {0x22, 0x26, 0x2e};
    s.legendBack = {0xff, 0xff, 0xff, 230};
    return s;
}

constexpr BoardPalette BoardPalette::dark()
{
    BoardPalette s;
    s.background = {0x1d, 0x20, 0x26};
    s.lattice = {0x2a, 0x2e, 0x36};
    s.cross = {0xe6, 0xe9, 0xee};
    s.line = {0xa9, 0xb4, 0xc4};
    s.pointFill = {0x1d, 0x20, 0x26};
    s.number = {0xe6, 0xe9, 0xee};
    s.current = {0xff, 0x92, 0x2b};
    s.currentText = {0x1d, 0x20, 0x26};
    s.candidate = {0x4d, 0xab, 0xf7};
    s.taboo = {0xb3, 0xa6, 0xd6};
    s.ghost = {0x3a, 0x3f, 0x4a};
    s.hint = {0x69, 0xdb, 0x7c, 90};
    s.lastMove = {0xff, 0xc9, 0x2e};
    s.preview = {0x69, 0xdb, 0x7c};
    s.selection = {0xff, 0xd4, 0x3b, 150};
    s.needs = {0x38, 0xd9, 0xa9, 120};
    s.neededBy = {0xda, 0x77, 0xf2, 120};
    s.onlyThere = {0x4d, 0xab, 0xf7};
    s.legendText = {0xe6, 0xe9, 0xee};
    s.legendBack = {0x25, 0x29, 0x31, 235};
    return s;
}

constexpr BoardPalette BoardPalette::print()
{
    BoardPalette s = light();
    s.background = {0xff, 0xff, 0xff};
    s.lattice = {0, 0, 0, 0};
    s.cross = {0x00, 0x00, 0x00};
    s.line = {0x33, 0x33, 0x33};
    s.number = {0x00, 0x00, 0x00};
    s.ghost = {0xcc, 0xcc, 0xcc};
    s.legendBack = {0xff, 0xff, 0xff};
    s.legendText = {0x00, 0x00, 0x00};
    return s;
}

} // namespace morpion::paint
