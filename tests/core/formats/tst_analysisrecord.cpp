// A game's analysis as a record's field (core/formats/AnalysisRecord.h, docs/msr.md): the
// solver's members, "nodes" and "proven", written back and read as they were; a record
// without them (one written before the solver) read as an analysis with nothing proven,
// and written again as it was; a proof that a game of the field beats refused.

#include "core/codes/LayerCode.h"
#include "core/formats/AnalysisRecord.h"
#include "core/formats/AnalysisTable.h"
#include "tests/core/support/TestSupport.h"

#include <QTest>

#include <algorithm>

using namespace morpion;

namespace {

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

// An analysis of the first half of a random game, the whole game its one line: E is the
// game's length everywhere; the last `proven` positions are proven.
GameAnalysis halfGame(int proven, std::uint64_t nodes)
{
    const std::vector<Move> whole = test::randomGame(Variant::T5, 17);
    const int n = static_cast<int>(whole.size());
    const std::vector<Move> half(whole.begin(), whole.begin() + n / 2);
    std::vector<int> found(at(n / 2 + 1), n);
    std::vector<bool> exact(found.size(), false);
    for (int k = n / 2; k > n / 2 - proven; --k)
        exact[at(k)] = true;
    AnalysisSettings settings{16000, 3, 2, 100, 4, false, nodes};
    auto made = GameAnalysis::make(Variant::T5, half, found, {whole}, settings, exact);
    if (!made)
        throw std::runtime_error(made.error().message());
    return std::move(made).value();
}

} // namespace

class TestAnalysisRecord : public QObject {
    Q_OBJECT

private slots:
    // The table's better game for a move that lost: the best game of the position before
    // the move (here the first move's: another game, longer than the one played).
    void betterCodeIsThePositionBefore()
    {
        const std::vector<Move> game = test::randomGame(Variant::T5, 5);
        std::vector<Move> other;
        for (std::uint64_t seed = 100; other.empty(); ++seed) {
            std::vector<Move> h = test::randomGame(Variant::T5, seed);
            if (h.size() > game.size() && std::find(h.begin(), h.end(), game.front()) == h.end())
                other = std::move(h);
        }
        std::vector<int> found(game.size() + 1, static_cast<int>(game.size()));
        found[0] = static_cast<int>(other.size());
        const auto a = GameAnalysis::make(Variant::T5, game, found, {other, game}, AnalysisSettings{});
        QVERIFY(a.ok());
        QCOMPARE(a->loss(1).value_or(-1), static_cast<int>(other.size() - game.size()));
        const auto better = encodeLayerCode(Variant::T5, other);
        QVERIFY(better.ok());
        QCOMPARE(betterCode(*a, 1), better.value());
        QCOMPARE(betterCode(*a, 2), std::string()); // no loss
    }

    // The solver's members go out and come back: the budget, the positions proven.
    void proofsRoundTrip()
    {
        const GameAnalysis a = halfGame(4, 10000000);
        const Json field = analysisToJson(a);
        QVERIFY(field.find("nodes"));
        QCOMPARE(field.find("nodes")->asInteger().value_or(-1), std::int64_t{10000000});
        QVERIFY(field.find("proven"));
        QCOMPARE(static_cast<int>(field.find("proven")->items().size()), 4);
        // Through its text, as a record file carries it.
        const auto read = analysisFromJson(Json::parse(field.dump()).value(), a.variant(), a.game());
        QVERIFY2(read.ok(), read ? "" : read.error().message().c_str());
        QCOMPARE(read->provenPositions(), a.provenPositions());
        QCOMPARE(read->provenCount(), 4);
        QCOMPARE(read->settings().nodes, std::uint64_t{10000000});
        QCOMPARE(read->bestScores(), a.bestScores());
        QVERIFY(read->lossProven(a.moveCount()));
        QVERIFY(!read->lossProven(a.moveCount() - 3));
    }

    // Without the solver nothing of it is written: the field is the one a program before
    // the solver wrote, and such a field reads with nothing proven.
    void olderFieldsReadAsBefore()
    {
        const GameAnalysis a = halfGame(0, 0);
        const Json field = analysisToJson(a);
        QVERIFY(!field.find("nodes"));
        QVERIFY(!field.find("proven"));
        const auto read = analysisFromJson(field, a.variant(), a.game());
        QVERIFY(read.ok());
        QCOMPARE(read->provenCount(), 0);
        QCOMPARE(read->settings().nodes, std::uint64_t{0});
        QCOMPARE(analysisToJson(read.value()).dump(), field.dump());
    }

    // A proof that the field's own games beat is not an analysis.
    void beatenProofRefused()
    {
        const GameAnalysis a = halfGame(2, 5000);
        Json field = analysisToJson(a);
        // Position 0 said proven at the game's length less one: the game itself beats it.
        Json& found = *field.find("found");
        found.items()[0] = Json::number(a.best(0) - 1);
        field.set("proven", Json::array({Json::number(0)}));
        const auto read = analysisFromJson(field, a.variant(), a.game());
        QVERIFY(!read.ok());
        QCOMPARE(read.error().kind, ErrorKind::Syntax);
        const QString message = QString::fromStdString(read.error().message());
        QVERIFY2(message.contains(QStringLiteral("proves position 0 but holds a longer game")), qPrintable(message));
    }
};

QTEST_APPLESS_MAIN(TestAnalysisRecord)
#include "tst_analysisrecord.moc"
