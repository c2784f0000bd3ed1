#pragma once

#include "app/gui/common/Setting.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace morpion::gui {

// The view's remembered state, shared by the main window (which saves it) and the
// preferences dialog.
struct ViewSettings {
    static inline const Setting<QString> palette{"View/palette", QStringLiteral("system")}; // system, light, dark
    static inline const Setting<bool> showNumbers{"View/showNumbers", false};
    static inline const Setting<bool> highlightLayer{"View/highlightLayer", true};
    static inline const Setting<bool> ghostLater{"View/ghostLaterLayers", true};
    static inline const Setting<bool> showLegend{"View/showLegend", true};
    static inline const Setting<bool> showHints{"View/showHints", false};
    static inline const Setting<double> cellSize{"View/cellSize", 0.0}; // 0 = fit the grid
    static inline const Setting<QByteArray> geometry{"Window/geometry", QByteArray()};
    static inline const Setting<QByteArray> state{"Window/state", QByteArray()};
    static inline const Setting<QStringList> recentFiles{"Files/recent", QStringList()};
    // At start, the grid last opened or saved comes back (Edit > Preferences).
    static inline const Setting<bool> reopenLast{"Files/reopenLast", false};
    static inline const Setting<QString> lastDirectory{"Files/lastDirectory", QString()};
};

} // namespace morpion::gui
