#pragma once

#include "app/gui/common/Wording.h"
#include "core/formats/GridReader.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace morpion::gui {

// The program's side of the core reader (core/ReadFeedback): what the user pasted, dropped,
// typed or opened is read there; this only turns the result into translated text (why it
// was refused, what was decided) and names the other reading the user can ask for.
class ReadFeedback {
    Q_DECLARE_TR_FUNCTIONS(morpion::gui::ReadFeedback)

public:
    // Another reading of the same text that a notice offers: the options to read it with
    // and the label of the banner's button ("Read as game number", "Read as 5T").
    struct Alternative {
        GridReadOptions options;
        Wording label;
    };

    struct Outcome {
        bool ok = false;
        GridRead grid;          // the grid and what it was read as, when ok
        QString message;        // translated; why the text was rejected
        QString note;           // translated; what the user should know about a success
        qsizetype errorAt = -1; // index in the text of the character at fault, when known
        std::optional<Alternative> alternative;
    };

    // Text typed, pasted or dropped.
    static Outcome read(const QString& text, const GridReadOptions& options);
    // A file's bytes (a picture's too).
    static Outcome read(const QByteArray& bytes, const GridReadOptions& options);

    // "layer code", "game number", "move list", "Pentasol record", "MSR record"... as the
    // core names them (gridFormatPhrase), translated.
    static QString formatName(GridFormat format);
    // The notices of a reading, each as the core words it (ReadNotice::phrase), translated,
    // one a line: an Outcome's note.
    static QString noteText(const std::vector<ReadNotice>& notices);
};

} // namespace morpion::gui
