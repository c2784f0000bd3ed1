#include "app/paint/PictureMetadata.h"

#include "core/formats/Json.h"
#include "core/formats/Msr.h"

#include <cstdint>

#include <zlib.h>

namespace morpion::paint {

namespace {

const QByteArray pngSignature("\x89PNG\r\n\x1a\n", 8);
const QByteArray recordKey("msr");

// The CRC-32 a PNG chunk ends with: zlib's, which the core links for MS1 anyway.
std::uint32_t chunkCrc(const QByteArray& data)
{
    return static_cast<std::uint32_t>(
        ::crc32(::crc32(0L, Z_NULL, 0), reinterpret_cast<const Bytef*>(data.constData()), static_cast<uInt>(data.size())));
}

void appendBigEndian(QByteArray& out, std::uint32_t v)
{
    out.append(static_cast<char>(v >> 24))
        .append(static_cast<char>(v >> 16))
        .append(static_cast<char>(v >> 8))
        .append(static_cast<char>(v));
}

std::uint32_t readBigEndian(const char* p)
{
    const auto* u = reinterpret_cast<const unsigned char*>(p);
    return (std::uint32_t(u[0]) << 24) | (std::uint32_t(u[1]) << 16) | (std::uint32_t(u[2]) << 8) | std::uint32_t(u[3]);
}

bool isTextChunk(const QByteArray& type)
{
    return type == "tEXt" || type == "zTXt" || type == "iTXt";
}

// JSON with every non-ASCII character as a \uXXXX escape (valid: such characters can only
// stand inside strings), so that it is plain Latin-1 for tEXt.
QByteArray asciiJson(const std::string& utf8)
{
    QByteArray out;
    const QString text = QString::fromStdString(utf8);
    out.reserve(text.size());
    for (const QChar c : text) {
        if (c.unicode() < 128)
            out.append(static_cast<char>(c.unicode()));
        else
            out.append(QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0')).toLatin1());
    }
    return out;
}

QByteArray xmlEscaped(const QByteArray& text)
{
    QByteArray out;
    out.reserve(text.size() + 16);
    for (const char c : text) {
        if (c == '&')
            out.append("&amp;");
        else if (c == '<')
            out.append("&lt;");
        else if (c == '>')
            out.append("&gt;");
        else
            out.append(c);
    }
    return out;
}

} // namespace

QByteArray PictureMetadata::record(Variant v, const std::vector<Move>& moves, const GridInfo& info)
{
    MsrRecord rec;
    rec.variant = v;
    rec.moves = moves;
    rec.document = info.record();
    const auto pretty = writeMsr(rec);
    if (!pretty)
        return {};
    const auto json = Json::parse(*pretty);
    if (!json)
        return {};
    return asciiJson(json->dump(false));
}

QByteArray PictureMetadata::withPngRecord(const QByteArray& png, const QByteArray& record)
{
    if (!png.startsWith(pngSignature) || png.size() < 33 || png.mid(12, 4) != "IHDR")
        return png;
    QByteArray chunk;
    appendBigEndian(chunk, static_cast<std::uint32_t>(recordKey.size() + 1 + record.size()));
    QByteArray body = "tEXt" + recordKey + '\0' + record;
    chunk += body;
    appendBigEndian(chunk, chunkCrc(body));

    QByteArray out = pngSignature;
    out.reserve(png.size() + chunk.size());
    qsizetype pos = 8;
    while (pos + 12 <= png.size()) {
        const std::uint32_t length = readBigEndian(png.constData() + pos);
        if (qint64(length) > png.size() - pos - 12)
            return png;
        const QByteArray type = png.mid(pos + 4, 4);
        const bool oldRecord = isTextChunk(type) && png.mid(pos + 8, recordKey.size() + 1) == recordKey + '\0';
        if (!oldRecord)
            out.append(png.constData() + pos, 12 + qsizetype(length));
        if (type == "IHDR")
            out += chunk;
        pos += 12 + qsizetype(length);
    }
    return pos == png.size() ? out : png;
}

QByteArray PictureMetadata::withSvgRecord(const QByteArray& svg, const QByteArray& record)
{
    const qsizetype open = svg.indexOf("<svg");
    if (open < 0)
        return svg;
    const qsizetype end = svg.indexOf('>', open);
    if (end < 0)
        return svg;
    const QByteArray metadata =
        "\n<metadata id=\"msr\"><msr xmlns=\"urn:x-morpion:msr\" version=\"0.1\">" + xmlEscaped(record) + "</msr></metadata>";
    QByteArray out = svg;
    out.insert(end + 1, metadata);
    return out;
}

} // namespace morpion::paint
