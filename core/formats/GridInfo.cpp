#include "core/formats/GridInfo.h"

#include "core/base/TextLines.h"

#include <algorithm>

namespace morpion {

namespace {

constexpr std::array<std::string_view, 8> derivedKeys = {"version",  "variant", "score", "available_moves",
                                                         "terminal", "bbox",    "code",  "moves"};

bool plainKey(std::string_view key)
{
    return !key.empty() && std::all_of(key.begin(), key.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.';
    });
}

// True when the text, written bare after "key: ", would read back as the same string.
bool bareStringReadsBack(const std::string& s)
{
    if (s.empty() || s.front() == ' ' || s.front() == '\t' || s.back() == ' ' || s.back() == '\t')
        return false;
    if (std::any_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; }))
        return false;
    return !Json::parse(s).ok();
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

// Splits a comment's text into its key and value; false when it is not a field line.
bool splitField(std::string_view text, std::string& key, std::string_view& value)
{
    std::size_t colon = 0;
    if (!text.empty() && text.front() == '"') {
        // A quoted key: the JSON string up to the first unescaped quote.
        std::size_t end = 1;
        while (end < text.size() && text[end] != '"')
            end += text[end] == '\\' ? 2 : 1;
        if (end >= text.size())
            return false;
        const auto parsed = Json::parse(text.substr(0, end + 1));
        if (!parsed || !parsed->isString())
            return false;
        key = parsed->text();
        colon = end + 1;
        if (colon >= text.size() || text[colon] != ':')
            return false;
    } else {
        colon = text.find(':');
        if (colon == std::string_view::npos || !plainKey(text.substr(0, colon)))
            return false;
        key = std::string(text.substr(0, colon));
    }
    // "key: value": a space after the colon, so that "http://..." lines are not fields.
    if (colon + 1 >= text.size() || text[colon + 1] != ' ')
        return false;
    value = trimmed(text.substr(colon + 2));
    return !value.empty() && !GridInfo::isDerivedKey(key);
}

} // namespace

std::string_view GridInfo::key(Field f)
{
    switch (f) {
    case Field::Title: return "description";
    case Field::Author: return "author";
    case Field::Source: return "source";
    case Field::Date: return "date";
    case Field::Comment: return "comment";
    }
    return {};
}

bool GridInfo::isDerivedKey(std::string_view key)
{
    return std::find(derivedKeys.begin(), derivedKeys.end(), key) != derivedKeys.end();
}

GridInfo::GridInfo(Json record)
{
    if (record.isObject())
        record_ = std::move(record);
}

std::string GridInfo::value(Field f) const
{
    const Json* v = record_.find(key(f));
    if (!v || v->isNull())
        return {};
    return v->isString() ? v->text() : v->dump(false);
}

void GridInfo::setValue(Field f, const std::string& text)
{
    if (!record_.isObject())
        record_ = Json::object();
    auto& members = record_.members();
    if (text.empty()) {
        members.erase(std::remove_if(members.begin(), members.end(), [&](const Json::Member& m) { return m.first == key(f); }),
                      members.end());
        return;
    }
    // A new field goes with the other editorial ones: before the moves of a record read
    // from a file, at the end of a new one.
    record_.set(key(f), Json::string(text), record_.find("moves") ? "moves" : "");
}

std::vector<std::pair<std::string, Json>> GridInfo::fields() const
{
    std::vector<std::pair<std::string, Json>> out;
    if (!record_.isObject())
        return out;
    for (const Json::Member& m : record_.members())
        if (!isDerivedKey(m.first))
            out.push_back(m);
    return out;
}

std::optional<GridInfo> GridInfo::derived(std::string_view variant, int score, const GridInfo& loaded) const
{
    if (basedOn() || loaded.basedOn() ||
        (loaded.value(Field::Title).empty() && loaded.value(Field::Author).empty() && loaded.value(Field::Source).empty()))
        return std::nullopt;
    std::vector<Json::Member> original{{"variant", Json::string(std::string(variant))}, {"score", Json::number(score)}};
    for (auto& field : loaded.fields())
        original.push_back(std::move(field));
    // The fields the user typed since the load (not as loaded, or new) are the edit's own.
    std::vector<Json::Member> own;
    for (auto& [key, value] : fields()) {
        const Json* was = loaded.record_.isObject() ? loaded.record_.find(key) : nullptr;
        if (!was || !(*was == value))
            own.emplace_back(key, std::move(value));
    }
    own.emplace_back("based_on", Json::object(std::move(original)));
    return GridInfo(Json::object(std::move(own)));
}

const Json* GridInfo::basedOn() const
{
    const Json* v = record_.find("based_on");
    return v && v->isObject() ? v : nullptr;
}

std::string GridInfo::asComments() const
{
    std::string out;
    for (const auto& [key, value] : fields()) {
        if (!out.empty())
            out += '\n';
        out += plainKey(key) ? key : Json::string(key).dump(false);
        out += ": ";
        out += value.isString() && bareStringReadsBack(value.text()) ? value.text() : value.dump(false);
    }
    return out;
}

std::string GridInfo::fileStem() const
{
    constexpr std::size_t most = 80;
    const std::string title = value(Field::Title);
    std::string out;
    for (const char c : title) {
        const auto u = static_cast<unsigned char>(c);
        const bool space = c == ' ' || c == '\t' || c == '\n' || c == '\r';
        const bool unfit = !space && (u < 0x20 || u == 0x7f || std::string_view("/\\:*?\"<>|").find(c) != std::string_view::npos);
        const char put = space ? ' ' : unfit ? '-' : c;
        if ((put == ' ' || put == '-') && !out.empty() && out.back() == put)
            continue;
        out += put;
    }
    const auto start = out.find_first_not_of(" .-");
    out = start == std::string::npos ? std::string() : out.substr(start);
    if (out.size() > most) {
        std::size_t cut = most;
        while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xc0) == 0x80) // inside a character
            --cut;
        out.resize(cut);
    }
    while (!out.empty() && out.back() == ' ')
        out.pop_back();
    return out;
}

GridInfo GridInfo::fromComments(std::string_view text)
{
    Json record = Json::object();
    TextLines lines(text);
    for (std::string_view whole; lines.next(whole);) {
        std::string_view line = trimmed(whole);
        if (line.empty() || line.front() != '#')
            continue;
        line = trimmed(line.substr(1));
        std::string key;
        std::string_view value;
        if (!splitField(line, key, value))
            continue;
        auto parsed = Json::parse(value);
        record.set(key, parsed ? std::move(parsed).value() : Json::string(std::string(value)));
    }
    GridInfo info;
    if (!record.members().empty())
        info.record_ = std::move(record);
    return info;
}

} // namespace morpion
