// The "analysis" field of an MSR record (docs/msr.md): a field that is not a valid analysis
// of the record's game is not an analysis, and says what is wrong at the value it is about
// (its line and column in the record's text); the grid still opens, without an analysis,
// and keeps the field as it is, like any field the program does not know.

#include "GuiTestSupport.h"

#include "app/gui/document/Document.h"
#include "core/codes/GameNumber.h"
#include "core/codes/LayerCode.h"
#include "core/formats/AnalysisRecord.h"
#include "core/formats/Msr.h"
#include "core/search/GameAnalyser.h"

#include <QTest>

#include <string>

using namespace morpion;
using namespace morpion::gui;

namespace {

constexpr int gameLength = 12;

std::vector<Move> game()
{
    auto moves = test::decoded(Variant::T5, test::code135).movesInOrder();
    moves.resize(gameLength);
    return moves;
}

// A real analysis of the game, small enough to make in a moment.
GameAnalysis analysed()
{
    AnalysisOptions options;
    options.game = game();
    options.budget = 200;
    options.nodes = 0; // the 12th position's tree is far too large to prove
    options.limits.seed = 1;
    options.limits.threads = 1;
    auto run = GameAnalyser(options).run();
    if (!run)
        qFatal("the analysis failed: %s", run.error().message().c_str());
    return std::move(run).value();
}

// Where a case puts its bad value: a member of the analysis (or the whole field when the
// key is empty), or an item of an array member; null value: the member is taken out.
struct Change {
    std::string key;
    int item = -1;
    std::string value;  // JSON text; empty to take the member out
    bool whole = false; // the error is about the field as a whole
};

// The field after the change, and the record written with it, as text.
std::string recordWith(const Json& field)
{
    MsrRecord record;
    record.variant = Variant::T5;
    record.moves = game();
    record.document = Json::object({{std::string(analysisKey), field}});
    auto text = writeMsr(record);
    if (!text)
        qFatal("the record cannot be written: %s", text.error().message().c_str());
    return std::move(text).value();
}

Json changed(const Change& c)
{
    static const Json good = analysisToJson(analysed());
    Json field = good;
    const auto bad = c.value.empty() ? Result<Json>(Json()) : Json::parse(c.value);
    if (!bad)
        qFatal("bad case value %s", c.value.c_str());
    if (c.key.empty())
        return *bad;
    // An item of a list the field does not have (the positions proven, when none is): the
    // list 5, 6, 7, ... up to the item.
    if (c.item >= 0 && !field.find(c.key)) {
        std::vector<Json> items;
        for (int i = 0; i <= c.item; ++i)
            items.push_back(Json::number(5 + i));
        field.set(c.key, Json::array(std::move(items)));
    }
    if (c.value.empty())
        std::erase_if(field.members(), [&c](const Json::Member& m) { return m.first == c.key; });
    else if (c.item < 0)
        field.set(c.key, *bad);
    else
        field.find(c.key)->items().at(static_cast<std::size_t>(c.item)) = *bad;
    return field;
}

// The value the error must point at, as read back from the record's text.
const Json* pointedAt(const Json& field, const Change& c)
{
    if (c.key.empty() || c.value.empty() || c.whole)
        return &field;
    const Json* member = field.find(c.key);
    return c.item < 0 ? member : &member->items().at(static_cast<std::size_t>(c.item));
}

} // namespace

Q_DECLARE_METATYPE(Change)

class TestAnalysisField : public QObject {
    Q_OBJECT

private slots:
    // The field as written is an analysis: the cases below differ from it in one value.
    void goodFieldIsRead()
    {
        const auto record = readMsr(recordWith(changed({"budget", -1, "200"})));
        QVERIFY(record.ok());
        const auto read = analysisIn(GridInfo(record->document), Variant::T5, record->moves);
        QVERIFY2(read.ok(), read ? "" : read.error().message().c_str());
        QCOMPARE(read->bestScores(), analysed().bestScores());
    }

    void badFieldIsNotAnAnalysis_data()
    {
        QTest::addColumn<Change>("change");
        QTest::addColumn<QString>("says");
        const QString number = QStringLiteral("must be a whole number from");
        QTest::newRow("not an object") << Change{"", -1, "[1, 2]"} << QStringLiteral("it must be an object, not");
        QTest::newRow("no game") << Change{"game", -1, ""} << QStringLiteral("\"game\" must be the game number");
        QTest::newRow("game a number") << Change{"game", -1, "17"} << QStringLiteral("\"game\" must be the game number");
        QTest::newRow("budget 0") << Change{"budget", -1, "0"} << QStringLiteral("\"budget\" ") + number;
        QTest::newRow("budget too large") << Change{"budget", -1, "1000000001"} << QStringLiteral("\"budget\" ") + number;
        QTest::newRow("budget a fraction") << Change{"budget", -1, "16000.5"} << QStringLiteral("\"budget\" ") + number;
        QTest::newRow("budget as text") << Change{"budget", -1, "\"16000\""} << QStringLiteral("\"budget\" ") + number;
        QTest::newRow("no budget") << Change{"budget", -1, ""} << QStringLiteral("\"budget\" ") + number;
        QTest::newRow("level 0") << Change{"level", -1, "0"} << QStringLiteral("\"level\" ") + number;
        QTest::newRow("level 11") << Change{"level", -1, "11"} << QStringLiteral("\"level\" ") + number;
        QTest::newRow("per_level 0") << Change{"per_level", -1, "0"} << QStringLiteral("\"per_level\" ") + number;
        QTest::newRow("per_level too large") << Change{"per_level", -1, "1000001"} << QStringLiteral("\"per_level\" ") + number;
        QTest::newRow("passes 0") << Change{"passes", -1, "0"} << QStringLiteral("\"passes\" ") + number;
        QTest::newRow("passes 101") << Change{"passes", -1, "101"} << QStringLiteral("\"passes\" ") + number;
        QTest::newRow("reuse a number") << Change{"reuse", -1, "1"} << QStringLiteral("\"reuse\" must be true or false");
        QTest::newRow("no reuse") << Change{"reuse", -1, ""} << QStringLiteral("\"reuse\" must be true or false");
        const QString seed = QStringLiteral("\"seed\" must be a whole number from 0 to 2^64 - 1");
        QTest::newRow("seed a number") << Change{"seed", -1, "1"} << seed;
        QTest::newRow("seed empty") << Change{"seed", -1, "\"\""} << seed;
        QTest::newRow("seed negative") << Change{"seed", -1, "\"-1\""} << seed;
        QTest::newRow("seed 2^64") << Change{"seed", -1, "\"18446744073709551616\""} << seed;
        QTest::newRow("seed with a tail") << Change{"seed", -1, "\"12x\""} << seed;
        QTest::newRow("found too short") << Change{"found", -1, "[12, 12]"}
                                         << QStringLiteral("\"found\" must list the 13 positions of the game");
        QTest::newRow("found an object") << Change{"found", -1, "{}"}
                                         << QStringLiteral("\"found\" must list the 13 positions of the game");
        QTest::newRow("found below -1") << Change{"found", 3, "-2"}
                                        << QStringLiteral("\"found\" must hold whole numbers from -1 on");
        QTest::newRow("found too large") << Change{"found", 5, "100001"}
                                         << QStringLiteral("\"found\" must hold whole numbers from -1 on");
        QTest::newRow("found as text") << Change{"found", 0, "\"20\""}
                                       << QStringLiteral("\"found\" must hold whole numbers from -1 on");
        QTest::newRow("games an object") << Change{"games", -1, "{}"}
                                         << QStringLiteral("\"games\" must be a list of layer codes");
        QTest::newRow("no games") << Change{"games", -1, ""} << QStringLiteral("\"games\" must be a list of layer codes");
        QTest::newRow("games a number") << Change{"games", 0, "5"} << QStringLiteral("\"games\" must be a list of layer codes");
        QTest::newRow("games not a code") << Change{"games", 0, "\"not a code!\""}
                                          << QStringLiteral("\"games\" must be a list of layer codes");
        QTest::newRow("nodes negative") << Change{"nodes", -1, "-1"} << QStringLiteral("\"nodes\" ") + number;
        QTest::newRow("nodes too large") << Change{"nodes", -1, "1000000000001"} << QStringLiteral("\"nodes\" ") + number;
        QTest::newRow("nodes as text") << Change{"nodes", -1, "\"10\""} << QStringLiteral("\"nodes\" ") + number;
        const QString proven = QStringLiteral("\"proven\" must list positions from 0 to 12, each once, in order");
        QTest::newRow("proven an object") << Change{"proven", -1, "{}"} << proven;
        QTest::newRow("proven past the end") << Change{"proven", 0, "13"} << proven;
        QTest::newRow("proven negative") << Change{"proven", 0, "-1"} << proven;
        QTest::newRow("proven twice") << Change{"proven", 1, "5"} << proven;
        QTest::newRow("proven out of order") << Change{"proven", 1, "4"} << proven;
        QTest::newRow("proven as text") << Change{"proven", 0, "\"3\""} << proven;
        // Found scores that no game stands for: the analysis as a whole is wrong.
        QTest::newRow("found with no game for it") << Change{"games", -1, "[]", true} << QStringLiteral("the record's analysis");
    }

    void badFieldIsNotAnAnalysis()
    {
        QFETCH(Change, change);
        QFETCH(QString, says);
        // Through the record's text, so that the positions are the text's.
        const std::string text = recordWith(changed(change));
        const auto record = readMsr(text);
        QVERIFY2(record.ok(), record ? "" : record.error().message().c_str());
        QCOMPARE(record->moves, game());
        const Json* field = record->document.find(analysisKey);
        QVERIFY(field);

        const auto read = analysisIn(GridInfo(record->document), Variant::T5, record->moves);
        QVERIFY(!read.ok());
        const Error& e = read.error();
        QCOMPARE(e.kind, ErrorKind::Syntax);
        const QString message = QString::fromStdString(e.message());
        QVERIFY2(message.contains(QStringLiteral("the record's analysis")), qPrintable(message));
        QVERIFY2(message.contains(says), qPrintable(message));
        const Json* at = pointedAt(*field, change);
        QVERIFY(at);
        QCOMPARE(e.line, at->line());
        QCOMPARE(e.position, static_cast<std::int64_t>(at->column()));

        // The grid opens without an analysis, and keeps the field as it was.
        Document doc;
        doc.load(Variant::T5, record->moves, QStringLiteral("test"));
        doc.setInfo(GridInfo(record->document));
        QVERIFY(!doc.analysis());
        const Json* kept = doc.recordInfo().record().find(analysisKey);
        QVERIFY(kept);
        QCOMPARE(kept->line(), field->line());
        MsrRecord again = *record;
        again.document = doc.recordInfo().record();
        QCOMPARE(QString::fromStdString(writeMsr(again).value()), QString::fromStdString(text));
    }

    // Each game of the list is read once, and no more games than the game has positions: the
    // same game listed 75,000 times (a 4 MB record that took seconds and most of a gigabyte
    // to open) reads as that one game, more distinct games than positions is not an
    // analysis, and a loaded grid keeps what was read, one game per position.
    void gamesBounded()
    {
        Json field = analysisToJson(analysed());
        Json& games = *field.find("games");
        games.items().assign(1, Json::string(test::code135));
        const auto once = analysisFromJson(field, Variant::T5, game());
        QVERIFY2(once.ok(), once ? "" : once.error().message().c_str());
        games.items().assign(75000, Json::string(test::code135));
        const auto many = analysisFromJson(field, Variant::T5, game());
        QVERIFY2(many.ok(), many ? "" : many.error().message().c_str());
        QCOMPARE(many->lines().size(), once->lines().size());
        QCOMPARE(many->bestScores(), once->bestScores());

        Document doc;
        doc.load(Variant::T5, game(), QStringLiteral("test"), GridInfo(Json::object({{std::string(analysisKey), field}})));
        QVERIFY(doc.analysis());
        QCOMPARE(doc.analysis()->bestScores(), once->bestScores());
        const Json* kept = doc.info().record().find(analysisKey);
        QVERIFY(kept);
        QVERIFY(kept->find("games")->items().size() <= std::size_t(gameLength + 1));

        // Distinct games past one a position: the 135's first 1, 2, ... moves.
        const auto moves135 = test::decoded(Variant::T5, test::code135).movesInOrder();
        games.items().clear();
        for (std::size_t k = 1; k <= gameLength + 2; ++k)
            games.items().push_back(Json::string(
                encodeLayerCode(Variant::T5, std::vector<Move>(moves135.begin(), moves135.begin() + static_cast<long>(k)))
                    .value()));
        const auto tooMany = analysisFromJson(field, Variant::T5, game());
        QVERIFY(!tooMany.ok());
        const QString message = QString::fromStdString(tooMany.error().message());
        QVERIFY2(message.contains(QStringLiteral("more games than the game has positions (13)")), qPrintable(message));
    }

    // The analysis of another game is not this grid's: ignored, and left out of its saves.
    void otherGamesAnalysisIsDropped()
    {
        auto other = game();
        other.pop_back();
        const auto number = encodeGameNumber(Variant::T5, other);
        QVERIFY(number.ok());
        const std::string text = recordWith(changed({"game", -1, "\"" + number.value() + "\""}));
        const auto record = readMsr(text);
        QVERIFY(record.ok());
        const auto read = analysisIn(GridInfo(record->document), Variant::T5, record->moves);
        QVERIFY(!read.ok());
        QCOMPARE(read.error().kind, ErrorKind::Mismatch);
        QCOMPARE(read.error().line, record->document.find(analysisKey)->find("game")->line());
        Document doc;
        doc.load(Variant::T5, record->moves, QStringLiteral("test"));
        doc.setInfo(GridInfo(record->document));
        QVERIFY(!doc.analysis());
        QVERIFY(!doc.recordInfo().record().find(analysisKey));
    }
};

QTEST_MAIN(TestAnalysisField)
#include "tst_analysisfield.moc"
