#pragma once

#include "core/base/Error.h"
#include "core/formats/SearchLog.h"
#include "core/search/SearchTypes.h"

#include <optional>
#include <string>

namespace morpion::cli {

// Where a search-like command (search, improve) writes its log: each line on standard
// output as it happens, and appended to the --log FILE when there is one. A file that can
// no longer be written is said once on standard error and then left alone; standard
// output goes on, and failed() makes the command's exit status say the log is incomplete.
class LogOutput {
public:
    // `command` names the command in messages ("search"); an empty path means no file.
    // Errors: SearchLog::open's.
    static Result<LogOutput> open(const std::string& path, std::string command);

    // A line "iteration. score (seconds) code" on standard output and in the file.
    void improvement(const SearchImprovement& found);
    // "# text" in the file only (who wrote what follows, and the summary).
    void comment(const std::string& text);
    // True once an append to the file failed.
    bool failed() const { return failed_; }

private:
    LogOutput() = default;
    void append(const std::string& line);

    std::string command_;
    std::optional<SearchLog> file_;
    bool failed_ = false;
};

} // namespace morpion::cli
