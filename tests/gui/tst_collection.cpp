// The collection panel: codes from a text or the record files of a folder, read off the
// GUI thread with progress and Cancel; problems listed with their reason; duplicates
// grouped; thumbnails; a record file's grid in its play order. The panel alone. Sorting
// and filters are gui.collectionorder; what reads into the panel from elsewhere (a paste)
// and what opens from it, gui.collectionopen.

#include "CollectionSupport.h"
#include "DocumentFixture.h"
#include "GuiTestSupport.h"

#include "app/gui/collection/CollectionFilter.h"
#include "app/gui/collection/CollectionLoader.h"
#include "app/gui/collection/CollectionModel.h"
#include "app/gui/collection/CollectionPanel.h"
#include "app/gui/collection/CollectionProblemModel.h"
#include "app/gui/collection/GridPicture.h"
#include "app/gui/common/CoreText.h"
#include "app/gui/common/Language.h"
#include "app/gui/files/ExportDialog.h"
#include "core/base/Random.h"
#include "core/codes/LayerCode.h"
#include "core/codes/Symmetry.h"
#include "core/formats/CodeCollection.h"
#include "core/formats/Msr.h"
#include "core/rules/Position.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QPixmap>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>

#include <numeric>
#include <variant>

using namespace morpion;
using namespace morpion::gui;

namespace {

QString rowsText(const CollectionModel& model, int column)
{
    QStringList out;
    for (int r = 0; r < model.rowCount(); ++r)
        out << model.index(r, column).data().toString();
    return out.join(QLatin1Char('|'));
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

} // namespace

class TestCollection : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::isolateSettings("tst_collection");
        // The English catalogue gives the plural forms ("6 grids").
        QCOMPARE(Language::install(QStringLiteral("en")), QStringLiteral("en"));
        QVERIFY(dir_.isValid());
        pair_ = test::samePointsOtherLines();
        QVERIFY(!pair_.first.empty());
    }

    // Good lines become rows, bad ones problems with line and reason, plain text is counted.
    void goodAndBadLines()
    {
        const QString text = QStringLiteral("Results of the night\n"
                                            "54. 74 (1.73) %1\n"
                                            "# 178 %2\n"
                                            "5D: %3\n"
                                            "\n"
                                            "broken: //////////////\n"
                                            "too long: %2//\n"
                                            "rotated %4\n"
                                            "%5\n"
                                            "%6\n")
                                 .arg(QLatin1String(test::code135), QLatin1String(test::code178), QLatin1String(test::code82d),
                                      QString::fromStdString(test::imageCode(Variant::T5, test::code135, 5)),
                                      QString::fromStdString(pair_.first), QString::fromStdString(pair_.second));
        CollectionPanel panel;
        panel.openText(text, QStringLiteral("notes"), Variant::T5);
        QVERIFY(panel.loader()->waitForFinished(20000));
        const CollectionModel& model = *panel.model();
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(rowsText(model, CollectionModel::Score), QStringLiteral("135|178|82|135|2|2"));
        QCOMPARE(rowsText(model, CollectionModel::VariantColumn), QStringLiteral("5T|5T|5D|5T|5T|5T"));
        QCOMPARE(rowsText(model, CollectionModel::Source), QStringLiteral("line 2|line 3|line 4|line 8|line 9|line 10"));
        QCOMPARE(model.row(0).code, std::string(test::code135));
        QCOMPARE(model.index(1, CollectionModel::CodeLength).data().toInt(), static_cast<int>(std::strlen(test::code178)));
        QCOMPARE(model.index(0, CollectionModel::Layers).data().toInt(), 59);

        const CollectionProblemModel& problems = *panel.problemModel();
        QCOMPARE(problems.rowCount(), 2);
        QCOMPARE(problems.problem(0).source, QStringLiteral("line 6"));
        QVERIFY2(problems.problem(0).reason.contains(QStringLiteral("conflicting")), qPrintable(problems.problem(0).reason));
        QCOMPARE(problems.problem(1).source, QStringLiteral("line 7"));
        QVERIFY2(problems.problem(1).reason.contains(QStringLiteral("bits left")), qPrintable(problems.problem(1).reason));
        QVERIFY(problems.index(0, CollectionProblemModel::Reason).data(Qt::ForegroundRole).isValid());
        QVERIFY(panel.problemTable()->isVisibleTo(&panel));
        QVERIFY2(panel.summary().contains(QStringLiteral("6 grids")) && panel.summary().contains(QStringLiteral("2 problems")),
                 qPrintable(panel.summary()));
        QCOMPARE(panel.loader()->result()->linesWithoutCode, 2);

        // A long bad code is shortened as the core shortens it (200 bytes and an ellipsis).
        {
            const std::string longCode = std::string(test::code178) + test::code178 + test::code178 + test::code178;
            CollectionPanel other;
            other.openText(QString::fromStdString("x " + longCode + "\n"), QStringLiteral("long"), Variant::T5);
            QVERIFY(other.loader()->waitForFinished(20000));
            QCOMPARE(other.problemModel()->rowCount(), 1);
            QCOMPARE(other.problemModel()->problem(0).code, QString::fromStdString(longCode.substr(0, 200)) + QChar(0x2026));
        }

        // Duplicates: the 135 and its quarter turn are one grid; the pair has the same points.
        QCOMPARE(model.row(0).symmetryGroup, 1);
        QCOMPARE(model.row(3).symmetryGroup, 1);
        QCOMPARE(model.row(3).symmetrySize, 2);
        QVERIFY(!model.index(3, CollectionModel::SameGrid).data().toString().isEmpty());
        QVERIFY(model.index(3, CollectionModel::SameGrid).data(Qt::BackgroundRole).isValid());
        QCOMPARE(model.row(4).symmetrySize, 1);
        QCOMPARE(model.row(4).pointsGroup, 5);
        QCOMPARE(model.row(5).pointsGroup, 5);
        QCOMPARE(model.row(5).pointsSize, 2);
        QVERIFY(model.index(5, CollectionModel::SameGrid).data().toString().isEmpty());
        QVERIFY(!model.index(5, CollectionModel::SamePoints).data().toString().isEmpty());
        QCOMPARE(model.row(1).symmetrySize, 1);
        QCOMPARE(model.row(1).pointsSize, 1);
    }

    // The panel lays out what it shows: the filters, the tables, the summary line and the
    // progress row, none over another (a part left out of the layout sits in the corner).
    void panelIsLaidOut()
    {
        CollectionPanel panel;
        panel.openText(QString::fromLatin1(test::code135) + QLatin1Char('\n'), QStringLiteral("one"), Variant::T5);
        QVERIFY(panel.loader()->waitForFinished(20000));
        panel.resize(640, 480);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QTRY_VERIFY(!panel.summary().isEmpty());
        const QString fault = test::layoutFault(&panel);
        QVERIFY2(fault.isEmpty(), qPrintable(fault));
    }

    // A code with a slip ("BBYq*jXKmC") is listed under "Not read" with the code field's
    // reason, not counted among the lines without a code.
    void slippedCodeIsNotRead()
    {
        CollectionPanel panel;
        panel.openText(QStringLiteral("%1\nBBYq*jXKmC\nthanks\n").arg(QLatin1String(test::code135)), QStringLiteral("notes"),
                       Variant::T5);
        QVERIFY(panel.loader()->waitForFinished(20000));
        QCOMPARE(panel.model()->rowCount(), 1);
        const CollectionProblemModel& problems = *panel.problemModel();
        QCOMPARE(problems.rowCount(), 1);
        QCOMPARE(problems.problem(0).source, QStringLiteral("line 2"));
        const QString fieldReason = CoreText::describe(decodeLayerCode(Variant::T5, "BBYq*jXKmC").error());
        QVERIFY2(problems.problem(0).reason.contains(fieldReason), qPrintable(problems.problem(0).reason + " / " + fieldReason));
        QCOMPARE(panel.loader()->result()->linesWithoutCode, 1);
        QVERIFY(panel.problemTable()->isVisibleTo(&panel));
    }

    // The panel takes the collection's vote over the same codes as morpion-cli (the first
    // variantVoteCodes bare codes, core VariantVote): it took the first 8,192 lines, so
    // that a log whose codes come after 8,192 lines of other text had no vote, and its 5T
    // codes that also decode as 5D were read as 5D (the strictest) where the CLI reads 5T.
    void votesOverTheCodesAsTheCommandLine()
    {
        std::string text;
        for (int i = 0; i < 8200; ++i)
            text += "a line of notes, no code in it\n";
        int ambiguous = 0;
        for (std::uint64_t seed = 1; seed < 3000 && (ambiguous < 3 || seed < 60); ++seed) {
            Random rng(seed);
            Position pos(Variant::T5);
            for (int m = 0; m < 3 + static_cast<int>(seed % 6) && !pos.legalMoves().empty(); ++m)
                pos.play(pos.legalMoves()[rng.below(static_cast<std::uint32_t>(pos.legalMoves().size()))]);
            const auto code = encodeLayerCode(Variant::T5, pos.moves());
            QVERIFY(code.ok());
            const bool both = bool(decodeLayerCode(Variant::D5, *code));
            if (both && ambiguous >= 3)
                continue;
            ambiguous += both;
            text += *code + "\n";
        }
        QVERIFY(ambiguous >= 3);
        const CodeCollection cli = readCodeCollection(text, std::nullopt);
        const CollectionData panel = CollectionLoader::readText(text, std::nullopt);
        QCOMPARE(panel.size(), static_cast<int>(cli.entries.size()));
        int read5T = 0;
        for (int i = 0; i < panel.size(); ++i) {
            QCOMPARE(panel.variant(i), cli.entries[static_cast<std::size_t>(i)].variant);
            read5T += panel.variant(i) == Variant::T5;
        }
        QCOMPARE(read5T, panel.size());
    }

    // The panel's groups are the core's groups (core/formats/CodeCollection.h) on a larger text.
    void groupsAgreeWithTheCore()
    {
        std::string text;
        const char* codes[] = {test::code135, test::code178};
        for (int i = 0; i < 24; ++i) {
            const char* code = codes[i % 2];
            text += std::to_string(i) + ". " + test::imageCode(Variant::T5, code, (i * 3) % 8) + "\n";
        }
        text += pair_.first + "\n" + pair_.second + "\n";
        const CollectionData data = CollectionLoader::readText(text, Variant::T5);
        const CodeCollection core = readCodeCollection(text, Variant::T5);
        const DuplicateGroups groups = groupDuplicates(core.entries);
        QCOMPARE(static_cast<std::size_t>(data.size()), core.entries.size());
        for (int i = 0; i < data.size(); ++i) {
            // Core group ids are entry indices; the panel's are 1-based row numbers.
            QCOMPARE(data.symmetryGroup(i), groups.symmetryGroup[static_cast<std::size_t>(i)] + 1);
            QCOMPARE(data.pointsGroup(i), groups.pointsGroup[static_cast<std::size_t>(i)] + 1);
        }
    }

    // Reading runs off the GUI thread: loadText returns at once, the event loop keeps
    // turning, and Cancel stops it keeping what was read.
    void cancelWorks()
    {
        QByteArray text;
        for (int i = 0; text.size() < (32 << 20); ++i) // still reading when Cancel comes, even on a fast machine
            text += QByteArray::number(i) + ". 74 (1.73) " + (i % 2 ? test::code178 : test::code135) + "\n";
        const QString pasted = QString::fromLatin1(text);
        CollectionPanel panel;
        QElapsedTimer timer;
        timer.start();
        panel.openText(pasted, QStringLiteral("big"), Variant::T5);
        QVERIFY2(timer.elapsed() < 500, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(panel.loader()->isRunning());
        QVERIFY(panel.cancelButton()->isVisibleTo(&panel));
        QVERIFY(panel.progressBar()->isVisibleTo(&panel));
        int ticks = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, this, [&ticks] { ++ticks; });
        ticker.start(5);
        QTest::qWait(150);
        QVERIFY2(ticks >= 5, qPrintable(QString::number(ticks))); // the GUI thread was free
        QTest::mouseClick(panel.cancelButton(), Qt::LeftButton);
        QVERIFY(panel.loader()->waitForFinished(10000));
        const auto result = panel.loader()->result();
        QVERIFY(result->cancelled);
        QVERIFY(result->size() < text.count('\n'));
        QCOMPARE(panel.model()->rowCount(), result->size());
        QVERIFY2(panel.summary().startsWith(QStringLiteral("Cancelled")), qPrintable(panel.summary()));
        QVERIFY(!panel.cancelButton()->isVisibleTo(&panel));
    }

    // The first click on Score puts the best grid first; a filter that leaves rows out says
    // how many of how many are shown; the row numbers fit beside the thumbnails in the
    // table's font.
    void scoreCountAndNumbers()
    {
        const QString text = QStringLiteral("%1\n%2\n5D:%3\n")
                                 .arg(QLatin1String(test::code135), QLatin1String(test::code178), QLatin1String(test::code82d));
        CollectionPanel panel;
        QFont big = panel.table()->font();
        big.setPixelSize(80);
        panel.table()->setFont(big);
        panel.resize(900, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.openText(text, QStringLiteral("x"), Variant::T5);
        QVERIFY(panel.loader()->waitForFinished(20000));
        CollectionFilter* f = panel.filter();
        QVERIFY(test::waitForOrder(*f));
        QHeaderView* header = panel.table()->horizontalHeader();
        const QPoint at(header->sectionViewportPosition(CollectionModel::Score) + header->sectionSize(CollectionModel::Score) / 2,
                        header->height() / 2);
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, at);
        QVERIFY(test::waitForOrder(*f));
        QCOMPARE(header->sortIndicatorOrder(), Qt::DescendingOrder);
        QCOMPARE(f->index(0, CollectionModel::Score).data().toInt(), 178);
        auto* status = panel.findChild<QLabel*>(QStringLiteral("collectionStatus"));
        QVERIFY(status);
        QVERIFY2(!status->text().contains(QStringLiteral(" of ")), qPrintable(status->text()));
        f->setVariant(Variant::D5);
        QVERIFY(test::waitForOrder(*f));
        QVERIFY2(status->text().startsWith(QStringLiteral("1 of 3 grids shown")), qPrintable(status->text()));
        f->setVariant(std::nullopt);
        QVERIFY(test::waitForOrder(*f));
        QVERIFY2(!status->text().contains(QStringLiteral(" of 3")), qPrintable(status->text()));
        QVERIFY(panel.table()->columnWidth(CollectionModel::Picture) >=
                CollectionModel::thumbnailSize + panel.table()->fontMetrics().horizontalAdvance(QStringLiteral("3")));
    }

    // Thumbnails are drawn for the rows on screen only, when they are painted, and kept in
    // a bounded cache.
    void thumbnailsOnlyForShownRows()
    {
        QString text;
        for (int i = 0; i < 3000; ++i)
            text += QStringLiteral("%1. %2\\n")
                        .arg(i)
                        .arg(QString::fromStdString(test::imageCode(Variant::T5, test::code178, i % 8)));
        // Read while the panel is hidden (a dock behind another), then shown.
        CollectionPanel panel;
        panel.resize(700, 400);
        panel.openText(text, QStringLiteral("many"), Variant::T5);
        QVERIFY(panel.loader()->waitForFinished(20000));
        QCOMPARE(panel.model()->cachedThumbnailCount(), 0);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QCoreApplication::processEvents();
        panel.table()->viewport()->repaint();
        const int rowsOnScreen = panel.table()->viewport()->height() / panel.table()->verticalHeader()->defaultSectionSize() + 2;
        QVERIFY2(panel.model()->cachedThumbnailCount() <= rowsOnScreen,
                 qPrintable(QStringLiteral("%1 > %2").arg(panel.model()->cachedThumbnailCount()).arg(rowsOnScreen)));
        QVERIFY(panel.model()->cachedThumbnailCount() > 0);
        for (int step = 0; step < 60; ++step) {
            panel.table()->verticalScrollBar()->setValue(step * 50);
            panel.table()->viewport()->repaint();
        }
        QVERIFY(panel.model()->cachedThumbnailCount() <= CollectionModel::cachedThumbnails);
    }

    // A folder of record files: each kind of file, problems for the files without a grid.
    void folder()
    {
        const QString folder = dir_.filePath(QStringLiteral("records"));
        QVERIFY(QDir().mkpath(folder));
        const QString data = QStringLiteral(MORPION_TEST_DATA "/records/");
        QVERIFY(QFile::copy(data + QStringLiteral("5D-rosin82.pentasol.txt"), folder + QStringLiteral("/a-82.txt")));
        QVERIFY(QFile::copy(data + QStringLiteral("4T-hyyroporanen62.msr.json"), folder + QStringLiteral("/b-62.json")));
        writeFile(folder + QStringLiteral("/c-codes.txt"),
                  QByteArray("# two codes\n") + test::code135 + "\n" + test::code178 + "\nbad //////////////\n");
        {
            test::DocumentFixture f;
            QVERIFY(f.openText(QString::fromLatin1(test::code178), Variant::T5));
            ExportDialog dialog(f.document(), QStringLiteral("light"));
            QCOMPARE(dialog.writeFile(folder + QStringLiteral("/d-178.png")), QString());
            QCOMPARE(dialog.writeFile(folder + QStringLiteral("/e-178.svg")), QString());
        }
        QImage plain(8, 8, QImage::Format_RGB32);
        plain.fill(Qt::red);
        QVERIFY(plain.save(folder + QStringLiteral("/f-plain.png")));
        writeFile(folder + QStringLiteral("/g-notes.dat"), "not a record");
        writeFile(folder + QStringLiteral("/h-broken.json"), "{\"variant\":\"5T\",\"moves\":[");

        CollectionPanel panel;
        panel.openFolder(folder, Variant::T5);
        QVERIFY(panel.loader()->waitForFinished(20000));
        const CollectionModel& model = *panel.model();
        QCOMPARE(rowsText(model, CollectionModel::Source),
                 QStringLiteral("a-82.txt|b-62.json|c-codes.txt, line 2|c-codes.txt, line 3|d-178.png|e-178.svg"));
        QCOMPARE(rowsText(model, CollectionModel::Score), QStringLiteral("82|62|135|178|178|178"));
        QCOMPARE(model.row(1).variant, Variant::T4);
        // The 178 three times over: one group.
        QCOMPARE(model.row(4).symmetryGroup, 4);
        QCOMPARE(model.row(5).symmetrySize, 3);
        const CollectionProblemModel& problems = *panel.problemModel();
        QCOMPARE(problems.rowCount(), 3);
        QCOMPARE(problems.problem(0).source, QStringLiteral("c-codes.txt, line 4"));
        QCOMPARE(problems.problem(1).source, QStringLiteral("f-plain.png"));
        QVERIFY(problems.problem(1).reason.contains(QStringLiteral("no grid")));
        QCOMPARE(problems.problem(2).source, QStringLiteral("h-broken.json"));
        QCOMPARE(panel.loader()->result()->filesSkipped, 1);
        // Record files keep their play order.
        QCOMPARE(panel.model()->moves(4), test::decoded(Variant::T5, test::code178).movesInOrder());
    }

    // A record file's grid keeps its play order (a random game's, not the layer order):
    // opened or compared from the collection, it is the game as played.
    void recordKeepsItsPlayOrder()
    {
        Random rng(5);
        Position game(Variant::T5);
        game.playRandom(rng);
        const std::vector<Move> played = game.moves();
        QVERIFY(played != decodeLayerCode(Variant::T5, encodeLayerCode(Variant::T5, played).value())->movesInOrder());
        const QString folder = dir_.filePath(QStringLiteral("played"));
        QVERIFY(QDir().mkpath(folder));
        MsrRecord record;
        record.variant = Variant::T5;
        record.moves = played;
        writeFile(folder + QStringLiteral("/played.msr.json"), QByteArray::fromStdString(writeMsr(record).value()));
        CollectionPanel panel;
        panel.openFolder(folder, Variant::T5);
        QVERIFY(panel.loader()->waitForFinished(20000));
        QCOMPARE(panel.model()->rowCount(), 1);
        QCOMPARE(panel.model()->moves(0), played);
    }

    void missingInputs()
    {
        CollectionPanel panel;
        QSignalSpy errors(&panel, &CollectionPanel::error);
        panel.openFile(dir_.filePath(QStringLiteral("nothing-here.txt")), Variant::T5);
        QVERIFY(panel.loader()->waitForFinished(5000));
        QCOMPARE(errors.count(), 1);
        QVERIFY(errors.at(0).at(0).toString().contains(QStringLiteral("nothing-here.txt")));
        panel.openFolder(dir_.filePath(QStringLiteral("no-folder")), Variant::T5);
        QVERIFY(panel.loader()->waitForFinished(5000));
        QCOMPARE(errors.count(), 2);
    }

private:
    QTemporaryDir dir_;
    std::pair<std::string, std::string> pair_;
};

QTEST_MAIN(TestCollection)
#include "tst_collection.moc"
