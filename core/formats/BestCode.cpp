#include "core/formats/BestCode.h"

#include "core/formats/LineReader.h"
#include "core/formats/SearchLog.h"

#include <optional>

namespace morpion {

namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// The score the line states for its code: a search-log line, or a merge line "score
// [V: ]code copies" (the code where the candidate found it). Anything else: none.
std::optional<int> statedScore(std::string_view line, const CodeCandidate& c)
{
    if (auto entry = parseSearchLogLine(line); entry && entry->code == c.code)
        return entry->score;
    std::size_t i = 0;
    while (i < line.size() && isDigit(line[i]))
        ++i;
    if (i == 0 || i > 6 || i >= line.size() || line[i] != ' ')
        return std::nullopt;
    const auto score = std::stoi(std::string(line.substr(0, i)));
    std::size_t at = i + 1;
    if (c.variant && line.size() > at + 4 && line[at + 2] == ':' && line[at + 3] == ' ')
        at += 4; // "5D: "
    if (static_cast<std::size_t>(c.column) != at)
        return std::nullopt;
    std::size_t j = at + c.code.size();
    if (j >= line.size() || line[j] != ' ')
        return std::nullopt;
    ++j;
    const std::size_t copies = j;
    while (j < line.size() && isDigit(line[j]))
        ++j;
    while (j < line.size() && (line[j] == '\r' || line[j] == ' '))
        ++j;
    if (j == copies || j != line.size())
        return std::nullopt;
    return score;
}

struct Best {
    std::optional<CodeEntry> entry;
    std::optional<CodeFailure> firstFailure;

    void consider(const CodeCandidate& c, Variant variant)
    {
        auto found = decodeCandidate(c, variant);
        if (!found) {
            if (!firstFailure)
                firstFailure = failureOf(c, found.error());
            return;
        }
        if (found->variant == variant &&
            (!entry || found->score > entry->score || (found->score == entry->score && found->line < entry->line)))
            entry = std::move(found).value();
    }
    Result<CodeEntry> result(const std::string& path, Variant variant) const
    {
        if (entry)
            return *entry;
        Error e;
        e.kind = ErrorKind::EmptyInput;
        e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "%1 holds no %2 grid"), path, variantName(variant));
        if (firstFailure) {
            e = firstFailure->error;
            e.line = firstFailure->line;
            e.detail = withColon(path, e.detail);
        }
        return e;
    }
};

// Calls take(line, candidate) for each line of the file that holds a code; the lines
// skipped for their length go to `skipped`.
template <class Take> std::optional<Error> forEachCode(const std::string& path, std::vector<int>* skipped, Take take)
{
    auto lines = LineReader::open(path);
    if (!lines)
        return lines.error();
    std::string_view line;
    for (;;) {
        auto more = lines.value().next(line);
        if (!more)
            return more.error();
        if (!*more)
            break;
        if (auto c = findCodeCandidate(line, lines.value().lineNumber()))
            take(line, std::move(*c));
    }
    if (skipped)
        *skipped = lines.value().skippedLines();
    return std::nullopt;
}

// Every line decoded: the plain way, when stated scores cannot be trusted.
Result<CodeEntry> decodeEveryLine(const std::string& path, Variant variant)
{
    Best best;
    if (auto bad = forEachCode(path, nullptr, [&](std::string_view, const CodeCandidate& c) { best.consider(c, variant); }))
        return *bad;
    return best.result(path, variant);
}

} // namespace

Result<CodeEntry> bestCodeInFile(const std::string& path, Variant variant, std::vector<int>* skipped)
{
    Best decoded; // lines without a stated score
    std::optional<CodeCandidate> stated;
    int statedBest = -1;
    const auto bad = forEachCode(path, skipped, [&](std::string_view line, CodeCandidate c) {
        if (c.variant.value_or(variant) != variant) {
            decoded.consider(c, variant); // for its failure, as the plain way would
            return;
        }
        if (const auto score = statedScore(line, c)) {
            if (*score > statedBest) {
                statedBest = *score;
                stated = std::move(c);
            }
            return;
        }
        decoded.consider(c, variant);
    });
    if (bad)
        return *bad;
    if (!stated)
        return decoded.result(path, variant);
    auto entry = decodeCandidate(*stated, variant);
    if (!entry || entry->score != statedBest)
        return decodeEveryLine(path, variant); // a stated score that is wrong: trust none
    if (decoded.entry &&
        (decoded.entry->score > entry->score || (decoded.entry->score == entry->score && decoded.entry->line < entry->line)))
        return *decoded.entry;
    return entry;
}

} // namespace morpion
