#include "core/formats/PictureRecord.h"

#include "core/base/Utf8.h"
#include "core/formats/Inflate.h"
#include "core/formats/Msr.h"
#include "core/formats/PngChunks.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace morpion {

namespace {

using pngchunks::readBigEndian;

Error noRecord()
{
    Error e;
    e.kind = ErrorKind::NoRecord;
    return e;
}

Error tooLarge()
{
    Error e;
    e.kind = ErrorKind::TooLarge;
    e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "the picture's record is over %1 MiB"), msrMaxTextBytes >> 20);
    return e;
}

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.substr(0, prefix.size()) == prefix;
}

std::string latin1ToUtf8(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (const char c : text)
        appendUtf8(out, static_cast<unsigned char>(c));
    return out;
}

// ---- PNG ----

// The record of one text chunk's data (after the "msr\0" keyword).
Result<std::string> pngChunkRecord(std::string_view type, std::string_view data)
{
    if (type == "tEXt")
        return latin1ToUtf8(data);
    if (type == "zTXt") {
        if (data.empty() || data[0] != 0)
            return syntaxError(MORPION_TR_NOOP("ErrorDetail", "the PNG's zTXt \"msr\" chunk has an unknown compression method"));
        auto text = inflateBytes(data.substr(1), InflateFormat::Zlib, msrMaxTextBytes);
        if (!text)
            return text.error();
        return latin1ToUtf8(*text);
    }
    // iTXt: compression flag, method, language tag '\0', translated keyword '\0', text.
    if (data.size() < 2)
        return syntaxError(MORPION_TR_NOOP("ErrorDetail", "the PNG's iTXt \"msr\" chunk is cut short"));
    const bool compressed = data[0] != 0;
    if (compressed && data[1] != 0)
        return syntaxError(MORPION_TR_NOOP("ErrorDetail", "the PNG's iTXt \"msr\" chunk has an unknown compression method"));
    std::string_view rest = data.substr(2);
    for (int field = 0; field < 2; ++field) {
        const std::size_t end = rest.find('\0');
        if (end == std::string_view::npos)
            return syntaxError(MORPION_TR_NOOP("ErrorDetail", "the PNG's iTXt \"msr\" chunk is cut short"));
        rest.remove_prefix(end + 1);
    }
    if (!compressed)
        return std::string(rest);
    return inflateBytes(rest, InflateFormat::Zlib, msrMaxTextBytes);
}

// Walks the chunks (length, type, data, CRC) without looking at the image data.
Result<std::string> pngRecord(std::string_view png)
{
    std::size_t pos = pngchunks::signature.size();
    while (png.size() - pos >= 12) {
        const std::uint32_t length = readBigEndian(png.substr(pos));
        const std::string_view type = png.substr(pos + 4, 4);
        if (length > png.size() - pos - 12)
            return syntaxError(phrase(MORPION_TR_NOOP("ErrorDetail", "the PNG is cut short in its %1 chunk"), std::string(type)));
        const std::string_view data = png.substr(pos + 8, length);
        if (type == "IEND")
            break;
        if (pngchunks::isRecordChunk(type, data)) {
            if (data.size() > msrMaxTextBytes)
                return tooLarge();
            auto record = pngChunkRecord(type, data.substr(pngchunks::recordKey.size()));
            if (!record || !record->empty())
                return record;
        }
        pos += 12 + std::size_t(length);
    }
    return noRecord();
}

// ---- SVG ----

// One pass over the XML: just enough of it (tags, comments, CDATA, processing
// instructions, a DOCTYPE, entities) to find the record and to say where a drawing that is
// not well formed goes wrong.
class SvgScanner {
public:
    explicit SvgScanner(std::string_view xml)
        : xml_(xml)
    {}

    Result<std::string> record()
    {
        int depth = 0;
        int metadataDepth = 0;
        while (pos_ < xml_.size()) {
            const std::size_t open = xml_.find('<', pos_);
            if (open == std::string_view::npos)
                break;
            advanceTo(open);
            Tag tag;
            if (auto bad = markupOrTag(tag, nullptr))
                return *bad;
            if (tag.name.empty() || tag.empty)
                continue;
            if (tag.closing) {
                if (depth == metadataDepth)
                    metadataDepth = 0;
                --depth;
                continue;
            }
            ++depth;
            if (metadataDepth == 0 && localName(tag.name) == "metadata") {
                metadataDepth = depth;
            } else if (metadataDepth > 0 && localName(tag.name) == "msr") {
                auto text = elementText();
                if (!text)
                    return text.error();
                --depth;
                const std::size_t first = text->find_first_not_of(" \t\r\n");
                if (first != std::string::npos) {
                    const std::size_t last = text->find_last_not_of(" \t\r\n");
                    return text->substr(first, last + 1 - first);
                }
            }
        }
        return noRecord();
    }

private:
    struct Tag {
        std::string_view name;
        bool closing = false;
        bool empty = false; // <tag/>
    };

    static std::string_view localName(std::string_view name)
    {
        const std::size_t colon = name.rfind(':');
        return colon == std::string_view::npos ? name : name.substr(colon + 1);
    }

    Error error(Phrase detail) const
    {
        Error e =
            syntaxError(phrase(MORPION_TR_NOOP("ErrorDetail", "the SVG drawing is not well formed: %1"), std::move(detail)));
        e.line = line_;
        return e;
    }

    // Moves to `to`, counting the lines passed.
    void advanceTo(std::size_t to)
    {
        for (; pos_ < to; ++pos_)
            if (xml_[pos_] == '\n')
                ++line_;
    }

    // Past `end`, which must follow; an error names what was left open.
    std::optional<Error> skipPast(std::string_view end, Pattern neverEnds)
    {
        const std::size_t at = xml_.find(end, pos_);
        if (at == std::string_view::npos)
            return error(neverEnds);
        advanceTo(at + end.size());
        return std::nullopt;
    }

    // A comment, CDATA section, processing instruction or DOCTYPE (with an internal subset).
    std::optional<Error> skipMarkup()
    {
        const std::string_view rest = xml_.substr(pos_);
        if (startsWith(rest, "<!--"))
            return skipPast("-->", MORPION_TR_NOOP("ErrorDetail", "a comment that never ends"));
        if (startsWith(rest, "<![CDATA["))
            return skipPast("]]>", MORPION_TR_NOOP("ErrorDetail", "a CDATA section that never ends"));
        if (startsWith(rest, "<?"))
            return skipPast("?>", MORPION_TR_NOOP("ErrorDetail", "a processing instruction that never ends"));
        const std::size_t close = rest.find('>');
        const std::size_t subset = rest.find('[');
        if (subset != std::string_view::npos && (close == std::string_view::npos || subset < close))
            return skipPast("]>", MORPION_TR_NOOP("ErrorDetail", "a DOCTYPE that never ends"));
        return skipPast(">", MORPION_TR_NOOP("ErrorDetail", "a declaration that never ends"));
    }

    // At a '<': a comment, processing instruction or declaration is skipped, and so is a
    // CDATA section unless `cdata` takes its text (tag.name then stays empty); else the
    // tag is read, a start tag opens its element and an end tag must close the one open.
    std::optional<Error> markupOrTag(Tag& tag, std::string* cdata)
    {
        const std::string_view rest = xml_.substr(pos_);
        if (cdata && startsWith(rest, "<![CDATA[")) {
            const std::size_t end = rest.find("]]>");
            if (end == std::string_view::npos)
                return error(MORPION_TR_NOOP("ErrorDetail", "a CDATA section that never ends"));
            *cdata += rest.substr(9, end - 9);
            advanceTo(pos_ + end + 3);
            return std::nullopt;
        }
        if (startsWith(rest, "<!") || startsWith(rest, "<?"))
            return skipMarkup();
        if (auto bad = readTag(tag))
            return bad;
        if (tag.closing)
            return close(tag.name);
        if (!tag.empty)
            open_.push_back(tag.name);
        return std::nullopt;
    }

    // A start or end tag at pos_ ('<'); attribute values may hold '>' inside quotes.
    std::optional<Error> readTag(Tag& tag)
    {
        std::size_t i = pos_ + 1;
        if (i < xml_.size() && xml_[i] == '/') {
            tag.closing = true;
            ++i;
        }
        const std::size_t nameStart = i;
        while (i < xml_.size() && !isSpace(xml_[i]) && xml_[i] != '>' && xml_[i] != '/' && xml_[i] != '<')
            ++i;
        tag.name = xml_.substr(nameStart, i - nameStart);
        if (tag.name.empty())
            return error(MORPION_TR_NOOP("ErrorDetail", "a '<' that starts no tag"));
        char quote = 0;
        for (; i < xml_.size(); ++i) {
            const char c = xml_[i];
            if (quote) {
                if (c == quote)
                    quote = 0;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '<') {
                return error(phrase(MORPION_TR_NOOP("ErrorDetail", "a '<' inside the tag <%1>"), tag.name));
            } else if (c == '>') {
                tag.empty = !tag.closing && xml_[i - 1] == '/';
                advanceTo(i + 1);
                return std::nullopt;
            }
        }
        return error(phrase(MORPION_TR_NOOP("ErrorDetail", "the tag <%1> never ends"), tag.name));
    }

    // An end tag must close the element open last.
    std::optional<Error> close(std::string_view name)
    {
        if (open_.empty())
            return error(phrase(MORPION_TR_NOOP("ErrorDetail", "an end tag </%1> without its start tag"), name));
        if (open_.back() != name)
            return error(phrase(MORPION_TR_NOOP("ErrorDetail", "the end tag </%1> where </%2> was due"), name, open_.back()));
        open_.pop_back();
        return std::nullopt;
    }

    static bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

    // The text of the element whose start tag was just read, up to its end tag: character
    // data with its entities decoded, CDATA as it stands, the text of child elements.
    Result<std::string> elementText()
    {
        std::string out;
        int depth = 1;
        while (pos_ < xml_.size()) {
            const char c = xml_[pos_];
            if (out.size() > msrMaxTextBytes)
                return tooLarge();
            if (c == '&') {
                if (auto bad = entity(out))
                    return *bad;
                continue;
            }
            if (c != '<') {
                if (c == '\n')
                    ++line_;
                out += c;
                ++pos_;
                continue;
            }
            Tag tag;
            if (auto bad = markupOrTag(tag, &out))
                return *bad;
            if (tag.name.empty() || tag.empty)
                continue;
            if (!tag.closing)
                ++depth;
            else if (--depth == 0)
                return out;
        }
        return error(MORPION_TR_NOOP("ErrorDetail", "the \"msr\" element never ends"));
    }

    // An entity reference at pos_ ('&'), decoded onto out.
    std::optional<Error> entity(std::string& out)
    {
        const std::size_t end = xml_.find(';', pos_);
        if (end == std::string_view::npos || end - pos_ > 12)
            return error(MORPION_TR_NOOP("ErrorDetail", "a '&' that starts no entity"));
        const std::string_view name = xml_.substr(pos_ + 1, end - pos_ - 1);
        if (name == "amp")
            out += '&';
        else if (name == "lt")
            out += '<';
        else if (name == "gt")
            out += '>';
        else if (name == "quot")
            out += '"';
        else if (name == "apos")
            out += '\'';
        else if (name.size() >= 2 && name[0] == '#') {
            const bool hex = name[1] == 'x' || name[1] == 'X';
            const std::string_view digits = name.substr(hex ? 2 : 1);
            std::uint32_t value = 0;
            if (digits.empty())
                return error(phrase(MORPION_TR_NOOP("ErrorDetail", "the character reference &%1; has no digits"), name));
            for (const char d : digits) {
                int v = -1;
                if (d >= '0' && d <= '9')
                    v = d - '0';
                else if (hex && d >= 'a' && d <= 'f')
                    v = d - 'a' + 10;
                else if (hex && d >= 'A' && d <= 'F')
                    v = d - 'A' + 10;
                if (v < 0)
                    return error(phrase(MORPION_TR_NOOP("ErrorDetail", "the character reference &%1; is not a number"), name));
                value = value * (hex ? 16 : 10) + static_cast<std::uint32_t>(v);
            }
            if (value == 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff))
                return error(phrase(MORPION_TR_NOOP("ErrorDetail", "the character reference &%1; names no character"), name));
            appendUtf8(out, value);
        } else {
            return error(phrase(MORPION_TR_NOOP("ErrorDetail", "the entity &%1; is not one of XML's own"), name));
        }
        pos_ = end + 1;
        return std::nullopt;
    }

    std::string_view xml_;
    std::vector<std::string_view> open_; // the names of the elements open, outermost first
    std::size_t pos_ = 0;
    int line_ = 1;
};

} // namespace

namespace {

// UTF-16 text, by its byte-order mark or by a '<' with a zero byte beside it.
enum class Utf16 { None, Little, Big };

Utf16 utf16Of(std::string_view b)
{
    if (startsWith(b, "\xff\xfe") || (b.size() >= 2 && b[0] == '<' && b[1] == '\0'))
        return Utf16::Little;
    if (startsWith(b, "\xfe\xff") || (b.size() >= 2 && b[0] == '\0' && b[1] == '<'))
        return Utf16::Big;
    return Utf16::None;
}

// The UTF-16 text as UTF-8 (a byte-order mark dropped, a lone surrogate or an odd last
// byte ending it), so that one scanner reads both.
std::string utf16ToUtf8(std::string_view b, Utf16 order)
{
    std::string out;
    out.reserve(b.size());
    const auto unit = [&](std::size_t i) {
        const auto lo = static_cast<unsigned char>(b[order == Utf16::Little ? i : i + 1]);
        const auto hi = static_cast<unsigned char>(b[order == Utf16::Little ? i + 1 : i]);
        return static_cast<std::uint32_t>(hi << 8 | lo);
    };
    std::size_t i = startsWith(b, "\xff\xfe") || startsWith(b, "\xfe\xff") ? 2 : 0;
    for (; i + 1 < b.size(); i += 2) {
        std::uint32_t c = unit(i);
        if (c >= 0xD800 && c <= 0xDBFF && i + 3 < b.size()) {
            const std::uint32_t low = unit(i + 2);
            if (low < 0xDC00 || low > 0xDFFF)
                break;
            c = 0x10000 + ((c - 0xD800) << 10) + (low - 0xDC00);
            i += 2;
        } else if (c >= 0xD800 && c <= 0xDFFF) {
            break;
        }
        appendUtf8(out, c);
    }
    return out;
}

// After the prolog (an XML declaration, comments, processing instructions, a DOCTYPE with
// its internal subset, white space), the first element is <svg> (in any namespace).
// Linear in the prolog; false when the head ends inside it.
bool rootIsSvg(std::string_view x)
{
    if (startsWith(x, "\xef\xbb\xbf"))
        x.remove_prefix(3);
    std::size_t i = 0;
    const auto skipSpace = [&] {
        while (i < x.size() && (x[i] == ' ' || x[i] == '\t' || x[i] == '\r' || x[i] == '\n'))
            ++i;
    };
    for (;;) {
        skipSpace();
        const std::string_view rest = x.substr(std::min(i, x.size()));
        if (startsWith(rest, "<?")) {
            const std::size_t end = x.find("?>", i + 2);
            if (end == std::string_view::npos)
                return false;
            i = end + 2;
        } else if (startsWith(rest, "<!--")) {
            const std::size_t end = x.find("-->", i + 4);
            if (end == std::string_view::npos)
                return false;
            i = end + 3;
        } else if (startsWith(rest, "<!DOCTYPE")) {
            // To its '>', past quoted strings and the internal subset in brackets.
            int brackets = 0;
            char quote = 0;
            for (i += 9; i < x.size(); ++i) {
                const char c = x[i];
                if (quote) {
                    quote = c == quote ? 0 : quote;
                } else if (c == '"' || c == '\'') {
                    quote = c;
                } else if (c == '[') {
                    ++brackets;
                } else if (c == ']') {
                    --brackets;
                } else if (c == '>' && brackets <= 0) {
                    break;
                }
            }
            if (i >= x.size())
                return false;
            ++i;
        } else if (startsWith(rest, "<")) {
            std::size_t end = 1;
            while (end < rest.size() && rest[end] != ' ' && rest[end] != '\t' && rest[end] != '\r' && rest[end] != '\n' &&
                   rest[end] != '>' && rest[end] != '/')
                ++end;
            std::string_view name = rest.substr(1, end - 1);
            if (const std::size_t colon = name.rfind(':'); colon != std::string_view::npos)
                name.remove_prefix(colon + 1);
            return name == "svg";
        } else {
            return false;
        }
    }
}

} // namespace

PictureKind sniffPicture(std::string_view head)
{
    if (startsWith(head, pngchunks::signature))
        return PictureKind::Png;
    if (const Utf16 order = utf16Of(head); order != Utf16::None) // its prolog is in the first 64 KiB
        return rootIsSvg(utf16ToUtf8(head.substr(0, std::size_t{64} << 10), order)) ? PictureKind::Svg : PictureKind::None;
    return rootIsSvg(head) ? PictureKind::Svg : PictureKind::None;
}

Result<std::string> readPictureRecord(std::string_view bytes)
{
    switch (sniffPicture(bytes)) {
    case PictureKind::Png: return pngRecord(bytes);
    case PictureKind::Svg: {
        const Utf16 order = utf16Of(bytes);
        if (order == Utf16::None)
            return SvgScanner(bytes).record();
        const std::string utf8 = utf16ToUtf8(bytes, order);
        return SvgScanner(utf8).record();
    }
    case PictureKind::None: break;
    }
    return syntaxError(MORPION_TR_NOOP("ErrorDetail", "not a PNG or SVG picture"));
}

} // namespace morpion
