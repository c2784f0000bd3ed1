#pragma once

#include "core/rules/Variant.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class QAction;
class QWidget;

namespace morpion::gui {

class CollectionPanel;
class GridOpener;

// File > Open Collection… and Open Collection Folder…, Edit > Paste as Collection: a text
// of codes, a folder of record files or the clipboard read into the collection panel (in
// the background), the panel shown in front (`showPanel`: the window raises its dock). A
// pasted text that holds several codes comes from the opener the same way. Codes that name
// no variant are read as the command line reads them (the collection's vote, else the
// strictest variant), never in the variant of the grid on screen; the panel says which, and
// when some of them also decode under another variant the banner offers to read them all in
// it. A row opened in the panel (Enter, a double-click, Open) opens through the opener.
class CollectionActions : public QObject {
    Q_OBJECT

public:
    CollectionActions(CollectionPanel* panel, GridOpener* opener, std::function<void()> showPanel, QWidget* window);

    QAction* openAction() const { return open_; }
    QAction* openFolderAction() const { return openFolder_; }
    QAction* pasteAction() const { return paste_; }

    void openFile(const QString& path);
    void openFolder(const QString& path);
    // `origin` names the text in the panel ("the pasted text").
    void openText(const QString& text, const QString& origin);
    void pasteFromClipboard();
    // Opens row `row` of the panel's collection (a source row) as one undo step, once
    // unsaved work is saved or discarded; false when it did not open.
    bool openRow(int row);

signals:
    void error(const QString& message);
    // A note with a button, for the banner: read the collection again in another variant.
    void offer(const QString& text, const QString& actionText, std::function<void()> action);
    // What opened, for the status bar ("#2, the clipboard: 5T 178 moves").
    void message(const QString& text);

private:
    void offerOtherVariant();

    CollectionPanel* panel_;
    GridOpener* opener_;
    std::function<void()> showPanel_;
    QWidget* window_;
    // The last reading, to do again in a variant the user chooses; and whether it was.
    std::function<void(std::optional<Variant>)> reopen_;
    bool forced_ = false;
    QAction* open_;
    QAction* openFolder_;
    QAction* paste_;
};

} // namespace morpion::gui
