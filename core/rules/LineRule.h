#pragma once

#include <cstdint>

namespace morpion {

// The rule of spec §2 as the incremental boards apply it: what a line of N points marks
// along its row of its direction, and how far a same-direction line may start from it and
// still conflict. Position (the rules' board) and the solver's board both read it here.
template <int N, bool Disjoint> struct LineRule {
    // T: the N-1 unit segments between its points (bit t = segment t..t+1);
    // D: its N points.
    static constexpr int marked = Disjoint ? N : N - 1;
    // A same-direction line starting k cells from it conflicts when |k| <= reach: D lines
    // may not share a point, T lines may share only an end point.
    static constexpr int reach = Disjoint ? N - 1 : N - 2;
};

// For the 2N-1 cells around a new point (the point is bit N-1), which of the N lines
// through it now have N-1 points (bit k: the line starting k cells before the point)
// and which are full (bit 8 + k).
template <int N> struct LineTable {
    std::uint16_t entry[1 << (2 * N - 1)] = {};
    constexpr LineTable()
    {
        for (int w = 0; w < (1 << (2 * N - 1)); ++w) {
            std::uint16_t e = 0;
            for (int k = 0; k < N; ++k) {
                const int line = (w >> (N - 1 - k)) & ((1 << N) - 1);
                int count = 0;
                for (int b = 0; b < N; ++b)
                    count += (line >> b) & 1;
                if (count == N - 1)
                    e = static_cast<std::uint16_t>(e | (1u << k));
                else if (count == N)
                    e = static_cast<std::uint16_t>(e | (256u << k));
            }
            entry[w] = e;
        }
    }
};

template <int N> constexpr LineTable<N> lineTable{};

} // namespace morpion
