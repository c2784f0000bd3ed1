// What hand play looks like: every legal move is drawn playable, the user's moves stand
// out, the grid's last move is ringed, hints have their own legend entry, and "taboo" is
// only named (in plain words) when reading the layers of a grid.

#include "BoardFixture.h"
#include "GuiTestSupport.h"
#include "PaintArea.h"

#include "app/gui/board/BoardView.h"
#include "app/gui/document/Document.h"
#include "app/gui/panels/LayerPanel.h"
#include "app/paint/BoardLegend.h"

#include <QImage>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QTreeWidget>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <optional>

using namespace morpion;
using namespace morpion::gui;

namespace {

void click(QWidget* w, QPointF pos)
{
    for (auto type : {QEvent::MouseMove, QEvent::MouseButtonPress, QEvent::MouseButtonRelease}) {
        const Qt::MouseButton button = type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton;
        const Qt::MouseButtons buttons = type == QEvent::MouseButtonPress ? Qt::LeftButton : Qt::NoButton;
        QMouseEvent e(type, pos, w->mapToGlobal(pos), button, buttons, Qt::NoModifier);
        QApplication::sendEvent(w, &e);
    }
}

std::vector<Move> sorted(std::vector<Move> v)
{
    std::sort(v.begin(), v.end());
    return v;
}

} // namespace

class TestPlayLook : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(board_.open("tst_playlook", QSize(1200, 800))); }
    void cleanupTestCase() { board_.close(); }

    // New game, three clicks: every one of the legal moves is drawn playable, none crossed
    // out as taboo, and the three moves are the user's.
    void everyLegalMoveLooksPlayable_data()
    {
        QTest::addColumn<int>("variant");
        QTest::newRow("5T") << int(Variant::T5);
        QTest::newRow("5D") << int(Variant::D5);
        QTest::newRow("4T") << int(Variant::T4);
        QTest::newRow("4D") << int(Variant::D4);
    }
    void everyLegalMoveLooksPlayable()
    {
        QFETCH(int, variant);
        Document* doc = board_->document();
        BoardView* view = board_->boardView();
        doc->newGame(static_cast<Variant>(variant));
        view->fitGrid();
        for (int i = 0; i < 3; ++i) {
            // A point with a single legal line, so that the click needs no aim.
            const auto& legal = doc->legalMoves();
            const auto single = std::find_if(legal.begin(), legal.end(), [&](const Move& m) {
                return std::count_if(legal.begin(), legal.end(), [&](const Move& o) { return o.point == m.point; }) == 1;
            });
            QVERIFY(single != legal.end());
            click(view, view->widgetPosition(single->point));
            QCOMPARE(doc->score(), i + 1);
        }
        const paint::BoardScene& s = view->scene();
        QVERIFY(s.playing);
        QCOMPARE(sorted(s.playable), sorted(doc->legalMoves()));
        QVERIFY(s.taboo.empty());
        QVERIFY(s.openCandidates.empty());
        // The user's moves stand out; the last one is ringed.
        QCOMPARE(s.movesWithRole(paint::BoardScene::Role::Current), doc->moves());
        QVERIFY(std::all_of(s.items.begin(), s.items.end(), [](const paint::BoardScene::Item& it) { return it.played; }));
        QVERIFY(s.lastMovePoint.has_value());
        QCOMPARE(*s.lastMovePoint, doc->moves().back().point);
        // The panel says so as well.
        QVERIFY(board_->layerPanel()
                    ->findChild<QLabel*>(QStringLiteral("layerTitle"))
                    ->text()
                    .contains(QString::number(doc->legalMoves().size())));
    }

    // The moves one may play, and a layer's candidates not taken, are drawn: dashes in the
    // candidate colour, which painting the same scene without them leaves out.
    void playableMovesAreDrawn_data()
    {
        QTest::addColumn<int>("layer"); // -1: a new game in hand play
        QTest::newRow("hand play, the cross") << -1;
        QTest::newRow("the 178 at layer 10") << 10;
    }
    void playableMovesAreDrawn()
    {
        QFETCH(int, layer);
        Document* doc = board_->document();
        if (layer < 0) {
            doc->newGame(Variant::T5);
        } else {
            doc->load(Variant::T5, test::decoded(Variant::T5, test::code178).movesInOrder(), QStringLiteral("178"));
            doc->setCurrentLayer(layer);
        }
        const paint::BoardScene scene = board_->boardView()->scene();
        QVERIFY(!scene.playable.empty() || !scene.openCandidates.empty());
        paint::BoardScene without = scene;
        without.playable.clear();
        without.openCandidates.clear();
        const paint::BoardStyle style = paint::BoardStyle::light();
        const auto dashes = [&style](const paint::BoardScene& s) {
            test::PaintArea area(QSize(600, 600), style);
            area.paint(s);
            const QColor want = style.candidate;
            int n = 0;
            for (int y = 0; y < area.image().height(); ++y)
                for (int x = 0; x < area.image().width(); ++x) {
                    const QRgb c = area.image().pixel(x, y);
                    n += std::abs(qRed(c) - want.red()) + std::abs(qGreen(c) - want.green()) + std::abs(qBlue(c) - want.blue()) <
                         30;
                }
            return n;
        };
        const int drawn = dashes(scene);
        QVERIFY2(drawn > 200 && dashes(without) < drawn / 10, qPrintable(QString::number(drawn)));
        doc->newGame(Variant::T5); // the next tests start from a game in hand play
    }

    // A loaded unfinished grid opens at its last layer, in play: its own moves are not the
    // user's; moves played on it are.
    void unfinishedGridOpensForPlay()
    {
        Document* doc = board_->document();
        const auto moves = test::decoded(Variant::T5, test::code135).movesInOrder();
        doc->load(Variant::T5, std::vector<Move>(moves.begin(), moves.begin() + 40), QStringLiteral("40 moves"));
        QVERIFY(!doc->isOver());
        QCOMPARE(doc->currentLayer(), doc->viewSteps() - 1);
        BoardView* view = board_->boardView();
        QVERIFY(view->scene().playing);
        QVERIFY(view->scene().movesWithRole(paint::BoardScene::Role::Current).empty());
        QCOMPARE(view->scene().movesWithRole(paint::BoardScene::Role::Earlier).size(), std::size_t{40});
        QCOMPARE(*view->scene().lastMovePoint, moves[39].point);
        QVERIFY(doc->play(doc->legalMoves().front()));
        QCOMPARE(view->scene().movesWithRole(paint::BoardScene::Role::Current), std::vector<Move>{doc->moves().back()});
        // Undoing the load gives back the user's moves as the user's.
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QCOMPARE(doc->playedFrom(), 0);
        // Stepping back reads the layers again: the candidates and the moves left untaken.
        doc->undoStack()->redo();
        doc->setCurrentLayer(doc->viewSteps() - 2);
        QVERIFY(!view->scene().playing);
        QVERIFY(view->scene().playable.empty());
        QCOMPARE(view->scene().taboo, doc->layering().layers[static_cast<std::size_t>(doc->viewSteps() - 2)].taboo);
    }

    // A finished grid (the 178) is read, not played: layer 0, its last move ringed in gold
    // at the layers where it is drawn.
    void finishedGridIsRead()
    {
        Document* doc = board_->document();
        const auto moves = test::decoded(Variant::T5, test::code178).movesInOrder();
        doc->load(Variant::T5, moves, QStringLiteral("178"));
        QCOMPARE(doc->currentLayer(), 0);
        BoardView* view = board_->boardView();
        QVERIFY(!view->scene().playing);
        QVERIFY(!view->scene().lastMovePoint.has_value()); // a later layer's move, ghosted
        doc->setCurrentLayer(doc->viewSteps() - 1);
        QVERIFY(view->scene().lastMovePoint.has_value());
        QCOMPARE(*view->scene().lastMovePoint, moves.back().point);
        QVERIFY(!view->scene().playing); // finished: nothing to play
    }

    // The legend names what the board shows: hand play, reading with moves left untaken,
    // hints and the last move each add their row.
    void legendHasARowForEachMark()
    {
        Document* doc = board_->document();
        BoardView* view = board_->boardView();
        const double font = 12;
        doc->load(Variant::T5, test::decoded(Variant::T5, test::code178).movesInOrder(), QStringLiteral("178"));
        doc->setCurrentLayer(30);
        const QSizeF reading = paint::BoardLegend::size(view->scene(), font);
        view->setHintsShown(true);
        QVERIFY(view->scene().hints.empty()); // a finished grid has none
        doc->newGame(Variant::T5);
        QVERIFY(doc->play(doc->legalMoves().front()));
        const QSizeF playing = paint::BoardLegend::size(view->scene(), font);
        QVERIFY(!view->scene().hints.empty());
        view->setHintsShown(false);
        const QSizeF playingNoHints = paint::BoardLegend::size(view->scene(), font);
        QVERIFY(playing.height() > playingNoHints.height());
        // No legend is ever larger than the room kept for it.
        const QSizeF bound = paint::BoardLegend::bound(view->scene(), font);
        for (const QSizeF& s : {reading, playing, playingNoHints}) {
            QVERIFY(s.width() <= bound.width());
            QVERIFY(s.height() <= bound.height());
        }
    }

    // The legend's samples of the moves drawn in the current colour (this layer's, the last
    // move's, only in this grid) have a filled point as the board's have: down the column
    // of the samples' points, a run of that colour as tall as a point for each such row
    // (a line alone is a third of that).
    void legendPointsAreFilled()
    {
        Document* doc = board_->document();
        BoardView* view = board_->boardView();
        doc->load(Variant::T5, test::decoded(Variant::T5, test::code178).movesInOrder(), QStringLiteral("178"));
        doc->setCurrentLayer(30);
        const paint::BoardScene scene = view->scene();
        const paint::BoardStyle style = paint::BoardStyle::light();
        const double font = 40;
        int filled = 0;
        for (const auto& e : scene.legend())
            filled += e.kind == paint::BoardScene::LegendEntry::Kind::Current ||
                      e.kind == paint::BoardScene::LegendEntry::Kind::OnlyHere ||
                      e.kind == paint::BoardScene::LegendEntry::Kind::LastMove;
        QVERIFY(filled >= 1);
        const QSizeF size = paint::BoardLegend::size(scene, font);
        QImage image(size.toSize() + QSize(20, 20), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        {
            QPainter p(&image);
            paint::BoardLegend::paint(p, scene, style, QPointF(10, 10), font);
        }
        const int x = 10 + static_cast<int>(std::lround(font * (0.7 + 1.2))); // pad + half a sample
        const QColor want = style.current;
        const auto near = [&](QRgb c) {
            return std::abs(qRed(c) - want.red()) + std::abs(qGreen(c) - want.green()) + std::abs(qBlue(c) - want.blue()) < 30;
        };
        int runs = 0;
        for (int y = 0, run = 0; y <= image.height(); ++y) {
            if (y < image.height() && near(image.pixel(x, y))) {
                ++run;
                continue;
            }
            runs += run >= font * 0.45; // a point is 0.6 of the font tall, the line 0.17
            run = 0;
        }
        QCOMPARE(runs, filled);
    }

    // The hint's legend row says what the hints are: the moves that keep the solver's
    // proven best reachable (with that score), else legal moves; none without hints.
    void hintRowSaysWhatItIs()
    {
        paint::BoardScene scene;
        scene.playing = true;
        const auto hintRow = [&scene]() -> std::optional<paint::BoardScene::LegendEntry> {
            for (const auto& e : scene.legend())
                if (e.kind == paint::BoardScene::LegendEntry::Kind::Hint)
                    return e;
            return std::nullopt;
        };
        QVERIFY(!hintRow());
        scene.hints = {Move{{5, -1}, {{5, -1}, Dir::S}}};
        QVERIFY(hintRow() && QByteArray(hintRow()->text.text).contains("a legal move"));
        scene.hintBest = 40;
        const auto proven = hintRow();
        QVERIFY(proven && QByteArray(proven->text.text).contains("keeps the proven best"));
        QCOMPARE(proven->numbers, (std::vector<int>{1, 40}));
    }

    // Hints glow under the legal lines in their own colour, not over other dashes.
    void hintsHaveTheirOwnStyle()
    {
        for (const paint::BoardStyle& s : {paint::BoardStyle::light(), paint::BoardStyle::dark(), paint::BoardStyle::print()}) {
            QVERIFY(s.hint != s.candidate);
            QVERIFY(s.hint != s.taboo);
            QVERIFY(s.lastMove.isValid());
            // Left untaken earlier is not drawn in an alarm colour.
            QVERIFY(s.taboo.hslSaturationF() < 0.5);
        }
    }

    // The panel names moves left untaken in plain words, not "taboo".
    void panelSpeaksPlainly()
    {
        Document* doc = board_->document();
        doc->load(Variant::T5, test::decoded(Variant::T5, test::code178).movesInOrder(), QStringLiteral("178"));
        doc->setCurrentLayer(20);
        const QTreeWidget* list = board_->layerPanel()->list();
        bool heading = false;
        for (int i = 0; i < list->topLevelItemCount(); ++i) {
            const QString t = list->topLevelItem(i)->text(0) + list->topLevelItem(i)->text(1);
            QVERIFY2(!t.contains(QStringLiteral("Taboo"), Qt::CaseInsensitive), qPrintable(t));
            heading |= t.startsWith(QStringLiteral("Left untaken earlier"));
        }
        QVERIFY(heading);
        QVERIFY(board_->layerPanel()
                    ->findChild<QLabel*>(QStringLiteral("layerTitle"))
                    ->text()
                    .contains(QStringLiteral("left untaken in an earlier layer")));
    }

private:
    test::BoardFixture board_;
};

QTEST_MAIN(TestPlayLook)
#include "tst_playlook.moc"
