// BigUInt: game numbers, ordering counts (the alphabet they are written in: codes/tst_alphabet).

#include "core/base/BigUInt.h"
#include "core/base/Random.h"

#include <QTest>

using namespace morpion;

namespace {

BigUInt factorial(int n)
{
    BigUInt f(1);
    for (int i = 2; i <= n; ++i)
        f.mulAdd(static_cast<std::uint32_t>(i), 0);
    return f;
}

BigUInt powerOfTwo(std::size_t k)
{
    BigUInt p;
    p.setBit(k);
    return p;
}

} // namespace

class TestBigUInt : public QObject {
    Q_OBJECT

private slots:
    void decimal_data()
    {
        QTest::addColumn<QString>("which");
        QTest::addColumn<QString>("expected");
        QTest::newRow("zero") << "zero"
                              << "0";
        QTest::newRow("one") << "one"
                             << "1";
        QTest::newRow("2^32") << "2^32"
                              << "4294967296";
        QTest::newRow("2^64-1") << "2^64-1"
                                << "18446744073709551615";
        QTest::newRow("2^64") << "2^64"
                              << "18446744073709551616";
        QTest::newRow("2^100") << "2^100"
                               << "1267650600228229401496703205376";
        QTest::newRow("10^9") << "10^9"
                              << "1000000000";
        QTest::newRow("10^18+7") << "10^18+7"
                                 << "1000000000000000007";
        QTest::newRow("30!") << "30!"
                             << "265252859812191058636308480000000";
        QTest::newRow("100!")
            << "100!"
            << "93326215443944152681699238856266700490715968264381621468592963895217599993229915608941463976156518"
               "286253697920827223758251185210916864000000000000000000000000";
    }
    void decimal()
    {
        QFETCH(QString, which);
        QFETCH(QString, expected);
        BigUInt n;
        if (which == QLatin1String("one"))
            n = BigUInt(1);
        else if (which == QLatin1String("2^32"))
            n = powerOfTwo(32);
        else if (which == QLatin1String("2^64-1"))
            n = BigUInt(~std::uint64_t{0});
        else if (which == QLatin1String("2^64")) {
            n = BigUInt(~std::uint64_t{0});
            n.mulAdd(1, 1); // the carry out of the top limb
        } else if (which == QLatin1String("2^100"))
            n = powerOfTwo(100);
        else if (which == QLatin1String("10^9"))
            n = BigUInt(1000000000);
        else if (which == QLatin1String("10^18+7")) {
            n = BigUInt(1000000000);
            n.mulAdd(1000000000u, 7);
        } else if (which == QLatin1String("30!"))
            n = factorial(30);
        else if (which == QLatin1String("100!"))
            n = factorial(100);
        QCOMPARE(QString::fromStdString(n.toDecimal()), expected);
        QCOMPARE(n.isZero(), expected == QLatin1String("0"));
    }

    void shortScientific_data()
    {
        QTest::addColumn<quint64>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("0") << quint64(0) << "0";
        QTest::newRow("9 digits") << quint64(123456789) << "123456789";
        QTest::newRow("999999999") << quint64(999999999) << "999999999";
        QTest::newRow("1e9") << quint64(1000000000) << "1.00000000e+09";
        QTest::newRow("round down") << quint64(1234567894) << "1.23456789e+09";
        QTest::newRow("round half up") << quint64(1234567895) << "1.23456790e+09";
        QTest::newRow("carry to exponent") << quint64(9999999995) << "1.00000000e+10";
        QTest::newRow("no carry") << quint64(9999999994) << "9.99999999e+09";
        QTest::newRow("2^64-1") << quint64(18446744073709551615ull) << "1.84467441e+19";
    }
    void shortScientific()
    {
        QFETCH(quint64, value);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(BigUInt(value).toShortScientific()), expected);
    }

    void bigShortScientific()
    {
        // 100! = 9.33262154 43944...e+157: rounds down at the tenth digit.
        QCOMPARE(QString::fromStdString(factorial(100).toShortScientific()), QStringLiteral("9.33262154e+157"));
        QCOMPARE(QString::fromStdString(powerOfTwo(100).toShortScientific()), QStringLiteral("1.26765060e+30"));
    }

    void divideBackToOne()
    {
        BigUInt f = factorial(100);
        for (std::uint32_t i = 100; i >= 2; --i)
            QCOMPARE(f.divMod(i), 0u);
        QCOMPARE(f, BigUInt(1));
        BigUInt g = factorial(25);
        QCOMPARE(g.divMod(1000000007u), static_cast<std::uint32_t>(440732388)); // 25! mod (1e9+7)
    }

    void bits()
    {
        BigUInt n;
        QCOMPARE(n.bitLength(), std::size_t(0));
        QVERIFY(!n.bit(0));
        QVERIFY(!n.bit(1000));
        n.setBit(100);
        QCOMPARE(n.bitLength(), std::size_t(101));
        QVERIFY(n.bit(100));
        QVERIFY(!n.bit(99));
        n.setBit(0);
        QVERIFY(n.bit(0));
        QCOMPARE(n.divMod(2), 1u);
        QCOMPARE(n.bitLength(), std::size_t(100));
        QCOMPARE(BigUInt(255).bitLength(), std::size_t(8));
        QCOMPARE(BigUInt(256).bitLength(), std::size_t(9));
    }

    void equalityIgnoresZeroLimbs()
    {
        QCOMPARE(BigUInt(0), BigUInt());
        BigUInt big = factorial(40);
        big.mulAdd(0, 0); // all limbs become zero
        QVERIFY(big.isZero());
        QCOMPARE(big, BigUInt());
        QCOMPARE(big.bitLength(), std::size_t(0));
        BigUInt n = powerOfTwo(64);
        n.divMod(3);
        QCOMPARE(n, BigUInt(6148914691236517205ull)); // (2^64) / 3
        QVERIFY(!(n == BigUInt(6148914691236517206ull)));
    }

    // The game number's use: mixed radices in by Horner, out by division, same digits.
    void mixedRadixRoundTrip()
    {
        Random rng(2024);
        for (int round = 0; round < 200; ++round) {
            const int count = 1 + static_cast<int>(rng.below(300));
            std::vector<std::uint32_t> radices, digits;
            for (int i = 0; i < count; ++i) {
                const std::uint32_t r = 1 + rng.below(rng.below(2) ? 100u : 0xfffffff0u);
                radices.push_back(r);
                digits.push_back(rng.below(r));
            }
            BigUInt n;
            for (std::size_t k = digits.size(); k-- > 0;)
                n.mulAdd(radices[k], digits[k]);
            for (std::size_t k = 0; k < digits.size(); ++k)
                QCOMPARE(n.divMod(radices[k]), digits[k]);
            QVERIFY(n.isZero());
        }
    }
};

QTEST_APPLESS_MAIN(TestBigUInt)
#include "tst_biguint.moc"
