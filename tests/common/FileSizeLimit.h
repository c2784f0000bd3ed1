#pragma once

// A full disk on any machine: a child process whose files cannot grow past a few bytes
// (RLIMIT_FSIZE), with SIGXFSZ ignored so that a write past the limit fails with EFBIG
// instead of killing the writer. Shared by the cli.* and gui.* failed-write suites.

#include <QProcess>

#include <csignal>

#include <sys/resource.h>

namespace morpion::test {

// Applies to `process` when it starts next (Qt runs this in the child, before exec).
inline void limitFileSize(QProcess& process, rlim_t bytes)
{
    process.setChildProcessModifier([bytes] {
        const struct rlimit limit = {bytes, bytes};
        ::setrlimit(RLIMIT_FSIZE, &limit);
        ::signal(SIGXFSZ, SIG_IGN);
    });
}

} // namespace morpion::test
