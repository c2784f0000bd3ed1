#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace morpion {

// The weights of an NRPA playout policy (Rosin, IJCAI 2011) over a dense range of move
// slots (Nrpa maps moves to slots). Every weight starts at 0. Beside each weight w the
// table keeps exp(w), because playouts sample by softmax and need only exponentials:
// they are computed once when a weight changes instead of at every step of every playout.
//
// NRPA copies a policy at every nesting level, so the table also lists the slots whose
// weight was ever set: clear() and assign() cost that many slots, not the whole table.
class Policy {
public:
    using Slot = std::int32_t;

    Policy() = default;
    explicit Policy(std::size_t slots) { resize(slots); }

    std::size_t size() const { return exps_.size(); }
    // Grows the table (never shrinks it); new slots have weight 0.
    void resize(std::size_t slots);

    double weight(Slot s) const { return weights_[at(s)]; }
    double expWeight(Slot s) const { return exps_[at(s)]; }
    // Every slot's exp(weight), for playouts. A table of its own, apart from the weights:
    // playouts read only these, at scattered slots, so twice as many fit in the cache.
    const double* exps() const { return exps_.data(); }
    void setWeight(Slot s, double w);
    // Sets a weight and its exponential as another policy held them (a resumed search:
    // the exponentials of adapt() are close to, not equal to, std::exp).
    void restore(Slot s, double w, double expWeight);

    // Slots whose weight was set since the last clear(), in first-set order; the others are 0.
    std::span<const Slot> changed() const { return changed_; }
    // Every weight back to 0.
    void clear();
    // Becomes a copy of `other` (growing to its size if needed).
    void assign(const Policy& other);

    // The paper's Adapt(policy, sequence) with step alpha. Step i of the sequence played
    // moves[i] out of the legal moves legal[offsets[i] .. offsets[i+1]) (moves[i] among
    // them): the move played gets +alpha, and every legal move m of the step gets
    // -alpha * exp(w[m]) / z_i, where z_i sums exp(w) over the step's legal moves. Every
    // weight read is the one from before the call, as in the paper's copy pol' = pol.
    // offsets has moves.size() + 1 entries; every slot must be below size().
    void adapt(std::span<const Slot> moves, std::span<const Slot> legal, std::span<const std::int32_t> offsets, double alpha);
    // The same, faster when one sequence adapts a policy many times (NRPA adapts after
    // every iteration, mostly with the same best sequence): `distinct` holds every slot of
    // `legal` once, as distinctSlots() gives it.
    void adapt(std::span<const Slot> moves, std::span<const Slot> legal, std::span<const std::int32_t> offsets,
               std::span<const Slot> distinct, double alpha);
    static void distinctSlots(std::span<const Slot> legal, std::vector<Slot>& out);

private:
    static std::size_t at(Slot s) { return static_cast<std::size_t>(s); }
    void markChanged(Slot s)
    {
        if (!mark_[at(s)]) {
            mark_[at(s)] = 1;
            changed_.push_back(s);
        }
    }

    std::vector<double> exps_; // exp(weight), 1 for an unset slot
    std::vector<double> weights_;
    std::vector<std::uint8_t> mark_; // 1 for the slots listed in changed_
    std::vector<Slot> changed_;
};

} // namespace morpion
