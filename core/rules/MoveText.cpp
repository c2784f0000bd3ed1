#include "core/rules/MoveText.h"

#include "core/base/TextLines.h"
#include "core/rules/Cross.h"
#include "core/rules/Position.h"

#include <algorithm>
#include <cstdlib>

namespace morpion {

namespace {

constexpr std::string_view enDash = "\xE2\x80\x93";
constexpr std::string_view emDash = "\xE2\x80\x94";

class Reader {
public:
    explicit Reader(std::string_view text)
        : text_(text)
    {}

    void skipSpace()
    {
        while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\r'))
            ++pos_;
    }
    bool atEnd() const { return pos_ >= text_.size(); }
    std::size_t pos() const { return pos_; }

    bool expect(char c)
    {
        skipSpace();
        if (pos_ < text_.size() && text_[pos_] == c) {
            ++pos_;
            return true;
        }
        return false;
    }
    bool expectDash()
    {
        skipSpace();
        for (std::string_view d : {std::string_view("-"), enDash, emDash}) {
            if (text_.substr(pos_, d.size()) == d) {
                pos_ += d.size();
                return true;
            }
        }
        return false;
    }
    bool integer(int& out)
    {
        skipSpace();
        std::size_t p = pos_;
        bool negative = false;
        if (p < text_.size() && (text_[p] == '-' || text_[p] == '+')) {
            negative = text_[p] == '-';
            ++p;
        }
        long value = 0;
        const std::size_t digitsStart = p;
        while (p < text_.size() && text_[p] >= '0' && text_[p] <= '9') {
            value = value * 10 + (text_[p] - '0');
            if (value > coordinateLimit)
                return false;
            ++p;
        }
        if (p == digitsStart)
            return false;
        out = static_cast<int>(negative ? -value : value);
        pos_ = p;
        return true;
    }
    bool direction(Dir& out)
    {
        skipSpace();
        // Longest names first: "se" before "s", "ne" before "e".
        for (Dir d : {Dir::NE, Dir::SE, Dir::E, Dir::S}) {
            const std::string_view name = dirName(d);
            if (text_.size() - pos_ >= name.size()) {
                bool same = true;
                for (std::size_t i = 0; i < name.size(); ++i)
                    same = same && (text_[pos_ + i] | 0x20) == name[i];
                if (same) {
                    pos_ += name.size();
                    out = d;
                    return true;
                }
            }
        }
        return false;
    }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
};

Error syntax(std::size_t pos, Phrase what)
{
    Error e;
    e.kind = ErrorKind::Syntax;
    e.position = static_cast<std::int64_t>(pos);
    e.detail = std::move(what);
    return e;
}

} // namespace

bool linesConflict(Variant v, const Line& a, const Line& b)
{
    if (a.dir != b.dir)
        return false;
    const int n = lineLength(v);
    int shared = 0;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            shared += a.at(i) == b.at(j);
    return isDisjoint(v) ? shared > 0 : shared > 1;
}

std::string_view dirName(Dir d)
{
    switch (d) {
    case Dir::NE: return "ne";
    case Dir::E: return "e";
    case Dir::SE: return "se";
    case Dir::S: return "s";
    }
    return "e";
}

std::string formatLine(const Line& l)
{
    return "(" + std::to_string(l.start.x) + "," + std::to_string(l.start.y) + "," + std::string(dirName(l.dir)) + ")";
}

std::string formatMove(const Move& m)
{
    return std::to_string(m.point.x) + ", " + std::to_string(m.point.y) + " " + std::string(enDash) + " " + formatLine(m.line);
}

Result<Move> parseMove(std::string_view text, int length)
{
    Reader r(text);
    Move m;
    if (!r.integer(m.point.x))
        return syntax(r.pos(), MORPION_TR_NOOP("ErrorDetail", "expected the point's x coordinate"));
    if (!r.expect(','))
        return syntax(r.pos(), MORPION_TR_NOOP("ErrorDetail", "expected ',' after x"));
    if (!r.integer(m.point.y))
        return syntax(r.pos(), MORPION_TR_NOOP("ErrorDetail", "expected the point's y coordinate"));
    if (!r.expectDash())
        return syntax(r.pos(), MORPION_TR_NOOP("ErrorDetail", "expected '-' or '–' before the line"));
    if (!r.expect('('))
        return syntax(r.pos(), MORPION_TR_NOOP("ErrorDetail", "expected '(' to open the line"));
    if (!r.integer(m.line.start.x))
        return syntax(r.pos(), MORPION_TR_NOOP("ErrorDetail", "expected the line's x coordinate"));
    if (!r.expect(','))
        return syntax(r.pos(), MORPION_TR_NOOP("ErrorDetail", "expected ',' in the line"));
    if (!r.integer(m.line.start.y))
        return syntax(r.pos(), MORPION_TR_NOOP("ErrorDetail", "expected the line's y coordinate"));
    if (!r.expect(','))
        return syntax(r.pos(), MORPION_TR_NOOP("ErrorDetail", "expected ',' before the direction"));
    if (!r.direction(m.line.dir))
        return syntax(r.pos(), MORPION_TR_NOOP("ErrorDetail", "expected a direction: ne, e, se or s"));
    if (!r.expect(')'))
        return syntax(r.pos(), MORPION_TR_NOOP("ErrorDetail", "expected ')' to close the line"));
    r.skipSpace();
    if (!r.atEnd())
        return syntax(r.pos(), MORPION_TR_NOOP("ErrorDetail", "unexpected text after the move"));
    if (m.offsetInLine(length) < 0) {
        Error e = syntax(0, phrase(MORPION_TR_NOOP("ErrorDetail", "the point %1, %2 is not on the line %3"), m.point.x, m.point.y,
                                   formatLine(m.line)));
        return e;
    }
    return m;
}

std::optional<Error> forEachListedMove(std::string_view text, int length,
                                       const std::function<std::optional<Error>(const NumberedMove&)>& visit)
{
    TextLines lines(text);
    for (std::string_view line; lines.next(line);) {
        const int lineNo = lines.number();
        if (const auto hash = line.find('#'); hash != std::string_view::npos)
            line = line.substr(0, hash);
        const bool blank = std::all_of(line.begin(), line.end(), [](char c) { return c == ' ' || c == '\t' || c == '\r'; });
        if (!blank) {
            auto m = parseMove(line, length);
            if (!m) {
                Error e = m.error();
                e.line = lineNo;
                return e;
            }
            if (auto stop = visit({*m, lineNo}))
                return stop;
        }
    }
    return std::nullopt;
}

Result<std::vector<NumberedMove>> parseMoveList(std::string_view text, int length)
{
    std::vector<NumberedMove> out;
    if (auto bad = forEachListedMove(text, length, [&](const NumberedMove& m) {
            out.push_back(m);
            return std::optional<Error>();
        }))
        return *bad;
    return out;
}

Phrase whyIllegal(Variant v, const std::vector<Move>& moves, const Move& m)
{
    const int n = lineLength(v);
    if (m.offsetInLine(n) < 0)
        return MORPION_TR_NOOP("ErrorDetail", "the point is not on its line");
    Position pos(v);
    for (const Move& earlier : moves)
        pos.play(earlier);
    if (pos.isLegal(m))
        return {};
    if (pos.hasPoint(m.point))
        return phrase(MORPION_TR_NOOP("ErrorDetail", "the point %1, %2 is already on the board"), m.point.x, m.point.y);
    for (int i = 0; i < n; ++i) {
        const Point p = m.line.at(i);
        if (p != m.point && !pos.hasPoint(p))
            return phrase(MORPION_TR_NOOP("ErrorDetail", "the line needs the point %1, %2, which is not on the board"), p.x, p.y);
    }
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (linesConflict(v, moves[i].line, m.line))
            return phrase(isDisjoint(v) ? MORPION_TR_NOOP("ErrorDetail", "the line touches the line %1 of move %2")
                                        : MORPION_TR_NOOP("ErrorDetail", "the line overlaps the line %1 of move %2"),
                          formatLine(moves[i].line), i + 1);
    }
    return MORPION_TR_NOOP("ErrorDetail", "the move is not legal here");
}

} // namespace morpion
