#include "app/cli/StopSignals.h"

#include <csignal>
#include <ctime>
#include <iterator>

namespace morpion::cli {

namespace {

// A lock-free atomic is safe to store from a signal handler.
std::atomic<bool> stopRequested{false};
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void onStopSignal(int)
{
    stopRequested.store(true, std::memory_order_relaxed);
}

constexpr int stopSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE};

} // namespace

StopSignals::StopSignals()
{
    static_assert(std::size(stopSignals) == count);
    stopRequested = false;
    for (int i = 0; i < count; ++i)
        old_[i] = std::signal(stopSignals[i], onStopSignal);
}

StopSignals::~StopSignals()
{
    for (int i = 0; i < count; ++i)
        std::signal(stopSignals[i], old_[i] == SIG_ERR ? SIG_DFL : old_[i]);
}

const std::atomic<bool>* StopSignals::flag()
{
    return &stopRequested;
}

std::string utcTimestamp()
{
    const std::time_t now = std::time(nullptr);
    char text[32];
    std::tm parts{};
    gmtime_r(&now, &parts);
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &parts);
    return text;
}

} // namespace morpion::cli
