#include "core/formats/Msr.h"

#include "core/codes/LayerCode.h"
#include "core/formats/Inflate.h"
#include "core/rules/Cross.h"
#include "core/rules/MoveText.h"
#include "core/rules/Position.h"

#include <algorithm>
#include <array>

#ifdef MORPION_HAVE_ZLIB
#include <zlib.h>
#endif

namespace morpion {

namespace {

constexpr std::string_view ms1Prefix = "MS1:";

Error errorAt(ErrorKind kind, const Json& where, Phrase detail)
{
    Error e;
    e.kind = kind;
    e.detail = std::move(detail);
    e.line = where.line();
    e.position = where.column();
    return e;
}

std::optional<Dir> parseMsrDir(std::string_view s)
{
    if (s == "H")
        return Dir::E;
    if (s == "V")
        return Dir::S;
    if (s == "DP")
        return Dir::NE;
    if (s == "DN")
        return Dir::SE;
    return std::nullopt;
}

// The fields every writer recomputes, in the order a new record gets them.
struct Derived {
    int score = 0;
    int available = 0;
    bool terminal = true;
    std::array<int, 4> bbox{};
    std::string code; // empty when the layering fails (it cannot for a legal game)
};

Derived derive(Variant v, const Position& pos, const std::vector<Move>& moves)
{
    Derived d;
    d.score = pos.score();
    d.available = pos.legalCount();
    d.terminal = pos.isOver();
    const auto pts = pos.points();
    d.bbox = {pts.front().x, pts.front().y, pts.front().x, pts.front().y};
    for (const Point p : pts) {
        d.bbox[0] = std::min(d.bbox[0], p.x);
        d.bbox[1] = std::min(d.bbox[1], p.y);
        d.bbox[2] = std::max(d.bbox[2], p.x);
        d.bbox[3] = std::max(d.bbox[3], p.y);
    }
    if (auto code = encodeLayerCode(v, moves))
        d.code = *code;
    return d;
}

Json bboxJson(const std::array<int, 4>& b)
{
    return Json::array({Json::number(b[0]), Json::number(b[1]), Json::number(b[2]), Json::number(b[3])});
}

// A JSON value's type, in words ("number", "object").
Phrase typeWord(const Json& j)
{
    switch (j.type()) {
    case Json::Type::Null: return MORPION_TR_NOOP("ErrorDetail", "null");
    case Json::Type::Bool: return MORPION_TR_NOOP("ErrorDetail", "boolean");
    case Json::Type::Number: return MORPION_TR_NOOP("ErrorDetail", "number");
    case Json::Type::String: return MORPION_TR_NOOP("ErrorDetail", "string");
    case Json::Type::Array: return MORPION_TR_NOOP("ErrorDetail", "array");
    case Json::Type::Object: return MORPION_TR_NOOP("ErrorDetail", "object");
    }
    return Phrase::literal(std::string(j.typeName()));
}

// "move 3: ..." for what is wrong with the move at `index`.
Phrase ofMove(std::size_t index, Phrase what)
{
    return phrase(MORPION_TR_NOOP("ErrorDetail", "move %1: %2"), index + 1, std::move(what));
}

// Reads one integer field of a move object.
Result<std::int64_t> intField(const Json& obj, std::string_view key, std::size_t index)
{
    const Json* f = obj.find(key);
    if (!f)
        return errorAt(ErrorKind::Syntax, obj, ofMove(index, phrase(MORPION_TR_NOOP("ErrorDetail", "no \"%1\" field"), key)));
    const auto v = f->asInteger();
    if (!v)
        return errorAt(ErrorKind::Syntax, *f,
                       ofMove(index, phrase(MORPION_TR_NOOP("ErrorDetail", "\"%1\" must be an integer, found %2"), key,
                                            f->isNumber() ? Phrase::inputValue(f->text()) : typeWord(*f))));
    if (*v < -coordinateLimit || *v > coordinateLimit)
        return errorAt(ErrorKind::Syntax, *f,
                       ofMove(index, phrase(MORPION_TR_NOOP("ErrorDetail", "\"%1\" is out of range: %2"), key,
                                            Phrase::inputValue(f->text()))));
    return *v;
}

Result<Move> readMove(const Json& obj, std::size_t index, int n)
{
    if (!obj.isObject())
        return errorAt(ErrorKind::Syntax, obj,
                       ofMove(index, phrase(MORPION_TR_NOOP("ErrorDetail", "expected an object, found %1"), typeWord(obj))));
    auto x = intField(obj, "x", index);
    if (!x)
        return x.error();
    auto y = intField(obj, "y", index);
    if (!y)
        return y.error();
    const Json* dir = obj.find("dir");
    if (!dir)
        return errorAt(ErrorKind::Syntax, obj,
                       ofMove(index, phrase(MORPION_TR_NOOP("ErrorDetail", "no \"%1\" field"), std::string("dir"))));
    if (!dir->isString())
        return errorAt(ErrorKind::Syntax, *dir,
                       ofMove(index, phrase(MORPION_TR_NOOP("ErrorDetail", "\"%1\" must be a string, found %2"),
                                            std::string("dir"), typeWord(*dir))));
    const auto d = parseMsrDir(dir->text());
    if (!d)
        return errorAt(ErrorKind::Syntax, *dir,
                       ofMove(index, phrase(MORPION_TR_NOOP("ErrorDetail", "unknown \"dir\" \"%1\" (expected H, V, DP or DN)"),
                                            Phrase::inputValue(dir->text()))));
    auto pos = intField(obj, "pos", index);
    if (!pos)
        return pos.error();
    if (*pos < 0 || *pos >= n)
        return errorAt(ErrorKind::Syntax, *obj.find("pos"),
                       ofMove(index, phrase(MORPION_TR_NOOP("ErrorDetail", "\"pos\" must be 0..%1, found %2"), n - 1, *pos)));
    Move m;
    m.point = {static_cast<int>(*x), static_cast<int>(*y)};
    const int p = static_cast<int>(*pos);
    m.line = {{m.point.x - p * stepX(*d), m.point.y - p * stepY(*d)}, *d};
    return m;
}

void checkInt(std::vector<Error>& warnings, const Json& doc, std::string_view key, std::int64_t actual)
{
    const Json* f = doc.find(key);
    if (!f)
        return;
    const auto v = f->asInteger();
    if (!v || *v != actual)
        warnings.push_back(
            errorAt(ErrorKind::Mismatch, *f,
                    phrase(MORPION_TR_NOOP("ErrorDetail", "\"%1\" is %2, the moves give %3"), key,
                           f->isNumber() || f->isString() ? Phrase::inputValue(f->text()) : typeWord(*f), actual)));
}

void checkDerived(std::vector<Error>& warnings, const Json& doc, const Derived& d)
{
    checkInt(warnings, doc, "score", d.score);
    checkInt(warnings, doc, "available_moves", d.available);
    if (const Json* t = doc.find("terminal"); t && !(t->isBool() && t->asBool() == d.terminal))
        warnings.push_back(
            errorAt(ErrorKind::Mismatch, *t,
                    phrase(MORPION_TR_NOOP("ErrorDetail", "\"%1\" is %2, the moves give %3"), std::string("terminal"),
                           t->isBool() ? Phrase::literal(t->asBool() ? "true" : "false") : typeWord(*t),
                           std::string(d.terminal ? "true" : "false"))));
    if (const Json* b = doc.find("bbox")) {
        bool same = b->isArray() && b->items().size() == 4;
        for (std::size_t i = 0; same && i < 4; ++i) {
            const auto v = b->items()[i].asInteger();
            same = v && *v == d.bbox[i];
        }
        if (!same)
            warnings.push_back(errorAt(ErrorKind::Mismatch, *b,
                                       phrase(MORPION_TR_NOOP("ErrorDetail", "\"bbox\" differs, the moves give %1"),
                                              "[" + std::to_string(d.bbox[0]) + ", " + std::to_string(d.bbox[1]) + ", " +
                                                  std::to_string(d.bbox[2]) + ", " + std::to_string(d.bbox[3]) + "]")));
    }
    if (const Json* c = doc.find("code"); c && !(c->isString() && c->text() == d.code))
        warnings.push_back(
            errorAt(ErrorKind::Mismatch, *c,
                    phrase(MORPION_TR_NOOP("ErrorDetail", "\"%1\" is %2, the moves give %3"), std::string("code"),
                           c->isString() ? Phrase::inputValue("\"" + c->text() + "\"") : typeWord(*c), "\"" + d.code + "\"")));
}

Result<Json> buildDocument(const MsrRecord& record)
{
    const int n = lineLength(record.variant);
    Position pos(record.variant);
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        const Move& m = record.moves[i];
        if (m.offsetInLine(n) < 0 || !pos.play(m)) {
            Error e;
            e.kind = ErrorKind::IllegalMove;
            e.position = static_cast<std::int64_t>(i);
            const std::vector<Move> before(record.moves.begin(), record.moves.begin() + static_cast<std::ptrdiff_t>(i));
            e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "move %1, %2: %3"), i + 1, formatMove(m),
                              whyIllegal(record.variant, before, m));
            return e;
        }
    }
    const Derived d = derive(record.variant, pos, record.moves);

    Json doc = record.document.isObject() ? record.document : Json::object();
    const Json* oldMoves = doc.find("moves");
    std::vector<Json> moves;
    moves.reserve(record.moves.size());
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        const Move& m = record.moves[i];
        const int p = m.offsetInLine(n);
        // Keep the stored object (and its unknown fields) when it holds this very move.
        if (oldMoves && oldMoves->isArray() && i < oldMoves->items().size()) {
            const Json& old = oldMoves->items()[i];
            if (auto same = readMove(old, i, n); same && *same == m) {
                moves.push_back(old);
                continue;
            }
        }
        moves.push_back(Json::object({{"x", Json::number(m.point.x)},
                                      {"y", Json::number(m.point.y)},
                                      {"dir", Json::string(std::string(msrDirName(m.line.dir)))},
                                      {"pos", Json::number(p)}}));
    }
    // Missing fields go before "moves", so that a new record reads top-down.
    const std::string_view before = doc.find("moves") ? "moves" : "";
    doc.set("version", Json::string("0.1"), before);
    doc.set("variant", Json::string(std::string(variantName(record.variant))), before);
    doc.set("score", Json::number(d.score), before);
    doc.set("available_moves", Json::number(d.available), before);
    doc.set("terminal", Json::boolean(d.terminal), before);
    doc.set("bbox", bboxJson(d.bbox), before);
    if (!d.code.empty())
        doc.set("code", Json::string(d.code), before);
    doc.set("moves", Json::array(std::move(moves)));
    return doc;
}

// --- base64url (RFC 4648 §5), unpadded ---------------------------------------------------

constexpr char base64UrlChars[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

int base64UrlValue(char c)
{
    if (c >= 'A' && c <= 'Z')
        return c - 'A';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 26;
    if (c >= '0' && c <= '9')
        return c - '0' + 52;
    if (c == '-')
        return 62;
    if (c == '_')
        return 63;
    return -1;
}

// Only writing MS1 encodes, which a build without zlib (the web page's) leaves out.
[[maybe_unused]] std::string base64UrlEncode(std::string_view bytes)
{
    std::string out;
    out.reserve((bytes.size() * 4 + 2) / 3);
    std::uint32_t acc = 0;
    int bits = 0;
    for (const char c : bytes) {
        acc = (acc << 8) | static_cast<unsigned char>(c);
        bits += 8;
        while (bits >= 6) {
            bits -= 6;
            out += base64UrlChars[(acc >> bits) & 63];
        }
    }
    if (bits > 0)
        out += base64UrlChars[(acc << (6 - bits)) & 63];
    return out;
}

// `offset` is where the payload starts in the original text, for error positions.
Result<std::string> base64UrlDecode(std::string_view text, std::size_t offset)
{
    std::string out;
    out.reserve(text.size() * 3 / 4);
    std::uint32_t acc = 0;
    int bits = 0;
    std::size_t count = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
            continue; // a pasted record may have been wrapped
        if (c == '=') {
            // Tolerate padding, but only at the very end.
            if (text.find_first_not_of("= \t\r\n", i) != std::string_view::npos) {
                Error e;
                e.kind = ErrorKind::BadCharacter;
                e.position = static_cast<std::int64_t>(offset + i);
                e.detail = MORPION_TR_NOOP("ErrorDetail", "'=' inside the base64 data");
                return e;
            }
            break;
        }
        const int v = base64UrlValue(c);
        if (v < 0) {
            Error e;
            e.kind = ErrorKind::BadCharacter;
            e.position = static_cast<std::int64_t>(offset + i);
            const auto u = static_cast<unsigned char>(c);
            e.detail =
                u >= 0x20 && u < 0x7f
                    ? phrase(MORPION_TR_NOOP("ErrorDetail", "'%1' is not URL-safe base64 (A-Z a-z 0-9 - _)"), std::string(1, c))
                    : phrase(MORPION_TR_NOOP("ErrorDetail", "byte %1 is not URL-safe base64"), u);
            return e;
        }
        acc = (acc << 6) | static_cast<std::uint32_t>(v);
        bits += 6;
        ++count;
        if (bits >= 8) {
            bits -= 8;
            out += static_cast<char>((acc >> bits) & 0xFF);
        }
    }
    if (count % 4 == 1) {
        Error e;
        e.kind = ErrorKind::Syntax;
        e.position = static_cast<std::int64_t>(offset + text.size());
        e.detail = MORPION_TR_NOOP("ErrorDetail", "the base64 data is cut short (its length leaves a lone character)");
        return e;
    }
    return out;
}

#ifdef MORPION_HAVE_ZLIB
Result<std::string> deflateRaw(std::string_view data)
{
    z_stream z{};
    if (deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
        Error e;
        e.kind = ErrorKind::Io;
        e.detail = MORPION_TR_NOOP("ErrorDetail", "cannot start zlib");
        return e;
    }
    std::string out(deflateBound(&z, static_cast<uLong>(data.size())), '\0');
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
    z.avail_in = static_cast<uInt>(data.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = static_cast<uInt>(out.size());
    const int rc = deflate(&z, Z_FINISH);
    out.resize(z.total_out);
    deflateEnd(&z);
    if (rc != Z_STREAM_END) {
        Error e;
        e.kind = ErrorKind::Io;
        e.detail = MORPION_TR_NOOP("ErrorDetail", "zlib could not compress the record");
        return e;
    }
    return out;
}
#endif

#ifndef MORPION_HAVE_ZLIB
Error noZlib()
{
    Error e;
    e.kind = ErrorKind::Io;
    e.detail = MORPION_TR_NOOP("ErrorDetail", "writing MS1 needs zlib, which this build does not have");
    return e;
}
#endif

std::string_view trimFront(std::string_view s)
{
    if (s.substr(0, 3) == "\xEF\xBB\xBF")
        s.remove_prefix(3);
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r' || s.front() == '\n'))
        s.remove_prefix(1);
    return s;
}

} // namespace

std::string_view msrDirName(Dir d)
{
    switch (d) {
    case Dir::NE: return "DP";
    case Dir::E: return "H";
    case Dir::SE: return "DN";
    case Dir::S: return "V";
    }
    return "H";
}

bool ms1Writable()
{
#ifdef MORPION_HAVE_ZLIB
    return true;
#else
    return false;
#endif
}

Result<MsrRecord> readMsrJson(std::string_view text, std::optional<Variant> fallback)
{
    if (text.size() > msrMaxTextBytes) {
        Error e;
        e.kind = ErrorKind::TooLarge;
        e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "an MSR record of %1 bytes is over the limit of %2 MiB"), text.size(),
                          msrMaxTextBytes >> 20);
        return e;
    }
    Json::Limits limits;
    limits.maxValues = msrMaxJsonValues;
    auto parsed = Json::parse(text, limits);
    if (!parsed)
        return parsed.error();
    MsrRecord rec;
    rec.document = std::move(parsed).value();
    const Json& doc = rec.document;
    if (!doc.isObject())
        return errorAt(ErrorKind::Syntax, doc,
                       phrase(MORPION_TR_NOOP("ErrorDetail", "an MSR record is a JSON object, found %1"), typeWord(doc)));

    if (const Json* var = doc.find("variant")) {
        if (!var->isString())
            return errorAt(ErrorKind::Syntax, *var,
                           phrase(MORPION_TR_NOOP("ErrorDetail", "\"%1\" must be a string, found %2"), std::string("variant"),
                                  typeWord(*var)));
        const auto v = parseVariant(var->text());
        if (!v)
            return errorAt(ErrorKind::UnknownVariant, *var, Phrase::inputValue("\"" + var->text() + "\""));
        rec.variant = *v;
    } else if (fallback) {
        rec.variant = *fallback;
    } else {
        return errorAt(ErrorKind::UnknownVariant, doc, MORPION_TR_NOOP("ErrorDetail", "the record has no \"variant\" field"));
    }

    const Json* moves = doc.find("moves");
    if (!moves)
        return errorAt(ErrorKind::Syntax, doc, MORPION_TR_NOOP("ErrorDetail", "the record has no \"moves\" field"));
    if (!moves->isArray())
        return errorAt(ErrorKind::Syntax, *moves,
                       phrase(MORPION_TR_NOOP("ErrorDetail", "\"moves\" must be an array, found %1"), typeWord(*moves)));
    if (moves->items().size() > msrMaxMoves)
        return errorAt(
            ErrorKind::TooLarge, *moves,
            phrase(MORPION_TR_NOOP("ErrorDetail", "%1 moves, more than the limit of %2"), moves->items().size(), msrMaxMoves));

    const int n = lineLength(rec.variant);
    Position pos(rec.variant);
    rec.moves.reserve(moves->items().size());
    for (std::size_t i = 0; i < moves->items().size(); ++i) {
        auto m = readMove(moves->items()[i], i, n);
        if (!m)
            return m.error();
        if (!pos.play(*m)) {
            Error e;
            e.kind = ErrorKind::IllegalMove;
            e.position = static_cast<std::int64_t>(i);
            e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "move %1, %2: %3"), i + 1, formatMove(*m),
                              whyIllegal(rec.variant, rec.moves, *m));
            return e;
        }
        rec.moves.push_back(*m);
    }
    checkDerived(rec.warnings, doc, derive(rec.variant, pos, rec.moves));
    return rec;
}

Result<MsrRecord> readMs1(std::string_view text, std::optional<Variant> fallback)
{
    const std::size_t lead = text.size() - trimFront(text).size();
    text.remove_prefix(lead);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r' || text.back() == '\n'))
        text.remove_suffix(1);
    if (text.empty()) {
        Error e;
        e.kind = ErrorKind::EmptyInput;
        return e;
    }
    if (text.substr(0, ms1Prefix.size()) != ms1Prefix) {
        Error e;
        e.kind = ErrorKind::Syntax;
        e.position = static_cast<std::int64_t>(lead);
        e.detail = MORPION_TR_NOOP("ErrorDetail", "a compact MSR record starts with \"MS1:\"");
        return e;
    }
    // Base64 of at most the inflate limit: DEFLATE never shrinks data below 1/1032 of
    // its size, but a record that compresses that well is hostile anyway.
    if (text.size() > msrMaxTextBytes) {
        Error e;
        e.kind = ErrorKind::TooLarge;
        e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "the MS1 text is over %1 MiB"), msrMaxTextBytes >> 20);
        return e;
    }
    auto bytes = base64UrlDecode(text.substr(ms1Prefix.size()), lead + ms1Prefix.size());
    if (!bytes)
        return bytes.error();
    if (bytes->empty()) {
        Error e;
        e.kind = ErrorKind::EmptyInput;
        e.detail = MORPION_TR_NOOP("ErrorDetail", "no data after \"MS1:\"");
        return e;
    }
    auto json = inflateBytes(*bytes, InflateFormat::Raw, msrMaxTextBytes);
    if (!json)
        return json.error();
    auto rec = readMsrJson(*json, fallback);
    if (!rec) {
        Error e = rec.error();
        e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "in the inflated JSON: %1"), e.detail);
        return e;
    }
    return rec;
}

Result<MsrRecord> readMsr(std::string_view text, std::optional<Variant> fallback)
{
    if (trimFront(text).substr(0, ms1Prefix.size()) == ms1Prefix)
        return readMs1(text, fallback);
    return readMsrJson(text, fallback);
}

Result<std::string> writeMsr(const MsrRecord& record)
{
    auto doc = buildDocument(record);
    if (!doc)
        return doc.error();
    return doc->dump(true) + "\n";
}

Result<std::string> writeMsr(Variant v, const std::vector<Move>& moves)
{
    MsrRecord r;
    r.variant = v;
    r.moves = moves;
    return writeMsr(r);
}

Result<std::string> writeMs1(const MsrRecord& record)
{
#ifdef MORPION_HAVE_ZLIB
    auto doc = buildDocument(record);
    if (!doc)
        return doc.error();
    auto packed = deflateRaw(doc->dump(false));
    if (!packed)
        return packed.error();
    return std::string(ms1Prefix) + base64UrlEncode(*packed);
#else
    (void)record;
    return noZlib();
#endif
}

Result<std::string> writeMs1(Variant v, const std::vector<Move>& moves)
{
    MsrRecord r;
    r.variant = v;
    r.moves = moves;
    return writeMs1(r);
}

} // namespace morpion
