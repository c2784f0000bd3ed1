#pragma once

// For the suites about writing files (cli.failedwrites, gui.failedwrites): a full disk on
// any machine, and a file's bytes read or written in one call.

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QString>

#include <csignal>

#include <sys/resource.h>

namespace morpion::test {

// A full disk for the child `process` when it starts next: its files cannot grow past
// `bytes` (RLIMIT_FSIZE), and SIGXFSZ is ignored so that a write past the limit fails with
// EFBIG instead of killing the writer. Qt runs this in the child, before exec.
inline void limitFileSize(QProcess& process, rlim_t bytes)
{
    process.setChildProcessModifier([bytes] {
        const struct rlimit limit = {bytes, bytes};
        ::setrlimit(RLIMIT_FSIZE, &limit);
        ::signal(SIGXFSZ, SIG_IGN);
    });
}

// The whole file; empty when it cannot be read.
inline QByteArray fileBytes(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// False when the file could not be written completely.
inline bool writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.flush();
}

} // namespace morpion::test
