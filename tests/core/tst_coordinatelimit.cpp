// The one coordinate limit (coordinateLimit, core/rules/Move.h): every reader takes a
// coordinate up to it and refuses one beyond it where it is written, with its line and
// column; the layer coder and Position refuse such moves without overflowing.

#include "core/codes/LayerCode.h"
#include "core/formats/Msr.h"
#include "core/formats/Pentasol.h"
#include "core/rules/MoveText.h"
#include "core/rules/Position.h"
#include "core/search/Search.h"
#include "core/search/SearchCheckpoint.h"

#include <QTest>

#include <climits>
#include <string>

using namespace morpion;

namespace {

// A text with `value` where "V" stands, and where V stands: its 1-based line and 0-based
// column.
struct Placed {
    std::string text;
    int line = 0;
    std::int64_t column = 0;
};

Placed place(std::string pattern, const std::string& value)
{
    Placed p;
    const std::size_t at = pattern.find('V');
    const std::size_t lineStart = pattern.rfind('\n', at);
    p.line = 1 + static_cast<int>(std::count(pattern.begin(), pattern.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
    p.column = static_cast<std::int64_t>(at - (lineStart == std::string::npos ? 0 : lineStart + 1));
    p.text = pattern.replace(at, 1, value);
    return p;
}

// A checkpoint of a short hill climb with its best game's first x coordinate as "V".
std::string checkpointPattern()
{
    SearchOptions o;
    o.algorithm = SearchAlgorithm::HillClimb;
    o.limits.seed = 1;
    o.limits.maxIterations = 5;
    Search search(o);
    if (!search.run().ok() || !search.checkpoint())
        qFatal("no checkpoint");
    std::string text = formatSearchCheckpoint(*search.checkpoint());
    // "best SCORE COUNT x,y,lx,ly,d ...": the first move's x.
    const std::size_t best = text.find("\nbest ");
    std::size_t word = best + 1;
    for (int i = 0; i < 3; ++i)
        word = text.find(' ', word) + 1;
    const std::size_t comma = text.find(',', word);
    return text.replace(word, comma - word, "V");
}

std::optional<Error> readWith(const QString& reader, const std::string& text)
{
    if (reader == QLatin1String("move list")) {
        auto r = parseMoveList(text, 5);
        return r ? std::nullopt : std::optional<Error>(r.error());
    }
    if (reader == QLatin1String("Pentasol")) {
        auto r = readPentasol(text, Variant::T5);
        return r ? std::nullopt : std::optional<Error>(r.error());
    }
    if (reader == QLatin1String("MSR")) {
        auto r = readMsr(text, Variant::T5);
        return r ? std::nullopt : std::optional<Error>(r.error());
    }
    auto r = parseSearchCheckpoint(text);
    return r ? std::nullopt : std::optional<Error>(r.error());
}

std::string patternOf(const QString& reader)
{
    if (reader == QLatin1String("move list"))
        return "# 5T grid\n0, 4 - (0,4,e)\n2, 2 - (V,2,e)\n";
    if (reader == QLatin1String("Pentasol"))
        return "# a reference point far away\n(V,28)\n(28,29) | 0\n";
    if (reader == QLatin1String("MSR"))
        return "{\n  \"version\": 1,\n  \"variant\": \"5T\",\n  \"moves\": [\n    {\"x\": 0, \"y\": V, \"dir\": \"H\", "
               "\"pos\": 0}\n  ]\n}\n";
    return checkpointPattern();
}

} // namespace

class TestCoordinateLimit : public QObject {
    Q_OBJECT

private slots:
    void readers_data()
    {
        QTest::addColumn<QString>("reader");
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("refused"); // refused where the value is written
        const QString limit = QString::number(coordinateLimit);
        const QString past = QString::number(std::int64_t{coordinateLimit} + 1);
        for (const char* reader : {"move list", "Pentasol", "MSR", "checkpoint"}) {
            const QString name = QString::fromLatin1(reader);
            QTest::newRow(qPrintable(name + QStringLiteral(", the limit"))) << name << limit << false;
            QTest::newRow(qPrintable(name + QStringLiteral(", minus the limit"))) << name << QLatin1Char('-') + limit << false;
            QTest::newRow(qPrintable(name + QStringLiteral(", one past"))) << name << past << true;
            QTest::newRow(qPrintable(name + QStringLiteral(", one past below"))) << name << QLatin1Char('-') + past << true;
            QTest::newRow(qPrintable(name + QStringLiteral(", the smallest int"))) << name << QString::number(INT_MIN) << true;
            QTest::newRow(qPrintable(name + QStringLiteral(", 20 digits")))
                << name << QStringLiteral("99999999999999999999") << true;
        }
    }
    // Up to the limit a coordinate is read (the text may still be refused later, as an
    // illegal game); beyond it the reader refuses it where it stands.
    void readers()
    {
        QFETCH(QString, reader);
        QFETCH(QString, value);
        QFETCH(bool, refused);
        const Placed p = place(patternOf(reader), value.toStdString());
        const std::optional<Error> error = readWith(reader, p.text);
        const bool there = error && error->kind == ErrorKind::Syntax && error->line == p.line && error->position == p.column;
        QVERIFY2(there == refused, error ? error->message().c_str() : "read");
    }

    // The layer coder and the board refuse a move beyond the limit (a grid from the
    // program's own data, not a text), naming it, without overflowing their arithmetic.
    void beyondTheBoard_data()
    {
        QTest::addColumn<int>("x");
        QTest::newRow("the limit") << coordinateLimit;
        QTest::newRow("one past") << coordinateLimit + 1;
        QTest::newRow("the largest int") << INT_MAX;
        QTest::newRow("the smallest int") << INT_MIN;
    }
    void beyondTheBoard()
    {
        QFETCH(int, x);
        Position pos(Variant::T5);
        const Move first = pos.moveOf(pos.legalIds()[0]);
        const Move far{{x, 0}, {{x, 0}, Dir::E}};
        QVERIFY(!pos.isLegal(far));
        QCOMPARE(withinCoordinateLimit(far), x >= -coordinateLimit && x <= coordinateLimit);
        const auto code = encodeLayerCode(Variant::T5, {first, far});
        QVERIFY(!code.ok());
        QCOMPARE(code.error().position, std::int64_t{1});
    }
};

QTEST_GUILESS_MAIN(TestCoordinateLimit)
#include "tst_coordinatelimit.moc"
