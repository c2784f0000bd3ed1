#pragma once

#include "app/gui/common/GridReader.h"
#include "core/rules/Variant.h"

#include <QObject>
#include <QString>

#include <functional>

class QAction;

namespace morpion::gui {

class Document;

// How a grid becomes the open grid. A text (typed in the code field, pasted, dropped, given
// on the command line) is read once, here; a file is read by FileActions; a famous grid or
// a collection's row was read before. Whatever it came from, open() puts it in the
// document: one undo step, the file it came from, and the reader's note with the other
// reading it offers. The error position of a refused text comes from that same reading.
class GridOpener : public QObject {
    Q_OBJECT

public:
    // Reads a text as a grid: GridReader::read, unless a test counts the readings.
    using TextReader = std::function<GridReader::Outcome(const QString& text, const GridReadOptions& options)>;

    // Where a grid that was read comes from.
    struct Source {
        QString description; // the undo step: "Open layer code", "Open 178.msr.json"
        QString path;        // the file it was read from (Save writes there), or empty
        // The same text or file read again with the options of the other reading a note offers.
        std::function<void(const GridReadOptions&)> readAgain;
        // A row of the collection: going from row to row is one undo step.
        bool browsing = false;
    };

    GridOpener(Document* doc, QObject* parent);

    // Edit > Paste Code.
    QAction* pasteAction() const { return paste_; }

    // The variant the user chose (the code bar's) for a text that names none; without one,
    // the document's.
    void setVariantSource(std::function<Variant()> source) { variantSource_ = std::move(source); }
    GridReadOptions readOptions() const;
    // Every text is read through `reader` from now on; an empty one puts GridReader::read back.
    void setTextReader(TextReader reader);

    // Puts `read` (which must be ok) in the document as one undo step; a grid read from a
    // picture keeps no file path, as saving writes a record, never over the picture. The
    // reader's note, if any, is emitted with the other reading it offers.
    void open(const GridReader::Outcome& read, const Source& source);
    // A grid read before (a famous grid, a collection's row) as open() takes it.
    static GridReader::Outcome alreadyRead(Variant variant, std::vector<Move> moves, GridInfo info = {});
    // Reads `text` once and opens it, or emits why not. The reading either way (its errorAt).
    GridReader::Outcome openText(const QString& text, const GridReadOptions& options);
    // A pasted or dropped text: one grid, or a collection when it is long or holds several codes.
    void openPasted(const QString& text);
    // The record of a grid copied here first, then a picture's record, then any text.
    void pasteFromClipboard();

signals:
    // Why a text did not open.
    void error(const QString& message);
    // What to know about a grid that opened; with `actionText`, a button that does `action`
    // (the other reading).
    void note(const QString& text, const QString& actionText, const std::function<void()>& action);
    // For the status bar: what opened.
    void opened(const QString& summary);
    // A pasted text that is a collection, for the collection panel.
    void collectionText(const QString& text, const QString& origin);

private:
    // Opens a text's reading, or emits why it does not open.
    void openRead(const QString& text, const GridReader::Outcome& read);

    Document* doc_;
    QAction* paste_;
    std::function<Variant()> variantSource_;
    TextReader reader_;
};

} // namespace morpion::gui
