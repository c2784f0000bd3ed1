// Reals as text (checkpoints' seconds and parameters, the search log's seconds): what the web
// page's build reads and writes with the C library (its library has no to_chars/from_chars
// for doubles) is held to what to_chars/from_chars give natively: the same values back, the
// same texts refused, the same fixed forms, and the "C" form whatever the program's locale.

#include "core/base/Random.h"
#include "core/base/RealText.h"

#include <QTest>

#include <bit>
#include <cmath>
#include <cstdint>
#include <locale>
#include <vector>

using namespace morpion;

namespace {

// A locale that writes "1,5" (as German does), made here: the machine may have none.
struct CommaPoint : std::numpunct<char> {
    char do_decimal_point() const override { return ','; }
    char do_thousands_sep() const override { return '.'; }
    std::string do_grouping() const override { return "\3"; }
};

// A random finite double of any magnitude, from random bits.
double randomReal(Random& rng)
{
    for (;;) {
        const double v = std::bit_cast<double>(rng.next64());
        if (std::isnormal(v) || v == 0)
            return v;
    }
}

} // namespace

class TestRealText : public QObject {
    Q_OBJECT

private slots:
    // Both forms read back exactly what either wrote.
    void roundTrips()
    {
        Random rng(31);
        for (int i = 0; i < 20000; ++i) {
            const double v = i < 8 ? std::vector<double>{0.0, -0.0, 1.0, 0.1, -2.5, 1e300, 1e-300, 1e10}[i] : randomReal(rng);
            const std::string native = realText(v), stream = realTextByPrintf(v);
            const auto a = parseReal(native), b = parseRealByStrtod(stream), c = parseRealByStrtod(native), d = parseReal(stream);
            QVERIFY2(a && b && c && d, (native + " / " + stream).c_str());
            QVERIFY2(*a == v && *b == v && *c == v && *d == v, (native + " / " + stream).c_str());
        }
    }

    // The fixed form (the search log's seconds) rounds as to_chars does, in both forms.
    void fixedFormsAgree()
    {
        Random rng(7);
        for (int i = 0; i < 20000; ++i) {
            const int decimals = i % 4;
            const double v = i < 6 ? std::vector<double>{0.0, 0.125, 0.375, 2.5, 1e300, 12345.675}[i]
                                   : std::ldexp(static_cast<double>(rng.next64() >> 11), -int(rng.next64() % 64));
            QCOMPARE(fixedTextByPrintf(v, decimals), fixedText(v, decimals));
        }
        QCOMPARE(fixedText(0.125, 2), std::string("0.12")); // the binary value's own half: to even
        QCOMPARE(fixedText(3.0, 2), std::string("3.00"));
        QCOMPARE(withPoint("1,5", ',', '.'), std::string("1.5")); // what a comma locale's text becomes
    }

    // A text is one number, whole, or nothing, in both forms alike.
    void sameTextsRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("read");
        QTest::newRow("whole") << "42" << true;
        QTest::newRow("fraction") << "0.125" << true;
        QTest::newRow("negative") << "-3.5" << true;
        QTest::newRow("exponent") << "1e9" << true;
        QTest::newRow("signed exponent") << "2.5E-3" << true;
        QTest::newRow("no leading digit") << ".5" << true;
        QTest::newRow("empty") << "" << false;
        QTest::newRow("leading plus") << "+1" << false;
        QTest::newRow("two numbers") << "1-2" << false;
        QTest::newRow("trailing dot twice") << "1.5." << false;
        QTest::newRow("a word after") << "1.5x" << false;
        QTest::newRow("a space before") << " 1" << false;
        QTest::newRow("a space after") << "1 " << false;
        QTest::newRow("a comma") << "1,5" << false;
        QTest::newRow("only a sign") << "-" << false;
        QTest::newRow("infinity") << "inf" << false;
        QTest::newRow("not a number") << "nan" << false;
        QTest::newRow("too large") << "1e400" << false;
        QTest::newRow("too small: it would read as 0") << "1e-400" << false;
        QTest::newRow("below the normal numbers, above 0") << "1e-310" << true; // a subnormal, out of range for strtod
        QTest::newRow("hexadecimal") << "0x10" << false;
    }
    void sameTextsRefused()
    {
        QFETCH(QString, text);
        QFETCH(bool, read);
        const std::string t = text.toStdString();
        QCOMPARE(parseReal(t).has_value(), read);
        QCOMPARE(parseRealByStrtod(t).has_value(), read);
        if (read)
            QCOMPARE(*parseRealByStrtod(t), *parseReal(t));
    }

    // The program's locale (a German one writes "1,5") changes neither form.
    void classicWhateverTheLocale()
    {
        const std::locale before = std::locale::global(std::locale(std::locale::classic(), new CommaPoint));
        const std::string written = realTextByPrintf(1234.5);
        const auto read = parseRealByStrtod("1234.5");
        std::locale::global(before);
        QCOMPARE(written, std::string("1234.5"));
        QVERIFY(read.has_value());
        QCOMPARE(*read, 1234.5);
    }
};

QTEST_APPLESS_MAIN(TestRealText)
#include "tst_realtext.moc"
