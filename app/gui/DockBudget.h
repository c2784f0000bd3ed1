#pragma once

#include <QObject>
#include <QPointer>
#include <QVector>

class QDockWidget;
class QMainWindow;

namespace morpion::gui {

// Keeps the board the largest part of the window: when the window is narrow or a dock
// opens, the side docks give up width (down to what their contents need) until the board
// has at least `share` of the window's width. Docks otherwise keep the width the user gave.
class DockBudget : public QObject {
    Q_OBJECT

public:
    DockBudget(QMainWindow* window, double share);
    void watch(QDockWidget* dock);

    // Shrinks the visible docks now, if the board has less than its share.
    void apply();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QMainWindow* window_;
    double share_;
    QVector<QPointer<QDockWidget>> docks_;
    bool queued_ = false;
};

} // namespace morpion::gui
