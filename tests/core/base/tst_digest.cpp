// The checkpoints' checksum: FNV-1a of 64 bits (published test vectors), a Windows line
// end counted as a Unix one, and every other byte counted: a change to any one byte of a
// text, the first and the last among them, changes the sum.

#include "core/base/Digest.h"

#include <QTest>

#include <string>

using namespace morpion;

class TestDigest : public QObject {
    Q_OBJECT

private slots:
    void fnv1a_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<quint64>("sum");
        QTest::newRow("nothing") << QByteArray() << Q_UINT64_C(0xcbf29ce484222325);
        QTest::newRow("a") << QByteArray("a") << Q_UINT64_C(0xaf63dc4c8601ec8c);
        QTest::newRow("foobar") << QByteArray("foobar") << Q_UINT64_C(0x85944171f73967e8);
    }
    void fnv1a()
    {
        QFETCH(QByteArray, text);
        QFETCH(quint64, sum);
        QCOMPARE(checkpointDigest(std::string_view(text.constData(), static_cast<std::size_t>(text.size()))), sum);
    }

    void lineEnds()
    {
        QCOMPARE(checkpointDigest("one\r\ntwo\r\n"), checkpointDigest("one\ntwo\n"));
        QVERIFY(checkpointDigest("one\rtwo\n") != checkpointDigest("one\ntwo\n")); // a lone CR is a byte
        QVERIFY(checkpointDigest("one\r\n\r\n") != checkpointDigest("one\n"));
    }

    void everyByteCounts()
    {
        const std::string text = "morpion-solver-checkpoint 2\nvariant 4D\nitems 10608 1f2e\n";
        const std::uint64_t sum = checkpointDigest(text);
        for (std::size_t i = 0; i < text.size(); ++i) {
            std::string changed = text;
            changed[i] = static_cast<char>(changed[i] ^ 1);
            QVERIFY2(checkpointDigest(changed) != sum, qPrintable(QString::number(i)));
        }
    }
};

QTEST_APPLESS_MAIN(TestDigest)
#include "tst_digest.moc"
