#include "app/gui/common/DockBudget.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <utility>

namespace morpion::gui {

DockBudget::DockBudget(QMainWindow* window, double share)
    : QObject(window)
    , window_(window)
    , share_(share)
{
    window->installEventFilter(this);
}

void DockBudget::watch(QDockWidget* dock, int opening)
{
    docks_.append({dock, opening, false});
    // After the dock's own first sizing, which happens on the same signal.
    connect(dock, &QDockWidget::visibilityChanged, this, [this, dock](bool visible) {
        for (Watched& w : docks_)
            if (w.dock == dock && visible && !std::exchange(w.seen, true))
                w.opened = true;
        if (visible && !queued_) {
            queued_ = true;
            QTimer::singleShot(0, this, [this] {
                queued_ = false;
                apply();
            });
        }
    });
}

void DockBudget::apply()
{
    QList<QDockWidget*> side;
    QList<int> widths;
    int total = 0, spare = 0;
    bool widened = false;
    for (Watched& w : docks_) {
        QDockWidget* dock = w.dock;
        const bool opened = std::exchange(w.opened, false);
        if (!dock || !dock->isVisible() || dock->isFloating())
            continue;
        const Qt::DockWidgetArea area = window_->dockWidgetArea(dock);
        if (area != Qt::LeftDockWidgetArea && area != Qt::RightDockWidgetArea)
            continue;
        // Docks in tabs share one width.
        const auto tabs = window_->tabifiedDockWidgets(dock);
        if (std::any_of(side.begin(), side.end(), [&](QDockWidget* d) { return tabs.contains(d); }))
            continue;
        int width = dock->width();
        if (opened && width < w.opening) {
            width = std::max(width, std::min(w.opening, window_->width() * 2 / 5));
            widened = true;
        }
        side << dock;
        widths << width;
        total += width;
        spare += std::max(0, width - dock->minimumSizeHint().width());
    }
    const int board = window_->width() - total;
    const int wanted = static_cast<int>(std::lround(window_->width() * share_));
    if (side.isEmpty() || ((board >= wanted || spare == 0) && !widened))
        return;
    if (board >= wanted || spare == 0) {
        window_->resizeDocks(side, widths, Qt::Horizontal);
        return;
    }
    // Each dock gives in proportion to what it can spare.
    const double give = std::min(1.0, static_cast<double>(wanted - board) / spare);
    for (qsizetype i = 0; i < side.size(); ++i) {
        const int canSpare = std::max(0, widths[i] - side[i]->minimumSizeHint().width());
        widths[i] -= static_cast<int>(std::floor(canSpare * give));
    }
    window_->resizeDocks(side, widths, Qt::Horizontal);
}

bool DockBudget::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == window_ && event->type() == QEvent::Resize)
        apply();
    return QObject::eventFilter(watched, event);
}

} // namespace morpion::gui
