#pragma once

#include "core/Error.h"
#include "core/Move.h"
#include "core/Variant.h"

#include <string>
#include <string_view>
#include <vector>

namespace morpion {

// The built-in famous grids (the "Famous grids" menu, `morpion-cli examples`), kept as
// data in resources/famous-grids.txt: codes plus what a reader wants to know about them.
// The file holds blocks of "key: value" lines separated by blank lines; '#' starts a
// comment line. Keys: id, title, variant, score, author, year ("2011", or "c. 2010" when
// only roughly known), code, story (one line), and the optional source.
struct FamousGrid {
    std::string id;     // stable, for the command line: "5T-rosin178"
    std::string title;
    Variant variant = Variant::T5;
    int score = 0;
    std::string author;
    int year = 0;
    bool yearApproximate = false;
    std::string code;
    std::string story;
    std::string source; // where the grid was published, or ""
    std::vector<Move> moves; // decoded from the code, in layer order
    int layers = 0;          // layers that take at least one move
    int line = 0;            // where its block starts in the file
};

// Reads the whole list and decodes every code. Errors carry the line: Syntax (a line that
// is not "key: value", an unknown or repeated key, a missing key, a bad value), the
// code's own decoding error, Mismatch when a code does not give the stated score,
// DuplicateMove when two grids share an id.
Result<std::vector<FamousGrid>> parseFamousGrids(std::string_view text);

} // namespace morpion
