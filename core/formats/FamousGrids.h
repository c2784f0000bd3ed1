#pragma once

#include "core/base/Error.h"
#include "core/base/ErrorText.h"
#include "core/formats/GridInfo.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <string>
#include <string_view>
#include <vector>

namespace morpion {

// The built-in famous grids (the "Famous grids" menu, `morpion-cli examples`), kept as
// data in resources/famous-grids.txt: codes plus what a reader wants to know about them.
// The file holds blocks of "key: value" lines separated by blank lines; '#' starts a
// comment line. Keys: id, title, variant, score, author (several separated by ';'), code,
// story (one line), and the optional year ("2011", or "c. 2010" when only roughly known),
// source and number: the game number of the order in which the grid was published (without
// one, the layer order). Titles and stories are English; the catalogues translate them in the
// context "FamousGrids" (translations/web_strings.py extract lists them for lupdate).
struct FamousGrid {
    std::string id; // stable, for the command line: "5T-rosin178"
    std::string title;
    Variant variant = Variant::T5;
    int score = 0;
    std::vector<std::string> authors; // names, never translated
    int year = 0;                     // 0 when the record does not say
    bool yearApproximate = false;
    std::string code;
    std::string story;
    std::string source;      // where the grid was published, or ""
    std::string number;      // the game number of the published order, or ""
    std::vector<Move> moves; // in the published order (the number's, else the code's layer order)
    int layers = 0;          // layers that take at least one move
    int line = 0;            // where its block starts in the file
};

// Reads the whole list and decodes every code and number. Errors carry the line: Syntax (a
// line that is not "key: value", an unknown or repeated key, a missing key, a bad value),
// the code's or number's own decoding error, Mismatch when a code does not give the stated
// score or a number does not give the code's grid, DuplicateMove when two grids share an id.
Result<std::vector<FamousGrid>> parseFamousGrids(std::string_view text);

// What a reader of the user's language reads about a grid: the title and story translated
// with `translate` (English when it is null), the authors listed as the language lists names
// (nameList), the year as the language says a roughly known one ("c. 2010", "um 2010").
// The desktop program, the web page and the command line say a grid with it.
struct FamousGridWords {
    std::string title;
    std::string authors;
    std::string story;
    std::string date; // "2011", "c. 2010"; "" when the list gives no year
};
FamousGridWords famousGridWords(const FamousGrid& grid, const Translate* translate);

// The grid's identity as a record carries it (GridInfo), in the user's language as
// famousGridWords says it: the title as its description, the authors, the source, the date
// and the story as its comment.
GridInfo gridInfo(const FamousGrid& grid, const Translate* translate);

} // namespace morpion
