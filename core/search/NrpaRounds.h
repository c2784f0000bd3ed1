#pragma once

#include "core/rules/Move.h"
#include "core/search/SearchRunner.h"

#include <array>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <vector>

// Internal to NRPA (Nrpa*.cpp): how the threads of a root-parallel search exchange their
// level-(L-1) results, round by round.

namespace morpion::nrpa {

// A level-(L-1) result as the threads of a root-parallel search exchange it: by line,
// since each thread numbers its slots its own way.
struct SharedGame {
    std::vector<Line> moves;
    std::vector<Line> legal;
    std::vector<std::int32_t> offsets;
    int score = -1;
    bool stopped = false; // the thread stopped during the round: every thread ends there
};

// The rounds of a root-parallel search: every thread posts its result, then waits for the
// others' (a barrier). Results are kept by round parity: a thread posts round r + 2 only
// after every thread has reached round r + 1, that is, has read round r.
class Rounds {
public:
    explicit Rounds(int threads)
        : threads_(threads)
    {
        for (auto& games : games_)
            games.resize(static_cast<std::size_t>(threads));
    }
    SharedGame& game(std::int64_t round, int thread)
    {
        return games_[static_cast<std::size_t>(round & 1)][static_cast<std::size_t>(thread)];
    }
    // Returns true once every thread has called it for this round, false when the search
    // is stopped first (a thread that never started, or ended, would otherwise keep the
    // others waiting forever). The mutex orders each thread's posting before every other
    // thread's reading.
    bool arrive(SearchContext& context)
    {
        std::unique_lock lock(mutex_);
        const std::int64_t generation = generation_;
        if (++arrived_ == threads_) {
            arrived_ = 0;
            ++generation_;
            wake_.notify_all();
            return true;
        }
        while (generation_ == generation) {
            if (context.stopAsked())
                return false;
            wake_.wait_for(lock, std::chrono::milliseconds(5));
        }
        return true;
    }

private:
    const int threads_;
    std::mutex mutex_;
    std::condition_variable wake_;
    int arrived_ = 0;
    std::int64_t generation_ = 0;
    std::array<std::vector<SharedGame>, 2> games_;
};

} // namespace morpion::nrpa
