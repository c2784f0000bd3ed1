// The collection panel's order and filters: sorting by every column and filtering match a
// plain reference over the rows, and the order is worked out off the GUI thread while the
// current row, its preview and the board stay as they were (on the collection fixture,
// tests/gui/CollectionFixture.h).

#include "CollectionFixture.h"
#include "CollectionSupport.h"

#include "app/gui/collection/CollectionFilter.h"
#include "app/gui/collection/CollectionLoader.h"
#include "app/gui/collection/CollectionModel.h"
#include "app/gui/collection/CollectionPanel.h"
#include "app/gui/collection/CollectionProblemModel.h"
#include "app/gui/collection/GridPicture.h"
#include "app/gui/common/CoreText.h"
#include "app/gui/common/Language.h"
#include "app/gui/common/MessageBanner.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/ExportDialog.h"
#include "core/base/Random.h"
#include "core/codes/LayerCode.h"
#include "core/codes/Symmetry.h"
#include "core/formats/CodeCollection.h"
#include "core/formats/Msr.h"
#include "core/rules/Position.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
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
#include <QUndoStack>

#include <numeric>
#include <variant>

using namespace morpion;
using namespace morpion::gui;

namespace {

// A few hundred rows of three variants with duplicates (images of the same grids) and
// some lines without a code, for the order and filter references.
QString mixedText(const std::pair<std::string, std::string>& pair)
{
    QString text;
    const char* codes[] = {test::code135, test::code178};
    for (int i = 0; i < 300; ++i) {
        if (i % 7 == 3)
            text += QStringLiteral("5D %1. %2\n").arg(i).arg(QLatin1String(test::code82d));
        else if (i % 11 == 5)
            text += QStringLiteral("note %1: %2\n").arg(i).arg(QString::fromStdString(i % 2 ? pair.first : pair.second));
        else if (i % 13 == 0)
            text += QStringLiteral("nothing on this line\n");
        else
            text += QStringLiteral("%1. run %2 %3\n")
                        .arg(i)
                        .arg(i % 5)
                        .arg(QString::fromStdString(test::imageCode(Variant::T5, codes[i % 2], i % 8)));
    }
    return text;
}

} // namespace

class TestCollectionOrder : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::isolateSettings("tst_collectionorder");
        // The English catalogue gives the plural forms ("6 grids").
        QCOMPARE(Language::install(QStringLiteral("en")), QStringLiteral("en"));
        pair_ = test::samePointsOtherLines();
        QVERIFY(!pair_.first.empty());
    }

    void sortAndFilter()
    {
        const QString text = QStringLiteral("%1\n%2\n5D:%3\n%4\n")
                                 .arg(QLatin1String(test::code135), QLatin1String(test::code178), QLatin1String(test::code82d),
                                      QStringLiteral("rERATctK6xgRY2YUwXTPWszMv3vd73c9zvV627392+/3t"));
        CollectionPanel panel;
        panel.openText(text, QStringLiteral("x"), Variant::T5);
        QVERIFY(panel.loader()->waitForFinished(20000));
        CollectionFilter* f = panel.filter();
        QCOMPARE(f->rowCount(), 4);
        panel.table()->sortByColumn(CollectionModel::Score, Qt::DescendingOrder);
        QVERIFY(test::waitForOrder(*f));
        QCOMPARE(f->index(0, CollectionModel::Score).data().toInt(), 178);
        QCOMPARE(f->index(3, CollectionModel::Score).data().toInt(), 82);
        panel.table()->sortByColumn(CollectionModel::Score, Qt::AscendingOrder);
        QVERIFY(test::waitForOrder(*f));
        QCOMPARE(f->index(0, CollectionModel::Score).data().toInt(), 82);
        f->setVariant(Variant::D5);
        QVERIFY(test::waitForOrder(*f));
        QCOMPARE(f->rowCount(), 1);
        f->setVariant(std::nullopt);
        f->setMinimumScore(150);
        QVERIFY(test::waitForOrder(*f));
        QCOMPARE(f->rowCount(), 2);
        f->setMinimumScore(0);
        f->setText(QStringLiteral("rERAT"));
        QVERIFY(test::waitForOrder(*f));
        QCOMPARE(f->rowCount(), 1);
        QCOMPARE(f->index(0, CollectionModel::Score).data().toInt(), 160);
        f->setText(QString());
        QVERIFY(test::waitForOrder(*f));
        // Thumbnails come from the shared renderer, at the list's size.
        const QPixmap thumb = qvariant_cast<QPixmap>(f->index(0, CollectionModel::Picture).data(Qt::DecorationRole));
        QVERIFY(!thumb.isNull());
        QCOMPARE(qRound(thumb.width() / thumb.devicePixelRatio()), CollectionModel::thumbnailSize);
        // At the screen's device pixel ratio, not a fixed one.
        QCOMPARE(thumb.devicePixelRatio(), qApp->devicePixelRatio());
        QCOMPARE(thumb.width(), qRound(CollectionModel::thumbnailSize * qApp->devicePixelRatio()));
        const QImage image = CollectionModel::thumbnail(Variant::T5, test::decoded(Variant::T5, test::code178).movesInOrder(),
                                                        paint::BoardStyle::light(), 64);
        QCOMPARE(image.size(), QSize(64, 64));
        QVERIFY(image.pixel(32, 32) != image.pixel(0, 0) || image.pixel(20, 20) != image.pixel(0, 0));
    }

    // Every column, both ways: the order shown is a plain std::sort of the rows by the
    // column's value (numbers as numbers), ties in reading order.
    void sortMatchesReference_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<bool>("descending");
        for (int column = 0; column < CollectionModel::ColumnCount; ++column)
            for (const bool descending : {false, true})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(column).arg(descending ? "down" : "up")))
                    << column << descending;
    }
    void sortMatchesReference()
    {
        QFETCH(int, column);
        QFETCH(bool, descending);
        CollectionPanel panel;
        panel.openText(mixedText(pair_), QStringLiteral("mixed"), Variant::T5);
        QVERIFY(panel.loader()->waitForFinished(20000));
        const CollectionModel& model = *panel.model();
        QVERIFY(model.rowCount() > 200);
        // The value each column sorts by, from the rows as the model gives them.
        auto value = [&model, column](int i) -> std::variant<qlonglong, std::string> {
            const CollectionRow r = model.row(i);
            switch (column) {
            case CollectionModel::Score: return qlonglong{r.score};
            case CollectionModel::VariantColumn: return qlonglong{static_cast<int>(r.variant)};
            case CollectionModel::Layers: return qlonglong{r.layers};
            case CollectionModel::CodeLength: return static_cast<qlonglong>(r.code.size());
            case CollectionModel::SameGrid: return qlonglong{r.symmetrySize > 1 ? r.symmetryGroup : r.number};
            case CollectionModel::SamePoints: return qlonglong{r.pointsSize > 1 ? r.pointsGroup : r.number};
            case CollectionModel::Code: return r.code;
            default: return qlonglong{r.number};
            }
        };
        std::vector<int> reference(static_cast<std::size_t>(model.rowCount()));
        std::iota(reference.begin(), reference.end(), 0);
        std::sort(reference.begin(), reference.end(), [&](int a, int b) {
            const auto va = value(a), vb = value(b);
            if (va != vb)
                return descending ? vb < va : va < vb;
            return a < b;
        });
        panel.table()->sortByColumn(column, descending ? Qt::DescendingOrder : Qt::AscendingOrder);
        QVERIFY(test::waitForOrder(*panel.filter()));
        const CollectionFilter& f = *panel.filter();
        QCOMPARE(f.rowCount(), model.rowCount());
        std::vector<int> shown;
        for (int r = 0; r < f.rowCount(); ++r)
            shown.push_back(f.mapToSource(f.index(r, column)).row());
        QCOMPARE(shown, reference);
        QCOMPARE(CollectionFilter::order(*model.collection(),
                                         {column, descending ? Qt::DescendingOrder : Qt::AscendingOrder, {}, 0, {}}),
                 reference);
    }

    // Filters against a plain test of each row (variant, minimum score, text in the code,
    // the place or the line, the last two in any case), in the order of a sorted column.
    void filterMatchesReference_data()
    {
        QTest::addColumn<int>("variant"); // -1: all
        QTest::addColumn<int>("minScore");
        QTest::addColumn<QString>("text");
        QTest::newRow("all") << -1 << 0 << QString();
        QTest::newRow("5D") << static_cast<int>(Variant::D5) << 0 << QString();
        QTest::newRow("score") << -1 << 100 << QString();
        QTest::newRow("score and 5T") << static_cast<int>(Variant::T5) << 150 << QString();
        QTest::newRow("code") << -1 << 0 << QStringLiteral("BBYqj");
        QTest::newRow("line, other case") << -1 << 0 << QStringLiteral("RUN 3");
        QTest::newRow("place") << -1 << 0 << QStringLiteral("line 1");
        QTest::newRow("text and score") << -1 << 150 << QStringLiteral("Run");
        QTest::newRow("nothing") << -1 << 0 << QStringLiteral("no such text");
    }
    void filterMatchesReference()
    {
        QFETCH(int, variant);
        QFETCH(int, minScore);
        QFETCH(QString, text);
        CollectionPanel panel;
        panel.openText(mixedText(pair_), QStringLiteral("mixed"), Variant::T5);
        QVERIFY(panel.loader()->waitForFinished(20000));
        const CollectionModel& model = *panel.model();
        std::vector<int> reference;
        for (int i = 0; i < model.rowCount(); ++i) {
            const CollectionRow r = model.row(i);
            if (variant >= 0 && static_cast<int>(r.variant) != variant)
                continue;
            if (r.score < minScore)
                continue;
            if (!text.isEmpty() && !QString::fromStdString(r.code).contains(text) &&
                !r.source.contains(text, Qt::CaseInsensitive) && !r.text.contains(text, Qt::CaseInsensitive))
                continue;
            reference.push_back(i);
        }
        // Sorted by score, best first, ties in reading order.
        std::stable_sort(reference.begin(), reference.end(),
                         [&model](int a, int b) { return model.row(a).score > model.row(b).score; });
        CollectionFilter& f = *panel.filter();
        panel.table()->sortByColumn(CollectionModel::Score, Qt::DescendingOrder);
        f.setVariant(variant < 0 ? std::nullopt : std::optional<Variant>(static_cast<Variant>(variant)));
        f.setMinimumScore(minScore);
        f.setText(text);
        QVERIFY(test::waitForOrder(f));
        std::vector<int> shown;
        for (int r = 0; r < f.rowCount(); ++r)
            shown.push_back(f.mapToSource(f.index(r, 0)).row());
        QCOMPARE(shown, reference);
        QVERIFY(text != QStringLiteral("no such text") || shown.empty());
        QVERIFY(text == QStringLiteral("no such text") || !shown.empty());
    }

    // Sorting is worked out off the GUI thread: the call returns before the order changes;
    // a newer request replaces an older one; the current row stays on its grid (its
    // preview too), and the board is not touched.
    void sortingRunsInTheBackground()
    {
        test::CollectionArea w;
        w.openCollectionText(mixedText(pair_), QStringLiteral("mixed"));
        CollectionPanel* panel = w.collectionPanel();
        QVERIFY(panel->loader()->waitForFinished(20000));
        CollectionFilter* f = panel->filter();
        QTableView* table = panel->table();
        table->selectRow(5);
        const int picked = f->mapToSource(table->currentIndex()).row();
        QCOMPARE(picked, 5);
        const QString shownCode = w.document()->layerCode();
        const auto previewed = panel->preview()->moves();
        QCOMPARE(previewed, panel->model()->moves(picked));
        QCOMPARE(w.document()->undoStack()->count(), 0);
        table->sortByColumn(CollectionModel::Score, Qt::DescendingOrder);
        QVERIFY(f->isBusy());
        QCOMPARE(f->mapToSource(f->index(0, 0)).row(), 0); // not yet
        table->sortByColumn(CollectionModel::Code, Qt::AscendingOrder);
        QVERIFY(test::waitForOrder(*f));
        QCOMPARE(f->mapToSource(f->index(0, 0)).row(),
                 CollectionFilter::order(*panel->model()->collection(), {CollectionModel::Code, Qt::AscendingOrder, {}, 0, {}})
                     .front());
        QCOMPARE(f->mapToSource(table->currentIndex()).row(), picked);
        QCOMPARE(panel->preview()->moves(), previewed);
        QCOMPARE(w.document()->layerCode(), shownCode);
        QCOMPARE(w.document()->undoStack()->count(), 0);
    }

private:
    std::pair<std::string, std::string> pair_;
};

QTEST_MAIN(TestCollectionOrder)
#include "tst_collectionorder.moc"
