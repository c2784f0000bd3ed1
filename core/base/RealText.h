#pragma once

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <clocale>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

namespace morpion {

// The C library's forms of realText and parseReal, for a library without to_chars/from_chars
// for doubles (Emscripten 3.1.6's libc++, the web page's build; streams would bring the
// whole locale library into both of the page's modules). Compiled everywhere, so that the
// native suites hold them to what to_chars/from_chars give (core.realtext). The C library
// writes and reads the locale's decimal point: it is swapped for '.', so that the text is in
// the "C" form whatever LC_NUMERIC says (a Qt program sets it from the environment).
inline char localeDecimalPoint()
{
    const char* point = std::localeconv()->decimal_point;
    return point && point[0] && !point[1] ? point[0] : '.';
}

inline std::string withPoint(std::string text, char from, char to)
{
    if (from != to)
        std::replace(text.begin(), text.end(), from, to);
    return text;
}

inline std::string realTextByPrintf(double v)
{
    char buf[64];
    const int n = std::snprintf(buf, sizeof buf, "%.17g", v); // 17 significant digits read back exactly
    return withPoint(std::string(buf, static_cast<std::size_t>(std::clamp(n, 0, int(sizeof buf) - 1))), localeDecimalPoint(),
                     '.');
}

inline std::optional<double> parseRealByStrtod(std::string_view text)
{
    // from_chars takes no leading '+', nor spaces, "inf" or hexadecimal: neither does this.
    if (text.empty() || text.front() == '+' || text.find_first_not_of("0123456789+-.eE") != std::string_view::npos)
        return std::nullopt;
    const std::string local = withPoint(std::string(text), '.', localeDecimalPoint());
    char* end = nullptr;
    errno = 0;
    const double v = std::strtod(local.c_str(), &end);
    // Out of range as from_chars says it: past the largest double, or below the smallest.
    if (end != local.c_str() + local.size() || (errno == ERANGE && (v == 0 || std::isinf(v))))
        return std::nullopt;
    return v;
}

// A double with `decimals` digits after the point, rounded as printf rounds (fixed form).
inline std::string fixedTextByPrintf(double v, int decimals)
{
    char buf[400]; // the largest double has 309 digits before the point
    const int n = std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return withPoint(std::string(buf, static_cast<std::size_t>(std::clamp(n, 0, int(sizeof buf) - 1))), localeDecimalPoint(),
                     '.');
}

// A double as text that reads back as exactly the same double, in the "C" form whatever
// the locale, and back: std::to_chars/from_chars where the library has them, the C
// library's forms above where it does not.
inline std::string realText(double v)
{
#if defined(__EMSCRIPTEN__)
    return realTextByPrintf(v);
#else
    char buf[64];
    const auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
    return std::string(buf, end);
#endif
}

// The whole text as one finite double, or nothing.
inline std::optional<double> parseReal(std::string_view text)
{
#if defined(__EMSCRIPTEN__)
    const std::optional<double> v = parseRealByStrtod(text);
#else
    std::optional<double> v;
    double x = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), x);
    if (ec == std::errc() && end == text.data() + text.size())
        v = x;
#endif
    if (!v || !std::isfinite(*v))
        return std::nullopt;
    return v;
}

// A double with `decimals` digits after the point (0 to 17), in the "C" form.
inline std::string fixedText(double v, int decimals)
{
#if defined(__EMSCRIPTEN__)
    return fixedTextByPrintf(v, decimals);
#else
    char buf[400];
    const auto end = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed, decimals).ptr;
    return std::string(buf, end);
#endif
}

} // namespace morpion
