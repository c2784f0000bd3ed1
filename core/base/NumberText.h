#pragma once

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace morpion {

// The shortest decimal text that reads back as `x` ("0.075", "3", "1e-06"), whatever the
// C locale says; a whole number as an integer. For values written to be read again (JSON,
// a log's options), where std::to_chars for doubles is not in every standard library the
// project is built with (Emscripten's).
inline std::string shortestText(double x)
{
    if (!std::isfinite(x))
        return "0";
    if (x == std::floor(x) && std::abs(x) < 1e15)
        return std::to_string(static_cast<std::int64_t>(x));
    char text[40];
    for (int digits = 1; digits <= 17; ++digits) {
        std::snprintf(text, sizeof text, "%.*g", digits, x);
        std::string s(text);
        for (char& c : s)
            if (c == ',')
                c = '.'; // a locale's decimal comma
        if (std::strtod(s.c_str(), nullptr) == x || digits == 17)
            return s;
    }
    return text;
}

} // namespace morpion
