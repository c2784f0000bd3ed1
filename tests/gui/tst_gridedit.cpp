// Editing inside the grid in the program: remove with cones (action and Delete), a region
// dragged with Shift, take back to a move or a layer, take a candidate instead, the
// dependency highlight and Compare with…; each checked against the core's answer, and
// each one undo step that gives the old grid and code back.

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

// The 178 mirrored left to right.
std::vector<Move> mirrored178()
{
    return Symmetry(1).apply(Variant::T5, test::decoded(Variant::T5, test::code178).movesInOrder());
}

// Shows the window with a collection named `origin` of three grids (the 135, the 178
// mirrored, a 5D grid of 82) and the 178 open; false when something did not happen.
bool showThreeGridsAnd178(MainWindow& window, const QString& origin)
{
    window.resize(1200, 800);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    const QString mirroredCode = QString::fromStdString(encodeLayerCode(Variant::T5, mirrored178()).value());
    window.openCollectionText(
        QStringLiteral("%1\n%2\n5D:%3\n").arg(QLatin1String(test::code135), mirroredCode, QLatin1String(test::code82d)), origin);
    CollectionPanel* collection = window.collectionPanel();
    if (!collection->loader()->waitForFinished(20000) ||
        !QTest::qWaitFor([&] { return collection->table()->model()->rowCount() == 3; }))
        return false;
    return window.openText(QString::fromLatin1(test::code178), Variant::T5);
}

// The window's action with this shortcut (Undo, Redo), or null.
QAction* shortcutAction(QWidget& window, QKeySequence::StandardKey key)
{
    for (QAction* a : window.findChildren<QAction*>())
        if (a->shortcut() == QKeySequence(key))
            return a;
    return nullptr;
}

// Runs `fill` on the next Compare dialog, then presses Compare (or Cancel when it returns
// false); `offers` receives the labels of the grids it offered.
void onNextCompareDialog(std::function<bool(CompareDialog*)> fill, QStringList* offers = nullptr)
{
    QTimer::singleShot(0, [fill, offers] {
        auto* dialog = qobject_cast<CompareDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        if (offers)
            for (QRadioButton* b : dialog->offerButtons())
                offers->append(b->text());
        if (fill(dialog))
            dialog->accept();
        else
            dialog->reject();
    });
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

// The board draws the core's diff of the open grid and `other`.
void checkComparison(MainWindow& window, const std::vector<Move>& other)
{
    const auto& c = window.boardView()->scene().comparison;
    QVERIFY(c);
    // The other grid aligned, as the program compares by default.
    const GridDiff d = diffGrids(window.document()->variant(), window.document()->moves(), other, DiffAlignment::Best);
    QVERIFY(c->common == d.common);
    QVERIFY(c->onlyHere == d.onlyA);
    QVERIFY(c->onlyThere == d.onlyB);
    QVERIFY(window.gridCompare()->summary().contains(QString::number(d.onlyB.size())));
}

// Triggers the entry of the next popup menu whose text contains `text`, once it shows.
void pickFromNextMenu(const QString& text, QStringList* seen = nullptr)
{
    QTimer::singleShot(50, [text, seen] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        if (!menu)
            return;
        QAction* hit = nullptr;
        for (QAction* a : menu->actions()) {
            if (seen)
                seen->append(a->text());
            if (!hit && a->text().contains(text))
                hit = a;
        }
        if (hit)
            hit->trigger();
        menu->close();
    });
}

// Improve set up small and reproducible, from the open grid.
void setUpImprove(SearchPanel* panel, int iterations)
{
    auto* algo = panel->findChild<QComboBox*>(QStringLiteral("searchAlgorithm"));
    algo->setCurrentIndex(algo->findData(static_cast<int>(SearchAlgorithm::Improve)));
    panel->findChild<QSpinBox*>(QStringLiteral("searchThreads"))->setValue(1);
    panel->findChild<QSpinBox*>(QStringLiteral("searchSeed"))->setValue(3);
    panel->findChild<QSpinBox*>(QStringLiteral("searchSeconds"))->setValue(0);
    panel->findChild<QSpinBox*>(QStringLiteral("searchTarget"))->setValue(0);
    panel->setIterationLimit(iterations);
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
        const GridDiff d = diffGrids(Variant::T5, doc->moves(), mirrored, DiffAlignment::Best);
        QCOMPARE(int(d.common.size()), 178);
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

    // Two grids that differ by 4 moves once one is mirrored (22 in common as they are):
    // the other grid is seen through the symmetry with the most moves in common, the
    // banner says which and offers it as it is, and back; a new comparison aligns again.
    void compareAlignsTheOtherGrid()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Document* doc = window.document();
        QVERIFY(window.openText(QString::fromLatin1(test::code178), Variant::T5));
        const std::vector<Move> shorter(doc->moves().begin(), doc->moves().end() - 4); // a game's first 174 moves
        const auto mirrored = Symmetry(1).apply(Variant::T5, shorter);
        QVERIFY(window.gridCompare()->compareWith(Variant::T5, mirrored));
        const auto& c = window.boardView()->scene().comparison;
        QVERIFY(c);
        QCOMPARE(int(c->common.size()), 174);
        QCOMPARE(int(c->onlyHere.size()), 4);
        QCOMPARE(int(c->onlyThere.size()), 0);
        const QString aligned = window.gridCompare()->summary();
        QVERIFY2(aligned.contains(QStringLiteral("174 moves in both")) && aligned.contains(QStringLiteral("Flip Left–Right")),
                 qPrintable(aligned));
        QPushButton* button = window.banner()->actionButton();
        QCOMPARE(button->text(), QStringLiteral("Compare As It Is"));
        button->click();
        QVERIFY(window.gridCompare()->asIs());
        const GridDiff asIs = diffGrids(Variant::T5, doc->moves(), mirrored, DiffAlignment::AsIs);
        QVERIFY(asIs.common.size() < 100);
        QVERIFY(c->common == asIs.common);
        QVERIFY(c->onlyHere == asIs.onlyA);
        QVERIFY(c->onlyThere == asIs.onlyB);
        QVERIFY2(window.gridCompare()->summary().contains(QStringLiteral("as it is")),
                 qPrintable(window.gridCompare()->summary()));
        QCOMPARE(button->text(), QStringLiteral("Align the Other Grid"));
        button->click();
        QVERIFY(!window.gridCompare()->asIs());
        QCOMPARE(int(c->common.size()), 174);
        window.gridCompare()->setAsIs(true);
        QVERIFY(window.gridCompare()->compareWith(Variant::T5, mirrored));
        QVERIFY(!window.gridCompare()->asIs());
        QCOMPARE(int(c->common.size()), 174);
    }

    // A collection row's menu compares it with the open grid; the right click does not
    // open the row in its place. A row of another variant is refused.
    void compareWithACollectionRow()
    {
        MainWindow window;
        Document* doc = window.document();
        QVERIFY(showThreeGridsAnd178(window, QStringLiteral("x")));
        const auto mirrored = mirrored178();
        CollectionPanel* collection = window.collectionPanel();
        QTableView* table = collection->table();
        const auto rowOf = [&](int source) {
            for (int r = 0; r < table->model()->rowCount(); ++r)
                if (collection->filter()->mapToSource(table->model()->index(r, 0)).row() == source)
                    return r;
            return -1;
        };
        const auto rightClick = [&](int source) {
            const QRect cell = table->visualRect(table->model()->index(rowOf(source), 1));
            QTest::mouseClick(table->viewport(), Qt::RightButton, {}, cell.center());
            QContextMenuEvent menu(QContextMenuEvent::Mouse, cell.center(), table->viewport()->mapToGlobal(cell.center()));
            QApplication::sendEvent(table->viewport(), &menu);
        };
        const int steps = doc->undoStack()->count();
        QStringList entries;
        pickFromNextMenu(QStringLiteral("Compare"), &entries);
        rightClick(1);
        QVERIFY2(entries.size() == 2, qPrintable(entries.join(QLatin1Char('|'))));
        QCOMPARE(doc->layerCode(), QString::fromLatin1(test::code178)); // not replaced
        QCOMPARE(doc->undoStack()->count(), steps);
        QVERIFY(window.gridCompare()->isComparing());
        checkComparison(window, mirrored);
        QVERIFY(window.gridCompare()->summary().contains(QStringLiteral("Flip Left–Right")));

        pickFromNextMenu(QStringLiteral("Compare"));
        rightClick(0);
        checkComparison(window, collection->model()->moves(0));

        // The 5D row: refused, the comparison with the 135 stays.
        pickFromNextMenu(QStringLiteral("Compare"));
        rightClick(2);
        checkComparison(window, collection->model()->moves(0));
        QCOMPARE(doc->layerCode(), QString::fromLatin1(test::code178));
    }

    // Compare With… as the dialog offers it: a grid of the collection by its number, a
    // file (and a missing one), a text, another variant's grid (refused), Cancel.
    void compareDialog()
    {
        MainWindow window;
        Document* doc = window.document();
        QVERIFY(showThreeGridsAnd178(window, QStringLiteral("forum post")));
        const auto mirrored = mirrored178();
        const QString mirroredCode = QString::fromStdString(encodeLayerCode(Variant::T5, mirrored).value());
        QAction* compare = window.gridCompare()->compareAction();
        const int steps = doc->undoStack()->count();

        // The number starts at the row picked in the collection, else at 1.
        {
            const auto shown = window.collectionPanel()->model()->shared();
            CompareDialog picked({}, CompareCollection{shown, 1}, &window);
            QCOMPARE(picked.collectionNumber()->value(), 2);
            CompareDialog none({}, CompareCollection{shown, -1}, &window);
            QCOMPARE(none.collectionNumber()->value(), 1);
        }

        // Grid number 2 of the collection.
        onNextCompareDialog([](CompareDialog* d) {
            [&] {
                QVERIFY(d->collectionButton());
                QVERIFY(d->collectionButton()->text().contains(QStringLiteral("forum post")));
                QCOMPARE(d->collectionNumber()->maximum(), 3);
                // Picking the choice takes the keyboard to the number, so typing picks the grid.
                d->activateWindow();
                QVERIFY(QTest::qWaitForWindowActive(d));
                QTest::mouseClick(d->collectionButton(), Qt::LeftButton, {}, QPoint(4, d->collectionButton()->height() / 2));
                QVERIFY(d->collectionButton()->isChecked());
                QTRY_VERIFY(d->collectionNumber()->hasFocus());
                d->collectionNumber()->setValue(2);
                QCOMPARE(d->choice(), CompareDialog::Choice::Collection);
                QVERIFY2(d->collectionRowLabel()->text().contains(QStringLiteral("178 moves")),
                         qPrintable(d->collectionRowLabel()->text()));
            }();
            return true;
        });
        compare->trigger();
        QVERIFY(window.gridCompare()->isComparing());
        checkComparison(window, mirrored);
        QVERIFY(window.gridCompare()->summary().contains(QStringLiteral("Flip Left–Right")));

        // A file holding the 135.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("135.txt"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(test::code135);
        }
        // Compare is off while no file is named (only blanks).
        onNextCompareDialog([path](CompareDialog* d) {
            [&] {
                auto* ok = d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
                d->fileEdit()->setText(QStringLiteral("   "));
                QCOMPARE(d->choice(), CompareDialog::Choice::File);
                QVERIFY(!ok->isEnabled());
                d->fileEdit()->setText(path);
                QVERIFY(ok->isEnabled());
            }();
            return d->choice() == CompareDialog::Choice::File;
        });
        compare->trigger();
        const auto moves135 = test::decoded(Variant::T5, test::code135).movesInOrder();
        checkComparison(window, moves135);

        // A file that is not there: said in the banner, the comparison stays.
        onNextCompareDialog([&dir](CompareDialog* d) {
            d->fileEdit()->setText(dir.filePath(QStringLiteral("gone.msr.json")));
            return true;
        });
        compare->trigger();
        QVERIFY2(window.banner()->text().contains(QStringLiteral("gone.msr.json")), qPrintable(window.banner()->text()));
        checkComparison(window, moves135);

        // A text; Compare is off while it is empty.
        onNextCompareDialog([mirroredCode](CompareDialog* d) {
            [&] {
                auto* ok = d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
                d->textEdit()->setPlainText(QStringLiteral("x"));
                d->textEdit()->clear();
                QCOMPARE(d->choice(), CompareDialog::Choice::Text);
                QVERIFY(!ok->isEnabled());
                d->textEdit()->setPlainText(mirroredCode);
                QVERIFY(ok->isEnabled());
            }();
            return true;
        });
        compare->trigger();
        checkComparison(window, mirrored);

        // The collection's 5D grid: refused, the comparison stays; Cancel changes nothing.
        onNextCompareDialog([](CompareDialog* d) {
            d->collectionNumber()->setValue(3);
            return true;
        });
        compare->trigger();
        QVERIFY(window.banner()->text().contains(QStringLiteral("5D")));
        checkComparison(window, mirrored);
        onNextCompareDialog([&](CompareDialog* d) {
            d->textEdit()->setPlainText(QString::fromLatin1(test::code135));
            return false;
        });
        compare->trigger();
        checkComparison(window, mirrored);
        QCOMPARE(doc->layerCode(), QString::fromLatin1(test::code178));
        QCOMPARE(doc->undoStack()->count(), steps);
    }

    // While another collection is being read, the dialog offers the one shown, and its
    // grid is compared; the comparison outlives the collection being replaced.
    void compareARowWhileAnotherCollectionLoads()
    {
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto mirrored = Symmetry(1).apply(Variant::T5, test::decoded(Variant::T5, test::code178).movesInOrder());
        const QString mirroredCode = QString::fromStdString(encodeLayerCode(Variant::T5, mirrored).value());
        window.openCollectionText(QStringLiteral("%1\n%2\n").arg(QLatin1String(test::code135), mirroredCode),
                                  QStringLiteral("first"));
        CollectionPanel* collection = window.collectionPanel();
        QVERIFY(collection->loader()->waitForFinished(20000));
        QTRY_COMPARE(collection->model()->rowCount(), 2);
        QVERIFY(window.openText(QString::fromLatin1(test::code178), Variant::T5));

        QString big;
        for (int i = 0; i < 200000; ++i)
            big += QLatin1String(test::code135) + QLatin1Char('\n');
        window.openCollectionText(big, QStringLiteral("second"));
        QVERIFY(collection->loader()->isRunning());
        onNextCompareDialog([](CompareDialog* d) {
            [&] {
                QVERIFY(d->collectionButton()->text().contains(QStringLiteral("first")));
                QCOMPARE(d->collectionNumber()->maximum(), 2);
                d->collectionNumber()->setValue(2);
            }();
            return true;
        });
        window.gridCompare()->compareAction()->trigger();
        QVERIFY(collection->loader()->isRunning()); // compared while reading
        checkComparison(window, mirrored);
        // A bound for a stuck reading, not a speed test: under a loaded ctest -j2 the 200,000
        // lines took more than a minute.
        QVERIFY(collection->loader()->waitForFinished(300000));
        QTRY_COMPARE(collection->model()->rowCount(), 200000);
        QVERIFY(window.gridCompare()->isComparing());
        checkComparison(window, mirrored);
        onNextCompareDialog([](CompareDialog* d) {
            [&] {
                QVERIFY(d->collectionButton()->text().contains(QStringLiteral("second")));
                QCOMPARE(d->collectionNumber()->maximum(), 200000);
            }();
            return false;
        });
        window.gridCompare()->compareAction()->trigger();
    }

    // Compare best in the search panel: off until the search has a grid, then the board
    // draws the core's diff of the open grid and the best.
    void compareWithTheSearchBest()
    {
        MainWindow window;
        Document* doc = window.document();
        auto start = test::decoded(Variant::T5, test::code135).movesInOrder();
        start.resize(90);
        doc->load(Variant::T5, start, QStringLiteral("start"));
        SearchPanel* panel = window.searchPanel();
        QVERIFY(!panel->compareButton()->isEnabled());
        setUpImprove(panel, 6);
        panel->startSearch();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), 30000);
        // The last improvement may arrive after the run has ended (a queued signal).
        QTRY_VERIFY_WITH_TIMEOUT(panel->entries().size() >= 2, 10000);
        QVERIFY(panel->compareButton()->isEnabled());
        panel->compareButton()->click();
        QVERIFY(window.gridCompare()->isComparing());
        checkComparison(window, panel->entries().back().moves);
        QVERIFY(!window.boardView()->scene().comparison->onlyThere.empty()); // the best is longer
        // A log line picked: that grid is compared.
        panel->logList()->setCurrentRow(0);
        panel->compareButton()->click();
        checkComparison(window, panel->entries().front().moves);
        QVERIFY(window.boardView()->scene().comparison->onlyThere.empty());
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
        setUpImprove(panel, 8);
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
        pickFromNextMenu(QStringLiteral("Take This One Instead"), &entries);
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
        pickFromNextMenu(QStringLiteral("no such entry"), &entries);
        const QPoint there = view->widgetPosition(grid);
        QContextMenuEvent plain(QContextMenuEvent::Mouse, there, view->mapToGlobal(there));
        QApplication::sendEvent(view, &plain);
        QVERIFY(!entries.isEmpty());
        for (const QString& e : entries)
            QVERIFY2(!e.contains(QStringLiteral("Instead")), qPrintable(e));
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
        // On the board, and not under the message that says what is compared (which is above
        // the board now, not over it).
        QRect inside = view->rect();
        inside.setTop(std::max(0, view->mapFromGlobal(window.banner()->mapToGlobal(QPoint(0, window.banner()->height()))).y()));
        QVERIFY(window.banner()->isVisible());
        for (const auto* list : {&c->common, &c->onlyHere, &c->onlyThere})
            for (const Move& m : *list)
                for (int i = 0; i < lineLength(Variant::T5); ++i) {
                    const Point p = m.line.at(i);
                    QVERIFY2(inside.contains(view->widgetPosition(p)), qPrintable(QStringLiteral("(%1, %2)").arg(p.x).arg(p.y)));
                }
        QVERIFY(view->cellSize() < alone);
        // The scene's bounds, which every picture of it fits to, hold both grids.
        const auto bounds = view->scene().bounds();
        for (const auto* list : {&c->common, &c->onlyHere, &c->onlyThere})
            for (const Move& m : *list)
                for (int i = 0; i < lineLength(Variant::T5); ++i) {
                    const Point p = m.line.at(i);
                    QVERIFY2(p.x > bounds.left && p.x < bounds.left + bounds.width && p.y > bounds.top &&
                                 p.y < bounds.top + bounds.height,
                             qPrintable(QStringLiteral("(%1, %2) outside the scene's bounds").arg(p.x).arg(p.y)));
                }
        window.gridCompare()->leave();
        // The board has the message's room back once the layout has run.
        QTRY_COMPARE(view->cellSize(), alone);
    }
};

QTEST_MAIN(TestGridEdit)
#include "tst_gridedit.moc"
