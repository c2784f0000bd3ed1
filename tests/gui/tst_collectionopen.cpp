// The collection panel in the program: a paste of several codes read into it in the
// background (each code in the collection's variant, never the screen's; the banner's offer
// of another variant; a bad line stays an error of the paste), a row opened as one undo step
// while browsing and a reading cancelled leave the board alone. On the collection fixture
// (tests/gui/CollectionFixture.h); the window only for its dock, its status bar and the
// board's focus after a row is opened.

#include "CollectionFixture.h"
#include "CollectionSupport.h"

#include "app/gui/board/BoardView.h"
#include "app/gui/collection/CollectionFilter.h"
#include "app/gui/collection/CollectionLoader.h"
#include "app/gui/collection/CollectionModel.h"
#include "app/gui/collection/CollectionPanel.h"
#include "app/gui/collection/GridPicture.h"
#include "app/gui/common/Language.h"
#include "app/gui/common/MessageBanner.h"
#include "app/gui/document/Document.h"
#include "app/gui/window/MainWindow.h"
#include "core/base/Random.h"
#include "core/codes/LayerCode.h"
#include "core/rules/Position.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace morpion;
using namespace morpion::gui;

class TestCollectionOpen : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::isolateSettings("tst_collectionopen");
        // The English catalogue gives the plural forms ("6 grids").
        QCOMPARE(Language::install(QStringLiteral("en")), QStringLiteral("en"));
    }

    // A search log holds bare codes whatever its variant. With a 4T grid on screen, a 5D
    // log (and a few 4T lines) is read as the command line reads it: each code in the
    // variant under which most of the log's codes decode, else the strictest under which
    // it does, never in the variant on screen (all of it was "conflicting moves in layer
    // 0"); the summary says which. A variant the caller forces still wins.
    void logOfAnotherVariantThanTheScreen()
    {
        QString log;
        std::vector<Variant> expected;
        for (int i = 0; i < 30; ++i) {
            const Variant v = i % 10 == 3 ? Variant::T4 : Variant::D5;
            Random rng(900 + static_cast<std::uint64_t>(i));
            Position pos(v);
            pos.playRandom(rng);
            const auto code = encodeLayerCode(v, pos.moves());
            QVERIFY(code.ok());
            log += QStringLiteral("%1. %2 (0.10) %3\n").arg(i).arg(pos.moves().size()).arg(QString::fromStdString(*code));
            expected.push_back(v);
        }
        Random rng(77);
        Position screen(Variant::T4);
        screen.playRandom(rng);
        test::CollectionArea w;
        QVERIFY(w.openText(QString::fromStdString(*encodeLayerCode(Variant::T4, screen.moves())), Variant::T4));
        QCOMPARE(w.document()->variant(), Variant::T4);
        QApplication::clipboard()->setText(log);
        w.pasteFromClipboard();
        QVERIFY(w.collectionPanel()->loader()->waitForFinished(20000));
        const auto result = w.collectionPanel()->loader()->result();
        QCOMPARE(int(result->problems.size()), 0);
        QCOMPARE(result->size(), 30);
        for (int i = 0; i < 30; ++i)
            QCOMPARE(result->variant(i), expected[static_cast<std::size_t>(i)]);
        const QString summary = w.collectionPanel()->summary();
        QVERIFY2(summary.contains(QStringLiteral("codes without a variant read as 5D (27), 4T (3)")), qPrintable(summary));
        const QByteArray utf8 = log.toUtf8();
        const CollectionData forced =
            CollectionLoader::readText(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())), Variant::T4);
        QCOMPARE(forced.size(), 3);
        QCOMPARE(int(forced.problems.size()), 27);
        QVERIFY(!forced.inferred.any());
    }

    // A 5T log whose codes partly decode as 5D too: read as 5T, and the banner offers to
    // read them all as 5D; taking the offer reads them so (those that do not decode as 5D
    // become problems) and offers nothing more.
    void offerToReadInTheOtherVariant()
    {
        QString log;
        int alsoD5 = 0;
        const int lines = 24;
        for (int i = 0; i < lines || alsoD5 == 0; ++i) {
            Random rng(300 + static_cast<std::uint64_t>(i));
            Position pos(Variant::T5);
            pos.playRandom(rng);
            const std::vector<Move> all = pos.moves();
            const std::vector<Move> moves(all.begin(),
                                          all.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(all.size(), 50)));
            const std::string code = *encodeLayerCode(Variant::T5, moves);
            alsoD5 += decodeLayerCode(Variant::D5, code).ok();
            log += QStringLiteral("%1. %2 (0.10) %3\n").arg(i).arg(moves.size()).arg(QString::fromStdString(code));
        }
        const int total = static_cast<int>(log.count(QLatin1Char('\n')));
        test::CollectionArea w;
        QApplication::clipboard()->setText(log);
        w.pasteFromClipboard();
        CollectionLoader* loader = w.collectionPanel()->loader();
        QVERIFY(loader->waitForFinished(20000));
        QCOMPARE(loader->result()->size(), total);
        QCOMPARE(loader->result()->variant(0), Variant::T5);
        QTRY_VERIFY(w.banner()->actionButton()->isVisibleTo(&w));
        QCOMPARE(w.banner()->actionButton()->text(), QStringLiteral("Read All as 5D"));
        QVERIFY2(w.banner()->text().contains(QStringLiteral("also decode as 5D")), qPrintable(w.banner()->text()));
        w.banner()->actionButton()->click();
        QVERIFY(loader->waitForFinished(20000));
        QCOMPARE(loader->result()->size(), alsoD5);
        QCOMPARE(int(loader->result()->problems.size()), total - alsoD5);
        for (int i = 0; i < alsoD5; ++i)
            QCOMPARE(loader->result()->variant(i), Variant::D5);
        QVERIFY(!w.banner()->actionButton()->isVisibleTo(&w));
    }

    // While a collection is read, the one shown stays listed and can be browsed; Cancel
    // stops the reading (the rows read so far are listed, as its tooltip says), and the
    // board's grid and its undo history stay as they were.
    void cancelLeavesTheBoardAlone()
    {
        test::CollectionArea w;
        Document* doc = w.document();
        CollectionPanel* panel = w.collectionPanel();
        w.openCollectionText(QStringLiteral("%1\n%2\n5D:%3\n")
                                 .arg(QLatin1String(test::code135), QLatin1String(test::code178), QLatin1String(test::code82d)),
                             QStringLiteral("first"));
        QVERIFY(panel->loader()->waitForFinished(20000));
        panel->table()->selectRow(1);
        emit panel->table()->activated(panel->table()->currentIndex());
        QCOMPARE(doc->layerCode(), QString::fromLatin1(test::code178));
        QCOMPARE(doc->undoStack()->count(), 1);
        QByteArray big;
        for (int i = 0; big.size() < (16 << 20); ++i)
            big += QByteArray::number(i) + ". 74 (1.73) " + (i % 2 ? test::code178 : test::code135) + "\n";
        w.openCollectionText(QString::fromLatin1(big), QStringLiteral("big"));
        QVERIFY(panel->loader()->isRunning());
        QCOMPARE(panel->model()->rowCount(), 3);
        panel->table()->selectRow(0);
        emit panel->table()->activated(panel->table()->currentIndex());
        QCOMPARE(doc->layerCode(), QString::fromLatin1(test::code135));
        QTest::mouseClick(panel->cancelButton(), Qt::LeftButton);
        QVERIFY(panel->loader()->waitForFinished(10000));
        QVERIFY(panel->loader()->result()->cancelled);
        QVERIFY(panel->loader()->result()->size() < big.count('\n'));
        QCOMPARE(doc->layerCode(), QString::fromLatin1(test::code135));
        QCOMPARE(doc->undoStack()->count(), 2);
        QCOMPARE(doc->undoStack()->index(), 2);
    }

    // Browsing rows (clicks, arrows, PgUp/PgDn) previews them and leaves the board and its
    // undo history alone; Enter or a double-click opens the row as one undo step.
    void browsingPreviewsOpeningLoads()
    {
        test::CollectionArea w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        Document* doc = w.document();
        const QString start = doc->layerCode();
        w.openCollectionText(QStringLiteral("%1\n%2\n5D:%3\n")
                                 .arg(QLatin1String(test::code135), QLatin1String(test::code178), QLatin1String(test::code82d)),
                             QStringLiteral("x"));
        QVERIFY(w.collectionPanel()->isVisibleTo(&w));
        CollectionPanel* panel = w.collectionPanel();
        QVERIFY(panel->loader()->waitForFinished(20000));
        QTableView* table = panel->table();
        table->setFocus();
        table->selectRow(0);
        for (int step = 0; step < 30; ++step)
            QTest::keyClick(table, step % 2 ? Qt::Key_Down : Qt::Key_PageDown);
        table->selectRow(1);
        QCOMPARE(panel->preview()->moves(), panel->model()->moves(1));
        QVERIFY(panel->preview()->caption().startsWith(QStringLiteral("#2")));
        QCOMPARE(doc->layerCode(), start);
        QCOMPARE(doc->undoStack()->count(), 0);
        QTest::keyClick(table, Qt::Key_Down);
        QCOMPARE(panel->preview()->variant(), Variant::D5);
        QCOMPARE(doc->undoStack()->count(), 0);
        QTest::keyClick(table, Qt::Key_Return);
        QCOMPARE(doc->variant(), Variant::D5);
        QCOMPARE(doc->score(), 82);
        QCOMPARE(doc->undoStack()->count(), 1);
        QVERIFY(doc->filePath().isEmpty());
        doc->undoStack()->undo();
        QCOMPARE(doc->layerCode(), start);
        // A double-click on the preview opens what it shows.
        table->selectRow(0);
        QTest::mouseDClick(panel->preview(), Qt::LeftButton);
        QCOMPARE(doc->layerCode(), QString::fromLatin1(test::code135));
        QCOMPARE(doc->undoStack()->count(), 1);
        // Filtering the previewed row away moves the current row, and opens nothing.
        auto* box = panel->findChild<QComboBox*>();
        QVERIFY(box);
        box->setCurrentIndex(box->findData(static_cast<int>(Variant::D5)));
        QVERIFY(test::waitForOrder(*panel->filter()));
        QCOMPARE(panel->filter()->rowCount(), 1);
        QCOMPARE(doc->layerCode(), QString::fromLatin1(test::code135));
        QCOMPARE(doc->undoStack()->count(), 1);
    }

    // The window: a collection read shows its dock in front, the status bar says what a row
    // opened, and the board has the keys then (the window's focus, its dock and status bar).
    void theWindowShowsItsDockAndGivesTheBoardTheKeys()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(!w.collectionDock()->isVisibleTo(&w));
        w.openCollectionText(QStringLiteral("%1\n%2\n").arg(QLatin1String(test::code135), QLatin1String(test::code178)),
                             QStringLiteral("x"));
        QVERIFY(w.collectionDock()->isVisibleTo(&w));
        CollectionPanel* panel = w.collectionPanel();
        QVERIFY(panel->loader()->waitForFinished(20000));
        panel->table()->setFocus();
        panel->table()->selectRow(1);
        QTest::keyClick(panel->table(), Qt::Key_Return);
        QCOMPARE(w.document()->layerCode(), QString::fromLatin1(test::code178));
        QVERIFY(w.boardView()->hasFocus());
        QCOMPARE(w.statusBar()->currentMessage(), QStringLiteral("#2, line 2: 5T 178 moves"));
    }

    // 10 MB on the clipboard: read as a collection in the background, with a message; the
    // paste returns at once.
    void largePaste()
    {
        QByteArray text;
        for (int i = 0; text.size() < (10 << 20); ++i)
            text += i % 1000 == 0 ? QByteArray("54. 74 (1.73) ") + test::code135 + "\n"
                                  : QByteArray("just some words, nothing to read here at all\n");
        test::CollectionArea w;
        QApplication::clipboard()->setText(QString::fromLatin1(text));
        QElapsedTimer timer;
        timer.start();
        w.pasteFromClipboard();
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(w.banner()->text().contains(QStringLiteral("collection")));
        QVERIFY(w.collectionPanel()->isVisibleTo(&w));
        QVERIFY(w.collectionPanel()->loader()->waitForFinished(60000));
        const auto result = w.collectionPanel()->loader()->result();
        QCOMPARE(result->size(), (text.count('\n') + 999) / 1000);
        QVERIFY(result->linesWithoutCode > 200000);
        QCOMPARE(w.collectionPanel()->model()->row(1).symmetryGroup, 1);
        QVERIFY(w.collectionPanel()->summary().contains(QStringLiteral("without a code")));
        // The board was not touched.
        QCOMPARE(w.document()->undoStack()->count(), 0);
    }

    // Text that is neither one grid nor several codes stays an error of the paste.
    void pasteOfOneBadLine()
    {
        test::CollectionArea w;
        QApplication::clipboard()->setText(QStringLiteral("hello there"));
        w.pasteFromClipboard();
        QVERIFY(!w.collectionPanel()->isVisibleTo(&w));
        QCOMPARE(w.banner()->kind(), MessageBanner::Kind::Error);
    }

    // What cannot be read into the panel is said on the banner, as an error: a missing file,
    // a clipboard with no text for Paste as Collection.
    void unreadableCollectionsAreErrors()
    {
        test::CollectionArea w;
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        w.collectionActions()->openFile(dir.filePath(QStringLiteral("nothing-here.txt")));
        QVERIFY(w.collectionPanel()->loader()->waitForFinished(5000));
        QVERIFY(w.banner()->isVisibleTo(&w));
        QCOMPARE(w.banner()->kind(), MessageBanner::Kind::Error);
        QVERIFY2(w.banner()->text().contains(QStringLiteral("nothing-here.txt")), qPrintable(w.banner()->text()));
        w.banner()->hide();
        QApplication::clipboard()->setText(QStringLiteral("  \n"));
        w.collectionActions()->pasteFromClipboard();
        QVERIFY(w.banner()->isVisibleTo(&w));
        QCOMPARE(w.banner()->text(), QStringLiteral("The clipboard holds no text to open."));
    }
};

QTEST_MAIN(TestCollectionOpen)
#include "tst_collectionopen.moc"
