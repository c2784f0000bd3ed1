// Comparing two grids (core/codes/GridDiff.h): as they are, and aligned under the best of
// the 8 symmetries, checked against comparing every image by hand.

#include "TestSupport.h"
#include "core/base/Random.h"
#include "core/codes/GridDiff.h"
#include "core/codes/Symmetry.h"

#include <QTest>

#include <algorithm>

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
};

QTEST_GUILESS_MAIN(TestGridDiff)
#include "tst_griddiff.moc"
