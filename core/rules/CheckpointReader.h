#pragma once

#include "core/base/Error.h"
#include "core/rules/Move.h"

#include <charconv>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace morpion {

// A checkpoint's text (the search's, the solver's) read a line at a time, each split into
// words "keyword values...": every error names the line and the column of the word at
// fault.
class CheckpointReader {
public:
    explicit CheckpointReader(std::string_view text)
        : text_(text)
    {}

    std::optional<Error> error;

    // The next line, which must start with `keyword`; false (error set) otherwise.
    bool next(std::string_view keyword);
    // True when the next line starts with `keyword` (without reading it).
    bool peek(std::string_view keyword) const;
    // The line must have no words left.
    bool done();
    bool atEnd() const { return at_ >= text_.size(); }
    // Where the next line starts in the text.
    std::size_t offset() const { return at_; }
    // Reads a line that must hold nothing but spaces.
    bool blankLine();
    // The last lines of a checkpoint: "checksum HEX" (when `digest` is given: the digest of
    // all the text before that line, so that a damaged file — a flipped bit, a line cut or
    // changed — is refused instead of resumed from a changed state), then "end", then
    // nothing but blank lines. False (error set) otherwise.
    bool checksumAndEnd(std::uint64_t (*digest)(std::string_view));
    std::size_t wordsLeft() const { return word_ < words_.size() ? words_.size() - word_ : 0; }

    std::optional<std::string_view> word(std::string_view what);
    template <class Int> std::optional<Int> integer(std::string_view what, Int low, Int high, int base = 10)
    {
        const auto w = word(what);
        if (!w)
            return std::nullopt;
        Int v{};
        const auto [end, ec] = std::from_chars(w->data(), w->data() + w->size(), v, base);
        if (ec != std::errc() || end != w->data() + w->size() || v < low || v > high) {
            failAtLast(std::string(what) + " must be a whole number from " + std::to_string(low) + " to " + std::to_string(high));
            return std::nullopt;
        }
        return v;
    }
    std::optional<double> real(std::string_view what);
    // A count of items that follow on the line, each `wordsEach` words: never more than
    // the line holds, so that nothing is allocated for a count the text cannot back.
    std::optional<std::size_t> count(std::string_view what, std::size_t wordsEach = 1);
    // "a,b,...,d" of `n` integers within +-coordinateLimit, the last a direction 0..3.
    bool directed(std::string_view what, int* values, int n);
    std::optional<Line> line(std::string_view what);
    std::optional<Move> move(std::string_view what);
    bool moves(std::string_view what, std::vector<Move>& out);
    bool slots(std::string_view what, std::vector<std::int32_t>& out);

    bool fail(std::size_t column, std::string detail);
    bool failAtLast(std::string detail);
    int lineNo() const { return lineNo_; }

private:
    struct Word {
        std::string_view text;
        std::size_t column;
    };
    std::string_view text_;
    std::size_t at_ = 0;
    int lineNo_ = 0;
    std::string_view line_;
    std::vector<Word> words_;
    std::size_t word_ = 0;
};

} // namespace morpion
