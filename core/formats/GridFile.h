#pragma once

#include "core/base/Error.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace morpion {

// Reading what a user names as a grid file, the same for the command line and the
// program: only regular files are read (a FIFO would block, /dev/zero never ends, a
// directory is no grid), and the size limit is checked while reading, never trusted from
// the file's stated size (which /proc files and growing files get wrong).

// The largest grid file read: far above any record, picture or merged log of codes.
inline constexpr std::size_t maxGridFileBytes = 64u << 20;

// The whole of the regular file at `path` (in the local 8-bit encoding). Errors: Io
// ("<path>: not a regular file", "<path>: is a directory", or the system's reason),
// TooLarge past `limit` bytes, found after reading at most limit + 1 of them, so that a
// small limit costs little whatever the file's size. `why`, when given, says what makes
// the limit ("the most a game number can take") in the TooLarge message.
Result<std::string> readGridFile(const std::string& path, std::size_t limit = maxGridFileBytes, const Phrase& why = {});

// An open descriptor of the regular file at `path` (the caller closes it), for readers
// that go through a file piece by piece (core/LineReader). Errors as readGridFile().
Result<int> openRegularFile(const std::string& path);

// At most the first `bytes` of the regular file at `path`: enough to tell what it holds
// (isRecordText()) before deciding how to read it.
Result<std::string> readGridFileHead(const std::string& path, std::size_t bytes);

// The rest of an open stream such as standard input (a pipe is fine there: the user
// chose it), up to `limit` bytes, as readGridFile(). `name` is for messages ("standard input").
Result<std::string> readGridStream(int fd, const std::string& name, std::size_t limit = maxGridFileBytes, const Phrase& why = {});

} // namespace morpion
