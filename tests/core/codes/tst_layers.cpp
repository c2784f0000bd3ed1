// The layer model of spec §4: seed 000's full trace of its 135, seed 001's 160, and the
// errors of layerGrid().

#include "core/base/Random.h"
#include "core/codes/LayerCode.h"
#include "core/codes/LayerCoder.h"
#include "core/codes/Layers.h"
#include "core/rules/MoveText.h"
#include "core/rules/Position.h"
#include "tests/core/support/TestGrids.h"

#include <QTest>

#include <climits>

using namespace morpion;
using test::text;

Q_DECLARE_METATYPE(morpion::Variant)

namespace {

constexpr std::string_view code135 = "BBYqjXKmCREUk9zxEuXW3nx3v/u/x/JvuX+9P70";
constexpr std::string_view code160 = "rERATctK6xgRY2YUwXTPWszMv3vd73c9zvV627392+/3t";

std::vector<Move> takenOfTrace(const test::Trace& trace)
{
    std::vector<Move> grid;
    for (const test::TraceLayer& l : trace.layers)
        for (std::size_t i = 0; i < l.candidates.size(); ++i)
            if (l.bits[i] == '1')
                grid.push_back(l.candidates[i]);
    return grid;
}

Move move(const char* s)
{
    const auto m = parseMove(s, 5);
    if (!m)
        qFatal("bad move in test: %s", s);
    return *m;
}

// Compares a layering with seed 000's listing: candidates and bits in order, the shown
// taboo moves as a set (the seed lists them in no particular order).
void compareWithTrace(const Layering& layering, const test::Trace& trace)
{
    QCOMPARE(layering.layers.size(), trace.layers.size());
    for (std::size_t k = 0; k < trace.layers.size(); ++k) {
        const Layer& got = layering.layers[k];
        const test::TraceLayer& want = trace.layers[k];
        QCOMPARE(want.index, static_cast<int>(k));
        const QByteArray where = "layer " + QByteArray::number(static_cast<int>(k));
        QVERIFY2(text(got.candidates) == text(want.candidates),
                 where + "\ngot:  " + text(got.candidates).toUtf8() + "\nwant: " + text(want.candidates).toUtf8());
        std::string bits;
        for (std::uint8_t t : got.taken)
            bits += t ? '1' : '0';
        QVERIFY2(bits == want.bits, where + ": bits " + QByteArray::fromStdString(bits));
        QCOMPARE(got.firstNumber, want.numbers.front());
        for (std::size_t i = 0; i < want.numbers.size(); ++i)
            QCOMPARE(want.numbers[i], want.numbers.front() + static_cast<int>(i)); // the seed numbers without gaps
        QVERIFY2(got.taboo == test::sorted(got.taboo), where + ": taboo not in canonical order");
        QVERIFY2(text(got.taboo) == text(test::sorted(want.taboo)),
                 where + "\ngot:  " + text(got.taboo).toUtf8() + "\nwant: " + text(test::sorted(want.taboo)).toUtf8());
    }
}

std::vector<int> takenCounts(const Layering& layering)
{
    std::vector<int> counts;
    for (const Layer& l : layering.layers)
        counts.push_back(l.takenCount());
    return counts;
}

} // namespace

class TestLayers : public QObject {
    Q_OBJECT

private slots:
    void traceIsComplete()
    {
        // The reader itself: the seed's listing has 59 layers, 232 numbered candidates, 135 taken.
        const test::Trace trace = test::readTrace();
        QCOMPARE(trace.layers.size(), std::size_t(59));
        QCOMPARE(trace.layers.back().numbers.back(), 232);
        QCOMPARE(takenOfTrace(trace).size(), std::size_t(135));
        QCOMPARE(trace.code, std::string(code135));
        QCOMPARE(trace.bits.size(), std::size_t(232));
    }

    // Seed 000: every layer of the 135, from the grid (in scrambled order) and from its code.
    void seed000Trace_data()
    {
        QTest::addColumn<QString>("source");
        QTest::newRow("layerGrid") << "layerGrid";
        QTest::newRow("layerGrid, shuffled") << "shuffled";
        QTest::newRow("decodeLayerCode") << "decode";
    }
    void seed000Trace()
    {
        QFETCH(QString, source);
        const test::Trace trace = test::readTrace();
        std::vector<Move> grid = takenOfTrace(trace);
        if (source == QLatin1String("shuffled")) {
            Random rng(135);
            for (std::size_t i = grid.size(); i > 1; --i)
                std::swap(grid[i - 1], grid[rng.below(static_cast<std::uint32_t>(i))]);
        }
        const Result<Layering> layering =
            source == QLatin1String("decode") ? decodeLayerCode(Variant::T5, code135) : layerGrid(Variant::T5, grid);
        QVERIFY2(layering.ok(), layering.ok() ? "" : layering.error().message().c_str());
        compareWithTrace(*layering, trace);
        QCOMPARE(layering->score(), 135);
        QCOMPARE(layering->takenLayers(), 59);
        QCOMPARE(layering->bitCount(), std::size_t(232));
        QCOMPARE(layering->bits(), trace.bits);
        QCOMPARE(layering->variant, Variant::T5);
    }

    // Seed 001: the 160's taken moves per layer and the product of their factorials.
    void seed001Layering()
    {
        const auto layering = decodeLayerCode(Variant::T5, code160);
        QVERIFY2(layering.ok(), layering.ok() ? "" : layering.error().message().c_str());
        const std::vector<int> seed = {8, 4, 1, 2, 2, 3, 4, 3, 2, 2, 3, 2, 2, 2, 1, 1, 2, 1, 1, 2, 3, 2,
                                       2, 3, 4, 2, 3, 4, 4, 4, 3, 4, 4, 4, 5, 1, 2, 4, 4, 3, 3, 3, 1, 1,
                                       2, 2, 3, 2, 2, 2, 1, 1, 2, 2, 2, 1, 2, 3, 2, 4, 2, 1, 1, 1, 1};
        QCOMPARE(takenCounts(*layering), seed);
        QCOMPARE(layering->score(), 160);
        QCOMPARE(QString::fromStdString(layering->orderings().toShortScientific()), QStringLiteral("6.45314718e+39"));
        // The seed prints the 270-bit string too.
        QCOMPARE(QString::fromStdString(layering->bits()),
                 QStringLiteral("1010110001000100010000000100110111001011010010101110101100011000000100010110001101100110000101"
                                "0011000001011101001100111101011010110011001100110010111111011110111101110111101111011101110011"
                                "11011100111011110101011110101101101110111101111111011101101111101111111101111011"
                                "01"));
    }

    void orderingsOfSmallLayerings()
    {
        Layering empty;
        QCOMPARE(empty.orderings(), BigUInt(1));
        QCOMPARE(empty.score(), 0);
        QCOMPARE(empty.bitCount(), std::size_t(0));
        // The first layer of the 135 alone: 8 taken moves, 8! orders.
        const test::Trace trace = test::readTrace();
        std::vector<Move> firstLayer;
        for (std::size_t i = 0; i < trace.layers[0].candidates.size(); ++i)
            if (trace.layers[0].bits[i] == '1')
                firstLayer.push_back(trace.layers[0].candidates[i]);
        const auto first = layerGrid(Variant::T5, firstLayer);
        QVERIFY(first.ok());
        QCOMPARE(first->score(), 8);
        QCOMPARE(first->orderings(), BigUInt(40320));
        // An unfinished game: its last layer takes nothing, and does not count as a taken layer.
        QCOMPARE(first->layers.size(), std::size_t(2));
        QCOMPARE(first->takenLayers(), 1);
        QCOMPARE(first->layers.back().takenCount(), 0);
        QVERIFY(!first->layers.back().candidates.empty());
        QCOMPARE(first->layers.back().firstNumber, 29);
        QVERIFY(first->layers.back().takenMoves().empty());
    }

    void emptyGrid_data()
    {
        QTest::addColumn<Variant>("variant");
        for (Variant v : allVariants)
            QTest::newRow(std::string(variantName(v)).c_str()) << v;
    }
    void emptyGrid()
    {
        QFETCH(Variant, variant);
        const auto layering = layerGrid(variant, {});
        QVERIFY(layering.ok());
        QCOMPARE(layering->layers.size(), std::size_t(1));
        QCOMPARE(text(layering->layers[0].candidates), text(Position(variant).legalMoves()));
        QCOMPARE(layering->score(), 0);
        QCOMPARE(layering->takenLayers(), 0);
        QVERIFY(layering->layers[0].taboo.empty());
    }

    // Random grids of every variant, given in random order: the layering takes exactly the
    // grid; its linear order replays; every layer's moves are legal together at its start.
    void randomGrids_data() { emptyGrid_data(); }
    void randomGrids()
    {
        QFETCH(Variant, variant);
        Random rng(4000 + static_cast<int>(variant));
        for (int g = 0; g < 150; ++g) {
            const int stop = g % 3 == 0 ? static_cast<int>(rng.below(60)) : -1;
            std::vector<Move> grid = test::randomGame(variant, rng, stop);
            std::vector<Move> shuffled = grid;
            for (std::size_t i = shuffled.size(); i > 1; --i)
                std::swap(shuffled[i - 1], shuffled[rng.below(static_cast<std::uint32_t>(i))]);
            const auto layering = layerGrid(variant, shuffled);
            QVERIFY2(layering.ok(), layering.ok() ? "" : layering.error().message().c_str());
            MORPION_COMPARE_MOVES(test::sorted(layering->movesInOrder()), test::sorted(grid));

            Position pos(variant);
            int number = 1;
            for (const Layer& l : layering->layers) {
                QCOMPARE(l.firstNumber, number);
                number += static_cast<int>(l.candidates.size());
                QCOMPARE(l.taken.size(), l.candidates.size());
                QVERIFY(!l.candidates.empty());
                QVERIFY(l.candidates == test::sorted(l.candidates));
                for (const Move& m : l.candidates)
                    QVERIFY(pos.isLegal(m));
                for (const Move& m : l.taboo)
                    QVERIFY(pos.isLegal(m));
                for (const Move& m : l.takenMoves())
                    if (!pos.play(m))
                        QFAIL(qPrintable(text(m)));
            }
            QCOMPARE(pos.score(), static_cast<int>(grid.size()));
            Position played(variant);
            for (const Move& m : grid)
                played.play(m);
            QCOMPARE(pos.isOver(), played.isOver());
        }
    }

    void errors_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("position");
        QTest::addColumn<int>("layer");
        QTest::addColumn<QStringList>("detailHas");
        const QString a = QString::fromUtf8("4, 4 \u2013 (2,2,se)");
        const QString b = QString::fromUtf8("4, 4 \u2013 (3,3,se)");
        QTest::newRow("duplicate") << "duplicate" << int(ErrorKind::DuplicateMove) << 135 << -1
                                   << QStringList{QString::fromUtf8("2, 2 \u2013 (0,4,ne)")};
        QTest::newRow("same line, other point")
            << "sameLine" << int(ErrorKind::DuplicateMove) << 135 << -1 << QStringList{QStringLiteral("same line")};
        QTest::newRow("conflict in layer 3") << "conflict" << int(ErrorKind::ConflictingMoves) << 135 << 3 << QStringList{a, b};
        QTest::newRow("unreachable") << "unreachable" << int(ErrorKind::UnreachableMove) << 1 << -1
                                     << QStringList{QStringLiteral("20, 20")};
        QTest::newRow("unreachable after a gap") << "gap" << int(ErrorKind::UnreachableMove) << -2 << -1 << QStringList{};
        QTest::newRow("point off its line") << "offLine" << int(ErrorKind::IllegalMove) << 1 << -1
                                            << QStringList{QStringLiteral("not on its line")};
        QTest::newRow("far away") << "far" << int(ErrorKind::UnreachableMove) << 0 << -1 << QStringList{};
        QTest::newRow("far duplicates") << "farDuplicate" << int(ErrorKind::DuplicateMove) << 2 << -1 << QStringList{};
    }
    void errors()
    {
        QFETCH(QString, name);
        QFETCH(int, kind);
        QFETCH(int, position);
        QFETCH(int, layer);
        QFETCH(QStringList, detailHas);
        const test::Trace trace = test::readTrace();
        std::vector<Move> grid = takenOfTrace(trace);
        Variant variant = Variant::T5;
        if (name == QLatin1String("duplicate")) {
            grid.push_back(move("2, 2 - (0,4,ne)"));
        } else if (name == QLatin1String("sameLine")) {
            grid.push_back(move("1, 3 - (0,4,ne)"));
        } else if (name == QLatin1String("conflict")) {
            grid.push_back(move("4, 4 - (3,3,se)")); // seed 000 layer 3: candidate 37 beside the taken 36
        } else if (name == QLatin1String("unreachable")) {
            grid = {move("2, 2 - (0,4,ne)"), move("20, 20 - (16,20,e)"), move("30, 30 - (26,30,e)")};
        } else if (name == QLatin1String("gap")) {
            // Without this first-layer move, every move that builds on its point is cut off.
            grid.erase(std::find(grid.begin(), grid.end(), move("5, 3 - (5,3,e)")));
        } else if (name == QLatin1String("offLine")) {
            grid = {move("2, 2 - (0,4,ne)"), Move{{5, 5}, {{0, 0}, Dir::E}}};
        } else if (name == QLatin1String("far")) {
            grid = {Move{{INT_MAX - 1, INT_MIN + 4}, {{INT_MAX - 5, INT_MIN + 8}, Dir::NE}}};
        } else if (name == QLatin1String("farDuplicate")) {
            const Move far{{100000000, 5}, {{100000000, 5}, Dir::S}};
            grid = {far, move("2, 2 - (0,4,ne)"), far};
        }
        const auto layering = layerGrid(variant, grid);
        QVERIFY(!layering.ok());
        const Error& e = layering.error();
        QCOMPARE(int(e.kind), kind);
        if (position == -2) {
            // The grid's moves never exclude each other, so playing whatever is legal until
            // nothing is gives the reachable ones in any order; the rest are cut off.
            Position pos(variant);
            std::vector<Move> rest = grid;
            for (bool progress = true; progress;) {
                progress = false;
                for (std::size_t i = 0; i < rest.size();) {
                    if (pos.play(rest[i])) {
                        rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
                        progress = true;
                    } else {
                        ++i;
                    }
                }
            }
            QVERIFY(!rest.empty());
            const Move first = *std::min_element(rest.begin(), rest.end());
            QCOMPARE(e.position, std::int64_t(std::find(grid.begin(), grid.end(), first) - grid.begin()));
            detailHas << text(first);
        } else {
            QCOMPARE(e.position, std::int64_t(position));
        }
        QCOMPARE(e.layer, layer);
        for (const QString& s : detailHas)
            QVERIFY2(QString::fromStdString(e.detail.english()).contains(s), e.detail.english().c_str());
        QVERIFY(!e.message().empty());
        // The fast encoder reports the same.
        std::string code;
        const auto fast = LayerCoder(variant).encode(grid, code);
        QVERIFY(!fast.ok());
        QCOMPARE(int(fast.error().kind), kind);
        QCOMPARE(fast.error().position, e.position);
        QCOMPARE(fast.error().detail.english(), e.detail.english());
    }
};

QTEST_APPLESS_MAIN(TestLayers)
#include "tst_layers.moc"
