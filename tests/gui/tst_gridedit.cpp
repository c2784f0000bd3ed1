// Editing inside the grid in the program: remove with cones (action and Delete), a region
// dragged with Shift, take back to a move or a layer, take a candidate instead, the
// dependency highlight and Compare with…; each checked against the core's answer, and
// each one undo step that gives the old grid and code back.

#include "GuiTestSupport.h"

#include "app/gui/BoardView.h"
#include "app/gui/Document.h"
#include "app/gui/GridCompare.h"
#include "app/gui/GridEditActions.h"
#include "app/gui/GridTransformActions.h"
#include "app/gui/LayerPanel.h"
#include "app/gui/MainWindow.h"
#include "app/gui/MessageBanner.h"
#include "app/gui/SearchPanel.h"
#include "core/Dependencies.h"
#include "core/GridDiff.h"
#include "core/GridEdit.h"
#include "core/LayerCode.h"
#include "core/Symmetry.h"

#include <QAction>
#include <QComboBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

#include <algorithm>

using namespace morpion;
using namespace morpion::gui;

namespace {

std::vector<Move> sorted(std::vector<Move> moves)
{
    std::sort(moves.begin(), moves.end());
    return moves;
}

// The edit is one undo step; undo gives the grid and its code back exactly, redo the edit.
void checkUndo(Document* doc, const std::vector<Move>& before, const QString& codeBefore)
{
    const std::vector<Move> after = doc->moves();
    const QString codeAfter = doc->layerCode();
    doc->undoStack()->undo();
    QVERIFY(doc->moves() == before);
    QCOMPARE(doc->layerCode(), codeBefore);
    doc->undoStack()->redo();
    QVERIFY(doc->moves() == after);
    QCOMPARE(doc->layerCode(), codeAfter);
}

} // namespace

class TestGridEdit : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings("tst_gridedit"); }

    void removeWithCone()
    {
        MainWindow window;
        Document* doc = window.document();
        QVERIFY(window.openText(QString::fromLatin1(test::code178), Variant::T5));
        const auto before = doc->moves();
        const QString code = doc->layerCode();
        const int steps = doc->undoStack()->count();
        QVERIFY(window.editActions()->removeMove(99));
        const int index = 99;
        const auto expected = removeMoves(Variant::T5, before, std::span<const int>(&index, 1));
        QVERIFY(expected.ok() && expected->removed.size() > 1);
        QVERIFY(doc->moves() == expected->moves);
        QCOMPARE(doc->layerCode().toStdString(), encodeLayerCode(Variant::T5, expected->moves).value());
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        checkUndo(doc, before, code);
    }

    // Delete removes the move picked in the layer panel (nothing under the pointer).
    void deleteRemovesThePickedMove()
    {
        MainWindow window;
        Document* doc = window.document();
        QVERIFY(window.openText(QString::fromLatin1(test::code135), Variant::T5));
        doc->setCurrentLayer(10);
        LayerPanel* panel = window.layerPanel();
        int row = -1;
        for (int r = 0; r < panel->list()->topLevelItemCount() && row < 0; ++r)
            if (const auto m = panel->moveOfRow(r); m && std::find(doc->moves().begin(), doc->moves().end(), *m) != doc->moves().end())
                row = r;
        QVERIFY(row >= 0);
        const Move picked = *panel->moveOfRow(row);
        panel->list()->setCurrentItem(panel->list()->topLevelItem(row));
        QCOMPARE(window.boardView()->selectedMove(), std::optional<Move>(picked));
        const auto before = doc->moves();
        const int index = static_cast<int>(std::find(before.begin(), before.end(), picked) - before.begin());
        window.editActions()->removeAction()->trigger();
        const auto expected = removeMoves(Variant::T5, before, std::span<const int>(&index, 1));
        QVERIFY(doc->moves() == expected->moves);
        QCOMPARE(window.editActions()->removeAction()->shortcut(), QKeySequence(QKeySequence::Delete));
    }

    // A rectangle dragged with Shift removes the moves whose points lie inside, with cones.
    void regionByShiftDrag()
    {
        MainWindow window;
        window.resize(1100, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Document* doc = window.document();
        QVERIFY(window.openText(QString::fromLatin1(test::code178), Variant::T5));
        BoardView* view = window.boardView();
        view->fitGrid();
        const auto before = doc->moves();
        const QString code = doc->layerCode();
        const Point a{2, 2}, b{6, 5};
        const int half = static_cast<int>(view->cellSize() / 2);
        const QPoint from = view->widgetPosition(a) - QPoint(half, half);
        const QPoint to = view->widgetPosition(b) + QPoint(half, half);
        QTest::mousePress(view, Qt::LeftButton, Qt::ShiftModifier, from);
        QMouseEvent move(QEvent::MouseMove, QPointF(to), view->mapToGlobal(QPointF(to)), Qt::NoButton, Qt::LeftButton,
                         Qt::ShiftModifier);
        QApplication::sendEvent(view, &move);
        QTest::mouseRelease(view, Qt::LeftButton, Qt::ShiftModifier, to);
        const auto expected = removeRegion(Variant::T5, before, a, b);
        QVERIFY(expected.ok() && !expected->removed.empty());
        QVERIFY(doc->moves() == expected->moves);
        checkUndo(doc, before, code);
    }

    void takeBack()
    {
        MainWindow window;
        Document* doc = window.document();
        QVERIFY(window.openText(QString::fromLatin1(test::code135), Variant::T5));
        const auto before = doc->moves();
        const QString code = doc->layerCode();
        QVERIFY(window.editActions()->takeBackTo(59));
        QVERIFY(doc->moves() == std::vector<Move>(before.begin(), before.begin() + 60));
        checkUndo(doc, before, code);
        doc->undoStack()->undo();
        QVERIFY(window.editActions()->takeBackToLayer(20));
        QVERIFY(doc->moves() == morpion::takeBackToLayer(Variant::T5, before, 20)->moves);
        QCOMPARE(doc->layerCount() - 1, 20 + 1); // layers 0..20 and the open last layer
        checkUndo(doc, before, code);
    }

    // A candidate that layer 5 did not take: played, its conflicts gone with their cones.
    void takeInstead()
    {
        MainWindow window;
        Document* doc = window.document();
        QVERIFY(window.openText(QString::fromLatin1(test::code178), Variant::T5));
        const auto before = doc->moves();
        const QString code = doc->layerCode();
        const Layer& layer = doc->layering().layers[5];
        std::optional<Move> other;
        for (std::size_t i = 0; i < layer.candidates.size() && !other; ++i)
            if (!layer.taken[i])
                other = layer.candidates[i];
        QVERIFY(other);
        QVERIFY(window.editActions()->takeInstead(*other));
        const auto expected = morpion::takeInstead(Variant::T5, before, *other);
        QVERIFY(expected.ok());
        QVERIFY(doc->moves() == expected->moves);
        QVERIFY(std::find(doc->moves().begin(), doc->moves().end(), *other) != doc->moves().end());
        checkUndo(doc, before, code);
        // A move the grid has is refused, and nothing changes.
        const int steps = doc->undoStack()->count();
        QVERIFY(!window.editActions()->takeInstead(doc->moves().front()));
        QCOMPARE(doc->undoStack()->count(), steps);
    }

    // Picking a move shows its cones on the board, as the core computes them.
    // The moves played by hand since the grid was opened stay the user's through edits: a
    // turned image keeps them, a removal keeps as opened only the leading moves that were
    // opened before, and undo gives the old mark back.
    void handPlayedMovesSurviveEdits()
    {
        MainWindow window;
        Document* doc = window.document();
        const auto opened = test::decoded(Variant::T5, test::code135).movesInOrder();
        doc->load(Variant::T5, std::vector<Move>(opened.begin(), opened.begin() + 40), QStringLiteral("40 moves"));
        for (int i = 0; i < 3; ++i)
            QVERIFY(doc->play(doc->legalMoves().front()));
        QCOMPARE(doc->playedFrom(), 40);
        window.transformActions()->apply(Symmetry(1));
        QCOMPARE(doc->playedFrom(), 40);
        doc->undoStack()->undo();
        const auto before = doc->moves();
        QVERIFY(window.editActions()->removeMove(20));
        const auto& after = doc->moves();
        QVERIFY(after.size() < before.size() && after.size() > 20);
        int expected = 0;
        while (expected < static_cast<int>(after.size()) &&
               std::find(before.begin(), before.begin() + 40, after[static_cast<std::size_t>(expected)]) != before.begin() + 40)
            ++expected;
        QVERIFY(expected < 40);
        QCOMPARE(doc->playedFrom(), expected);
        // The user's moves that were not removed are still drawn as the user's.
        for (std::size_t i = 0; i < after.size(); ++i)
            if (std::find(before.begin() + 40, before.end(), after[i]) != before.end())
                QVERIFY(static_cast<int>(i) >= doc->playedFrom());
        doc->undoStack()->undo();
        QCOMPARE(doc->playedFrom(), 40);
    }

    void dependencyHighlight()
    {
        MainWindow window;
        Document* doc = window.document();
        QVERIFY(window.openText(QString::fromLatin1(test::code178), Variant::T5));
        const Move picked = doc->moves()[40];
        window.boardView()->setSelectedMove(picked);
        const BoardScene& scene = window.boardView()->scene();
        QCOMPARE(scene.focus, std::optional<Move>(picked));
        const auto deps = Dependencies::of(Variant::T5, doc->moves()).value();
        std::vector<Move> needs, neededBy;
        for (const int i : deps.needsCone(40))
            needs.push_back(doc->moves()[static_cast<std::size_t>(i)]);
        for (const int i : deps.neededByCone(40))
            neededBy.push_back(doc->moves()[static_cast<std::size_t>(i)]);
        QVERIFY(sorted(scene.needs) == sorted(needs));
        QVERIFY(sorted(scene.neededBy) == sorted(neededBy));
        QVERIFY(!needs.empty() && !neededBy.empty());
        window.boardView()->setSelectedMove(std::nullopt);
        QVERIFY(!window.boardView()->scene().focus);
    }

    // Improve in the search panel works on the open grid: its first log line is the grid
    // itself, an unfinished grid grows, and loading the best is one undo step.
    void improveInTheSearchPanel()
    {
        MainWindow window;
        Document* doc = window.document();
        auto start = test::decoded(Variant::T5, test::code135).movesInOrder();
        start.resize(90);
        doc->load(Variant::T5, start, QStringLiteral("start"));
        SearchPanel* panel = window.searchPanel();
        auto* algo = panel->findChild<QComboBox*>(QStringLiteral("searchAlgorithm"));
        algo->setCurrentIndex(algo->findData(static_cast<int>(SearchAlgorithm::Improve)));
        panel->findChild<QSpinBox*>(QStringLiteral("searchThreads"))->setValue(1);
        panel->findChild<QSpinBox*>(QStringLiteral("searchSeed"))->setValue(3);
        panel->findChild<QSpinBox*>(QStringLiteral("searchSeconds"))->setValue(0);
        panel->findChild<QSpinBox*>(QStringLiteral("searchTarget"))->setValue(0);
        panel->setIterationLimit(10);
        QVERIFY2(panel->startButton()->isEnabled(), qPrintable(panel->statusText()));
        panel->startSearch();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), 30000);
        QVERIFY(!panel->entries().empty());
        QCOMPARE(panel->entries().front().score, 90);
        QCOMPARE(panel->entries().front().iteration, std::int64_t{0});
        QVERIFY(panel->entries().back().score > 90);
        const int steps = doc->undoStack()->count();
        panel->loadBestButton()->click();
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QVERIFY(doc->moves() == panel->entries().back().moves);
        doc->undoStack()->undo();
        QVERIFY(doc->moves() == start);
    }

    // Compare with the 178's mirror image: the overlay holds the core's diff, the banner
    // names the symmetry, Esc leaves.
    void compare()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Document* doc = window.document();
        QVERIFY(window.openText(QString::fromLatin1(test::code178), Variant::T5));
        const auto mirrored = Symmetry(1).apply(Variant::T5, doc->moves());
        const QString code = QString::fromStdString(encodeLayerCode(Variant::T5, mirrored).value());
        QVERIFY(window.gridCompare()->compareWith(code));
        const auto& c = window.boardView()->scene().comparison;
        QVERIFY(c);
        const GridDiff d = diffGrids(Variant::T5, doc->moves(), mirrored);
        QVERIFY(c->common == d.common);
        QVERIFY(c->onlyHere == d.onlyA);
        QVERIFY(c->onlyThere == d.onlyB);
        QVERIFY(window.gridCompare()->summary().contains(QStringLiteral("Flip Left–Right")));
        QVERIFY(window.gridCompare()->summary().contains(QString::number(d.onlyB.size())));
        // Unreadable text: refused, the comparison stays.
        QVERIFY(!window.gridCompare()->compareWith(QStringLiteral("!!")));
        window.boardView()->setFocus();
        QTest::keyClick(window.boardView(), Qt::Key_Escape);
        QVERIFY(!window.boardView()->scene().comparison);
        QVERIFY(!window.gridCompare()->isComparing());
    }

    // Compared with a larger grid (the 135 with the 178, in a 1024×640 window), fit zoom
    // shows both grids whole, below the message; when the comparison ends it fits the open grid alone again.
    // The same from a zoom of the user's: a comparison starts at fit zoom.
    void compareFitsBoth_data()
    {
        QTest::addColumn<bool>("zoomedIn");
        QTest::newRow("at fit zoom") << false;
        QTest::newRow("zoomed in") << true;
    }
    void compareFitsBoth()
    {
        QFETCH(bool, zoomedIn);
        MainWindow window;
        window.resize(1024, 640);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        BoardView* view = window.boardView();
        QVERIFY(window.openText(QString::fromLatin1(test::code135), Variant::T5));
        const double alone = view->cellSize();
        if (zoomedIn) {
            view->zoomIn();
            view->zoomIn();
        }
        QVERIFY(window.gridCompare()->compareWith(QString::fromLatin1(test::code178)));
        QVERIFY(view->isFitting());
        const auto& c = view->scene().comparison;
        QVERIFY(c && !c->onlyThere.empty());
        // On the board, and not under the message that says what is compared.
        QRect inside = view->rect();
        inside.setTop(window.banner()->geometry().bottom() + 1);
        QVERIFY(window.banner()->isVisible());
        for (const auto* list : {&c->common, &c->onlyHere, &c->onlyThere})
            for (const Move& m : *list)
                for (int i = 0; i < lineLength(Variant::T5); ++i) {
                    const Point p = m.line.at(i);
                    QVERIFY2(inside.contains(view->widgetPosition(p)), qPrintable(QStringLiteral("(%1, %2)").arg(p.x).arg(p.y)));
                }
        QVERIFY(view->cellSize() < alone);
        window.gridCompare()->leave();
        QCOMPARE(view->cellSize(), alone);
    }
};

QTEST_MAIN(TestGridEdit)
#include "tst_gridedit.moc"
