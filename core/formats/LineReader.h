#pragma once

#include "core/base/Error.h"

#include <cstddef>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace morpion {

// A text file read one line at a time, in memory bounded by the longest line allowed:
// logs of many jobs grow without limit, but no single line of them is long. A longer line
// (a damaged one, or a run of NUL bytes that a crash left in a shared log) is skipped
// without being kept, and counted, so that one bad line never stops the reading of the
// lines after it.
class LineReader {
public:
    // A line longer than this is skipped: no log or collection line is near it.
    static constexpr std::size_t maxLineBytes = 1u << 20;

    // Opens `path`; "-" is standard input. Errors: Io (detail = path and reason).
    static Result<LineReader> open(const std::string& path);
    // Reads text already in memory, the same way.
    static LineReader fromText(std::string_view text);

    LineReader(LineReader&& other) noexcept;
    LineReader& operator=(LineReader&& other) noexcept;
    LineReader(const LineReader&) = delete;
    LineReader& operator=(const LineReader&) = delete;
    ~LineReader();

    // The next line, without its '\n', valid until the next call; false at the end. A
    // last line without a line break counts; an empty text has no line. A line past
    // maxLineBytes is skipped (see skippedLines()). Errors: Io.
    Result<bool> next(std::string_view& line);
    int lineNumber() const { return lineNumber_; } // of the line last returned, 1-based
    const std::string& name() const { return name_; }
    // The numbers of the lines skipped so far for their length, in order.
    const std::vector<int>& skippedLines() const { return skipped_; }
    // Why such a line was skipped (TooLarge, no line or name), for the caller's warning.
    static Error lineTooLong();

private:
    LineReader() = default;
    bool fill(); // more bytes into buffer_; false at the end of the file or on an error

    std::FILE* file_ = nullptr;
    bool ownsFile_ = false;
    std::string name_;
    std::string_view text_; // fromText(): the rest of the text
    std::vector<char> buffer_;
    std::size_t begin_ = 0, end_ = 0; // unread bytes of buffer_
    bool eof_ = false;
    bool failed_ = false;
    int lineNumber_ = 0;
    std::vector<int> skipped_;
};

} // namespace morpion
