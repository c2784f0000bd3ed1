#pragma once

#include <QByteArray>
#include <QString>

namespace morpion {

// The one way the programs write an output. A regular file is replaced whole: the content
// goes to a temporary file beside it (QSaveFile), every write is checked against its size,
// and only a complete, flushed copy is renamed over the old file. After any failure the old
// file is untouched and the temporary one is gone, so that a full disk or a quota can never
// leave a truncated file behind a "Saved" message. What is not a regular file is never
// replaced (WriteTarget): a device, a pipe or /dev/stdout is written in place, a folder, a
// disk or a loop of links is refused.
class FileWrite {
public:
    // Writes `bytes` to `path`; an empty string on success, else the reason ("No space left
    // on device", "it is a folder"), for the caller to put after the file's name.
    static QString replace(const QString& path, const QByteArray& bytes);
};

} // namespace morpion
