#pragma once

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

} // namespace morpion
