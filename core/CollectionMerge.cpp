#include "core/CollectionMerge.h"

#include "core/Symmetry.h"

#include <algorithm>

namespace morpion {

void CollectionMerge::add(std::string_view text, const std::string& source, Variant defaultVariant)
{
    const CodeCollection codes = readCodeCollection(text, defaultVariant);
    for (const CodeFailure& f : codes.failures)
        failures_.push_back({source, f});
    for (const CodeEntry& e : codes.entries) {
        ++codesRead_;
        auto canon = canonicalCode(e.variant, e.moves);
        if (!canon) { // cannot happen for a decoded grid; reported rather than dropped
            failures_.push_back({source, CodeFailure{e.line, e.column, e.code, e.text, canon.error()}});
            continue;
        }
        const auto [it, added] = grids_.try_emplace({e.variant, canon->code});
        MergedGrid& g = it->second;
        if (added) {
            g.variant = e.variant;
            g.canonicalCode = std::move(canon->code);
            g.score = e.score;
            g.source = source;
            g.line = e.line;
        }
        ++g.copies;
    }
}

std::vector<MergedGrid> CollectionMerge::grids() const
{
    std::vector<MergedGrid> out;
    out.reserve(grids_.size());
    for (const auto& [key, grid] : grids_)
        out.push_back(grid);
    // The map orders by variant and code already: a stable sort by score keeps that.
    std::stable_sort(out.begin(), out.end(), [](const MergedGrid& a, const MergedGrid& b) { return a.score > b.score; });
    return out;
}

} // namespace morpion
