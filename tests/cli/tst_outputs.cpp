// Where an output goes when its name is not a regular file: every command that writes a
// file goes through the one writer (app/common/FileWrite, WriteTarget), which writes a
// device, a pipe or /dev/stdout in place, refuses a folder or a loop of links, and never
// puts a regular file in their place.

#include "CliRunner.h"
#include "tests/common/FileTestSupport.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace morpion::test;

namespace {

// The file type of `path` itself (a link is not followed).
mode_t typeOf(const QString& path)
{
    struct stat s {};
    return ::lstat(QFile::encodeName(path).constData(), &s) == 0 ? (s.st_mode & S_IFMT) : 0;
}

bool makeFifo(const QString& path)
{
    return ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0;
}

// A reader of the pipe at `path` (cat), started before the writer; what it reads goes to
// the file `into` (a pipe back to this test would fill up while the test waits).
void startReader(QProcess& cat, const QString& path, const QString& into)
{
    cat.setStandardOutputFile(into);
    cat.start(QStringLiteral("cat"), {path});
    QVERIFY(cat.waitForStarted());
}

// What the writers write: (command line with OUT where the output goes, suffix).
void addWriterRows()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("suffix");
    QTest::newRow("html -o") << QStringList{"html", code135, "-o", "OUT"} << QStringLiteral(".html");
#ifdef MORPION_HAVE_RENDERER
    QTest::newRow("render -o") << QStringList{"render", code135, "-o", "OUT"} << QStringLiteral(".png");
#endif
}

QStringList withOutput(QStringList args, const QString& out)
{
    args.replace(args.indexOf(QStringLiteral("OUT")), out);
    return args;
}

} // namespace

class TestOutputs : public QObject {
    Q_OBJECT

private slots:
    // A pipe's reader gets every byte, and the pipe stays a pipe.
    void pipe_data() { addWriterRows(); }
    void pipe()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, suffix);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("file") + suffix);
        QCOMPARE(runCli(withOutput(args, file)).exitCode, 0);
        const QString fifo = dir.filePath(QStringLiteral("fifo") + suffix);
        QVERIFY(makeFifo(fifo));
        QProcess cat;
        const QString readFile = dir.filePath(QStringLiteral("read"));
        startReader(cat, fifo, readFile);
        const CliRun run = runCli(withOutput(args, fifo));
        QVERIFY(cat.waitForFinished(30000));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(typeOf(fifo), mode_t(S_IFIFO));
        const QByteArray read = fileBytes(readFile);
        // A picture carries its time of making: the same size, the same start.
        QCOMPARE(read.size(), fileBytes(file).size());
        QCOMPARE(read.left(64), fileBytes(file).left(64));
    }

    // A pipe nobody reads: a clear refusal after a while, not a wait for ever.
    void pipeWithoutReader()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("fifo.html"));
        QVERIFY(makeFifo(fifo));
        const CliRun run = runCli({QStringLiteral("html"), code135, QStringLiteral("-o"), fifo}, {}, 30000);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(fifo + QStringLiteral(": no program reads from this pipe")), qPrintable(run.err));
        QCOMPARE(typeOf(fifo), mode_t(S_IFIFO));
    }

    // A character device (made here, as /dev/null's and /dev/full's twins): written in
    // place, its failure said, never replaced by a file. Making one needs root.
    void device_data() { addWriterRows(); }
    void device()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, suffix);
        if (::geteuid() != 0)
            QSKIP("making a device node needs root (CI runs as root)");
        QTemporaryDir dir;
        const QString null = dir.filePath(QStringLiteral("null") + suffix);
        const QString full = dir.filePath(QStringLiteral("full") + suffix);
        QVERIFY(::mknod(QFile::encodeName(null).constData(), S_IFCHR | 0666, makedev(1, 3)) == 0);
        QVERIFY(::mknod(QFile::encodeName(full).constData(), S_IFCHR | 0666, makedev(1, 7)) == 0);
        const CliRun toNull = runCli(withOutput(args, null));
        QVERIFY2(toNull.exitCode == 0, qPrintable(toNull.err));
        QCOMPARE(typeOf(null), mode_t(S_IFCHR));
        const CliRun toFull = runCli(withOutput(args, full));
        QCOMPARE(toFull.exitCode, 1);
        QVERIFY2(toFull.err.contains(full + QStringLiteral(": No space left on device")), qPrintable(toFull.err));
        QCOMPARE(typeOf(full), mode_t(S_IFCHR));
    }

    // /dev/stdout goes where the shell sent standard output, appending when it appends.
    void standardOutputByName()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("page.html"));
        QVERIFY(writeBytes(file, "kept\n"));
        const CliRun run = runCli({QStringLiteral("html"), code135, QStringLiteral("-o"), QStringLiteral("/dev/stdout")}, {},
                                  60000, [&](QProcess& p) { p.setStandardOutputFile(file, QIODevice::Append); });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QByteArray bytes = fileBytes(file);
        QVERIFY(bytes.startsWith("kept\n<!doctype html>"));
        QVERIFY(QFileInfo(file).isFile());
    }

    // A folder and a loop of links are refused, and stay as they were.
    void refused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("message");
        const QStringList html{"html", code135, "-o", "OUT"};
        const QStringList checkpoint{"search", "--iterations", "10", "--checkpoint", "OUT"};
        const QStringList log{"search", "--iterations", "10", "--log", "OUT"};
        for (const auto& [name, args] : {std::pair{"html", html}, {"checkpoint", checkpoint}, {"log", log}}) {
            QTest::addRow("%s, folder", name) << args << QStringLiteral("folder") << QStringLiteral(": it is a folder");
            QTest::addRow("%s, loop", name) << args << QStringLiteral("loop")
                                            << QStringLiteral(": it is a symbolic link that leads back to itself");
        }
    }
    void refused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, kind);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("out"));
        if (kind == QLatin1String("folder"))
            QVERIFY(QDir().mkdir(out));
        else
            QVERIFY(QFile::link(out, out));
        const CliRun run = runCli(withOutput(args, out));
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(out + message), qPrintable(run.err));
        QCOMPARE(typeOf(out), mode_t(kind == QLatin1String("folder") ? S_IFDIR : S_IFLNK));
        // Refused before the search started: nothing of it was printed.
        QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
    }

    // A checkpoint is read back: a pipe or a device is refused before the search starts.
    void checkpointOnPipe()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("state"));
        QVERIFY(makeFifo(fifo));
        const CliRun run = runCli({QStringLiteral("search"), QStringLiteral("--iterations"), QStringLiteral("10"),
                                   QStringLiteral("--checkpoint"), fifo});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(fifo + QStringLiteral(": a checkpoint is a file the search reads back")), qPrintable(run.err));
        QCOMPARE(typeOf(fifo), mode_t(S_IFIFO));
    }

    // A log is appended to in place: a pipe's reader gets its lines.
    void logOnPipe()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("log"));
        QVERIFY(makeFifo(fifo));
        QProcess cat;
        const QString readFile = dir.filePath(QStringLiteral("read"));
        startReader(cat, fifo, readFile);
        const CliRun run = runCli({QStringLiteral("search"), QStringLiteral("--iterations"), QStringLiteral("20"),
                                   QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--log"), fifo});
        QVERIFY(cat.waitForFinished(30000));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString read = QString::fromUtf8(fileBytes(readFile));
        QVERIFY2(read.startsWith(QLatin1Char('#')), qPrintable(read));
        QVERIFY(read.contains(run.outLines().constLast()));
        QCOMPARE(typeOf(fifo), mode_t(S_IFIFO));
    }
};

QTEST_GUILESS_MAIN(TestOutputs)
#include "tst_outputs.moc"
