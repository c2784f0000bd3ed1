// Only the user's own moves and edits are unsaved work: a famous grid, a pasted code, a
// code on the command line, an opened file and a new game are clean (no "*", no prompt on
// New), a hand-played move is not; and Return in the "Save them first?" prompt cancels.

#include "GuiTestSupport.h"

#include "app/common/FamousGridList.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/FamousGridsMenu.h"
#include "app/gui/files/FileActions.h"
#include "app/gui/window/MainWindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QUndoStack>

#include <functional>

using namespace morpion;
using namespace morpion::gui;

Q_DECLARE_METATYPE(std::function<void(morpion::gui::MainWindow&)>)

namespace {

using Open = std::function<void(MainWindow&)>;

// Runs `check` on the message box that `trigger` opens, then presses `key` in it (no key
// when `key` is 0). Returns whether a message box opened at all.
bool withMessageBox(const std::function<void()>& trigger, const std::function<void(QMessageBox*)>& check, int key)
{
    bool seen = false;
    QObject guard; // the timer must not outlive this call when no box opens
    QTimer::singleShot(0, &guard, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        seen = true;
        check(box);
        if (key != 0)
            QTest::keyClick(box, static_cast<Qt::Key>(key));
        // A box that ignored the key must still go, or the test would hang.
        if (box->isVisible())
            box->reject();
    });
    trigger();
    return seen;
}

} // namespace

class TestCleanState : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings("tst_cleanstate"); }

    void loadsAreClean_data()
    {
        QTest::addColumn<Open>("open");
        QTest::addColumn<int>("score");
        QTest::newRow("start-up grid") << Open([](MainWindow&) {}) << 135;
        QTest::newRow("famous grid") << Open([](MainWindow& w) {
            w.famousGridsMenu()->findChild<QAction*>(QStringLiteral("famousGrid-5T-rosin177a"))->trigger();
        }) << 177;
        QTest::newRow("pasted code") << Open([](MainWindow& w) {
            QApplication::clipboard()->setText(QString::fromLatin1(test::code178));
            w.pasteFromClipboard();
        }) << 178;
        QTest::newRow("code on the command line")
            << Open([](MainWindow& w) { w.openArgument(QString::fromLatin1(test::code178)); }) << 178;
        QTest::newRow("file on the command line")
            << Open([](MainWindow& w) { w.openArgument(QStringLiteral(MORPION_TEST_DATA "/records/4T-demaine56.msr.json")); })
            << 56;
        QTest::newRow("new game") << Open([](MainWindow& w) { w.newGame(Variant::T5); }) << 0;
    }
    void loadsAreClean()
    {
        QFETCH(Open, open);
        QFETCH(int, score);
        MainWindow w;
        open(w);
        QCOMPARE(w.document()->score(), score);
        QVERIFY(!w.document()->isModified());
        QVERIFY(!w.isWindowModified());
        // New asks nothing: no message box opens.
        QVERIFY(!withMessageBox([&] { w.newGame(Variant::D5); }, [](QMessageBox*) {}, Qt::Key_Escape));
        QCOMPARE(w.document()->variant(), Variant::D5);
        QCOMPARE(w.document()->score(), 0);
        // The load stays undoable.
        QVERIFY(w.document()->undoStack()->canUndo());
    }

    void aHandMoveIsWork()
    {
        MainWindow w;
        w.newGame(Variant::T5);
        QVERIFY(w.document()->play(w.document()->legalMoves().front()));
        QVERIFY(w.document()->isModified());
        QVERIFY(w.isWindowModified());
        w.document()->undoStack()->undo();
        QVERIFY(!w.document()->isModified());
    }

    // Undo back to a grid that was only read: nothing to save again, no prompt.
    void undoingBackToALoadedGridIsClean()
    {
        MainWindow w;
        w.famousGridsMenu()->findChild<QAction*>(QStringLiteral("famousGrid-4T-demaine56"))->trigger();
        w.newGame(Variant::T5);
        QVERIFY(w.document()->play(w.document()->legalMoves().front()));
        QVERIFY(w.document()->isModified());
        w.document()->undoStack()->undo();
        QVERIFY(!w.document()->isModified());
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->score(), 56);
        QVERIFY(!w.document()->isModified());
        QVERIFY(!withMessageBox([&] { w.newGame(Variant::D5); }, [](QMessageBox*) {}, Qt::Key_Escape));
    }

    // A search result is the user's work, unlike a grid that was read.
    void aSearchResultIsWork()
    {
        MainWindow w;
        w.document()->load(Variant::T5, test::decoded(Variant::T5, test::code135).movesInOrder(), QStringLiteral("search result"),
                           {}, true);
        QVERIFY(w.document()->isModified());
        QVERIFY(w.isWindowModified());
    }

    // Return must not mean "Save": the prompt's default is Cancel, and Return leaves the
    // unsaved grid where it was.
    void returnInThePromptCancels()
    {
        MainWindow w;
        w.newGame(Variant::T5);
        QVERIFY(w.document()->play(w.document()->legalMoves().front()));
        const auto moves = w.document()->moves();
        QMessageBox::StandardButton defaultButton = QMessageBox::NoButton;
        const bool seen = withMessageBox([&] { w.newGame(Variant::T4); },
                                         [&](QMessageBox* box) {
                                             if (box->defaultButton())
                                                 defaultButton = box->standardButton(box->defaultButton());
                                         },
                                         Qt::Key_Return);
        QVERIFY(seen);
        QCOMPARE(defaultButton, QMessageBox::Cancel);
        QCOMPARE(w.document()->variant(), Variant::T5);
        QVERIFY(w.document()->moves() == moves);
        QVERIFY(w.document()->isModified());
        QVERIFY(w.document()->filePath().isEmpty()); // no save dialog, nothing saved
    }

    // Discard is a deliberate choice, and does what it says.
    void discardReplacesTheGrid()
    {
        MainWindow w;
        w.newGame(Variant::T5);
        QVERIFY(w.document()->play(w.document()->legalMoves().front()));
        QVERIFY(withMessageBox([&] { w.newGame(Variant::T4); },
                               [](QMessageBox* box) { box->button(QMessageBox::Discard)->click(); }, 0));
        QCOMPARE(w.document()->variant(), Variant::T4);
        QVERIFY(!w.document()->isModified());
    }
};

QTEST_MAIN(TestCleanState)
#include "tst_cleanstate.moc"
