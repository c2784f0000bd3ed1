#pragma once

#include <cstdio>
#include <string>

namespace morpion {

// A duration in whole seconds as a clock shows it: "2:03", from an hour on "1:02:03"
// (the CLI's progress lines and the desktop's search figures).
inline std::string clockText(long long seconds)
{
    if (seconds < 0)
        seconds = 0;
    char text[48];
    if (seconds >= 3600)
        std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", seconds / 3600, seconds / 60 % 60, seconds % 60);
    else
        std::snprintf(text, sizeof text, "%lld:%02lld", seconds / 60, seconds % 60);
    return text;
}

} // namespace morpion
