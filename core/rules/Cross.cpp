#include "core/rules/Cross.h"

#include <algorithm>

namespace morpion {

std::vector<Point> crossPoints(Variant v)
{
    // Walk the outline through its 12 corners; every edge is a (length-2) unit segments long.
    const int a = lineLength(v) - 2; // 3 or 2
    const Point corners[12] = {{a, 0},         {2 * a, 0}, {2 * a, a}, {3 * a, a}, {3 * a, 2 * a}, {2 * a, 2 * a},
                               {2 * a, 3 * a}, {a, 3 * a}, {a, 2 * a}, {0, 2 * a}, {0, a},         {a, a}};
    std::vector<Point> points;
    for (int c = 0; c < 12; ++c) {
        const Point from = corners[c];
        const Point to = corners[(c + 1) % 12];
        const int dx = (to.x > from.x) - (to.x < from.x);
        const int dy = (to.y > from.y) - (to.y < from.y);
        for (int i = 0; i < a; ++i)
            points.push_back({from.x + i * dx, from.y + i * dy});
    }
    std::sort(points.begin(), points.end());
    return points;
}

} // namespace morpion
