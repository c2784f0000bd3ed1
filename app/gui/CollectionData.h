#pragma once

#include "core/Move.h"
#include "core/Variant.h"

#include <QString>

#include <string>
#include <vector>

namespace morpion::gui {

// One grid of a collection, as the collection panel lists it. Rows read from a text keep
// only their code (a 10 MB paste holds some 200 000 grids) and are decoded again when shown;
// rows read from record files keep their moves in the file's play order.
struct CollectionRow {
    int number = 0;   // 1-based, in reading order
    QString source;   // "line 12", "grid.json", "codes.txt, line 3"
    QString text;     // the line the code stood on, or the file's path
    std::string code; // the layer code, without variant prefix
    Variant variant = Variant::T5;
    int score = 0;
    int layers = 0;          // layers that take a move
    std::vector<Move> moves; // play order; empty: decode `code`
    QString note;            // translated; e.g. which variant a Pentasol file was read as
    // Duplicates (spec §9): the number of the first row of the group and the group's size.
    int symmetryGroup = 0; // the same grid up to the 8 symmetries
    int symmetrySize = 1;
    int pointsGroup = 0; // the same points up to symmetry, whatever the lines
    int pointsSize = 1;
};

// Something that was found but did not give a grid, with why (never dropped silently).
struct CollectionProblem {
    QString source;
    QString code;   // the code as found, shortened, or empty for a whole file
    QString reason; // translated
    QString text;   // the line, or the file's path
};

struct CollectionData {
    QString origin; // what was read: a file name, a folder, "the clipboard"
    std::vector<CollectionRow> rows;
    std::vector<CollectionProblem> problems;
    int linesWithoutCode = 0; // blank or plain-text lines of a text
    int filesSkipped = 0;     // files of a folder that are not record files
    bool cancelled = false;
    QString fatal; // translated; the input could not be read at all
    qint64 elapsedMs = 0;
};

} // namespace morpion::gui
