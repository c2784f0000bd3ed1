#include "app/gui/BoardStyle.h"

#include <QGuiApplication>
#include <QPalette>

namespace morpion::gui {

BoardStyle BoardStyle::light()
{
    BoardStyle s;
    s.background = QColor(0xfb, 0xfa, 0xf7);
    s.lattice = QColor(0xe6, 0xe3, 0xdc);
    s.cross = QColor(0x22, 0x26, 0x2e);
    s.line = QColor(0x3d, 0x4a, 0x5c);
    s.pointFill = QColor(0xff, 0xff, 0xff);
    s.number = QColor(0x22, 0x26, 0x2e);
    s.current = QColor(0xe0, 0x5a, 0x00);
    s.currentText = QColor(0xff, 0xff, 0xff);
    s.candidate = QColor(0x1c, 0x7e, 0xd6);
    s.taboo = QColor(0x8e, 0x7c, 0xb0);
    s.ghost = QColor(0xda, 0xdd, 0xe2);
    s.hint = QColor(0x2f, 0x9e, 0x44, 90);
    s.lastMove = QColor(0xd4, 0x9a, 0x00);
    s.preview = QColor(0x2f, 0x9e, 0x44);
    s.selection = QColor(0xff, 0xc4, 0x00, 170);
    s.needs = QColor(0x12, 0xb8, 0x86, 140);
    s.neededBy = QColor(0xbe, 0x4b, 0xdb, 130);
    s.onlyThere = QColor(0x1c, 0x7e, 0xd6);
    s.legendText = QColor(0x22, 0x26, 0x2e);
    s.legendBack = QColor(0xff, 0xff, 0xff, 230);
    return s;
}

BoardStyle BoardStyle::dark()
{
    BoardStyle s;
    s.background = QColor(0x1d, 0x20, 0x26);
    s.lattice = QColor(0x2a, 0x2e, 0x36);
    s.cross = QColor(0xe6, 0xe9, 0xee);
    s.line = QColor(0xa9, 0xb4, 0xc4);
    s.pointFill = QColor(0x1d, 0x20, 0x26);
    s.number = QColor(0xe6, 0xe9, 0xee);
    s.current = QColor(0xff, 0x92, 0x2b);
    s.currentText = QColor(0x1d, 0x20, 0x26);
    s.candidate = QColor(0x4d, 0xab, 0xf7);
    s.taboo = QColor(0xb3, 0xa6, 0xd6);
    s.ghost = QColor(0x3a, 0x3f, 0x4a);
    s.hint = QColor(0x69, 0xdb, 0x7c, 90);
    s.lastMove = QColor(0xff, 0xc9, 0x2e);
    s.preview = QColor(0x69, 0xdb, 0x7c);
    s.selection = QColor(0xff, 0xd4, 0x3b, 150);
    s.needs = QColor(0x38, 0xd9, 0xa9, 120);
    s.neededBy = QColor(0xda, 0x77, 0xf2, 120);
    s.onlyThere = QColor(0x4d, 0xab, 0xf7);
    s.legendText = QColor(0xe6, 0xe9, 0xee);
    s.legendBack = QColor(0x25, 0x29, 0x31, 235);
    return s;
}

BoardStyle BoardStyle::print()
{
    BoardStyle s = light();
    s.background = Qt::white;
    s.lattice = QColor();
    s.cross = Qt::black;
    s.line = QColor(0x33, 0x33, 0x33);
    s.number = Qt::black;
    s.ghost = QColor(0xcc, 0xcc, 0xcc);
    s.legendBack = Qt::white;
    s.legendText = Qt::black;
    return s;
}

bool BoardStyle::systemIsDark()
{
    const QPalette p = QGuiApplication::palette();
    return p.color(QPalette::Window).lightness() < p.color(QPalette::WindowText).lightness();
}

BoardStyle BoardStyle::named(const QString& name)
{
    if (name == QLatin1String("dark"))
        return dark();
    if (name == QLatin1String("light"))
        return light();
    return systemIsDark() ? dark() : light();
}

} // namespace morpion::gui
