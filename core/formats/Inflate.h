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
// reader allocate gigabytes. Linear in the output, and needs no zlib: every build reads
// compressed records, the web page's included. Errors: Syntax (bad or cut-short data with
// the byte where it went wrong, a zlib header or checksum that is wrong, bytes after the
// end), TooLarge past maxBytes.
Result<std::string> inflateBytes(std::string_view data, InflateFormat format, std::size_t maxBytes);

} // namespace morpion
