#pragma once

#include <QObject>

namespace morpion::gui {

// The wheel scrolls a panel, it does not change the spin boxes and combo boxes that pass
// under the pointer: a box takes the wheel only once it has the focus (a click or Tab).
// Installed once on the application; an ignored wheel goes on to the scroll area around.
class WheelGuard : public QObject {
    Q_OBJECT

public:
    static void install();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using QObject::QObject;
};

} // namespace morpion::gui
