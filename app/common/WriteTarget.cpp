#include "app/common/WriteTarget.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>

#include <sys/stat.h>

namespace morpion {

namespace {

QString translated(const char* text)
{
    return QCoreApplication::translate("morpion::FileWrite", text);
}

bool sameFile(const struct stat& a, int descriptor)
{
    struct stat b {};
    return ::fstat(descriptor, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

} // namespace

WriteTarget WriteTarget::of(const QString& path)
{
    WriteTarget t;
    struct stat s {};
    if (::stat(QFile::encodeName(path).constData(), &s) != 0) {
        // Not there (or not reachable: the write says why). A loop of links is never
        // "not there": replacing the link would hide the loop and drop the link.
        if (errno == ELOOP) {
            t.kind = Kind::Refused;
            t.reason = translated(QT_TRANSLATE_NOOP("morpion::FileWrite", "it is a symbolic link that leads back to itself"));
        }
        return t;
    }
    // Standard output or error under another name (/dev/stdout, /proc/self/fd/1): where
    // the shell sent them, a file opened for appending, a pipe, a terminal.
    for (int descriptor : {1, 2}) {
        if (sameFile(s, descriptor)) {
            t.kind = Kind::Stream;
            t.descriptor = descriptor;
            return t;
        }
    }
    if (S_ISREG(s.st_mode)) {
        t.kind = Kind::File;
    } else if (S_ISCHR(s.st_mode) || S_ISFIFO(s.st_mode)) {
        t.kind = Kind::Stream;
    } else {
        t.kind = Kind::Refused;
        t.reason =
            S_ISDIR(s.st_mode) ? translated(QT_TRANSLATE_NOOP("morpion::FileWrite", "it is a folder"))
            : S_ISBLK(s.st_mode)
                ? translated(QT_TRANSLATE_NOOP("morpion::FileWrite", "it is a disk device, which is never written over"))
                : translated(QT_TRANSLATE_NOOP("morpion::FileWrite", "it is not a file (a socket or another special file)"));
    }
    return t;
}

} // namespace morpion
