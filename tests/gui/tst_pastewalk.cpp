// The walk of a pasted code through the whole window to the board's pixels: the code is
// decoded once, by the reader, and that layering is the one the document, the panels and
// the board draw from (LayerCoder::runs counts every run of the layering procedure); the
// board builds one scene for it. Undo and redo of the load, and of an edit, layer nothing:
// the commands keep both grids with their layering.

#include "GuiTestSupport.h"
#include "tests/common/MainWindowFixture.h"

#include "app/gui/board/BoardView.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/GridOpener.h"
#include "app/gui/window/MainWindow.h"
#include "core/codes/LayerCoder.h"

#include <QUndoStack>

using namespace morpion;
using namespace morpion::gui;

class TestPasteWalk : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(window_.open("tst_pastewalk", QSize(1000, 700))); }
    void cleanupTestCase() { window_.close(); }
    // No unsaved work left for the next paste to ask about.
    void cleanup() { window_->document()->undoStack()->setClean(); }

    void pastedCodeIsLayeredOnce_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("5T 178") << QString::fromLatin1(test::code178);
        QTest::newRow("5T 135, wrapped") << QStringLiteral("BBYqjXKmCREUk9zx\nEuXW3nx3v/u/x/JvuX+9P70");
        QTest::newRow("5D, prefixed") << QStringLiteral("5D:LG4VXOFJjGWQMXhsY7aRf+/97Y");
        QTest::newRow("4D, unfinished") << QStringLiteral("4D:hkIIRFAAA");
    }
    void pastedCodeIsLayeredOnce()
    {
        QFETCH(QString, text);
        BoardView* board = window_->boardView();
        Document* doc = window_->document();
        QCoreApplication::processEvents();
        const std::uint64_t runs = LayerCoder::runs();
        const int scenes = board->scenesBuilt();
        window_->gridOpener()->openPasted(text);
        QCoreApplication::processEvents();
        board->grab(); // painted
        QCOMPARE(doc->layerCode().remove(QLatin1Char('\n')), QString(text).remove(QLatin1Char('\n')));
        QCOMPARE(LayerCoder::runs() - runs, std::uint64_t{1});
        QCOMPARE(board->scenesBuilt() - scenes, 1);

        // Undo and redo put back grids that came with their layering.
        const std::uint64_t loaded = LayerCoder::runs();
        doc->undoStack()->undo();
        doc->undoStack()->redo();
        QCoreApplication::processEvents();
        board->grab();
        QCOMPARE(LayerCoder::runs(), loaded);
        QCOMPARE(doc->layerCode().remove(QLatin1Char('\n')), QString(text).remove(QLatin1Char('\n')));
    }

    // An edit layers its new grid once; its undo and redo nothing.
    void editIsLayeredOnce()
    {
        Document* doc = window_->document();
        window_->gridOpener()->openPasted(QString::fromLatin1(test::code135));
        std::vector<Move> shorter = doc->moves();
        shorter.resize(shorter.size() / 2);
        const QString before = doc->layerCode();
        const std::uint64_t runs = LayerCoder::runs();
        doc->edit(shorter, QStringLiteral("take back"));
        QCOMPARE(LayerCoder::runs() - runs, std::uint64_t{1});
        const QString after = doc->layerCode();
        doc->undoStack()->undo();
        QCOMPARE(doc->layerCode(), before);
        doc->undoStack()->redo();
        QCOMPARE(doc->layerCode(), after);
        QCOMPARE(LayerCoder::runs() - runs, std::uint64_t{1});
    }

    // A move played by hand layers the grid with it once; taken back, once.
    void handPlayLayersOnce()
    {
        Document* doc = window_->document();
        window_->gridOpener()->openPasted(QStringLiteral("4D:hkIIRFAAA"));
        QVERIFY(!doc->isOver());
        const std::uint64_t runs = LayerCoder::runs();
        QVERIFY(doc->play(doc->legalMoves().front()));
        QCOMPARE(LayerCoder::runs() - runs, std::uint64_t{1});
        doc->undoStack()->undo();
        QCOMPARE(LayerCoder::runs() - runs, std::uint64_t{2});
        QCOMPARE(doc->layerCode(), QStringLiteral("4D:hkIIRFAAA"));
    }

private:
    test::MainWindowFixture window_;
};

QTEST_MAIN(TestPasteWalk)
#include "tst_pastewalk.moc"
