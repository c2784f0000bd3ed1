#include "core/formats/GridFile.h"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace morpion {

namespace {

Error ioError(const std::string& name, Phrase why)
{
    Error e;
    e.kind = ErrorKind::Io;
    e.detail = withColon(name, std::move(why));
    return e;
}

// Closes the descriptor on every path out.
class FileDescriptor {
public:
    explicit FileDescriptor(int fd)
        : fd_(fd)
    {}
    ~FileDescriptor()
    {
        if (fd_ >= 0)
            ::close(fd_);
    }
    FileDescriptor(const FileDescriptor&) = delete;
    FileDescriptor& operator=(const FileDescriptor&) = delete;
    int get() const { return fd_; }
    int release()
    {
        const int fd = fd_;
        fd_ = -1;
        return fd;
    }

private:
    int fd_;
};

} // namespace

Result<int> openRegularFile(const std::string& path)
{
    // O_NONBLOCK: opening a FIFO must not wait for a writer; the type check follows.
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return ioError(path, Phrase::literal(std::strerror(errno)));
    FileDescriptor owner(fd);
    struct stat info {};
    if (::fstat(fd, &info) != 0)
        return ioError(path, Phrase::literal(std::strerror(errno)));
    if (S_ISDIR(info.st_mode))
        return ioError(path, MORPION_TR_NOOP("ErrorDetail", "is a directory, not a grid file"));
    if (!S_ISREG(info.st_mode))
        return ioError(path, MORPION_TR_NOOP("ErrorDetail", "not a regular file (a device, pipe or socket is not read)"));
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags >= 0)
        ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    return owner.release();
}

Result<std::string> readGridFile(const std::string& path, std::size_t limit, const Phrase& why)
{
    auto fd = openRegularFile(path);
    if (!fd)
        return fd.error();
    const FileDescriptor owner(*fd);
    return readGridStream(*fd, path, limit, why);
}

Result<std::string> readGridFileHead(const std::string& path, std::size_t bytes)
{
    auto fd = openRegularFile(path);
    if (!fd)
        return fd.error();
    const FileDescriptor owner(*fd);
    std::string head(bytes, '\0');
    std::size_t got = 0;
    while (got < bytes) {
        const ::ssize_t n = ::read(*fd, head.data() + got, bytes - got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return ioError(path, Phrase::literal(std::strerror(errno)));
        if (n == 0)
            break;
        got += static_cast<std::size_t>(n);
    }
    head.resize(got);
    return head;
}

Result<std::string> readGridStream(int fd, const std::string& name, std::size_t limit, const Phrase& why)
{
    std::string text;
    char buffer[1 << 16];
    for (;;) {
        // Never more than one byte past the limit: that byte is what proves it passed.
        const std::size_t left = limit - text.size();
        const std::size_t wanted = left < sizeof buffer ? left + 1 : sizeof buffer;
        const ::ssize_t got = ::read(fd, buffer, wanted);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            return ioError(name, Phrase::literal(std::strerror(errno)));
        }
        if (got == 0)
            return text;
        if (static_cast<std::size_t>(got) > limit - text.size()) {
            Error e;
            e.kind = ErrorKind::TooLarge;
            e.detail = limit >= (1u << 20) ? phrase(MORPION_TR_NOOP("ErrorDetail", "%1 is larger than %2 MiB"), name, limit >> 20)
                                           : phrase(MORPION_TR_NOOP("ErrorDetail", "%1 is larger than %2 bytes"), name, limit);
            if (!why.empty())
                e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "%1, %2"), e.detail, why);
            return e;
        }
        text.append(buffer, static_cast<std::size_t>(got));
    }
}

} // namespace morpion
