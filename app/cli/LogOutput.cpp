#include "app/cli/LogOutput.h"

#include "app/cli/CliCommon.h"
#include "app/common/WriteTarget.h"

namespace morpion::cli {

Result<LogOutput> LogOutput::open(const std::string& path, std::string command)
{
    LogOutput out;
    out.command_ = std::move(command);
    if (!path.empty()) {
        // Appended to in place whatever it is, but for what no output may write (a folder,
        // a disk, a loop of links: WriteTarget, the one rule of every output).
        const WriteTarget target = WriteTarget::of(QString::fromStdString(path));
        if (target.kind == WriteTarget::Kind::Refused) {
            Error e;
            e.kind = ErrorKind::Io;
            e.detail = withColon(path, Phrase::literal(target.reason.toStdString()));
            return e;
        }
        auto opened = SearchLog::open(path);
        if (!opened)
            return opened.error();
        out.file_.emplace(std::move(opened).value());
    }
    return out;
}

void LogOutput::improvement(const SearchImprovement& found)
{
    const std::string line = formatSearchLogLine({found.iterations, found.score, found.seconds, found.code});
    writeLine(line);
    flushOut();
    append(line);
}

void LogOutput::comment(const std::string& text)
{
    append("# " + text);
}

void LogOutput::append(const std::string& line)
{
    if (!file_)
        return;
    if (auto bad = file_->append(line)) {
        writeErrorLine("morpion-cli " + command_ + ": " + bad->message() + "; the log file is no longer written (exit status 1)");
        file_.reset();
        failed_ = true;
    }
}

} // namespace morpion::cli
