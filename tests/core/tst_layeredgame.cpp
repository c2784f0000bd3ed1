// A game with its layering (core/codes/LayeredGame): made from a decoded layering it is the
// game made from the moves, without layering anything again; played on and taken back, it is
// layered as a grid of those moves is; and the reader hands a code's layering on, so that a
// code is layered once from the text to whoever draws it (LayerCoder::runs counts).

#include "core/codes/LayerCode.h"
#include "core/codes/LayerCoder.h"
#include "core/codes/LayeredGame.h"
#include "core/formats/GridReader.h"

#include <QTest>

#include <algorithm>
#include <string>

using namespace morpion;

namespace {

// Grids of every variant, finished and unfinished (the empty one too).
const char* const codes[] = {
    "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw", // 5T 178, finished
    "BBYqjXKmCREUk9zxEuXW3nx3v/u/x/JvuX+9P70",              // 5T 135
    "5D:LG4VXOFJjGWQMXhsY7aRf+/97Y",                        // 5D 82
    "4T:C0mESiqv75tz9v7/2",                                 // 4T
    "4D:hkIIRFn6M2n4",                                      // 4D
    "AAAA",                                                 // 5T, nothing taken
    "5D:LG4VXOF",                                           // 5D, unfinished
};

GridRead read(const char* text)
{
    auto grid = readGrid(text);
    if (!grid)
        qFatal("%s: %s", text, grid.error().message().c_str());
    return std::move(grid).value();
}

void compareGames(const LayeredGame& a, const LayeredGame& b)
{
    QCOMPARE(a.variant, b.variant);
    QCOMPARE(a.moves, b.moves);
    QCOMPARE(a.layerOf, b.layerOf);
    QCOMPARE(a.legal, b.legal);
    QCOMPARE(encodeLayerCode(a.layering), encodeLayerCode(b.layering));
    QCOMPARE(a.layering.bits(), b.layering.bits());
    QCOMPARE(a.layering.layers.size(), b.layering.layers.size());
    QCOMPARE(a.viewSteps(), b.viewSteps());
    for (std::size_t k = 0; k < a.layering.layers.size(); ++k) {
        const Layer& x = a.layering.layers[k];
        const Layer& y = b.layering.layers[k];
        QCOMPARE(x.candidates, y.candidates);
        QCOMPARE(x.taboo, y.taboo);
    }
}

} // namespace

class TestLayeredGame : public QObject {
    Q_OBJECT

private slots:
    void codes_data()
    {
        QTest::addColumn<QString>("code");
        for (const char* code : codes)
            QTest::newRow(code) << QString::fromLatin1(code);
    }

    // The reader keeps what it decoded; the game made from it is the game made from its moves.
    void fromTheReader_data() { codes_data(); }
    void fromTheReader()
    {
        QFETCH(QString, code);
        const std::uint64_t before = LayerCoder::runs();
        const GridRead grid = read(code.toLatin1().constData());
        QCOMPARE(LayerCoder::runs() - before, std::uint64_t{1}); // the decode
        QVERIFY(grid.layering.has_value());
        QCOMPARE(grid.layering->movesInOrder(), grid.moves);
        const auto game = layeredGame(grid);
        QVERIFY(game.ok());
        QCOMPARE(LayerCoder::runs() - before, std::uint64_t{1}); // nothing layered again
        const auto replayed = LayeredGame::of(grid.variant, grid.moves);
        QVERIFY(replayed.ok());
        compareGames(*game, *replayed);
        // Written back as a code: from the layering, the same text.
        const std::uint64_t written = LayerCoder::runs();
        const auto text = writeGrid(grid, GridFormat::Code);
        QVERIFY(text.ok());
        QCOMPARE(LayerCoder::runs(), written);
        QCOMPARE(readGrid(*text)->layering->bits(), grid.layering->bits());
    }

    // Other formats carry no layering: it is computed once, when asked for.
    void otherFormatsLayerOnce()
    {
        const GridRead code = read(codes[0]);
        GridRead list;
        list.variant = code.variant;
        list.moves = code.moves;
        const std::uint64_t before = LayerCoder::runs();
        const auto game = layeredGame(list);
        QVERIFY(game.ok());
        QCOMPARE(LayerCoder::runs() - before, std::uint64_t{1});
        compareGames(*game, LayeredGame::of(code.variant, code.moves).value());
    }

    // Every legal move played on a game layers it as a grid of those moves; taken back,
    // it is the game it was.
    void playAndTakeBack_data() { codes_data(); }
    void playAndTakeBack()
    {
        QFETCH(QString, code);
        const GridRead grid = read(code.toLatin1().constData());
        const LayeredGame start = layeredGame(grid).value();
        for (const Move& m : start.legal) {
            LayeredGame game = start;
            QVERIFY(game.play(m));
            std::vector<Move> moves = start.moves;
            moves.push_back(m);
            compareGames(game, LayeredGame::of(start.variant, moves).value());
            QVERIFY(game.takeBack());
            compareGames(game, start);
        }
    }

    // A move that is not legal after the last one changes nothing; neither does taking
    // back from the empty grid.
    void refusals()
    {
        LayeredGame game = layeredGame(read(codes[2])).value();
        const LayeredGame before = game;
        QVERIFY(!game.moves.empty());
        QVERIFY(!game.play(game.moves.front())); // played already
        compareGames(game, before);
        LayeredGame empty = LayeredGame::of(Variant::T5, {}).value();
        QVERIFY(!empty.takeBack());
        QCOMPARE(empty.legal.size(), std::size_t{28});
        for (const Move& m : before.moves)
            if (std::find(empty.legal.begin(), empty.legal.end(), m) == empty.legal.end()) {
                QVERIFY(!empty.play(m)); // not legal from the cross
                break;
            }
        QVERIFY(empty.moves.empty());
    }

    // A game played to its end and taken back to the cross, move by move.
    void wholeGame()
    {
        const LayeredGame target = layeredGame(read(codes[1])).value();
        LayeredGame game = LayeredGame::of(Variant::T5, {}).value();
        for (const Move& m : target.moves)
            QVERIFY(game.play(m));
        compareGames(game, target);
        QVERIFY(game.isOver() == target.isOver());
        while (game.takeBack()) {
        }
        compareGames(game, LayeredGame::of(Variant::T5, {}).value());
    }
};

QTEST_APPLESS_MAIN(TestLayeredGame)
#include "tst_layeredgame.moc"
