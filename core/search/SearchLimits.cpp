#include "core/search/SearchLimits.h"

#include <cmath>

namespace morpion {

std::optional<Error> checkSearchLimits(const SearchLimits& l)
{
    if (l.threads < 1 || l.threads > 1024)
        return syntaxError(phrase(MORPION_TR_NOOP("ErrorDetail", "threads %1 are outside 1..1024"), l.threads));
    if (std::isnan(l.maxSeconds) || std::isnan(l.progressSeconds) || !(l.progressSeconds > 0))
        return syntaxError(MORPION_TR_NOOP("ErrorDetail", "search times must be numbers, the progress interval above 0"));
    return std::nullopt;
}

} // namespace morpion
