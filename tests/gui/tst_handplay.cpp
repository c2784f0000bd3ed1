// Hand play with the mouse: hovering previews, a click plays, and where several lines are
// legal through a point the pointer's offset, Tab, the wheel and Esc pick the line; the end of
// the game is said on the banner. On the board fixture (tests/gui/BoardFixture.h); the window
// only where it links the banner it shows.

#include "BoardFixture.h"
#include "GuiTestSupport.h"

#include "app/gui/board/BoardView.h"
#include "app/gui/common/Language.h"
#include "app/gui/common/MessageBanner.h"
#include "app/gui/document/Document.h"
#include "app/gui/window/MainWindow.h"
#include "core/base/Random.h"

#include <QMouseEvent>
#include <QWheelEvent>

#include <map>

using namespace morpion;
using namespace morpion::gui;

namespace {

void sendMouse(QWidget* w, QEvent::Type type, QPointF pos, Qt::MouseButton button = Qt::NoButton)
{
    const Qt::MouseButtons buttons = type == QEvent::MouseButtonPress ? Qt::MouseButtons(button) : Qt::MouseButtons();
    QMouseEvent e(type, pos, w->mapToGlobal(pos), button, buttons, Qt::NoModifier);
    QApplication::sendEvent(w, &e);
}

void click(QWidget* w, QPointF pos)
{
    sendMouse(w, QEvent::MouseMove, pos);
    sendMouse(w, QEvent::MouseButtonPress, pos, Qt::LeftButton);
    sendMouse(w, QEvent::MouseButtonRelease, pos, Qt::LeftButton);
}

// The pixel position that aims at `m` among the lines through its point: the pointer's
// offset from the point, towards the line's centre.
QPointF aimAt(const BoardView* view, const Move& m, int n)
{
    const paint::BoardGeometry g = view->boardGeometry();
    const double cx = (m.line.at(0).x + m.line.at(n - 1).x) / 2.0 - m.point.x;
    const double cy = (m.line.at(0).y + m.line.at(n - 1).y) / 2.0 - m.point.y;
    const double scale = (n - 1) * 1.2;
    return g.map(m.point.x + cx / scale, m.point.y + cy / scale);
}

} // namespace

class TestHandPlay : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(board_.open("tst_handplay", QSize(1200, 800))); }
    void cleanupTestCase() { board_.close(); }

    void clickPlaysTheMoveUnderThePointer_data()
    {
        QTest::addColumn<int>("variant");
        QTest::newRow("5T") << int(Variant::T5);
        QTest::newRow("5D") << int(Variant::D5);
        QTest::newRow("4T") << int(Variant::T4);
        QTest::newRow("4D") << int(Variant::D4);
    }
    void clickPlaysTheMoveUnderThePointer()
    {
        QFETCH(int, variant);
        Document* doc = board_->document();
        board_->document()->newGame(static_cast<Variant>(variant));
        BoardView* view = board_->boardView();
        view->fitGrid();
        // Play ten moves by clicking each time on the first legal point.
        for (int i = 0; i < 10 && !doc->isOver(); ++i) {
            const Move m = doc->legalMoves().front();
            int atPoint = 0;
            for (const Move& c : doc->legalMoves())
                atPoint += c.point == m.point;
            const QPointF pos = atPoint > 1 ? aimAt(view, m, lineLength(doc->variant())) : QPointF(view->widgetPosition(m.point));
            sendMouse(view, QEvent::MouseMove, pos);
            QVERIFY(view->previewMove().has_value());
            QCOMPARE(*view->previewMove(), m);
            click(view, pos);
            QCOMPARE(doc->score(), i + 1);
            QCOMPARE(doc->moves().back(), m);
            // The layer view and the codes follow at once.
            QCOMPARE(doc->currentLayer(), doc->viewSteps() - 1);
            QVERIFY(!doc->layerCode().isEmpty());
        }
    }

    void clickOnAnEmptyPointDoesNothing()
    {
        Document* doc = board_->document();
        board_->document()->newGame(Variant::T5);
        BoardView* view = board_->boardView();
        click(view, view->widgetPosition({4, 4})); // inside the cross: never legal
        QCOMPARE(doc->score(), 0);
        QVERIFY(!view->previewMove().has_value());
    }

    // Random games until a point has two or more legal lines; the picker then chooses by
    // offset, cycles with Tab and the wheel, cancels with Esc and plays on click.
    void linePicker()
    {
        Document* doc = board_->document();
        BoardView* view = board_->boardView();
        Random rng(7);
        std::vector<Move> through;
        for (int attempt = 0; attempt < 50 && through.size() < 2; ++attempt) {
            board_->document()->newGame(Variant::T5);
            while (!doc->isOver()) {
                std::map<std::pair<int, int>, std::vector<Move>> byPoint;
                for (const Move& m : doc->legalMoves())
                    byPoint[{m.point.x, m.point.y}].push_back(m);
                for (const auto& [p, list] : byPoint)
                    if (list.size() >= 2 && through.empty())
                        through = list;
                if (!through.empty())
                    break;
                const auto& legal = doc->legalMoves();
                QVERIFY(doc->play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]));
            }
        }
        QVERIFY2(through.size() >= 2, "no point with two legal lines found");
        view->fitGrid();
        const int n = lineLength(doc->variant());
        const int before = doc->score();

        // The offset decides.
        for (const Move& m : through) {
            sendMouse(view, QEvent::MouseMove, aimAt(view, m, n));
            QCOMPARE(view->choiceCount(), static_cast<int>(through.size()));
            QVERIFY(view->previewMove().has_value());
            QCOMPARE(*view->previewMove(), m);
        }
        // Tab and the wheel cycle.
        const QPointF pos = aimAt(view, through[0], n);
        sendMouse(view, QEvent::MouseMove, pos);
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Tab);
        QCOMPARE(*view->previewMove(), through[1 % through.size()]);
        QVERIFY(view->hasFocus()); // Tab did not move the focus away
        QWheelEvent wheel(pos, view->mapToGlobal(pos), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase,
                          false);
        QApplication::sendEvent(view, &wheel);
        QCOMPARE(*view->previewMove(), through[2 % through.size()]);
        const double cell = view->cellSize();
        QCOMPARE(view->cellSize(), cell); // the wheel picked, it did not zoom
        // Esc cancels: a click then plays nothing.
        QTest::keyClick(view, Qt::Key_Escape);
        QVERIFY(!view->previewMove().has_value());
        sendMouse(view, QEvent::MouseButtonPress, pos, Qt::LeftButton);
        sendMouse(view, QEvent::MouseButtonRelease, pos, Qt::LeftButton);
        QCOMPARE(doc->score(), before);
        // Tab brings the picker back; the click plays the line shown.
        QTest::keyClick(view, Qt::Key_Tab);
        const auto chosen = view->previewMove();
        QVERIFY(chosen.has_value());
        sendMouse(view, QEvent::MouseButtonPress, pos, Qt::LeftButton);
        sendMouse(view, QEvent::MouseButtonRelease, pos, Qt::LeftButton);
        QCOMPARE(doc->score(), before + 1);
        QCOMPARE(doc->moves().back(), *chosen);
    }

    void dragPansInsteadOfPlaying()
    {
        Document* doc = board_->document();
        board_->document()->newGame(Variant::T5);
        BoardView* view = board_->boardView();
        view->fitGrid();
        const Move m = doc->legalMoves().front();
        const QPointF start = view->widgetPosition(m.point);
        const QPointF origin = view->boardGeometry().origin;
        sendMouse(view, QEvent::MouseMove, start);
        sendMouse(view, QEvent::MouseButtonPress, start, Qt::LeftButton);
        QMouseEvent drag(QEvent::MouseMove, start + QPointF(60, 30), view->mapToGlobal(start + QPointF(60, 30)), Qt::NoButton,
                         Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view, &drag);
        sendMouse(view, QEvent::MouseButtonRelease, start + QPointF(60, 30), Qt::LeftButton);
        QCOMPARE(doc->score(), 0);
        QCOMPARE(view->boardGeometry().origin, origin + QPointF(60, 30));
        QVERIFY(!view->isFitting());
    }

    void wheelZoomsTowardsThePointer()
    {
        board_->document()->newGame(Variant::T5);
        BoardView* view = board_->boardView();
        view->fitGrid();
        const QPointF pos(100, 120);
        const QPointF before = view->boardGeometry().toLattice(pos);
        const double cell = view->cellSize();
        QWheelEvent wheel(pos, view->mapToGlobal(pos), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::ControlModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(view, &wheel);
        QVERIFY(view->cellSize() > cell);
        const QPointF after = view->boardGeometry().toLattice(pos);
        QVERIFY(std::abs(after.x() - before.x()) < 1e-9 && std::abs(after.y() - before.y()) < 1e-9);
        view->zoomOut();
        view->zoomIn();
        view->fitGrid();
        QCOMPARE(view->cellSize(), cell);
        // A hand-played move keeps the zoom; a new grid is fitted whole.
        view->zoomIn();
        const double zoomed = view->cellSize();
        board_->document()->play(board_->document()->legalMoves().front());
        QCOMPARE(view->cellSize(), zoomed);
        QVERIFY(!view->isFitting());
        QVERIFY(board_->openText(QString::fromLatin1(test::code178), Variant::T5));
        QVERIFY(view->isFitting());
    }

    void gameOverIsAnnounced()
    {
        QCOMPARE(Language::install(QStringLiteral("en")), QStringLiteral("en"));
        Document* doc = board_->document();
        doc->newGame(Variant::T5);
        QVERIFY(!board_->banner()->isVisible());
        playToTheEnd(doc, 3);
        QVERIFY(board_->banner()->isVisible());
        QCOMPARE(board_->banner()->kind(), MessageBanner::Kind::Info);
        QCOMPARE(board_->banner()->text(), QStringLiteral("Game over: no legal move is left. Score: %1.").arg(doc->score()));
        // Said again in the new language after a switch, from its catalogue.
        QCOMPARE(Language::install(QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(board_->banner()->text(),
                 QStringLiteral("Partie zu Ende: kein zulässiger Zug mehr. Punktzahl: %1.").arg(doc->score()));
        QCOMPARE(Language::install(QStringLiteral("en")), QStringLiteral("en"));
    }

    // The window says it on the banner above its board: the one it links (linkGameOver).
    void theWindowSaysItOnItsBanner()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.document()->newGame(Variant::T5);
        QVERIFY(!window.banner()->isVisible());
        playToTheEnd(window.document(), 4);
        QVERIFY(window.banner()->isVisible());
        QVERIFY(window.banner()->text().contains(QString::number(window.document()->score())));
    }

private:
    // Random moves until none is legal.
    static void playToTheEnd(Document* doc, std::uint64_t seed)
    {
        Random rng(seed);
        while (!doc->isOver()) {
            const auto& legal = doc->legalMoves();
            QVERIFY(doc->play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]));
        }
    }

    test::BoardFixture board_;
};

QTEST_MAIN(TestHandPlay)
#include "tst_handplay.moc"
