#pragma once

#include "core/formats/CodeCollection.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <QString>

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace morpion::gui {

// One grid of a collection, as the collection panel shows it: made on demand from the
// compact storage of CollectionData, never stored.
struct CollectionRow {
    int number = 0;   // 1-based, in reading order
    QString source;   // "line 12", "grid.json", "codes.txt, line 3"
    QString text;     // the line the code stood on, or the file's path
    std::string code; // the layer code, without variant prefix
    Variant variant = Variant::T5;
    int score = 0;
    int layers = 0;          // layers that take a move
    std::vector<Move> moves; // play order of a record file; empty: decode `code`
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

// A collection as the loader reads it. A million rows must fit in memory and be sorted and
// filtered quickly, so a row is a few fixed-size numbers and its code and line sit in one
// array of characters: about 50 bytes and the line's length per row. Rows are decoded
// again when shown; the few rows of record files keep their play order aside.
class CollectionData {
public:
    QString origin; // what was read: a file name, a folder, "the clipboard"
    std::vector<CollectionProblem> problems;
    int linesWithoutCode = 0;  // blank or plain-text lines of a text
    int filesSkipped = 0;      // files of a folder that are not record files
    InferredVariants inferred; // the variants codes that named none were read in
    bool cancelled = false;
    QString fatal; // translated; the input could not be read at all
    qint64 elapsedMs = 0;

    int size() const { return static_cast<int>(rows_.size()); }
    bool empty() const { return rows_.empty(); }

    // One row's fields, read without building a CollectionRow (index is 0-based).
    int score(int i) const { return at(i).score; }
    Variant variant(int i) const { return static_cast<Variant>(at(i).variant); }
    int layers(int i) const { return at(i).layers; }
    std::string_view code(int i) const { return {chars_.data() + at(i).codeAt, at(i).codeLength}; }
    // The line the code stood on (shortened), or a record file's path.
    std::string_view text(int i) const { return {chars_.data() + at(i).codeAt + at(i).codeLength, at(i).textLength}; }
    QString source(int i) const;
    bool hasNote(int i) const;
    int symmetryGroup(int i) const { return at(i).symmetryGroup; }
    int symmetrySize(int i) const { return at(i).symmetrySize; }
    int pointsGroup(int i) const { return at(i).pointsGroup; }
    int pointsSize(int i) const { return at(i).pointsSize; }
    // The whole row, with its strings.
    CollectionRow row(int i) const;
    // A row's grid in its play order (layer order for a row read from a code).
    std::vector<Move> moves(int i) const;

    // Building, for the loader. `file` is an index returned by addFile(), or -1 for a text;
    // `line` is 0 for a record file (a whole file is one row).
    int addFile(const QString& name);
    void addRow(std::string_view code, std::string_view text, Variant v, int score, int layers, int file, int line);
    // A record file's row: its play order and the reader's note.
    void setRecord(int i, std::vector<Move> moves, const QString& note);
    // Groups from group ids (the 0-based index of each row's group's first row).
    void setGroups(const std::vector<int>& symmetryFirst, const std::vector<int>& pointsFirst);

private:
    struct Row {
        std::uint64_t codeAt = 0; // into chars_; the text follows the code
        std::uint16_t codeLength = 0;
        std::uint16_t textLength = 0;
        std::uint16_t score = 0;
        std::uint16_t layers = 0;
        std::uint8_t variant = 0;
        std::int32_t file = -1;
        std::int32_t line = 0;
        std::int32_t symmetryGroup = 0; // 1-based row numbers, as shown
        std::int32_t symmetrySize = 1;
        std::int32_t pointsGroup = 0;
        std::int32_t pointsSize = 1;
    };
    struct Record {
        std::vector<Move> moves;
        QString note;
    };
    const Row& at(int i) const { return rows_[static_cast<std::size_t>(i)]; }

    std::vector<Row> rows_;
    std::string chars_;
    std::vector<QString> fileNames_;
    std::unordered_map<int, Record> records_;
};

} // namespace morpion::gui
