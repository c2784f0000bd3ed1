#pragma once

#include "core/formats/Json.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace morpion {

// The identity of a grid: every field of its record that is not its moves or derived from
// them. Records carry a name, who found the grid, where it was published and fields this
// program does not know (MSR "description", "author", "source", "transcribed_by", ...);
// a grid that is opened, edited and saved must keep them all, in every format that can
// hold them. The fields live in the record's own JSON object, in its order (moves included,
// so that a move object's unknown fields survive while the move does); the five fields a
// user edits are named by Field.
class GridInfo {
public:
    // The fields the grid-information panel shows and edits, with their MSR keys.
    enum class Field { Title, Author, Source, Date, Comment };
    static constexpr std::array<Field, 5> editable = {Field::Title, Field::Author, Field::Source, Field::Date, Field::Comment};
    // "description", "author", "source", "date", "comment".
    static std::string_view key(Field f);
    // The keys every writer recomputes from the moves (version, variant, score, ...,
    // moves): never part of the identity, never copied into a Pentasol comment.
    static bool isDerivedKey(std::string_view key);

    GridInfo() = default;
    // The fields of a record as read (an MSR object; anything else gives no fields).
    explicit GridInfo(Json record);

    // The record object, or null when the grid has no fields: what writeMsr takes as the
    // MsrRecord's document.
    const Json& record() const { return record_; }

    // A field's text: "" when absent; a field that is not a string gives its JSON text.
    std::string value(Field f) const;
    // Sets a field (one that is absent is added before the moves); "" removes it.
    void setValue(Field f, const std::string& text);
    // The fields besides the moves and the derived ones, in record order.
    std::vector<std::pair<std::string, Json>> fields() const;
    bool isEmpty() const { return fields().empty(); }

    // The record of a grid made by editing a loaded one (moves removed, taken instead,
    // played on), whose record was `loaded` and is now this one: the loaded title, author,
    // source and every other field describe the loaded grid, not the edit, so they move into
    // "based_on" with the variant and score they were about; of this record's fields, those
    // still as loaded go, and those the user typed since the load (changed or new) stay, the
    // edit's own. Nothing when the loaded record names no title, author or source, or either
    // record already says what it is based on (the user's fields of an edit stay as they are).
    std::optional<GridInfo> derived(std::string_view variant, int score, const GridInfo& loaded) const;
    // The record's "based_on" object (what derived() made), or null.
    const Json* basedOn() const;
    // The title fit for a file's name (what the desktop program and the page propose for a
    // grid without a file): runs of white space one space; '/', '\\', ':', '*', '?', '"', '<',
    // '>', '|' and control characters a '-'; at most 80 bytes, cut between characters; no
    // leading '.' or '-'. "" without a title.
    std::string fileStem() const;

    // Pentasol keeps the fields as comment lines, one "key: value" each (the text without
    // the "# "). A string is written as it is unless it would read back as something else
    // (empty, surrounding spaces, control characters, or text that is itself JSON, such as
    // "178"): then, as every other value, as compact JSON. A key that is not plain
    // (letters, digits, '_', '-', '.') is written as a JSON string.
    std::string asComments() const;
    // The fields of the "# key: value" comment lines of a Pentasol text; other comment
    // lines (free text, "# Morpion Layers: ...") are not fields. Linear in the text.
    static GridInfo fromComments(std::string_view pentasolText);

    // The same fields with the same values, in the same order (the moves are not compared).
    friend bool operator==(const GridInfo& a, const GridInfo& b) { return a.fields() == b.fields(); }

private:
    Json record_;
};

} // namespace morpion
