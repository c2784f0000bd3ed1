#pragma once

#include "core/formats/GridReader.h"

#include <cstddef>
#include <string_view>

namespace morpion {

// Reads `text` as a layer code (spec §5) or a game number in `variant`: as the one
// `format` names (Code or Number), or for Auto as whichever it is, with a notice when the
// other reading was possible too. White space inside is dropped (codes get wrapped over
// lines). `text` starts at byte `offset` of what the user gave, for the positions of
// errors; `prefixed` when a variant prefix ("5D:") came before it. Part of readGrid.
Result<GridRead> readCodeOrNumber(std::string_view text, std::size_t offset, Variant variant, bool prefixed, GridFormat format);

} // namespace morpion
