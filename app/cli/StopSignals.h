#pragma once

#include <atomic>
#include <string>

namespace morpion::cli {

// The signals that end a long command (search, improve) from outside: Ctrl-C (SIGINT),
// SIGTERM (a scheduler's time limit, a requeue), SIGHUP (a dropped ssh session) and
// SIGPIPE (standard output's reader went away, as `search | head` does). While an instance
// lives they set flag() instead of killing the process, so the command stops within
// milliseconds and still saves its checkpoint and writes its summary; the old handlers
// come back after. (SIGXFSZ is ignored for the whole program, in main: a file-size limit
// fails the write, which is reported like a full disk.)
class StopSignals {
public:
    StopSignals();
    ~StopSignals();
    StopSignals(const StopSignals&) = delete;
    StopSignals& operator=(const StopSignals&) = delete;

    // Set by the signals; searches poll it as their stop flag.
    static const std::atomic<bool>* flag();

private:
    static constexpr int count = 4;
    void (*old_[count])(int) = {};
};

// "2026-11-21T10:47:13Z": when a log's comment line was written.
std::string utcTimestamp();

} // namespace morpion::cli
