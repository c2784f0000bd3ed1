#include "app/paint/BoardStyle.h"

namespace morpion::paint {

namespace {

BoardStyle styleOf(const BoardPalette& palette)
{
    BoardStyle style;
    const auto from = colourFields<Rgba>();
    const auto to = colourFields<QColor>();
    for (std::size_t i = 0; i < from.size(); ++i) {
        const Rgba c = palette.*from[i].colour;
        style.*to[i].colour = c.a == 0 ? QColor() : QColor(c.r, c.g, c.b, c.a);
    }
    return style;
}

} // namespace

BoardStyle BoardStyle::light()
{
    return styleOf(BoardPalette::light());
}

BoardStyle BoardStyle::dark()
{
    return styleOf(BoardPalette::dark());
}

BoardStyle BoardStyle::print()
{
    return styleOf(BoardPalette::print());
}

} // namespace morpion::paint
