#include "app/cli/SolverOutput.h"

#include "core/base/TextLines.h"
#include "core/codes/LayerCode.h"

#include <charconv>
#include <cstdio>

namespace morpion::cli {

namespace {

const char* const tableHeader = "moves\tpositions\tclasses";

std::string number(std::uint64_t n)
{
    return std::to_string(n);
}

} // namespace

std::string formatSolverAnswer(const SolverAnswer& a, const SolverPartTag* part, const std::string& stopped)
{
    std::string out;
    if (a.enumerate) {
        out += tableHeader;
        out += '\n';
        for (std::size_t d = 0; d < a.classes.size(); ++d)
            out += number(static_cast<std::uint64_t>(a.startMoves) + d) + '\t' + number(a.positions[d]) + '\t' +
                   number(a.classes[d]) + '\n';
    } else {
        // A part's proof is the whole's only when it is the whole.
        const bool proven = a.complete && (!part || part->parts == 1);
        char seconds[32];
        std::snprintf(seconds, sizeof seconds, "%.2f", a.seconds);
        out += "score\t" + (a.further < 0 ? std::string() : std::to_string(a.startMoves + a.further)) + '\n';
        out += "further\t" + (a.further < 0 ? std::string() : std::to_string(a.further)) + '\n';
        out += std::string("proven\t") + (proven ? "yes" : "no") + '\n';
        out += "nodes\t" + number(a.nodes) + '\n';
        out += std::string("seconds\t") + seconds + '\n';
        out += "code\t" + a.code + '\n';
    }
    if (!stopped.empty())
        out += "# " + stopped + '\n';
    if (part) {
        out += "# part\t" + std::to_string(part->part) + '/' + std::to_string(part->parts) + '\n';
        out += "# variant\t" + std::string(variantName(part->variant)) + '\n';
        out += "# start\t" + part->start + '\n';
        if (a.enumerate)
            out += "# depth\t" + std::to_string(part->depth) + '\n';
        out += "# items\t" + std::to_string(part->items) + '\n';
        out += std::string("# complete\t") + (a.complete ? "yes" : "no") + '\n';
        if (!a.enumerate)
            out += "# best-item\t" + (a.further < 0 ? std::string("none") : std::to_string(part->bestItem)) + '\n';
    }
    return out;
}

namespace {

// The text's lines (without their "\r\n" or "\n"), read one after the other; each error
// names the line and the column at fault.
class Lines {
public:
    explicit Lines(std::string_view text)
    {
        TextLines all(text);
        std::string_view line;
        while (all.next(line)) {
            if (!line.empty() && line.back() == '\r')
                line.remove_suffix(1);
            lines_.push_back(line);
        }
    }

    bool atEnd() const { return at_ >= lines_.size(); }
    std::string_view next() { return lines_[at_++]; }
    // The line next() returns next, or "" at the end.
    std::string_view peek() const { return atEnd() ? std::string_view() : lines_[at_]; }
    // An error at column `column` (0-based) of the line last read.
    Error fail(std::size_t column, std::string detail) const
    {
        Error e = syntaxError(Phrase::literal(std::move(detail)));
        e.line = static_cast<int>(std::max<std::size_t>(at_, 1));
        e.position = static_cast<std::int64_t>(column);
        return e;
    }
    // An error at `within`, a part of the line last read.
    Error failAt(std::string_view within, std::string detail) const
    {
        return fail(static_cast<std::size_t>(within.data() - lines_[at_ - 1].data()), std::move(detail));
    }

private:
    std::vector<std::string_view> lines_;
    std::size_t at_ = 0;
};

// The line's tab-separated fields.
std::vector<std::string_view> fields(std::string_view line)
{
    std::vector<std::string_view> out;
    std::size_t from = 0;
    for (;;) {
        const std::size_t tab = line.find('\t', from);
        out.push_back(line.substr(from, tab == std::string_view::npos ? std::string_view::npos : tab - from));
        if (tab == std::string_view::npos)
            return out;
        from = tab + 1;
    }
}

std::optional<std::uint64_t> whole(std::string_view text, std::uint64_t high = ~std::uint64_t{0})
{
    std::uint64_t v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || v > high)
        return std::nullopt;
    return v;
}

Result<std::uint64_t> wholeField(const Lines& lines, std::string_view field, std::string_view what, std::uint64_t low,
                                 std::uint64_t high)
{
    const auto v = whole(field, high);
    if (!v || *v < low)
        return lines.failAt(field, std::string(what) + " must be a whole number from " + std::to_string(low) + " to " +
                                       std::to_string(high));
    return *v;
}

// enumerate's table: the header, then one row per number of moves from the first on.
std::optional<Error> readTable(Lines& lines, SolverAnswer& a)
{
    a.enumerate = true;
    lines.next(); // the header, checked by the caller
    while (!lines.atEnd() && !lines.peek().starts_with("#")) {
        const std::string_view line = lines.next();
        const std::vector<std::string_view> f = fields(line);
        if (f.size() != 3)
            return lines.fail(0, "a row of the table has three fields: moves, positions, classes");
        const auto moves = wholeField(lines, f[0], "the moves", 0, maxSolverDepth);
        if (!moves)
            return moves.error();
        if (a.classes.empty())
            a.startMoves = static_cast<int>(*moves);
        else if (*moves != static_cast<std::uint64_t>(a.startMoves) + a.classes.size())
            return lines.failAt(f[0], "the rows must go up one move at a time");
        const auto positions = wholeField(lines, f[1], "the positions", 0, ~std::uint64_t{0});
        const auto classes = wholeField(lines, f[2], "the classes", 0, ~std::uint64_t{0});
        if (!positions || !classes)
            return positions ? classes.error() : positions.error();
        // A class is 1 to 8 positions; said without the product (it could overflow).
        if (*positions < *classes || *positions / 8 > *classes || (*positions / 8 == *classes && *positions % 8 != 0))
            return lines.failAt(f[1], "a class has 1 to 8 positions: " + std::to_string(*classes) + " classes cannot have " +
                                          std::to_string(*positions));
        a.positions.push_back(*positions);
        a.classes.push_back(*classes);
    }
    if (a.classes.empty())
        return lines.fail(0, "the table has no rows");
    return std::nullopt;
}

// solve's lines, in their order.
std::optional<Error> readKeys(Lines& lines, SolverAnswer& a)
{
    const char* const keys[] = {"score", "further", "proven", "nodes", "seconds", "code"};
    std::string_view values[6];
    for (int k = 0; k < 6; ++k) {
        if (lines.atEnd())
            return lines.fail(0, std::string("the text ends where a line \"") + keys[k] + "\" was expected");
        const std::vector<std::string_view> f = fields(lines.next());
        if (f.size() != 2 || f[0] != keys[k])
            return lines.fail(0, std::string("expected a line \"") + keys[k] + "<tab>value\"");
        values[k] = f[1];
        const bool emptyAllowed = k == 0 || k == 1 || k == 5; // a part without positions
        if (values[k].empty() && !emptyAllowed)
            return lines.failAt(f[1], std::string("the ") + keys[k] + " is missing");
        if (k == 1) {
            if (values[0].empty() != values[1].empty())
                return lines.failAt(f[1], "the score and the moves beyond the grid are given together");
            if (!values[1].empty()) {
                const auto score = whole(values[0], maxSolverDepth);
                const auto further = whole(values[1], maxSolverDepth);
                if (!score || !further || *further > *score)
                    return lines.failAt(f[1], "the score and the moves beyond the grid must be whole numbers up to " +
                                                  std::to_string(maxSolverDepth) + ", the score the larger");
                a.further = static_cast<int>(*further);
                a.startMoves = static_cast<int>(*score - *further);
            }
        } else if (k == 2 && values[2] != "yes" && values[2] != "no") {
            return lines.failAt(f[1], "proven is yes or no");
        } else if (k == 3) {
            const auto nodes = wholeField(lines, f[1], "the nodes", 0, ~std::uint64_t{0});
            if (!nodes)
                return nodes.error();
            a.nodes = *nodes;
        } else if (k == 4) {
            double s = 0;
            const auto [end, ec] = std::from_chars(f[1].data(), f[1].data() + f[1].size(), s);
            if (ec != std::errc() || end != f[1].data() + f[1].size() || !(s >= 0 && s <= 1e10))
                return lines.failAt(f[1], "the seconds must be a number from 0 to 1e10");
            a.seconds = s;
        } else if (k == 5) {
            if (values[5].empty() != (a.further < 0))
                return lines.failAt(f[1], "a code goes with a score, and only with one");
            a.code = std::string(values[5]);
        }
    }
    return std::nullopt;
}

// The part's lines "# key<TAB>value", each once; other comments are passed over.
std::optional<Error> readTag(Lines& lines, SolverPart& p)
{
    const char* const keys[] = {"part", "variant", "start", "depth", "items", "complete", "best-item"};
    constexpr int count = 7;
    bool seen[count] = {};
    SolverPartTag& t = p.tag;
    while (!lines.atEnd()) {
        const std::string_view line = lines.next();
        if (line.empty())
            continue;
        if (!line.starts_with("# "))
            return lines.fail(0, "only lines \"# key<tab>value\" may follow");
        const std::vector<std::string_view> f = fields(line.substr(2));
        int k = 0;
        while (k < count && (f.size() != 2 || f[0] != keys[k]))
            ++k;
        if (k == count)
            continue; // a comment, such as the line that says the run was stopped
        if (seen[k])
            return lines.fail(2, "the line \"# " + std::string(keys[k]) + "\" is given twice");
        seen[k] = true;
        const std::string_view v = f[1];
        if (k == 0) {
            const std::size_t slash = v.find('/');
            const auto i = whole(v.substr(0, slash), 1u << 20);
            const auto n = slash == std::string_view::npos ? std::nullopt : whole(v.substr(slash + 1), 1u << 20);
            if (!i || !n || *i < 1 || *i > *n)
                return lines.failAt(v, "the part must be I/K with I from 1 to K");
            t.part = static_cast<int>(*i);
            t.parts = static_cast<int>(*n);
        } else if (k == 1) {
            const auto variant = parseVariant(v);
            if (!variant)
                return lines.failAt(v, "the variant must be 5T, 5D, 4T or 4D");
            t.variant = *variant;
        } else if (k == 2) {
            if (v.empty())
                return lines.failAt(v, "the start is a layer code or \"cross\"");
            t.start = std::string(v);
        } else if (k == 3 || k == 4) {
            const auto n = wholeField(lines, v, keys[k], 0, k == 3 ? maxSolverDepth : 1u << 24);
            if (!n)
                return n.error();
            (k == 3 ? t.depth : t.items) = static_cast<int>(*n);
        } else if (k == 5) {
            if (v != "yes" && v != "no")
                return lines.failAt(v, "complete is yes or no");
            p.answer.complete = v == "yes";
        } else if (v == "none") {
            if (p.answer.further >= 0)
                return lines.failAt(v, "the part found a game: its item is a number");
            t.bestItem = -1;
        } else {
            int n = -2;
            const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
            if (ec != std::errc() || end != v.data() + v.size() || n < -1 || n > (1 << 24) || p.answer.further < 0)
                return lines.failAt(v, "the best item is -1 (above the cut), the number of an item, or none");
            t.bestItem = n;
        }
    }
    for (int k = 0; k < count; ++k) {
        const bool wanted = k == 3 ? p.answer.enumerate : k == 6 ? !p.answer.enumerate : true;
        if (wanted != seen[k])
            return lines.fail(
                0, std::string(wanted ? "the line \"# " : "no line \"# ") + keys[k] +
                       (wanted ? "\" is missing: is this the output of a --part run?" : "\" belongs to this command's output"));
    }
    return std::nullopt;
}

// The moves of the part's start grid: none for the cross, else its code's.
std::optional<int> startMovesOf(const SolverPartTag& t)
{
    if (t.start == "cross")
        return 0;
    const auto game = decodeLayerCode(t.variant, t.start);
    if (!game)
        return std::nullopt;
    return game->score();
}

} // namespace

Result<SolverPart> parseSolverPart(std::string_view text)
{
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    Lines lines(text);
    SolverPart p;
    if (lines.peek() == tableHeader) {
        if (auto e = readTable(lines, p.answer))
            return *e;
    } else if (auto e = readKeys(lines, p.answer)) {
        return *e;
    }
    if (auto e = readTag(lines, p))
        return *e;
    // Where the work starts is the start grid's, also for a part that found no game (its
    // score and further are empty: a share without items): combine counts from it.
    const auto start = startMovesOf(p.tag);
    if (!start)
        return syntaxError(Phrase::literal("the start is not a " + std::string(variantName(p.tag.variant)) + " layer code"));
    if ((p.answer.enumerate || p.answer.further >= 0) && p.answer.startMoves != *start)
        return syntaxError(Phrase::literal("the answer starts at " + std::to_string(p.answer.startMoves) +
                                           " moves, its start grid has " + std::to_string(*start)));
    p.answer.startMoves = *start;
    const SolverAnswer& a = p.answer;
    const SolverPartTag& t = p.tag;
    if (a.enumerate && static_cast<std::uint64_t>(a.startMoves) + a.classes.size() != static_cast<std::uint64_t>(t.depth) + 1)
        return lines.fail(0, "the table must end at the depth, " + std::to_string(t.depth) + " moves");
    if (!a.enumerate && a.further >= 0) {
        // The code must be the game it stands for.
        std::string_view code = a.code;
        const std::string prefix = std::string(variantName(t.variant)) + ":";
        if (code.starts_with(prefix))
            code.remove_prefix(prefix.size());
        const auto game = decodeLayerCode(t.variant, code);
        if (!game || game->score() != a.startMoves + a.further)
            return syntaxError(Phrase::literal("the code is not a " + std::string(variantName(t.variant)) + " grid of " +
                                               std::to_string(a.startMoves + a.further) + " moves"));
    }
    return p;
}

} // namespace morpion::cli
