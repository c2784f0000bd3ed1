// TextLines: the one loop over the lines of a text in memory that the readers share
// (move lists, Pentasol, search logs, collections, comments, the famous grids).

#include "core/base/TextLines.h"

#include <QTest>

#include <string>
#include <vector>

using namespace morpion;

Q_DECLARE_METATYPE(std::vector<std::string>)

class TestTextLines : public QObject {
    Q_OBJECT

private slots:
    void lines_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("from");
        QTest::addColumn<std::vector<std::string>>("expected");
        using L = std::vector<std::string>;
        QTest::newRow("empty") << QByteArray() << 0 << L{};
        QTest::newRow("one line, no break") << QByteArray("a") << 0 << L{"a"};
        QTest::newRow("one line, a break") << QByteArray("a\n") << 0 << L{"a"};
        QTest::newRow("an empty line at the end") << QByteArray("a\n\n") << 0 << L{"a", ""};
        QTest::newRow("only a break") << QByteArray("\n") << 0 << L{""};
        QTest::newRow("empty lines between") << QByteArray("a\n\n\nb") << 0 << L{"a", "", "", "b"};
        QTest::newRow("CR stays") << QByteArray("a\r\nb\r\n") << 0 << L{"a\r", "b\r"};
        QTest::newRow("from past a mark") << QByteArray("\xEF\xBB\xBFx\ny") << 3 << L{"x", "y"};
        QTest::newRow("from the end") << QByteArray("abc") << 3 << L{};
        QTest::newRow("NUL inside") << QByteArray("a\0b\nc", 5) << 0 << L{std::string("a\0b", 3), "c"};
    }

    void lines()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, from);
        QFETCH(std::vector<std::string>, expected);
        TextLines lines(std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
                        static_cast<std::size_t>(from));
        std::vector<std::string> got;
        for (std::string_view line; lines.next(line);) {
            got.emplace_back(line);
            QCOMPARE(lines.number(), static_cast<int>(got.size()));
        }
        QCOMPARE(got, expected);
        std::string_view after = "unchanged";
        QVERIFY(!lines.next(after)); // and stays at the end
        QCOMPARE(after, std::string_view("unchanged"));
        QCOMPARE(lines.number(), static_cast<int>(expected.size()));
    }
};

QTEST_APPLESS_MAIN(TestTextLines)
#include "tst_textlines.moc"
