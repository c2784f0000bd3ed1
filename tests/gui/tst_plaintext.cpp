// What comes from outside the program (a file's name, a record's fields, a line of a
// collection) is shown as text wherever it appears: labels and message boxes that show it
// are plain text, tooltips quote it escaped, and menu items keep its '&'. A name such as
// "<font size=7>BIG</font><img src=...>" must never turn into a big word or a picture.

#include "tests/common/MainWindowFixture.h"

#include "app/gui/collection/CollectionPanel.h"
#include "app/gui/collection/CollectionProblemModel.h"
#include "app/gui/common/MessageBanner.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/FileActions.h"
#include "app/gui/panels/GridInfoPanel.h"
#include "tests/common/FileTestSupport.h"

#include <QAction>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextDocument>

using namespace morpion;
using namespace morpion::gui;

namespace {

// Markup that changes what is shown (and can be a file's name: no '/'); no field or name
// of the test holds it otherwise.
const QString mark = QStringLiteral("<b>M&amp;<i>");

// True when `text`, shown by a widget of `format`, would show `mark` as markup.
bool shownAsMarkup(const QString& text, Qt::TextFormat format)
{
    if (!text.contains(mark))
        return false;
    return format == Qt::RichText || (format == Qt::AutoText && Qt::mightBeRichText(text));
}

// Every label of `root` (and its menus' actions) that shows `mark` as markup, by name.
QStringList offenders(QWidget* root)
{
    QStringList found;
    for (QLabel* label : root->findChildren<QLabel*>())
        if (shownAsMarkup(label->text(), label->textFormat()))
            found << QStringLiteral("label %1: %2").arg(label->objectName(), label->text());
    for (QWidget* widget : root->findChildren<QWidget*>())
        if (shownAsMarkup(widget->toolTip(), Qt::AutoText))
            found << QStringLiteral("tooltip of %1: %2").arg(widget->objectName(), widget->toolTip());
    for (QAction* action : root->findChildren<QAction*>())
        if (shownAsMarkup(action->toolTip(), Qt::AutoText))
            found << QStringLiteral("tooltip of action %1: %2").arg(action->text(), action->toolTip());
    return found;
}

} // namespace

class TestPlainText : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(window_.open("tst_plaintext", QSize(1200, 800)));
        QVERIFY(dir_.isValid());
    }
    void cleanupTestCase() { window_.close(); }

    // A record whose fields and file name hold markup, opened: the panels, the title, the
    // recent files.
    void recordFields()
    {
        QJsonObject record =
            QJsonDocument::fromJson(morpion::test::fileBytes(QStringLiteral(MORPION_TEST_DATA "/records/5T-rosin178.msr.json")))
                .object();
        for (const char* key : {"description", "author", "source", "date", "comment"})
            record.insert(QLatin1String(key), QStringLiteral("%1 %2").arg(QLatin1String(key), mark));
        record.insert(mark, mark); // a field this program does not know
        const QString path = dir_.filePath(mark + QStringLiteral(".msr.json"));
        QVERIFY(morpion::test::writeBytes(path, QJsonDocument(record).toJson()));
        QVERIFY(window_->fileActions()->openFile(path));
        QCOMPARE(window_->document()->score(), 178);
        QVERIFY(window_->gridInfoPanel()->otherFields()->text().contains(mark.toHtmlEscaped()));
        const QStringList found = offenders(window_.operator->());
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
        // The recent files: the name as it is, '&' kept, the path escaped in its tooltip.
        const QList<QAction*> recent = window_->fileActions()->recentMenu()->actions();
        QVERIFY(!recent.isEmpty());
        QVERIFY2(recent.first()->text().endsWith(QString(mark).replace(QLatin1Char('&'), QStringLiteral("&&")) +
                                                 QStringLiteral(".msr.json")),
                 qPrintable(recent.first()->text()));
        QVERIFY(!shownAsMarkup(recent.first()->toolTip(), Qt::AutoText));
    }

    // A file that cannot be opened: the banner names it as it is.
    void missingFile()
    {
        const QString path = dir_.filePath(mark + QStringLiteral("-missing.msr.json"));
        QVERIFY(!window_->fileActions()->openFile(path));
        MessageBanner* banner = window_->banner();
        QVERIFY(banner->isVisible());
        QVERIFY2(banner->text().contains(mark), qPrintable(banner->text()));
        const QStringList found = offenders(window_.operator->());
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    // A collection whose lines do not read: the problems' table quotes them in tooltips,
    // the status names the collection.
    void collectionLines()
    {
        QSignalSpy loaded(window_->collectionPanel(), &CollectionPanel::loaded);
        window_->openCollectionText(QStringLiteral("%1\n%2 ////////////////////////////////////////////////////\n")
                                        .arg(QString::fromLatin1(gui::test::code135), mark),
                                    mark);
        QVERIFY(loaded.wait(30000));
        const CollectionProblemModel* problems = window_->collectionPanel()->problemModel();
        QVERIFY(problems->rowCount() > 0);
        for (int column = 0; column < problems->columnCount(); ++column) {
            const QString tip = problems->index(0, column).data(Qt::ToolTipRole).toString();
            QVERIFY2(!shownAsMarkup(tip, Qt::AutoText), qPrintable(tip));
        }
        const QStringList found = offenders(window_.operator->());
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

private:
    gui::test::MainWindowFixture window_;
    QTemporaryDir dir_;
};

QTEST_MAIN(TestPlainText)
#include "tst_plaintext.moc"
