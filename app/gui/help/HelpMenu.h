#pragma once

#include <QMenu>

namespace morpion::gui {

class BoardView;

// Help: how to read the layer view, the rules of the four variants, the keyboard
// shortcuts (F1, Ctrl+?), Report a Bug (the issue tracker, in the browser), About and
// About Qt. Each page is its own dialog class; the
// layer-view page draws its picture in the board's current colours.
class HelpMenu : public QMenu {
    Q_OBJECT

public:
    HelpMenu(const BoardView* view, QWidget* parent);

    QAction* layerViewAction() const { return layerView_; }
    QAction* rulesAction() const { return rules_; }
    QAction* shortcutsAction() const { return shortcuts_; }
    QAction* reportBugAction() const { return reportBug_; }
    QAction* aboutAction() const { return about_; }

private:
    QAction* layerView_;
    QAction* rules_;
    QAction* shortcuts_;
    QAction* reportBug_;
    QAction* about_;
};

} // namespace morpion::gui
