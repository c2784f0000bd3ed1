#include "app/cli/StopSignals.h"

#include <csignal>
#include <ctime>

namespace morpion::cli {

namespace {

// A lock-free atomic is safe to store from a signal handler.
std::atomic<bool> stopRequested{false};
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void onStopSignal(int)
{
    stopRequested.store(true, std::memory_order_relaxed);
}

} // namespace

StopSignals::StopSignals()
{
    stopRequested = false;
    oldInt_ = std::signal(SIGINT, onStopSignal);
    oldTerm_ = std::signal(SIGTERM, onStopSignal);
}

StopSignals::~StopSignals()
{
    std::signal(SIGINT, oldInt_ == SIG_ERR ? SIG_DFL : oldInt_);
    std::signal(SIGTERM, oldTerm_ == SIG_ERR ? SIG_DFL : oldTerm_);
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
