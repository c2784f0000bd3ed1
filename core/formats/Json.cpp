#include "core/formats/Json.h"

#include "core/base/RealText.h"
#include "core/base/Utf8.h"

#include <charconv>
#include <cmath>
#include <tuple>
#include <unordered_set>

namespace morpion {

Json Json::boolean(bool b)
{
    Json j;
    j.data_ = b;
    return j;
}

Json Json::number(std::int64_t n)
{
    Json j;
    j.data_ = NumberText{std::to_string(n)};
    return j;
}

Json Json::decimal(double x)
{
    // The shortest text that reads back as x; JSON has no infinities or NaN (written 0).
    Json j;
    j.data_ = NumberText{std::isfinite(x) ? realText(x) : std::string("0")};
    return j;
}

Json Json::string(std::string s)
{
    Json j;
    j.data_ = std::move(s);
    return j;
}

Json Json::array(std::vector<Json> items)
{
    Json j;
    j.data_ = std::move(items);
    return j;
}

Json Json::object(std::vector<Member> members)
{
    Json j;
    j.data_ = std::move(members);
    return j;
}

std::string_view Json::typeName() const
{
    switch (type()) {
    case Type::Null: return "null";
    case Type::Bool: return "boolean";
    case Type::Number: return "number";
    case Type::String: return "string";
    case Type::Array: return "array";
    case Type::Object: return "object";
    }
    return "null";
}

std::optional<std::int64_t> Json::asInteger() const
{
    if (!isNumber())
        return std::nullopt;
    const std::string& s = std::get<NumberText>(data_).literal;
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size())
        return std::nullopt; // a fraction, an exponent or out of range
    return v;
}

const std::string& Json::text() const
{
    if (isNumber())
        return std::get<NumberText>(data_).literal;
    return std::get<std::string>(data_);
}

const Json* Json::find(std::string_view key) const
{
    if (!isObject())
        return nullptr;
    for (const Member& m : members())
        if (m.first == key)
            return &m.second;
    return nullptr;
}

Json* Json::find(std::string_view key)
{
    return const_cast<Json*>(static_cast<const Json*>(this)->find(key));
}

void Json::set(std::string_view key, Json value, std::string_view before)
{
    if (!isObject())
        data_ = std::vector<Member>{};
    auto& ms = members();
    for (Member& m : ms) {
        if (m.first == key) {
            m.second = std::move(value);
            return;
        }
    }
    auto at = ms.end();
    if (!before.empty())
        for (auto it = ms.begin(); it != ms.end(); ++it)
            if (it->first == before) {
                at = it;
                break;
            }
    ms.insert(at, Member{std::string(key), std::move(value)});
}

// ---------------------------------------------------------------------------------------

class JsonParser {
public:
    JsonParser(std::string_view text, Json::Limits limits)
        : s_(text)
        , limits_(limits)
    {}

    Result<Json> run()
    {
        if (s_.substr(0, 3) == "\xEF\xBB\xBF")
            p_ = lineStart_ = 3;
        skipSpace();
        if (p_ >= s_.size())
            return fail(ErrorKind::EmptyInput, MORPION_TR_NOOP("ErrorDetail", "no JSON value"));
        Json root;
        if (!value(root, 0))
            return *error_;
        skipSpace();
        if (p_ < s_.size())
            return fail(ErrorKind::Syntax, MORPION_TR_NOOP("ErrorDetail", "unexpected text after the JSON value"));
        return root;
    }

private:
    Error fail(ErrorKind kind, Phrase detail)
    {
        Error e;
        e.kind = kind;
        e.detail = std::move(detail);
        e.line = line_;
        e.position = static_cast<std::int64_t>(p_ - lineStart_);
        error_ = e;
        return e;
    }
    bool failed(ErrorKind kind, Phrase detail)
    {
        fail(kind, std::move(detail));
        return false;
    }

    void skipSpace()
    {
        while (p_ < s_.size()) {
            const char c = s_[p_];
            if (c == '\n') {
                ++line_;
                lineStart_ = ++p_;
            } else if (c == ' ' || c == '\t' || c == '\r') {
                ++p_;
            } else {
                break;
            }
        }
    }

    static Phrase describe(char c)
    {
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x20 && u < 0x7f)
            return Phrase::literal(std::string("'") + c + "'");
        static const char hex[] = "0123456789abcdef";
        return phrase(MORPION_TR_NOOP("ErrorDetail", "byte 0x%1"), std::string{hex[u >> 4], hex[u & 15]});
    }

    bool value(Json& out, int depth)
    {
        if (++count_ > limits_.maxValues)
            return failed(ErrorKind::TooLarge,
                          phrase(MORPION_TR_NOOP("ErrorDetail", "more than %1 JSON values"), limits_.maxValues));
        out.line_ = line_;
        out.column_ = static_cast<int>(p_ - lineStart_);
        if (p_ >= s_.size())
            return failed(ErrorKind::Syntax, MORPION_TR_NOOP("ErrorDetail", "unexpected end of the text, expected a value"));
        switch (s_[p_]) {
        case '{': return object(out, depth + 1);
        case '[': return array(out, depth + 1);
        case '"': {
            std::string str;
            if (!string(str))
                return false;
            out.data_ = std::move(str);
            return true;
        }
        case 't': return literal(out, "true", Json::boolean(true));
        case 'f': return literal(out, "false", Json::boolean(false));
        case 'n': return literal(out, "null", Json());
        default: return number(out);
        }
    }

    bool literal(Json& out, std::string_view word, Json v)
    {
        if (s_.substr(p_, word.size()) != word)
            return failed(ErrorKind::Syntax, phrase(MORPION_TR_NOOP("ErrorDetail", "expected '%1'"), word));
        p_ += word.size();
        out.data_ = std::move(v.data_);
        return true;
    }

    bool digits()
    {
        const std::size_t start = p_;
        while (p_ < s_.size() && s_[p_] >= '0' && s_[p_] <= '9')
            ++p_;
        return p_ > start;
    }

    bool number(Json& out)
    {
        const std::size_t start = p_;
        if (s_[p_] == '-')
            ++p_;
        if (p_ >= s_.size() || s_[p_] < '0' || s_[p_] > '9')
            return failed(ErrorKind::Syntax,
                          p_ > start || p_ >= s_.size()
                              ? Phrase(MORPION_TR_NOOP("ErrorDetail", "expected a digit"))
                              : phrase(MORPION_TR_NOOP("ErrorDetail", "expected a value, found %1"), describe(s_[p_])));
        if (s_[p_] == '0') {
            ++p_;
            if (p_ < s_.size() && s_[p_] >= '0' && s_[p_] <= '9')
                return failed(ErrorKind::Syntax, MORPION_TR_NOOP("ErrorDetail", "a number cannot have a leading zero"));
        } else {
            digits();
        }
        if (p_ < s_.size() && s_[p_] == '.') {
            ++p_;
            if (!digits())
                return failed(ErrorKind::Syntax, MORPION_TR_NOOP("ErrorDetail", "expected a digit after '.'"));
        }
        if (p_ < s_.size() && (s_[p_] == 'e' || s_[p_] == 'E')) {
            ++p_;
            if (p_ < s_.size() && (s_[p_] == '+' || s_[p_] == '-'))
                ++p_;
            if (!digits())
                return failed(ErrorKind::Syntax, MORPION_TR_NOOP("ErrorDetail", "expected a digit in the exponent"));
        }
        out.data_ = Json::NumberText{std::string(s_.substr(start, p_ - start))};
        return true;
    }

    int hex4()
    {
        if (s_.size() - p_ < 4)
            return -1;
        int v = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = s_[p_ + static_cast<std::size_t>(i)];
            int d;
            if (c >= '0' && c <= '9')
                d = c - '0';
            else if (c >= 'a' && c <= 'f')
                d = c - 'a' + 10;
            else if (c >= 'A' && c <= 'F')
                d = c - 'A' + 10;
            else
                return -1;
            v = v * 16 + d;
        }
        p_ += 4;
        return v;
    }

    // Length of the well-formed UTF-8 sequence at p_ (RFC 3629: no overlongs, no
    // surrogates, nothing above U+10FFFF), or 0.
    std::size_t utf8Length() const
    {
        const auto at = [&](std::size_t i) { return p_ + i < s_.size() ? static_cast<unsigned char>(s_[p_ + i]) : 0u; };
        const unsigned c = at(0);
        const auto cont = [&](std::size_t i, unsigned lo = 0x80, unsigned hi = 0xBF) { return at(i) >= lo && at(i) <= hi; };
        if (c >= 0xC2 && c <= 0xDF)
            return cont(1) ? 2 : 0;
        if (c == 0xE0)
            return cont(1, 0xA0) && cont(2) ? 3 : 0;
        if ((c >= 0xE1 && c <= 0xEC) || c == 0xEE || c == 0xEF)
            return cont(1) && cont(2) ? 3 : 0;
        if (c == 0xED)
            return cont(1, 0x80, 0x9F) && cont(2) ? 3 : 0;
        if (c == 0xF0)
            return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0;
        if (c >= 0xF1 && c <= 0xF3)
            return cont(1) && cont(2) && cont(3) ? 4 : 0;
        if (c == 0xF4)
            return cont(1, 0x80, 0x8F) && cont(2) && cont(3) ? 4 : 0;
        return 0;
    }

    bool string(std::string& out)
    {
        ++p_; // opening quote
        for (;;) {
            // Copy the plain run in one go.
            const std::size_t runStart = p_;
            while (p_ < s_.size()) {
                const auto c = static_cast<unsigned char>(s_[p_]);
                if (c == '"' || c == '\\' || c < 0x20 || c >= 0x80)
                    break;
                ++p_;
            }
            out.append(s_.substr(runStart, p_ - runStart));
            if (p_ >= s_.size())
                return failed(ErrorKind::Syntax, MORPION_TR_NOOP("ErrorDetail", "unterminated string"));
            const auto c = static_cast<unsigned char>(s_[p_]);
            if (c == '"') {
                ++p_;
                return true;
            }
            if (c < 0x20)
                return failed(ErrorKind::Syntax,
                              phrase(MORPION_TR_NOOP("ErrorDetail", "control character %1 in a string (write it as an escape)"),
                                     describe(s_[p_])));
            if (c >= 0x80) {
                const std::size_t n = utf8Length();
                if (n == 0)
                    return failed(ErrorKind::Syntax,
                                  phrase(MORPION_TR_NOOP("ErrorDetail", "invalid UTF-8 %1 in a string"), describe(s_[p_])));
                out.append(s_.substr(p_, n));
                p_ += n;
                continue;
            }
            // Backslash escape.
            ++p_;
            if (p_ >= s_.size())
                return failed(ErrorKind::Syntax, MORPION_TR_NOOP("ErrorDetail", "unterminated string"));
            const char e = s_[p_];
            switch (e) {
            case '"': out += '"'; break;
            case '\\': out += '\\'; break;
            case '/': out += '/'; break;
            case 'b': out += '\b'; break;
            case 'f': out += '\f'; break;
            case 'n': out += '\n'; break;
            case 'r': out += '\r'; break;
            case 't': out += '\t'; break;
            case 'u': {
                ++p_;
                int cp = hex4();
                if (cp < 0)
                    return failed(ErrorKind::Syntax, MORPION_TR_NOOP("ErrorDetail", "expected four hex digits after \\u"));
                if (cp >= 0xDC00 && cp <= 0xDFFF)
                    return failed(ErrorKind::Syntax, MORPION_TR_NOOP("ErrorDetail", "lone low surrogate in \\u escape"));
                if (cp >= 0xD800 && cp <= 0xDBFF) {
                    if (s_.substr(p_, 2) != "\\u")
                        return failed(ErrorKind::Syntax,
                                      MORPION_TR_NOOP("ErrorDetail", "high surrogate without its low surrogate"));
                    p_ += 2;
                    const int lo = hex4();
                    if (lo < 0xDC00 || lo > 0xDFFF)
                        return failed(ErrorKind::Syntax,
                                      MORPION_TR_NOOP("ErrorDetail", "high surrogate without its low surrogate"));
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                }
                appendUtf8(out, static_cast<std::uint32_t>(cp));
                continue; // p_ is already past the escape
            }
            default:
                return failed(ErrorKind::Syntax,
                              phrase(MORPION_TR_NOOP("ErrorDetail", "unknown escape \\%1"), std::string(1, e)));
            }
            ++p_;
        }
    }

    bool array(Json& out, int depth)
    {
        if (depth > limits_.maxDepth)
            return failed(ErrorKind::TooLarge,
                          phrase(MORPION_TR_NOOP("ErrorDetail", "nested deeper than %1 levels"), limits_.maxDepth));
        ++p_;
        std::vector<Json> items;
        skipSpace();
        if (p_ < s_.size() && s_[p_] == ']') {
            ++p_;
            out.data_ = std::move(items);
            return true;
        }
        for (;;) {
            skipSpace();
            items.emplace_back();
            if (!value(items.back(), depth))
                return false;
            skipSpace();
            if (p_ >= s_.size())
                return failed(ErrorKind::Syntax, MORPION_TR_NOOP("ErrorDetail", "unterminated array, expected ',' or ']'"));
            if (s_[p_] == ']') {
                ++p_;
                break;
            }
            if (s_[p_] != ',')
                return failed(
                    ErrorKind::Syntax,
                    phrase(MORPION_TR_NOOP("ErrorDetail", "expected ',' or ']' in an array, found %1"), describe(s_[p_])));
            ++p_;
        }
        out.data_ = std::move(items);
        return true;
    }

    bool object(Json& out, int depth)
    {
        if (depth > limits_.maxDepth)
            return failed(ErrorKind::TooLarge,
                          phrase(MORPION_TR_NOOP("ErrorDetail", "nested deeper than %1 levels"), limits_.maxDepth));
        ++p_;
        std::vector<Json::Member> members;
        std::unordered_set<std::string> seen; // only for large objects, where a scan would be quadratic
        constexpr std::size_t scanLimit = 16;
        skipSpace();
        if (p_ < s_.size() && s_[p_] == '}') {
            ++p_;
            out.data_ = std::move(members);
            return true;
        }
        for (;;) {
            skipSpace();
            if (p_ >= s_.size())
                return failed(ErrorKind::Syntax, MORPION_TR_NOOP("ErrorDetail", "unterminated object, expected a key"));
            if (s_[p_] != '"')
                return failed(
                    ErrorKind::Syntax,
                    phrase(MORPION_TR_NOOP("ErrorDetail", "expected a key in double quotes, found %1"), describe(s_[p_])));
            const int keyLine = line_;
            const std::size_t keyColumn = p_ - lineStart_;
            std::string key;
            if (!string(key))
                return false;
            bool duplicate = false;
            if (members.size() < scanLimit) {
                for (const auto& m : members)
                    duplicate = duplicate || m.first == key;
            } else {
                if (seen.empty())
                    for (const auto& m : members)
                        seen.insert(m.first);
                duplicate = !seen.insert(key).second;
            }
            if (duplicate) {
                Error e;
                e.kind = ErrorKind::Syntax;
                e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "duplicate key \"%1\""), key);
                e.line = keyLine;
                e.position = static_cast<std::int64_t>(keyColumn);
                error_ = e;
                return false;
            }
            skipSpace();
            if (p_ >= s_.size() || s_[p_] != ':')
                return failed(ErrorKind::Syntax, MORPION_TR_NOOP("ErrorDetail", "expected ':' after the key"));
            ++p_;
            skipSpace();
            // Built in place: moving a fresh null Json trips GCC 12's -Wmaybe-uninitialized.
            members.emplace_back(std::piecewise_construct, std::forward_as_tuple(std::move(key)), std::forward_as_tuple());
            if (!value(members.back().second, depth))
                return false;
            skipSpace();
            if (p_ >= s_.size())
                return failed(ErrorKind::Syntax, MORPION_TR_NOOP("ErrorDetail", "unterminated object, expected ',' or '}'"));
            if (s_[p_] == '}') {
                ++p_;
                break;
            }
            if (s_[p_] != ',')
                return failed(
                    ErrorKind::Syntax,
                    phrase(MORPION_TR_NOOP("ErrorDetail", "expected ',' or '}' in an object, found %1"), describe(s_[p_])));
            ++p_;
        }
        out.data_ = std::move(members);
        return true;
    }

    std::string_view s_;
    Json::Limits limits_;
    std::size_t p_ = 0;
    std::size_t lineStart_ = 0;
    int line_ = 1;
    std::size_t count_ = 0;
    std::optional<Error> error_;
};

Result<Json> Json::parse(std::string_view text, Limits limits)
{
    return JsonParser(text, limits).run();
}

// ---------------------------------------------------------------------------------------

namespace {

void dumpString(std::string& out, const std::string& s)
{
    static const char hex[] = "0123456789abcdef";
    out += '"';
    for (const char c : s) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                out += "\\u00";
                out += hex[(c >> 4) & 15];
                out += hex[c & 15];
            } else {
                out += c;
            }
        }
    }
    out += '"';
}

void newline(std::string& out, int indent)
{
    out += '\n';
    out.append(static_cast<std::size_t>(indent) * 2, ' ');
}

} // namespace

void Json::dumpTo(std::string& out, bool pretty, int indent) const
{
    switch (type()) {
    case Type::Null: out += "null"; break;
    case Type::Bool: out += asBool() ? "true" : "false"; break;
    case Type::Number: out += text(); break;
    case Type::String: dumpString(out, text()); break;
    case Type::Array: {
        const auto& xs = items();
        out += '[';
        for (std::size_t i = 0; i < xs.size(); ++i) {
            if (i > 0)
                out += ',';
            if (pretty)
                newline(out, indent + 1);
            xs[i].dumpTo(out, pretty, indent + 1);
        }
        if (pretty && !xs.empty())
            newline(out, indent);
        out += ']';
        break;
    }
    case Type::Object: {
        const auto& ms = members();
        out += '{';
        for (std::size_t i = 0; i < ms.size(); ++i) {
            if (i > 0)
                out += ',';
            if (pretty)
                newline(out, indent + 1);
            dumpString(out, ms[i].first);
            out += pretty ? ": " : ":";
            ms[i].second.dumpTo(out, pretty, indent + 1);
        }
        if (pretty && !ms.empty())
            newline(out, indent);
        out += '}';
        break;
    }
    }
}

std::string Json::dump(bool pretty) const
{
    std::string out;
    dumpTo(out, pretty, 0);
    return out;
}

} // namespace morpion
