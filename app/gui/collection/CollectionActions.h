#pragma once

#include "core/rules/Variant.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class QAction;
class QDockWidget;
class QWidget;

namespace morpion::gui {

class CollectionPanel;

// File > Open Collection… and Open Collection Folder…, Edit > Paste as Collection: a text
// of codes, a folder of record files or the clipboard read into the collection panel (in
// the background), its dock shown in front. Codes that name no variant are read as the
// command line reads them (the collection's vote, else the strictest variant), never in the
// variant of the grid on screen; the panel says which, and when some of them also decode
// under another variant the banner offers to read them all in it.
class CollectionActions : public QObject {
    Q_OBJECT

public:
    CollectionActions(CollectionPanel* panel, QDockWidget* dock, QWidget* window);

    QAction* openAction() const { return open_; }
    QAction* openFolderAction() const { return openFolder_; }
    QAction* pasteAction() const { return paste_; }

    void openFile(const QString& path);
    void openFolder(const QString& path);
    // `origin` names the text in the panel ("the pasted text").
    void openText(const QString& text, const QString& origin);
    void pasteFromClipboard();

signals:
    void error(const QString& message);
    // A note with a button, for the banner: read the collection again in another variant.
    void offer(const QString& text, const QString& actionText, std::function<void()> action);

private:
    void showDock();
    void offerOtherVariant();

    CollectionPanel* panel_;
    QDockWidget* dock_;
    QWidget* window_;
    // The last reading, to do again in a variant the user chooses; and whether it was.
    std::function<void(std::optional<Variant>)> reopen_;
    bool forced_ = false;
    QAction* open_;
    QAction* openFolder_;
    QAction* paste_;
};

} // namespace morpion::gui
