#include "core/search/GameAnalyser.h"

#include "core/codes/GridEdit.h"
#include "core/rules/Position.h"
#include "core/search/Nrpa.h"
#include "core/search/SearchRunner.h"
#include "core/solver/SolverRun.h"

#include <algorithm>
#include <cmath>
#include <mutex>
#include <optional>
#include <utility>

namespace morpion {

namespace {

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

// One search: from `position`, warmed by `warm` (unless it is a chain's with reuse, whose
// warm start comes from the chain's earlier searches), with the seed of its round.
struct Job {
    int position = 0;
    int round = 0;
    std::vector<Move> warm;
};

// What the threads share: the chains of searches to take, and what they found.
struct Work {
    const AnalysisOptions& options;
    std::vector<std::vector<Job>> chains; // each run in order by one thread
    std::atomic<int> nextChain{0};

    std::mutex mutex;
    std::vector<int> found;               // per position, -1 until searched
    std::vector<bool> proven;             // per position: found is exact
    std::vector<std::vector<Move>> lines; // every game found, in the order found
    int searchesDone = 0;

    // The solver's stage: the position under way, the classes visited, where it ended.
    std::atomic<int> solving{-1};
    std::atomic<std::uint64_t> nodes{0};
    int firstUnproven = -1; // the last position the solver did not prove; -1: none
    std::optional<Error> solverError;

    explicit Work(const AnalysisOptions& o)
        : options(o)
    {}

    // The analysis so far.
    GameAnalysis snapshot()
    {
        std::vector<std::vector<Move>> games;
        std::vector<int> scores;
        std::vector<bool> exact;
        {
            const std::lock_guard lock(mutex);
            scores = found;
            games = lines;
            exact = proven;
        }
        auto made =
            GameAnalysis::make(options.variant, options.game, std::move(scores), games, options.settings(), std::move(exact));
        return made ? std::move(made).value() : GameAnalysis();
    }
};

NrpaOptions nrpaOptionsAt(const AnalysisOptions& o, const Job& job)
{
    NrpaOptions n;
    n.variant = o.variant;
    n.level = o.level;
    n.iterations = o.perLevel;
    // Round r's seeds, position by position, come from the seed alone.
    n.limits.seed = searchThreadSeed(o.limits.seed + 0x9e3779b97f4a7c15ull * static_cast<std::uint64_t>(job.round), job.position);
    n.prefix.assign(o.game.begin(), o.game.begin() + job.position);
    n.warmStart = job.warm;
    n.warmWeight = o.warmWeight;
    // The position's budget split between the passes, the first ones taking one more.
    n.limits.maxIterations = o.budget / o.passes + (job.round < o.budget % o.passes ? 1 : 0);
    return n;
}

// The moves of `line` that are not among the game's first k: what warms a search from k
// toward it (NRPA's warm start ignores the moves it cannot play).
std::vector<Move> warmTowards(const std::vector<Move>& game, const AnalysisLine& line, int k)
{
    if (line.reach >= k)
        return {line.moves.begin() + k, line.moves.end()};
    std::vector<Move> prefix(game.begin(), game.begin() + k);
    std::sort(prefix.begin(), prefix.end());
    std::vector<Move> warm;
    for (const Move& m : line.moves)
        if (!std::binary_search(prefix.begin(), prefix.end(), m))
            warm.push_back(m);
    return warm;
}

// One thread of the analysis: takes chains until none is left, running each search on its
// own (NRPA, one thread, nested in this one's context).
class AnalysisThread : public SearchThread {
public:
    AnalysisThread(Work& work, int index)
        : work_(work)
        , index_(index)
    {}

    void run(SearchContext& context) override
    {
        const AnalysisOptions& o = work_.options;
        for (;;) {
            const int c = work_.nextChain.fetch_add(1);
            if (c >= static_cast<int>(work_.chains.size()))
                return;
            const AnalysisLine* longest = nullptr; // of the chain so far, with reuse
            std::vector<AnalysisLine> chainLines;
            chainLines.reserve(work_.chains[at(c)].size());
            for (Job job : work_.chains[at(c)]) {
                if (context.stopAsked())
                    return;
                if (longest)
                    job.warm = warmTowards(o.game, *longest, job.position);
                std::vector<Move> line;
                if (!search(context, job, line))
                    return;
                if (o.reuse && job.round == 0) {
                    chainLines.push_back(alignLine(o.game, line));
                    if (!longest || chainLines.back().moves.size() > longest->moves.size())
                        longest = &chainLines.back();
                }
                const std::lock_guard lock(work_.mutex);
                int& found = work_.found[at(job.position)];
                found = std::max(found, static_cast<int>(line.size()));
                work_.lines.push_back(std::move(line));
                ++work_.searchesDone;
            }
        }
    }
    int bestScore() const override { return -1; }
    std::vector<Move> bestMoves() const override { return {}; }
    std::int64_t iterations() const override { return playouts_; }

private:
    // The best game of the job's search into `line`; false when a stop came first.
    bool search(SearchContext& context, const Job& job, std::vector<Move>& line)
    {
        const auto nrpa = nrpaThreadFactory(nrpaOptionsAt(work_.options, job))(0);
        SearchRun run;
        run.variant = work_.options.variant;
        run.limits.progressSeconds = 1e9;
        const std::atomic<bool> never{false};
        SearchContext inner(run, nullptr, &never);
        inner.stopWith(&context);
        nrpa->run(inner);
        playouts_ += nrpa->iterations();
        context.setIterations(index_, playouts_);
        if (!nrpa->outOfBudget())
            return false; // stopped before its budget: not the analysis's search
        line = nrpa->bestMoves();
        return true;
    }

    Work& work_;
    int index_;
    std::int64_t playouts_ = 0;
};

// The solver's stage, on one thread of the runner (the solver's own threads under it):
// positions from `last` back, each walked within the node budget, until one is not. A
// position is proven only when its classes are fewer than the budget: such a walk always
// finishes, and a larger one never counts, whatever the threads (a walk with more threads
// may overshoot the budget and finish), so the proven positions do not depend on them.
class SolvingThread : public SearchThread {
public:
    SolvingThread(Work& work, int last)
        : work_(work)
        , last_(last)
    {}

    void run(SearchContext& context) override
    {
        const AnalysisOptions& o = work_.options;
        SolverShare share;
        share.threads = o.limits.threads;
        share.nodeBudget = o.nodes;
        std::uint64_t earlier = 0;
        for (int k = last_; k >= 0; --k) {
            if (context.stopAsked())
                return;
            work_.solving.store(k);
            SolverTask task;
            task.variant = o.variant;
            task.start.assign(o.game.begin(), o.game.begin() + k);
            SolverHooks hooks;
            hooks.stop = context.stopFlag();
            hooks.progress = [&](const SolverProgress& p) { work_.nodes.store(earlier + p.nodes); };
            const auto report = runSolver(task, share, hooks);
            if (!report) {
                // A game past the solver's board is searched; a thread refused is an error.
                if (report.error().kind == ErrorKind::Resources)
                    work_.solverError = report.error();
                work_.firstUnproven = k;
                return;
            }
            earlier += report->tally.nodes;
            work_.nodes.store(earlier);
            if (!report->complete || report->tally.nodes >= o.nodes) {
                work_.firstUnproven = k;
                return;
            }
            std::vector<Move> line = task.start;
            line.insert(line.end(), report->tally.bestPath.begin(), report->tally.bestPath.end());
            const std::lock_guard lock(work_.mutex);
            work_.found[at(k)] = static_cast<int>(line.size());
            work_.proven[at(k)] = true;
            work_.lines.push_back(std::move(line));
        }
    }
    int bestScore() const override { return -1; }
    std::vector<Move> bestMoves() const override { return {}; }
    std::int64_t iterations() const override { return 0; }

private:
    Work& work_;
    int last_;
};

} // namespace

GameAnalyser::GameAnalyser(AnalysisOptions options)
    : options_(std::move(options))
{}

GameAnalyser::~GameAnalyser() = default;

std::optional<Error> GameAnalyser::check(const AnalysisOptions& o)
{
    if (o.budget < o.passes || o.budget > 1000000000)
        return syntaxError(
            phrase(MORPION_TR_NOOP("ErrorDetail", "analysis budget %1 is outside %2..1000000000"), o.budget, o.passes));
    if (auto bad = checkSearchLimits(o.limits))
        return bad;
    if (o.limits.maxIterations >= 0 || o.limits.targetScore >= 0)
        return syntaxError(
            MORPION_TR_NOOP("ErrorDetail", "an analysis takes a budget per position, not an iteration budget or a target"));
    if (o.nodes > AnalysisOptions::mostNodes)
        return syntaxError(phrase(MORPION_TR_NOOP("ErrorDetail", "analysis nodes %1 are outside 0..%2"),
                                  static_cast<std::int64_t>(o.nodes), static_cast<std::int64_t>(AnalysisOptions::mostNodes)));
    if (o.chain < 1 || o.chain > 1000)
        return syntaxError(phrase(MORPION_TR_NOOP("ErrorDetail", "analysis chain %1 is outside 1..1000"), o.chain));
    if (o.passes < 1 || o.passes > 100)
        return syntaxError(phrase(MORPION_TR_NOOP("ErrorDetail", "analysis passes %1 are outside 1..100"), o.passes));
    if (auto bad = checkPlayable(o.variant, o.game))
        return bad;
    return Nrpa::check(nrpaOptionsAt(o, Job{})); // the NRPA parameters
}

Result<GameAnalysis> GameAnalyser::run(const ProgressCallback& onProgress, const std::atomic<bool>* stop)
{
    if (auto bad = check(options_))
        return *bad;
    const AnalysisOptions& o = options_;
    SearchRun run = SearchRun::startingNow(o.variant, o.limits);
    const int n = static_cast<int>(o.game.size());

    Work work(o);
    work.found.assign(at(n + 1), -1);
    work.proven.assign(at(n + 1), false);
    // The last position needs no search when the game is over: its score is exact.
    Position end(o.variant);
    for (const Move& m : o.game)
        end.play(m);
    int searched = n + 1;
    if (end.legalIds().empty()) {
        work.found[at(n)] = n;
        work.proven[at(n)] = true;
        --searched;
    }

    AnalysisProgress progress;
    progress.positions = n + 1;
    std::int64_t earlier = 0; // playouts of the rounds before
    const auto reported = [&](const SearchProgress& p) {
        if (!onProgress)
            return;
        const GameAnalysis sofar = work.snapshot();
        progress.positionsDone = sofar.searchedPositions();
        progress.proven = sofar.provenCount();
        progress.solving = work.solving.load();
        progress.nodes = work.nodes.load();
        {
            const std::lock_guard lock(work.mutex);
            progress.searchesDone = work.searchesDone;
        }
        progress.iterations = earlier + p.iterations;
        progress.seconds = p.seconds;
        onProgress(progress, sofar);
    };

    // The solver first, from the end back: the positions it proves need no search.
    if (o.nodes > 0 && searched > 0) {
        run.limits.threads = 1; // the solver's threads are its own
        auto result = runSearchThreads(
            run, [&work, searched](int) { return std::make_unique<SolvingThread>(work, searched - 1); }, {}, reported, stop,
            &stopRequested_);
        work.solving.store(-1);
        if (!result || work.solverError) {
            stopRequested_.store(false);
            return result ? *work.solverError : result.error();
        }
        reason_ = result->reason;
        seconds_ = result->seconds;
        if (reason_ != SearchStop::Runs) {
            stopRequested_.store(false);
            return work.snapshot();
        }
        searched = work.firstUnproven + 1;
        if (searched == 0) { // every position proven: nothing left to search
            stopRequested_.store(false);
            return work.snapshot();
        }
    }
    // Round 0 searches every position, in chains from the first positions on: their
    // playouts are the longest, so that they start first and the threads end together.
    // Without reuse a chain is one position.
    const int chain = o.reuse ? o.chain : 1;
    for (int first = 0; first < searched; first += chain) {
        std::vector<Job> jobs;
        for (int k = first; k < std::min(first + chain, searched); ++k)
            jobs.push_back({k, 0, {}});
        if (o.reuse)
            std::reverse(jobs.begin(), jobs.end()); // from the chain's last position back
        work.chains.push_back(std::move(jobs));
    }

    progress.searches = searched * o.passes;
    progress.totalIterations = o.budget * searched;
    // Each later pass searches every position again, warmed toward the best game found
    // for the position before it (the first toward its own): a search that looks for as
    // long a game that also plays the move, the same for every move.
    for (int pass = 0;; ++pass) {
        progress.pass = pass;
        work.nextChain.store(0);
        run.limits.threads = std::max(1, std::min(o.limits.threads, static_cast<int>(work.chains.size())));
        auto result = runSearchThreads(
            run, [&work](int t) { return std::make_unique<AnalysisThread>(work, t); }, {}, reported, stop, &stopRequested_);
        if (!result) {
            stopRequested_.store(false);
            return result.error();
        }
        earlier += result->iterations;
        reason_ = result->reason;
        seconds_ = result->seconds;
        if (reason_ != SearchStop::Runs || pass + 1 >= o.passes)
            break;
        const GameAnalysis sofar = work.snapshot();
        work.chains.clear();
        for (int k = 0; k < searched; ++k)
            work.chains.push_back({{k, pass + 1, warmTowards(o.game, *sofar.bestLine(std::max(0, k - 1)), k)}});
    }
    stopRequested_.store(false);
    return work.snapshot();
}

} // namespace morpion
