#include "core/formats/Inflate.h"

#include <array>

#include <zlib.h>

namespace morpion {

Result<std::string> inflateBytes(std::string_view data, InflateFormat format, std::size_t maxBytes)
{
    z_stream z{};
    if (inflateInit2(&z, format == InflateFormat::Raw ? -15 : 15) != Z_OK) {
        Error e;
        e.kind = ErrorKind::Io;
        e.detail = MORPION_TR_NOOP("ErrorDetail", "cannot start zlib");
        return e;
    }
    std::string out;
    std::array<unsigned char, 64 * 1024> chunk{};
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
    z.avail_in = static_cast<uInt>(data.size());
    int rc = Z_OK;
    Error e;
    e.kind = ErrorKind::Syntax;
    for (;;) {
        z.next_out = chunk.data();
        z.avail_out = static_cast<uInt>(chunk.size());
        rc = inflate(&z, Z_NO_FLUSH);
        const std::size_t produced = chunk.size() - z.avail_out;
        if (out.size() + produced > maxBytes) {
            e.kind = ErrorKind::TooLarge;
            e.detail =
                maxBytes >= (1u << 20)
                    ? phrase(MORPION_TR_NOOP("ErrorDetail", "the compressed data inflates to more than %1 MiB"), maxBytes >> 20)
                    : phrase(MORPION_TR_NOOP("ErrorDetail", "the compressed data inflates to more than %1 bytes"), maxBytes);
            break;
        }
        out.append(reinterpret_cast<const char*>(chunk.data()), produced);
        if (rc == Z_STREAM_END) {
            if (z.avail_in != 0)
                e.detail = MORPION_TR_NOOP("ErrorDetail", "data after the end of the DEFLATE stream");
            break;
        }
        if (rc == Z_DATA_ERROR || rc == Z_NEED_DICT || rc == Z_MEM_ERROR || rc == Z_STREAM_ERROR) {
            e.detail = z.msg ? withColon(MORPION_TR_NOOP("ErrorDetail", "bad DEFLATE data"), std::string(z.msg))
                             : Phrase(MORPION_TR_NOOP("ErrorDetail", "bad DEFLATE data"));
            break;
        }
        if (rc == Z_BUF_ERROR || (z.avail_in == 0 && produced == 0)) {
            e.detail = MORPION_TR_NOOP("ErrorDetail", "the DEFLATE data is cut short");
            break;
        }
    }
    inflateEnd(&z);
    if (!e.detail.empty())
        return e;
    return out;
}

} // namespace morpion
