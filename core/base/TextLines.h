#pragma once

#include <cstddef>
#include <string_view>

namespace morpion {

// The lines of a text held in memory, split at '\n' (a '\r' before it stays in the line)
// and numbered from 1, without copying: the one loop of the readers that take a whole
// text. A text that ends with '\n' has no empty line after it; an empty text has none.
// (LineReader reads files and logs, bounding each line's length.)
class TextLines {
public:
    // `from`: where the first line starts (after a byte-order mark, say).
    explicit TextLines(std::string_view text, std::size_t from = 0)
        : text_(text)
        , start_(from)
    {}

    // The next line into `line`; false when none is left.
    bool next(std::string_view& line)
    {
        if (start_ >= text_.size())
            return false;
        std::size_t end = text_.find('\n', start_);
        if (end == std::string_view::npos)
            end = text_.size();
        line = text_.substr(start_, end - start_);
        start_ = end + 1;
        ++number_;
        return true;
    }
    // The number of the line last returned.
    int number() const { return number_; }

private:
    std::string_view text_;
    std::size_t start_ = 0;
    int number_ = 0;
};

} // namespace morpion
