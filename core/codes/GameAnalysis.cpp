#include "core/codes/GameAnalysis.h"

#include "core/codes/GridEdit.h"

#include <algorithm>
#include <optional>
#include <utility>

namespace morpion {

namespace {

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

Error bad(Pattern pattern, int position)
{
    Error e = syntaxError(phrase(pattern, position));
    e.position = position;
    return e;
}

// The scores' checks: one for each position, none below the position's own moves, and
// proven only where there is a score. `proven` empty means none.
std::optional<Error> checkScores(int n, const std::vector<int>& found, std::vector<bool>& proven)
{
    if (found.size() != at(n + 1))
        return syntaxError(phrase(MORPION_TR_NOOP("ErrorDetail", "an analysis of %1 moves has %2 positions, not %3"), n,
                                  static_cast<int>(found.size()), n + 1));
    for (int k = 0; k <= n; ++k)
        if (found[at(k)] != -1 && found[at(k)] < k)
            return bad(MORPION_TR_NOOP("ErrorDetail", "the analysis of position %1 found fewer moves than it has"), k);
    if (proven.empty())
        proven.assign(at(n + 1), false);
    if (proven.size() != found.size())
        return syntaxError(phrase(MORPION_TR_NOOP("ErrorDetail", "an analysis of %1 moves has %2 positions, not %3"), n,
                                  static_cast<int>(proven.size()), n + 1));
    for (int k = 0; k <= n; ++k)
        if (proven[at(k)] && found[at(k)] < 0)
            return bad(MORPION_TR_NOOP("ErrorDetail", "the analysis proves position %1 without a score for it"), k);
    return std::nullopt;
}

// The game itself, then each line aligned on the game (alignLine); an error for a line
// that is not a legal game.
Result<std::vector<AnalysisLine>> candidateLines(Variant variant, const std::vector<Move>& game,
                                                 const std::vector<std::vector<Move>>& lines)
{
    const int n = static_cast<int>(game.size());
    // The game itself goes on from each of its positions.
    std::vector<AnalysisLine> candidates{{n, game}};
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (checkPlayable(variant, lines[i]))
            return bad(MORPION_TR_NOOP("ErrorDetail", "game %1 of the analysis is not a legal game"), static_cast<int>(i) + 1);
        candidates.push_back(alignLine(game, lines[i]));
    }
    return candidates;
}

// For each reach r, the index of the candidate behind E at r.
std::vector<int> bestCandidates(const std::vector<AnalysisLine>& candidates, int n)
{
    // best[r]: the candidate behind E at reach r, the longest (ties: the one that holds
    // more of the game, then the first of their sets of moves in canonical order, then of
    // their orders, so that neither the order the lines come in, which threads decide, nor
    // the order of each line's moves, which a record's layer codes change, changes which
    // game it is), then carried down from the end.
    std::vector<std::vector<Move>> sets(candidates.size());
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        sets[i] = candidates[i].moves;
        std::sort(sets[i].begin(), sets[i].end());
    }
    std::vector<int> bestAt(at(n + 1), -1);
    const auto better = [&](int a, int b) {
        if (b < 0)
            return true;
        const AnalysisLine& x = candidates[at(a)];
        const AnalysisLine& y = candidates[at(b)];
        if (x.moves.size() != y.moves.size())
            return x.moves.size() > y.moves.size();
        if (x.reach != y.reach)
            return x.reach > y.reach;
        return sets[at(a)] != sets[at(b)] ? sets[at(a)] < sets[at(b)] : x.moves < y.moves;
    };
    for (int i = 0; i < static_cast<int>(candidates.size()); ++i)
        if (better(i, bestAt[at(candidates[at(i)].reach)]))
            bestAt[at(candidates[at(i)].reach)] = i;
    for (int k = n - 1; k >= 0; --k)
        if (bestAt[at(k + 1)] >= 0 && better(bestAt[at(k + 1)], bestAt[at(k)]))
            bestAt[at(k)] = bestAt[at(k + 1)];
    return bestAt;
}

} // namespace

AnalysisLine alignLine(const std::vector<Move>& game, const std::vector<Move>& line)
{
    std::vector<Move> sorted = line;
    std::sort(sorted.begin(), sorted.end());
    AnalysisLine aligned;
    while (aligned.reach < static_cast<int>(game.size()) &&
           std::binary_search(sorted.begin(), sorted.end(), game[at(aligned.reach)]))
        ++aligned.reach;
    aligned.moves.assign(game.begin(), game.begin() + aligned.reach);
    std::vector<Move> front = aligned.moves;
    std::sort(front.begin(), front.end());
    for (const Move& m : line)
        if (!std::binary_search(front.begin(), front.end(), m))
            aligned.moves.push_back(m);
    return aligned;
}

Result<GameAnalysis> GameAnalysis::make(Variant variant, std::vector<Move> game, std::vector<int> found,
                                        const std::vector<std::vector<Move>>& lines, AnalysisSettings settings,
                                        std::vector<bool> proven)
{
    const int n = static_cast<int>(game.size());
    if (auto wrong = checkScores(n, found, proven))
        return *wrong;
    const auto made = candidateLines(variant, game, lines);
    if (!made)
        return made.error();
    const std::vector<AnalysisLine>& candidates = *made;
    const std::vector<int> bestAt = bestCandidates(candidates, n);

    GameAnalysis a;
    a.variant_ = variant;
    a.settings_ = settings;
    a.best_.assign(at(n + 1), -1);
    a.lineOf_.assign(at(n + 1), -1);
    std::vector<int> kept(candidates.size(), -1);
    for (int k = 0; k <= n; ++k) {
        if (found[at(k)] < 0)
            continue;
        const int c = bestAt[at(k)];
        const int score = static_cast<int>(candidates[at(c)].moves.size());
        if (found[at(k)] > score)
            return bad(MORPION_TR_NOOP("ErrorDetail", "the analysis has no game for the score of position %1"), k);
        // A proven score is the longest game there is: no game may beat it.
        if (proven[at(k)] && found[at(k)] < score)
            return bad(MORPION_TR_NOOP("ErrorDetail", "the analysis proves position %1 but holds a longer game from it"), k);
        if (kept[at(c)] < 0) {
            kept[at(c)] = static_cast<int>(a.lines_.size());
            a.lines_.push_back(candidates[at(c)]);
        }
        a.best_[at(k)] = score;
        a.lineOf_[at(k)] = kept[at(c)];
    }
    a.game_ = std::move(game);
    a.found_ = std::move(found);
    a.proven_ = std::move(proven);
    return a;
}

const AnalysisLine* GameAnalysis::bestLine(int position) const
{
    const int line = valueAt(lineOf_, position);
    return line < 0 ? nullptr : &lines_[at(line)];
}

bool GameAnalysis::complete() const
{
    return !found_.empty() && std::none_of(found_.begin(), found_.end(), [](int f) { return f < 0; });
}

int GameAnalysis::provenCount() const
{
    return static_cast<int>(std::count(proven_.begin(), proven_.end(), true));
}

int GameAnalysis::searchedPositions() const
{
    return static_cast<int>(std::count_if(found_.begin(), found_.end(), [](int f) { return f >= 0; }));
}

std::optional<int> GameAnalysis::loss(int move) const
{
    if (move < 1 || best(move - 1) < 0 || best(move) < 0)
        return std::nullopt;
    return best(move - 1) - best(move);
}

std::vector<int> GameAnalysis::largestLosses(int count) const
{
    std::vector<int> moves;
    for (int m = 1; m <= moveCount(); ++m)
        if (loss(m).value_or(0) > 0)
            moves.push_back(m);
    std::stable_sort(moves.begin(), moves.end(), [this](int a, int b) { return *loss(a) > *loss(b); });
    if (count >= 0 && static_cast<int>(moves.size()) > count)
        moves.resize(at(count));
    return moves;
}

} // namespace morpion
