#pragma once

// A slow, obviously correct implementation of the rules of spec §1-2, for differential
// tests: it rescans the whole board for every question and keeps no incremental state.

#include "core/rules/Cross.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <algorithm>
#include <vector>

namespace morpion::test {

class ReferenceRules {
public:
    explicit ReferenceRules(Variant v)
        : v_(v)
        , n_(lineLength(v))
        , grid_(size * size, 0)
    {
        for (Point p : crossPoints(v))
            add(p);
    }

    bool has(Point p) const
    {
        const int x = p.x + size / 2, y = p.y + size / 2;
        return x >= 0 && y >= 0 && x < size && y < size && grid_[static_cast<std::size_t>(x * size + y)];
    }

    // Two same-direction lines conflict when they share a unit segment (T) or a point (D).
    bool conflicts(const Line& a, const Line& b) const
    {
        if (a.dir != b.dir)
            return false;
        int shared = 0;
        for (int i = 0; i < n_; ++i)
            for (int j = 0; j < n_; ++j)
                shared += a.at(i) == b.at(j);
        return isDisjoint(v_) ? shared >= 1 : shared >= 2;
    }

    bool legal(const Move& m) const
    {
        if (has(m.point) || m.offsetInLine(n_) < 0)
            return false;
        for (int i = 0; i < n_; ++i)
            if (m.line.at(i) != m.point && !has(m.line.at(i)))
                return false;
        for (const Line& l : lines_)
            if (conflicts(l, m.line))
                return false;
        return true;
    }

    // Every line whose start lies in the bounding box grown by n, checked one by one.
    std::vector<Move> legalMoves() const
    {
        int minX = 0, minY = 0, maxX = 0, maxY = 0;
        bool first = true;
        for (Point p : points_) {
            minX = first ? p.x : std::min(minX, p.x);
            maxX = first ? p.x : std::max(maxX, p.x);
            minY = first ? p.y : std::min(minY, p.y);
            maxY = first ? p.y : std::max(maxY, p.y);
            first = false;
        }
        std::vector<Move> out;
        for (int x = minX - n_; x <= maxX + n_; ++x)
            for (int y = minY - n_; y <= maxY + n_; ++y)
                for (Dir d : allDirs) {
                    const Line line{{x, y}, d};
                    int missing = 0;
                    Point empty;
                    for (int i = 0; i < n_; ++i)
                        if (!has(line.at(i))) {
                            ++missing;
                            empty = line.at(i);
                        }
                    if (missing == 1 && legal({empty, line}))
                        out.push_back({empty, line});
                }
        std::sort(out.begin(), out.end());
        return out;
    }

    void play(const Move& m)
    {
        add(m.point);
        lines_.push_back(m.line);
    }

private:
    // A plain square of flags around the origin; random games stay far inside it.
    static constexpr int size = 256;
    void add(Point p)
    {
        points_.push_back(p);
        grid_[static_cast<std::size_t>((p.x + size / 2) * size + p.y + size / 2)] = 1;
    }

    Variant v_;
    int n_;
    std::vector<char> grid_;
    std::vector<Point> points_;
    std::vector<Line> lines_;
};

} // namespace morpion::test
