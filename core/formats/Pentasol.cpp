#include "core/formats/Pentasol.h"

#include "core/base/TextLines.h"
#include "core/base/Utf8.h"
#include "core/rules/MoveText.h"
#include "core/rules/Position.h"

namespace morpion {

namespace {

// One move line as written, before a variant gives it a line length.
struct RawMove {
    Point point; // in the cross frame
    Dir dir = Dir::E;
    int offset = 0;
    int line = 0;
    int offsetColumn = 0;
    std::string_view text;
};

struct RawFile {
    Point reference;
    std::vector<RawMove> moves;
};

class LineReader {
public:
    LineReader(std::string_view line, int number)
        : s_(line)
        , line_(number)
    {}

    void skipSpace()
    {
        while (p_ < s_.size() && (s_[p_] == ' ' || s_[p_] == '\t' || s_[p_] == '\r'))
            ++p_;
    }
    bool atEnd()
    {
        skipSpace();
        return p_ >= s_.size();
    }
    std::size_t pos() const { return p_; }

    Error error(Phrase detail, std::size_t at) const
    {
        Error e;
        e.kind = ErrorKind::Syntax;
        e.line = line_;
        e.position = static_cast<std::int64_t>(at);
        e.detail = std::move(detail);
        return e;
    }
    Error error(Phrase detail)
    {
        skipSpace();
        return error(std::move(detail), p_);
    }

    bool expect(char c)
    {
        skipSpace();
        if (p_ < s_.size() && s_[p_] == c) {
            ++p_;
            return true;
        }
        return false;
    }

    bool integer(long& out, bool& hadSign)
    {
        skipSpace();
        std::size_t q = p_;
        bool negative = false;
        hadSign = false;
        if (q < s_.size() && (s_[q] == '+' || s_[q] == '-')) {
            negative = s_[q] == '-';
            hadSign = true;
            ++q;
        }
        const std::size_t digits = q;
        long v = 0;
        while (q < s_.size() && s_[q] >= '0' && s_[q] <= '9') {
            v = v * 10 + (s_[q] - '0');
            if (v > coordinateLimit)
                return false;
            ++q;
        }
        if (q == digits)
            return false;
        out = negative ? -v : v;
        p_ = q;
        return true;
    }

    // "(col,row)": the reference point, or else a move's point.
    Result<Point> point(bool reference)
    {
        if (!expect('('))
            return error(reference ? MORPION_TR_NOOP("ErrorDetail", "expected '(' to open the reference point")
                                   : MORPION_TR_NOOP("ErrorDetail", "expected '(' to open the move's point"));
        long x = 0, y = 0;
        bool sign = false;
        if (!integer(x, sign))
            return error(reference ? MORPION_TR_NOOP("ErrorDetail", "expected the reference point's column")
                                   : MORPION_TR_NOOP("ErrorDetail", "expected the move's point's column"));
        if (!expect(','))
            return error(MORPION_TR_NOOP("ErrorDetail", "expected ',' between column and row"));
        if (!integer(y, sign))
            return error(reference ? MORPION_TR_NOOP("ErrorDetail", "expected the reference point's row")
                                   : MORPION_TR_NOOP("ErrorDetail", "expected the move's point's row"));
        if (!expect(')'))
            return error(reference ? MORPION_TR_NOOP("ErrorDetail", "expected ')' to close the reference point")
                                   : MORPION_TR_NOOP("ErrorDetail", "expected ')' to close the move's point"));
        return Point{static_cast<int>(x), static_cast<int>(y)};
    }

    bool direction(Dir& out)
    {
        skipSpace();
        if (p_ >= s_.size())
            return false;
        switch (s_[p_]) {
        case '-': out = Dir::E; break;
        case '|': out = Dir::S; break;
        case '/': out = Dir::NE; break;
        case '\\': out = Dir::SE; break;
        default: return false;
        }
        ++p_;
        return true;
    }

private:
    std::string_view s_;
    int line_;
    std::size_t p_ = 0;
};

char dirChar(Dir d)
{
    switch (d) {
    case Dir::E: return '-';
    case Dir::S: return '|';
    case Dir::NE: return '/';
    case Dir::SE: return '\\';
    }
    return '-';
}

Result<RawFile> parse(std::string_view text)
{
    RawFile file;
    bool haveReference = false;
    TextLines lines(text, text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0);
    for (std::string_view line; lines.next(line);) {
        const int lineNo = lines.number();
        const std::size_t first = line.find_first_not_of(" \t\r");
        const bool skip = first == std::string_view::npos || line[first] == '#';
        if (!skip) {
            LineReader r(line, lineNo);
            if (!haveReference) {
                auto ref = r.point(true);
                if (!ref)
                    return ref.error();
                if (!r.atEnd())
                    return r.error(MORPION_TR_NOOP("ErrorDetail", "unexpected text after the reference point"));
                file.reference = *ref;
                haveReference = true;
            } else {
                if (file.moves.size() >= pentasolMaxMoves) {
                    Error e;
                    e.kind = ErrorKind::TooLarge;
                    e.line = lineNo;
                    e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "more than %1 moves"), pentasolMaxMoves);
                    return e;
                }
                RawMove m;
                m.line = lineNo;
                m.text = line.substr(first, line.find_last_not_of(" \t\r") + 1 - first);
                auto p = r.point(false);
                if (!p)
                    return p.error();
                if (!r.direction(m.dir))
                    return r.error(MORPION_TR_NOOP("ErrorDetail", "expected a direction: '-', '|', '/' or '\\'"));
                r.skipSpace();
                m.offsetColumn = static_cast<int>(r.pos());
                long off = 0;
                bool sign = false;
                if (!r.integer(off, sign))
                    return r.error(MORPION_TR_NOOP("ErrorDetail", "expected an offset -2..+2"));
                if (off < -2 || off > 2)
                    return r.error(phrase(MORPION_TR_NOOP("ErrorDetail", "offset %1 is out of range -2..+2"), off),
                                   static_cast<std::size_t>(m.offsetColumn));
                if (!r.atEnd())
                    return r.error(MORPION_TR_NOOP("ErrorDetail", "unexpected text after the offset"));
                m.point = {static_cast<int>(p->x - file.reference.x + 3), static_cast<int>(p->y - file.reference.y + 3)};
                m.offset = static_cast<int>(off);
                file.moves.push_back(m);
            }
        }
    }
    if (!haveReference) {
        Error e;
        e.kind = ErrorKind::EmptyInput;
        e.detail = MORPION_TR_NOOP("ErrorDetail", "no reference point line \"(col,row)\"");
        return e;
    }
    return file;
}

struct Replay {
    std::vector<Move> moves;
    std::optional<Error> error;
    bool finished = false;
};

Replay replay(const RawFile& file, Variant v)
{
    Replay out;
    const int n = lineLength(v);
    Position pos(v);
    out.moves.reserve(file.moves.size());
    for (const RawMove& raw : file.moves) {
        Error e;
        e.line = raw.line;
        // The offset puts the new point at index 2 - off of its line (see Pentasol.h).
        const int index = 2 - raw.offset;
        if (index >= n) {
            e.kind = ErrorKind::Syntax;
            e.position = raw.offsetColumn;
            e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "offset %1 is out of range +2..-1 for %2 (4-point lines)"),
                              raw.offset, variantName(v));
            out.error = e;
            return out;
        }
        Move m;
        m.point = raw.point;
        m.line = {{m.point.x - index * stepX(raw.dir), m.point.y - index * stepY(raw.dir)}, raw.dir};
        if (!pos.play(m)) {
            e.kind = ErrorKind::IllegalMove;
            e.detail = withColon("\"" + shortenedText(raw.text) + "\" = " + formatMove(m), whyIllegal(v, out.moves, m));
            out.error = e;
            return out;
        }
        out.moves.push_back(m);
    }
    out.finished = pos.isOver();
    return out;
}

} // namespace

Result<PentasolRecord> readPentasol(std::string_view text, std::optional<Variant> variant)
{
    auto file = parse(text);
    if (!file)
        return file.error();
    PentasolRecord rec;
    rec.reference = file->reference;
    if (variant) {
        Replay r = replay(*file, *variant);
        if (r.error)
            return *r.error;
        rec.variant = *variant;
        rec.moves = std::move(r.moves);
        rec.finished = r.finished;
        rec.legalVariants.push_back(*variant);
        return rec;
    }
    std::optional<Replay> best;     // the first legal reading
    std::optional<Replay> furthest; // the failed reading that got furthest, for the message
    Variant furthestVariant = Variant::T5;
    for (Variant v : strictestFirst) {
        Replay r = replay(*file, v);
        if (!r.error) {
            rec.legalVariants.push_back(v);
            if (!best) {
                rec.variant = v;
                best = std::move(r);
            }
        } else if (!furthest || r.moves.size() > furthest->moves.size()) {
            furthest = std::move(r);
            furthestVariant = v;
        }
    }
    if (!best) {
        Error e = *furthest->error;
        e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "no variant replays the whole file; as %1: %2"),
                          variantName(furthestVariant), e.detail);
        return e;
    }
    rec.moves = std::move(best->moves);
    rec.finished = best->finished;
    return rec;
}

Result<std::string> writePentasol(Variant v, const std::vector<Move>& moves, std::string_view comment)
{
    constexpr int refCol = 28, refRow = 28;
    const int n = lineLength(v);
    std::string out;
    out.reserve(32 + moves.size() * 14);
    while (!comment.empty()) {
        const std::size_t nl = comment.find('\n');
        std::string_view line = comment.substr(0, nl);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        out += "# ";
        out += line;
        out += '\n';
        if (nl == std::string_view::npos)
            break;
        comment.remove_prefix(nl + 1);
    }
    out += "(" + std::to_string(refCol) + "," + std::to_string(refRow) + ")\n";
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move& m = moves[i];
        const int index = m.offsetInLine(n);
        if (index < 0) {
            Error e;
            e.kind = ErrorKind::Syntax;
            e.position = static_cast<std::int64_t>(i);
            e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "move %1, %2: %3"), i + 1, formatMove(m),
                              Phrase(MORPION_TR_NOOP("ErrorDetail", "the point is not on its line")));
            return e;
        }
        const int off = 2 - index;
        out += '(';
        out += std::to_string(m.point.x - 3 + refCol);
        out += ',';
        out += std::to_string(m.point.y - 3 + refRow);
        out += ") ";
        out += dirChar(m.line.dir);
        out += ' ';
        out += off > 0 ? "+" + std::to_string(off) : std::to_string(off);
        out += '\n';
    }
    return out;
}

} // namespace morpion
