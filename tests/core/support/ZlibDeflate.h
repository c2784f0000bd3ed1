#pragma once

// DEFLATE by zlib itself, the reference the core's inflater and the MS1 and PNG readers are
// tested against (the formats floor, which links zlib).

#include <string>

#include <zlib.h>

namespace morpion::test {

// DEFLATE by zlib itself, independent of the code under test: raw (MS1) or with the zlib
// wrapper (PNG text chunks), at any level and strategy.
inline std::string deflateForTest(const std::string& data, bool raw = true, int level = 6, int strategy = Z_DEFAULT_STRATEGY)
{
    z_stream z{};
    deflateInit2(&z, level, Z_DEFLATED, raw ? -15 : 15, 8, strategy);
    std::string out(deflateBound(&z, static_cast<uLong>(data.size())) + 64, '\0');
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
    z.avail_in = static_cast<uInt>(data.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = static_cast<uInt>(out.size());
    deflate(&z, Z_FINISH);
    out.resize(z.total_out);
    deflateEnd(&z);
    return out;
}

} // namespace morpion::test
