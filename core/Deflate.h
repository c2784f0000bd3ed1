#pragma once

#include "core/Error.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace morpion {

// DEFLATE through zlib, for the two places records are compressed: MS1 text (raw DEFLATE)
// and the zTXt/iTXt chunks of a PNG (zlib-wrapped). One inflater with a size limit, so
// that a small hostile input can never expand into unbounded memory.
enum class DeflateWrapper { Raw, Zlib };

// False in a build without zlib: then every call below fails with ErrorKind::Io.
bool deflateSupported();

// The inflated data. Errors: TooLarge past `limit` bytes ("<what> inflates to more than
// ..."), Syntax for bad, cut-short or trailing data, Io without zlib.
Result<std::string> inflateData(std::string_view data, DeflateWrapper wrapper, std::size_t limit, std::string_view what);

// Raw DEFLATE at the best compression.
Result<std::string> deflateRawData(std::string_view data);

} // namespace morpion
