#include "core/formats/SearchLog.h"

#include "core/base/RealText.h"
#include "core/base/TextLines.h"
#include "core/codes/Alphabet.h"
#include "core/formats/CodeCollection.h"

#include <cerrno>
#include <charconv>
#include <cstring>
#include <optional>

#if defined(__unix__) || defined(__APPLE__)
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#define MORPION_POSIX_APPEND 1
#else
#include <cstdio>
#endif

namespace morpion {

namespace {

Error syntaxAt(std::size_t position, Phrase detail)
{
    Error e;
    e.kind = ErrorKind::Syntax;
    e.position = static_cast<std::int64_t>(position);
    e.detail = std::move(detail);
    return e;
}

Error ioError(const std::string& path, Phrase what)
{
    Error e;
    e.kind = ErrorKind::Io;
    e.detail = withColon(path, std::move(what));
    return e;
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}
bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

// Reads the line field by field; every failure names the offset where it happened.
class LineReader {
public:
    explicit LineReader(std::string_view line)
        : text_(line)
    {}

    std::size_t pos() const { return pos_; }
    bool atEnd() const { return pos_ == text_.size(); }
    char peek() const { return atEnd() ? '\0' : text_[pos_]; }

    std::string_view digits()
    {
        const std::size_t start = pos_;
        while (!atEnd() && isDigit(text_[pos_]))
            ++pos_;
        return text_.substr(start, pos_ - start);
    }
    bool accept(char c)
    {
        if (peek() != c)
            return false;
        ++pos_;
        return true;
    }
    std::size_t blanks()
    {
        const std::size_t start = pos_;
        while (!atEnd() && isBlank(text_[pos_]))
            ++pos_;
        return pos_ - start;
    }
    std::string_view code()
    {
        const std::size_t start = pos_;
        while (!atEnd() && alphabetValue(text_[pos_]) >= 0)
            ++pos_;
        return text_.substr(start, pos_ - start);
    }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
};

Phrase found(const LineReader& r)
{
    return r.atEnd() ? Phrase(MORPION_TR_NOOP("ErrorDetail", "the end of the line")) : describeCharacter(r.peek());
}

// Digit counts past these are not a search's numbers; they also keep from_chars in range.
constexpr std::size_t maxIterationDigits = 18, maxScoreDigits = 6, maxSecondsDigits = 12, maxFractionDigits = 9;

Error tooLargeAt(std::size_t position, Phrase detail)
{
    Error e = syntaxAt(position, std::move(detail));
    e.kind = ErrorKind::TooLarge;
    return e;
}

// "12. ": the iteration number, its dot and the blanks after it.
std::optional<Error> readIteration(LineReader& r, SearchLogEntry& entry)
{
    const std::size_t iterationAt = r.pos();
    const std::string_view iteration = r.digits();
    if (iteration.empty())
        return syntaxAt(r.pos(), phrase(MORPION_TR_NOOP("ErrorDetail", "expected the iteration number, found %1"), found(r)));
    if (iteration.size() > maxIterationDigits)
        return tooLargeAt(iterationAt, MORPION_TR_NOOP("ErrorDetail", "iteration number with more than 18 digits"));
    std::from_chars(iteration.data(), iteration.data() + iteration.size(), entry.iteration);
    if (!r.accept('.'))
        return syntaxAt(r.pos(),
                        phrase(MORPION_TR_NOOP("ErrorDetail", "expected '.' after the iteration number, found %1"), found(r)));
    if (r.blanks() == 0)
        return syntaxAt(r.pos(), phrase(MORPION_TR_NOOP("ErrorDetail", "expected a space before the score, found %1"), found(r)));
    return std::nullopt;
}

// "150 ": the score and the blanks after it.
std::optional<Error> readScore(LineReader& r, SearchLogEntry& entry)
{
    const std::size_t scoreAt = r.pos();
    const std::string_view score = r.digits();
    if (score.empty())
        return syntaxAt(r.pos(), phrase(MORPION_TR_NOOP("ErrorDetail", "expected the score, found %1"), found(r)));
    if (score.size() > maxScoreDigits)
        return tooLargeAt(scoreAt, MORPION_TR_NOOP("ErrorDetail", "score with more than 6 digits"));
    std::from_chars(score.data(), score.data() + score.size(), entry.score);
    if (r.blanks() == 0)
        return syntaxAt(r.pos(), phrase(MORPION_TR_NOOP("ErrorDetail", "expected a space after the score, found %1"), found(r)));
    return std::nullopt;
}

// "(3.25) ": the elapsed seconds in parentheses and the blanks after them.
std::optional<Error> readSeconds(LineReader& r, SearchLogEntry& entry)
{
    if (!r.accept('('))
        return syntaxAt(r.pos(),
                        phrase(MORPION_TR_NOOP("ErrorDetail", "expected '(' before the elapsed seconds, found %1"), found(r)));
    const std::size_t secondsAt = r.pos();
    const std::string_view whole = r.digits();
    if (whole.empty())
        return syntaxAt(r.pos(), phrase(MORPION_TR_NOOP("ErrorDetail", "expected the elapsed seconds, found %1"), found(r)));
    std::string_view fraction;
    if (r.accept('.')) {
        fraction = r.digits();
        if (fraction.empty())
            return syntaxAt(
                r.pos(), phrase(MORPION_TR_NOOP("ErrorDetail", "expected digits after the decimal point, found %1"), found(r)));
    }
    if (whole.size() > maxSecondsDigits || fraction.size() > maxFractionDigits)
        return tooLargeAt(secondsAt, MORPION_TR_NOOP("ErrorDetail", "elapsed seconds with too many digits"));
    std::string seconds(whole);
    if (!fraction.empty())
        seconds.append(".").append(fraction);
    entry.seconds = parseReal(seconds).value_or(0); // digits with a point: always a double
    if (!r.accept(')'))
        return syntaxAt(r.pos(),
                        phrase(MORPION_TR_NOOP("ErrorDetail", "expected ')' after the elapsed seconds, found %1"), found(r)));
    if (r.blanks() == 0)
        return syntaxAt(r.pos(), phrase(MORPION_TR_NOOP("ErrorDetail", "expected a space before the code, found %1"), found(r)));
    return std::nullopt;
}

std::optional<Error> readCode(LineReader& r, SearchLogEntry& entry)
{
    const std::size_t codeAt = r.pos();
    const std::string_view code = r.code();
    if (code.empty())
        return syntaxAt(r.pos(), phrase(MORPION_TR_NOOP("ErrorDetail", "expected the layer code, found %1"), found(r)));
    if (code.size() > maxCollectionCodeLength)
        return tooLargeAt(
            codeAt, phrase(MORPION_TR_NOOP("ErrorDetail", "layer code longer than %1 characters"), maxCollectionCodeLength));
    entry.code = std::string(code);
    return std::nullopt;
}

} // namespace

std::string formatSearchLogLine(const SearchLogEntry& entry)
{
    std::string out = std::to_string(entry.iteration);
    out += ". ";
    out += std::to_string(entry.score);
    out += " (";
    out += fixedText(entry.seconds, 2); // '.' whatever LC_NUMERIC says
    out += ") ";
    out += entry.code;
    return out;
}

Result<SearchLogEntry> parseSearchLogLine(std::string_view line)
{
    LineReader r(line);
    SearchLogEntry entry;
    r.blanks();
    if (auto bad = readIteration(r, entry))
        return *bad;
    if (auto bad = readScore(r, entry))
        return *bad;
    if (auto bad = readSeconds(r, entry))
        return *bad;
    if (auto bad = readCode(r, entry))
        return *bad;
    r.blanks();
    if (!r.atEnd())
        return syntaxAt(r.pos(), phrase(MORPION_TR_NOOP("ErrorDetail", "unexpected %1 after the code"), found(r)));
    return entry;
}

SearchLogContents readSearchLog(std::string_view text)
{
    SearchLogContents out;
    TextLines lines(text);
    for (std::string_view line; lines.next(line);) {
        const int number = lines.number();
        std::size_t first = 0;
        while (first < line.size() && isBlank(line[first]))
            ++first;
        if (first == line.size() || line[first] == '#')
            continue;
        auto entry = parseSearchLogLine(line);
        if (entry) {
            out.entries.push_back(std::move(entry).value());
            out.lines.push_back(number);
        } else {
            Error e = entry.error();
            e.line = number;
            out.errors.push_back(std::move(e));
        }
    }
    return out;
}

Result<SearchLog> SearchLog::open(const std::string& path)
{
#ifdef MORPION_POSIX_APPEND
    const int fd = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666);
    if (fd < 0)
        return ioError(path, Phrase::literal(std::strerror(errno)));
    return SearchLog(fd, path);
#else
    // Without POSIX: C stdio in append mode, one fwrite and a flush per line.
    std::FILE* f = std::fopen(path.c_str(), "ab");
    if (!f)
        return ioError(path, Phrase::literal(std::strerror(errno)));
    std::fclose(f);
    return SearchLog(0, path);
#endif
}

SearchLog::SearchLog(SearchLog&& other) noexcept
    : fd_(other.fd_)
    , path_(std::move(other.path_))
{
    other.fd_ = -1;
}

SearchLog& SearchLog::operator=(SearchLog&& other) noexcept
{
    if (this != &other) {
#ifdef MORPION_POSIX_APPEND
        if (fd_ >= 0)
            ::close(fd_);
#endif
        fd_ = other.fd_;
        path_ = std::move(other.path_);
        other.fd_ = -1;
    }
    return *this;
}

SearchLog::~SearchLog()
{
#ifdef MORPION_POSIX_APPEND
    if (fd_ >= 0)
        ::close(fd_);
#endif
}

#ifdef MORPION_POSIX_APPEND
void SearchLog::takeBack(std::size_t bytes)
{
    // Only while the file still ends with them: another appender's line after them stays.
    struct stat st {};
    const off_t end = ::lseek(fd_, 0, SEEK_CUR);
    if (end >= static_cast<off_t>(bytes) && ::fstat(fd_, &st) == 0 && st.st_size == end &&
        ::ftruncate(fd_, end - static_cast<off_t>(bytes)) != 0)
        return; // left as it is: the write's own error is reported anyway
}
#endif

std::optional<Error> SearchLog::append(std::string_view line)
{
    if (const auto cut = line.find_first_of("\r\n"); cut != std::string_view::npos)
        return syntaxAt(cut, MORPION_TR_NOOP("ErrorDetail", "a log line cannot hold a line break"));
    std::string text(line);
    text += '\n';
#ifdef MORPION_POSIX_APPEND
    if (fd_ < 0)
        return ioError(path_, MORPION_TR_NOOP("ErrorDetail", "the log is not open"));
    // One write per line. A short write (a signal) is finished off, then reported:
    // another appender may have slipped in between the pieces. A write that fails part
    // way (a full disk, a file-size limit) takes its piece back, so that the log never
    // ends in a torn line that the next appender's line would be glued to.
    std::size_t done = 0;
    bool pieces = false;
    while (done < text.size()) {
        const ssize_t n = ::write(fd_, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            const Phrase why =
                n < 0 ? Phrase::literal(std::strerror(errno)) : Phrase(MORPION_TR_NOOP("ErrorDetail", "nothing written"));
            if (done > 0)
                takeBack(done);
            return ioError(path_, why);
        }
        done += static_cast<std::size_t>(n);
        pieces = pieces || done < text.size();
    }
    if (pieces)
        return ioError(
            path_,
            //: "another program": another search process appending to the same log file at the same time
            //: (jobs of a cluster), never a person. A "line" here is a line of text of the log.
            MORPION_TR_NOOP(
                "ErrorDetail",
                "a line was written in pieces and may be mixed with a line that another program appended to the same log"));
    return std::nullopt;
#else
    std::FILE* f = std::fopen(path_.c_str(), "ab");
    if (!f)
        return ioError(path_, Phrase::literal(std::strerror(errno)));
    const bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size();
    const bool closed = std::fclose(f) == 0;
    if (!ok || !closed)
        return ioError(path_, MORPION_TR_NOOP("ErrorDetail", "write error"));
    return std::nullopt;
#endif
}

} // namespace morpion
