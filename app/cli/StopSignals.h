#pragma once

#include <atomic>
#include <string>

namespace morpion::cli {

// Ctrl-C and SIGTERM for a long command (search, improve): while an instance lives, they
// set flag() instead of killing the process, so the command stops within milliseconds and
// still prints its summary; the old handlers come back after.
class StopSignals {
public:
    StopSignals();
    ~StopSignals();
    StopSignals(const StopSignals&) = delete;
    StopSignals& operator=(const StopSignals&) = delete;

    // Set by the signals; searches poll it as their stop flag.
    static const std::atomic<bool>* flag();

private:
    void (*oldInt_)(int) = nullptr;
    void (*oldTerm_)(int) = nullptr;
};

// "2026-11-21T10:47:13Z": when a log's comment line was written.
std::string utcTimestamp();

} // namespace morpion::cli
