#include "core/base/ThreadStart.h"

#include <utility>

namespace morpion {

std::thread startThread(const ThreadStarter& starter, std::function<void()> body)
{
    return starter ? starter(std::move(body)) : std::thread(std::move(body));
}

Error threadRefused(int index, int count, const std::system_error& failure)
{
    Error e;
    e.kind = ErrorKind::Resources;
    e.detail = withColon(phrase(MORPION_TR_NOOP("ErrorDetail", "cannot start thread %1 of %2"), index + 1, count),
                         failure.code().message());
    return e;
}

} // namespace morpion
