#include "app/gui/PictureMetadata.h"

#include "core/Inflate.h"
#include "core/Json.h"
#include "core/Msr.h"

#include <QBuffer>
#include <QFile>
#include <QXmlStreamReader>

#include <array>
#include <cstdint>

namespace morpion::gui {

namespace {

const QByteArray pngSignature("\x89PNG\r\n\x1a\n", 8);
const QByteArray recordKey("msr");
constexpr qint64 maxRecordBytes = 16 << 20; // as the MSR reader's own limit
constexpr qint64 maxSvgBytes = 256 << 20;   // an SVG is read through to find its metadata

// CRC-32 of ISO 3309 as PNG chunks use it (the zlib one, without needing zlib here).
std::uint32_t crc32(const QByteArray& data)
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

// The text of a PNG text chunk named "msr": tEXt as it is; zTXt and iTXt (which other
// programs may write) inflated, at most maxRecordBytes. Empty for another keyword or a
// chunk that is not well formed.
QByteArray recordOfTextChunk(const QByteArray& type, const QByteArray& data)
{
    if (!data.startsWith(recordKey + '\0'))
        return {};
    QByteArray rest = data.mid(recordKey.size() + 1);
    bool compressed = false;
    if (type == "zTXt") {
        if (rest.isEmpty() || rest.at(0) != 0)
            return {};
        rest.remove(0, 1);
        compressed = true;
    } else if (type == "iTXt") {
        // compression flag, method, language tag\0, translated keyword\0, text
        if (rest.size() < 2 || rest.at(1) != 0)
            return {};
        compressed = rest.at(0) != 0;
        const qsizetype language = rest.indexOf('\0', 2);
        const qsizetype translated = language < 0 ? -1 : rest.indexOf('\0', language + 1);
        if (translated < 0)
            return {};
        rest.remove(0, translated + 1);
    }
    if (!compressed)
        return rest;
    const auto inflated = inflateBytes(std::string_view(rest.constData(), static_cast<std::size_t>(rest.size())),
                                       InflateFormat::Zlib, static_cast<std::size_t>(maxRecordBytes));
    return inflated ? QByteArray::fromStdString(*inflated) : QByteArray();
}

// The first text chunk named "msr" of a PNG, walking the chunks without reading image data.
QByteArray pngTextChunk(QIODevice& in)
{
    if (!in.seek(8))
        return {};
    for (;;) {
        const QByteArray head = in.read(8);
        if (head.size() < 8)
            return {};
        const std::uint32_t length = readBigEndian(head.constData());
        const QByteArray type = head.mid(4, 4);
        if (type == "IEND")
            return {};
        if (isTextChunk(type) && length <= static_cast<std::uint32_t>(maxRecordBytes)) {
            const QByteArray data = in.read(length);
            if (data.size() != static_cast<qsizetype>(length))
                return {};
            const QByteArray record = recordOfTextChunk(type, data);
            if (!record.isEmpty())
                return record;
            if (!in.seek(in.pos() + 4))
                return {};
            continue;
        }
        if (!in.seek(in.pos() + qint64(length) + 4))
            return {};
    }
}

PictureMetadata::Found readPng(QIODevice& in)
{
    PictureMetadata::Found found;
    found.kind = PictureMetadata::Kind::Png;
    found.record = pngTextChunk(in);
    if (found.record.isEmpty())
        found.problem = PictureMetadata::tr("the picture carries no grid (it has no “msr” record)");
    return found;
}

PictureMetadata::Found readSvg(QIODevice& in)
{
    PictureMetadata::Found found;
    found.kind = PictureMetadata::Kind::Svg;
    QXmlStreamReader xml(&in);
    int metadataDepth = 0;
    int depth = 0;
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::StartElement) {
            ++depth;
            if (xml.name() == QLatin1String("metadata") && metadataDepth == 0) {
                metadataDepth = depth;
            } else if (metadataDepth > 0 && xml.name() == QLatin1String("msr")) {
                found.record = xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed().toUtf8();
                --depth;
                if (!found.record.isEmpty())
                    return found;
            }
        } else if (token == QXmlStreamReader::EndElement) {
            if (depth == metadataDepth)
                metadataDepth = 0;
            --depth;
        }
        if (in.pos() > maxSvgBytes)
            break;
    }
    if (xml.hasError() && xml.error() != QXmlStreamReader::PrematureEndOfDocumentError)
        found.problem =
            PictureMetadata::tr("the SVG drawing is not well formed on line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
    else
        found.problem = PictureMetadata::tr("the drawing carries no grid (it has no <metadata> with an “msr” record)");
    return found;
}

PictureMetadata::Found readDevice(QIODevice& in)
{
    const QByteArray head = in.peek(4096);
    switch (PictureMetadata::sniff(head)) {
    case PictureMetadata::Kind::Png: return readPng(in);
    case PictureMetadata::Kind::Svg: return readSvg(in);
    case PictureMetadata::Kind::NotAPicture: break;
    }
    return {};
}

} // namespace

QByteArray PictureMetadata::record(Variant v, const std::vector<Move>& moves)
{
    const auto pretty = writeMsr(v, moves);
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
    appendBigEndian(chunk, crc32(body));

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

PictureMetadata::Kind PictureMetadata::sniff(const QByteArray& head)
{
    if (head.startsWith(pngSignature))
        return Kind::Png;
    QByteArray start = head.left(4096);
    if (start.startsWith("\xef\xbb\xbf"))
        start.remove(0, 3);
    start = start.trimmed();
    if ((start.startsWith("<?xml") || start.startsWith("<svg") || start.startsWith("<!--") ||
         start.startsWith("<!DOCTYPE svg")) &&
        start.contains("<svg"))
        return Kind::Svg;
    return Kind::NotAPicture;
}

PictureMetadata::Found PictureMetadata::readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return readDevice(file);
}

PictureMetadata::Found PictureMetadata::read(const QByteArray& bytes)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    return readDevice(buffer);
}

} // namespace morpion::gui
