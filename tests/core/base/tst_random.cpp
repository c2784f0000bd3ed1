// The random generator gives the published streams: xoshiro256** (Blackman and Vigna) from
// the state {1, 2, 3, 4}, and its seeding, which is splitmix64. Searches promise the same
// game for the same seed on every platform and in every version: a change to either
// stream fails here, not as a silently different search.

#include "core/base/Random.h"

#include <QTest>

using namespace morpion;

class TestRandom : public QObject {
    Q_OBJECT

private slots:
    // The first outputs of the reference xoshiro256** from the state {1, 2, 3, 4}.
    void xoshiroKnownAnswers()
    {
        Random rng;
        rng.setState({1, 2, 3, 4});
        const std::uint64_t expected[] = {
            11520u, 0u, 1509978240u, 1215971899390074240u, 1216172134540287360u, 607988272756665600u};
        for (const std::uint64_t e : expected)
            QCOMPARE(rng.next64(), e);
    }

    // Seeding is splitmix64: seed 0 gives its first four published outputs as the state.
    void splitmixSeeding()
    {
        const Random rng(0);
        const std::array<std::uint64_t, 4> expected = {0xe220a8397b1dcdafu, 0x6e789e6aa1b965f4u, 0x06c45d188009454fu,
                                                       0xf88bb8a8724c81ecu};
        QCOMPARE(rng.state(), expected);
        Random again(0);
        const std::uint64_t outputs[] = {0x99ec5f36cb75f2b4u, 0xbf6e1f784956452au, 0x1a5f849d4933e6e0u, 0x6aa594f1262d2d2cu};
        for (const std::uint64_t e : outputs)
            QCOMPARE(again.next64(), e);
    }

    // What the searches draw with: below(), uniform() and next32() from a seed.
    void derivedDraws()
    {
        Random rng(42);
        QCOMPARE(rng.below(100), 8u);
        QCOMPARE(rng.below(100), 37u);
        QCOMPARE(rng.below(100), 68u);
        QCOMPARE(rng.uniform(), 0.9246929453253876);
        QCOMPARE(rng.next32(), 0xfde6dc7fu);
    }
};

QTEST_APPLESS_MAIN(TestRandom)
#include "tst_random.moc"
