#pragma once

#include "core/base/Error.h"
#include "core/formats/GridReader.h"

#include <string>
#include <string_view>

namespace morpion {

// The web page as one self-contained HTML file with a grid in it: what `morpion-cli html`
// and the desktop program's File > Export Web Page write, for sharing a grid where a link
// cannot go. The page (web/, built as viewer.html) carries its script, module and strings
// inline, with a JSON object whose "grid" field is null; this sets it to the grid's MSR
// record, which keeps the move order and the record's information, and the page opens it.

// Where the grid goes: the end of the page's embedded data (web/tools/site.py).
inline constexpr std::string_view gridPageMarker = ",\"grid\":null}</script>";

// The page with the grid in it. Errors: Syntax when `viewer` is not such a page (the marker
// is not in it exactly once); those of writeGrid.
Result<std::string> gridPage(std::string_view viewer, const GridRead& grid);

} // namespace morpion
