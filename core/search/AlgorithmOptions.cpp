#include "core/search/AlgorithmOptions.h"

namespace morpion {

NrpaOptions nrpaOptionsOf(const SearchOptions& o)
{
    NrpaOptions n;
    static_cast<NrpaParameters&>(n) = o.nrpa;
    n.variant = o.variant;
    n.limits = o.limits;
    if (o.start == SearchStart::Prefix)
        n.prefix = o.grid;
    else if (o.start == SearchStart::Warm)
        n.warmStart = o.grid;
    n.initialWindow = o.initialWindow;
    return n;
}

ImproverOptions improverOptionsOf(const SearchOptions& o)
{
    ImproverOptions i;
    static_cast<ImproverParameters&>(i) = o.improver;
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
    static_cast<HillClimbParameters&>(h) = o.hillClimb;
    h.variant = o.variant;
    h.limits = o.limits;
    h.initialWindow = o.initialWindow;
    if (o.start == SearchStart::Warm)
        h.startMoves = o.grid;
    return h;
}

} // namespace morpion
