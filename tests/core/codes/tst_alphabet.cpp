// The code alphabet (core/codes/Alphabet): its 64 letters, bits written in it, and how a
// character outside it is named in an error.

#include "core/codes/Alphabet.h"

#include <QTest>

#include <string>

using namespace morpion;

class TestAlphabet : public QObject {
    Q_OBJECT

private slots:
    void alphabetValues()
    {
        const std::string letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        for (int v = 0; v < 64; ++v) {
            QCOMPARE(alphabetChar(v), letters[static_cast<std::size_t>(v)]);
            QCOMPARE(alphabetValue(letters[static_cast<std::size_t>(v)]), v);
        }
        int outside = 0;
        for (int c = 0; c < 256; ++c)
            outside += alphabetValue(static_cast<char>(c)) < 0 ? 1 : 0;
        QCOMPARE(outside, 256 - 64);
        QCOMPARE(alphabetValue('='), -1); // no base64 padding
        QCOMPARE(alphabetValue('-'), -1); // nor the URL-safe letters
        QCOMPARE(alphabetValue('_'), -1);
    }

    void bitsText_data()
    {
        QTest::addColumn<QString>("bits");
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << ""
                               << "";
        QTest::newRow("one 1") << "1"
                               << "g";
        QTest::newRow("000001") << "000001"
                                << "B";
        QTest::newRow("seven 1s") << "1111111"
                                  << "/g";
        QTest::newRow("twelve 0s") << "000000000000"
                                   << "AA";
        QTest::newRow("101011") << "101011"
                                << "r";
    }
    void bitsText()
    {
        QFETCH(QString, bits);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(bitsToText(bits.toStdString())), text);
    }

    void describeCharacters()
    {
        QCOMPARE(QString::fromStdString(describeCharacter('!').english()), QStringLiteral("'!'"));
        QCOMPARE(QString::fromStdString(describeCharacter(' ').english()), QStringLiteral("byte 0x20"));
        QCOMPARE(QString::fromStdString(describeCharacter('\xC3').english()), QStringLiteral("byte 0xC3"));
    }
};

QTEST_APPLESS_MAIN(TestAlphabet)
#include "tst_alphabet.moc"
