// A Pentasol file does not say its variant: it is read as the variant chosen in the code
// bar when it is legal so, else as the first variant under which it is legal, and the
// user is told which was used and which others were possible.

#include "GuiTestSupport.h"

#include "app/gui/CodeBar.h"
#include "app/gui/Document.h"
#include "app/gui/FileActions.h"
#include "app/gui/GridReader.h"
#include "app/gui/MainWindow.h"
#include "app/gui/MessageBanner.h"

#include <QComboBox>
#include <QFile>

using namespace morpion;
using namespace morpion::gui;

namespace {

const QString rosin82 = QStringLiteral(MORPION_TEST_DATA "/records/5D-rosin82.pentasol.txt");

void chooseVariant(MainWindow& w, Variant v)
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

} // namespace

class TestPentasolVariant : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings("tst_pentasolvariant"); }

    // Rosin's 5D 82 is legal as 5T and as 5D, not as 4T or 4D.
    void choice_data()
    {
        QTest::addColumn<int>("chosen");
        QTest::addColumn<int>("used");
        QTest::addColumn<QString>("note");
        QTest::newRow("5T chosen") << int(Variant::T5) << int(Variant::T5) << "also legal as 5D";
        QTest::newRow("5D chosen") << int(Variant::D5) << int(Variant::D5) << "also legal as 5T";
        QTest::newRow("4T chosen") << int(Variant::T4) << int(Variant::T5) << "not legal as 4T";
    }
    void choice()
    {
        QFETCH(int, chosen);
        QFETCH(int, used);
        QFETCH(QString, note);
        {
            MainWindow w;
            chooseVariant(w, static_cast<Variant>(chosen));
            QVERIFY(w.fileActions()->openFile(rosin82));
            QCOMPARE(w.document()->variant(), static_cast<Variant>(used));
            QCOMPARE(w.document()->score(), 82);
            QCOMPARE(w.banner()->kind(), MessageBanner::Kind::Info);
            QVERIFY2(w.banner()->text().contains(note), qPrintable(w.banner()->text()));
            QVERIFY(w.banner()->text().contains(QString::fromLatin1(variantName(static_cast<Variant>(used)).data(), 2)));
        }
        {
            // Pasted or dropped as text: the same rule.
            MainWindow w;
            chooseVariant(w, static_cast<Variant>(chosen));
            QVERIFY(w.openText(fileText(rosin82), w.codeBar()->readVariant()));
            QCOMPARE(w.document()->variant(), static_cast<Variant>(used));
            QVERIFY2(w.banner()->text().contains(note), qPrintable(w.banner()->text()));
        }
    }

    // A prefix names the variant outright: no other reading is tried.
    void prefixIsStrict()
    {
        const auto as5d = GridReader::read(QStringLiteral("5D:") + fileText(rosin82), Variant::T5);
        QVERIFY(as5d.ok);
        QCOMPARE(as5d.variant, Variant::D5);
        QVERIFY(as5d.note.isEmpty());
        const auto as4t = GridReader::read(QStringLiteral("4T:") + fileText(rosin82), Variant::T5);
        QVERIFY(!as4t.ok);
        QVERIFY2(as4t.message.contains(QStringLiteral("line")), qPrintable(as4t.message));
    }

    // A file legal under one variant only says nothing when that one was chosen.
    void onlyOneReading()
    {
        const auto read =
            GridReader::read(fileText(QStringLiteral(MORPION_TEST_DATA "/records/5T-bruneau170.pentasol.txt")), Variant::T5);
        QVERIFY(read.ok);
        QCOMPARE(read.variant, Variant::T5);
        QCOMPARE(static_cast<int>(read.moves.size()), 170);
        QVERIFY2(read.note.isEmpty(), qPrintable(read.note));
    }
};

QTEST_MAIN(TestPentasolVariant)
#include "tst_pentasolvariant.moc"
