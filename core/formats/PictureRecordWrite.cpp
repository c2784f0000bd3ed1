// Writing the record a picture carries (core/formats/PictureRecord.h); reading is in
// PictureRecord.cpp.

#include "core/formats/PictureRecord.h"

#include "core/formats/Json.h"
#include "core/formats/Msr.h"
#include "core/formats/PngChunks.h"

#include <array>
#include <cstdint>

namespace morpion {

namespace {

constexpr std::string_view svgMetadataStart = "<metadata id=\"msr\">";
constexpr std::string_view svgMetadataEnd = "</metadata>";

// CRC-32 of ISO 3309, as PNG chunks carry it.
std::uint32_t crc32(std::string_view data)
{
    static const std::array<std::uint32_t, 256> table = [] {
        std::array<std::uint32_t, 256> t{};
        for (std::uint32_t n = 0; n < 256; ++n) {
            std::uint32_t c = n;
            for (int k = 0; k < 8; ++k)
                c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
            t[n] = c;
        }
        return t;
    }();
    std::uint32_t c = 0xffffffffu;
    for (const char ch : data)
        c = table[(c ^ static_cast<std::uint8_t>(ch)) & 0xff] ^ (c >> 8);
    return c ^ 0xffffffffu;
}

void appendBigEndian(std::string& out, std::uint32_t v)
{
    for (int shift = 24; shift >= 0; shift -= 8)
        out += static_cast<char>((v >> shift) & 0xff);
}

void appendEscape(std::string& out, std::uint32_t unit)
{
    static constexpr char hex[] = "0123456789abcdef";
    out += "\\u";
    for (int shift = 12; shift >= 0; shift -= 4)
        out += hex[(unit >> shift) & 0xf];
}

// JSON with every character past ASCII as \uXXXX (UTF-16 units, a pair past U+FFFF).
// Valid JSON: such characters stand only inside strings. A byte that is not UTF-8 (a
// record's text always is) becomes U+FFFD.
std::string asciiJson(std::string_view utf8)
{
    std::string out;
    out.reserve(utf8.size());
    for (std::size_t i = 0; i < utf8.size();) {
        const auto lead = static_cast<unsigned char>(utf8[i]);
        if (lead < 0x80) {
            out += static_cast<char>(lead);
            ++i;
            continue;
        }
        const int extra = lead >= 0xf0 ? 3 : lead >= 0xe0 ? 2 : lead >= 0xc0 ? 1 : 0;
        std::uint32_t c = extra == 0 ? 0xfffd : lead & (0x3fu >> extra);
        std::size_t n = 1;
        for (; extra > 0 && n <= static_cast<std::size_t>(extra); ++n) {
            if (i + n >= utf8.size() || (static_cast<unsigned char>(utf8[i + n]) & 0xc0) != 0x80) {
                c = 0xfffd;
                break;
            }
            c = (c << 6) | (static_cast<unsigned char>(utf8[i + n]) & 0x3f);
        }
        i += n;
        if (c > 0x10ffff)
            c = 0xfffd;
        if (c >= 0x10000) {
            appendEscape(out, 0xd800 + ((c - 0x10000) >> 10));
            appendEscape(out, 0xdc00 + ((c - 0x10000) & 0x3ff));
        } else {
            appendEscape(out, c);
        }
    }
    return out;
}

std::string xmlEscaped(std::string_view text)
{
    std::string out;
    out.reserve(text.size() + 16);
    for (const char c : text) {
        if (c == '&')
            out += "&amp;";
        else if (c == '<')
            out += "&lt;";
        else if (c == '>')
            out += "&gt;";
        else
            out += c;
    }
    return out;
}

} // namespace

Result<std::string> pictureRecord(Variant v, const std::vector<Move>& moves, const GridInfo& info)
{
    MsrRecord rec;
    rec.variant = v;
    rec.moves = moves;
    rec.document = info.record();
    const auto pretty = writeMsr(rec);
    if (!pretty)
        return pretty.error();
    const auto json = Json::parse(*pretty);
    if (!json)
        return json.error();
    return asciiJson(json->dump(false));
}

Result<std::string> withPngRecord(std::string_view png, std::string_view record)
{
    if (png.substr(0, pngchunks::signature.size()) != pngchunks::signature || png.size() < 33 || png.substr(12, 4) != "IHDR")
        return syntaxError(MORPION_TR_NOOP("ErrorDetail", "not a PNG picture"));
    std::string body = "tEXt";
    body += pngchunks::recordKey;
    body += record;
    std::string chunk;
    appendBigEndian(chunk, static_cast<std::uint32_t>(body.size() - 4));
    chunk += body;
    appendBigEndian(chunk, crc32(body));

    std::string out(pngchunks::signature);
    out.reserve(png.size() + chunk.size());
    std::size_t pos = pngchunks::signature.size();
    while (png.size() - pos >= 12) {
        const std::uint32_t length = pngchunks::readBigEndian(png.substr(pos));
        const std::string_view type = png.substr(pos + 4, 4);
        if (length > png.size() - pos - 12)
            return syntaxError(phrase(MORPION_TR_NOOP("ErrorDetail", "the PNG is cut short in its %1 chunk"), std::string(type)));
        if (!pngchunks::isRecordChunk(type, png.substr(pos + 8, length)))
            out.append(png.substr(pos, 12 + std::size_t(length)));
        if (type == "IHDR")
            out += chunk;
        pos += 12 + std::size_t(length);
    }
    if (pos != png.size())
        return syntaxError(MORPION_TR_NOOP("ErrorDetail", "the PNG ends inside a chunk's header"));
    return out;
}

Result<std::string> withSvgRecord(std::string_view svg, std::string_view record)
{
    std::string text(svg);
    if (const std::size_t old = text.find(svgMetadataStart); old != std::string::npos) {
        const std::size_t end = text.find(svgMetadataEnd, old);
        if (end != std::string::npos) {
            std::size_t from = old;
            if (from > 0 && text[from - 1] == '\n')
                --from; // the line break written before it
            text.erase(from, end + svgMetadataEnd.size() - from);
        }
    }
    const std::size_t open = text.find("<svg");
    const std::size_t end = open == std::string::npos ? open : text.find('>', open);
    if (end == std::string::npos)
        return syntaxError(MORPION_TR_NOOP("ErrorDetail", "not an SVG drawing: it has no <svg> tag"));
    std::string metadata = "\n";
    metadata += svgMetadataStart;
    metadata += "<msr xmlns=\"urn:x-morpion:msr\" version=\"0.1\">" + xmlEscaped(record) + "</msr>";
    metadata += svgMetadataEnd;
    text.insert(end + 1, metadata);
    return text;
}

} // namespace morpion
