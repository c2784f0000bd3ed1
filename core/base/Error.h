#pragma once

#include "core/base/Phrase.h"

#include <cstdint>
#include <string>
#include <utility>
#include <variant>

namespace morpion {

// What went wrong with an input, with where it went wrong. The core says it in plain
// English (message()); the GUI builds its translated text from the fields.
enum class ErrorKind {
    EmptyInput,       // nothing to read
    BadCharacter,     // a character outside the code alphabet (position)
    ConflictingMoves, // two taken moves of one layer exclude each other (layer, position)
    BitsAfterEnd,     // 1 bits after the game has ended (position)
    NumberTooLarge,   // a game number with digits left after the game has ended
    Syntax,           // text that does not have the expected form (line, position, detail)
    IllegalMove,      // a move that cannot be played where it stands (line or index, detail)
    UnreachableMove,  // a grid move that its layering never reaches (detail)
    DuplicateMove,    // the same move twice (line or index, detail)
    UnknownVariant,   // a variant name that is not 5T, 5D, 4T or 4D (detail)
    TooLarge,         // input past a size limit (detail)
    Mismatch,         // a stored field that disagrees with what the moves give (detail)
    Io,               // a file that cannot be read or written (detail)
    NoRecord,         // a PNG or SVG picture without the grid record its exports carry
    Resources,        // the system refused what the work needs, e.g. a thread (detail)
};

struct Error {
    ErrorKind kind = ErrorKind::Syntax;
    Phrase detail;              // what was expected or found, e.g. a move in text form
    std::int64_t position = -1; // 0-based character offset in the text (or in the line), -1 if none
    int line = 0;               // 1-based line number, 0 if none
    int layer = -1;             // layer number, -1 if none

    // One English line, e.g. "bad character '!' at position 17".
    std::string message() const;
};

// An input or option that does not have the expected form, said in `detail`.
inline Error syntaxError(Phrase detail)
{
    Error e;
    e.detail = std::move(detail); // kind is Syntax by default
    return e;
}

// A value or the error that prevented it (std::expected is C++23).
template <class T> class Result {
public:
    Result(T value)
        : data_(std::move(value))
    {}
    Result(Error error)
        : data_(std::move(error))
    {}

    bool ok() const { return data_.index() == 0; }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<0>(data_); }
    T& value() & { return std::get<0>(data_); }
    T&& value() && { return std::get<0>(std::move(data_)); }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }
    const Error& error() const { return std::get<1>(data_); }

private:
    std::variant<T, Error> data_;
};

} // namespace morpion
