#pragma once

#include <QString>
#include <QTextDocument>

namespace morpion::gui {

// Text from outside the program (a file's name, a record's field, a line of a file) as a
// widget that could take it for something else shows it. A tooltip that looks like markup
// is shown as markup ("<img src=...>" would load a picture), so it is escaped; labels and
// message boxes that show such text are set to Qt::PlainText where they are made.
inline QString plainToolTip(const QString& text)
{
    return text.isEmpty() ? text : Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal);
}

// ... as a menu item's text, where '&' marks the access key.
inline QString plainMenuText(QString text)
{
    return text.replace(QLatin1Char('&'), QStringLiteral("&&"));
}

} // namespace morpion::gui
