#include "core/formats/LineReader.h"

#include "core/formats/GridFile.h"

#include <cerrno>
#include <cstring>
#include <utility>

#include <stdio.h>
#include <unistd.h>

namespace morpion {

namespace {

constexpr std::size_t chunkBytes = 1u << 16;

} // namespace

Result<LineReader> LineReader::open(const std::string& path)
{
    LineReader r;
    r.name_ = path == "-" ? std::string("standard input") : path;
    if (path == "-") {
        r.file_ = stdin;
    } else {
        // Only a regular file, as every grid file (core/GridFile): a FIFO would block.
        auto fd = openRegularFile(path);
        if (!fd)
            return fd.error();
        r.file_ = ::fdopen(*fd, "rb");
        if (!r.file_) {
            ::close(*fd);
            Error e;
            e.kind = ErrorKind::Io;
            e.detail = withColon(path, std::string(std::strerror(errno)));
            return e;
        }
        r.ownsFile_ = true;
    }
    r.buffer_.resize(chunkBytes);
    return r;
}

LineReader LineReader::fromText(std::string_view text)
{
    LineReader r;
    r.name_ = "text";
    r.text_ = text;
    return r;
}

LineReader::LineReader(LineReader&& other) noexcept
{
    *this = std::move(other);
}

LineReader& LineReader::operator=(LineReader&& other) noexcept
{
    if (this != &other) {
        if (ownsFile_ && file_)
            std::fclose(file_);
        file_ = std::exchange(other.file_, nullptr);
        ownsFile_ = std::exchange(other.ownsFile_, false);
        name_ = std::move(other.name_);
        text_ = other.text_;
        buffer_ = std::move(other.buffer_);
        begin_ = other.begin_;
        end_ = other.end_;
        eof_ = other.eof_;
        failed_ = other.failed_;
        lineNumber_ = other.lineNumber_;
    }
    return *this;
}

LineReader::~LineReader()
{
    if (ownsFile_ && file_)
        std::fclose(file_);
}

bool LineReader::fill()
{
    if (eof_)
        return false;
    if (begin_ > 0) { // keep the unread part at the front
        std::memmove(buffer_.data(), buffer_.data() + begin_, end_ - begin_);
        end_ -= begin_;
        begin_ = 0;
    }
    if (buffer_.size() - end_ < chunkBytes)
        buffer_.resize(end_ + chunkBytes);
    const std::size_t got = std::fread(buffer_.data() + end_, 1, buffer_.size() - end_, file_);
    end_ += got;
    if (got == 0) {
        eof_ = true;
        failed_ = std::ferror(file_) != 0;
        return false;
    }
    return true;
}

Error LineReader::lineTooLong()
{
    Error e;
    e.kind = ErrorKind::TooLarge;
    e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "a line longer than %1 MiB, skipped"), maxLineBytes >> 20);
    return e;
}

Result<bool> LineReader::next(std::string_view& line)
{
    if (!file_) { // in memory
        for (;;) {
            if (text_.empty())
                return false;
            const std::size_t end = text_.find('\n');
            const std::size_t length = end == std::string_view::npos ? text_.size() : end;
            line = text_.substr(0, length);
            text_.remove_prefix(end == std::string_view::npos ? text_.size() : end + 1);
            ++lineNumber_;
            if (length <= maxLineBytes)
                return true;
            skipped_.push_back(lineNumber_);
        }
    }
    std::size_t scanned = begin_;
    bool skipping = false; // in a line too long to keep: its bytes are dropped as they come
    for (;;) {
        const void* found = std::memchr(buffer_.data() + scanned, '\n', end_ - scanned);
        if (found) {
            const auto at = static_cast<std::size_t>(static_cast<const char*>(found) - buffer_.data());
            ++lineNumber_;
            if (skipping || at - begin_ > maxLineBytes) {
                skipped_.push_back(lineNumber_);
                skipping = false;
                begin_ = scanned = at + 1;
                continue;
            }
            line = std::string_view(buffer_.data() + begin_, at - begin_);
            begin_ = at + 1;
            return true;
        }
        if (skipping || end_ - begin_ > maxLineBytes) {
            skipping = true;
            begin_ = end_; // the buffer never holds more than one line's worth
        }
        const std::size_t offset = end_ - begin_; // fill() moves the unread part to the front
        if (!fill()) {
            if (failed_) {
                Error e;
                e.kind = ErrorKind::Io;
                e.detail = withColon(name_, std::string(std::strerror(errno)));
                return e;
            }
            if (skipping) { // the last line, without '\n', was too long
                skipped_.push_back(++lineNumber_);
                return false;
            }
            if (end_ == begin_)
                return false;
            line = std::string_view(buffer_.data() + begin_, end_ - begin_); // a last line without '\n'
            begin_ = end_;
            ++lineNumber_;
            return true;
        }
        scanned = begin_ + offset;
    }
}

} // namespace morpion
