#include "core/search/GameAnalyser.h"

#include "core/codes/GridEdit.h"
#include "core/rules/Position.h"
#include "core/search/Nrpa.h"
#include "core/search/SearchRunner.h"
#include "core/solver/SolverRun.h"

#include <algorithm>
#include <cmath>
#include <mutex>
#include <utility>

namespace morpion {

namespace {

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

// What the threads share: the chains of searches to take, and what they found.
struct Work {
    const AnalysisOptions& options;
    std::vector<std::vector<AnalysisJob>> chains; // each run in order by one thread
    std::atomic<int> nextChain{0};

    std::mutex mutex;
    std::vector<AnalysisSearch> searches; // in the order done
    std::function<void(const AnalysisSearch&)> done;

    // The solver's stage: the position under way (-1: none) and the classes visited.
    std::atomic<int> solving{-1};
    std::atomic<std::uint64_t> nodes{0};
    Result<int> endgame = 0; // the positions left to the searches, or the stage's error

    explicit Work(const AnalysisOptions& o)
        : options(o)
    {}

    void add(AnalysisSearch search)
    {
        const std::lock_guard lock(mutex);
        searches.push_back(std::move(search));
        if (done)
            done(searches.back());
    }

    int searchesDone()
    {
        const std::lock_guard lock(mutex);
        return static_cast<int>(searches.size());
    }

    // The analysis so far.
    GameAnalysis snapshot()
    {
        std::vector<AnalysisSearch> copy;
        {
            const std::lock_guard lock(mutex);
            copy = searches;
        }
        return GameAnalyser::analysisOf(options, copy);
    }
};

// Whether no move is left after the whole game (its last position then needs no search).
bool gameOver(const AnalysisOptions& o)
{
    Position end(o.variant);
    for (const Move& m : o.game)
        end.play(m);
    return end.legalIds().empty();
}

// The positions the searches take: those before the proven ones at the game's end (the
// solver proves positions from the end back; a finished game's last one is proven).
int searchedPositions(const GameAnalysis& sofar, int positions)
{
    int k = positions;
    while (k > 0 && sofar.proven(k - 1))
        --k;
    return k;
}

NrpaOptions nrpaOptionsAt(const AnalysisOptions& o, const AnalysisJob& job)
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
            for (AnalysisJob job : work_.chains[at(c)]) {
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
                work_.add({job.position, std::move(line)});
            }
        }
    }
    int bestScore() const override { return -1; }
    std::vector<Move> bestMoves() const override { return {}; }
    std::int64_t iterations() const override { return playouts_; }

private:
    // The best game of the job's search into `line`; false when a stop came first.
    bool search(SearchContext& context, const AnalysisJob& job, std::vector<Move>& line)
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

// The solver's stage on one thread of the runner (the solver's own threads under it).
class SolvingThread : public SearchThread {
public:
    explicit SolvingThread(Work& work)
        : work_(work)
    {}

    void run(SearchContext& context) override
    {
        work_.endgame = GameAnalyser::solveEndgame(
            work_.options, [this](const AnalysisSearch& s) { work_.add(s); },
            [this](int position, std::uint64_t nodes) {
                work_.solving.store(position);
                work_.nodes.store(nodes);
            },
            context.stopFlag());
    }
    int bestScore() const override { return -1; }
    std::vector<Move> bestMoves() const override { return {}; }
    std::int64_t iterations() const override { return 0; }

private:
    Work& work_;
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
    return Nrpa::check(nrpaOptionsAt(o, AnalysisJob{})); // the NRPA parameters
}

Result<GameAnalysis> GameAnalyser::run(const ProgressCallback& onProgress, const std::atomic<bool>* stop)
{
    if (auto bad = check(options_))
        return *bad;
    const AnalysisOptions& o = options_;
    SearchRun run = SearchRun::startingNow(o.variant, o.limits);
    const int n = static_cast<int>(o.game.size());

    Work work(o);
    AnalysisProgress progress;
    progress.positions = n + 1;
    int searched = 0;         // positions left to the searches, known once the solver is done
    int proofs = -1;          // the solver's results among the searches, once it is done
    std::int64_t earlier = 0; // playouts of the rounds before
    const auto reported = [&](const SearchProgress& p) {
        if (!onProgress)
            return;
        const GameAnalysis sofar = work.snapshot();
        progress.positionsDone = sofar.searchedPositions();
        progress.proven = sofar.provenCount();
        progress.solving = work.solving.load();
        progress.nodes = work.nodes.load();
        progress.searchesDone = proofs < 0 ? 0 : work.searchesDone() - proofs;
        progress.iterations = earlier + p.iterations;
        progress.totalIterations = o.budget * searched;
        progress.seconds = p.seconds;
        onProgress(progress, sofar);
    };

    // The solver first, from the end back: the positions it proves need no search.
    reason_ = SearchStop::Runs;
    if (o.nodes > 0) {
        run.limits.threads = 1; // the solver's threads are its own
        auto solved = runSearchThreads(
            run, [&work](int) { return std::make_unique<SolvingThread>(work); }, {}, reported, stop, &stopRequested_);
        work.solving.store(-1);
        if (!solved || !work.endgame) {
            stopRequested_.store(false);
            return solved ? work.endgame.error() : solved.error();
        }
        reason_ = solved->reason;
        seconds_ = solved->seconds;
    } else {
        work.endgame = solveEndgame(o, {}, {}); // no walk: the positions to search
    }
    searched = *work.endgame;
    proofs = work.searchesDone();
    if (reason_ != SearchStop::Runs || searched == 0) {
        stopRequested_.store(false);
        return work.snapshot();
    }
    work.chains = firstPass(o, work.snapshot());
    progress.searches = searched * o.passes;
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
        work.chains = laterPass(o, work.snapshot(), pass + 1);
    }
    stopRequested_.store(false);
    return work.snapshot();
}

Result<int> GameAnalyser::solveEndgame(const AnalysisOptions& o, const std::function<void(const AnalysisSearch&)>& done,
                                       const std::function<void(int, std::uint64_t)>& walking, const std::atomic<bool>* stop)
{
    // A position is proven only when its classes are fewer than the budget: such a walk
    // always finishes, and a larger one never counts, whatever the threads (a walk on more
    // threads may overshoot the budget and finish), so the positions proven depend on
    // neither the threads nor the machine.
    const int n = static_cast<int>(o.game.size());
    int last = gameOver(o) ? n - 1 : n; // a finished game's last position is proven already
    if (o.nodes == 0)
        return last + 1;
    SolverShare share;
    share.threads = o.limits.threads;
    share.nodeBudget = o.nodes;
    std::uint64_t earlier = 0;
    for (int k = last; k >= 0; --k) {
        if (stop && stop->load())
            return k + 1;
        if (walking)
            walking(k, earlier);
        SolverTask task;
        task.variant = o.variant;
        task.start.assign(o.game.begin(), o.game.begin() + k);
        SolverHooks hooks;
        hooks.stop = stop;
        if (walking)
            hooks.progress = [&](const SolverProgress& p) { walking(k, earlier + p.nodes); };
        const auto report = runSolver(task, share, hooks);
        if (!report) // a thread refused is an error; a game past the solver's board is searched
            return report.error().kind == ErrorKind::Resources ? Result<int>(report.error()) : Result<int>(k + 1);
        earlier += report->tally.nodes;
        if (!report->complete || report->tally.nodes >= o.nodes)
            return k + 1;
        AnalysisSearch proof{k, task.start, true};
        proof.game.insert(proof.game.end(), report->tally.bestPath.begin(), report->tally.bestPath.end());
        if (done)
            done(proof);
    }
    return 0;
}

std::vector<std::vector<AnalysisJob>> GameAnalyser::firstPass(const AnalysisOptions& o, const GameAnalysis& solved)
{
    // Round 0 searches every position, in chains from the first positions on: their
    // playouts are the longest, so that they start first and the threads end together.
    // Without reuse a chain is one position.
    const int searched = searchedPositions(solved, static_cast<int>(o.game.size()) + 1);
    const int chain = o.reuse ? o.chain : 1;
    std::vector<std::vector<AnalysisJob>> chains;
    for (int first = 0; first < searched; first += chain) {
        std::vector<AnalysisJob> jobs;
        for (int k = first; k < std::min(first + chain, searched); ++k)
            jobs.push_back({k, 0, {}});
        if (o.reuse)
            std::reverse(jobs.begin(), jobs.end()); // from the chain's last position back
        chains.push_back(std::move(jobs));
    }
    return chains;
}

std::vector<std::vector<AnalysisJob>> GameAnalyser::laterPass(const AnalysisOptions& o, const GameAnalysis& sofar, int pass)
{
    // Each later pass searches every position again, warmed toward the best game found
    // for the position before it (the first toward its own): a search that looks for as
    // long a game that also plays the move, the same for every move.
    std::vector<std::vector<AnalysisJob>> chains;
    const int searched = searchedPositions(sofar, static_cast<int>(o.game.size()) + 1);
    for (int k = 0; k < searched; ++k) {
        const AnalysisLine* toward = sofar.bestLine(std::max(0, k - 1));
        chains.push_back({{k, pass, toward ? warmTowards(o.game, *toward, k) : std::vector<Move>()}});
    }
    return chains;
}

void GameAnalyser::runChain(const AnalysisOptions& o, const std::vector<AnalysisJob>& chain,
                            const std::function<void(const AnalysisSearch&)>& done)
{
    Work work(o);
    work.chains = {chain};
    work.done = done;
    SearchRun run = SearchRun::startingNow(o.variant, o.limits);
    run.limits.threads = 1;
    run.limits.progressSeconds = 1e9;
    (void)runSearchThread(
        run, 0, [&work](int t) { return std::make_unique<AnalysisThread>(work, t); }, {}, {}, nullptr, nullptr);
}

GameAnalysis GameAnalyser::analysisOf(const AnalysisOptions& o, const std::vector<AnalysisSearch>& searches)
{
    const int n = static_cast<int>(o.game.size());
    std::vector<int> found(at(n + 1), -1);
    std::vector<bool> proven(at(n + 1), false);
    if (gameOver(o)) { // no move left: the score is exact
        found[at(n)] = n;
        proven[at(n)] = true;
    }
    std::vector<std::vector<Move>> games;
    games.reserve(searches.size());
    for (const AnalysisSearch& s : searches) {
        if (s.position < 0 || s.position > n)
            continue;
        int& f = found[at(s.position)];
        f = std::max(f, static_cast<int>(s.game.size()));
        if (s.proven)
            proven[at(s.position)] = true;
        games.push_back(s.game);
    }
    auto made = GameAnalysis::make(o.variant, o.game, std::move(found), games, o.settings(), std::move(proven));
    return made ? std::move(made).value() : GameAnalysis();
}

} // namespace morpion
