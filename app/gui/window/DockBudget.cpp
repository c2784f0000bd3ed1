#include "app/gui/window/DockBudget.h"

#include "app/gui/common/TextFit.h"

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

int DockBudget::needs(const QDockWidget* dock) const
{
    return std::max(dock->minimumSizeHint().width(), TextFit::tabTitles(window_, dock));
}

void DockBudget::joinIfCramped()
{
    // The groups of docks on the sides (docks in tabs are one group), and the width each side
    // cannot give up; the docks of one side share a width.
    struct Group {
        QDockWidget* dock;
        Qt::DockWidgetArea area;
        bool opened;
        int docks; // visible ones: more than one, the group was on screen already
    };
    QList<Group> groups;
    int left = 0, right = 0;
    for (const Watched& w : docks_) {
        QDockWidget* dock = w.dock;
        if (!dock || !dock->isVisible() || dock->isFloating())
            continue;
        const Qt::DockWidgetArea area = window_->dockWidgetArea(dock);
        if (area != Qt::LeftDockWidgetArea && area != Qt::RightDockWidgetArea)
            continue;
        int& sideNeeds = area == Qt::LeftDockWidgetArea ? left : right;
        // A dock just opened also wants its opening width.
        const int opening = w.opened ? std::min(w.opening, window_->width() * 2 / 5) : 0;
        sideNeeds = std::max({sideNeeds, needs(dock), opening});
        const auto tabs = window_->tabifiedDockWidgets(dock);
        const auto same = std::find_if(groups.begin(), groups.end(), [&](const Group& g) { return tabs.contains(g.dock); });
        if (same != groups.end()) {
            same->opened = same->opened || w.opened;
            ++same->docks;
        } else {
            groups.append({dock, area, w.opened, 1});
        }
    }
    if (left == 0 || right == 0 || window_->width() - left - right >= std::lround(window_->width() * share_))
        return;
    // The main side is the first watched dock's; a group just opened on the other side joins
    // its tabs, in front.
    QDockWidget* main = docks_.isEmpty() ? nullptr : docks_.constFirst().dock.data();
    if (!main || !main->isVisible() || main->isFloating())
        return;
    const Qt::DockWidgetArea mainArea = window_->dockWidgetArea(main);
    for (const Group& g : groups) {
        // A dock raised in a group already on screen takes no more room.
        if (g.area == mainArea || !g.opened || g.docks > 1)
            continue;
        // Its tab-mates go along, hidden as they are: one of them shown later (View > Search
        // beside the collection) opens in the same group, in front, as where they were.
        const QList<QDockWidget*> mates = window_->tabifiedDockWidgets(g.dock);
        window_->tabifyDockWidget(main, g.dock);
        for (QDockWidget* mate : mates)
            window_->tabifyDockWidget(g.dock, mate);
        g.dock->raise();
        return;
    }
}

void DockBudget::apply()
{
    // Neither the layout nor the user makes a dock narrower than its tabs' titles.
    for (const Watched& w : docks_)
        if (w.dock)
            w.dock->setMinimumWidth(TextFit::tabTitles(window_, w.dock) > w.dock->minimumSizeHint().width() ? needs(w.dock) : 0);
    joinIfCramped();
    QList<QDockWidget*> side;
    QList<int> widths, need;
    bool widened = false;
    for (Watched& w : docks_) {
        QDockWidget* dock = w.dock;
        const bool opened = std::exchange(w.opened, false);
        if (!dock || !dock->isVisible() || dock->isFloating())
            continue;
        const Qt::DockWidgetArea area = window_->dockWidgetArea(dock);
        if (area != Qt::LeftDockWidgetArea && area != Qt::RightDockWidgetArea)
            continue;
        // Docks in tabs share one width, which the widest need of them decides.
        const auto tabs = window_->tabifiedDockWidgets(dock);
        qsizetype i = std::find_if(side.begin(), side.end(), [&](QDockWidget* d) { return tabs.contains(d); }) - side.begin();
        if (i == side.size()) {
            side << dock;
            widths << dock->width();
            need << 0;
        }
        need[i] = std::max(need[i], needs(dock));
        if (opened && widths[i] < w.opening) {
            widths[i] = std::max(widths[i], std::min(w.opening, window_->width() * 2 / 5));
            widened = true;
        }
    }
    int total = 0, spare = 0;
    for (qsizetype i = 0; i < side.size(); ++i) {
        total += widths[i];
        spare += std::max(0, widths[i] - need[i]);
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
        const int canSpare = std::max(0, widths[i] - need[i]);
        widths[i] -= static_cast<int>(std::floor(canSpare * give));
    }
    window_->resizeDocks(side, widths, Qt::Horizontal);
}

bool DockBudget::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == window_ && event->type() == QEvent::Resize)
        apply();
    // New titles: measured once the docks and their tabs have them.
    if (watched == window_ && event->type() == QEvent::LanguageChange)
        QTimer::singleShot(0, this, &DockBudget::apply);
    return QObject::eventFilter(watched, event);
}

} // namespace morpion::gui
