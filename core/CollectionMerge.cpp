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
        if (auto bad = addOne(e.variant, e.moves, source, e.line))
            failures_.push_back({source, CodeFailure{e.line, e.column, e.code, e.text, *bad}});
    }
}

void CollectionMerge::addGrid(Variant v, const std::vector<Move>& moves, const std::string& source, int line)
{
    if (auto bad = addOne(v, moves, source, line))
        failures_.push_back({source, CodeFailure{line, 0, std::string(), std::string(), *bad}});
}

std::optional<Error> CollectionMerge::addOne(Variant v, const std::vector<Move>& moves, const std::string& source, int line)
{
    ++codesRead_;
    auto canon = canonicalCode(v, moves);
    if (!canon) // cannot happen for a decoded grid; reported rather than dropped
        return canon.error();
    const auto [it, added] = grids_.try_emplace({v, canon->code});
    MergedGrid& g = it->second;
    if (added) {
        g.variant = v;
        g.canonicalCode = std::move(canon->code);
        g.score = static_cast<int>(moves.size());
        g.source = source;
        g.line = line;
    }
    ++g.copies;
    return std::nullopt;
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
