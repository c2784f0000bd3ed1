// The strict JSON reader/writer under MSR: good documents, every kind of bad one, round
// trips that keep member order and number text, and the limits on hostile input.

#include "core/formats/Json.h"
#include "tests/common/NoHang.h"

#include <QElapsedTimer>
#include <QTest>

#include <cstdio>

using namespace morpion;

class TestJson : public QObject {
    Q_OBJECT

private slots:
    void values_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("type");
        QTest::addColumn<QByteArray>("compact");
        QTest::newRow("null") << QByteArray("null") << int(Json::Type::Null) << QByteArray("null");
        QTest::newRow("true") << QByteArray(" true ") << int(Json::Type::Bool) << QByteArray("true");
        QTest::newRow("false") << QByteArray("false") << int(Json::Type::Bool) << QByteArray("false");
        QTest::newRow("zero") << QByteArray("0") << int(Json::Type::Number) << QByteArray("0");
        QTest::newRow("negative") << QByteArray("-12") << int(Json::Type::Number) << QByteArray("-12");
        QTest::newRow("fraction kept as written") << QByteArray("1.50e+3") << int(Json::Type::Number) << QByteArray("1.50e+3");
        QTest::newRow("string") << QByteArray("\"a\\\"b\\\\c\\/\"") << int(Json::Type::String) << QByteArray("\"a\\\"b\\\\c/\"");
        QTest::newRow("escapes") << QByteArray("\"\\b\\f\\n\\r\\t\\u0001\"") << int(Json::Type::String)
                                 << QByteArray("\"\\b\\f\\n\\r\\t\\u0001\"");
        QTest::newRow("unicode escape") << QByteArray("\"\\u00e9\\ud83d\\ude00\"") << int(Json::Type::String)
                                        << QByteArray("\"\xC3\xA9\xF0\x9F\x98\x80\"");
        QTest::newRow("raw utf-8") << QByteArray("\"Hyyr\xC3\xB6 \xC2\xB7\"") << int(Json::Type::String)
                                   << QByteArray("\"Hyyr\xC3\xB6 \xC2\xB7\"");
        QTest::newRow("array") << QByteArray("[1, [2, []], {}]") << int(Json::Type::Array) << QByteArray("[1,[2,[]],{}]");
        QTest::newRow("object order kept") << QByteArray("{\"z\":1,\"a\":{\"y\":null,\"b\":[true]}}") << int(Json::Type::Object)
                                           << QByteArray("{\"z\":1,\"a\":{\"y\":null,\"b\":[true]}}");
        QTest::newRow("BOM and CRLF") << QByteArray("\xEF\xBB\xBF{\r\n\"a\": 1\r\n}\r\n") << int(Json::Type::Object)
                                      << QByteArray("{\"a\":1}");
    }
    void values()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, type);
        QFETCH(QByteArray, compact);
        auto j = Json::parse(text.toStdString());
        QVERIFY2(j.ok(), j.ok() ? "" : j.error().message().c_str());
        QCOMPARE(int(j->type()), type);
        QCOMPARE(QByteArray::fromStdString(j->dump(false)), compact);
        // What the writer writes, the reader reads back to the same value, in both layouts.
        auto again = Json::parse(j->dump(true));
        QVERIFY(again.ok());
        QVERIFY(*again == *j);
    }

    // Every control character goes out as \u00XX and comes back as itself; the ones
    // from U+0010 on need the high hex digit right.
    void controlCharacters_data()
    {
        QTest::addColumn<int>("code");
        for (int c = 0x01; c < 0x20; ++c)
            QTest::addRow("U+%04X", c) << c;
    }
    void controlCharacters()
    {
        QFETCH(int, code);
        const std::string text = std::string("a") + static_cast<char>(code) + "b";
        const std::string written = Json::string(text).dump(false);
        static const std::string shortForms[] = {"\\b", "\\t", "\\n", "", "\\f", "\\r"};
        char escape[8];
        std::snprintf(escape, sizeof escape, "\\u%04x", code);
        const std::string expected =
            code >= 0x08 && code <= 0x0d && !shortForms[code - 0x08].empty() ? shortForms[code - 0x08] : std::string(escape);
        QCOMPARE(QByteArray::fromStdString(written), QByteArray::fromStdString("\"a" + expected + "b\""));
        const auto back = Json::parse(written);
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().message().c_str());
        QVERIFY(back->isString());
        QCOMPARE(QByteArray::fromStdString(back->text()), QByteArray::fromStdString(text));
    }

    void integers()
    {
        QCOMPARE(Json::parse("42")->asInteger().value_or(0), std::int64_t(42));
        QCOMPARE(Json::parse("-9223372036854775808")->asInteger().value_or(0), std::numeric_limits<std::int64_t>::min());
        QVERIFY(!Json::parse("9223372036854775808")->asInteger());
        QVERIFY(!Json::parse("1.0")->asInteger());
        QVERIFY(!Json::parse("1e2")->asInteger());
        QVERIFY(!Json::parse("\"1\"")->asInteger());
    }

    void bad_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column"); // 0-based
        const int syntax = int(ErrorKind::Syntax);
        QTest::newRow("empty") << QByteArray("") << int(ErrorKind::EmptyInput) << 1 << 0;
        QTest::newRow("blank") << QByteArray("  \n ") << int(ErrorKind::EmptyInput) << 2 << 1;
        QTest::newRow("truncated object") << QByteArray("{\"a\": 1") << syntax << 1 << 7;
        QTest::newRow("truncated string") << QByteArray("{\"a\": \"xy") << syntax << 1 << 9;
        QTest::newRow("truncated after key") << QByteArray("{\"a\"") << syntax << 1 << 4;
        QTest::newRow("truncated array") << QByteArray("[1,\n2,") << syntax << 2 << 2;
        QTest::newRow("trailing comma") << QByteArray("[1,2,]") << syntax << 1 << 5;
        QTest::newRow("trailing comma object") << QByteArray("{\"a\":1,}") << syntax << 1 << 7;
        QTest::newRow("single quotes") << QByteArray("{'a':1}") << syntax << 1 << 1;
        QTest::newRow("bare key") << QByteArray("{a:1}") << syntax << 1 << 1;
        QTest::newRow("missing colon") << QByteArray("{\"a\" 1}") << syntax << 1 << 5;
        QTest::newRow("missing comma") << QByteArray("[1 2]") << syntax << 1 << 3;
        QTest::newRow("leading zero") << QByteArray("01") << syntax << 1 << 1;
        QTest::newRow("plus sign") << QByteArray("+1") << syntax << 1 << 0;
        QTest::newRow("bare dot") << QByteArray("1.") << syntax << 1 << 2;
        QTest::newRow("bad exponent") << QByteArray("1e") << syntax << 1 << 2;
        QTest::newRow("minus alone") << QByteArray("-") << syntax << 1 << 1;
        QTest::newRow("NaN") << QByteArray("NaN") << syntax << 1 << 0;
        QTest::newRow("tru") << QByteArray("tru") << syntax << 1 << 0;
        QTest::newRow("nulll") << QByteArray("nulll") << syntax << 1 << 4;
        QTest::newRow("two values") << QByteArray("{} {}") << syntax << 1 << 3;
        QTest::newRow("comment") << QByteArray("// no\n{}") << syntax << 1 << 0;
        QTest::newRow("raw newline in string") << QByteArray("\"a\nb\"") << syntax << 1 << 2;
        QTest::newRow("raw tab in string") << QByteArray("\"a\tb\"") << syntax << 1 << 2;
        QTest::newRow("bad escape") << QByteArray("\"\\x\"") << syntax << 1 << 2;
        QTest::newRow("short unicode escape") << QByteArray("\"\\u12\"") << syntax << 1 << 3;
        QTest::newRow("lone high surrogate") << QByteArray("\"\\ud83d\"") << syntax << 1 << 7;
        QTest::newRow("lone low surrogate") << QByteArray("\"\\ude00\"") << syntax << 1 << 7;
        QTest::newRow("invalid utf-8") << QByteArray("\"\xC3\x28\"") << syntax << 1 << 1;
        QTest::newRow("overlong utf-8") << QByteArray("\"\xC0\xAF\"") << syntax << 1 << 1;
        QTest::newRow("utf-8 surrogate") << QByteArray("\"\xED\xA0\x80\"") << syntax << 1 << 1;
        QTest::newRow("cut utf-8") << QByteArray("\"\xE2\x80") << syntax << 1 << 1;
        QTest::newRow("duplicate key") << QByteArray("{\"a\":1,\n \"a\":2}") << syntax << 2 << 1;
        QTest::newRow("NUL byte") << QByteArray("[1,\0 2]", 7) << syntax << 1 << 3;
        QTest::newRow("too deep") << QByteArray(65, '[') + QByteArray(65, ']') << int(ErrorKind::TooLarge) << 1 << 64;
    }
    void bad()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, kind);
        QFETCH(int, line);
        QFETCH(int, column);
        auto j = Json::parse(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
        QVERIFY(!j.ok());
        const QString message = QString::fromStdString(j.error().message());
        QVERIFY2(int(j.error().kind) == kind, qPrintable(message));
        QVERIFY2(j.error().line == line, qPrintable(message));
        QVERIFY2(j.error().position == column, qPrintable(message));
        if (kind != int(ErrorKind::EmptyInput))
            QVERIFY2(message.contains(QStringLiteral("line %1, column %2").arg(line).arg(column + 1)), qPrintable(message));
    }

    void depthLimit()
    {
        const std::string ok = std::string(64, '[') + std::string(64, ']');
        QVERIFY(Json::parse(ok).ok());
        Json::Limits shallow;
        shallow.maxDepth = 3;
        QVERIFY(Json::parse("[[[1]]]", shallow).ok());
        QVERIFY(!Json::parse("[[[[1]]]]", shallow).ok());
        QVERIFY(!Json::parse("{\"a\":{\"b\":{\"c\":{}}}}", shallow).ok());
    }

    void valueLimit()
    {
        Json::Limits few;
        few.maxValues = 4;
        QVERIFY(Json::parse("[1,2,3]", few).ok());
        auto j = Json::parse("[1,2,3,4]", few);
        QVERIFY(!j.ok());
        QCOMPARE(j.error().kind, ErrorKind::TooLarge);
        QCOMPARE(j.error().position, std::int64_t(7));
    }

    void positions()
    {
        auto j = Json::parse("{\n  \"a\": [\n    10,\n    \"x\"\n  ]\n}");
        QVERIFY(j.ok());
        const Json* a = j->find("a");
        QVERIFY(a);
        QCOMPARE(a->line(), 2);
        QCOMPARE(a->column(), 7);
        QCOMPARE(a->items()[1].line(), 4);
        QCOMPARE(a->items()[1].column(), 4);
        QCOMPARE(Json::number(3).line(), 0);
    }

    void setKeepsOrder()
    {
        auto j = Json::parse("{\"b\":1,\"moves\":[],\"z\":2}");
        QVERIFY(j.ok());
        Json doc = *j;
        doc.set("b", Json::string("x"));
        doc.set("new", Json::boolean(true), "moves");
        doc.set("last", Json());
        QCOMPARE(doc.dump(false), std::string("{\"b\":\"x\",\"new\":true,\"moves\":[],\"z\":2,\"last\":null}"));
        QVERIFY(doc.find("z"));
        QVERIFY(!doc.find("y"));
    }

    void prettyLayout()
    {
        auto j = Json::parse("{\"a\":[1,2],\"b\":{},\"c\":[],\"d\":{\"e\":\"f\"}}");
        QVERIFY(j.ok());
        QCOMPARE(
            j->dump(true),
            std::string("{\n  \"a\": [\n    1,\n    2\n  ],\n  \"b\": {},\n  \"c\": [],\n  \"d\": {\n    \"e\": \"f\"\n  }\n}"));
    }

    // Records as published (Python's json.dump with indent 2) come back byte for byte.
    void recordFilesRoundTrip_data()
    {
        QTest::addColumn<QString>("file");
        for (const char* f : {"5T-rosin178.msr.json", "4T-hyyroporanen62.msr.json", "4D-hyyroporanen35.msr.json"})
            QTest::newRow(f) << QString::fromLatin1(f);
    }
    void recordFilesRoundTrip()
    {
        QFETCH(QString, file);
        QFile f(QStringLiteral(MORPION_TEST_DATA "/records/") + file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        auto j = Json::parse(text.toStdString());
        QVERIFY(j.ok());
        QCOMPARE(QByteArray::fromStdString(j->dump(true)).trimmed(), text.trimmed());
    }

    // 10 MB of the worst shapes: read in linear time, or refused by a limit, quickly.
    void largeInputs_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("accepted");
        const int mb10 = 10 * 1024 * 1024;
        QTest::newRow("long string") << "\"" + QByteArray(mb10, 'a') + "\"" << true;
        QTest::newRow("long number") << QByteArray(mb10, '7') << true;
        QTest::newRow("many small values") << "[" + QByteArray("0,").repeated(mb10 / 2) + "0]" << false;
        QTest::newRow("deep nesting") << QByteArray(mb10, '[') << false;
        QTest::newRow("whitespace") << QByteArray(mb10, ' ') + "1" << true;
        QByteArray wide = "{";
        for (int i = 0; i < 200000; ++i)
            wide += "\"k" + QByteArray::number(i) + "\":0,";
        wide += "\"k0\":1}";
        QTest::newRow("wide object with a late duplicate") << wide << false;
    }
    void largeInputs()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, accepted);
        QElapsedTimer timer;
        timer.start();
        auto j = Json::parse(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
        QCOMPARE(j.ok(), accepted);
        QVERIFY2(timer.elapsed() < test::noHangMs, qPrintable(QString::number(timer.elapsed())));
    }
};

QTEST_APPLESS_MAIN(TestJson)
#include "tst_json.moc"
