// Open and save: MSR JSON with the layer code field, Pentasol, records from the corpus,
// recent files, and failures that leave the grid as it was.

#include "GuiTestSupport.h"
#include "OpeningFixture.h"

#include "app/gui/common/MessageBanner.h"
#include "app/gui/common/ViewSettings.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/FileActions.h"
#include "app/gui/window/MainWindow.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace morpion;
using namespace morpion::gui;

class TestFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::isolateSettings("tst_files");
        QVERIFY(dir_.isValid());
    }

    // The Open dialog starts in a folder that exists: a remembered or default folder that
    // does not would be taken for a file name ("Documents" in the name field).
    void theOpenDialogStartsInAFolderThatExists()
    {
        ViewSettings::lastDirectory.setValue(dir_.filePath(QStringLiteral("gone/away")));
        QVERIFY(QFileInfo(FileActions::startDirectory()).isDir());
        ViewSettings::lastDirectory.setValue(dir_.path());
        QCOMPARE(FileActions::startDirectory(), dir_.path());
        ViewSettings::lastDirectory.setValue(QString());
        QVERIFY(QFileInfo(FileActions::startDirectory()).isDir());
    }

    void saveAndOpen_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("code");
        QTest::newRow("msr 5T") << QStringLiteral("a.json") << int(Variant::T5) << QString::fromLatin1(test::code178);
        QTest::newRow("msr 5D") << QStringLiteral("b.json") << int(Variant::D5) << QString::fromLatin1(test::code82d);
        QTest::newRow("pentasol 5T") << QStringLiteral("c.txt") << int(Variant::T5) << QString::fromLatin1(test::code135);
        // The names saves get by default (withRecordSuffix), which the MIME types know.
        QTest::newRow("msr.json 5D") << QStringLiteral("d.msr.json") << int(Variant::D5) << QString::fromLatin1(test::code82d);
        QTest::newRow("pentasol.txt 5T") << QStringLiteral("e.pentasol.txt") << int(Variant::T5)
                                         << QString::fromLatin1(test::code135);
        QTest::newRow("ms1 5T") << QStringLiteral("f.ms1") << int(Variant::T5) << QString::fromLatin1(test::code178);
    }

    void recordSuffix_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("filter");
        QTest::addColumn<QString>("saved");
        const QString msr = QStringLiteral("MSR record (*.msr.json)");
        const QString pentasol = QStringLiteral("Pentasol file (*.pentasol.txt)");
        const QString ms1 = QStringLiteral("MS1 text, the compact MSR record (*.ms1)");
        QTest::newRow("msr") << QStringLiteral("/d/grid") << msr << QStringLiteral("/d/grid.msr.json");
        QTest::newRow("pentasol") << QStringLiteral("/d/grid") << pentasol << QStringLiteral("/d/grid.pentasol.txt");
        QTest::newRow("ms1") << QStringLiteral("/d/grid") << ms1 << QStringLiteral("/d/grid.ms1");
        QTest::newRow("no filter") << QStringLiteral("/d/grid") << QString() << QStringLiteral("/d/grid.msr.json");
        QTest::newRow("own suffix kept") << QStringLiteral("/d/grid.json") << pentasol << QStringLiteral("/d/grid.json");
        QTest::newRow("dotted folder") << QStringLiteral("/d.x/grid") << ms1 << QStringLiteral("/d.x/grid.ms1");
    }
    void recordSuffix()
    {
        QFETCH(QString, typed);
        QFETCH(QString, filter);
        QFETCH(QString, saved);
        QCOMPARE(FileActions::withRecordSuffix(typed, filter), saved);
    }
    void saveAndOpen()
    {
        QFETCH(QString, file);
        QFETCH(int, variant);
        QFETCH(QString, code);
        const auto v = static_cast<Variant>(variant);
        const QString path = dir_.filePath(file);
        std::vector<Move> moves;
        {
            // The window: its title names the file saved.
            MainWindow w;
            QVERIFY(w.openText(code, v));
            // Play one more move when the game allows, so that the file is not just the code.
            const bool played = !w.document()->isOver() && w.document()->play(w.document()->legalMoves().front());
            moves = w.document()->moves();
            // Only the hand-played move is work to save; the opened code is not.
            QCOMPARE(w.document()->isModified(), played);
            QVERIFY(w.fileActions()->saveTo(path));
            QVERIFY(!w.document()->isModified());
            QCOMPARE(w.document()->filePath(), path);
            QVERIFY(w.windowTitle().contains(file));
        }
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray data = f.readAll();
        if (file.endsWith(QLatin1String(".json"))) {
            const QJsonObject o = QJsonDocument::fromJson(data).object();
            QCOMPARE(o.value(QStringLiteral("variant")).toString(), QString::fromLatin1(variantName(v).data(), 2));
            QCOMPARE(o.value(QStringLiteral("score")).toInt(), static_cast<int>(moves.size()));
            // The layer code rides along as an extra field.
            QVERIFY(code.endsWith(o.value(QStringLiteral("code")).toString()) ||
                    !o.value(QStringLiteral("code")).toString().isEmpty());
        }
        if (file.endsWith(QLatin1String(".ms1")))
            QVERIFY(data.startsWith("MS1:"));
        if (file.endsWith(QLatin1String(".txt")))
            QVERIFY(data.contains("\n(28,28)\n"));
        test::OpeningArea w2;
        QVERIFY(w2.fileActions()->openFile(path));
        QCOMPARE(w2.document()->moves(), moves);
        QCOMPARE(w2.document()->variant(), v);
        QVERIFY(!w2.document()->isModified());
        QCOMPARE(w2.document()->undoStack()->count(), 1); // one step back to the start grid
        QVERIFY(ViewSettings::recentFiles.value().contains(QFileInfo(path).absoluteFilePath()));
        QVERIFY(!w2.fileActions()->recentMenu()->actions().isEmpty());
    }

    void recordsFromTheCorpus_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("variant");
        QTest::addColumn<int>("score");
        QTest::newRow("4T 62") << QStringLiteral("4T-hyyroporanen62.msr.json") << int(Variant::T4) << 62;
        QTest::newRow("4D 35") << QStringLiteral("4D-hyyroporanen35.msr.json") << int(Variant::D4) << 35;
        QTest::newRow("5T 178") << QStringLiteral("5T-rosin178.msr.json") << int(Variant::T5) << 178;
        QTest::newRow("5T 170 pentasol") << QStringLiteral("5T-bruneau170.pentasol.txt") << int(Variant::T5) << 170;
    }
    void recordsFromTheCorpus()
    {
        QFETCH(QString, file);
        QFETCH(int, variant);
        QFETCH(int, score);
        test::OpeningArea w;
        QVERIFY(w.fileActions()->openFile(QStringLiteral(MORPION_TEST_DATA "/records/") + file));
        QCOMPARE(w.document()->variant(), static_cast<Variant>(variant));
        QCOMPARE(w.document()->score(), score);
        QVERIFY(w.document()->isOver());
    }

    void failuresChangeNothing_data()
    {
        QTest::addColumn<QString>("content"); // empty: the file does not exist
        QTest::addColumn<QString>("expected");
        QTest::newRow("missing") << QString() << QStringLiteral("Cannot open");
        QTest::newRow("broken json") << QStringLiteral("{\"variant\":\"5T\",\"moves\":[{\"x\":1}") << QStringLiteral("MSR");
        QTest::newRow("illegal pentasol") << QStringLiteral("(28,28)\n(28,28) | 0\n") << QStringLiteral("Pentasol");
        QTest::newRow("garbage") << QStringLiteral("hello world!") << QStringLiteral("position 12");
    }
    void failuresChangeNothing()
    {
        QFETCH(QString, content);
        QFETCH(QString, expected);
        const QString path =
            dir_.filePath(QStringLiteral("bad-%1.json").arg(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-')));
        if (!content.isEmpty()) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content.toUtf8());
        }
        test::OpeningArea w;
        const QString code = w.document()->layerCode();
        QVERIFY(!w.fileActions()->openFile(path));
        QCOMPARE(w.document()->layerCode(), code);
        QCOMPARE(w.document()->undoStack()->count(), 0);
        QVERIFY(w.document()->filePath().isEmpty());
        QVERIFY(w.banner()->isVisibleTo(&w));
        QVERIFY2(w.banner()->text().contains(expected), qPrintable(w.banner()->text()));
    }

    void saveFailureKeepsTheModifiedMark()
    {
        test::OpeningArea w;
        w.document()->newGame(Variant::T5);
        w.document()->play(w.document()->legalMoves().front());
        QVERIFY(!w.fileActions()->saveTo(dir_.filePath(QStringLiteral("no/such/dir/x.json"))));
        QVERIFY(w.document()->isModified());
        QVERIFY(w.document()->filePath().isEmpty());
        QVERIFY(w.banner()->text().contains(QStringLiteral("Cannot save")));
    }

private:
    QTemporaryDir dir_;
};

QTEST_MAIN(TestFiles)
#include "tst_files.moc"
