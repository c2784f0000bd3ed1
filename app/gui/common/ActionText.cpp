#include "app/gui/common/ActionText.h"

namespace morpion::gui {

QString withoutAccessKey(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c != QLatin1Char('&')) {
            out += c;
            continue;
        }
        if (i + 1 < text.size() && text[i + 1] == QLatin1Char('&')) {
            out += c;
            ++i;
            continue;
        }
        // "(&L)": the parentheses go with the key, and the space before them.
        if (i > 0 && text[i - 1] == QLatin1Char('(') && i + 2 < text.size() && text[i + 2] == QLatin1Char(')')) {
            out.chop(1);
            while (out.endsWith(QLatin1Char(' ')))
                out.chop(1);
            i += 2;
        }
    }
    return out;
}

} // namespace morpion::gui
