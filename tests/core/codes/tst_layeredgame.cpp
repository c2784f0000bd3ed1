// A game with its layering (core/codes/LayeredGame): made from a decoded layering it is the
// game made from the moves, without layering anything again; played on and taken back, it is
// layered as a grid of those moves is. (That the reader hands a code's layering on, so that a
// code is layered once from the text to whoever draws it: formats/tst_gridreader.)

#include "core/codes/LayerCode.h"
#include "core/codes/LayerCoder.h"
#include "core/codes/LayeredGame.h"
#include "tests/core/support/LayeredGames.h"

#include <QTest>

#include <algorithm>
#include <string>

using namespace morpion;
using test::codedGrids;
using test::compareGames;

namespace {

Layering decoded(const test::CodedGrid& grid)
{
    auto layering = decodeLayerCode(grid.variant, grid.code());
    if (!layering)
        qFatal("%s: %s", grid.text, layering.error().message().c_str());
    return std::move(layering).value();
}

LayeredGame gameOf(const test::CodedGrid& grid)
{
    return LayeredGame::of(decoded(grid));
}

} // namespace

class TestLayeredGame : public QObject {
    Q_OBJECT

private slots:
    // Made from a decoded layering, the game is the game made from its moves, and nothing
    // is layered again.
    void fromALayering_data() { test::addCodedGridRows(); }
    void fromALayering()
    {
        QFETCH(int, grid);
        Layering layering = decoded(codedGrids[grid]);
        const std::vector<Move> moves = layering.movesInOrder();
        const std::uint64_t before = LayerCoder::runs();
        const LayeredGame game = LayeredGame::of(std::move(layering));
        QCOMPARE(LayerCoder::runs(), before);
        const auto replayed = LayeredGame::of(codedGrids[grid].variant, moves);
        QVERIFY(replayed.ok());
        QCOMPARE(LayerCoder::runs() - before, std::uint64_t{1});
        compareGames(game, *replayed);
    }

    // Every legal move played on a game layers it as a grid of those moves; taken back,
    // it is the game it was.
    void playAndTakeBack_data() { test::addCodedGridRows(); }
    void playAndTakeBack()
    {
        QFETCH(int, grid);
        const LayeredGame start = gameOf(codedGrids[grid]);
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
        LayeredGame game = gameOf(codedGrids[2]);
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
        const LayeredGame target = gameOf(codedGrids[1]);
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
