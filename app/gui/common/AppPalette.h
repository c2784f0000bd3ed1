#pragma once

#include "app/paint/BoardStyle.h"

#include <QPalette>
#include <QString>

namespace morpion::gui {

// The colours of the whole interface, not only of the board: "light", "dark" or
// "system" (View > Colours, Preferences). The system's own palette is remembered the
// first time a palette is applied, so that "system" can go back to it.
//
// Whether the system is dark: Qt 6.4 has no QStyleHints::colorScheme (it came in 6.5), so
// the system's palette tells, as the desktop's platform theme hands it to Qt (KDE's
// colours, the GTK theme through Qt's gtk3 theme): a window darker than its text is dark.
// GTK_THEME=Name:dark, which GTK programs honour, counts too, because Qt without a platform
// theme ignores it. The choice is read at start and when the palette is applied; a desktop
// switching its scheme while the program runs is seen at the next start.
class AppPalette {
public:
    // Applies the named palette to the application (every window and dock), drawn with
    // IndicatorStyle, whose check boxes and radio buttons stand out on a dark palette.
    static void apply(const QString& name);
    // The system prefers dark colours (see above).
    static bool systemIsDark();
    // "light" or "dark": what `name` means on this system.
    static QString effective(const QString& name);
    // The board's colours under the named palette.
    static paint::BoardStyle boardStyle(const QString& name);

    static QPalette dark();
    static QPalette light();

private:
    static const QPalette& system();
};

} // namespace morpion::gui
