// Editing inside the grid in the program: remove with cones (action and Delete), a region
// dragged with Shift, take back to a move or a layer, take a candidate instead (from the
// layer panel and the board), the dependency highlight and Improve on the open grid or a
// region of it; each checked against the core's answer, and each one undo step that gives
// the old grid and code back. Compare with… is gui.gridcompare.

#include "GridEditSupport.h"
#include "GuiTestSupport.h"

#include "app/gui/board/BoardView.h"
#include "app/gui/collection/CollectionFilter.h"
#include "app/gui/collection/CollectionLoader.h"
#include "app/gui/collection/CollectionModel.h"
#include "app/gui/collection/CollectionPanel.h"
#include "app/gui/common/MessageBanner.h"
#include "app/gui/compare/CompareDialog.h"
#include "app/gui/compare/GridCompare.h"
#include "app/gui/document/Document.h"
#include "app/gui/edit/GridEditActions.h"
#include "app/gui/edit/GridTransformActions.h"
#include "app/gui/panels/LayerPanel.h"
#include "app/gui/search/SearchPanel.h"
#include "app/gui/window/MainWindow.h"
#include "core/codes/GridDiff.h"
#include "core/codes/GridEdit.h"
#include "core/codes/LayerCode.h"
#include "core/codes/Symmetry.h"
#include "core/rules/Dependencies.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

#include <algorithm>
#include <functional>

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

// The window's action with this shortcut (Undo, Redo), or null.
QAction* shortcutAction(QWidget& window, QKeySequence::StandardKey key)
{
    for (QAction* a : window.findChildren<QAction*>())
        if (a->shortcut() == QKeySequence(key))
            return a;
    return nullptr;
}

// Drags a rectangle with Shift on the board around the points a..b (corners included).
void dragRegion(BoardView* view, Point a, Point b)
{
    const int half = static_cast<int>(view->cellSize() / 2);
    const QPoint from = view->widgetPosition(a) - QPoint(half, half);
    const QPoint to = view->widgetPosition(b) + QPoint(half, half);
    QTest::mousePress(view, Qt::LeftButton, Qt::ShiftModifier, from);
    QMouseEvent move(QEvent::MouseMove, QPointF(to), view->mapToGlobal(QPointF(to)), Qt::NoButton, Qt::LeftButton,
                     Qt::ShiftModifier);
    QApplication::sendEvent(view, &move);
    QTest::mouseRelease(view, Qt::LeftButton, Qt::ShiftModifier, to);
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
            if (const auto m = panel->moveOfRow(r);
                m && std::find(doc->moves().begin(), doc->moves().end(), *m) != doc->moves().end())
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

    // Delete with a candidate picked that is not in the grid says so (not "pick one").
    void deleteWithACandidatePickedSaysItIsNotInTheGrid()
    {
        MainWindow window;
        Document* doc = window.document();
        QVERIFY(window.openText(QString::fromLatin1(test::code135), Variant::T5));
        doc->setCurrentLayer(10);
        LayerPanel* panel = window.layerPanel();
        int row = -1;
        for (int r = 0; r < panel->list()->topLevelItemCount() && row < 0; ++r)
            if (const auto m = panel->moveOfRow(r);
                m && std::find(doc->moves().begin(), doc->moves().end(), *m) == doc->moves().end())
                row = r;
        QVERIFY(row >= 0);
        panel->list()->setCurrentItem(panel->list()->topLevelItem(row));
        QVERIFY(window.boardView()->selectedMove());
        QSignalSpy said(window.editActions(), &GridEditActions::message);
        const int steps = doc->undoStack()->count();
        window.editActions()->removeAction()->trigger();
        QCOMPARE(doc->undoStack()->count(), steps);
        QCOMPARE(said.count(), 1);
        const QString text = said.front().front().toString();
        QVERIFY2(text.contains(QStringLiteral("not in the grid")), qPrintable(text));
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
        dragRegion(view, a, b);
        const auto expected = removeRegion(Variant::T5, before, a, b);
        QVERIFY(expected.ok() && !expected->removed.empty());
        QVERIFY(doc->moves() == expected->moves);
        QVERIFY2(window.statusBar()->currentMessage().startsWith(QStringLiteral("Removed")),
                 qPrintable(window.statusBar()->currentMessage()));
        // Ctrl+Z: the grid is whole again, and the status bar no longer says moves went.
        QAction* undo = shortcutAction(window, QKeySequence::Undo);
        QAction* redo = shortcutAction(window, QKeySequence::Redo);
        QVERIFY(undo && redo);
        undo->trigger();
        QVERIFY(doc->moves() == before);
        // (The English plurals come from a catalogue the tests do not load.)
        QVERIFY2(window.statusBar()->currentMessage().startsWith(QStringLiteral("Undone: Remove region (178 move")),
                 qPrintable(window.statusBar()->currentMessage()));
        redo->trigger();
        QVERIFY(doc->moves() == expected->moves);
        QVERIFY(window.statusBar()->currentMessage().startsWith(
            QStringLiteral("Redone: Remove region (%1 move").arg(expected->moves.size())));
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
        QCOMPARE(doc->viewSteps() - 1, 20 + 1); // layers 0..20 and the open last layer
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
        const paint::BoardScene& scene = window.boardView()->scene();
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
        const auto start = test::loadUnfinished135(doc);
        SearchPanel* panel = window.searchPanel();
        test::setUpImprove(panel, 10);
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

    // Improve kept to the region dragged on the board: every move outside it that needs
    // nothing inside it stays, and loading the result is one undo step.
    void improveTheSelectedRegionOnly()
    {
        MainWindow window;
        window.resize(1100, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Document* doc = window.document();
        QVERIFY(window.openText(QString::fromLatin1(test::code178), Variant::T5));
        BoardView* view = window.boardView();
        view->fitGrid();
        SearchPanel* panel = window.searchPanel();
        test::setUpImprove(panel, 8);
        auto* scope = panel->findChild<QComboBox*>(QStringLiteral("searchImproveScope"));
        QVERIFY(scope);
        scope->setCurrentIndex(1);
        QVERIFY(!panel->problem().isEmpty()); // no region yet
        QVERIFY(!panel->options().area);

        // The drag removes the region's moves and leaves the region selected.
        const auto full = doc->moves();
        const Point a{2, 2}, b{6, 5};
        dragRegion(view, a, b);
        QCOMPARE(view->selectedRegion(), std::optional(std::pair(a, b)));
        QCOMPARE(panel->region(), view->selectedRegion());
        const auto cut = removeRegion(Variant::T5, full, a, b);
        QVERIFY(cut.ok() && !cut->removed.empty());
        QVERIFY(doc->moves() == cut->moves);
        QVERIFY2(panel->problem().isEmpty(), qPrintable(panel->problem()));
        QCOMPARE(panel->options().area, std::optional(std::pair(a, b)));

        // Improve the region: what the cut left stays, move for move.
        const auto before = doc->moves();
        const QString code = doc->layerCode();
        panel->startSearch();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), 30000);
        QVERIFY(panel->entries().size() >= 2);
        const auto& best = panel->entries().back().moves;
        for (const Move& m : before)
            QVERIFY(std::find(best.begin(), best.end(), m) != best.end());
        const int steps = doc->undoStack()->count();
        panel->loadBestButton()->click();
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QVERIFY(doc->moves() == best);
        // Loading keeps the region selected (to improve it again); Esc on the board drops it.
        QCOMPARE(view->selectedRegion(), std::optional(std::pair(a, b)));
        QCOMPARE(panel->region(), std::optional(std::pair(a, b)));
        checkUndo(doc, before, code);
        view->setSelectedRegion(std::pair(a, b));
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Escape);
        QVERIFY(!view->selectedRegion());
        QVERIFY(!panel->region());
        QVERIFY(!panel->problem().isEmpty());
        scope->setCurrentIndex(0);
        QVERIFY(panel->problem().isEmpty());
        QVERIFY(!panel->options().area);
        // Another grid put in place drops the region (the work saved first: nothing to ask).
        view->setSelectedRegion(std::pair(a, b));
        doc->undoStack()->setClean();
        QVERIFY(window.openText(QString::fromLatin1(test::code135), Variant::T5));
        QVERIFY(!view->selectedRegion());
        QVERIFY(!panel->region());
    }

    // The board's menu on a point where the shown layer has an untaken candidate offers to
    // take it instead, as the layer panel does.
    void takeInsteadFromTheBoard()
    {
        MainWindow window;
        window.resize(1100, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Document* doc = window.document();
        QVERIFY(window.openText(QString::fromLatin1(test::code135), Variant::T5));
        BoardView* view = window.boardView();
        view->fitGrid();
        // A layer with an untaken candidate alone at its point (no move of the grid there).
        std::optional<Move> pick;
        for (int k = 0; k < doc->viewSteps() && !pick; ++k) {
            doc->setCurrentLayer(k);
            for (const Move& m : view->scene().openCandidates) {
                int atPoint = 0;
                for (const Move& o : view->scene().openCandidates)
                    atPoint += o.point == m.point;
                for (const Move& o : view->scene().taboo)
                    atPoint += o.point == m.point;
                const auto cost = morpion::takeInstead(Variant::T5, doc->moves(), m);
                if (atPoint == 1 && doc->moveAtPoint(m.point) < 0 && cost && cost->removed.size() > 1) {
                    pick = m;
                    break;
                }
            }
        }
        QVERIFY(pick);
        const auto before = doc->moves();
        const QString code = doc->layerCode();
        const auto expected = morpion::takeInstead(Variant::T5, before, *pick);
        QVERIFY(expected.ok());
        QStringList entries;
        test::pickFromNextMenu(QStringLiteral("Take This One Instead"), &entries);
        const QPoint at = view->widgetPosition(pick->point);
        QContextMenuEvent menu(QContextMenuEvent::Mouse, at, view->mapToGlobal(at));
        QApplication::sendEvent(view, &menu);
        // The entry says what it costs, as Remove does.
        const QString costly = QStringLiteral("Take This One Instead and Remove %1 Move").arg(expected->removed.size());
        QVERIFY2(std::any_of(entries.begin(), entries.end(), [&](const QString& e) { return e.startsWith(costly); }),
                 qPrintable(entries.join(QLatin1Char('|'))));
        QVERIFY(doc->moves() == expected->moves);
        checkUndo(doc, before, code);

        // Where the shown layer has nothing untaken, the menu does not offer it.
        entries.clear();
        const Point grid = view->scene().cross.front(); // no move ever adds a point of the cross
        test::pickFromNextMenu(QStringLiteral("no such entry"), &entries);
        const QPoint there = view->widgetPosition(grid);
        QContextMenuEvent plain(QContextMenuEvent::Mouse, there, view->mapToGlobal(there));
        QApplication::sendEvent(view, &plain);
        QVERIFY(!entries.isEmpty());
        for (const QString& e : entries)
            QVERIFY2(!e.contains(QStringLiteral("Instead")), qPrintable(e));
    }
};

QTEST_MAIN(TestGridEdit)
#include "tst_gridedit.moc"
