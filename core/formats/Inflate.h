#pragma once

#include "core/base/Error.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace morpion {

// The two DEFLATE wrappings the formats meet: MS1 stores raw DEFLATE, a PNG's compressed
// text chunks (zTXt, iTXt) a zlib stream (RFC 1950, a header and a checksum around it).
enum class InflateFormat { Raw, Zlib };

// The inflated bytes, never more than maxBytes: a small hostile input cannot make the
// reader allocate gigabytes. Errors: Syntax (bad or cut-short data, bytes after its end),
// TooLarge past maxBytes.
Result<std::string> inflateBytes(std::string_view data, InflateFormat format, std::size_t maxBytes);

} // namespace morpion
