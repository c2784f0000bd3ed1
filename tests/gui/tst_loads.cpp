// What a load does to the work on screen. Every way a grid that was only read replaces the
// open one (a pasted record, a famous grid, a collection row opened, Open Code, a file) asks
// about unsaved work first, as File > Open does, and Cancel leaves everything as it was; the
// search's Load best, unsaved work itself, does not ask. Any load, undone, gives back the
// grid, the file it is saved to and its clean or unsaved state, so that Save writes there
// again.

#include "GuiTestSupport.h"

#include "app/gui/collection/CollectionLoader.h"
#include "app/gui/collection/CollectionPanel.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/FamousGridsMenu.h"
#include "app/gui/files/FileActions.h"
#include "app/gui/panels/CodeBar.h"
#include "app/gui/search/SearchPanel.h"
#include "app/gui/window/MainWindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QMessageBox>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>

#include <functional>

using namespace morpion;
using namespace morpion::gui;

using WindowStep = std::function<void(MainWindow&)>;
Q_DECLARE_METATYPE(WindowStep)

namespace {

QString recordText()
{
    QFile f(QStringLiteral(MORPION_TEST_DATA "/records/5T-rosin178.msr.json"));
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

template <typename T> T* child(QWidget* parent, const char* name)
{
    auto* w = parent->findChild<T*>(QString::fromLatin1(name));
    if (!w)
        qFatal("no child %s", name);
    return w;
}

} // namespace

class TestLoads : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings("tst_loads"); }

    void loadsAskAndUndoGivesTheFileBack_data()
    {
        QTest::addColumn<WindowStep>("prepare");
        QTest::addColumn<WindowStep>("load");
        QTest::addColumn<bool>("asks");
        const WindowStep nothing = [](MainWindow&) {};
        QTest::newRow("pasted record") << nothing << WindowStep([](MainWindow& w) {
            QApplication::clipboard()->setText(recordText());
            w.pasteFromClipboard();
        }) << true;
        QTest::newRow("famous grid") << nothing << WindowStep([](MainWindow& w) {
            w.famousGridsMenu()->findChild<QAction*>(QStringLiteral("famousGrid-5T-rosin177a"))->trigger();
        }) << true;
        QTest::newRow("collection row") << WindowStep([](MainWindow& w) {
            w.openCollectionText(QStringLiteral("%1\n%2\n").arg(QLatin1String(test::code135), QLatin1String(test::code178)),
                                 QStringLiteral("pasted"));
            QVERIFY(w.collectionPanel()->loader()->waitForFinished(20000));
        }) << WindowStep([](MainWindow& w) {
            QTableView* table = w.collectionPanel()->table();
            table->selectRow(1);
            QTest::keyClick(table, Qt::Key_Return);
        }) << true;
        QTest::newRow("open code") << nothing << WindowStep([](MainWindow& w) {
            QLineEdit* field = w.codeBar()->openField();
            field->setText(QString::fromLatin1(test::code178));
            QTest::keyClick(field, Qt::Key_Return);
        }) << true;
        QTest::newRow("load best") << WindowStep([](MainWindow& w) {
            SearchPanel* panel = w.searchPanel();
            auto* algo = child<QComboBox>(panel, "searchAlgorithm");
            algo->setCurrentIndex(algo->findData(static_cast<int>(SearchAlgorithm::HillClimb)));
            child<QComboBox>(panel, "searchStartFrom")->setCurrentIndex(static_cast<int>(SearchStart::Cross));
            child<QSpinBox>(panel, "searchThreads")->setValue(1);
            child<QSpinBox>(panel, "searchSeed")->setValue(5);
            child<QSpinBox>(panel, "searchSeconds")->setValue(0);
            child<QSpinBox>(panel, "searchTarget")->setValue(0);
            panel->setIterationLimit(3);
            panel->startSearch();
            QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), 30000);
            QVERIFY(!panel->entries().empty());
        }) << WindowStep([](MainWindow& w) { w.searchPanel()->loadBest(); })
                                   << false;
        QTest::newRow("file") << nothing << WindowStep([](MainWindow& w) {
            w.fileActions()->openFile(QStringLiteral(MORPION_TEST_DATA "/records/4T-demaine56.msr.json"));
        }) << true;
    }
    void loadsAskAndUndoGivesTheFileBack()
    {
        QFETCH(WindowStep, prepare);
        QFETCH(WindowStep, load);
        QFETCH(bool, asks);
        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("mine.msr.json"));
        MainWindow w;
        prepare(w);
        Document* doc = w.document();
        w.newGame(Variant::T5);
        QVERIFY(doc->play(doc->legalMoves().front()));
        QVERIFY(w.fileActions()->saveTo(saved));
        const auto savedMoves = doc->moves();
        QVERIFY(doc->play(doc->legalMoves().front()));
        const auto work = doc->moves();
        const int steps = doc->undoStack()->count();
        QVERIFY(doc->isModified());

        if (asks) {
            // Cancel (Escape) keeps the work, the file and the mark.
            QVERIFY(test::answering(QMessageBox::Cancel, [&] { load(w); }));
            QCOMPARE(doc->moves(), work);
            QCOMPARE(doc->filePath(), saved);
            QVERIFY(doc->isModified());
            QCOMPARE(doc->undoStack()->count(), steps);
        }

        // Discard loads, as one undo step (a search result loads at once, and stays unsaved).
        QCOMPARE(test::answering(QMessageBox::Discard, [&] { load(w); }), asks);
        QCOMPARE(doc->isModified(), !asks);
        QVERIFY(doc->moves() != work);
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QVERIFY(doc->filePath() != saved);

        // Undo: the work, its file and its mark, as before the load.
        doc->undoStack()->undo();
        QCOMPARE(doc->moves(), work);
        QCOMPARE(doc->filePath(), saved);
        QVERIFY(doc->isModified());
        QVERIFY(w.isWindowModified());
        QVERIFY2(w.windowTitle().startsWith(QStringLiteral("mine.msr.json")), qPrintable(w.windowTitle()));
        // One more: the saved grid, clean.
        doc->undoStack()->undo();
        QCOMPARE(doc->moves(), savedMoves);
        QVERIFY(!doc->isModified());

        // Over a saved grid nothing is asked; undone, the grid is its file's and clean again.
        QVERIFY(!test::answering(QMessageBox::Cancel, [&] { load(w); }));
        QCOMPARE(doc->isModified(), !asks);
        QVERIFY(doc->moves() != savedMoves);
        doc->undoStack()->undo();
        QCOMPARE(doc->moves(), savedMoves);
        QCOMPARE(doc->filePath(), saved);
        QVERIFY(!doc->isModified());
        QVERIFY(!w.isWindowModified());
        // And Save writes to that file again, asking for no name.
        QVERIFY(doc->play(doc->legalMoves().front()));
        QVERIFY(w.fileActions()->save());
        QCOMPARE(doc->filePath(), saved);
    }
};

QTEST_MAIN(TestLoads)
#include "tst_loads.moc"
