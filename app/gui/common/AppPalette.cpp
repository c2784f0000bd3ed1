#include "app/gui/common/AppPalette.h"

#include "app/gui/common/IndicatorStyle.h"

#include <QApplication>
#include <QStyle>

namespace morpion::gui {

const QPalette& AppPalette::system()
{
    // The palette before this class changed it: the platform theme's.
    static const QPalette original = QApplication::palette();
    return original;
}

bool AppPalette::systemIsDark()
{
    const QPalette& p = system();
    if (p.color(QPalette::Window).lightness() < p.color(QPalette::WindowText).lightness())
        return true;
    return qEnvironmentVariable("GTK_THEME").endsWith(QLatin1String(":dark"), Qt::CaseInsensitive);
}

QString AppPalette::effective(const QString& name)
{
    if (name == QLatin1String("dark") || name == QLatin1String("light"))
        return name;
    return systemIsDark() ? QStringLiteral("dark") : QStringLiteral("light");
}

QPalette AppPalette::dark()
{
    const QColor window(0x2d, 0x2f, 0x33), base(0x1f, 0x21, 0x24), text(0xe6, 0xe6, 0xe6), dim(0x85, 0x88, 0x8d);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x27, 0x29, 0x2d));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Button, QColor(0x38, 0x3b, 0x40));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x53));
    p.setColor(QPalette::Midlight, QColor(0x40, 0x43, 0x48));
    p.setColor(QPalette::Mid, QColor(0x26, 0x28, 0x2b));
    p.setColor(QPalette::Dark, QColor(0x1a, 0x1b, 0x1d));
    p.setColor(QPalette::Shadow, QColor(0x0c, 0x0c, 0x0d));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7e, 0xd6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7c, 0xb7, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xc0, 0x9c, 0xff));
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3d, 0x42));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, dim);
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, dim);
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x4a, 0x4d, 0x53));
    return p;
}

QPalette AppPalette::light()
{
    // The system's own palette when it is light, else the style's standard one.
    return systemIsDark() ? QApplication::style()->standardPalette() : system();
}

void AppPalette::apply(const QString& name)
{
    system();                  // remembered before the first change
    IndicatorStyle::install(); // before the palette: a new style puts the system's back
    const bool dark = effective(name) == QLatin1String("dark");
    QApplication::setPalette(dark ? AppPalette::dark() : light());
}

paint::BoardStyle AppPalette::boardStyle(const QString& name)
{
    return effective(name) == QLatin1String("dark") ? paint::BoardStyle::dark() : paint::BoardStyle::light();
}

} // namespace morpion::gui
