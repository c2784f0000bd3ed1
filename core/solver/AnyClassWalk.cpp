#include "core/solver/AnyClassWalk.h"

#include "core/solver/ClassWalk.h"

namespace morpion {

namespace {

template <int N, bool Disjoint> class Walk final : public AnyClassWalk {
public:
    explicit Walk(Variant v)
        : walk_(std::make_unique<ClassWalk<N, Disjoint>>(v))
    {}
    bool begin(const std::vector<Move>& start) override { return walk_->begin(start); }
    int symmetries() const override { return walk_->symmetries(); }
    bool overflowed() const override { return walk_->overflowed(); }
    int depth() const override { return walk_->depth(); }
    std::vector<int> children() override { return walk_->children(); }
    void play(int line) override { walk_->play(line); }
    void takeBackAll() override { walk_->takeBackAll(); }
    std::vector<Move> path() const override { return walk_->path(); }
    void countHere(WalkTally& tally) override { walk_->countHere(tally); }
    void walk(WalkTally& tally, int maxDepth, const std::atomic<bool>* stop, std::atomic<std::uint64_t>* published) override
    {
        walk_->walk(tally, maxDepth, stop, published);
    }

private:
    std::unique_ptr<ClassWalk<N, Disjoint>> walk_;
};

} // namespace

std::unique_ptr<AnyClassWalk> makeClassWalk(Variant v)
{
    switch (v) {
    case Variant::T5: return std::make_unique<Walk<5, false>>(v);
    case Variant::D5: return std::make_unique<Walk<5, true>>(v);
    case Variant::T4: return std::make_unique<Walk<4, false>>(v);
    case Variant::D4: return std::make_unique<Walk<4, true>>(v);
    }
    return nullptr;
}

} // namespace morpion
