// core/codes/GridDiff against the plain definitions it stands for: the moves both grids
// have and each has alone as set operations, same points as a comparison of point sets
// under the 8 symmetries, and the symmetry as the first of the 8 that maps A's moves onto
// B's. Random grids of every variant, each against itself, its 8 images, a beginning of
// it and another grid; and grids every symmetry maps onto themselves (the empty grid).

#include "TestSupport.h"
#include "core/codes/GridDiff.h"
#include "core/codes/Symmetry.h"

#include <QTest>

#include <algorithm>
#include <set>
#include <vector>

using namespace morpion;

Q_DECLARE_METATYPE(morpion::Variant)

namespace {

std::set<Move> asSet(const std::vector<Move>& moves)
{
    return {moves.begin(), moves.end()};
}

std::set<Point> pointsOf(Variant v, const std::vector<Move>& moves, int symmetry)
{
    std::set<Point> points;
    for (const Move& m : moves)
        points.insert(Symmetry(symmetry).apply(v, m.point));
    return points;
}

// The plain diff: set operations, and every symmetry tried, the first that fits kept.
void checkDiff(Variant v, const std::vector<Move>& a, const std::vector<Move>& b)
{
    const GridDiff d = diffGrids(v, a, b);
    std::vector<Move> common, onlyA, onlyB;
    const std::set<Move> sa = asSet(a), sb = asSet(b);
    for (const Move& m : sa)
        (sb.count(m) ? common : onlyA).push_back(m);
    for (const Move& m : sb)
        if (!sa.count(m))
            onlyB.push_back(m);
    QCOMPARE(d.common, common);
    QCOMPARE(d.onlyA, onlyA);
    QCOMPARE(d.onlyB, onlyB);
    bool samePoints = false;
    int first = -1;
    for (int s = 0; s < Symmetry::count; ++s) {
        samePoints = samePoints || pointsOf(v, a, s) == pointsOf(v, b, 0);
        if (first < 0 && asSet(Symmetry(s).apply(v, a)) == sb)
            first = s;
    }
    QCOMPARE(d.samePoints, samePoints);
    QCOMPARE(d.symmetry.has_value(), first >= 0);
    if (first >= 0)
        QCOMPARE(std::string(d.symmetry->name()), std::string(Symmetry(first).name()));
}

} // namespace

class TestGridDiff : public QObject {
    Q_OBJECT

private slots:
    void againstThePlainDiff_data() { test::addVariantRows(); }
    void againstThePlainDiff()
    {
        QFETCH(Variant, variant);
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            const std::vector<Move> a = test::randomGame(variant, seed);
            const std::vector<Move> other = test::randomGame(variant, seed + 100);
            std::vector<Move> beginning = a;
            beginning.resize(a.size() / 2);
            checkDiff(variant, a, a);
            checkDiff(variant, a, other);
            checkDiff(variant, a, beginning);
            checkDiff(variant, beginning, a);
            for (int s = 0; s < Symmetry::count; ++s) {
                const std::vector<Move> image = Symmetry(s).apply(variant, a);
                checkDiff(variant, a, image);
                // A grid without a symmetry of its own: the one symmetry is named.
                bool own = false;
                for (int t = 1; t < Symmetry::count; ++t)
                    own = own || asSet(Symmetry(t).apply(variant, a)) == asSet(a);
                if (!own)
                    QCOMPARE(std::string(diffGrids(variant, a, image).symmetry->name()), std::string(Symmetry(s).name()));
            }
        }
    }

    // Every symmetry maps the empty grid (the cross alone) onto itself: the first one,
    // the identity, is named.
    void symmetricGrids_data() { test::addVariantRows(); }
    void symmetricGrids()
    {
        QFETCH(Variant, variant);
        const GridDiff d = diffGrids(variant, {}, {});
        QVERIFY(d.samePoints);
        QVERIFY(d.symmetry);
        QCOMPARE(std::string(d.symmetry->name()), std::string("identity"));
        checkDiff(variant, {}, {});
    }
};

QTEST_GUILESS_MAIN(TestGridDiff)
#include "tst_griddiff.moc"
