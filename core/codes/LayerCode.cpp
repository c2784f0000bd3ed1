#include "core/codes/LayerCode.h"

#include "core/codes/Alphabet.h"
#include "core/codes/LayerCoder.h"

namespace morpion {

Result<std::string> encodeLayerCode(Variant v, const std::vector<Move>& grid)
{
    std::string code;
    if (Result<int> bits = LayerCoder::forThread(v).encode(grid, code); !bits)
        return bits.error();
    return code;
}

std::string encodeLayerCode(const Layering& layering)
{
    return bitsToText(layering.bits());
}

Result<Layering> decodeLayerCode(Variant v, std::string_view code)
{
    return LayerCoder::forThread(v).decodeLayering(code);
}

} // namespace morpion
