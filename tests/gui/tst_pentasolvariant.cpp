// The other reading, offered in the banner: a Pentasol file that names no variant opens as
// the strictest variant under which it is legal (5D before 5T), and the banner offers
// "Read as 5T"; text that is both a layer code and a game number opens as the code, and
// the banner offers "Read as game number". The same for a file opened, dropped or pasted.

#include "GuiTestSupport.h"
#include "OpeningFixture.h"

#include "app/gui/common/MessageBanner.h"
#include "app/gui/common/ReadFeedback.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/FileActions.h"
#include "app/gui/panels/CodeBar.h"

#include <QComboBox>
#include <QFile>
#include <QPushButton>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace morpion;
using namespace morpion::gui;

namespace {

const QString rosin82 = QStringLiteral(MORPION_TEST_DATA "/records/5D-rosin82.pentasol.txt");

void chooseVariant(test::OpeningArea& w, Variant v)
{
    auto* box = w.codeBar()->findChild<QComboBox*>();
    QVERIFY(box);
    box->setCurrentIndex(box->findData(static_cast<int>(v)));
    QCOMPARE(w.codeBar()->readVariant(), v);
}

QString fileText(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

ReadFeedback::Outcome readText(const QString& text)
{
    return ReadFeedback::read(text, GridReadOptions{});
}

} // namespace

class TestPentasolVariant : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings("tst_pentasolvariant"); }

    // Rosin's 5D 82 is legal as 5D and as 5T: it opens as 5D whatever the code bar says,
    // and the banner's button reads it again as 5T (one more undo step).
    void strictestThenTheOther_data()
    {
        QTest::addColumn<int>("chosen");
        QTest::addColumn<bool>("asFile");
        for (const Variant v : {Variant::T5, Variant::D5, Variant::T4}) {
            QTest::addRow("%s chosen, file", variantName(v).data()) << int(v) << true;
            QTest::addRow("%s chosen, text", variantName(v).data()) << int(v) << false;
        }
    }
    void strictestThenTheOther()
    {
        QFETCH(int, chosen);
        QFETCH(bool, asFile);
        test::OpeningArea w;
        chooseVariant(w, static_cast<Variant>(chosen));
        if (asFile)
            QVERIFY(w.fileActions()->openFile(rosin82));
        else
            QVERIFY(w.openText(fileText(rosin82), w.codeBar()->readVariant()));
        QCOMPARE(w.document()->variant(), Variant::D5);
        QCOMPARE(w.document()->score(), 82);
        QVERIFY(w.banner()->isVisibleTo(&w));
        QCOMPARE(w.banner()->kind(), MessageBanner::Kind::Info);
        QVERIFY2(w.banner()->text().contains(QStringLiteral("read as 5D")) &&
                     w.banner()->text().contains(QStringLiteral("also legal as 5T")),
                 qPrintable(w.banner()->text()));
        QPushButton* button = w.banner()->actionButton();
        QVERIFY(button->isVisibleTo(&w));
        QCOMPARE(button->text(), QStringLiteral("Read as 5T"));
        const int steps = w.document()->undoStack()->count();
        button->click();
        QCOMPARE(w.document()->variant(), Variant::T5);
        QCOMPARE(w.document()->score(), 82);
        if (!asFile)
            QCOMPARE(w.document()->undoStack()->count(), steps + 1);
        // The file's own choice is made: nothing more to offer.
        QVERIFY(!w.banner()->isVisibleTo(&w) || !w.banner()->actionButton()->isVisibleTo(&w));
    }

    // The variant our writers name in the file's comment is honoured, without a note.
    void writtenVariantHonoured_data()
    {
        QTest::addColumn<QString>("comment");
        QTest::addColumn<int>("expected");
        QTest::newRow("morpion-cli") << "# 5T grid, 82 moves, written by morpion-cli" << int(Variant::T5);
        QTest::newRow("the program") << "# Morpion Layers: 5T 82 moves, code x" << int(Variant::T5);
        QTest::newRow("5D") << "# 5D grid, 82 moves" << int(Variant::D5);
    }
    void writtenVariantHonoured()
    {
        QFETCH(QString, comment);
        QFETCH(int, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("82.txt"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write((comment + QLatin1Char('\n') + fileText(rosin82)).toUtf8());
        f.close();
        test::OpeningArea w;
        QVERIFY(w.fileActions()->openFile(path));
        QCOMPARE(w.document()->variant(), static_cast<Variant>(expected));
        QVERIFY2(!w.banner()->isVisibleTo(&w), qPrintable(w.banner()->text()));
    }

    // A file the program saved as 5T opens again as 5T (it is legal as 5D too).
    void saveAndOpenAgain()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("again.txt"));
        test::OpeningArea w;
        QVERIFY(w.openText(QStringLiteral("5T:") + fileText(rosin82), Variant::T5));
        QCOMPARE(w.document()->variant(), Variant::T5);
        QVERIFY(w.fileActions()->saveTo(path));
        test::OpeningArea other;
        QVERIFY(other.fileActions()->openFile(path));
        QCOMPARE(other.document()->variant(), Variant::T5);
        QCOMPARE(other.document()->moves(), w.document()->moves());
    }

    // "L0" is a layer code and a game number: it opens as the code, and the banner reads
    // it as the game number on request.
    void readAsGameNumber()
    {
        test::OpeningArea w;
        QVERIFY(w.openText(QStringLiteral("L0"), Variant::T5));
        QCOMPARE(w.document()->score(), 6);
        QVERIFY2(w.banner()->text().contains(QStringLiteral("also a valid game number")), qPrintable(w.banner()->text()));
        QPushButton* button = w.banner()->actionButton();
        QVERIFY(button->isVisibleTo(&w));
        QCOMPARE(button->text(), QStringLiteral("Read as game number"));
        button->click();
        QCOMPARE(w.document()->score(), 1);
        QCOMPARE(w.document()->gameNumber(), QStringLiteral("L0"));
        // The valid game number that is no layer code opens as a number.
        QVERIFY(w.openText(QStringLiteral("t0Uchf9xl"), Variant::T5));
        QCOMPARE(w.document()->score(), 35);
        QCOMPARE(w.document()->gameNumber(), QStringLiteral("t0Uchf9xl"));
        QVERIFY(w.banner()->text().contains(QStringLiteral("not a layer code")));
    }

    // A prefix names the variant outright: no other reading is offered.
    void prefixIsStrict()
    {
        const auto as5t = readText(QStringLiteral("5T:") + fileText(rosin82));
        QVERIFY(as5t.ok);
        QCOMPARE(as5t.grid.variant, Variant::T5);
        QVERIFY(as5t.note.isEmpty());
        QVERIFY(!as5t.alternative);
        const auto as4t = readText(QStringLiteral("4T:") + fileText(rosin82));
        QVERIFY(!as4t.ok);
        QVERIFY2(as4t.message.contains(QStringLiteral("line")), qPrintable(as4t.message));
    }

    // A file legal under one variant only says nothing.
    void onlyOneReading()
    {
        const auto read = readText(fileText(QStringLiteral(MORPION_TEST_DATA "/records/5T-bruneau170.pentasol.txt")));
        QVERIFY(read.ok);
        QCOMPARE(read.grid.variant, Variant::T5);
        QCOMPARE(static_cast<int>(read.grid.moves.size()), 170);
        QVERIFY2(read.note.isEmpty(), qPrintable(read.note));
        QVERIFY(!read.alternative);
    }
};

QTEST_MAIN(TestPentasolVariant)
#include "tst_pentasolvariant.moc"
