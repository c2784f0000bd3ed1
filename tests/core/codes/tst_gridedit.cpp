// Edits inside a grid (remove with cones, a region, take back, take another move instead):
// each leaves a grid that replays legally and encodes, removes exactly what a plain
// closure says, and gives the old grid and code back when the removed moves are replayed.

#include "core/codes/GridEdit.h"
#include "core/codes/LayerCode.h"
#include "core/codes/Layers.h"
#include "tests/core/support/ReferenceRules.h"
#include "tests/core/support/TestGrids.h"

#include <QTest>

#include <algorithm>

using namespace morpion;

Q_DECLARE_METATYPE(morpion::Variant)

namespace {

// What must go when `chosen` goes, by repeated sweeps: a move whose line passes through
// a point that went goes too.
std::vector<Move> referenceRemoval(Variant v, const std::vector<Move>& grid, std::vector<bool> gone)
{
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t j = 0; j < grid.size(); ++j) {
            if (gone[j])
                continue;
            for (std::size_t i = 0; i < grid.size() && !gone[j]; ++i)
                for (int k = 0; k < lineLength(v); ++k)
                    if (gone[i] && grid[j].line.at(k) == grid[i].point) {
                        gone[j] = true;
                        changed = true;
                        break;
                    }
        }
    }
    std::vector<Move> out;
    for (std::size_t i = 0; i < grid.size(); ++i)
        if (gone[i])
            out.push_back(grid[i]);
    return out;
}

// The grid plays from the cross in its order, and encodes.
void checkLegal(Variant v, const std::vector<Move>& moves)
{
    test::ReferenceRules rules(v);
    for (const Move& m : moves) {
        QVERIFY2(rules.legal(m), qPrintable(test::text(m)));
        rules.play(m);
    }
    QVERIFY(encodeLayerCode(v, moves).ok());
}

// The edit's two halves are the grid; replaying the removed moves after the kept ones is
// legal and gives the old code back (what undo relies on).
void checkRestores(Variant v, const std::vector<Move>& grid, const GridEdit& edit)
{
    std::vector<Move> both = edit.moves;
    if (edit.added)
        both.pop_back();
    both.insert(both.end(), edit.removed.begin(), edit.removed.end());
    MORPION_COMPARE_MOVES(test::sorted(both), test::sorted(grid));
    checkLegal(v, both);
    QCOMPARE(encodeLayerCode(v, both).value(), encodeLayerCode(v, grid).value());
}

} // namespace

class TestGridEdit : public QObject {
    Q_OBJECT

private slots:
    void removeMoves_data() { test::addVariantFinishedRows(); }
    void removeMoves()
    {
        QFETCH(Variant, variant);
        QFETCH(bool, finished);
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            Random rng(seed * 31 + static_cast<std::uint64_t>(variant));
            const auto grid = test::randomGame(variant, rng, finished ? -1 : 8 + static_cast<int>(seed) * 4);
            if (grid.empty())
                continue;
            std::vector<int> chosen;
            std::vector<bool> gone(grid.size(), false);
            for (int k = 0; k < 1 + static_cast<int>(seed % 3); ++k) {
                const int i = static_cast<int>(rng.below(static_cast<std::uint32_t>(grid.size())));
                chosen.push_back(i);
                gone[static_cast<std::size_t>(i)] = true;
            }
            const auto edit = morpion::removeMoves(variant, grid, chosen);
            QVERIFY2(edit.ok(), edit.ok() ? "" : edit.error().message().c_str());
            MORPION_COMPARE_MOVES(edit->removed, referenceRemoval(variant, grid, gone));
            checkLegal(variant, edit->moves);
            checkRestores(variant, grid, *edit);
        }
    }

    void removeRegion_data() { test::addVariantFinishedRows(); }
    void removeRegion()
    {
        QFETCH(Variant, variant);
        QFETCH(bool, finished);
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            Random rng(seed * 17 + static_cast<std::uint64_t>(variant));
            const auto grid = test::randomGame(variant, rng, finished ? -1 : 30);
            const Point a{static_cast<int>(rng.below(12)) - 3, static_cast<int>(rng.below(12)) - 3};
            const Point b{a.x - 2 + static_cast<int>(rng.below(6)), a.y - 2 + static_cast<int>(rng.below(6))};
            std::vector<bool> gone(grid.size(), false);
            for (std::size_t i = 0; i < grid.size(); ++i) {
                const Point p = grid[i].point;
                gone[i] = p.x >= std::min(a.x, b.x) && p.x <= std::max(a.x, b.x) && p.y >= std::min(a.y, b.y) &&
                          p.y <= std::max(a.y, b.y);
            }
            const auto edit = morpion::removeRegion(variant, grid, a, b);
            QVERIFY(edit.ok());
            MORPION_COMPARE_MOVES(edit->removed, referenceRemoval(variant, grid, gone));
            checkLegal(variant, edit->moves);
            checkRestores(variant, grid, *edit);
        }
    }

    void takeBack_data() { test::addVariantFinishedRows(); }
    void takeBack()
    {
        QFETCH(Variant, variant);
        QFETCH(bool, finished);
        const auto grid = test::randomGame(variant, 5 + static_cast<std::uint64_t>(variant), finished ? -1 : 25);
        const auto layering = layerGrid(variant, grid);
        QVERIFY(layering.ok());
        for (int layer = -1; layer <= static_cast<int>(layering->layers.size()); ++layer) {
            const auto edit = takeBackToLayer(variant, grid, layer);
            QVERIFY(edit.ok());
            checkLegal(variant, edit->moves);
            checkRestores(variant, grid, *edit);
            // Exactly the moves of layers 0..layer are left.
            std::vector<Move> expected;
            for (int k = 0; k <= layer && k < static_cast<int>(layering->layers.size()); ++k)
                for (const Move& m : layering->layers[static_cast<std::size_t>(k)].takenMoves())
                    expected.push_back(m);
            MORPION_COMPARE_MOVES(test::sorted(edit->moves), test::sorted(expected));
        }
        for (int count : {0, 1, static_cast<int>(grid.size()) / 2, static_cast<int>(grid.size())}) {
            const auto edit = takeBackTo(variant, grid, count);
            QVERIFY(edit.ok());
            MORPION_COMPARE_MOVES(edit->moves, std::vector<Move>(grid.begin(), grid.begin() + count));
            checkRestores(variant, grid, *edit);
        }
    }

    // Every candidate a layer left open and every taboo move it shows can be taken: what
    // goes is the closure of the moves it conflicts with, and the grid stays legal.
    void takeInstead_data() { test::addVariantFinishedRows(); }
    void takeInstead()
    {
        QFETCH(Variant, variant);
        QFETCH(bool, finished);
        int tried = 0;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const auto grid = test::randomGame(variant, seed * 101 + static_cast<std::uint64_t>(variant), finished ? -1 : 40);
            const auto layering = layerGrid(variant, grid);
            QVERIFY(layering.ok());
            std::vector<Move> others;
            for (const Layer& layer : layering->layers) {
                for (std::size_t i = 0; i < layer.candidates.size(); ++i)
                    if (!layer.taken[i])
                        others.push_back(layer.candidates[i]);
                others.insert(others.end(), layer.taboo.begin(), layer.taboo.end());
            }
            test::ReferenceRules rules(variant);
            for (std::size_t k = 0; k < others.size(); k += 3) {
                const Move& m = others[k];
                if (std::find(grid.begin(), grid.end(), m) != grid.end())
                    continue; // a taboo move shown again later is still not in the grid; skip doubles
                std::vector<bool> gone(grid.size(), false);
                for (std::size_t i = 0; i < grid.size(); ++i)
                    gone[i] = grid[i].point == m.point || rules.conflicts(grid[i].line, m.line);
                const auto edit = morpion::takeInstead(variant, grid, m);
                QVERIFY2(edit.ok(), edit.ok() ? "" : edit.error().message().c_str());
                QVERIFY(edit->added && *edit->added == m);
                QCOMPARE(edit->moves.back(), m);
                MORPION_COMPARE_MOVES(edit->removed, referenceRemoval(variant, grid, gone));
                checkLegal(variant, edit->moves);
                checkRestores(variant, grid, *edit);
                ++tried;
            }
        }
        QVERIFY(tried > 0);
    }

    void errors()
    {
        const auto grid = test::randomGame(Variant::T5, 3, 20);
        QCOMPARE(morpion::takeInstead(Variant::T5, grid, grid[4]).error().kind, ErrorKind::DuplicateMove);
        const int outside[] = {2, 20};
        const auto bad = morpion::removeMoves(Variant::T5, grid, outside);
        QCOMPARE(bad.error().kind, ErrorKind::Syntax);
        QCOMPARE(bad.error().position, std::int64_t{1});
        // Out of order: the second move first.
        std::vector<Move> swapped = test::readMsrMoves(QStringLiteral("records/5T-rosin178.msr.json"));
        const auto deps = morpion::removeMoves(Variant::T5, swapped, {});
        QVERIFY(deps.ok());
        std::reverse(swapped.begin(), swapped.end());
        const auto reversed = morpion::removeMoves(Variant::T5, swapped, {});
        QCOMPARE(reversed.error().kind, ErrorKind::IllegalMove);
        QCOMPARE(reversed.error().position, std::int64_t{0});
        // A move whose line misses a point even after the conflicts are gone.
        const Move floating{{20, 20}, {{20, 20}, Dir::E}};
        QCOMPARE(morpion::takeInstead(Variant::T5, grid, floating).error().kind, ErrorKind::IllegalMove);
    }
};

QTEST_APPLESS_MAIN(TestGridEdit)
#include "tst_gridedit.moc"
