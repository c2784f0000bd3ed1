#include "core/formats/CodeCollection.h"

#include "core/base/TextLines.h"
#include "core/base/Utf8.h"
#include "core/codes/Alphabet.h"
#include "core/codes/GridKey.h"
#include "core/codes/LayerCode.h"
#include "core/codes/LayerCoder.h"
#include "core/codes/Symmetry.h"
#include "core/formats/SearchLog.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace morpion {

namespace {

constexpr std::size_t minLoneCodeLength = 4;

bool isCodeChar(char c)
{
    return alphabetValue(c) >= 0;
}

// alone: the only word on its line (besides a variant name), where a code needs less proof.
bool looksLikeCode(std::string_view w, bool alone)
{
    if (w.size() < (alone ? minLoneCodeLength : minCodeInTextLength))
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
    return marked || (lower && innerCapitals >= 2);
}

std::string shorten(std::string_view s)
{
    return shortenedText(s, maxShownBytes);
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

// Text: valid UTF-8 without control characters but tab and CR. Random bytes are not.
bool isTextLine(std::string_view line)
{
    for (std::size_t i = 0; i < line.size();) {
        const auto c = static_cast<unsigned char>(line[i]);
        if (c < 0x80) {
            if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7f)
                return false;
            ++i;
            continue;
        }
        // The length of the sequence and the range of its second byte (RFC 3629).
        std::size_t n = 0;
        unsigned char lo = 0x80, hi = 0xBF;
        if (c >= 0xC2 && c <= 0xDF)
            n = 2;
        else if (c >= 0xE0 && c <= 0xEF) {
            n = 3;
            lo = c == 0xE0 ? 0xA0 : 0x80;
            hi = c == 0xED ? 0x9F : 0xBF;
        } else if (c >= 0xF0 && c <= 0xF4) {
            n = 4;
            lo = c == 0xF0 ? 0x90 : 0x80;
            hi = c == 0xF4 ? 0x8F : 0xBF;
        } else
            return false;
        if (i + n > line.size())
            return false;
        const auto second = static_cast<unsigned char>(line[i + 1]);
        if (second < lo || second > hi)
            return false;
        for (std::size_t k = 2; k < n; ++k)
            if ((static_cast<unsigned char>(line[i + k]) & 0xC0) != 0x80)
                return false;
        i += n;
    }
    return true;
}

// A line of the search log's form: its code is the last field, whatever it looks like.
std::optional<CodeCandidate> logLineCode(std::string_view line, int lineNo)
{
    const std::size_t first = line.find_first_not_of(" \t");
    if (first == std::string_view::npos || line[first] < '0' || line[first] > '9')
        return std::nullopt;
    auto entry = parseSearchLogLine(line);
    if (!entry)
        return std::nullopt;
    CodeCandidate c;
    c.line = lineNo;
    c.column = static_cast<int>(line.find_last_not_of(" \t\r") + 1 - entry->code.size());
    c.code = std::move(entry->code);
    c.text = shorten(trimmed(line));
    return c;
}

} // namespace

std::optional<CodeCandidate> findCodeCandidate(std::string_view line, int lineNo)
{
    if (!isTextLine(line))
        return std::nullopt;
    if (auto logged = logLineCode(line, lineNo))
        return logged;
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

std::vector<Move>& scratchMoves()
{
    thread_local std::vector<Move> moves;
    return moves;
}

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
    TextLines lines(text);
    for (std::string_view line; lines.next(line);) {
        if (auto c = findCodeCandidate(line, lines.number()))
            out.push_back(std::move(*c));
        else
            ++without;
    }
    if (linesWithoutCode)
        *linesWithoutCode = without;
    return out;
}

namespace {

// The candidate decoded under its own variant, the forced one, or else the preferred one
// where it decodes, else the strictest that does (then with the others that also do).
Result<DecodedCode> decodeAny(const CodeCandidate& candidate, const VariantChoice& choice)
{
    if (auto e = tooLongError(candidate))
        return *e;
    DecodedCode out;
    const std::optional<Variant> chosen = candidate.variant ? candidate.variant : choice.forced;
    const auto decodeAs = [&](Variant v) -> Result<int> {
        LayerCoder& coder = LayerCoder::forThread(v);
        const auto layers = coder.decode(candidate.code, out.moves);
        if (layers) {
            out.variant = v;
            out.layers = coder.takenLayers();
        }
        return layers;
    };
    if (chosen) {
        const auto layers = decodeAs(*chosen);
        if (!layers)
            return layers.error();
        return out;
    }
    out.variantInferred = true;
    // The preferred variant first: when it decodes, only the other variant of the same
    // line length can also decode (a code of 5-point lines never decodes as a 4-point
    // game in practice: none of tens of thousands of real and random codes did), which
    // keeps a log's codes at two decodings instead of four.
    if (choice.preferred && decodeAs(*choice.preferred)) {
        const Variant sibling = strictestFirst[(
            static_cast<std::size_t>(std::find(std::begin(strictestFirst), std::end(strictestFirst), *choice.preferred) -
                                     std::begin(strictestFirst)) ^
            1u)];
        std::vector<Move>& scratch = scratchMoves();
        if (LayerCoder::forThread(sibling).decode(candidate.code, scratch))
            out.otherVariants.push_back(sibling);
        return out;
    }
    std::optional<Error> furthest;
    Variant furthestVariant = Variant::T5;
    std::optional<Variant> pick;
    std::vector<Variant> legal;
    for (const Variant v : strictestFirst) {
        const auto layers = decodeAs(v);
        if (layers) {
            legal.push_back(v);
            continue;
        }
        // Ties go to 5T, the variant of a bare code everywhere else.
        const std::int64_t at = layers.error().position;
        if (!furthest || at > furthest->position || (at == furthest->position && v == Variant::T5)) {
            furthest = layers.error();
            furthestVariant = v;
        }
    }
    if (legal.empty()) {
        Error e = *furthest;
        // A character outside the alphabet fails the same way under every variant.
        if (e.kind != ErrorKind::BadCharacter)
            e.detail = phrase(MORPION_TR_NOOP("ErrorDetail", "no variant decodes it; as %1: %2"), variantName(furthestVariant),
                              e.detail);
        return e;
    }
    pick = legal.front();
    if (choice.preferred && std::find(legal.begin(), legal.end(), *choice.preferred) != legal.end())
        pick = choice.preferred;
    for (const Variant v : legal)
        if (v != *pick)
            out.otherVariants.push_back(v);
    if (*pick != std::end(strictestFirst)[-1])
        decodeAs(*pick); // out.moves hold the last variant tried
    return out;
}

} // namespace

Result<CodeEntry> decodeCandidate(const CodeCandidate& candidate, const VariantChoice& choice)
{
    auto decoded = decodeAny(candidate, choice);
    if (!decoded)
        return decoded.error();
    // The rich form, for the entry's layers.
    auto layering = decodeLayerCode(decoded->variant, candidate.code);
    if (!layering)
        return layering.error();
    CodeEntry entry;
    entry.line = candidate.line;
    entry.column = candidate.column;
    entry.code = candidate.code;
    entry.variant = decoded->variant;
    entry.moves = layering->movesInOrder();
    entry.score = layering->score();
    entry.layers = layering->takenLayers();
    entry.text = candidate.text;
    entry.variantInferred = decoded->variantInferred;
    entry.otherVariants = std::move(decoded->otherVariants);
    return entry;
}

CodeFailure failureOf(const CodeCandidate& candidate, Error error)
{
    return CodeFailure{candidate.line, candidate.column, shorten(candidate.code), candidate.text, std::move(error)};
}

Result<DecodedCode> decodeCandidateMoves(const CodeCandidate& candidate, const VariantChoice& choice)
{
    return decodeAny(candidate, choice);
}

unsigned decodingVariants(const CodeCandidate& candidate)
{
    if (candidate.code.size() > maxCollectionCodeLength)
        return 0;
    unsigned mask = 0;
    std::vector<Move>& moves = scratchMoves();
    for (const Variant v : allVariants)
        if (LayerCoder::forThread(v).decode(candidate.code, moves))
            mask |= 1u << static_cast<int>(v);
    return mask;
}

bool VariantVote::takes(const CodeCandidate& candidate)
{
    if (candidate.variant || closed())
        return false;
    ++taken;
    return true;
}

void VariantVote::add(unsigned mask)
{
    for (const Variant v : allVariants)
        counts[static_cast<int>(v)] += (mask >> static_cast<int>(v)) & 1u;
}

std::optional<Variant> VariantVote::winner() const
{
    std::optional<Variant> best;
    for (const Variant v : strictestFirst)
        if (counts[static_cast<int>(v)] > 0 && (!best || counts[static_cast<int>(v)] > counts[static_cast<int>(*best)]))
            best = v;
    return best;
}

void InferredVariants::note(Variant v, const std::vector<Variant>& others)
{
    ++read[static_cast<int>(v)];
    ambiguous += !others.empty();
    for (const Variant o : others)
        ++alsoAs[static_cast<int>(o)];
}

Variant InferredVariants::mostRead() const
{
    Variant best = strictestFirst[0];
    for (const Variant v : strictestFirst)
        if (read[static_cast<int>(v)] > read[static_cast<int>(best)])
            best = v;
    return best;
}

std::optional<Variant> InferredVariants::mostOther() const
{
    std::optional<Variant> best;
    for (const Variant v : strictestFirst)
        if (alsoAs[static_cast<int>(v)] > 0 && (!best || alsoAs[static_cast<int>(v)] > alsoAs[static_cast<int>(*best)]))
            best = v;
    return best;
}

std::string InferredVariants::message() const
{
    std::string out = "codes without a variant read in the variant under which most of them decode, else the strictest "
                      "under which each does:";
    bool first = true;
    for (const Variant v : strictestFirst) {
        if (read[static_cast<int>(v)] == 0)
            continue;
        out += (first ? " " : ", ") + std::to_string(read[static_cast<int>(v)]) + " as " + std::string(variantName(v));
        first = false;
    }
    if (ambiguous > 0) {
        out += "; " + std::to_string(ambiguous) + " of them also decode as another variant";
        if (const auto other = mostOther())
            out += " (" + std::to_string(alsoAs[static_cast<int>(*other)]) + " as " + std::string(variantName(*other)) + ")";
    }
    return out;
}

CodeCollection readCodeCollection(std::string_view text, std::optional<Variant> forced, const CollectionProgress& progress)
{
    CodeCollection out;
    const auto candidates = findCodeCandidates(text, &out.linesWithoutCode);
    const std::size_t total = candidates.size();
    VariantChoice choice;
    choice.forced = forced;
    if (!forced) {
        VariantVote vote;
        for (std::size_t i = 0; i < total && !vote.closed(); ++i)
            if (vote.takes(candidates[i]))
                vote.add(decodingVariants(candidates[i]));
        choice.preferred = vote.winner();
    }
    for (std::size_t i = 0; i < total; ++i) {
        if (progress && i % 64 == 0 && !progress(i, total)) {
            out.cancelled = true;
            return out;
        }
        const CodeCandidate& c = candidates[i];
        auto entry = decodeCandidate(c, choice);
        if (entry) {
            if (entry->variantInferred)
                out.inferred.note(entry->variant, entry->otherVariants);
            out.entries.push_back(std::move(entry).value());
        } else
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
