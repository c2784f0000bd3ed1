#include "core/search/SearchCheckpoint.h"

#include "core/rules/Position.h"
#include "core/search/AlgorithmOptions.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <optional>

namespace morpion {

namespace {

constexpr std::string_view magic = "morpion-search-checkpoint";

// --- Writing ---

class Writer {
public:
    Writer& key(std::string_view k)
    {
        if (!out.empty())
            out += '\n';
        out += k;
        return *this;
    }
    Writer& word(std::string_view w)
    {
        out += ' ';
        out += w;
        return *this;
    }
    template <class Int> Writer& integer(Int v)
    {
        char buf[32];
        const auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
        return word(std::string_view(buf, static_cast<std::size_t>(end - buf)));
    }
    // The shortest text that reads back as exactly this double.
    Writer& real(double v)
    {
        char buf[64];
        const auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
        return word(std::string_view(buf, static_cast<std::size_t>(end - buf)));
    }
    Writer& hex(std::uint64_t v)
    {
        char buf[32];
        const auto end = std::to_chars(buf, buf + sizeof buf, v, 16).ptr;
        return word(std::string_view(buf, static_cast<std::size_t>(end - buf)));
    }
    Writer& line(const Line& l)
    {
        integer(l.start.x);
        out += ',';
        appendInt(l.start.y);
        out += ',';
        appendInt(dirIndex(l.dir));
        return *this;
    }
    Writer& move(const Move& m)
    {
        integer(m.point.x);
        out += ',';
        appendInt(m.point.y);
        out += ',';
        appendInt(m.line.start.x);
        out += ',';
        appendInt(m.line.start.y);
        out += ',';
        appendInt(dirIndex(m.line.dir));
        return *this;
    }
    Writer& moves(const std::vector<Move>& ms)
    {
        integer(ms.size());
        for (const Move& m : ms)
            move(m);
        return *this;
    }
    Writer& slots(const std::vector<std::int32_t>& ss)
    {
        integer(ss.size());
        for (std::int32_t s : ss)
            integer(s);
        return *this;
    }

    std::string out;

private:
    void appendInt(int v)
    {
        char buf[16];
        const auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
        out.append(buf, end);
    }
};

std::string_view startName(SearchStart s)
{
    return s == SearchStart::Cross ? "cross" : s == SearchStart::Prefix ? "prefix" : "warm";
}

// --- Reading ---

// The lines of the text one at a time, each split into words; every error names the line
// and the column of the word at fault.
class Reader {
public:
    explicit Reader(std::string_view text)
        : text_(text)
    {}

    std::optional<Error> error;

    // The next line, which must start with `keyword`; false (error set) otherwise.
    bool next(std::string_view keyword)
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
    // True when the next line starts with `keyword` (without reading it).
    bool peek(std::string_view keyword) const
    {
        if (at_ > text_.size())
            return false;
        const std::string_view rest = text_.substr(at_);
        return rest.starts_with(keyword) && (rest.size() == keyword.size() || rest[keyword.size()] == ' ' ||
                                             rest[keyword.size()] == '\n' || rest[keyword.size()] == '\r');
    }
    // The line must have no words left.
    bool done()
    {
        if (error)
            return false;
        if (word_ < words_.size()) {
            fail(words_[word_].column, "unexpected \"" + std::string(words_[word_].text.substr(0, 40)) + "\"");
            return false;
        }
        return true;
    }
    bool atEnd() const { return at_ >= text_.size(); }
    // Reads a line that must hold nothing but spaces.
    bool blankLine()
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
    std::size_t wordsLeft() const { return word_ < words_.size() ? words_.size() - word_ : 0; }

    std::optional<std::string_view> word(std::string_view what)
    {
        if (error)
            return std::nullopt;
        if (word_ >= words_.size()) {
            fail(line_.size(), "missing " + std::string(what));
            return std::nullopt;
        }
        return words_[word_++].text;
    }
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
    std::optional<double> real(std::string_view what)
    {
        const auto w = word(what);
        if (!w)
            return std::nullopt;
        double v = 0;
        const auto [end, ec] = std::from_chars(w->data(), w->data() + w->size(), v);
        if (ec != std::errc() || end != w->data() + w->size() || !std::isfinite(v)) {
            failAtLast(std::string(what) + " must be a finite number");
            return std::nullopt;
        }
        return v;
    }
    // A count of items that follow on the line, each `wordsEach` words: never more than
    // the line holds, so that nothing is allocated for a count the text cannot back.
    std::optional<std::size_t> count(std::string_view what, std::size_t wordsEach = 1)
    {
        const auto n = integer<std::size_t>(what, 0, std::numeric_limits<std::int32_t>::max());
        if (n && *n * wordsEach != wordsLeft()) {
            failAtLast("the line holds " + std::to_string(wordsLeft()) + " values after the count " + std::to_string(*n) +
                       ", not " + std::to_string(*n * wordsEach));
            return std::nullopt;
        }
        return n;
    }
    // "a,b,...,d" of `n` integers within +-coordinateLimit, the last a direction 0..3.
    bool directed(std::string_view what, int* values, int n)
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
            if (ec != std::errc() || values[k] < -coordinateLimit || values[k] > coordinateLimit)
                return failAtLast(std::string(what) + " must be " + std::to_string(n) + " numbers joined by commas");
            i = static_cast<std::size_t>(end - w->data());
        }
        if (i != w->size())
            return failAtLast(std::string(what) + " must be " + std::to_string(n) + " numbers joined by commas");
        if (values[n - 1] < 0 || values[n - 1] > 3)
            return failAtLast("a direction must be 0 to 3");
        return true;
    }
    std::optional<Line> line(std::string_view what)
    {
        int v[3];
        if (!directed(what, v, 3))
            return std::nullopt;
        return Line{{v[0], v[1]}, static_cast<Dir>(v[2])};
    }
    std::optional<Move> move(std::string_view what)
    {
        int v[5];
        if (!directed(what, v, 5))
            return std::nullopt;
        return Move{{v[0], v[1]}, Line{{v[2], v[3]}, static_cast<Dir>(v[4])}};
    }
    bool moves(std::string_view what, std::vector<Move>& out)
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
    bool slots(std::string_view what, std::vector<std::int32_t>& out)
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

    bool fail(std::size_t column, std::string detail)
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
    bool failAtLast(std::string detail)
    {
        return fail(word_ > 0 && word_ <= words_.size() ? words_[word_ - 1].column : 0, std::move(detail));
    }
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

bool readSequence(Reader& r, NrpaSequenceState& s)
{
    if (!r.next("sequence"))
        return false;
    const auto score = r.integer<int>("the score", -1, 1 << 20);
    if (!score || !r.done())
        return false;
    s.score = *score;
    if (!r.next("moves") || !r.slots("the move count", s.moves) || !r.next("legal") || !r.slots("the legal count", s.legal))
        return false;
    if (!r.next("offsets"))
        return false;
    const auto n = r.count("the offset count");
    if (!n)
        return false;
    if (*n != s.moves.size() + 1)
        return r.failAtLast("a sequence of " + std::to_string(s.moves.size()) + " moves has " +
                            std::to_string(s.moves.size() + 1) + " offsets");
    s.offsets.clear();
    std::int32_t previous = 0;
    for (std::size_t i = 0; i < *n; ++i) {
        const auto o =
            r.integer<std::int32_t>("an offset", i == 0 ? 0 : previous, i == 0 ? 0 : static_cast<std::int32_t>(s.legal.size()));
        if (!o)
            return false;
        // Each step lists its move among at least one legal move.
        if (i > 0 && *o == previous)
            return r.failAtLast("a step with no legal move");
        s.offsets.push_back(*o);
        previous = *o;
    }
    if (static_cast<std::size_t>(previous) != s.legal.size())
        return r.failAtLast("the last offset must be the legal count " + std::to_string(s.legal.size()));
    return r.done();
}

bool readThread(Reader& r, const SearchOptions& o, int index, SearchThreadState& t)
{
    if (!r.next("thread"))
        return false;
    if (!r.integer<int>("the thread number", index, index))
        return false;
    const auto status = r.word("fresh or running");
    if (!status)
        return false;
    if (*status != "fresh" && *status != "running")
        return r.failAtLast("a thread is fresh or running");
    t.fresh = *status == "fresh";
    if (!r.done())
        return false;
    if (t.fresh)
        return true;

    if (!r.next("rng"))
        return false;
    bool zero = true;
    for (auto& word : t.rng) {
        const auto v = r.integer<std::uint64_t>("a generator word", 0, ~std::uint64_t{0}, 16);
        if (!v)
            return false;
        word = *v;
        zero = zero && *v == 0;
    }
    if (zero)
        return r.failAtLast("a generator state cannot be all zero");
    if (!r.done())
        return false;
    if (!r.next("iterations"))
        return false;
    const auto iterations = r.integer<std::int64_t>("the iteration count", 0, std::int64_t{1} << 62);
    if (!iterations || !r.done())
        return false;
    t.iterations = *iterations;
    if (!r.next("best"))
        return false;
    const auto best = r.integer<int>("the best score", -1, 1 << 20);
    if (!best || !r.moves("the move count", t.bestMoves) || !r.done())
        return false;
    t.bestScore = *best;
    if (t.bestScore != (t.bestScore < 0 ? -1 : static_cast<int>(t.bestMoves.size())))
        return r.fail(0, "the best score is not the best game's move count");

    if (o.algorithm == SearchAlgorithm::HillClimb)
        return r.next("current") && r.moves("the move count", t.current) && r.done();

    if (!r.next("runs"))
        return false;
    const auto runs = r.integer<int>("the run count", 0, std::numeric_limits<int>::max());
    if (!runs || !r.done())
        return false;
    t.runs = *runs;
    if (!r.next("extra"))
        return false;
    const auto extra = r.count("the line count");
    if (!extra)
        return false;
    for (std::size_t i = 0; i < *extra; ++i) {
        const auto l = r.line("a line");
        if (!l)
            return false;
        t.extraLines.push_back(*l);
    }
    if (!r.done() || !r.next("best-slots") || !r.slots("the slot count", t.bestSlots) || !r.done())
        return false;
    if (!r.next("levels"))
        return false;
    const auto levels = r.integer<int>("the level count", 0, o.level);
    if (!levels || !r.done())
        return false;
    if (*levels != 0 && *levels != o.level)
        return r.failAtLast("a running search has all " + std::to_string(o.level) + " levels");
    t.levels.resize(static_cast<std::size_t>(*levels));
    for (NrpaLevelState& level : t.levels) {
        if (!r.next("level"))
            return false;
        const auto iteration = r.integer<int>("the iteration", 0, o.iterations - 1);
        if (!iteration || !r.done())
            return false;
        level.iteration = *iteration;
        if (!r.next("policy"))
            return false;
        const auto n = r.count("the weight count", 3);
        if (!n)
            return false;
        for (std::size_t i = 0; i < *n; ++i) {
            const auto slot = r.integer<std::int32_t>("a slot", 0, std::numeric_limits<std::int32_t>::max());
            const auto w = slot ? r.real("a weight") : std::nullopt;
            const auto e = w ? r.real("an exponential") : std::nullopt;
            if (!e)
                return false;
            if (*e < 0)
                return r.failAtLast("an exponential cannot be negative");
            level.weightSlots.push_back(*slot);
            level.weights.push_back(*w);
            level.exps.push_back(*e);
        }
        if (!r.done() || !readSequence(r, level.best))
            return false;
    }
    return true;
}

} // namespace

int SearchCheckpoint::bestScore() const
{
    int best = -1;
    for (const SearchThreadState& t : threads)
        best = std::max(best, t.bestScore);
    return best;
}

std::vector<Move> SearchCheckpoint::bestMoves() const
{
    const SearchThreadState* best = nullptr;
    for (const SearchThreadState& t : threads)
        if (t.bestScore >= 0 && (!best || t.bestScore > best->bestScore))
            best = &t;
    return best ? best->bestMoves : std::vector<Move>{};
}

std::int64_t SearchCheckpoint::iterations() const
{
    std::int64_t sum = 0;
    for (const SearchThreadState& t : threads)
        sum += t.iterations;
    return sum;
}

std::string formatSearchCheckpoint(const SearchCheckpoint& c)
{
    const SearchOptions& o = c.options;
    Writer w;
    w.key(magic).integer(searchCheckpointVersion);
    w.key("algorithm").word(searchAlgorithmName(o.algorithm));
    w.key("variant").word(variantName(o.variant));
    w.key("seed").integer(o.limits.seed);
    w.key("threads").integer(o.limits.threads);
    w.key("parallel").word(o.parallel == SearchParallel::Root ? "root" : "independent");
    w.key("start").word(startName(o.start));
    w.key("grid").moves(o.grid);
    w.key("level").integer(o.level);
    w.key("per-level").integer(o.iterations);
    w.key("alpha").real(o.alpha);
    w.key("stabilization").integer(o.stabilization);
    w.key("repetitions").integer(o.repetitions);
    w.key("warm-weight").real(o.warmWeight);
    w.key("blacklist").integer(o.blacklist);
    w.key("initial-window").integer(o.initialWindow);
    w.key("seconds").real(c.seconds);
    for (std::size_t i = 0; i < c.threads.size(); ++i) {
        const SearchThreadState& t = c.threads[i];
        w.key("thread").integer(i).word(t.fresh ? "fresh" : "running");
        if (t.fresh)
            continue;
        w.key("rng");
        for (std::uint64_t word : t.rng)
            w.hex(word);
        w.key("iterations").integer(t.iterations);
        w.key("best").integer(t.bestScore).moves(t.bestMoves);
        if (o.algorithm == SearchAlgorithm::HillClimb) {
            w.key("current").moves(t.current);
            continue;
        }
        w.key("runs").integer(t.runs);
        w.key("extra").integer(t.extraLines.size());
        for (const Line& l : t.extraLines)
            w.line(l);
        w.key("best-slots").slots(t.bestSlots);
        w.key("levels").integer(t.levels.size());
        for (const NrpaLevelState& level : t.levels) {
            w.key("level").integer(level.iteration);
            w.key("policy").integer(level.weightSlots.size());
            for (std::size_t k = 0; k < level.weightSlots.size(); ++k)
                w.integer(level.weightSlots[k]).real(level.weights[k]).real(level.exps[k]);
            w.key("sequence").integer(level.best.score);
            w.key("moves").slots(level.best.moves);
            w.key("legal").slots(level.best.legal);
            w.key("offsets").slots(level.best.offsets);
        }
    }
    w.key("end");
    w.out += '\n';
    return std::move(w.out);
}

Result<SearchCheckpoint> parseSearchCheckpoint(std::string_view text)
{
    Reader r(text);
    SearchCheckpoint c;
    SearchOptions& o = c.options;
    if (!r.peek(magic)) {
        r.fail(0, "not a search checkpoint (one starts with \"morpion-search-checkpoint\")");
        return *r.error;
    }
    r.next(magic);
    if (!r.integer<int>("the version", searchCheckpointVersion, searchCheckpointVersion)) {
        r.error->detail = phrase(MORPION_TR_NOOP("ErrorDetail", "checkpoint: version %1 is the only one this program reads"),
                                 searchCheckpointVersion);
        return *r.error;
    }
    r.done();
    if (r.next("algorithm")) {
        const auto name = r.word("the algorithm");
        const auto a = name ? parseSearchAlgorithm(std::string(*name)) : std::nullopt;
        if (name && (!a || *a == SearchAlgorithm::Improve))
            r.failAtLast("the algorithm is nrpa or hillclimb");
        else if (a)
            o.algorithm = *a;
        r.done();
    }
    if (r.next("variant")) {
        const auto name = r.word("the variant");
        const auto v = name ? parseVariant(*name) : std::nullopt;
        if (name && !v)
            r.failAtLast("the variant is 5T, 5D, 4T or 4D");
        else if (v)
            o.variant = *v;
        r.done();
    }
    auto intLine = [&r](std::string_view key, auto& target, auto low, auto high) {
        if (!r.next(key))
            return;
        if (const auto v = r.integer<std::decay_t<decltype(target)>>(key, low, high))
            target = *v;
        r.done();
    };
    auto realLine = [&r](std::string_view key, double& target) {
        if (!r.next(key))
            return;
        if (const auto v = r.real(key))
            target = *v;
        r.done();
    };
    intLine("seed", o.limits.seed, std::uint64_t{0}, ~std::uint64_t{0});
    intLine("threads", o.limits.threads, 1, 1024);
    if (r.next("parallel")) {
        const auto mode = r.word("the mode");
        if (mode && *mode != "independent" && *mode != "root")
            r.failAtLast("parallel is independent or root");
        o.parallel = mode && *mode == "root" ? SearchParallel::Root : SearchParallel::Independent;
        r.done();
    }
    if (r.next("start")) {
        const auto mode = r.word("the start");
        if (mode && *mode != "cross" && *mode != "prefix" && *mode != "warm")
            r.failAtLast("start is cross, prefix or warm");
        o.start = !mode || *mode == "cross" ? SearchStart::Cross : *mode == "prefix" ? SearchStart::Prefix : SearchStart::Warm;
        r.done();
    }
    if (r.next("grid")) {
        r.moves("the move count", o.grid);
        r.done();
    }
    intLine("level", o.level, 1, 10);
    intLine("per-level", o.iterations, 1, 1000000);
    realLine("alpha", o.alpha);
    intLine("stabilization", o.stabilization, 1, 1000);
    intLine("repetitions", o.repetitions, 0, 1000000);
    realLine("warm-weight", o.warmWeight);
    intLine("blacklist", o.blacklist, 0, 1000);
    intLine("initial-window", o.initialWindow, 0, 1 << 16);
    realLine("seconds", c.seconds);
    if (r.error)
        return *r.error;
    const int optionsLine = r.lineNo();
    if (auto bad = checkSearchOptions(o)) {
        bad->detail = phrase(MORPION_TR_NOOP("ErrorDetail", "checkpoint: %1"), bad->detail);
        if (bad->line == 0)
            bad->line = optionsLine;
        return *bad;
    }
    c.threads.resize(static_cast<std::size_t>(o.limits.threads));
    for (int i = 0; i < o.limits.threads; ++i)
        if (!readThread(r, o, i, c.threads[static_cast<std::size_t>(i)]))
            return *r.error;
    if (!r.next("end") || !r.done())
        return *r.error;
    // Nothing but blank lines after "end".
    while (!r.atEnd())
        if (!r.blankLine())
            return *r.error;
    if (auto bad = checkSearchCheckpoint(c)) {
        if (bad->line == 0)
            bad->line = r.lineNo();
        return *bad;
    }
    return c;
}

std::optional<Error> checkSearchCheckpoint(const SearchCheckpoint& c)
{
    const SearchOptions& o = c.options;
    if (auto bad = checkSearchOptions(o))
        return bad;
    if (o.algorithm == SearchAlgorithm::Nrpa && o.parallel == SearchParallel::Root && o.limits.threads > 1 && o.level >= 2)
        return syntaxError(MORPION_TR_NOOP(
            "ErrorDetail", "checkpoint: a root-parallel NRPA search cannot be resumed (its threads share each search)"));
    if (o.algorithm == SearchAlgorithm::Improve)
        return syntaxError(
            MORPION_TR_NOOP("ErrorDetail", "checkpoint: an improver cannot be resumed (start it again from its best grid)"));
    if (c.threads.size() != static_cast<std::size_t>(o.limits.threads))
        return syntaxError(phrase(MORPION_TR_NOOP("ErrorDetail", "checkpoint: %1 thread states for %2 threads"), c.threads.size(),
                                  o.limits.threads));
    if (!(c.seconds >= 0))
        return syntaxError(MORPION_TR_NOOP("ErrorDetail", "checkpoint: negative seconds"));
    const auto replays = [&o](const std::vector<Move>& moves) {
        Position pos(o.variant);
        for (const Move& m : moves)
            if (!pos.play(m))
                return false;
        return true;
    };
    for (std::size_t i = 0; i < c.threads.size(); ++i) {
        const SearchThreadState& t = c.threads[i];
        const Phrase who = phrase(MORPION_TR_NOOP("ErrorDetail", "checkpoint: thread %1"), i);
        if (t.fresh)
            continue;
        if (!replays(t.bestMoves))
            return syntaxError(withColon(who, MORPION_TR_NOOP("ErrorDetail", "its best game does not replay")));
        if (t.bestScore != (t.bestScore < 0 ? -1 : static_cast<int>(t.bestMoves.size())))
            return syntaxError(
                withColon(who, MORPION_TR_NOOP("ErrorDetail", "its best score is not its best game's move count")));
        if (o.algorithm == SearchAlgorithm::HillClimb) {
            Position pos(o.variant);
            for (const Move& m : t.current)
                if (!pos.play(m))
                    return syntaxError(withColon(who, MORPION_TR_NOOP("ErrorDetail", "the game it climbs from does not replay")));
            if (!pos.isOver())
                return syntaxError(withColon(who, MORPION_TR_NOOP("ErrorDetail", "the game it climbs from is not finished")));
            continue;
        }
        if (const std::string why = nrpaStateProblem(nrpaOptionsOf(o), t); !why.empty())
            return syntaxError(withColon(who, why));
    }
    return std::nullopt;
}

} // namespace morpion
