#pragma once

#include "core/formats/CodeCollection.h"
#include "core/formats/LineReader.h"
#include "core/rules/Variant.h"

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
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

// Reads line by line: memory grows with the distinct codes met, not with the input, so
// logs of any size merge. A code met before, exactly as written, is counted without being
// decoded again (the logs of many jobs repeat the same few grids); new codes are decoded
// and made canonical in batches on all cores, and merged in line order, so the result does
// not depend on the thread count.
class CollectionMerge {
public:
    explicit CollectionMerge(int threads = 0); // 0: one per core

    // Adds every code of the lines (any text readCodeCollection() reads, a search log too).
    // `source` names them in the result (a file name); `forced`: the variant of codes whose
    // line names none, else the strictest that decodes each (CodeCollection.h). Errors: the
    // reader's (Io); the lines before the error stay added. A line too long to read is a
    // failure (LineReader::lineTooLong()) and the lines after it are read.
    std::optional<Error> add(LineReader& lines, const std::string& source, std::optional<Variant> forced);
    void add(std::string_view text, const std::string& source, std::optional<Variant> forced);
    // Adds one grid read from a record (MSR, MS1, Pentasol, a picture), seen at line
    // `line` of `source`.
    void addGrid(Variant v, const std::vector<Move>& moves, const std::string& source, int line = 1);

    // The distinct grids, best first (then by variant, then by canonical code).
    std::vector<const MergedGrid*> grids() const;
    // Codes that did not decode and lines too long to read, in the order met.
    const std::vector<MergeFailure>& failures() const { return failures_; }
    int codesRead() const { return codesRead_; }
    // The variants chosen for distinct codes whose line named none (nothing was forced).
    const InferredVariants& inferred() const { return inferred_; }

private:
    struct Pending {
        CodeCandidate candidate;
        std::optional<Variant> variant; // named on the line or forced; else inferred
        int written;                    // index into written_; notLookedUp, or tooLong (a skipped line)
        bool first;                     // its first sighting: decoded in this batch
        bool votes = false;             // taken by the file's vote (VariantVote::takes)
    };
    static constexpr int notLookedUp = -1; // a bare code met before the vote: looked up at it
    static constexpr int tooLong = -2;     // a line too long to read, at candidate.line
    // A code as written: the grid it is, or the error it gave.
    struct Written {
        int grid = -1;
        int error = -1; // into errors_
    };
    void take(CodeCandidate candidate, std::optional<Variant> forced);
    void lookUp(CodeCandidate candidate, std::optional<Variant> variant);
    void vote(); // the file's preferred variant, from the codes vote_ took (VariantVote)
    void flush(const std::string& source);

    int threads_;
    std::unordered_map<std::string, int> writtenIndex_; // variant digit (or '-') + code -> written_
    std::vector<Written> written_;
    std::vector<Error> errors_;
    std::unordered_map<std::string, int> gridIndex_; // variant digit + canonical code -> grids_
    std::vector<MergedGrid> grids_;
    std::vector<Pending> batch_;
    std::vector<MergeFailure> failures_;
    int codesRead_ = 0;
    InferredVariants inferred_;
    VariantChoice choice_; // of the file being added
    VariantVote vote_;     // of the file being added
    bool voted_ = true;
};

} // namespace morpion
