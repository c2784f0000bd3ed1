#include "core/search/AlgorithmOptions.h"

namespace morpion {

NrpaOptions nrpaOptionsOf(const SearchOptions& o)
{
    NrpaOptions n;
    n.variant = o.variant;
    n.limits = o.limits;
    n.level = o.level;
    n.iterations = o.iterations;
    n.alpha = o.alpha;
    n.stabilization = o.stabilization;
    n.repetitions = o.repetitions;
    n.parallel = o.parallel;
    if (o.start == SearchStart::Prefix)
        n.prefix = o.grid;
    else if (o.start == SearchStart::Warm)
        n.warmStart = o.grid;
    n.warmWeight = o.warmWeight;
    n.initialWindow = o.initialWindow;
    return n;
}

ImproverOptions improverOptionsOf(const SearchOptions& o)
{
    ImproverOptions i;
    i.variant = o.variant;
    i.limits = o.limits;
    i.grid = o.grid;
    i.area = o.area;
    i.initialWindow = o.initialWindow;
    return i;
}

HillClimbOptions hillClimbOptionsOf(const SearchOptions& o)
{
    HillClimbOptions h;
    h.variant = o.variant;
    h.limits = o.limits;
    h.blacklistCount = o.blacklist;
    h.initialWindow = o.initialWindow;
    if (o.start == SearchStart::Warm)
        h.startMoves = o.grid;
    return h;
}

} // namespace morpion
