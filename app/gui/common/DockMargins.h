#pragma once

#include <QLayout>

namespace morpion::gui {

// Every dock's panel keeps one margin, so that docks tabbed together do not move their
// content when the tab changes (the collection had 4 px and the grid information the
// style's own, beside 6 px in the others).
inline constexpr int dockMargin = 6;

inline void setDockMargins(QLayout* layout)
{
    layout->setContentsMargins(dockMargin, dockMargin, dockMargin, dockMargin);
}

} // namespace morpion::gui
