#include "core/search/SearchLimits.h"

#include <cmath>

namespace morpion {

std::optional<Error> checkSearchLimits(const SearchLimits& l)
{
    if (l.threads < 1 || l.threads > 1024)
        return syntaxError(phrase(MORPION_TR_NOOP("ErrorDetail", "threads %1 are outside 1..1024"), l.threads));
    if (std::isnan(l.maxSeconds) || std::isnan(l.progressSeconds) || !(l.progressSeconds > 0))
        return syntaxError(MORPION_TR_NOOP("ErrorDetail", "search times must be numbers, the progress interval above 0"));
    if (l.maxIterations > maxSearchIterations)
        return syntaxError(
            phrase(MORPION_TR_NOOP("ErrorDetail", "an iteration budget above %1"), static_cast<long long>(maxSearchIterations)));
    return std::nullopt;
}

} // namespace morpion
