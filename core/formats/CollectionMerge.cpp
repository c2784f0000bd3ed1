#include "core/formats/CollectionMerge.h"

#include "core/codes/Symmetry.h"

#include <algorithm>
#include <thread>

namespace morpion {

namespace {

constexpr std::size_t batchSize = 8192;

std::string keyOf(Variant v, std::string_view code)
{
    std::string key;
    key.reserve(code.size() + 1);
    key += static_cast<char>('0' + static_cast<int>(v));
    key += code;
    return key;
}

} // namespace

CollectionMerge::CollectionMerge(int threads)
    : threads_(threads > 0 ? threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency())))
{}

std::optional<Error> CollectionMerge::add(LineReader& lines, const std::string& source, Variant defaultVariant)
{
    std::optional<Error> error;
    for (;;) {
        std::string_view line;
        auto more = lines.next(line);
        if (!more) {
            error = more.error();
            break;
        }
        if (!*more)
            break;
        if (auto candidate = findCodeCandidate(line, lines.lineNumber()))
            take(std::move(*candidate), defaultVariant);
        if (batch_.size() >= batchSize)
            flush(source);
    }
    flush(source);
    return error;
}

void CollectionMerge::add(std::string_view text, const std::string& source, Variant defaultVariant)
{
    LineReader lines = LineReader::fromText(text);
    add(lines, source, defaultVariant); // text in memory: no error but an over-long line
}

void CollectionMerge::take(CodeCandidate candidate, Variant defaultVariant)
{
    const Variant v = candidate.variant.value_or(defaultVariant);
    const auto [it, added] = writtenIndex_.try_emplace(keyOf(v, candidate.code), static_cast<int>(written_.size()));
    if (added) {
        written_.emplace_back();
    } else if (const Written& w = written_[static_cast<std::size_t>(it->second)]; w.grid >= 0) {
        ++grids_[static_cast<std::size_t>(w.grid)].copies; // seen before: no decoding
        ++codesRead_;
        return;
    }
    batch_.push_back({std::move(candidate), v, it->second, added});
}

void CollectionMerge::flush(const std::string& source)
{
    if (batch_.empty())
        return;
    // The slow part, on every core: decode and make canonical each first sighting.
    std::vector<Result<CanonicalCode>> canonical(batch_.size(), Result<CanonicalCode>(Error{}));
    std::vector<int> scores(batch_.size(), 0);
    const auto work = [&](std::size_t from, std::size_t step) {
        for (std::size_t i = from; i < batch_.size(); i += step) {
            if (!batch_[i].first)
                continue;
            auto moves = decodeCandidateMoves(batch_[i].candidate, batch_[i].variant);
            if (!moves) {
                canonical[i] = moves.error();
                continue;
            }
            scores[i] = static_cast<int>(moves->size());
            canonical[i] = canonicalCode(batch_[i].variant, *moves);
        }
    };
    const auto helpers =
        static_cast<std::size_t>(std::min<std::size_t>(static_cast<std::size_t>(threads_), batch_.size() / 64 + 1));
    {
        // Joined on every way out, a failed start included (std::jthread would say so, but
        // the web build's libc++ does not have it).
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
            pool.emplace_back(work, t, helpers);
        work(0, helpers);
    }
    // The merge, in line order.
    for (std::size_t i = 0; i < batch_.size(); ++i) {
        Pending& p = batch_[i];
        Written& w = written_[static_cast<std::size_t>(p.written)];
        if (p.first) {
            if (!canonical[i]) {
                w.error = static_cast<int>(errors_.size());
                errors_.push_back(canonical[i].error());
            } else {
                CanonicalCode& c = canonical[i].value();
                const auto [it, added] = gridIndex_.try_emplace(keyOf(p.variant, c.code), static_cast<int>(grids_.size()));
                if (added) {
                    MergedGrid& g = grids_.emplace_back();
                    g.variant = p.variant;
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
    const auto [it, added] = gridIndex_.try_emplace(keyOf(v, canon->code), static_cast<int>(grids_.size()));
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
