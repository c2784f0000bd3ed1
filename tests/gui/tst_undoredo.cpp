// Undo and redo through the window's actions: hand-played moves and loads are steps, the
// clean state is the "modified" mark.

#include "GuiTestSupport.h"

#include "app/gui/document/Document.h"
#include "app/gui/window/MainWindow.h"

#include <QAction>
#include <QUndoStack>

#include <memory>

using namespace morpion;
using namespace morpion::gui;

class TestUndoRedo : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings("tst_undoredo"); }

    void movesAndLoads()
    {
        MainWindow window;
        Document* doc = window.document();
        QUndoStack* stack = doc->undoStack();
        const QString start = doc->layerCode();
        QVERIFY(!doc->isModified());
        QVERIFY(!window.isWindowModified());

        doc->newGame(Variant::T4);
        QCOMPARE(doc->variant(), Variant::T4);
        std::vector<Move> played;
        for (int i = 0; i < 6; ++i) {
            const Move m = doc->legalMoves()[static_cast<std::size_t>(i) % doc->legalMoves().size()];
            QVERIFY(doc->play(m));
            played.push_back(m);
        }
        QCOMPARE(stack->count(), 7);
        QVERIFY(doc->isModified());
        QVERIFY(window.isWindowModified());
        const QString code6 = doc->layerCode();
        QVERIFY(code6.startsWith(QStringLiteral("4T:")));

        stack->undo();
        stack->undo();
        QCOMPARE(doc->score(), 4);
        QCOMPARE(doc->moves(), std::vector<Move>(played.begin(), played.begin() + 4));
        stack->redo();
        stack->redo();
        QCOMPARE(doc->moves(), played);
        QCOMPARE(doc->layerCode(), code6);

        // A load is one step, back to the grid, variant and layer that were shown.
        doc->setCurrentLayer(2);
        const int layerBefore = doc->currentLayer();
        // The played moves are unsaved work: the load asks first (Discard).
        QVERIFY(test::answering(QMessageBox::Discard,
                                [&] { QVERIFY(window.openText(QString::fromLatin1(test::code178), Variant::T5)); }));
        QCOMPARE(doc->score(), 178);
        QCOMPARE(doc->variant(), Variant::T5);
        stack->undo();
        QCOMPARE(doc->variant(), Variant::T4);
        QCOMPARE(doc->moves(), played);
        QCOMPARE(doc->currentLayer(), layerBefore);
        stack->redo();
        QCOMPARE(doc->score(), 178);

        // A loaded grid is nothing to save, and neither is the start-up grid.
        QVERIFY(!doc->isModified());
        while (stack->canUndo())
            stack->undo();
        QCOMPARE(doc->layerCode(), start);
        QVERIFY(!doc->isModified());
        QVERIFY(!window.isWindowModified());
    }

    void actionsHaveTheStandardKeys()
    {
        MainWindow window;
        QAction* undo = nullptr;
        QAction* redo = nullptr;
        for (QAction* a : window.findChildren<QAction*>()) {
            if (a->shortcut() == QKeySequence(QKeySequence::Undo))
                undo = a;
            if (a->shortcut() == QKeySequence(QKeySequence::Redo))
                redo = a;
        }
        QVERIFY(undo && redo);
        QVERIFY(!undo->isEnabled());
        // An unfinished game (the first 50 moves of the 135) to continue by hand.
        QVERIFY(window.openText(QStringLiteral("CPdgnPwAGw/VDDKNT7XfoicfEU/cgnP8wS6z7"), Variant::T5));
        QCOMPARE(window.document()->score(), 50);
        QVERIFY(!window.document()->isOver());
        window.document()->play(window.document()->legalMoves().back());
        QVERIFY(undo->isEnabled());
        undo->trigger();
        QCOMPARE(window.document()->score(), 50);
        QVERIFY(redo->isEnabled());
        redo->trigger();
        QCOMPARE(window.document()->score(), 51);
        undo->trigger();
        undo->trigger();
        QCOMPARE(window.document()->score(), 135);
        redo->trigger();
        redo->trigger();
        // Continuing a loaded grid: the new move is in the last layer shown.
        QCOMPARE(window.document()->currentLayer(), window.document()->viewSteps() - 1);
    }
};

QTEST_MAIN(TestUndoRedo)
#include "tst_undoredo.moc"
