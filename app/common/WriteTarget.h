#pragma once

#include <QString>

namespace morpion {

// What a path names to a program about to write it, decided in one place for every output
// (Save, Export, Export Web Page, Save State, the renderer, --checkpoint, --log): a regular
// file is replaced whole (FileWrite), a stream is written in place, and anything else is
// refused. Renaming a temporary file over a device or a pipe would turn /dev/null into a
// regular file and leave a pipe's reader with nothing.
struct WriteTarget {
    enum class Kind {
        New,     // nothing there yet: created
        File,    // a regular file (or a link to one): replaced whole
        Stream,  // a character device (/dev/null, a terminal), a pipe, or this program's own
                 // standard output or error: written in place, never replaced
        Refused, // a folder, a disk, a socket, a link that loops: never written
    };

    Kind kind = Kind::New;
    // Refused: why, to put after the file's name and a colon ("it is a folder").
    QString reason;
    // Stream: this program's descriptor (1 or 2) when the path names its standard output
    // or error (/dev/stdout), so that the bytes go where the shell sent them; else -1.
    int descriptor = -1;

    static WriteTarget of(const QString& path);
};

} // namespace morpion
