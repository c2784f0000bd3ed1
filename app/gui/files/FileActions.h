#pragma once

#include "app/gui/common/ReadFeedback.h"
#include "core/rules/Variant.h"

#include <QObject>
#include <QString>

#include <optional>

class QAction;
class QMenu;
class QWidget;

namespace morpion::gui {

class Document;
class GridOpener;

// New game, open, save, save as and recent files for the document. A file is read here and
// opened by `opener` as any grid read is. Native saves are MSR JSON (spec §8, with the
// layer code as an extra field), Pentasol on request; saving goes through FileWrite
// (checked and atomic: a failed save leaves the old file and the modified mark); replacing
// or closing unsaved work asks first.
class FileActions : public QObject {
    Q_OBJECT

public:
    FileActions(Document* doc, GridOpener* opener, QWidget* window);

    // File > New Game: one entry per variant.
    QMenu* newGameMenu() const { return newGame_; }
    QAction* openAction() const { return open_; }
    QAction* saveAction() const { return save_; }
    QAction* saveAsAction() const { return saveAs_; }
    QMenu* recentMenu() const { return recent_; }

    // Asks to save unsaved work; false when the user cancels.
    bool maybeSave();
    // Reads a record, code or move list file, or a PNG/SVG picture that carries its grid,
    // with the core reader (only regular files, size capped while reading) into the
    // document (one undo step), as the variant the user chose (GridOpener::readOptions: a
    // Pentasol file is read as it when it can be). On failure the document is unchanged and
    // `error` is emitted with the reason.
    bool openFile(const QString& path);
    // The same with the reader's options (the other reading a note offered).
    bool openFile(const QString& path, const GridReadOptions& options);
    // A new game of `variant` once unsaved work is saved or discarded.
    void newGame(Variant variant);
    // "Reopen the last grid at start": opens the newest recent file (the grid last opened or
    // saved). When it is gone or no longer reads, the document is unchanged and `info` says
    // so in one line; false then, or when there is no recent file.
    bool reopenLast();
    // Writes MSR JSON, or Pentasol for a .txt path, or the compact MS1 text for a .ms1 path.
    // False, with `error` emitted, when the file could not be written completely.
    bool saveTo(const QString& path);
    // The name a save gets when the user typed none of its suffix: the record types' own
    // (.msr.json, .pentasol.txt, .ms1, by the chosen filter), which the desktop knows by
    // their MIME types and shows with thumbnails. A name with a suffix is kept.
    static QString withRecordSuffix(const QString& path, const QString& selectedFilter);
    // What a file dialog that picks a grid to read starts with: the name filters of every
    // format the reader knows, and the folder last used (else the documents folder).
    static QString gridFileFilter();
    static QString startDirectory();

public slots:
    void open();
    bool save();
    bool saveAs();

signals:
    void error(const QString& message);
    void info(const QString& message);

private:
    // openFile's work: nothing when the grid is open, else why not, as openFile says it
    // (`message`) and alone (`reason`, for a message of the caller's own).
    struct Refusal {
        QString message;
        QString reason;
    };
    std::optional<Refusal> read(const QString& path, const GridReadOptions& options);
    void addRecent(const QString& path);
    void rebuildRecent();

    Document* doc_;
    GridOpener* opener_;
    QWidget* window_;
    QMenu* newGame_;
    QAction* open_;
    QAction* save_;
    QAction* saveAs_;
    QMenu* recent_;
};

} // namespace morpion::gui
