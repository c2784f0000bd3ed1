#include "core/codes/GridDiff.h"

#include <algorithm>
#include <iterator>

namespace morpion {

GridDiff diffGrids(Variant v, const std::vector<Move>& a, const std::vector<Move>& b)
{
    std::vector<Move> sa = a, sb = b;
    std::sort(sa.begin(), sa.end());
    std::sort(sb.begin(), sb.end());
    GridDiff d;
    std::set_intersection(sa.begin(), sa.end(), sb.begin(), sb.end(), std::back_inserter(d.common));
    std::set_difference(sa.begin(), sa.end(), sb.begin(), sb.end(), std::back_inserter(d.onlyA));
    std::set_difference(sb.begin(), sb.end(), sa.begin(), sa.end(), std::back_inserter(d.onlyB));
    d.samePoints = samePoints(v, a, b);
    if (d.samePoints && sa.size() == sb.size()) {
        for (int i = 0; i < Symmetry::count && !d.symmetry; ++i) {
            std::vector<Move> image = Symmetry(i).apply(v, sa);
            std::sort(image.begin(), image.end());
            if (image == sb)
                d.symmetry = Symmetry(i);
        }
    }
    return d;
}

} // namespace morpion
