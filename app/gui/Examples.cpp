#include "app/gui/Examples.h"

namespace morpion::gui {

std::vector<Example> Examples::all()
{
    return {
        {tr("An interesting 135 (layer encoding example)"), Variant::T5, "BBYqjXKmCREUk9zxEuXW3nx3v/u/x/JvuX+9P70"},
        {tr("A 160 (move layering model)"), Variant::T5, "rERATctK6xgRY2YUwXTPWszMv3vd73c9zvV627392+/3t"},
        {tr("Rosin's 5T record, 178 moves (2011)"), Variant::T5, "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw"},
        {tr("Rosin's 5D record, 82 moves (2010)"), Variant::D5, "LG4VXOFJjGWQMXhsY7aRf+/97Y"},
    };
}

Example Examples::startup()
{
    return all().front();
}

} // namespace morpion::gui
