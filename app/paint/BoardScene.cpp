#include "app/paint/BoardScene.h"

#include "core/rules/Cross.h"

#include <algorithm>

namespace morpion::paint {

BoardScene BoardScene::of(const LayeredGame& game, int layer, int playedFrom, const ViewOptions& options)
{
    BoardScene s;
    s.variant = game.variant;
    s.cross = crossPoints(game.variant);
    s.ghostLater = options.ghostLater;
    s.showNumbers = options.showNumbers;
    s.viewSteps = game.viewSteps();

    const int k = layer;
    s.playing = options.handPlay && options.replayMoves < 1 && !game.isOver() && k >= game.viewSteps() - 1;
    s.showLegend = options.showLegend && (options.highlightLayer || s.playing);
    s.currentLayer = options.highlightLayer ? k : -1;
    const auto& moves = game.moves;
    s.items.reserve(moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i) {
        Item item;
        item.move = moves[i];
        item.number = static_cast<int>(i) + 1;
        item.layer = game.layerOf[i];
        item.played = static_cast<int>(i) >= playedFrom;
        if (s.playing)
            item.role = item.played ? Role::Current : Role::Earlier;
        else if (!options.highlightLayer || item.layer < k)
            item.role = Role::Earlier;
        else if (item.layer == k)
            item.role = Role::Current;
        else
            item.role = Role::Later;
        s.items.push_back(item);
    }
    if (options.replayMoves >= 1) {
        // Replaying the game move by move: no layer, the newest move stands out.
        s.currentLayer = -1;
        s.showLegend = false;
        for (Item& item : s.items)
            item.role = item.number < options.replayMoves    ? Role::Earlier
                        : item.number == options.replayMoves ? Role::Current
                                                             : Role::Later;
        return s;
    }
    if (!moves.empty() && s.items.back().role != Role::Later)
        s.lastMovePoint = moves.back().point;
    if (s.playing) {
        s.playable = game.legal;
        return s;
    }
    if (options.highlightLayer && k >= 0 && k < static_cast<int>(game.layering.layers.size())) {
        const Layer& shown = game.layering.layers[static_cast<std::size_t>(k)];
        for (std::size_t i = 0; i < shown.candidates.size(); ++i)
            if (!shown.taken[i])
                s.openCandidates.push_back(shown.candidates[i]);
        s.taboo = shown.taboo;
    }
    return s;
}

void BoardScene::setFocus(const std::vector<Move>& moves, const Dependencies& deps, int index)
{
    focus.reset();
    needs.clear();
    neededBy.clear();
    if (index < 0 || index >= deps.size() || index >= static_cast<int>(moves.size()))
        return;
    focus = moves[static_cast<std::size_t>(index)];
    for (const int i : deps.needsCone(index))
        needs.push_back(moves[static_cast<std::size_t>(i)]);
    for (const int i : deps.neededByCone(index))
        neededBy.push_back(moves[static_cast<std::size_t>(i)]);
}

BoardScene BoardScene::forPicture(bool numbers, bool legend) const
{
    BoardScene s = *this;
    s.showNumbers = numbers;
    s.showLegend = legend && s.currentLayer >= 0;
    s.preview.reset();
    s.hints.clear();
    s.hintBest = -1;
    s.lastMovePoint.reset();
    s.selected.reset();
    return s;
}

std::vector<Move> BoardScene::movesWithRole(Role role) const
{
    std::vector<Move> out;
    for (const Item& item : items)
        if (item.role == role)
            out.push_back(item.move);
    return out;
}

namespace {

// The smallest lattice rectangle around the cross and the lines added to it.
struct LatticeBox {
    int n, minX = 0, minY = 0, maxX, maxY;
    LatticeBox(Variant v)
        : n(lineLength(v))
        , maxX(crossWidth(v))
        , maxY(crossWidth(v))
    {}
    void add(const Move& m)
    {
        for (const Point p : {m.line.at(0), m.line.at(n - 1)}) {
            minX = std::min(minX, p.x);
            maxX = std::max(maxX, p.x);
            minY = std::min(minY, p.y);
            maxY = std::max(maxY, p.y);
        }
    }
    void add(const std::vector<Move>& moves)
    {
        for (const Move& m : moves)
            add(m);
    }
    BoardScene::LatticeRect withMargin(int cells) const
    {
        return {minX - cells, minY - cells, maxX - minX + 2 * cells, maxY - minY + 2 * cells};
    }
};

} // namespace

BoardScene::LatticeRect BoardScene::bounds() const
{
    LatticeBox box(variant);
    for (const auto& item : items)
        box.add(item.move);
    box.add(openCandidates);
    box.add(taboo);
    if (comparison)
        box.add(comparison->onlyThere);
    box.add(playable);
    return box.withMargin(1);
}

BoardScene::LatticeRect BoardScene::frame() const
{
    LatticeBox box(variant);
    for (const auto& item : items)
        box.add(item.move);
    if (comparison)
        box.add(comparison->onlyThere);
    // A legal move adds a point next to the points already there: a cell more than the
    // grid's moves holds the candidates, taboo and playable moves of every layer.
    return box.withMargin(2);
}

std::vector<BoardScene::LegendEntry> BoardScene::legend(bool bound) const
{
    using Kind = LegendEntry::Kind;
    std::vector<LegendEntry> e;
    const auto count = [bound](std::size_t n) { return bound ? 9999 : static_cast<int>(n); };
    if (comparison || bound) {
        const Comparison c = comparison.value_or(Comparison{});
        e.push_back(
            {Kind::Common, MORPION_TR_NOOP("morpion::paint::BoardLegend", "In both grids (%1)"), {count(c.common.size())}});
        e.push_back({Kind::OnlyHere,
                     MORPION_TR_NOOP("morpion::paint::BoardLegend", "Only in this grid (%1)"),
                     {count(c.onlyHere.size())}});
        e.push_back({Kind::OnlyThere,
                     MORPION_TR_NOOP("morpion::paint::BoardLegend", "Only in the other grid (%1)"),
                     {count(c.onlyThere.size())}});
        if (!bound)
            return e;
    }
    if (focus || bound) {
        e.push_back({Kind::Needs, MORPION_TR_NOOP("morpion::paint::BoardLegend", "Needs (%1)"), {count(needs.size())}});
        e.push_back({Kind::NeededBy, MORPION_TR_NOOP("morpion::paint::BoardLegend", "Needed by (%1)"), {count(neededBy.size())}});
    }
    std::size_t current = 0, earlier = 0;
    for (const auto& item : items) {
        current += item.role == Role::Current;
        earlier += item.role == Role::Earlier;
    }
    const int k = bound ? 999 : currentLayer;
    if (playing || bound) {
        if (earlier > 0 || bound)
            e.push_back(
                {Kind::Earlier, MORPION_TR_NOOP("morpion::paint::BoardLegend", "The grid as opened (%1)"), {count(earlier)}});
        e.push_back({Kind::Current, MORPION_TR_NOOP("morpion::paint::BoardLegend", "Your moves (%1)"), {count(current)}});
        e.push_back({Kind::Candidate,
                     MORPION_TR_NOOP("morpion::paint::BoardLegend", "Legal moves: click to play (%1)"),
                     {count(playable.size())}});
    }
    if (!playing || bound) {
        e.push_back({Kind::Earlier, MORPION_TR_NOOP("morpion::paint::BoardLegend", "Earlier layers"), {}});
        e.push_back({Kind::Current, MORPION_TR_NOOP("morpion::paint::BoardLegend", "Layer %1: taken (%2)"), {k, count(current)}});
        e.push_back({Kind::Candidate,
                     MORPION_TR_NOOP("morpion::paint::BoardLegend", "Layer %1: not taken (%2)"),
                     {k, count(openCandidates.size())}});
        e.push_back({Kind::Taboo,
                     MORPION_TR_NOOP("morpion::paint::BoardLegend", "Legal, but left untaken in an earlier layer (%1)"),
                     {count(taboo.size())}});
        if (ghostLater || bound)
            e.push_back({Kind::Later, MORPION_TR_NOOP("morpion::paint::BoardLegend", "Later layers"), {}});
    }
    if (hintBest >= 0 || bound)
        e.push_back({Kind::Hint,
                     MORPION_TR_NOOP("morpion::paint::BoardLegend", "Hint: keeps the proven best, %2, reachable (%1)"),
                     {count(hints.size()), bound ? 999 : hintBest}});
    else if (!hints.empty())
        e.push_back(
            {Kind::Hint, MORPION_TR_NOOP("morpion::paint::BoardLegend", "Hint: a legal move (%1)"), {count(hints.size())}});
    if (lastMovePoint || bound)
        e.push_back({Kind::LastMove, MORPION_TR_NOOP("morpion::paint::BoardLegend", "Last move"), {}});
    return e;
}

} // namespace morpion::paint
