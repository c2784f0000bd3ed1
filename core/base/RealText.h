#pragma once

#include <charconv>
#include <cmath>
#include <locale>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>

namespace morpion {

// A double as text that reads back as exactly the same double, in the "C" form whatever
// the locale, and back. std::to_chars/from_chars where the library has them; Emscripten
// 3.1.6's libc++ (the web page's build) lacks them for doubles, so it takes a classic-locale
// stream there (17 significant digits also read back exactly).
inline std::string realText(double v)
{
#if defined(__EMSCRIPTEN__)
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out.precision(17);
    out << v;
    return out.str();
#else
    char buf[64];
    const auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
    return std::string(buf, end);
#endif
}

// The whole text as one finite double, or nothing.
inline std::optional<double> parseReal(std::string_view text)
{
    double v = 0;
#if defined(__EMSCRIPTEN__)
    if (text.empty() || text.find_first_not_of("0123456789+-.eE") != std::string_view::npos)
        return std::nullopt;
    std::istringstream in{std::string(text)};
    in.imbue(std::locale::classic());
    in >> v;
    if (in.fail() || in.peek() != std::char_traits<char>::eof())
        return std::nullopt;
#else
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size())
        return std::nullopt;
#endif
    if (!std::isfinite(v))
        return std::nullopt;
    return v;
}

} // namespace morpion
