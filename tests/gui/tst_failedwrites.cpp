// Save and Export on a full disk: the real FileActions::saveTo and PictureExport::write run
// in a child (gui_test_child) whose files cannot grow past 64 bytes. The save must be
// refused with the file's name and the reason, the document must stay modified, and the
// file saved before must be untouched, with no temporary file left beside it.

#include "tests/common/FileTestSupport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

constexpr const char* code178 = "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw";

struct ChildRun {
    int exitCode = -1;
    QString out;
};

ChildRun runChild(const QStringList& args, bool limited)
{
    QProcess p;
    p.setProgram(QStringLiteral(GUI_TEST_CHILD));
    p.setArguments(args);
    if (limited)
        morpion::test::limitFileSize(p, 64);
    p.start();
    ChildRun run;
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return run;
    }
    if (p.exitStatus() == QProcess::NormalExit)
        run.exitCode = p.exitCode();
    run.out = QString::fromUtf8(p.readAllStandardOutput());
    return run;
}

} // namespace

class TestFailedWrites : public QObject {
    Q_OBJECT

private slots:
    void fullDisk_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("suffix");
        QTest::newRow("save MSR") << "save"
                                  << "json";
        QTest::newRow("save Pentasol") << "save"
                                       << "txt";
        QTest::newRow("save MS1") << "save"
                                  << "ms1";
        QTest::newRow("export PNG") << "picture"
                                    << "png";
        QTest::newRow("export SVG") << "picture"
                                    << "svg";
        QTest::newRow("export PDF") << "picture"
                                    << "pdf";
    }
    void fullDisk()
    {
        QFETCH(QString, mode);
        QFETCH(QString, suffix);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("grid.") + suffix);
        const QByteArray old = "saved before\n";
        QVERIFY(morpion::test::writeBytes(path, old));
        const QStringList args{mode, path, QString::fromLatin1(code178)};

        const ChildRun run = runChild(args, true);
        QCOMPARE(run.exitCode, 1);
        const QString verb = mode == QLatin1String("save") ? QStringLiteral("save") : QStringLiteral("write");
        const QString expected = QStringLiteral("error: Cannot %1 %2: File too large").arg(verb, QDir::toNativeSeparators(path));
        QVERIFY2(run.out.contains(expected), qPrintable(run.out));
        if (mode == QLatin1String("save"))
            QVERIFY2(run.out.contains(QStringLiteral("modified: 1")), qPrintable(run.out)); // still to be saved
        QCOMPARE(morpion::test::fileBytes(path), old);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("grid.") + suffix});

        // With room on the disk the same save goes through and marks the document clean.
        const ChildRun fine = runChild(args, false);
        QCOMPARE(fine.exitCode, 0);
        if (mode == QLatin1String("save"))
            QVERIFY2(fine.out.contains(QStringLiteral("modified: 0")), qPrintable(fine.out));
        QVERIFY(morpion::test::fileBytes(path).size() > 64);
    }
};

QTEST_GUILESS_MAIN(TestFailedWrites)
#include "tst_failedwrites.moc"
