// Paste, drop and the "Open code" field: codes, game numbers, move lists and records are
// recognised; bad input gets a message naming the problem and leaves the grid alone.

#include "GuiTestSupport.h"
#include "tests/common/MainWindowFixture.h"

#include "app/gui/board/BoardView.h"
#include "app/gui/common/MessageBanner.h"
#include "app/gui/common/ReadFeedback.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/GridClipboard.h"
#include "app/gui/files/GridOpener.h"
#include "app/gui/panels/CodeBar.h"
#include "app/gui/window/MainWindow.h"
#include "app/paint/PictureMetadata.h"
#include "core/base/Random.h"
#include "core/formats/Msr.h"
#include "core/formats/PictureRecord.h"
#include "core/rules/MoveText.h"
#include "core/rules/Position.h"

#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QMimeData>
#include <QScopeGuard>
#include <QToolButton>
#include <QUndoStack>
#include <QUrl>

using namespace morpion;
using namespace morpion::gui;

namespace {

ReadFeedback::Outcome readText(const QString& text, Variant variant)
{
    GridReadOptions options;
    options.variant = variant;
    return ReadFeedback::read(text, options);
}

} // namespace

class TestPaste : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(window_.open("tst_paste")); }
    void cleanupTestCase() { window_.close(); }

    void badInput_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected"); // a part of the message
        QTest::newRow("bad character") << QStringLiteral("BBYqjXKmCREUk9zx!uXW3nx3v") << QStringLiteral("position 17");
        QTest::newRow("bad character after prefix") << QStringLiteral("5D:LG4V#XOF") << QStringLiteral("position 8");
        QTest::newRow("unknown variant") << QStringLiteral("6X:BBYq") << QStringLiteral("6X");
        QTest::newRow("neither code nor number")
            << QStringLiteral("//////////////////////////////////////////") << QStringLiteral("game number");
        QTest::newRow("conflicting layer") << QStringLiteral("////\t////") << QStringLiteral("layer 0");
        QTest::newRow("move list syntax") << QStringLiteral("2, 2 – (0,4,ne)\n3, 10 – (3,6,q)") << QStringLiteral("line 2");
        QTest::newRow("illegal move") << QStringLiteral("2, 2 – (0,4,ne)\n2, 2 – (0,4,ne)") << QStringLiteral("line 2");
        QTest::newRow("blank") << QStringLiteral("   \n ") << QStringLiteral("no text");
        QTest::newRow("wrapped, bad character") << QStringLiteral("  BBYqjXKm\n  CREU!k9") << QStringLiteral("position 18");
        QTest::newRow("conflict position") << QStringLiteral("//// ////") << QStringLiteral("position");
        QTest::newRow("bad json") << QStringLiteral("{\"variant\": \"5T\", \"moves\": [") << QStringLiteral("MSR");
    }
    void badInput()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        Document* doc = window_->document();
        const QString code = doc->layerCode();
        const int steps = doc->undoStack()->count();
        const int layer = doc->currentLayer();
        QApplication::clipboard()->setText(text);
        window_->pasteFromClipboard();
        QVERIFY(window_->banner()->isVisible());
        QCOMPARE(window_->banner()->kind(), MessageBanner::Kind::Error);
        QVERIFY2(window_->banner()->text().contains(expected, Qt::CaseInsensitive), qPrintable(window_->banner()->text()));
        QCOMPARE(doc->layerCode(), code);
        QCOMPARE(doc->undoStack()->count(), steps);
        QCOMPARE(doc->currentLayer(), layer);
    }

    void openFieldPointsAtTheFault()
    {
        CodeBar* bar = window_->codeBar();
        const QString code = window_->document()->layerCode();
        bar->openField()->setText(QStringLiteral("BBYqjXKmCREUk9zx!uXW3nx3v"));
        QTest::keyClick(bar->openField(), Qt::Key_Return);
        QCOMPARE(bar->openField()->text(), QStringLiteral("BBYqjXKmCREUk9zx!uXW3nx3v")); // kept, to be fixed
        QCOMPARE(bar->openField()->selectionStart(), 16);
        QCOMPARE(bar->openField()->selectedText(), QStringLiteral("!"));
        QCOMPARE(window_->document()->layerCode(), code);
        bar->clearOpenField();
    }

    // Each text is read once: what opens it, and where a refused one is at fault, come from
    // that one reading (a paste or drop refused as one grid is not read again before it is
    // refused or taken for a collection; the code field finds the fault without reading again).
    void eachTextIsReadOnce_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("opens");
        const QString good = QString::fromLatin1(test::code178);
        const QString bad = QStringLiteral("BBYqjXKmCREUk9zx!uXW3nx3v");
        const QString wrappedBad = QStringLiteral("  BBYqjXKm\n  CREU!k9");
        for (const char* how : {"paste", "drop", "field", "argument"}) {
            QTest::addRow("%s, good", how) << QString::fromLatin1(how) << good << true;
            QTest::addRow("%s, bad", how) << QString::fromLatin1(how) << bad << false;
        }
        QTest::newRow("paste, wrapped and bad") << QStringLiteral("paste") << wrappedBad << false;
        QTest::newRow("drop, wrapped and bad") << QStringLiteral("drop") << wrappedBad << false;
    }
    void eachTextIsReadOnce()
    {
        QFETCH(QString, how);
        QFETCH(QString, text);
        QFETCH(bool, opens);
        int reads = 0;
        window_->gridOpener()->setTextReader([&reads](const QString& t, const GridReadOptions& o) {
            ++reads;
            return ReadFeedback::read(t, o);
        });
        const auto restore = qScopeGuard([this] { window_->gridOpener()->setTextReader({}); });
        Document* doc = window_->document();
        doc->newGame(Variant::T5);
        doc->undoStack()->setClean();
        const int steps = doc->undoStack()->index();
        CodeBar* bar = window_->codeBar();
        if (how == QLatin1String("paste")) {
            QApplication::clipboard()->setText(text);
            window_->pasteFromClipboard();
        } else if (how == QLatin1String("drop")) {
            QMimeData mime;
            mime.setText(text);
            QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(window_->boardView(), &enter);
            QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(window_->boardView(), &drop);
        } else if (how == QLatin1String("field")) {
            bar->openField()->setText(text);
            QTest::keyClick(bar->openField(), Qt::Key_Return);
        } else {
            window_->openArgument(text);
        }
        QCOMPARE(reads, 1);
        QCOMPARE(doc->undoStack()->index(), opens ? steps + 1 : steps);
        if (!opens)
            QCOMPARE(window_->banner()->kind(), MessageBanner::Kind::Error);
        if (how == QLatin1String("field") && !opens)
            QCOMPARE(bar->openField()->selectedText(), QStringLiteral("!"));
        bar->clearOpenField();
    }

    void goodInput_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("variant"); // the variant chosen in the code bar
        QTest::addColumn<int>("expectedVariant");
        QTest::addColumn<int>("score");
        QTest::addColumn<int>("kind");
        QTest::newRow("layer code") << QString::fromLatin1(test::code178) << int(Variant::T5) << int(Variant::T5) << 178
                                    << int(GridFormat::Code);
        QTest::newRow("wrapped code") << QStringLiteral("LoyBD5plSCpD5FoFiiitZT6074\n  dfe79eZN1sxUc/drP/+0vf/7fw ")
                                      << int(Variant::T5) << int(Variant::T5) << 178 << int(GridFormat::Code);
        QTest::newRow("prefix wins") << QStringLiteral("5D:") + QString::fromLatin1(test::code82d) << int(Variant::T5)
                                     << int(Variant::D5) << 82 << int(GridFormat::Code);
        QTest::newRow("chosen variant") << QString::fromLatin1(test::code82d) << int(Variant::D5) << int(Variant::D5) << 82
                                        << int(GridFormat::Code);
        QTest::newRow("game number") << QStringLiteral("Dyi6lZ/DpXJdmwpM9ND9td/cpxNSy80Tz1APQmAFu5EpW+wmY4K+nhZPSaDjprNP8wS6z7")
                                     << int(Variant::T5) << int(Variant::T5) << 135 << int(GridFormat::Number);
        QTest::newRow("unfinished game number") << QStringLiteral("CPdgnPwAGw/VDDKNT7XfoicfEU/cgnP8wS6z7") << int(Variant::T5)
                                                << int(Variant::T5) << 50 << int(GridFormat::Number);
        // A move list that names no variant: the strictest under which it is legal (the
        // banner offers 5T), whatever the code bar says.
        QTest::newRow("move list") << QStringLiteral("# two moves\n2, 2 – (0,4,ne)\n3, 10 - (3,6,s)\n") << int(Variant::T5)
                                   << int(Variant::D5) << 2 << int(GridFormat::Moves);
    }
    void goodInput()
    {
        QFETCH(QString, text);
        QFETCH(int, variant);
        QFETCH(int, expectedVariant);
        QFETCH(int, score);
        QFETCH(int, kind);
        const auto read = readText(text, static_cast<Variant>(variant));
        QVERIFY2(read.ok, qPrintable(read.message));
        QCOMPARE(int(read.grid.format), kind);

        Document* doc = window_->document();
        const int steps = doc->undoStack()->index();
        // Through the "Open code" field, with the variant chosen beside it.
        CodeBar* bar = window_->codeBar();
        auto* combo = bar->findChild<QComboBox*>();
        combo->setCurrentIndex(combo->findData(variant));
        bar->openField()->setText(text.contains(QLatin1Char('\n')) ? QString() : text);
        if (text.contains(QLatin1Char('\n'))) {
            QVERIFY(window_->openText(text, static_cast<Variant>(variant)));
        } else {
            bar->openField()->setFocus();
            QTest::keyClick(bar->openField(), Qt::Key_Return);
            QVERIFY(bar->openField()->text().isEmpty());
            // The keys that come next (Tab, arrows, Home/End) are the board's.
            QCOMPARE(window_->focusWidget(), static_cast<QWidget*>(window_->boardView()));
        }
        QCOMPARE(doc->score(), score);
        QCOMPARE(doc->variant(), static_cast<Variant>(expectedVariant));
        QCOMPARE(doc->undoStack()->index(), steps + 1);
        // A finished grid opens at layer 0, an unfinished one where play continues.
        QCOMPARE(doc->currentLayer(), doc->isOver() ? 0 : doc->viewSteps() - 1);
        QCOMPARE(bar->codeField()->text(), doc->layerCode());
        QCOMPARE(bar->numberField()->text(), doc->gameNumber());
        QVERIFY(!window_->banner()->isVisible() || window_->banner()->kind() != MessageBanner::Kind::Error);
    }

    // Every game number the program shows opens again as that game: records, and random
    // games, finished or not (a game number is never mistaken for guessed text).
    void gameNumbersRoundTrip_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("seed"); // > 0: a random game instead of the code
        QTest::newRow("135") << int(Variant::T5) << QString::fromLatin1(test::code135) << 0;
        QTest::newRow("160") << int(Variant::T5) << QStringLiteral("rERATctK6xgRY2YUwXTPWszMv3vd73c9zvV627392+/3t") << 0;
        QTest::newRow("178") << int(Variant::T5) << QString::fromLatin1(test::code178) << 0;
        QTest::newRow("82 5D") << int(Variant::D5) << QString::fromLatin1(test::code82d) << 0;
        for (int seed = 1; seed <= 40; ++seed)
            QTest::addRow("random %d", seed) << int(allVariants[seed % 4]) << QString() << seed;
    }
    void gameNumbersRoundTrip()
    {
        QFETCH(int, variant);
        QFETCH(QString, code);
        QFETCH(int, seed);
        const auto v = static_cast<Variant>(variant);
        std::vector<Move> moves;
        if (seed == 0) {
            moves = test::decoded(v, code.toLatin1().constData()).movesInOrder();
        } else {
            Position pos(v);
            Random rng(static_cast<std::uint64_t>(seed));
            const int stop = seed % 3 == 0 ? 20 : 100000; // every third game unfinished
            while (!pos.isOver() && pos.score() < stop) {
                const auto legal = pos.legalMoves();
                pos.play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
            }
            moves = pos.moves();
        }
        Document doc;
        doc.load(v, moves, QStringLiteral("load"));
        auto read = readText(doc.gameNumber(), Variant::T5);
        QVERIFY2(read.ok, qPrintable(read.message));
        // A number that is also a layer code opens as the code, and the banner offers the number.
        if (read.grid.format == GridFormat::Code) {
            QVERIFY(read.alternative);
            read = ReadFeedback::read(doc.gameNumber(), read.alternative->options);
        }
        QCOMPARE(int(read.grid.format), int(GridFormat::Number));
        QCOMPARE(read.grid.variant, v);
        QCOMPARE(read.grid.moves, moves);
    }

    void msrRecordText()
    {
        QFile file(QStringLiteral(MORPION_TEST_DATA "/records/4T-hyyroporanen62.msr.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QApplication::clipboard()->setText(QString::fromUtf8(file.readAll()));
        window_->pasteFromClipboard();
        QCOMPARE(window_->document()->variant(), Variant::T4);
        QCOMPARE(window_->document()->score(), 62);
    }

    void pentasolRecordText()
    {
        QFile file(QStringLiteral(MORPION_TEST_DATA "/records/5T-bruneau170.pentasol.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(window_->openText(QString::fromUtf8(file.readAll()), Variant::T5));
        QCOMPARE(window_->document()->score(), 170);
    }

    void dropText()
    {
        Document* doc = window_->document();
        BoardView* view = window_->boardView();
        QMimeData mime;
        mime.setText(QString::fromLatin1(test::code135));
        QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view, &drop);
        QCOMPARE(doc->score(), 135);
        QCOMPARE(doc->layerCode(), QString::fromLatin1(test::code135));
    }

    void dropFile()
    {
        window_->document()->newGame(Variant::T5);
        window_->document()->undoStack()->setClean(); // nothing to save: no prompt
        BoardView* view = window_->boardView();
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(QStringLiteral(MORPION_TEST_DATA "/records/4D-hyyroporanen35.msr.json"))});
        QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view, &drop);
        QCOMPARE(window_->document()->variant(), Variant::D4);
        QCOMPARE(window_->document()->score(), 35);
        QVERIFY(window_->document()->filePath().endsWith(QStringLiteral("4D-hyyroporanen35.msr.json")));
    }

    void ctrlVOnTheBoard()
    {
        window_->document()->newGame(Variant::T5);
        QApplication::clipboard()->setText(QString::fromLatin1(test::code178));
        window_->activateWindow();
        window_->boardView()->setFocus();
        QTest::keyClick(window_->boardView(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(window_->document()->score(), 178);
    }

    void copyButtons()
    {
        window_->openText(QString::fromLatin1(test::code82d), Variant::D5);
        auto* copyCode = window_->codeBar()->findChild<QToolButton*>(QStringLiteral("copyCodeButton"));
        auto* copyNumber = window_->codeBar()->findChild<QToolButton*>(QStringLiteral("copyNumberButton"));
        QVERIFY(copyCode && copyNumber);
        for (const QToolButton* b : {copyCode, copyNumber}) {
            QVERIFY(b->autoRaise()); // flat icons beside the field, as the toolbar's are
            QVERIFY(!b->toolTip().isEmpty());
            QCOMPARE(b->accessibleName(), b->toolTip()); // an icon alone says nothing to a screen reader
        }
        copyCode->click();
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("5D:") + QString::fromLatin1(test::code82d));
        copyNumber->click();
        QCOMPARE(QApplication::clipboard()->text(), window_->document()->gameNumber());
        // What is copied opens again to the same grid, prefix included.
        const auto read = readText(QApplication::clipboard()->text(), Variant::T5);
        QVERIFY(read.ok);
        QCOMPARE(read.grid.variant, Variant::D5);
        QCOMPARE(read.grid.moves, window_->document()->moves());
    }

    // Ctrl+C then Ctrl+V inside the program gives back the same grid in the same move order:
    // the copy holds the record, the picture carrying it and the layer code.
    void copyThenPaste_data()
    {
        QTest::addColumn<QString>("keep"); // the one format left on the clipboard, or "all"
        QTest::addColumn<bool>("sameOrder");
        QTest::newRow("all") << QStringLiteral("all") << true;
        QTest::newRow("record") << GridClipboard::msrMimeType() << true;
        QTest::newRow("picture") << QStringLiteral("image/png") << true;
        QTest::newRow("text") << QStringLiteral("text/plain") << false;
    }
    void copyThenPaste()
    {
        QFETCH(QString, keep);
        QFETCH(bool, sameOrder);
        QFile file(QStringLiteral(MORPION_TEST_DATA "/records/5T-bruneau170.pentasol.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        Document* doc = window_->document();
        QVERIFY(window_->openText(QString::fromUtf8(file.readAll()), Variant::T5));
        const std::vector<Move> played = doc->moves();
        const QString code = doc->layerCode();
        const QByteArray record = paint::PictureMetadata::record(doc->variant(), played, doc->info());
        window_->activateWindow();
        window_->boardView()->setFocus();
        QTest::keyClick(window_->boardView(), Qt::Key_C, Qt::ControlModifier);

        const QMimeData* copied = QApplication::clipboard()->mimeData();
        QVERIFY(copied);
        QCOMPARE(copied->data(GridClipboard::msrMimeType()), record);
        const QByteArray png = copied->data(QStringLiteral("image/png"));
        const auto inPicture = readPictureRecord(std::string_view(png.constData(), static_cast<std::size_t>(png.size())));
        QVERIFY(inPicture);
        QCOMPARE(QByteArray::fromStdString(inPicture.value()), record);
        QVERIFY(!qvariant_cast<QImage>(copied->imageData()).isNull());
        QCOMPARE(copied->text(), code);
        if (keep != QLatin1String("all")) {
            auto* only = new QMimeData;
            only->setData(keep, copied->data(keep));
            QApplication::clipboard()->setMimeData(only);
        }

        // A record or picture names its variant; a 5T code has no prefix and is read as the open grid's variant.
        doc->newGame(sameOrder ? Variant::D4 : Variant::T5);
        doc->undoStack()->setClean();
        QTest::keyClick(window_->boardView(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(doc->variant(), Variant::T5);
        QCOMPARE(doc->layerCode(), code);
        if (sameOrder) {
            QCOMPARE(doc->moves(), played);
            QCOMPARE(paint::PictureMetadata::record(doc->variant(), doc->moves()), record);
        }
    }

    // A picture without a grid says so instead of "no text".
    void pictureWithoutGrid()
    {
        QImage plain(20, 20, QImage::Format_RGB32);
        plain.fill(Qt::white);
        QApplication::clipboard()->setImage(plain);
        window_->pasteFromClipboard();
        QCOMPARE(window_->banner()->kind(), MessageBanner::Kind::Error);
        QVERIFY2(window_->banner()->text().contains(QStringLiteral("picture")), qPrintable(window_->banner()->text()));
    }

private:
    test::MainWindowFixture window_;
};

QTEST_MAIN(TestPaste)
#include "tst_paste.moc"
