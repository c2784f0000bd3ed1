#pragma once

#include "core/base/Error.h"
#include "core/codes/Layers.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <string>
#include <string_view>
#include <vector>

namespace morpion {

// The layer code ("grid pack") of spec §5: a grid as a short text. These functions run
// on this thread's LayerCoder (core/codes/LayerCoder.h); its decode()/encode() are the lean
// fast path that fills caller-provided buffers instead of building a Layering.

// Errors as layerGrid().
Result<std::string> encodeLayerCode(Variant v, const std::vector<Move>& grid);
std::string encodeLayerCode(const Layering& layering);

// Decodes in time linear in the code's length. Errors: BadCharacter (position = offset of
// the character), ConflictingMoves (layer, and position = offset of the character holding
// the second move's bit), BitsAfterEnd (position = offset of the first character with a 1
// bit after the game ended). Bits past the end of the text read as 0, so trailing 'A's
// are harmless and "" is the empty grid (every start move open, none taken). The text
// must be the bare code: callers trim white space.
Result<Layering> decodeLayerCode(Variant v, std::string_view code);

} // namespace morpion
