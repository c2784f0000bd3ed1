#pragma once

#include <QObject>
#include <QPointer>
#include <QVector>

class QDockWidget;
class QMainWindow;

namespace morpion::gui {

// Keeps the board the largest part of the window: when the window is narrow or a dock
// opens, the side docks give up width (down to what their contents need) until the board
// has at least `share` of the window's width. No dock gets narrower than the titles of its
// tabs (TextFit); in a small window, a dock opened on the other side joins the tabs of the
// first (so that the board keeps its share). A dock that opens for the first time narrower
// than its opening width gets it first (as far as the board's share allows). Docks otherwise keep the width
// the user gave.
class DockBudget : public QObject {
    Q_OBJECT

public:
    DockBudget(QMainWindow* window, double share);
    // `opening`: the width the dock should have when it opens (at most 2/5 of the window);
    // 0 for the width it comes with.
    void watch(QDockWidget* dock, int opening = 0);

    // Widens the docks just opened, then shrinks the visible docks, if the board has less
    // than its share.
    void apply();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The width a dock cannot give up: what its contents need, and its tabs' titles whole.
    int needs(const QDockWidget* dock) const;
    // In a window too small for the docks of both sides at their narrowest beside the board's
    // share, a dock just opened on the other side joins the tabs of the first watched dock.
    void joinIfCramped();

    QMainWindow* window_;
    double share_;
    struct Watched {
        QPointer<QDockWidget> dock;
        int opening = 0;
        bool opened = false; // shown for the first time since the last apply
        bool seen = false;   // shown before: keeps the width it has
    };
    QVector<Watched> docks_;
    bool queued_ = false;
};

} // namespace morpion::gui
