// core/codes/GridDiff against the plain definitions it stands for: the moves both grids
// have and each has alone as set operations, same points as a comparison of point sets
// under the 8 symmetries, the symmetry as the first of the 8 that maps A's moves onto B's,
// and the alignment as the image of B with the most moves in common (the lowest index
// among equals). Random grids of every variant, each against itself, its 8 images, a
// beginning of it and another grid; and grids every symmetry maps onto themselves.

#include "core/base/Random.h"
#include "core/codes/GridDiff.h"
#include "core/codes/Symmetry.h"
#include "tests/core/support/TestSupport.h"

#include <QTest>

#include <algorithm>
#include <set>
#include <vector>

using namespace morpion;

Q_DECLARE_METATYPE(morpion::Variant)

namespace {

std::size_t inCommon(std::vector<Move> a, std::vector<Move> b)
{
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    std::vector<Move> both;
    std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(both));
    return both.size();
}

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
    void alignment_data()
    {
        QTest::addColumn<Variant>("variant");
        for (const Variant v : allVariants)
            QTest::newRow(variantName(v).data()) << v;
    }
    // A grid against an image of its first moves: aligned, every move of the image is in
    // common; the count is the best of the 8 images (the plain way); as it is, the
    // alignment is the identity.
    void alignment()
    {
        QFETCH(Variant, variant);
        Random rng(31);
        for (int round = 0; round < 40; ++round) {
            const auto a = test::randomGame(variant, rng);
            const std::size_t keep = a.size() - std::min<std::size_t>(a.size(), rng.below(5));
            const Symmetry s(static_cast<int>(rng.below(8)));
            const auto b = s.apply(variant, std::vector<Move>(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(keep)));
            const GridDiff d = diffGrids(variant, a, b, DiffAlignment::Best);
            QCOMPARE(d.common.size(), keep);
            QCOMPARE(d.onlyA.size(), a.size() - keep);
            QVERIFY(d.onlyB.empty());
            std::size_t best = 0;
            int bestIndex = 0;
            for (int i = 0; i < Symmetry::count; ++i)
                if (const std::size_t n = inCommon(a, Symmetry(i).apply(variant, b)); n > best) {
                    best = n;
                    bestIndex = i;
                }
            QCOMPARE(d.common.size(), best);
            QCOMPARE(d.alignment.index(), bestIndex);
            const GridDiff asIs = diffGrids(variant, a, b, DiffAlignment::AsIs);
            QCOMPARE(asIs.alignment, Symmetry());
            QCOMPARE(asIs.common.size(), inCommon(a, b));
        }
    }

    void summary()
    {
        const auto a = test::randomGame(Variant::T5, 5);
        const GridDiff d = diffGrids(Variant::T5, a, Symmetry(1).apply(Variant::T5, a), DiffAlignment::Best);
        QCOMPARE(QString::fromStdString(alignmentSummary(d)), QStringLiteral("mirror left-right: %1 in common").arg(a.size()));
    }

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

QTEST_APPLESS_MAIN(TestGridDiff)
#include "tst_griddiff.moc"
