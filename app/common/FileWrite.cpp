#include "app/common/FileWrite.h"

#include "app/common/WriteTarget.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>
#include <QThread>

#include <cerrno>
#include <csignal>
#include <ctime>

#include <fcntl.h>
#include <pthread.h>
#include <unistd.h>

namespace morpion {

namespace {

// How long a pipe may wait for its reader before the write gives up: a program that
// writes to a pipe nobody reads would otherwise wait for ever (and a window with it).
constexpr int readerWaitMs = 5000;

QString translated(const char* text)
{
    return QCoreApplication::translate("morpion::FileWrite", text);
}

// SIGPIPE held back while a stream is written: a reader that goes away ends the write
// with "Broken pipe", not the program (and its unsaved work) with a signal.
class PipeSignalHeld {
public:
    PipeSignalHeld()
    {
        sigemptyset(&pipe_);
        sigaddset(&pipe_, SIGPIPE);
        sigset_t pending;
        sigpending(&pending);
        wasPending_ = sigismember(&pending, SIGPIPE) == 1;
        pthread_sigmask(SIG_BLOCK, &pipe_, &old_);
    }
    ~PipeSignalHeld()
    {
        // The signal this write raised (not one that was there before) is taken away.
        if (!wasPending_) {
            const timespec none{};
            while (sigtimedwait(&pipe_, nullptr, &none) > 0) {
            }
        }
        pthread_sigmask(SIG_SETMASK, &old_, nullptr);
    }
    PipeSignalHeld(const PipeSignalHeld&) = delete;
    PipeSignalHeld& operator=(const PipeSignalHeld&) = delete;

private:
    sigset_t pipe_;
    sigset_t old_;
    bool wasPending_ = false;
};

// Every byte to `fd`, a short write retried for the rest; empty, or the system's reason.
QString writeAll(int fd, const QByteArray& bytes)
{
    const PipeSignalHeld held;
    qint64 done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + done, static_cast<size_t>(bytes.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return n < 0 ? qt_error_string(errno) : translated(QT_TRANSLATE_NOOP("morpion::FileWrite", "nothing was written"));
        done += n;
    }
    return {};
}

// A device or a pipe, opened as it is (never created, never truncated) and written.
QString writeInPlace(const QString& path, const QByteArray& bytes)
{
    const QByteArray name = QFile::encodeName(path);
    // Without O_NONBLOCK, opening a pipe waits for a reader for ever.
    int fd = -1;
    for (int waited = 0;; waited += 50) {
        fd = ::open(name.constData(), O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
        if (fd >= 0 || errno != ENXIO)
            break;
        if (waited >= readerWaitMs)
            return translated(QT_TRANSLATE_NOOP("morpion::FileWrite", "no program reads from this pipe"));
        QThread::msleep(50);
    }
    if (fd < 0)
        return qt_error_string(errno);
    // From here on a full pipe waits for its reader, as a pipe does.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    QString failure = writeAll(fd, bytes);
    if (::close(fd) != 0 && failure.isEmpty())
        failure = qt_error_string(errno);
    return failure;
}

// A regular file (or nothing yet): a complete, flushed temporary copy renamed over it.
QString replaceWhole(const QString& path, const QByteArray& bytes)
{
    QSaveFile file(path);
    // Unbuffered: each write() reaches the system, so that a failure is seen here with its
    // reason, not later in a flush that cannot say why.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return file.errorString();
    // A short write is retried for the rest: either it goes on (an interrupted write), or
    // the retry fails and says why (a short count alone carries no reason).
    qint64 done = 0;
    while (done < bytes.size()) {
        const qint64 n = file.write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0) {
            const QString reason =
                n < 0 ? file.errorString() : translated(QT_TRANSLATE_NOOP("morpion::FileWrite", "nothing was written"));
            file.cancelWriting(); // the temporary file goes with `file`; the old one stays
            return reason;
        }
        done += n;
    }
    // Whatever might still be buffered: commit() flushes in close() and ignores a failure
    // there, which would rename a truncated file over the old one.
    if (!file.flush()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return reason;
    }
    // Syncs and renames; either can still fail.
    if (!file.commit())
        return file.errorString();
    return {};
}

} // namespace

QString FileWrite::replace(const QString& path, const QByteArray& bytes)
{
    const WriteTarget target = WriteTarget::of(path);
    switch (target.kind) {
    case WriteTarget::Kind::New:
    case WriteTarget::Kind::File: return replaceWhole(path, bytes);
    case WriteTarget::Kind::Stream:
        return target.descriptor >= 0 ? writeAll(target.descriptor, bytes) : writeInPlace(path, bytes);
    case WriteTarget::Kind::Refused: break;
    }
    return target.reason;
}

} // namespace morpion
