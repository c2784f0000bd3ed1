#include "core/formats/FamousGrids.h"

#include "core/base/NameList.h"
#include "core/base/TextLines.h"
#include "core/codes/GameNumber.h"
#include "core/codes/LayerCode.h"

#include <array>
#include <charconv>
#include <optional>

namespace morpion {

namespace {

constexpr std::array<std::string_view, 10> keys = {"id",   "title", "variant", "score",  "author",
                                                   "year", "code",  "story",   "source", "number"};
constexpr bool isOptional(std::size_t k)
{
    return k == 5 || k == 8 || k == 9; // year, source, number
}

std::string_view trim(std::string_view s)
{
    const std::size_t a = s.find_first_not_of(" \t\r");
    if (a == std::string_view::npos)
        return {};
    return s.substr(a, s.find_last_not_of(" \t\r") + 1 - a);
}

Error syntaxAt(int line, std::string detail)
{
    Error e;
    e.kind = ErrorKind::Syntax;
    e.line = line;
    e.detail = Phrase::literal(std::move(detail)); // the built-in list's own checks: for developers
    return e;
}

std::optional<int> parseInt(std::string_view s)
{
    int v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size())
        return std::nullopt;
    return v;
}

// A code or number that does not decode, reported at its line.
Error undecodable(Error e, int line, const std::string& what)
{
    e.line = line;
    e.detail = Phrase::literal(what + " does not decode" + (e.detail.empty() ? "" : ": " + e.detail.english()));
    return e;
}

Error mismatchAt(int line, std::string detail)
{
    Error e = syntaxAt(line, std::move(detail));
    e.kind = ErrorKind::Mismatch;
    return e;
}

// "A; B; C" -> {"A", "B", "C"}, or nothing when a name is empty.
std::vector<std::string> names(std::string_view list)
{
    std::vector<std::string> out;
    for (std::string_view rest = list;;) {
        const std::size_t semicolon = rest.find(';');
        const std::string_view name = trim(rest.substr(0, semicolon));
        if (name.empty())
            return {};
        out.emplace_back(name);
        if (semicolon == std::string_view::npos)
            return out;
        rest.remove_prefix(semicolon + 1);
    }
}

struct Block {
    int line = 0;
    std::array<std::string, keys.size()> values;
    std::array<int, keys.size()> lines{};
    bool empty = true;
};

Result<FamousGrid> finish(const Block& b)
{
    for (std::size_t k = 0; k < keys.size(); ++k)
        if (!isOptional(k) && b.lines[k] == 0)
            return syntaxAt(b.line, "the grid has no \"" + std::string(keys[k]) + "\" line");
    FamousGrid g;
    g.line = b.line;
    g.id = b.values[0];
    g.title = b.values[1];
    const auto v = parseVariant(b.values[2]);
    if (!v) {
        Error e = syntaxAt(b.lines[2], "\"" + b.values[2] + "\"");
        e.kind = ErrorKind::UnknownVariant;
        return e;
    }
    g.variant = *v;
    const auto score = parseInt(b.values[3]);
    if (!score || *score < 0)
        return syntaxAt(b.lines[3], "the score must be a whole number, found \"" + b.values[3] + "\"");
    g.score = *score;
    g.authors = names(b.values[4]);
    if (g.authors.empty())
        return syntaxAt(b.lines[4], "an empty name among the authors \"" + b.values[4] + "\"");
    if (b.lines[5] != 0) {
        std::string_view year = b.values[5];
        if (year.substr(0, 3) == "c. ") {
            g.yearApproximate = true;
            year.remove_prefix(3);
        }
        const auto y = parseInt(year);
        if (year.size() != 4 || !y)
            return syntaxAt(b.lines[5],
                            "the year must be four digits, or \"c. \" and four digits, found \"" + b.values[5] + "\"");
        g.year = *y;
    }
    g.code = b.values[6];
    g.story = b.values[7];
    g.source = b.values[8];
    auto layering = decodeLayerCode(g.variant, g.code);
    if (!layering)
        return undecodable(layering.error(), b.lines[6], "the code of \"" + g.id + "\"");
    g.moves = layering->movesInOrder();
    g.layers = layering->takenLayers();
    if (layering->score() != g.score)
        return mismatchAt(b.lines[3], "\"" + g.id + "\" states score " + std::to_string(g.score) + ", its code gives " +
                                          std::to_string(layering->score()));
    g.number = b.values[9];
    if (!g.number.empty()) {
        // The published order must be an order of this very grid.
        auto ordered = decodeGameNumber(g.variant, g.number);
        if (!ordered)
            return undecodable(ordered.error(), b.lines[9], "the number of \"" + g.id + "\"");
        const auto code = encodeLayerCode(g.variant, *ordered);
        if (!code || *code != g.code)
            return mismatchAt(b.lines[9], "the number of \"" + g.id + "\" gives a grid other than its code's (" +
                                              std::to_string(ordered->size()) + " moves)");
        g.moves = std::move(ordered).value();
    }
    return g;
}

} // namespace

Result<std::vector<FamousGrid>> parseFamousGrids(std::string_view text)
{
    std::vector<FamousGrid> out;
    Block block;
    const auto close = [&]() -> std::optional<Error> {
        if (block.empty)
            return std::nullopt;
        auto g = finish(block);
        if (!g)
            return g.error();
        for (const FamousGrid& other : out)
            if (other.id == g->id) {
                Error e;
                e.kind = ErrorKind::DuplicateMove;
                e.line = block.lines[0];
                e.detail = Phrase::literal("a second grid with id \"" + g->id + "\" (the first is on line " +
                                           std::to_string(other.line) + ")");
                return e;
            }
        out.push_back(std::move(g).value());
        block = Block{};
        return std::nullopt;
    };
    TextLines lines(text);
    for (std::string_view whole; lines.next(whole);) {
        const int lineNo = lines.number();
        const std::string_view line = trim(whole);
        if (line.empty()) {
            if (auto e = close())
                return *e;
        } else if (line.front() != '#') {
            const std::size_t colon = line.find(':');
            if (colon == std::string_view::npos)
                return syntaxAt(lineNo, "expected \"key: value\"");
            const std::string_view key = trim(line.substr(0, colon));
            const std::string_view value = trim(line.substr(colon + 1));
            std::size_t k = 0;
            while (k < keys.size() && keys[k] != key)
                ++k;
            if (k == keys.size())
                return syntaxAt(lineNo, "unknown key \"" + std::string(key.substr(0, 40)) + "\"");
            if (block.lines[k] != 0)
                return syntaxAt(lineNo, "a second \"" + std::string(key) + "\" line in one grid");
            if (value.empty())
                return syntaxAt(lineNo, "\"" + std::string(key) + "\" has no value");
            if (block.empty)
                block.line = lineNo;
            block.empty = false;
            block.values[k] = std::string(value);
            block.lines[k] = lineNo;
        }
    }
    if (auto e = close())
        return *e;
    return out;
}

FamousGridWords famousGridWords(const FamousGrid& grid, const Translate* translate)
{
    // The titles and stories are the catalogues' sources, filed by translations/web_strings.py.
    const auto said = [translate](const std::string& english) {
        return translate ? (*translate)("FamousGrids", english.c_str()) : english;
    };
    std::string date;
    if (grid.year != 0 && grid.yearApproximate) {
        //: A year known only roughly, as a famous grid's date ("c. 2010"): circa
        const Pattern about = MORPION_TR_NOOP("FamousGrids", "c. %1");
        date = fillPattern(said(about.text), {std::to_string(grid.year)});
    } else if (grid.year != 0) {
        date = std::to_string(grid.year);
    }
    return {said(grid.title), nameList(grid.authors, translate), said(grid.story), std::move(date)};
}

GridInfo gridInfo(const FamousGrid& grid, const Translate* translate)
{
    const FamousGridWords words = famousGridWords(grid, translate);
    GridInfo info;
    info.setValue(GridInfo::Field::Title, words.title);
    info.setValue(GridInfo::Field::Author, words.authors);
    info.setValue(GridInfo::Field::Source, grid.source);
    info.setValue(GridInfo::Field::Date, words.date);
    info.setValue(GridInfo::Field::Comment, words.story);
    return info;
}

} // namespace morpion
