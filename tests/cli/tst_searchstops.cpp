// How a long search ends when something from outside ends it: SIGINT, SIGTERM (a
// scheduler's time limit or requeue), SIGHUP (a dropped ssh session) and a closed pipe
// (SIGPIPE) each stop `search` and `improve` with their final checkpoint, the log's
// summary line and the summary on standard error; a file-size limit (SIGXFSZ) fails the
// writes, which say so once and keep the log's lines whole. And the files a search writes
// must be two: --log and --checkpoint naming one file are refused.

#include "CliRunner.h"

#include "core/formats/SearchLog.h"
#include "core/search/SearchCheckpoint.h"
#include "tests/common/FileTestSupport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include <sys/resource.h>

using namespace morpion;
using namespace morpion::test;

namespace {

// "best N after K iterations" of a summary, or {-2, -2}.
std::pair<int, long long> bestAndIterations(const QString& text)
{
    const QRegularExpressionMatch m =
        QRegularExpression(QStringLiteral("best (-?\\d+) (?:after|from \\d+ after) (\\d+) ")).match(text);
    return m.hasMatch() ? std::pair(m.captured(1).toInt(), m.captured(2).toLongLong()) : std::pair(-2, -2LL);
}

QStringList lines(const QString& path)
{
    return QString::fromUtf8(fileBytes(path)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

// Every line of the log is a whole log line or a comment, and the file ends with a line break.
void checkWholeLines(const QString& path)
{
    const QByteArray bytes = fileBytes(path);
    QVERIFY2(bytes.isEmpty() || bytes.endsWith('\n'), bytes.right(60).constData());
    for (const QString& line : lines(path))
        if (!line.startsWith(QLatin1Char('#')))
            QVERIFY2(parseSearchLogLine(line.toStdString()).ok(), qPrintable(line));
}

} // namespace

class TestSearchStops : public QObject {
    Q_OBJECT

private slots:
    // Stopped from outside after its first checkpoint: exit 0, the summary on standard error
    // and as the log's last line, and a checkpoint that holds at least what the summary
    // says. With 64 threads a stretch starts again right after each save, so that a signal
    // often comes before any thread of it runs: the summary is still the search so far.
    void signalsEndCleanly_data()
    {
        QTest::addColumn<int>("signalNumber");
        QTest::addColumn<QString>("threads");
        QTest::newRow("SIGINT") << int(SIGINT) << "1";
        QTest::newRow("SIGTERM") << int(SIGTERM) << "1";
        QTest::newRow("SIGHUP") << int(SIGHUP) << "1";
        QTest::newRow("SIGTERM, 64 threads") << int(SIGTERM) << "64";
        QTest::newRow("SIGHUP, 64 threads") << int(SIGHUP) << "64";
    }
    void signalsEndCleanly()
    {
        QFETCH(int, signalNumber);
        QFETCH(QString, threads);
        for (int round = 0; round < (threads == QLatin1String("64") ? 3 : 1); ++round) {
            QTemporaryDir dir;
            const QString log = dir.filePath(QStringLiteral("run.log"));
            const QString checkpoint = dir.filePath(QStringLiteral("run.checkpoint"));
            QProcess process;
            process.start(QStringLiteral(MORPION_CLI),
                          {QStringLiteral("search"), QStringLiteral("--algo"), QStringLiteral("nrpa"), QStringLiteral("--seed"),
                           QStringLiteral("4"), QStringLiteral("--threads"), threads, QStringLiteral("--seconds"),
                           QStringLiteral("120"), QStringLiteral("--log"), log, QStringLiteral("--checkpoint"), checkpoint,
                           QStringLiteral("--checkpoint-every"), QStringLiteral("0.1")});
            QVERIFY(process.waitForStarted());
            QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(checkpoint), 60000);
            // Just after a save.
            const QDateTime first = QFileInfo(checkpoint).lastModified();
            QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(checkpoint).lastModified() != first, 60000);
            ::kill(static_cast<pid_t>(process.processId()), signalNumber);
            QVERIFY(process.waitForFinished(60000));
            QCOMPARE(process.exitStatus(), QProcess::NormalExit);
            const QString err = QString::fromUtf8(process.readAllStandardError());
            QVERIFY2(process.exitCode() == 0, qPrintable(err));
            QVERIFY2(err.contains(QStringLiteral("stopped by a signal")), qPrintable(err));
            const auto [best, iterations] = bestAndIterations(err);
            QVERIFY2(best > 0 && iterations > 0, qPrintable(err));
            QCOMPARE(bestAndIterations(lines(log).last()), std::pair(best, iterations));
            const auto saved = parseSearchCheckpoint(fileBytes(checkpoint).toStdString());
            QVERIFY2(saved.ok(), saved.ok() ? "" : saved.error().message().c_str());
            QCOMPARE(saved->bestScore(), best);
            // A thread's state counts to where it resumes (an NRPA thread: the start of its
            // level-1 iteration), at most what it played.
            QVERIFY(saved->iterations() > 0 && static_cast<long long>(saved->iterations()) <= iterations);
            checkWholeLines(log);
        }
    }

    // Standard output's reader goes away (search | head -c 1): the search stops at its next
    // line as for a signal, keeps its log and says so; SIGPIPE itself does the same.
    void closedPipe_data()
    {
        QTest::addColumn<QString>("command");
        QTest::newRow("search | head") << "search --algo nrpa --seconds 120 --seed 1 --log \"$1\" | head -c 1 >/dev/null";
        QTest::newRow("improve, SIGPIPE") << "improve QoBAGg --seconds 120 --log \"$1\" & sleep 1; kill -PIPE $!; wait";
    }
    void closedPipe()
    {
        QFETCH(QString, command);
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("run.log"));
        QProcess process;
        process.start(QStringLiteral("/bin/sh"),
                      {QStringLiteral("-c"), QStringLiteral("\"$0\" ") + command, QStringLiteral(MORPION_CLI), log});
        QVERIFY(process.waitForStarted());
        QVERIFY(process.waitForFinished(120000));
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QVERIFY2(err.contains(QStringLiteral("stopped by a signal")), qPrintable(err));
        QVERIFY2(bestAndIterations(lines(log).last()).first > 0, qPrintable(lines(log).join(QLatin1Char('\n'))));
        checkWholeLines(log);
    }

    // A file-size limit (ulimit -f) without SIGXFSZ ignored by the caller: the log's
    // write fails (File too large), said once; the log keeps whole lines only; the search
    // goes on and ends with status 1. The same for a checkpoint that no longer fits.
    void fileSizeLimit_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("limit");
        QTest::newRow("log") << "log" << 400;
        QTest::newRow("checkpoint") << "checkpoint" << 2000;
    }
    void fileSizeLimit()
    {
        QFETCH(QString, kind);
        QFETCH(int, limit);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("run.") + kind);
        QStringList args{QStringLiteral("search"),
                         QStringLiteral("--algo"),
                         QStringLiteral("nrpa"),
                         QStringLiteral("--iterations"),
                         QStringLiteral("30000"),
                         QStringLiteral("--seed"),
                         QStringLiteral("2"),
                         QStringLiteral("--") + kind,
                         file};
        if (kind == QLatin1String("checkpoint"))
            args << QStringLiteral("--checkpoint-every") << QStringLiteral("0.1");
        const CliRun run = runCli(args, {}, 120000, [limit](QProcess& p) {
            p.setChildProcessModifier([limit] {
                const struct rlimit l = {rlim_t(limit), rlim_t(limit)};
                ::setrlimit(RLIMIT_FSIZE, &l);
                ::signal(SIGXFSZ, SIG_DFL); // as a shell leaves it
            });
        });
        QVERIFY2(!run.crashed, "killed by SIGXFSZ");
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.count(QStringLiteral("File too large")) == 1, qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("best ")), qPrintable(run.err)); // the summary
        if (kind == QLatin1String("log")) {
            checkWholeLines(file);
            QVERIFY(fileBytes(file).size() <= limit);
            QVERIFY(lines(file).size() >= 2);
        } else if (QFile::exists(file)) {
            // Never a partial checkpoint. A whole one may be there: on a loaded machine the
            // first stretch can end before its thread started, and that checkpoint (a few
            // hundred bytes) fits under the limit; the later ones fail and leave it.
            QVERIFY2(parseSearchCheckpoint(fileBytes(file).toStdString()).ok(), "a partial checkpoint");
        }
    }

    // --log and --checkpoint naming one file (by the same name, another spelling, a link):
    // refused before anything is written.
    void logIsNotTheCheckpoint_data()
    {
        QTest::addColumn<QString>("log");
        QTest::addColumn<QString>("checkpoint");
        QTest::addColumn<bool>("exists");
        QTest::newRow("same name") << "x"
                                   << "x" << false;
        QTest::newRow("another spelling") << "x"
                                          << "sub/../x" << false;
        QTest::newRow("same name, existing") << "x"
                                             << "x" << true;
        QTest::newRow("a link to it") << "link"
                                      << "x" << true;
    }
    void logIsNotTheCheckpoint()
    {
        QFETCH(QString, log);
        QFETCH(QString, checkpoint);
        QFETCH(bool, exists);
        QTemporaryDir dir;
        QDir(dir.path()).mkdir(QStringLiteral("sub"));
        const QString x = dir.filePath(QStringLiteral("x"));
        if (exists)
            QVERIFY(writeBytes(x, "# an old log\n"));
        QVERIFY(QFile::link(x, dir.filePath(QStringLiteral("link"))));
        const CliRun run =
            runCli({QStringLiteral("search"), QStringLiteral("--iterations"), QStringLiteral("10"), QStringLiteral("--log"),
                    dir.filePath(log), QStringLiteral("--checkpoint"), dir.filePath(checkpoint)});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("--log and --checkpoint name the same file")), qPrintable(run.err));
        QCOMPARE(fileBytes(x), exists ? QByteArray("# an old log\n") : QByteArray());
        // Two files: fine.
        QCOMPARE(runCli({QStringLiteral("search"), QStringLiteral("--iterations"), QStringLiteral("10"), QStringLiteral("--log"),
                         dir.filePath(QStringLiteral("a.log")), QStringLiteral("--checkpoint"),
                         dir.filePath(QStringLiteral("a.checkpoint"))})
                     .exitCode,
                 0);
    }

    // An improver stopped before its first neighbourhood reports the grid it was given.
    void improveStoppedAtOnce_data()
    {
        QTest::addColumn<QString>("seconds");
        QTest::newRow("0") << "0";
        QTest::newRow("1e-300") << "1e-300";
    }
    void improveStoppedAtOnce()
    {
        QFETCH(QString, seconds);
        const CliRun run = runCli({QStringLiteral("improve"), code135, QStringLiteral("--seconds"), seconds,
                                   QStringLiteral("--threads"), QStringLiteral("2")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.contains(QStringLiteral("best 135 from 135 after 0 neighbourhoods")), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestSearchStops)
#include "tst_searchstops.moc"
