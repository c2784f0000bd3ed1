#include "core/codes/GridDiff.h"

#include <algorithm>
#include <iterator>

namespace morpion {

namespace {

std::size_t commonCount(const std::vector<Move>& sortedA, const std::vector<Move>& sortedB)
{
    std::size_t n = 0;
    for (auto i = sortedA.begin(), j = sortedB.begin(); i != sortedA.end() && j != sortedB.end();) {
        if (*i < *j) {
            ++i;
        } else if (*j < *i) {
            ++j;
        } else {
            ++n;
            ++i;
            ++j;
        }
    }
    return n;
}

} // namespace

GridDiff diffGrids(Variant v, const std::vector<Move>& a, const std::vector<Move>& b, DiffAlignment alignment)
{
    std::vector<Move> sa = a, sb = b;
    std::sort(sa.begin(), sa.end());
    std::sort(sb.begin(), sb.end());
    GridDiff d;
    if (alignment == DiffAlignment::Best) {
        std::size_t best = commonCount(sa, sb);
        std::vector<Move> bestImage = sb;
        for (int i = 1; i < Symmetry::count; ++i) {
            std::vector<Move> image = Symmetry(i).apply(v, sb);
            std::sort(image.begin(), image.end());
            if (const std::size_t n = commonCount(sa, image); n > best) {
                best = n;
                d.alignment = Symmetry(i);
                bestImage = std::move(image);
            }
        }
        sb = std::move(bestImage);
    }
    std::set_intersection(sa.begin(), sa.end(), sb.begin(), sb.end(), std::back_inserter(d.common));
    std::set_difference(sa.begin(), sa.end(), sb.begin(), sb.end(), std::back_inserter(d.onlyA));
    std::set_difference(sb.begin(), sb.end(), sa.begin(), sa.end(), std::back_inserter(d.onlyB));
    d.samePoints = samePoints(v, a, b);
    if (d.samePoints && a.size() == b.size()) {
        std::vector<Move> original = b;
        std::sort(original.begin(), original.end());
        for (int i = 0; i < Symmetry::count && !d.symmetry; ++i) {
            std::vector<Move> image = Symmetry(i).apply(v, sa);
            std::sort(image.begin(), image.end());
            if (image == original)
                d.symmetry = Symmetry(i);
        }
    }
    return d;
}

std::string alignmentSummary(const GridDiff& diff)
{
    return std::string(diff.alignment.name()) + ": " + std::to_string(diff.common.size()) + " in common";
}

} // namespace morpion
