// The grouping keys of core/codes/GridKey.h against the plain definitions they stand for: equal
// grid keys exactly when the canonical codes (all 8 images encoded) are equal, equal point
// keys exactly when canonicalPoints() are; and firstOfEqual() against a quadratic scan.

#include "core/base/Random.h"
#include "core/codes/GridKey.h"
#include "core/codes/Symmetry.h"
#include "core/rules/Position.h"
#include "tests/core/support/TestSupport.h"

#include <QTest>

#include <algorithm>
#include <string>
#include <vector>

using namespace morpion;

Q_DECLARE_METATYPE(morpion::Variant)

namespace {

// Random finished games, some of their beginnings (grids that differ by a few moves), and
// pairs that share their points but not a line; each shown as a random image, in a random
// move order, twice.
std::vector<std::vector<Move>> pool(Variant v)
{
    Random rng(static_cast<std::uint64_t>(v) + 71);
    std::vector<std::vector<Move>> grids;
    for (int game = 0; game < 25; ++game) {
        const auto moves = test::randomGame(v, rng);
        grids.push_back(moves);
        for (const std::size_t cut : {std::size_t{1}, std::size_t{2}, moves.size() / 2})
            if (moves.size() > cut)
                grids.emplace_back(moves.begin(), moves.end() - static_cast<std::ptrdiff_t>(cut));
    }
    for (int attempt = 0; attempt < 40; ++attempt) {
        Position pos(v);
        while (!pos.isOver()) {
            const auto legal = pos.legalMoves();
            for (std::size_t i = 0; i + 1 < legal.size(); ++i)
                if (legal[i].point == legal[i + 1].point && rng.below(4) == 0) {
                    auto a = pos.moves(), b = pos.moves();
                    a.push_back(legal[i]);
                    b.push_back(legal[i + 1]);
                    grids.push_back(a);
                    grids.push_back(b);
                }
            const auto ids = pos.legalIds();
            pos.playId(ids[rng.below(static_cast<std::uint32_t>(ids.size()))]);
        }
    }
    std::vector<std::vector<Move>> shown;
    for (const auto& grid : grids)
        for (int copy = 0; copy < 2; ++copy) {
            auto image = Symmetry(static_cast<int>(rng.below(8))).apply(v, grid);
            for (std::size_t i = image.size(); i > 1; --i)
                std::swap(image[i - 1], image[rng.below(static_cast<std::uint32_t>(i))]);
            shown.push_back(std::move(image));
        }
    return shown;
}

} // namespace

class TestGridKey : public QObject {
    Q_OBJECT

private slots:
    void agreesWithCanonicalForms_data()
    {
        QTest::addColumn<Variant>("variant");
        for (Variant v : allVariants)
            QTest::newRow(std::string(variantName(v)).c_str()) << v;
    }
    void agreesWithCanonicalForms()
    {
        QFETCH(Variant, variant);
        const auto grids = pool(variant);
        std::vector<std::string> codes;
        std::vector<std::vector<Point>> points;
        std::vector<GridKeys> keys;
        for (const auto& grid : grids) {
            const auto canon = canonicalCodeByAllImages(variant, grid);
            QVERIFY(canon.ok());
            codes.push_back(canon->code);
            points.push_back(canonicalPoints(variant, grid));
            keys.push_back(gridKeys(variant, grid));
        }
        int sameGrid = 0, samePointsOnly = 0;
        for (std::size_t i = 0; i < grids.size(); ++i)
            for (std::size_t j = i + 1; j < grids.size(); ++j) {
                QCOMPARE(keys[i].grid == keys[j].grid, codes[i] == codes[j]);
                QCOMPARE(keys[i].points == keys[j].points, points[i] == points[j]);
                sameGrid += codes[i] == codes[j];
                samePointsOnly += points[i] == points[j] && codes[i] != codes[j];
            }
        // The pool holds both kinds of duplicates, so both answers were tested.
        QVERIFY(sameGrid >= static_cast<int>(grids.size() / 2));
        QVERIFY(samePointsOnly > 0);
    }

    // The same moves in another variant are another grid.
    void variantIsPartOfTheKey()
    {
        const auto grid = test::randomGame(Variant::D5, 5);
        QVERIFY(gridKeys(Variant::D5, grid).grid != gridKeys(Variant::T5, grid).grid);
        QVERIFY(gridKeys(Variant::D5, grid).points != gridKeys(Variant::T5, grid).points);
    }

    void firstOfEqualIsTheFirstEqualKey()
    {
        Random rng(3);
        std::vector<GridKey> keys;
        for (int i = 0; i < 500; ++i)
            keys.push_back({rng.below(40), rng.below(3)});
        const std::vector<int> first = firstOfEqual(keys);
        QCOMPARE(first.size(), keys.size());
        for (std::size_t i = 0; i < keys.size(); ++i) {
            const auto plain = std::find(keys.begin(), keys.end(), keys[i]) - keys.begin();
            QCOMPARE(first[i], static_cast<int>(plain));
        }
        QVERIFY(firstOfEqual({}).empty());
    }
};

QTEST_APPLESS_MAIN(TestGridKey)
#include "tst_gridkey.moc"
