#include "app/gui/common/IndicatorStyle.h"

#include <QApplication>
#include <QPainter>
#include <QStyleFactory>
#include <QStyleOption>

namespace morpion::gui {

namespace {

// a and b mixed, `part` of b.
QColor mixed(const QColor& a, const QColor& b, double part)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * part),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * part),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * part));
}

bool isDark(const QPalette& p)
{
    return p.color(QPalette::Window).lightness() < p.color(QPalette::WindowText).lightness();
}

} // namespace

void IndicatorStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                                   const QWidget* widget) const
{
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    const bool radio = element == PE_IndicatorRadioButton;
    if ((!radio && element != PE_IndicatorCheckBox) || !isDark(option->palette))
        return;
    const QPalette& p = option->palette;
    const bool enabled = option->state & State_Enabled;
    QColor edge = mixed(p.color(QPalette::Window), p.color(QPalette::WindowText), enabled ? 0.55 : 0.3);
    if (enabled && (option->state & State_HasFocus) && (option->state & State_KeyboardFocusChange))
        edge = p.color(QPalette::Highlight);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(edge, 1.2));
    // Inside the indicator's rectangle, where Fusion draws its own edge.
    const QRectF r = QRectF(option->rect).adjusted(1.5, 1.5, -0.5, -0.5);
    if (radio)
        painter->drawEllipse(r);
    else
        painter->drawRoundedRect(r, 1.5, 1.5);
    painter->restore();
}

void IndicatorStyle::install()
{
    // Over a new copy of the style in use (-style, the platform theme's), which it owns.
    if (!qobject_cast<IndicatorStyle*>(QApplication::style()))
        QApplication::setStyle(new IndicatorStyle(QStyleFactory::create(QApplication::style()->name())));
}

} // namespace morpion::gui
