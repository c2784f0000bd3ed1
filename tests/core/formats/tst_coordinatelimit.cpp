// The one coordinate limit (coordinateLimit, core/rules/Move.h): every grid reader takes a
// coordinate up to it and refuses one beyond it where it is written, with its line and
// column (the checkpoint reader: search/tst_searchcheckpoint); the layer coder and Position
// refuse such moves without overflowing.

#include "core/codes/LayerCode.h"
#include "core/formats/Msr.h"
#include "core/formats/Pentasol.h"
#include "core/rules/MoveText.h"
#include "core/rules/Position.h"
#include "tests/core/support/CoordinateLimitRows.h"

#include <QTest>

#include <climits>
#include <string>

using namespace morpion;

namespace {

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
    auto r = readMsr(text, Variant::T5);
    return r ? std::nullopt : std::optional<Error>(r.error());
}

std::string patternOf(const QString& reader)
{
    if (reader == QLatin1String("move list"))
        return "# 5T grid\n0, 4 - (0,4,e)\n2, 2 - (V,2,e)\n";
    if (reader == QLatin1String("Pentasol"))
        return "# a reference point far away\n(V,28)\n(28,29) | 0\n";
    return "{\n  \"version\": 1,\n  \"variant\": \"5T\",\n  \"moves\": [\n    {\"x\": 0, \"y\": V, \"dir\": \"H\", "
           "\"pos\": 0}\n  ]\n}\n";
}

} // namespace

class TestCoordinateLimit : public QObject {
    Q_OBJECT

private slots:
    void readers_data() { test::addCoordinateLimitRows({"move list", "Pentasol", "MSR"}); }
    // Up to the limit a coordinate is read (the text may still be refused later, as an
    // illegal game); beyond it the reader refuses it where it stands.
    void readers()
    {
        QFETCH(QString, reader);
        QFETCH(QString, value);
        QFETCH(bool, refused);
        const test::Placed p = test::place(patternOf(reader), value.toStdString());
        const std::optional<Error> error = readWith(reader, p.text);
        QVERIFY2(test::refusedThere(error, p) == refused, error ? error->message().c_str() : "read");
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

QTEST_APPLESS_MAIN(TestCoordinateLimit)
#include "tst_coordinatelimit.moc"
