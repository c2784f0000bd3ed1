#pragma once

#include <QProxyStyle>

namespace morpion::gui {

// The style the program draws with: the platform's (Fusion when there is none) with check
// box and radio button indicators that stand out on a dark palette. Fusion draws their
// edge a shade darker than the window and fills them with the text fields' colour, which on
// a dark palette is nearly the window's own: the indicators read as holes in the window
// (a contrast of about 1.2:1, where a control's edge needs 3:1). On a dark palette (a
// window darker than its text) the edge is drawn again, halfway to the text's colour.
// Light palettes are left as the style draws them.
class IndicatorStyle : public QProxyStyle {
    Q_OBJECT

public:
    using QProxyStyle::QProxyStyle;

    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget = nullptr) const override;

    // Puts it over the application's style, once (AppPalette::apply calls it).
    static void install();
};

} // namespace morpion::gui
