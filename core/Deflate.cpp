#include "core/Deflate.h"

#include <array>

#ifdef MORPION_HAVE_ZLIB
#include <zlib.h>
#endif

namespace morpion {

namespace {

Error zlibError(std::string detail)
{
    Error e;
    e.kind = ErrorKind::Io;
    e.detail = std::move(detail);
    return e;
}

} // namespace

bool deflateSupported()
{
#ifdef MORPION_HAVE_ZLIB
    return true;
#else
    return false;
#endif
}

#ifdef MORPION_HAVE_ZLIB

Result<std::string> inflateData(std::string_view data, DeflateWrapper wrapper, std::size_t limit, std::string_view what)
{
    z_stream z{};
    if (inflateInit2(&z, wrapper == DeflateWrapper::Raw ? -15 : 15) != Z_OK)
        return zlibError("cannot start zlib");
    std::string out;
    std::array<unsigned char, 64 * 1024> chunk{};
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
    z.avail_in = static_cast<uInt>(data.size());
    Error e;
    e.kind = ErrorKind::Syntax;
    for (;;) {
        z.next_out = chunk.data();
        z.avail_out = static_cast<uInt>(chunk.size());
        const int rc = inflate(&z, Z_NO_FLUSH);
        const std::size_t produced = chunk.size() - z.avail_out;
        if (out.size() + produced > limit) {
            e.kind = ErrorKind::TooLarge;
            e.detail = std::string(what) + " inflates to more than " + std::to_string(limit >> 20) + " MiB";
            break;
        }
        out.append(reinterpret_cast<const char*>(chunk.data()), produced);
        if (rc == Z_STREAM_END) {
            if (z.avail_in != 0)
                e.detail = "data after the end of the DEFLATE stream";
            break;
        }
        if (rc == Z_DATA_ERROR || rc == Z_NEED_DICT || rc == Z_MEM_ERROR || rc == Z_STREAM_ERROR) {
            e.detail = std::string("bad DEFLATE data") + (z.msg ? std::string(": ") + z.msg : std::string());
            break;
        }
        if (rc == Z_BUF_ERROR || (z.avail_in == 0 && produced == 0)) {
            e.detail = "the DEFLATE data is cut short";
            break;
        }
    }
    inflateEnd(&z);
    if (!e.detail.empty())
        return e;
    return out;
}

Result<std::string> deflateRawData(std::string_view data)
{
    z_stream z{};
    if (deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return zlibError("cannot start zlib");
    std::string out(deflateBound(&z, static_cast<uLong>(data.size())), '\0');
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
    z.avail_in = static_cast<uInt>(data.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = static_cast<uInt>(out.size());
    const int rc = deflate(&z, Z_FINISH);
    out.resize(z.total_out);
    deflateEnd(&z);
    if (rc != Z_STREAM_END)
        return zlibError("zlib could not compress the record");
    return out;
}

#else

Result<std::string> inflateData(std::string_view, DeflateWrapper, std::size_t, std::string_view what)
{
    return zlibError(std::string(what) + " is compressed, and this build has no zlib");
}

Result<std::string> deflateRawData(std::string_view)
{
    return zlibError("this build has no zlib to compress with");
}

#endif

} // namespace morpion
