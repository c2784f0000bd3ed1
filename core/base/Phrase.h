#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace morpion {

struct Error;

// An English pattern of an error's detail, with %1.. place markers. Only
// MORPION_TR_NOOP makes one, so that every pattern is in the catalogues.
struct Pattern {
    const char* text;
};

// Marks a detail pattern for lupdate (translations/update.sh teaches it the name with
// -tr-function-alias QT_TRANSLATE_NOOP+=MORPION_TR_NOOP). The context is always
// "ErrorDetail", the one the GUI translates with (app/gui/common/CoreText).
#define MORPION_TR_NOOP(context, text) (::morpion::Pattern{text})

// What an error says in detail, kept in parts so that the GUI can translate it while the
// command line prints the English: either text that no language changes (a number, a
// move, a file name, a quoted input) or a pattern with the phrases its markers stand for.
class Phrase {
public:
    Phrase() = default;
    Phrase(Pattern pattern, std::vector<Phrase> args = {})
        : pattern_(pattern.text)
        , args_(std::move(args))
    {}

    // Text said the same in every language.
    static Phrase literal(std::string text);
    // A value quoted from the input (a number, a string field, a code): literal text,
    // shortened (shortenedText()) so that a 100,000-digit score makes no 100 KB message.
    static Phrase inputValue(std::string_view text);
    // A whole error quoted in another's detail (said as Error::message(), or as the GUI
    // words errors).
    static Phrase quoting(const Error& error);

    bool empty() const { return !pattern_ && !error_ && text_.empty(); }
    const char* pattern() const { return pattern_; }     // nullptr for literal text and errors
    const Error* quoted() const { return error_.get(); } // the error quoted, or nullptr
    const std::string& text() const { return text_; }    // the literal text
    const std::vector<Phrase>& args() const { return args_; }

    // The English, e.g. "the game ends after 12 moves".
    std::string english() const;

private:
    const char* pattern_ = nullptr;
    std::string text_;
    std::vector<Phrase> args_;
    std::shared_ptr<const Error> error_;
};

// The pattern with %1..%9 replaced by args[0..8] in one pass (a marker inside an argument
// stays as it is). Patterns are UTF-8, English or translated.
std::string fillPattern(std::string_view pattern, const std::vector<std::string>& args);

// A phrase argument: a phrase as it is, strings as literal text, numbers in decimal.
inline Phrase phraseArg(Phrase p)
{
    return p;
}
inline Phrase phraseArg(std::string s)
{
    return Phrase::literal(std::move(s));
}
inline Phrase phraseArg(std::string_view s)
{
    return Phrase::literal(std::string(s));
}
Phrase phraseArg(const char*) = delete;                              // a word to translate is a Pattern, a literal a std::string
template <class T, std::enable_if_t<std::is_integral_v<T>, int> = 0> // moc cannot read <concepts>
Phrase phraseArg(T n)
{
    return Phrase::literal(std::to_string(n));
}

// e.g. phrase(MORPION_TR_NOOP("ErrorDetail", ...), moves.size()) fills %1 with a number.
template <class... Args> Phrase phrase(Pattern pattern, Args&&... args)
{
    return Phrase(pattern, std::vector<Phrase>{phraseArg(std::forward<Args>(args))...});
}

// "head: rest", e.g. a file name and what is wrong with it.
template <class Head, class Rest> Phrase withColon(Head&& head, Rest&& rest)
{
    return phrase(MORPION_TR_NOOP("ErrorDetail", "%1: %2"), std::forward<Head>(head), std::forward<Rest>(rest));
}

} // namespace morpion
