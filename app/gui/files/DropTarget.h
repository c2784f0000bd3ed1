#pragma once

#include <QObject>

class QMimeData;
class QWidget;

namespace morpion::gui {

// Accepts grids dropped anywhere on a window (the board, the panels, the tool bars), not
// only on the board: a file from a file manager, or text dragged from a browser or editor.
// Widgets that take drops themselves (a text field) keep them.
class DropTarget : public QObject {
    Q_OBJECT

public:
    // Filters `window`'s drag events and makes it accept drops.
    explicit DropTarget(QWidget* window);

    // What a drop of `mime` would open, or false when it holds nothing to open.
    static bool canOpen(const QMimeData* mime);

signals:
    void textDropped(const QString& text);
    // A local file or folder.
    void fileDropped(const QString& path);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace morpion::gui
