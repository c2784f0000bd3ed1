#include "core/formats/CollectionMerge.h"

#include "core/codes/Symmetry.h"

#include <algorithm>
#include <thread>

namespace morpion {

namespace {

constexpr std::size_t batchSize = 8192;
// The bound on the first batch of a file, which waits for the vote (add()).
constexpr std::size_t maxBeforeVote = 8 * batchSize;

// A code as written, with the variant it is read in: named or forced ("0".."3"), or else
// inferred with the file's preferred variant ("p0".."p3", "p-" for none).
std::string keyOf(std::optional<Variant> named, std::optional<Variant> preferred, std::string_view code)
{
    const auto digit = [](std::optional<Variant> v) { return v ? static_cast<char>('0' + static_cast<int>(*v)) : '-'; };
    std::string key;
    key.reserve(code.size() + 2);
    if (named) {
        key += digit(named);
    } else {
        key += 'p';
        key += digit(preferred);
    }
    key += code;
    return key;
}

// Runs work(i) for i in [0, n) on up to `threads` threads.
template <class Work> void parallelFor(std::size_t n, int threads, const Work& work)
{
    const auto helpers = std::min<std::size_t>(static_cast<std::size_t>(threads), n / 64 + 1);
    const auto run = [&](std::size_t from) {
        for (std::size_t i = from; i < n; i += helpers)
            work(i);
    };
    // Joined on every way out, a failed start included (std::jthread would say so, but
    // the web build's libc++, Emscripten 3.1.6's, does not have it).
    std::vector<std::thread> pool;
    struct JoinAll {
        std::vector<std::thread>& threads;
        ~JoinAll()
        {
            for (std::thread& t : threads)
                t.join();
        }
    } joinAll{pool};
    for (std::size_t t = 1; t < helpers; ++t)
        pool.emplace_back(run, t);
    run(0);
}

} // namespace

CollectionMerge::CollectionMerge(int threads)
    : threads_(threads > 0 ? threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency())))
{}

std::optional<Error> CollectionMerge::add(LineReader& lines, const std::string& source, std::optional<Variant> forced)
{
    // Each file has its own vote, the readers' (VariantVote, CodeCollection.h): every
    // candidate is offered to it in order, bare codes vote, repeats too, named ones not.
    // Nothing is flushed before the vote is closed or the file ends, so the batch holds
    // up to variantVoteCodes bare codes and the named ones between them; past
    // maxBeforeVote candidates (a file of named codes with few bare ones) the vote is
    // taken on the bare codes met so far, and the later bare codes are read with it.
    voted_ = forced.has_value();
    choice_ = VariantChoice();
    choice_.forced = forced;
    vote_ = VariantVote();
    std::optional<Error> error;
    std::size_t skipped = 0;
    // Lines skipped for their length are failures like the codes that do not decode, in
    // line order with them.
    const auto takeSkipped = [&] {
        for (; skipped < lines.skippedLines().size(); ++skipped) {
            CodeCandidate at;
            at.line = lines.skippedLines()[skipped];
            batch_.push_back({std::move(at), std::nullopt, tooLong, false});
        }
    };
    for (;;) {
        std::string_view line;
        auto more = lines.next(line);
        if (!more) {
            error = more.error();
            break;
        }
        takeSkipped();
        if (!*more)
            break;
        if (auto candidate = findCodeCandidate(line, lines.lineNumber()))
            take(std::move(*candidate), forced);
        if (voted_ ? batch_.size() >= batchSize : (vote_.closed() || batch_.size() >= maxBeforeVote))
            flush(source);
    }
    flush(source);
    return error;
}

void CollectionMerge::add(std::string_view text, const std::string& source, std::optional<Variant> forced)
{
    LineReader lines = LineReader::fromText(text);
    add(lines, source, forced); // text in memory: no error (over-long lines are failures)
}

void CollectionMerge::take(CodeCandidate candidate, std::optional<Variant> forced)
{
    const std::optional<Variant> v = candidate.variant ? candidate.variant : forced;
    if (!voted_ && !forced && !candidate.variant) { // looked up once the file's vote is known (flush)
        const bool votes = vote_.takes(candidate);
        batch_.push_back({std::move(candidate), v, notLookedUp, false, votes});
        return;
    }
    lookUp(std::move(candidate), v);
}

void CollectionMerge::lookUp(CodeCandidate candidate, std::optional<Variant> v)
{
    const auto [it, added] =
        writtenIndex_.try_emplace(keyOf(v, choice_.preferred, candidate.code), static_cast<int>(written_.size()));
    if (added) {
        written_.emplace_back();
    } else if (const Written& w = written_[static_cast<std::size_t>(it->second)]; w.grid >= 0) {
        ++grids_[static_cast<std::size_t>(w.grid)].copies; // seen before: no decoding
        ++codesRead_;
        return;
    }
    batch_.push_back({std::move(candidate), v, it->second, added});
}

void CollectionMerge::vote()
{
    std::vector<unsigned> masks(batch_.size(), 0);
    parallelFor(batch_.size(), threads_, [&](std::size_t i) {
        if (batch_[i].votes)
            masks[i] = decodingVariants(batch_[i].candidate);
    });
    for (const unsigned m : masks)
        vote_.add(m);
    choice_.preferred = vote_.winner();
    voted_ = true;
    std::vector<Pending> waiting;
    waiting.swap(batch_);
    for (Pending& p : waiting) {
        if (p.written != notLookedUp)
            batch_.push_back(std::move(p));
        else
            lookUp(std::move(p.candidate), p.variant);
    }
}

void CollectionMerge::flush(const std::string& source)
{
    if (batch_.empty())
        return;
    if (!voted_)
        vote();
    // The slow part, on every core: decode and make canonical each first sighting.
    std::vector<Result<CanonicalCode>> canonical(batch_.size(), Result<CanonicalCode>(Error{}));
    std::vector<int> scores(batch_.size(), 0);
    std::vector<DecodedCode> decoded(batch_.size());
    parallelFor(batch_.size(), threads_, [&](std::size_t i) {
        if (!batch_[i].first)
            return;
        VariantChoice choice = choice_;
        choice.forced = batch_[i].variant;
        auto moves = decodeCandidateMoves(batch_[i].candidate, choice);
        if (!moves) {
            canonical[i] = moves.error();
            return;
        }
        DecodedCode d = std::move(moves).value();
        scores[i] = static_cast<int>(d.moves.size());
        canonical[i] = canonicalCode(d.variant, d.moves);
        d.moves.clear();
        decoded[i] = std::move(d);
    });
    // The merge, in line order.
    for (std::size_t i = 0; i < batch_.size(); ++i) {
        Pending& p = batch_[i];
        if (p.written == tooLong) {
            failures_.push_back({source, CodeFailure{p.candidate.line, 0, {}, {}, LineReader::lineTooLong()}});
            continue;
        }
        Written& w = written_[static_cast<std::size_t>(p.written)];
        if (p.first) {
            if (!canonical[i]) {
                w.error = static_cast<int>(errors_.size());
                errors_.push_back(canonical[i].error());
            } else {
                CanonicalCode& c = canonical[i].value();
                const Variant v = decoded[i].variant;
                if (decoded[i].variantInferred)
                    inferred_.note(v, decoded[i].otherVariants);
                const auto [it, added] = gridIndex_.try_emplace(keyOf(v, std::nullopt, c.code), static_cast<int>(grids_.size()));
                if (added) {
                    MergedGrid& g = grids_.emplace_back();
                    g.variant = v;
                    g.canonicalCode = std::move(c.code);
                    g.score = scores[i];
                    g.source = source;
                    g.line = p.candidate.line;
                }
                w.grid = it->second;
            }
        }
        if (w.grid >= 0) {
            ++grids_[static_cast<std::size_t>(w.grid)].copies;
            ++codesRead_;
        } else {
            failures_.push_back({source, failureOf(p.candidate, errors_[static_cast<std::size_t>(w.error)])});
        }
    }
    batch_.clear();
}

void CollectionMerge::addGrid(Variant v, const std::vector<Move>& moves, const std::string& source, int line)
{
    auto canon = canonicalCode(v, moves);
    if (!canon) { // cannot happen for a grid that replays; reported rather than dropped
        failures_.push_back({source, CodeFailure{line, 0, std::string(), std::string(), canon.error()}});
        return;
    }
    const auto [it, added] = gridIndex_.try_emplace(keyOf(v, std::nullopt, canon->code), static_cast<int>(grids_.size()));
    if (added) {
        MergedGrid& g = grids_.emplace_back();
        g.variant = v;
        g.canonicalCode = std::move(canon->code);
        g.score = static_cast<int>(moves.size());
        g.source = source;
        g.line = line;
    }
    ++grids_[static_cast<std::size_t>(it->second)].copies;
    ++codesRead_;
}

std::vector<const MergedGrid*> CollectionMerge::grids() const
{
    std::vector<const MergedGrid*> out;
    out.reserve(grids_.size());
    for (const MergedGrid& g : grids_)
        out.push_back(&g);
    std::sort(out.begin(), out.end(), [](const MergedGrid* a, const MergedGrid* b) {
        if (a->score != b->score)
            return a->score > b->score;
        if (a->variant != b->variant)
            return a->variant < b->variant;
        return a->canonicalCode < b->canonicalCode;
    });
    return out;
}

} // namespace morpion
