// Writes that fail: standard output on /dev/full, a search log and a picture on a "full
// disk" (a child whose files cannot grow, see FileTestSupport.h). Each must end with exit
// status 1 and one line that names what was lost and why, and leave old files as they were.

#include "CliRunner.h"
#include "tests/common/FileTestSupport.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

using namespace morpion::test;

namespace {

const QString record178 = QStringLiteral(MORPION_TEST_DATA "/records/5T-rosin178.msr.json");

} // namespace

class TestFailedWrites : public QObject {
    Q_OBJECT

private slots:
    // Every command checks its standard output at the end.
    void fullStandardOutput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("convert") << QStringList{"convert", "--to", "msr", record178} << QByteArray();
        QTest::newRow("info") << QStringList{"info", code135} << QByteArray();
        QTest::newRow("layers") << QStringList{"layers", code178} << QByteArray();
        QTest::newRow("moves") << QStringList{"moves", code135} << QByteArray();
        QTest::newRow("number") << QStringList{"number", code135} << QByteArray();
        QTest::newRow("encode") << QStringList{"encode"} << QByteArray("2, 2 - (0,4,ne)\n");
        QTest::newRow("examples") << QStringList{"examples"} << QByteArray();
        QTest::newRow("search") << QStringList{"search", "--iterations", "20", "--seed", "1"} << QByteArray();
        QTest::newRow("help") << QStringList{"--help"} << QByteArray();
        QTest::newRow("command help") << QStringList{"info", "--help"} << QByteArray();
        QTest::newRow("version") << QStringList{"--version"} << QByteArray();
    }
    void fullStandardOutput()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        // The same command succeeds when its output has somewhere to go.
        const CliRun fine = runCli(args, input);
        QCOMPARE(fine.exitCode, 0);
        QVERIFY(!fine.out.isEmpty());
        const CliRun run = runCli(args, input, 60000, [](QProcess& p) { p.setStandardOutputFile(QStringLiteral("/dev/full")); });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("cannot write standard output: No space left on device")), qPrintable(run.err));
        QCOMPARE(run.err.count(QStringLiteral("cannot write standard output")), 1);
    }

    // A log that can no longer be appended to: said once, the search goes on, exit status 1,
    // and what was in the log stays.
    void fullLog()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("search.log"));
        const QByteArray before = "# an earlier run\n1. 40 (0.01) " + code135.toLatin1() + "\n";
        QVERIFY(writeBytes(log, before));
        const QStringList args{QStringLiteral("search"),
                               QStringLiteral("--iterations"),
                               QStringLiteral("200"),
                               QStringLiteral("--seed"),
                               QStringLiteral("1"),
                               QStringLiteral("--log"),
                               log};
        const CliRun run = runCli(args, {}, 60000, [&](QProcess& p) { limitFileSize(p, static_cast<rlim_t>(before.size())); });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(log + QStringLiteral(": File too large")), qPrintable(run.err));
        QCOMPARE(run.err.count(QStringLiteral("no longer written")), 1);
        QVERIFY(!run.outLines().isEmpty()); // the search still printed its lines
        QCOMPARE(fileBytes(log), before);

        // Without the limit the same search appends and succeeds.
        const CliRun fine = runCli(args);
        QCOMPARE(fine.exitCode, 0);
        QVERIFY(fileBytes(log).startsWith(before));
        QVERIFY(fileBytes(log).size() > before.size());
    }

#ifdef MORPION_HAVE_RENDERER
    // render on a full disk: exit 1 naming the file and the reason; the old picture stays
    // and no temporary file is left beside it.
    void fullDiskRender_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<QStringList>("options");
        QTest::newRow("png") << "png" << QStringList{QStringLiteral("--numbers")};
        QTest::newRow("svg") << "svg" << QStringList{QStringLiteral("--numbers")};
        QTest::newRow("pdf") << "pdf" << QStringList{QStringLiteral("--numbers")};
        QTest::newRow("thumbnail") << "png"
                                   << QStringList{QStringLiteral("--thumbnail"), QStringLiteral("--size"), QStringLiteral("256")};
    }
    void fullDiskRender()
    {
        QFETCH(QString, suffix);
        QFETCH(QStringList, options);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("grid.") + suffix);
        const QByteArray old = "the picture saved before\n";
        QVERIFY(writeBytes(path, old));
        const QStringList args = QStringList{QStringLiteral("render"), code178, QStringLiteral("-o"), path} + options;
        const CliRun run = runCli(args, {}, 60000, [](QProcess& p) { limitFileSize(p, 1024); });
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("cannot write %1: File too large").arg(path), Qt::CaseInsensitive),
                 qPrintable(run.err));
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
        QCOMPARE(fileBytes(path), old);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("grid.") + suffix});

        const CliRun fine = runCli(args);
        QVERIFY2(fine.exitCode == 0, qPrintable(fine.err));
        QVERIFY(fileBytes(path).size() > 1024);
    }
#endif
};

QTEST_GUILESS_MAIN(TestFailedWrites)
#include "tst_failedwrites.moc"
