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

    // Side by side, so that Adapt's reads of one and writes of the other share a cache line.
    struct Entry {
        double exp = 1.0;
        double weight = 0.0;
    };

    Policy() = default;
    explicit Policy(std::size_t slots) { resize(slots); }

    std::size_t size() const { return entries_.size(); }
    // Grows the table (never shrinks it); new slots have weight 0.
    void resize(std::size_t slots);

    double weight(Slot s) const { return entries_[at(s)].weight; }
    double expWeight(Slot s) const { return entries_[at(s)].exp; }
    // Every slot's entry, for playouts.
    const Entry* entries() const { return entries_.data(); }
    void setWeight(Slot s, double w);

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

    std::vector<Entry> entries_;
    std::vector<std::uint8_t> mark_; // 1 for the slots listed in changed_
    std::vector<Slot> changed_;
};

} // namespace morpion
