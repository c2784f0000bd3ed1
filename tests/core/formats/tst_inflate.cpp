// The core's own inflater (core/formats/Inflate.h), against zlib as the reference: every
// stream zlib writes (each level and strategy, raw and with the zlib wrapper) inflates to
// what went in; a stream cut anywhere or with a byte changed fails with a message, or
// gives exactly what zlib's inflate gives; the output cap holds.

#include "core/formats/Inflate.h"

#include "core/base/Random.h"

#include "tests/core/support/TestSupport.h"
#include "tests/core/support/ZlibDeflate.h"

#include <QTest>

#include <string>
#include <zlib.h>

using namespace morpion;
using morpion::test::deflateForTest;

namespace {

// What zlib makes of a stream: the output when it is one whole stream and nothing after.
std::optional<std::string> zlibInflated(const std::string& data, bool raw, std::size_t cap)
{
    z_stream z{};
    inflateInit2(&z, raw ? -15 : 15);
    std::string out(cap + 1, '\0');
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
    z.avail_in = static_cast<uInt>(data.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = static_cast<uInt>(out.size());
    const int rc = inflate(&z, Z_FINISH);
    const bool whole = rc == Z_STREAM_END && z.avail_in == 0 && z.total_out <= cap;
    out.resize(z.total_out);
    inflateEnd(&z);
    if (!whole)
        return std::nullopt;
    return out;
}

// Texts that exercise every block type: JSON records, runs, random bytes, nothing.
std::string sample(int kind, Random& rng)
{
    std::string s;
    switch (kind) {
    case 0: break;
    case 1: s = "a"; break;
    case 2:
        for (int i = 0; i < 300; ++i)
            s += "{\"x\":" + std::to_string(rng.below(40)) + ",\"y\":" + std::to_string(rng.below(40)) + ",\"dir\":\"DP\"},";
        break;
    case 3: s.assign(100000, ' '); break;
    case 4:
        for (int i = 0; i < 70000; ++i)
            s += static_cast<char>(rng.below(256));
        break;
    default:
        for (int i = 0; i < 5000; ++i)
            s += static_cast<char>('a' + rng.below(3));
    }
    return s;
}

// DEFLATE bits by hand: values least significant bit first, Huffman codes most first.
class BitWriter {
public:
    void bits(unsigned value, int n)
    {
        for (int i = 0; i < n; ++i)
            bit((value >> i) & 1);
    }
    void code(unsigned code, int n)
    {
        for (int i = n - 1; i >= 0; --i)
            bit((code >> i) & 1);
    }
    QByteArray bytes() const { return out_; }

private:
    void bit(unsigned b)
    {
        if (used_ == 0)
            out_.append('\0');
        if (b)
            out_[out_.size() - 1] = static_cast<char>(out_.back() | (1 << used_));
        used_ = (used_ + 1) % 8;
    }
    QByteArray out_;
    int used_ = 0;
};

// A dynamic block whose literal/length code is incomplete with two codes ('a' of two bits,
// the end of block of one): RFC 1951 has no such code.
QByteArray incompleteLiteralCode()
{
    BitWriter w;
    w.bits(1, 1);  // final block
    w.bits(2, 2);  // dynamic
    w.bits(0, 5);  // 257 literal/length codes
    w.bits(0, 5);  // 1 distance code
    w.bits(14, 4); // 18 code length codes, in the order 16 17 18 0 8 7 9 6 10 5 11 4 12 3 13 2 14 1
    const int order[] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1};
    for (const int symbol : order)
        w.bits(symbol == 0 || symbol == 1 || symbol == 2 || symbol == 18 ? 2 : 0, 3);
    // Code length codes, canonical: 0 -> 00, 1 -> 01, 2 -> 10, 18 -> 11.
    w.code(3, 2), w.bits(97 - 11, 7);  // symbols 0..96 unused
    w.code(2, 2);                      // 'a': two bits
    w.code(3, 2), w.bits(138 - 11, 7); // 98..235 unused
    w.code(3, 2), w.bits(20 - 11, 7);  // 236..255 unused
    w.code(1, 2);                      // end of block: one bit
    w.code(1, 2);                      // the one distance code: one bit
    return w.bytes();
}

} // namespace

class TestInflate : public QObject {
    Q_OBJECT

private slots:
    void zlibStreamsInflate_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("strategy");
        QTest::addColumn<bool>("raw");
        const std::pair<const char*, int> strategies[] = {{"default", Z_DEFAULT_STRATEGY},
                                                          {"filtered", Z_FILTERED},
                                                          {"huffman", Z_HUFFMAN_ONLY},
                                                          {"rle", Z_RLE},
                                                          {"fixed", Z_FIXED}};
        for (int kind = 0; kind < 6; ++kind)
            for (const auto& [name, strategy] : strategies)
                for (const bool raw : {true, false})
                    QTest::addRow("kind %d %s %s", kind, name, raw ? "raw" : "zlib") << kind << strategy << raw;
    }
    void zlibStreamsInflate()
    {
        QFETCH(int, kind);
        QFETCH(int, strategy);
        QFETCH(bool, raw);
        Random rng(static_cast<std::uint64_t>(kind) + 1);
        const std::string data = sample(kind, rng);
        for (int level = 0; level <= 9; ++level) {
            const std::string packed = deflateForTest(data, raw, level, strategy);
            auto out = inflateBytes(packed, raw ? InflateFormat::Raw : InflateFormat::Zlib, 1u << 20);
            QVERIFY2(out.ok(), out.ok() ? "" : out.error().message().c_str());
            QVERIFY2(*out == data, qPrintable(QStringLiteral("level %1").arg(level)));
        }
    }

    // Every prefix of a stream is cut short, never a crash or a wrong success.
    void everyCutFails()
    {
        Random rng(7);
        for (const bool raw : {true, false}) {
            const std::string packed = deflateForTest(sample(2, rng), raw, 9, Z_DEFAULT_STRATEGY);
            for (std::size_t n = 0; n < packed.size(); ++n) {
                auto out = inflateBytes(packed.substr(0, n), raw ? InflateFormat::Raw : InflateFormat::Zlib, 1u << 20);
                QVERIFY2(!out.ok(), qPrintable(QStringLiteral("%1 bytes of %2").arg(n).arg(packed.size())));
                QCOMPARE(out.error().kind, ErrorKind::Syntax);
            }
        }
    }

    // A byte changed anywhere: the same verdict and output as zlib's.
    void corruptedStreamsAgreeWithZlib()
    {
        Random rng(11);
        for (int round = 0; round < 3000; ++round) {
            const bool raw = round % 2 == 0;
            const int kind = 1 + static_cast<int>(rng.below(5));
            const int strategy = round % 3 == 0 ? Z_FIXED : Z_DEFAULT_STRATEGY;
            std::string packed = deflateForTest(sample(kind, rng).substr(0, 2000), raw, 6, strategy);
            const std::size_t at = rng.below(static_cast<std::uint32_t>(packed.size()));
            packed[at] = static_cast<char>(packed[at] ^ (1 + rng.below(255)));
            const auto expected = zlibInflated(packed, raw, 1u << 16);
            auto out = inflateBytes(packed, raw ? InflateFormat::Raw : InflateFormat::Zlib, 1u << 16);
            const QString where = QStringLiteral("round %1, byte %2").arg(round).arg(at);
            QVERIFY2(out.ok() == expected.has_value(),
                     qPrintable(where + ": " + QString::fromStdString(out.ok() ? "we accept" : out.error().message())));
            if (out.ok())
                QVERIFY2(*out == *expected, qPrintable(where));
            else
                QVERIFY2(!out.error().message().empty(), qPrintable(where));
        }
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<bool>("raw");
        QTest::addColumn<QString>("says");
        QTest::newRow("reserved block type") << QByteArray("\xff\xff", 2) << true << "at byte 1: a block of the reserved type 3";
        QTest::newRow("stored length") << QByteArray("\x01\x05\x00\x00\x00", 5) << true << "does not match its complement";
        // A fixed block that starts with length 3 at distance 1, before any byte is out.
        QTest::newRow("distance too far") << QByteArray("\x03\x02\x00", 3) << true << "past the start of the data";
        QTest::newRow("after the end") << QByteArray::fromStdString(deflateForTest("abc", true, 6, Z_DEFAULT_STRATEGY) + "x")
                                       << true << "data after the end of the DEFLATE stream";
        QTest::newRow("zlib header") << QByteArray("\x78\x9d\x03\x00", 4) << false << "the zlib header";
        QTest::newRow("preset dictionary") << QByteArray("\x78\xbb\x03\x00", 4) << false << "preset dictionary";
        // A window of 64 KiB (CINFO 8, past DEFLATE's 32 KiB), with a header check that holds.
        QTest::newRow("zlib window too large") << QByteArray("\x88\x1c\x03\x00", 4) << false << "the zlib header";
        // Another method than DEFLATE (CM 7), the header check holding.
        QTest::newRow("zlib method not DEFLATE") << QByteArray("\x77\x09\x03\x00", 4) << false << "the zlib header";
        std::string badSum = deflateForTest("abc", false, 6, Z_DEFAULT_STRATEGY);
        badSum.back() = static_cast<char>(badSum.back() ^ 1);
        QTest::newRow("checksum") << QByteArray::fromStdString(badSum) << false << "checksum does not match";
        QTest::newRow("empty") << QByteArray() << true << "cut short";
        QTest::newRow("incomplete code") << incompleteLiteralCode() << true << "do not form a prefix code";
    }
    void errors()
    {
        QFETCH(QByteArray, data);
        QFETCH(bool, raw);
        QFETCH(QString, says);
        auto out = inflateBytes(data.toStdString(), raw ? InflateFormat::Raw : InflateFormat::Zlib, 1u << 20);
        QVERIFY(!out.ok());
        QCOMPARE(out.error().kind, ErrorKind::Syntax);
        const QString message = QString::fromStdString(out.error().message());
        QVERIFY2(message.contains(says), qPrintable(message));
    }

    // The cap holds: a small bomb stops at it, saying so; exactly the cap passes.
    void capHolds()
    {
        const std::string bomb = deflateForTest(std::string(8u << 20, 'x'), true, 9, Z_DEFAULT_STRATEGY);
        auto out = inflateBytes(bomb, InflateFormat::Raw, 1u << 20);
        QVERIFY(!out.ok());
        QCOMPARE(out.error().kind, ErrorKind::TooLarge);
        QVERIFY(QString::fromStdString(out.error().message()).contains(QStringLiteral("more than 1 MiB")));
        const std::string exact = deflateForTest(std::string(1000, 'y'), true, 9, Z_DEFAULT_STRATEGY);
        QVERIFY(inflateBytes(exact, InflateFormat::Raw, 1000).ok());
        QVERIFY(!inflateBytes(exact, InflateFormat::Raw, 999).ok());
    }
};

QTEST_APPLESS_MAIN(TestInflate)
#include "tst_inflate.moc"
