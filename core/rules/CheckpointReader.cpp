#include "core/rules/CheckpointReader.h"

#include "core/base/RealText.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace morpion {

bool CheckpointReader::next(std::string_view keyword)
{
    if (error)
        return false;
    if (at_ > text_.size()) {
        fail(0, "the text ends where a line \"" + std::string(keyword) + "\" was expected");
        return false;
    }
    std::size_t end = text_.find('\n', at_);
    if (end == std::string_view::npos)
        end = text_.size();
    line_ = text_.substr(at_, end - at_);
    if (!line_.empty() && line_.back() == '\r')
        line_.remove_suffix(1);
    at_ = end + 1;
    ++lineNo_;
    words_.clear();
    std::size_t i = 0;
    while (i < line_.size()) {
        if (line_[i] == ' ') {
            ++i;
            continue;
        }
        const std::size_t j = std::min(line_.find(' ', i), line_.size());
        words_.push_back({line_.substr(i, j - i), i});
        i = j;
    }
    word_ = 1;
    if (words_.empty() || words_[0].text != keyword) {
        fail(0, "expected a line \"" + std::string(keyword) + "\"");
        return false;
    }
    return true;
}

bool CheckpointReader::peek(std::string_view keyword) const
{
    if (at_ > text_.size())
        return false;
    const std::string_view rest = text_.substr(at_);
    return rest.starts_with(keyword) && (rest.size() == keyword.size() || rest[keyword.size()] == ' ' ||
                                         rest[keyword.size()] == '\n' || rest[keyword.size()] == '\r');
}

bool CheckpointReader::done()
{
    if (error)
        return false;
    if (word_ < words_.size()) {
        fail(words_[word_].column, "unexpected \"" + std::string(words_[word_].text.substr(0, 40)) + "\"");
        return false;
    }
    return true;
}

bool CheckpointReader::checksumAndEnd(std::uint64_t (*digest)(std::string_view))
{
    if (digest) {
        const std::size_t covered = at_;
        if (!next("checksum"))
            return false;
        const auto sum = integer<std::uint64_t>("the checksum", 0, ~std::uint64_t{0}, 16);
        if (!sum || !done())
            return false;
        if (*sum != digest(text_.substr(0, covered)))
            return failAtLast("the checksum does not match the lines before it: the file is damaged");
    }
    if (!next("end") || !done())
        return false;
    while (!atEnd())
        if (!blankLine())
            return false;
    return true;
}

bool CheckpointReader::blankLine()
{
    std::size_t end = text_.find('\n', at_);
    if (end == std::string_view::npos)
        end = text_.size();
    const std::string_view line = text_.substr(at_, end - at_);
    at_ = end + 1;
    ++lineNo_;
    const std::size_t word = line.find_first_not_of(" \r");
    if (word != std::string_view::npos)
        return fail(word, "nothing may follow the line \"end\"");
    return true;
}

std::optional<std::string_view> CheckpointReader::word(std::string_view what)
{
    if (error)
        return std::nullopt;
    if (word_ >= words_.size()) {
        fail(line_.size(), "missing " + std::string(what));
        return std::nullopt;
    }
    return words_[word_++].text;
}

std::optional<double> CheckpointReader::real(std::string_view what)
{
    const auto w = word(what);
    if (!w)
        return std::nullopt;
    const auto v = parseReal(*w);
    if (!v)
        failAtLast(std::string(what) + " must be a finite number");
    return v;
}

std::optional<std::size_t> CheckpointReader::count(std::string_view what, std::size_t wordsEach)
{
    const auto n = integer<std::size_t>(what, 0, std::numeric_limits<std::int32_t>::max());
    if (n && *n * wordsEach != wordsLeft()) {
        failAtLast("the line holds " + std::to_string(wordsLeft()) + " values after the count " + std::to_string(*n) + ", not " +
                   std::to_string(*n * wordsEach));
        return std::nullopt;
    }
    return n;
}

bool CheckpointReader::directed(std::string_view what, int* values, int n)
{
    const auto w = word(what);
    if (!w)
        return false;
    std::size_t i = 0;
    for (int k = 0; k < n; ++k) {
        if (k > 0) {
            if (i >= w->size() || (*w)[i] != ',')
                return failAtLast(std::string(what) + " must be " + std::to_string(n) + " numbers joined by commas");
            ++i;
        }
        const auto [end, ec] = std::from_chars(w->data() + i, w->data() + w->size(), values[k]);
        if (ec != std::errc())
            return failAtLast(std::string(what) + " must be " + std::to_string(n) + " numbers joined by commas");
        if (values[k] < -coordinateLimit || values[k] > coordinateLimit)
            return failAtLast("a coordinate must be from " + std::to_string(-coordinateLimit) + " to " +
                              std::to_string(coordinateLimit));
        i = static_cast<std::size_t>(end - w->data());
    }
    if (i != w->size())
        return failAtLast(std::string(what) + " must be " + std::to_string(n) + " numbers joined by commas");
    if (values[n - 1] < 0 || values[n - 1] > 3)
        return failAtLast("a direction must be 0 to 3");
    return true;
}

std::optional<Line> CheckpointReader::line(std::string_view what)
{
    int v[3];
    if (!directed(what, v, 3))
        return std::nullopt;
    return Line{{v[0], v[1]}, static_cast<Dir>(v[2])};
}

std::optional<Move> CheckpointReader::move(std::string_view what)
{
    int v[5];
    if (!directed(what, v, 5))
        return std::nullopt;
    return Move{{v[0], v[1]}, Line{{v[2], v[3]}, static_cast<Dir>(v[4])}};
}

bool CheckpointReader::moves(std::string_view what, std::vector<Move>& out)
{
    const auto n = count(what);
    if (!n)
        return false;
    out.clear();
    out.reserve(*n);
    for (std::size_t i = 0; i < *n; ++i) {
        const auto m = move("a move");
        if (!m)
            return false;
        out.push_back(*m);
    }
    return true;
}

bool CheckpointReader::slots(std::string_view what, std::vector<std::int32_t>& out)
{
    const auto n = count(what);
    if (!n)
        return false;
    out.clear();
    out.reserve(*n);
    for (std::size_t i = 0; i < *n; ++i) {
        const auto s = integer<std::int32_t>("a slot", 0, std::numeric_limits<std::int32_t>::max());
        if (!s)
            return false;
        out.push_back(*s);
    }
    return true;
}

bool CheckpointReader::fail(std::size_t column, std::string detail)
{
    if (!error) {
        // The reader's own findings stay English: a checkpoint is written by the program.
        Error e = syntaxError(phrase(MORPION_TR_NOOP("ErrorDetail", "checkpoint: %1"), std::move(detail)));
        e.line = std::max(lineNo_, 1);
        e.position = static_cast<std::int64_t>(column);
        error = std::move(e);
    }
    return false;
}

bool CheckpointReader::failAtLast(std::string detail)
{
    return fail(word_ > 0 && word_ <= words_.size() ? words_[word_ - 1].column : 0, std::move(detail));
}

} // namespace morpion
