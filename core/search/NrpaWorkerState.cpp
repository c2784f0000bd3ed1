#include "core/search/NrpaWorker.h"

#include <algorithm>

// A worker's state for checkpoints (SearchThreadState): taken, checked and restored.

namespace morpion::nrpa {

void Worker::restore(const SearchThreadState& from)
{
    rng_.setState(from.rng);
    playouts_ = from.iterations;
    runs_ = from.runs;
    // Slots outside the frame in the order the search met them (the warm start's first,
    // as the constructor gave them again).
    for (const Line& line : from.extraLines)
        slotOf(line);
    bestScore_ = from.bestScore;
    bestSlots_ = from.bestSlots;
    root_.resize(slotCount());
    for (Policy& p : levels_)
        p.resize(slotCount());
    if (from.levels.empty())
        return;
    resuming_ = true;
    for (int l = 1; l <= options_.level; ++l) {
        const NrpaLevelState& level = from.levels[at(l - 1)];
        Policy& pol = levels_[at(l)];
        pol.clear();
        for (std::size_t k = 0; k < level.weightSlots.size(); ++k)
            pol.restore(level.weightSlots[k], level.weights[k], level.exps[k]);
        Sequence& best = best_[at(l)];
        best.clear();
        best.moves = level.best.moves;
        if (best.legal.size() < level.best.legal.size())
            best.legal.resize(level.best.legal.size());
        std::copy(level.best.legal.begin(), level.best.legal.end(), best.legal.begin());
        best.offsets = level.best.offsets;
        best.score = level.best.score;
        iteration_[at(l)] = level.iteration;
    }
}

std::string Worker::problemWith(const SearchThreadState& from)
{
    // Extra line i has slot frameSlots_ + i, as restore() gives it again.
    for (std::size_t i = 0; i < from.extraLines.size(); ++i)
        if (slotOf(from.extraLines[i]) != static_cast<Slot>(frameSlots_ + i))
            return "extra line " + std::to_string(i + 1) + " lies on the first board window or comes twice";
    const std::size_t slots = slotCount();
    const auto inRange = [slots](const std::vector<std::int32_t>& list) {
        return std::all_of(list.begin(), list.end(), [slots](std::int32_t s) { return static_cast<std::size_t>(s) < slots; });
    };
    if (!inRange(from.bestSlots))
        return "a slot of its best game is past its " + std::to_string(slots) + " slots";
    if (!from.levels.empty() && from.levels.size() != at(options_.level))
        return "a running search has all " + std::to_string(options_.level) + " levels";
    for (std::size_t l = 0; l < from.levels.size(); ++l) {
        const NrpaLevelState& level = from.levels[l];
        if (!inRange(level.weightSlots) || !inRange(level.best.moves) || !inRange(level.best.legal))
            return "level " + std::to_string(l + 1) + ": a slot is past its " + std::to_string(slots) + " slots";
        if (level.weightSlots.size() != level.weights.size() || level.weightSlots.size() != level.exps.size() ||
            level.best.offsets.size() != level.best.moves.size() + 1 || level.best.offsets.front() != 0 ||
            !std::is_sorted(level.best.offsets.begin(), level.best.offsets.end()) ||
            static_cast<std::size_t>(level.best.offsets.back()) != level.best.legal.size())
            return "level " + std::to_string(l + 1) + ": its policy or best sequence is malformed";
        // A sequence's score is its game's length, the prefix included (-1: none yet).
        const std::size_t prefix = options_.prefix.size();
        if (level.best.score !=
            (level.best.score < 0 && level.best.moves.empty() ? -1 : static_cast<int>(prefix + level.best.moves.size())))
            return "level " + std::to_string(l + 1) + ": its best sequence's score " + std::to_string(level.best.score) +
                   " is not its " + std::to_string(prefix + level.best.moves.size()) + " moves";
        if (level.iteration < 0 || level.iteration >= options_.iterations)
            return "level " + std::to_string(l + 1) + ": iteration " + std::to_string(level.iteration) + " is outside 0.." +
                   std::to_string(options_.iterations - 1);
    }
    return {};
}

SearchThreadState Worker::state() const
{
    SearchThreadState s;
    s.fresh = false;
    s.runs = runs_;
    s.extraLines = extraLines_;
    s.bestScore = bestScore_;
    s.bestSlots = bestSlots_;
    if (bestScore_ >= 0)
        s.bestMoves = gameOf(bestSlots_);
    if (!inSearch_) {
        s.rng = rng_.state();
        s.iterations = playouts_;
        return s;
    }
    s.rng = rngSafe_.state();
    s.iterations = playoutsSafe_;
    for (int l = 1; l <= options_.level; ++l) {
        NrpaLevelState level;
        level.iteration = iteration_[at(l)];
        const Policy& pol = levels_[at(l)];
        for (Slot slot : pol.changed()) {
            level.weightSlots.push_back(slot);
            level.weights.push_back(pol.weight(slot));
            level.exps.push_back(pol.expWeight(slot));
        }
        const Sequence& best = best_[at(l)];
        level.best.score = best.score;
        level.best.moves = best.moves;
        const auto legal = best.legalSpan();
        level.best.legal.assign(legal.begin(), legal.end());
        level.best.offsets = best.offsets;
        s.levels.push_back(std::move(level));
    }
    return s;
}

} // namespace morpion::nrpa
