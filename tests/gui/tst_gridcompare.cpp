// Compare with… in the program: another grid (a text, a file, a collection's row, the
// search's best) drawn over the open one as the core's diff, aligned through the symmetry
// with the most moves in common or as it is, fitted with the open grid on the board.

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

// Compare with…'s dialog, step by step on one window (showThreeGridsAnd178): each step
// leaves the comparison the next one starts from.

// The number starts at the row picked in the collection, else at 1.
void dialogStartsAtPickedRow(MainWindow& window)
{
    const auto shown = window.collectionPanel()->model()->shared();
    CompareDialog picked({}, CompareCollection{shown, 1}, &window);
    QCOMPARE(picked.collectionNumber()->value(), 2);
    CompareDialog none({}, CompareCollection{shown, -1}, &window);
    QCOMPARE(none.collectionNumber()->value(), 1);
}

// Grid number 2 of the collection, picked from the keyboard: the 178 mirrored.
void compareCollectionRow(MainWindow& window, const std::vector<Move>& mirrored)
{
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
    window.gridCompare()->compareAction()->trigger();
    QVERIFY(window.gridCompare()->isComparing());
    checkComparison(window, mirrored);
    QVERIFY(window.gridCompare()->summary().contains(QStringLiteral("Flip Left–Right")));
}

// A file holding the 135, then one that is not there.
void compareFiles(MainWindow& window)
{
    QAction* compare = window.gridCompare()->compareAction();
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
}

// A text; Compare is off while it is empty.
void compareText(MainWindow& window, const std::vector<Move>& mirrored)
{
    const QString mirroredCode = QString::fromStdString(encodeLayerCode(Variant::T5, mirrored).value());
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
    window.gridCompare()->compareAction()->trigger();
    checkComparison(window, mirrored);
}

// The collection's 5D grid: refused, the comparison stays; Cancel changes nothing.
void refusedAndCancelled(MainWindow& window, const std::vector<Move>& mirrored)
{
    QAction* compare = window.gridCompare()->compareAction();
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
}
} // namespace

class TestGridCompare : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings("tst_gridcompare"); }

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
        test::pickFromNextMenu(QStringLiteral("Compare"), &entries);
        rightClick(1);
        QVERIFY2(entries.size() == 2, qPrintable(entries.join(QLatin1Char('|'))));
        QCOMPARE(doc->layerCode(), QString::fromLatin1(test::code178)); // not replaced
        QCOMPARE(doc->undoStack()->count(), steps);
        QVERIFY(window.gridCompare()->isComparing());
        checkComparison(window, mirrored);
        QVERIFY(window.gridCompare()->summary().contains(QStringLiteral("Flip Left–Right")));

        test::pickFromNextMenu(QStringLiteral("Compare"));
        rightClick(0);
        checkComparison(window, collection->model()->moves(0));

        // The 5D row: refused, the comparison with the 135 stays.
        test::pickFromNextMenu(QStringLiteral("Compare"));
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
        const int steps = doc->undoStack()->count();
        for (const auto& step : std::vector<std::function<void()>>{
                 [&] { dialogStartsAtPickedRow(window); }, [&] { compareCollectionRow(window, mirrored); },
                 [&] { compareFiles(window); }, [&] { compareText(window, mirrored); },
                 [&] { refusedAndCancelled(window, mirrored); }}) {
            step();
            if (QTest::currentTestFailed())
                return;
        }
        QCOMPARE(doc->layerCode(), QString::fromLatin1(test::code178));
        QCOMPARE(doc->undoStack()->count(), steps);
    }

    // An offered grid is one of the dialog's choices like the others: picking it leaves the
    // text choice, picking the text again leaves the offer, and OK follows what is picked.
    void offersAreChoicesLikeTheOthers()
    {
        std::vector<CompareOffer> offers(2);
        offers[0].label = QStringLiteral("The search's best grid");
        offers[1].label = QStringLiteral("The analysis's better line");
        CompareDialog dialog(offers, {});
        QCOMPARE(dialog.offerButtons().size(), std::size_t(2));
        QCOMPARE(dialog.choice(), CompareDialog::Choice::Text);
        QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(ok && !ok->isEnabled()); // no text typed
        dialog.offerButtons()[1]->click();
        QCOMPARE(dialog.choice(), CompareDialog::Choice::Offer);
        QVERIFY(dialog.offer() && dialog.offer()->label == offers[1].label);
        QVERIFY(ok->isEnabled());
        dialog.offerButtons()[0]->click();
        QVERIFY(dialog.offer() && dialog.offer()->label == offers[0].label);
        QVERIFY(!dialog.offerButtons()[1]->isChecked());
        for (QRadioButton* b : dialog.findChildren<QRadioButton*>())
            if (b->text().contains(QStringLiteral("layer code")))
                b->click();
        QCOMPARE(dialog.choice(), CompareDialog::Choice::Text);
        QVERIFY(!dialog.offerButtons()[0]->isChecked());
        QVERIFY(!dialog.offer());
        QVERIFY(!ok->isEnabled());
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
        test::loadUnfinished135(doc);
        SearchPanel* panel = window.searchPanel();
        QVERIFY(!panel->compareButton()->isEnabled());
        test::setUpImprove(panel, 6);
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

QTEST_MAIN(TestGridCompare)
#include "tst_gridcompare.moc"
