#pragma once

#include "core/base/Error.h"
#include "core/rules/Variant.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace morpion::cli {

// What `enumerate` or `solve` prints, from one process or from K parts combined: both go
// through formatSolverAnswer, so that `combine` prints exactly what one process prints
// (docs/solver.md).
struct SolverAnswer {
    bool enumerate = false; // a table of counts; else the longest game found
    int startMoves = 0;     // the grid's moves: the table's first row, the score's base
    // enumerate: the rows from startMoves moves to --depth, each a count of positions and
    // of classes of positions; zeros past the end of the tree.
    std::vector<std::uint64_t> positions;
    std::vector<std::uint64_t> classes;
    // solve: moves beyond the grid of the longest game found (-1: none, a part with no
    // positions) and its layer code, with the variant's prefix but for 5T.
    int further = -1;
    std::string code;
    bool complete = false; // every class was visited: the counts are exact, the score proven
    std::uint64_t nodes = 0;
    double seconds = 0;
};

// Which share of which work a part's output is: the lines "# key<TAB>value" after it,
// which `combine` reads.
struct SolverPartTag {
    int part = 1; // 1..parts
    int parts = 1;
    Variant variant = Variant::T5;
    std::string start; // the grid's layer code without prefix; "cross" for the cross
    int depth = -1;    // enumerate's --depth; -1 for solve (no limit)
    int items = 0;     // the pieces the work was cut into, over all parts
    int bestItem = -1; // solve: the piece the longest game came from (-1: above the cut)
};

// The text: enumerate's table or solve's "key<TAB>value" lines; with `part`, a part's
// lines follow. `stopped` (when not empty) is said in a comment line before them.
std::string formatSolverAnswer(const SolverAnswer& answer, const SolverPartTag* part = nullptr, const std::string& stopped = {});

// A part's output read back.
struct SolverPart {
    SolverAnswer answer;
    SolverPartTag tag;
};

// The most of a part's output that is read: the longest table (--depth up to
// maxSolverDepth) with room to spare.
inline constexpr std::size_t maxSolverPartBytes = 1u << 20;
// The deepest --depth: past every variant's proven bound on a game's length.
inline constexpr int maxSolverDepth = 1000;

// Reads a part's output. Errors (Syntax) name the line and column: a line out of its place
// or order, a number out of range, a missing or repeated part line, counts that cannot be
// (more classes than positions, more than 8 positions a class), a score that is not the
// start's moves plus the moves beyond it. Linear in the text.
Result<SolverPart> parseSolverPart(std::string_view text);

} // namespace morpion::cli
