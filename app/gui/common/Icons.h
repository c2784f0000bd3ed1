#pragma once

#include <QIcon>
#include <QString>

namespace morpion::gui {

// The program's own SVG icons (resources/icons), so that it looks the same on every desktop.
struct Icons {
    static QIcon get(const QString& name) { return QIcon(QStringLiteral(":/icons/%1.svg").arg(name)); }
};

} // namespace morpion::gui
