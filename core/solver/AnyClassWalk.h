#pragma once

#include "core/rules/Move.h"
#include "core/rules/Variant.h"
#include "core/solver/WalkTally.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

namespace morpion {

// A ClassWalk of any variant behind one interface: the walk itself is compiled for each
// line length and rule, and called through here once per piece of work, not per node.
class AnyClassWalk {
public:
    virtual ~AnyClassWalk() = default;
    // The cross plus `start`, a game in play order; false when it does not replay or does
    // not fit the solver's board.
    virtual bool begin(const std::vector<Move>& start) = 0;
    virtual int symmetries() const = 0;
    virtual bool overflowed() const = 0;
    virtual int depth() const = 0;
    // The lines of the children the walk takes from here, in its order.
    virtual std::vector<int> children() = 0;
    virtual void play(int line) = 0;
    virtual void takeBackAll() = 0;
    virtual std::vector<Move> path() const = 0;
    virtual void countHere(WalkTally& tally) = 0;
    virtual void walk(WalkTally& tally, int maxDepth, const std::atomic<bool>* stop, std::atomic<std::uint64_t>* published) = 0;
};

// A new walk for the variant (about 3 MB: allocate a few, one per thread).
std::unique_ptr<AnyClassWalk> makeClassWalk(Variant v);

} // namespace morpion
