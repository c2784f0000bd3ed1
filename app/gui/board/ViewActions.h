#pragma once

#include <QList>
#include <QObject>
#include <QString>

class QAction;
class QMenu;
class QWidget;

namespace morpion::gui {

class BoardView;

// The View menu's board entries: zoom in, zoom out and fit; what the board shows (the
// current layer highlighted, later layers ghosted, move numbers, the legend, hints), which
// is remembered between sessions; and the Colours menu.
class ViewActions : public QObject {
    Q_OBJECT

public:
    ViewActions(BoardView* view, QWidget* window);

    QAction* zoomInAction() const { return zoomIn_; }
    QAction* zoomOutAction() const { return zoomOut_; }
    QAction* fitAction() const { return fit_; }
    // View > Focus on the Board (F6): the keyboard goes to the board from wherever it is.
    QAction* focusBoardAction() const { return focusBoard_; }
    // What the board shows, in the menu's order.
    QList<QAction*> optionActions() const { return {highlight_, ghost_, numbers_, legend_, hints_}; }
    QAction* hintsAction() const { return hints_; }
    // System, light and dark.
    QMenu* paletteMenu() const { return palette_; }
    // Ticks the entry of palette `name` ("system", "light" or "dark").
    void showPalette(const QString& name);

    // The options and the zoom as they were left.
    void restoreSettings();
    void saveSettings() const;

signals:
    // The user picked a palette in View > Colours (it is remembered already).
    void paletteChosen(const QString& name);

private:
    void applyOptions();

    BoardView* view_;
    QAction* zoomIn_;
    QAction* zoomOut_;
    QAction* fit_;
    QAction* focusBoard_;
    QAction* highlight_;
    QAction* ghost_;
    QAction* numbers_;
    QAction* legend_;
    QAction* hints_;
    QMenu* palette_;
};

} // namespace morpion::gui
