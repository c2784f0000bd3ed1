#include "core/base/Phrase.h"

#include "core/base/Utf8.h"

#include "core/base/Error.h"

namespace morpion {

Phrase Phrase::literal(std::string text)
{
    Phrase p;
    p.text_ = std::move(text);
    return p;
}

Phrase Phrase::inputValue(std::string_view text)
{
    return literal(shortenedText(text));
}

Phrase Phrase::quoting(const Error& error)
{
    Phrase p;
    p.error_ = std::make_shared<const Error>(error);
    return p;
}

std::string Phrase::english() const
{
    if (error_)
        return error_->message();
    if (!pattern_)
        return text_;
    std::vector<std::string> parts;
    parts.reserve(args_.size());
    for (const Phrase& a : args_)
        parts.push_back(a.english());
    return fillPattern(pattern_, parts);
}

std::string fillPattern(std::string_view pattern, const std::vector<std::string>& args)
{
    std::string out;
    out.reserve(pattern.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '%' && i + 1 < pattern.size()) {
            const char next = pattern[i + 1];
            const auto n = static_cast<std::size_t>(next - '1');
            if (next >= '1' && next <= '9' && n < args.size()) {
                out += args[n];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace morpion
