#include "core/formats/CodeCollection.h"

#include "core/codes/Alphabet.h"
#include "core/codes/GridKey.h"
#include "core/codes/LayerCode.h"
#include "core/codes/LayerCoder.h"
#include "core/codes/Symmetry.h"

#include <map>
#include <tuple>

namespace morpion {

namespace {

constexpr std::size_t minCodeLength = 6;
constexpr std::size_t minLoneCodeLength = 4;
constexpr std::size_t maxShownBytes = 200;

bool isCodeChar(char c)
{
    return alphabetValue(c) >= 0;
}

// alone: the only word on its line (besides a variant name), where a code needs less proof.
bool looksLikeCode(std::string_view w, bool alone)
{
    if (w.size() < (alone ? minLoneCodeLength : minCodeLength))
        return false;
    bool allDigits = true;
    bool marked = false; // a digit, '+' or '/'
    int innerCapitals = 0;
    bool lower = false;
    for (std::size_t i = 0; i < w.size(); ++i) {
        const char c = w[i];
        const bool digit = c >= '0' && c <= '9';
        allDigits = allDigits && digit;
        marked = marked || digit || c == '+' || c == '/';
        innerCapitals += i > 0 && c >= 'A' && c <= 'Z';
        lower = lower || (c >= 'a' && c <= 'z');
    }
    if (allDigits)
        return false;
    if (alone)
        return marked || innerCapitals >= 1;
    // Words like "JavaScript", "McDonald" or "README" are text; codes mix cases freely.
    return marked || (w.size() >= 8 && lower && innerCapitals >= 2);
}

std::string shorten(std::string_view s)
{
    if (s.size() <= maxShownBytes)
        return std::string(s);
    std::size_t cut = maxShownBytes;
    while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80)
        --cut; // not inside a UTF-8 sequence
    return std::string(s.substr(0, cut)) + "\xE2\x80\xA6";
}

std::string_view trimmed(std::string_view s)
{
    const std::size_t a = s.find_first_not_of(" \t\r");
    if (a == std::string_view::npos)
        return {};
    return s.substr(a, s.find_last_not_of(" \t\r") + 1 - a);
}

// A line that is one word (after an optional variant name) of code characters with a few
// others among them, such as "BBYq*jXKmC": a code with a typing slip, which the code field
// would reject naming the character. Such a line is a candidate (it then fails to decode
// with its reason) rather than a line without a code.
std::optional<CodeCandidate> slippedCode(std::string_view line, int lineNo)
{
    std::size_t at = 0;
    std::optional<Variant> variant;
    std::string_view token;
    std::size_t tokenAt = 0;
    int tokens = 0;
    while (at < line.size()) {
        const std::size_t a = line.find_first_not_of(" \t\r", at);
        if (a == std::string_view::npos)
            break;
        std::size_t b = line.find_first_of(" \t\r", a);
        if (b == std::string_view::npos)
            b = line.size();
        std::string_view word = line.substr(a, b - a);
        at = b;
        std::string_view name = word;
        if (!name.empty() && name.back() == ':')
            name.remove_suffix(1);
        if (tokens == 0 && !variant && token.empty())
            if (const auto v = parseVariant(name)) {
                variant = v;
                continue;
            }
        ++tokens;
        token = word;
        tokenAt = a;
    }
    if (tokens != 1 || token.find("://") != std::string_view::npos || token.starts_with("MS1:"))
        return std::nullopt;
    std::string kept;
    std::size_t stray = 0;
    for (char c : token) {
        if (isCodeChar(c))
            kept += c;
        else
            ++stray;
    }
    // Mostly code characters, the others inside the word (trailing punctuation ends a word).
    if (stray == 0 || stray * 4 > token.size() || !isCodeChar(token.front()) || !isCodeChar(token.back()) ||
        !looksLikeCode(kept, true))
        return std::nullopt;
    CodeCandidate c;
    c.line = lineNo;
    c.column = static_cast<int>(tokenAt);
    c.code = std::string(token);
    c.variant = variant;
    c.text = shorten(trimmed(line));
    c.slipped = true;
    return c;
}

} // namespace

std::optional<CodeCandidate> findCodeCandidate(std::string_view line, int lineNo)
{
    std::optional<Variant> variantSoFar;
    std::optional<Variant> variantOfBest;
    std::size_t bestAt = 0, bestLen = 0;
    int words = 0; // besides variant names
    std::size_t lastAt = 0, lastLen = 0;
    std::optional<Variant> variantOfLast;
    std::size_t i = 0;
    while (i < line.size()) {
        // A URL runs to the next whitespace; its path may look like a code.
        if (line.compare(i, 3, "://") == 0) {
            while (i < line.size() && line[i] != ' ' && line[i] != '\t')
                ++i;
            continue;
        }
        if (!isCodeChar(line[i])) {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < line.size() && isCodeChar(line[j]))
            ++j;
        if (line.compare(j, 3, "://") == 0) { // the scheme of a URL
            i = j;
            continue;
        }
        if (j - i == 3 && line.compare(i, 4, "MS1:") == 0) {
            // A compact MSR record: its URL-safe base64 is not a layer code.
            while (j < line.size() && line[j] != ' ' && line[j] != '\t')
                ++j;
            i = j;
            continue;
        }
        const std::string_view word = line.substr(i, j - i);
        if (const auto v = parseVariant(word)) {
            variantSoFar = v;
        } else {
            ++words;
            lastAt = i;
            lastLen = word.size();
            variantOfLast = variantSoFar;
            if (looksLikeCode(word, false) && word.size() >= bestLen) {
                bestAt = i;
                bestLen = word.size();
                variantOfBest = variantSoFar;
            }
        }
        i = j;
    }
    if (bestLen == 0 && words == 1 && looksLikeCode(line.substr(lastAt, lastLen), true)) {
        bestAt = lastAt;
        bestLen = lastLen;
        variantOfBest = variantOfLast;
    }
    if (bestLen == 0)
        return slippedCode(line, lineNo);
    CodeCandidate c;
    c.line = lineNo;
    c.column = static_cast<int>(bestAt);
    c.code = std::string(line.substr(bestAt, bestLen));
    c.variant = variantOfBest;
    c.text = shorten(trimmed(line));
    return c;
}

namespace {

std::optional<Error> tooLongError(const CodeCandidate& candidate)
{
    if (candidate.code.size() <= maxCollectionCodeLength)
        return std::nullopt;
    Error e;
    e.kind = ErrorKind::TooLarge;
    e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "a code of %1 characters is longer than any grid needs (limit %2)"),
                      candidate.code.size(), maxCollectionCodeLength);
    return e;
}

} // namespace

std::vector<CodeCandidate> findCodeCandidates(std::string_view text, int* linesWithoutCode)
{
    std::vector<CodeCandidate> out;
    int without = 0;
    int lineNo = 0;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        ++lineNo;
        if (auto c = findCodeCandidate(text.substr(start, end - start), lineNo))
            out.push_back(std::move(*c));
        else if (end > start || end < text.size())
            ++without; // (a final empty line after the last newline is not a line)
        if (end == text.size())
            break;
        start = end + 1;
    }
    if (linesWithoutCode)
        *linesWithoutCode = without;
    return out;
}

Result<CodeEntry> decodeCandidate(const CodeCandidate& candidate, Variant defaultVariant)
{
    if (auto e = tooLongError(candidate))
        return *e;
    const Variant v = candidate.variant.value_or(defaultVariant);
    auto layering = decodeLayerCode(v, candidate.code);
    if (!layering)
        return layering.error();
    CodeEntry entry;
    entry.line = candidate.line;
    entry.column = candidate.column;
    entry.code = candidate.code;
    entry.variant = v;
    entry.moves = layering->movesInOrder();
    entry.score = layering->score();
    entry.layers = layering->takenLayers();
    entry.text = candidate.text;
    return entry;
}

CodeFailure failureOf(const CodeCandidate& candidate, Error error)
{
    return CodeFailure{candidate.line, candidate.column, shorten(candidate.code), candidate.text, std::move(error)};
}

Result<std::vector<Move>> decodeCandidateMoves(const CodeCandidate& candidate, Variant defaultVariant)
{
    if (auto e = tooLongError(candidate))
        return *e;
    std::vector<Move> moves;
    const auto layers = LayerCoder::forThread(candidate.variant.value_or(defaultVariant)).decode(candidate.code, moves);
    if (!layers)
        return layers.error();
    return moves;
}

CodeCollection readCodeCollection(std::string_view text, Variant defaultVariant, const CollectionProgress& progress)
{
    CodeCollection out;
    const auto candidates = findCodeCandidates(text, &out.linesWithoutCode);
    const std::size_t total = candidates.size();
    for (std::size_t i = 0; i < total; ++i) {
        if (progress && i % 64 == 0 && !progress(i, total)) {
            out.cancelled = true;
            return out;
        }
        const CodeCandidate& c = candidates[i];
        auto entry = decodeCandidate(c, defaultVariant);
        if (entry)
            out.entries.push_back(std::move(entry).value());
        else
            out.failures.push_back(failureOf(c, entry.error()));
    }
    if (progress)
        progress(total, total);
    return out;
}

DuplicateGroups groupDuplicates(const std::vector<CodeEntry>& entries, const CollectionProgress& progress)
{
    DuplicateGroups out;
    std::vector<GridKey> grids(entries.size()), points(entries.size());
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (progress && i % 64 == 0 && !progress(i, entries.size())) {
            out.cancelled = true;
            return out;
        }
        const GridKeys keys = gridKeys(entries[i].variant, entries[i].moves);
        grids[i] = keys.grid;
        points[i] = keys.points;
    }
    out.symmetryGroup = firstOfEqual(grids);
    out.pointsGroup = firstOfEqual(points);
    if (progress)
        progress(entries.size(), entries.size());
    return out;
}

} // namespace morpion
