#pragma once

#include <QDialog>

class QMenuBar;

namespace morpion::gui {

// Help > Keyboard Shortcuts (F1, Ctrl+?): every menu command that has a key, read from the
// window's menus so that the list cannot go stale, and the keys and mouse of the board.
class ShortcutsDialog : public QDialog {
    Q_OBJECT

public:
    explicit ShortcutsDialog(QWidget* window);

    // The list as rich text: one row per command ("Edit › Undo", "Ctrl+Z") in menu order.
    static QString table(const QMenuBar* menus);
};

} // namespace morpion::gui
