#include "core/search/Policy.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstring>

namespace morpion {

namespace {

// exp(x) without a library call, for Adapt's hundreds of exponentials per call (a third of
// its time through libm): exp(x) = 2^k e^r with |r| <= ln2 / 2, e^r by its Taylor series to
// r^12 (relative error below 3e-16). x is clamped to +-708, where 2^k stays a normal
// double: a weight that far out draws as if it were 0 or infinitely likely anyway.
double fastExp(double x)
{
    x = std::clamp(x, -708.0, 708.0);
    const double k = std::nearbyint(x * 1.4426950408889634);
    const double r = (x - k * 0.693147180369123816490) - k * 1.90821492927058770002e-10; // ln 2 in two parts
    double p = 1.0 / 479001600;
    for (const double c : {1.0 / 39916800, 1.0 / 3628800, 1.0 / 362880, 1.0 / 40320, 1.0 / 5040, 1.0 / 720, 1.0 / 120, 1.0 / 24,
                           1.0 / 6, 1.0 / 2, 1.0, 1.0})
        p = p * r + c;
    const auto bits = static_cast<std::uint64_t>(static_cast<std::int64_t>(k) + 1023) << 52;
    double scale = 0; // std::bit_cast, which the web build's libc++ (Emscripten 3.1.6) lacks
    std::memcpy(&scale, &bits, sizeof scale);
    return p * scale;
}

} // namespace

void Policy::resize(std::size_t slots)
{
    if (slots <= exps_.size())
        return;
    exps_.resize(slots, 1.0);
    weights_.resize(slots, 0.0);
    mark_.resize(slots, 0);
}

void Policy::setWeight(Slot s, double w)
{
    exps_[at(s)] = std::exp(w);
    weights_[at(s)] = w;
    markChanged(s);
}

void Policy::restore(Slot s, double w, double expWeight)
{
    weights_[at(s)] = w;
    exps_[at(s)] = expWeight;
    markChanged(s);
}

void Policy::clear()
{
    for (Slot s : changed_) {
        exps_[at(s)] = 1.0;
        weights_[at(s)] = 0.0;
        mark_[at(s)] = 0;
    }
    changed_.clear();
}

void Policy::assign(const Policy& other)
{
    if (this == &other)
        return;
    clear();
    resize(other.size());
    for (Slot s : other.changed_) {
        exps_[at(s)] = other.exps_[at(s)];
        weights_[at(s)] = other.weights_[at(s)];
        mark_[at(s)] = 1;
    }
    changed_.insert(changed_.end(), other.changed_.begin(), other.changed_.end());
}

void Policy::distinctSlots(std::span<const Slot> legal, std::vector<Slot>& out)
{
    // Generation stamps: nothing to clear between calls. No branch per slot: a first
    // occurrence is written and kept, a repeat is written and overwritten.
    thread_local std::vector<std::uint32_t> stamp;
    thread_local std::uint32_t generation = 0;
    Slot top = -1;
    for (Slot s : legal)
        top = std::max(top, s);
    if (at(top + 1) > stamp.size())
        stamp.resize(at(top + 1) * 2, 0);
    if (++generation == 0) {
        std::fill(stamp.begin(), stamp.end(), 0);
        generation = 1;
    }
    out.resize(legal.size());
    Slot* o = out.data();
    std::uint32_t* st = stamp.data();
    std::size_t n = 0;
    for (Slot s : legal) {
        o[n] = s;
        n += st[at(s)] != generation;
        st[at(s)] = generation;
    }
    out.resize(n);
}

void Policy::adapt(std::span<const Slot> moves, std::span<const Slot> legal, std::span<const std::int32_t> offsets, double alpha)
{
    thread_local std::vector<Slot> distinct;
    distinctSlots(legal, distinct);
    adapt(moves, legal, offsets, distinct, alpha);
}

void Policy::adapt(std::span<const Slot> moves, std::span<const Slot> legal, std::span<const std::int32_t> offsets,
                   std::span<const Slot> distinct, double alpha)
{
    assert(offsets.size() == moves.size() + 1);
    // Only weights change until the end and only exponentials are read, so every step
    // reads the policy from before the call; the exponentials follow at the end.
    thread_local std::vector<double> share; // a step's exp(w), read once
    double* e = exps_.data();
    double* w = weights_.data();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Slot* first = legal.data() + offsets[i];
        const auto count = static_cast<std::size_t>(offsets[i + 1] - offsets[i]);
        if (share.size() < count)
            share.resize(count * 2);
        double* q = share.data();
        // Four partial sums: independent additions instead of one long chain.
        double z0 = 0, z1 = 0, z2 = 0, z3 = 0;
        std::size_t k = 0;
        for (; k + 4 <= count; k += 4) {
            z0 += q[k] = e[at(first[k])];
            z1 += q[k + 1] = e[at(first[k + 1])];
            z2 += q[k + 2] = e[at(first[k + 2])];
            z3 += q[k + 3] = e[at(first[k + 3])];
        }
        for (; k < count; ++k)
            z0 += q[k] = e[at(first[k])];
        const double f = alpha / ((z0 + z1) + (z2 + z3));
        for (k = 0; k < count; ++k)
            w[at(first[k])] -= f * q[k];
        w[at(moves[i])] += alpha;
    }
    for (Slot s : distinct) {
        e[at(s)] = fastExp(w[at(s)]);
        markChanged(s);
    }
}

} // namespace morpion
