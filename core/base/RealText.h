#pragma once

#include <charconv>
#include <cmath>
#include <locale>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>

namespace morpion {

// The stream forms of realText and parseReal, for a library without to_chars/from_chars
// for doubles (Emscripten 3.1.6's libc++, the web page's build). Compiled everywhere, so
// that the native suites hold them to what to_chars/from_chars give (core.realtext).
inline std::string realTextByStream(double v)
{
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out.precision(17); // 17 significant digits read back exactly
    out << v;
    return out.str();
}

inline std::optional<double> parseRealByStream(std::string_view text)
{
    // from_chars takes no leading '+', nor spaces, "inf" or hexadecimal: neither does this.
    if (text.empty() || text.front() == '+' || text.find_first_not_of("0123456789+-.eE") != std::string_view::npos)
        return std::nullopt;
    double v = 0;
    std::istringstream in{std::string(text)};
    in.imbue(std::locale::classic());
    in >> v;
    if (in.fail() || in.peek() != std::char_traits<char>::eof())
        return std::nullopt;
    return v;
}

// A double as text that reads back as exactly the same double, in the "C" form whatever
// the locale, and back: std::to_chars/from_chars where the library has them, the stream
// forms above where it does not.
inline std::string realText(double v)
{
#if defined(__EMSCRIPTEN__)
    return realTextByStream(v);
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
    const std::optional<double> v = parseRealByStream(text);
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

} // namespace morpion
