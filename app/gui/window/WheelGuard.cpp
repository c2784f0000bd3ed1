#include "app/gui/window/WheelGuard.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>

namespace morpion::gui {

void WheelGuard::install()
{
    static QObject* installed = nullptr;
    if (installed)
        return;
    installed = new WheelGuard(qApp);
    qApp->installEventFilter(installed);
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::Wheel)
        return false;
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || widget->hasFocus() || (!qobject_cast<QAbstractSpinBox*>(widget) && !qobject_cast<QComboBox*>(widget)))
        return false;
    // Left ignored: Qt hands the wheel to the parents, the scroll area among them.
    event->ignore();
    return true;
}

} // namespace morpion::gui
