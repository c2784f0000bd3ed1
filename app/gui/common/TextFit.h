#pragma once

class QComboBox;
class QDockWidget;
class QMainWindow;
class QTreeWidget;
class QTreeWidgetItem;
class QWidget;

namespace morpion::gui {

// The widths that keep a text whole in any language: a translation is often longer than the
// English source, and a language switch changes the texts of widgets already laid out. Every
// widget sized by the length of its texts asks here, so that one rule decides.
namespace TextFit {

// A combo box as wide as its longest item, again whenever its items change (a switch of
// language): Qt's default measures the items once, at the first show.
void fitItems(QComboBox* combo);

// The width a dock needs for the titles of its tab group (itself and the docks tabbed with
// it) to show whole; 0 when it is alone.
int tabTitles(const QMainWindow* window, const QDockWidget* dock);

// The width a list needs to show its headers and, in each column, the text and icon of
// `widest` (a row as wide as any it shows) whole, with its frame and scroll bar. Hidden
// columns take no room; a column with a delegate of its own is as wide as its size hint.
int columns(const QTreeWidget* tree, const QTreeWidgetItem& widest);

// The width a top-level window needs for its title bar: the title in the title bar's font,
// the window's icon and the window manager's buttons.
int titleBar(const QWidget* window);

} // namespace TextFit

} // namespace morpion::gui
