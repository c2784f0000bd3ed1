#pragma once

#include "app/gui/common/ReadFeedback.h"
#include "app/gui/document/NamedCommand.h"
#include "core/rules/Variant.h"

#include <QObject>
#include <QString>

#include <functional>

class QAction;

namespace morpion::gui {

class Document;

// How a grid becomes the open grid. A text (typed in the code field, pasted, dropped, given
// on the command line) is read once, here; a file is read by FileActions; a famous grid, a
// collection's row or a search result was read before. Whatever it came from, open() puts
// it in the document as one undo step that also brings back the file open before, with the
// reader's note and the other reading it offers. A grid that was only read asks about
// unsaved work first (as File > Open always did), since the document is clean after it and
// Quit would not ask; a search result, unsaved work itself, does not. The error position of
// a refused text comes from that same reading.
class GridOpener : public QObject {
    Q_OBJECT

public:
    // Reads a text as a grid: ReadFeedback::read, unless a test counts the readings.
    using TextReader = std::function<ReadFeedback::Outcome(const QString& text, const GridReadOptions& options)>;

    // Where a grid that was read comes from.
    struct Source {
        StepName description; // the undo step: "Open layer code", "Open 178.msr.json"
        QString path;         // the file it was read from (Save writes there), or empty
        // The same text or file read again with the options of the other reading a note offers.
        std::function<void(const GridReadOptions&)> readAgain;
        // A search result: the user's work, unsaved (see Document::isModified).
        bool work = false;
        // A record the program words (a famous grid's), said again after a language switch.
        RecordWording worded = nullptr;
    };
    // A text's reading, and whether it was opened (a text that reads is not opened when the
    // user keeps the unsaved grid).
    struct TextOpened {
        ReadFeedback::Outcome read;
        bool opened = false;
    };

    GridOpener(Document* doc, QObject* parent);

    // Edit > Paste Code.
    QAction* pasteAction() const { return paste_; }

    // The variant the user chose (the code bar's) for a text that names none; without one,
    // the document's.
    void setVariantSource(std::function<Variant()> source) { variantSource_ = std::move(source); }
    GridReadOptions readOptions() const;
    // Asked before a grid replaces unsaved work: false keeps the work (FileActions::maybeSave).
    void setAskFirst(std::function<bool()> askFirst) { askFirst_ = std::move(askFirst); }
    // Every text is read through `reader` from now on; an empty one puts ReadFeedback::read back.
    void setTextReader(TextReader reader);

    // Puts `read` (which must be ok) in the document as one undo step, once unsaved work is
    // saved or discarded unless `read` is work too; false, and nothing changes, when the
    // user keeps the work. A grid read
    // from a picture keeps no file path, as saving writes a record, never over the picture.
    // The reader's note, if any, is emitted with the other reading it offers.
    bool open(const ReadFeedback::Outcome& read, const Source& source);
    // A grid read before (a famous grid, a collection's row) as open() takes it.
    static ReadFeedback::Outcome alreadyRead(Variant variant, std::vector<Move> moves, GridInfo info = {});
    // Reads `text` once and opens it, or emits why not. The reading either way (its errorAt).
    TextOpened openText(const QString& text, const GridReadOptions& options);
    // A pasted or dropped text: one grid, or a collection when it is long or holds several codes.
    void openPasted(const QString& text);
    // The record of a grid copied here first, then a picture's record, then any text.
    void pasteFromClipboard();

signals:
    // Why a text did not open.
    void error(const QString& message);
    // What to know about a grid that opened; with `actionText`, a button that does `action`
    // (the other reading).
    void note(const morpion::gui::Wording& text, const morpion::gui::Wording& actionText, const std::function<void()>& action);
    // For the status bar: what opened.
    void opened(const QString& summary);
    // A pasted text that is a collection, for the collection panel.
    void collectionText(const QString& text, const QString& origin);

private:
    // Opens a text's reading, or emits why it does not open; whether it opened.
    bool openRead(const QString& text, const ReadFeedback::Outcome& read);

    Document* doc_;
    QAction* paste_;
    std::function<Variant()> variantSource_;
    std::function<bool()> askFirst_;
    TextReader reader_;
};

} // namespace morpion::gui
