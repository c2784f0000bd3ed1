#pragma once

#include "core/base/Error.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace morpion {

// One line of a search log (spec §6): "iteration. score (elapsed_seconds) code",
// e.g. "54. 74 (1.73) bqKnG3NmhJYjSh1bzNH18m3g". Every search (hill climb, NRPA) and
// every front end (GUI, command line) writes this form.
struct SearchLogEntry {
    std::int64_t iteration = 0;
    int score = 0;
    double seconds = 0;
    std::string code;
};

// Seconds with 2 decimals whatever the C locale says.
std::string formatSearchLogLine(const SearchLogEntry& entry);

// Reads one line (without its line break; a trailing '\r' and spaces around are allowed).
// Errors: Syntax with position = offset in the line of the first character that does
// not fit and a detail saying what was expected; TooLarge for numbers or codes past
// sane sizes. Linear in the line's length.
Result<SearchLogEntry> parseSearchLogLine(std::string_view line);

// A log read back. Blank lines and lines starting with '#' are skipped; malformed lines
// are reported (with their 1-based line number) and skipped, so that one torn or
// foreign line does not lose the rest of a long search.
struct SearchLogContents {
    std::vector<SearchLogEntry> entries;
    std::vector<int> lines;    // the line number of each entry
    std::vector<Error> errors; // one per malformed line, line set
};

SearchLogContents readSearchLog(std::string_view text);
// The grid a log resumes from is found by core/BestCode (bestCodeInFile()), which reads any
// file of codes line by line.

// A log file that several processes (GNU parallel, array jobs) append to at once: each
// line goes out in one write() on a file opened with O_APPEND, which POSIX makes atomic
// with respect to the other appenders, so lines never interleave or overwrite each other.
class SearchLog {
public:
    // Opens (creating it when needed) for appending. Errors: Io.
    static Result<SearchLog> open(const std::string& path);

    SearchLog(SearchLog&& other) noexcept;
    SearchLog& operator=(SearchLog&& other) noexcept;
    SearchLog(const SearchLog&) = delete;
    SearchLog& operator=(const SearchLog&) = delete;
    ~SearchLog();

    const std::string& path() const { return path_; }

    // Appends the line and a '\n' in one write; a write that fails part way takes its
    // piece back, so that no torn line is left. Errors: Io; Syntax for a line that holds
    // a line break (position = its offset).
    std::optional<Error> append(std::string_view line);
    std::optional<Error> append(const SearchLogEntry& entry) { return append(formatSearchLogLine(entry)); }

private:
    SearchLog(int fd, std::string path)
        : fd_(fd)
        , path_(std::move(path))
    {}
    void takeBack(std::size_t bytes);

    int fd_ = -1;
    std::string path_;
};

} // namespace morpion
