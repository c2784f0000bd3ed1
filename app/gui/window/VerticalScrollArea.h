#pragma once

#include <QScrollArea>

namespace morpion::gui {

// A panel that scrolls up and down on a short screen instead of making the window taller
// than the screen, and keeps the width its content needs (never a sideways scroll bar).
class VerticalScrollArea : public QScrollArea {
    Q_OBJECT

public:
    explicit VerticalScrollArea(QWidget* content, QWidget* parent = nullptr);

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    // The content's needs changed (a new language, a row shown): the dock asks again.
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace morpion::gui
