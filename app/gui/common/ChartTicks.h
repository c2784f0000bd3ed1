#pragma once

#include <algorithm>
#include <cmath>

namespace morpion::gui {

// The step between two ticks of a chart's axis: 1, 2 or 5 times a power of ten, at least
// `raw`.
inline double niceStep(double raw)
{
    const double power = std::pow(10.0, std::floor(std::log10(std::max(raw, 1e-9))));
    for (const double m : {1.0, 2.0, 5.0, 10.0})
        if (m * power >= raw - 1e-12)
            return m * power;
    return 10 * power;
}

} // namespace morpion::gui
