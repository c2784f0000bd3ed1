#pragma once

#include "core/CodeCollection.h"
#include "core/Variant.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace morpion {

// Merges many collections of codes (search logs of many jobs, shared lists) into one list
// of distinct grids: two codes are one grid when their canonical codes (spec §9) are equal,
// so the 8 images of a grid count once.
struct MergedGrid {
    Variant variant = Variant::T5;
    std::string canonicalCode;
    int score = 0;
    std::string source; // where it was first seen: the name given to add()
    int line = 0;       // and its line there
    int copies = 0;     // how many times it was seen, in any image
};

struct MergeFailure {
    std::string source;
    CodeFailure failure;
};

class CollectionMerge {
public:
    // Adds every code of `text` (any text readCodeCollection() reads, a search log too).
    // `source` names the text in the result (a file name).
    void add(std::string_view text, const std::string& source, Variant defaultVariant);
    // Adds one grid read from a record (MSR, Pentasol, a move list, a picture), seen at line
    // `line` of `source`.
    void addGrid(Variant v, const std::vector<Move>& moves, const std::string& source, int line = 1);

    // The distinct grids, best first (then by variant, then by canonical code).
    std::vector<MergedGrid> grids() const;
    // Codes that did not decode, in the order met.
    const std::vector<MergeFailure>& failures() const { return failures_; }
    int codesRead() const { return codesRead_; }

private:
    std::optional<Error> addOne(Variant v, const std::vector<Move>& moves, const std::string& source, int line);

    std::map<std::pair<Variant, std::string>, MergedGrid> grids_;
    std::vector<MergeFailure> failures_;
    int codesRead_ = 0;
};

} // namespace morpion
