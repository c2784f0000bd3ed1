#pragma once

#include "core/base/Error.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace morpion {

// A small strict JSON value (RFC 8259) for the MSR record format. Objects keep their
// members in file order, and numbers keep their literal text, so that a record read and
// written back keeps every field it had, where it had it, exactly as it was written.
class Json {
public:
    enum class Type : std::uint8_t { Null, Bool, Number, String, Array, Object };
    using Member = std::pair<std::string, Json>;

    // Bounds that keep a hostile input from exhausting the stack or the memory.
    struct Limits {
        int maxDepth = 64;                 // nested arrays/objects
        std::size_t maxValues = 1'000'000; // values of any kind in the whole document
    };

    Json() = default; // null
    static Json boolean(bool b);
    static Json number(std::int64_t n);
    // A number that is not whole (written as the shortest text that reads back as it).
    static Json decimal(double x);
    static Json string(std::string s);
    static Json array(std::vector<Json> items = {});
    static Json object(std::vector<Member> members = {});

    Type type() const { return static_cast<Type>(data_.index()); }
    bool isNull() const { return type() == Type::Null; }
    bool isBool() const { return type() == Type::Bool; }
    bool isNumber() const { return type() == Type::Number; }
    bool isString() const { return type() == Type::String; }
    bool isArray() const { return type() == Type::Array; }
    bool isObject() const { return type() == Type::Object; }
    // "null", "boolean", "number", "string", "array", "object": for error messages.
    std::string_view typeName() const;

    bool asBool() const { return std::get<bool>(data_); }
    // The value of a number written as an integer (no fraction, no exponent) that fits.
    std::optional<std::int64_t> asInteger() const;
    // A string's text, or a number's literal as written.
    const std::string& text() const;
    const std::vector<Json>& items() const { return std::get<std::vector<Json>>(data_); }
    std::vector<Json>& items() { return std::get<std::vector<Json>>(data_); }
    const std::vector<Member>& members() const { return std::get<std::vector<Member>>(data_); }
    std::vector<Member>& members() { return std::get<std::vector<Member>>(data_); }

    // Object member lookup (nullptr when absent or not an object); linear, objects are small.
    const Json* find(std::string_view key) const;
    Json* find(std::string_view key);
    // Replaces the member's value where it stands, or inserts it before the member
    // `before` (appends when `before` is absent or empty).
    void set(std::string_view key, Json value, std::string_view before = {});

    // Where the value began in the text it was read from (1-based line, 0-based byte
    // column), or 0/-1 for a value built in code.
    int line() const { return line_; }
    int column() const { return column_; }

    // Reads a whole document in linear time. Errors: Syntax or TooLarge, with line and
    // column (position) of the offending character. A leading UTF-8 byte order mark is
    // skipped; duplicate keys in one object and invalid UTF-8 are rejected.
    static Result<Json> parse(std::string_view text, Limits limits);
    static Result<Json> parse(std::string_view text) { return parse(text, Limits{}); }

    // Pretty: two-space indent, one member or item per line (the records' layout).
    // Compact: no whitespace at all (what MS1 compresses).
    std::string dump(bool pretty = true) const;

    friend bool operator==(const Json& a, const Json& b) { return a.data_ == b.data_; }
    friend bool operator!=(const Json& a, const Json& b) { return !(a == b); }

private:
    struct NumberText {
        std::string literal;
        friend bool operator==(const NumberText&, const NumberText&) = default;
    };
    friend class JsonParser;
    void dumpTo(std::string& out, bool pretty, int indent) const;

    // The index of each alternative is its Type.
    std::variant<std::monostate, bool, NumberText, std::string, std::vector<Json>, std::vector<Member>> data_;
    int line_ = 0;
    int column_ = -1;
};

} // namespace morpion
