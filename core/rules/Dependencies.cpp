#include "core/rules/Dependencies.h"

#include "core/rules/Cross.h"
#include "core/rules/MoveText.h"

#include <algorithm>
#include <utility>

namespace morpion {

namespace {

std::uint64_t keyOf(Point p)
{
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(p.x)) << 32) | static_cast<std::uint32_t>(p.y);
}

Error moveError(ErrorKind kind, std::size_t index, Phrase detail)
{
    Error e;
    e.kind = kind;
    e.position = static_cast<std::int64_t>(index);
    e.detail = std::move(detail);
    return e;
}

} // namespace

Result<Dependencies> Dependencies::of(Variant v, const std::vector<Move>& grid)
{
    const int n = lineLength(v);
    constexpr int cross = -1;
    // Every point on the board and who added it, sorted by key for binary search: a flat
    // array beats a hash map at these sizes.
    std::vector<std::pair<std::uint64_t, int>> owner;
    const std::vector<Point> start = crossPoints(v);
    owner.reserve(start.size() + grid.size());
    for (Point p : start)
        owner.emplace_back(keyOf(p), cross);
    for (std::size_t i = 0; i < grid.size(); ++i)
        owner.emplace_back(keyOf(grid[i].point), static_cast<int>(i));
    std::sort(owner.begin(), owner.end());
    for (std::size_t k = 1; k < owner.size(); ++k) {
        if (owner[k].first == owner[k - 1].first) {
            const int i = std::max(owner[k].second, owner[k - 1].second);
            return moveError(ErrorKind::DuplicateMove, static_cast<std::size_t>(i),
                             phrase(MORPION_TR_NOOP("ErrorDetail", "%1 adds a point that is already on the board"),
                                    formatMove(grid[static_cast<std::size_t>(i)])));
        }
    }
    const auto find = [&](Point p) {
        const auto it = std::lower_bound(owner.begin(), owner.end(), std::pair(keyOf(p), cross));
        return it != owner.end() && it->first == keyOf(p) ? it->second : -2;
    };

    Dependencies d;
    d.needOffsets_.reserve(grid.size() + 1);
    d.needs_.reserve(grid.size() * static_cast<std::size_t>(n - 1));
    std::vector<int> byCount(grid.size() + 1, 0);
    for (std::size_t i = 0; i < grid.size(); ++i) {
        const Move& m = grid[i];
        if (m.offsetInLine(n) < 0)
            return moveError(ErrorKind::IllegalMove, i,
                             withColon(formatMove(m), MORPION_TR_NOOP("ErrorDetail", "the point is not on its line")));
        const auto first = d.needs_.size();
        for (int k = 0; k < n; ++k) {
            const Point p = m.line.at(k);
            if (p == m.point)
                continue;
            const int who = find(p);
            if (who == -2)
                return moveError(
                    ErrorKind::IllegalMove, i,
                    withColon(
                        formatMove(m),
                        phrase(MORPION_TR_NOOP("ErrorDetail", "its line passes through %1, %2, which no move of the grid adds"),
                               p.x, p.y)));
            if (who != cross) {
                d.needs_.push_back(who);
                ++byCount[static_cast<std::size_t>(who) + 1];
            }
        }
        std::sort(d.needs_.begin() + static_cast<std::ptrdiff_t>(first), d.needs_.end());
        d.needOffsets_.push_back(static_cast<int>(d.needs_.size()));
    }
    // The reverse relation by counting sort: walking the needers in ascending order keeps
    // every list ascending.
    for (std::size_t i = 1; i < byCount.size(); ++i)
        byCount[i] += byCount[i - 1];
    d.byOffsets_ = byCount;
    d.neededBy_.assign(d.needs_.size(), 0);
    for (std::size_t i = 0; i < grid.size(); ++i)
        for (const int who : d.needs(static_cast<int>(i)))
            d.neededBy_[static_cast<std::size_t>(byCount[static_cast<std::size_t>(who)]++)] = static_cast<int>(i);
    return d;
}

std::vector<int> Dependencies::cone(std::span<const int> from, bool upward, bool includeStart) const
{
    const auto count = static_cast<std::size_t>(size());
    std::vector<std::uint8_t> seen(count, 0);
    std::vector<int> stack;
    for (const int m : from) {
        if (m < 0 || static_cast<std::size_t>(m) >= count || seen[static_cast<std::size_t>(m)])
            continue;
        seen[static_cast<std::size_t>(m)] = 1;
        stack.push_back(m);
    }
    while (!stack.empty()) {
        const int m = stack.back();
        stack.pop_back();
        for (const int next : upward ? neededBy(m) : needs(m)) {
            if (!seen[static_cast<std::size_t>(next)]) {
                seen[static_cast<std::size_t>(next)] = 1;
                stack.push_back(next);
            }
        }
    }
    if (!includeStart)
        for (const int m : from)
            if (m >= 0 && static_cast<std::size_t>(m) < count)
                seen[static_cast<std::size_t>(m)] = 0;
    std::vector<int> out;
    for (std::size_t i = 0; i < count; ++i)
        if (seen[i])
            out.push_back(static_cast<int>(i));
    return out;
}

} // namespace morpion
