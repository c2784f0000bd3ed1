#include "core/codes/Dna.h"

namespace morpion {

Dna::Dna()
    : values_(static_cast<std::size_t>(size), 0.0)
{}

int Dna::index(const Line& line)
{
    // Unsigned compare: one test per coordinate, and no overflow for huge coordinates.
    const auto fx = static_cast<unsigned>(line.start.x) + unsigned{frameOffset};
    const auto fy = static_cast<unsigned>(line.start.y) + unsigned{frameOffset};
    if (fx >= unsigned{frameSize} || fy >= unsigned{frameSize})
        return -1;
    return (static_cast<int>(fx) * frameSize + static_cast<int>(fy)) * 4 + dirIndex(line.dir);
}

double Dna::priority(const Line& line) const
{
    const int i = index(line);
    return i < 0 ? 0.0 : values_[static_cast<std::size_t>(i)];
}

void Dna::setPriority(const Line& line, double value)
{
    const int i = index(line);
    if (i >= 0)
        values_[static_cast<std::size_t>(i)] = value;
}

Dna Dna::generate(const std::vector<Move>& ordered, Random& rng)
{
    Dna dna;
    for (double& v : dna.values_)
        v = rng.uniform();
    const auto n = static_cast<double>(ordered.size());
    for (std::size_t i = 0; i < ordered.size(); ++i)
        dna.setPriority(ordered[i].line, n + 1.0 - static_cast<double>(i));
    return dna;
}

Position::LineId Dna::choose(const Position& pos) const
{
    Position::LineId best = -1;
    double bestPriority = 0.0;
    for (const Position::LineId id : pos.legalIds()) {
        const double p = priority(pos.lineOf(id));
        if (best < 0 || p > bestPriority || (p == bestPriority && pos.orderKey(id) < pos.orderKey(best))) {
            best = id;
            bestPriority = p;
        }
    }
    return best;
}

void Dna::evaluate(Position& pos) const
{
    for (Position::LineId id = choose(pos); id >= 0; id = choose(pos))
        pos.playId(id);
}

std::vector<Move> Dna::evaluate(Variant v) const
{
    Position pos(v);
    evaluate(pos);
    return pos.moves();
}

} // namespace morpion
