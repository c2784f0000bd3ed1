#pragma once

#include "core/base/Error.h"

#include <functional>
#include <system_error>
#include <thread>

namespace morpion {

// How the runners that start threads (the searches', the solver's) start them: through a
// starter a test can replace with one that fails, and with one error for a thread the
// system refuses, whichever runner asked.

// Starts one thread running its argument; throws std::system_error as std::thread does
// when the system refuses. Empty: std::thread.
using ThreadStarter = std::function<std::thread(std::function<void()>)>;

std::thread startThread(const ThreadStarter& starter, std::function<void()> body);

// Resources: "cannot start thread <index + 1> of <count>: <the system's reason>".
Error threadRefused(int index, int count, const std::system_error& failure);

} // namespace morpion
