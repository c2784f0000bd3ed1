#pragma once

// No <compare> here: moc in Qt 6.4 cannot parse it when it comes before Qt's headers.
#include <cstdint>
#include <tuple>

namespace morpion {

// A lattice point; x grows east, y grows south (spec §1).
struct Point {
    int x = 0;
    int y = 0;
    friend constexpr bool operator==(const Point& a, const Point& b) { return a.x == b.x && a.y == b.y; }
    friend constexpr bool operator!=(const Point& a, const Point& b) { return !(a == b); }
    // (x, y) order, the first two keys of the canonical move order.
    friend constexpr bool operator<(const Point& a, const Point& b) { return a.x < b.x || (a.x == b.x && a.y < b.y); }
    friend constexpr bool operator>(const Point& a, const Point& b) { return b < a; }
    friend constexpr bool operator<=(const Point& a, const Point& b) { return !(b < a); }
    friend constexpr bool operator>=(const Point& a, const Point& b) { return !(a < b); }
};

// The four line directions with the index the spec orders and stores them by.
enum class Dir : std::uint8_t { NE = 0, E = 1, SE = 2, S = 3 };

inline constexpr Dir allDirs[] = {Dir::NE, Dir::E, Dir::SE, Dir::S};

constexpr int dirIndex(Dir d)
{
    return static_cast<int>(d);
}
constexpr int stepX(Dir d)
{
    return d == Dir::S ? 0 : 1;
}
constexpr int stepY(Dir d)
{
    return d == Dir::NE ? -1 : d == Dir::E ? 0 : 1;
}

// A line is named by its first point and its direction; its length comes from the variant.
struct Line {
    Point start;
    Dir dir = Dir::E;
    constexpr Point at(int i) const { return {start.x + i * stepX(dir), start.y + i * stepY(dir)}; }
    friend constexpr bool operator==(const Line& a, const Line& b) { return a.start == b.start && a.dir == b.dir; }
    friend constexpr bool operator!=(const Line& a, const Line& b) { return !(a == b); }
};

// A new point plus the line drawn through it.
struct Move {
    Point point;
    Line line;

    friend constexpr bool operator==(const Move& a, const Move& b) { return a.point == b.point && a.line == b.line; }
    friend constexpr bool operator!=(const Move& a, const Move& b) { return !(a == b); }
    // Canonical order of spec §3: (px, py, lx, ly, dirIndex).
    friend constexpr bool operator<(const Move& a, const Move& b)
    {
        return std::tuple(a.point.x, a.point.y, a.line.start.x, a.line.start.y, dirIndex(a.line.dir)) <
               std::tuple(b.point.x, b.point.y, b.line.start.x, b.line.start.y, dirIndex(b.line.dir));
    }
    friend constexpr bool operator>(const Move& a, const Move& b) { return b < a; }

    // Index of the new point inside its line, or -1 when the point is not on it.
    constexpr int offsetInLine(int length) const
    {
        for (int i = 0; i < length; ++i)
            if (line.at(i) == point)
                return i;
        return -1;
    }
};

// The largest coordinate, either sign, that anything reads or plays: every reader refuses
// a larger one where it is written (a move list, Pentasol, MSR/MS1, a checkpoint), and
// Position never plays one. No game comes near it: each move's new point lies within a
// line's length minus one (4 cells) of a point already there, so reaching it takes 250,000
// moves where the records have 178. And sums and differences of a few coordinates (a
// line's end, a Pentasol point minus its reference, a board window's offsets, NRPA's
// 29-bit line keys) stay far inside an int.
inline constexpr int coordinateLimit = 1'000'000;

constexpr bool withinCoordinateLimit(const Point& p)
{
    return p.x >= -coordinateLimit && p.x <= coordinateLimit && p.y >= -coordinateLimit && p.y <= coordinateLimit;
}
constexpr bool withinCoordinateLimit(const Move& m)
{
    return withinCoordinateLimit(m.point) && withinCoordinateLimit(m.line.start);
}

} // namespace morpion
