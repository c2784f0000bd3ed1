#include "core/codes/Layers.h"

#include "core/codes/LayerCoder.h"

namespace morpion {

int Layer::takenCount() const
{
    int count = 0;
    for (const std::uint8_t t : taken)
        count += t ? 1 : 0;
    return count;
}

std::vector<Move> Layer::takenMoves() const
{
    std::vector<Move> out;
    for (std::size_t i = 0; i < candidates.size() && i < taken.size(); ++i)
        if (taken[i])
            out.push_back(candidates[i]);
    return out;
}

int Layering::score() const
{
    int total = 0;
    for (const Layer& l : layers)
        total += l.takenCount();
    return total;
}

int Layering::takenLayers() const
{
    int count = 0;
    for (const Layer& l : layers)
        count += l.takenCount() > 0 ? 1 : 0;
    return count;
}

std::size_t Layering::bitCount() const
{
    std::size_t total = 0;
    for (const Layer& l : layers)
        total += l.taken.size();
    return total;
}

std::string Layering::bits() const
{
    std::string out;
    out.reserve(bitCount());
    for (const Layer& l : layers)
        for (const std::uint8_t t : l.taken)
            out += t ? '1' : '0';
    return out;
}

std::vector<Move> Layering::movesInOrder() const
{
    std::vector<Move> out;
    out.reserve(static_cast<std::size_t>(score()));
    for (const Layer& l : layers)
        for (std::size_t i = 0; i < l.candidates.size() && i < l.taken.size(); ++i)
            if (l.taken[i])
                out.push_back(l.candidates[i]);
    return out;
}

BigUInt Layering::orderings() const
{
    BigUInt product(1);
    for (const Layer& l : layers) {
        const int k = l.takenCount();
        for (int f = 2; f <= k; ++f)
            product.mulAdd(static_cast<std::uint32_t>(f), 0);
    }
    return product;
}

Result<Layering> layerGrid(Variant v, const std::vector<Move>& grid)
{
    return LayerCoder::forThread(v).layerGrid(grid);
}

} // namespace morpion
