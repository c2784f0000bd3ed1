// How enumerate and solve stop and go on: a process killed outright and resumed from its
// checkpoint, stop signals, checkpoints that are damaged or of other work, and files that
// cannot be checkpoints, refused before the work starts.

#include "SolverRuns.h"

#include "core/solver/SolverCheckpoint.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTest>

#include <csignal>

#include <sys/resource.h>
#include <unistd.h>

using namespace morpion;
using namespace morpion::test;

namespace {

// The work of a few seconds, as solve or as enumerate: 16,330,525 classes, about 2 s on one
// thread of a 2026 machine and 1.2 s on two. (With 11 moves given, 5.3 million classes,
// enumerate on two threads ended before its second checkpoint and before a stop at 300 ms.)
QStringList fewSeconds(const QString& command, const QTemporaryDir& dir)
{
    QStringList a{command, game4D(dir, 9)};
    if (command == QLatin1String("enumerate"))
        a << QStringLiteral("--depth") << QStringLiteral("35");
    return a;
}

struct Stopped {
    int exitCode = -1;
    QString out;
    QString err;
};

// Starts `args`, waits until the checkpoint has been written twice (or, without one, a
// second), and sends `signal`.
Stopped stopWith(const QStringList& args, const QString& checkpoint, int signal)
{
    QProcess process;
    process.start(QStringLiteral(MORPION_CLI), args);
    Stopped s;
    if (!process.waitForStarted())
        return s;
    if (checkpoint.isEmpty()) {
        QTest::qWait(300); // the work has started (its few seconds are about one on a quiet machine)
    } else {
        for (int waited = 0; waited < 60000 && !QFile::exists(checkpoint); waited += 20)
            QTest::qWait(20);
        const QDateTime first = QFileInfo(checkpoint).lastModified();
        for (int waited = 0; waited < 60000 && QFileInfo(checkpoint).lastModified() == first; waited += 20)
            QTest::qWait(20);
    }
    // A work that already ended has no process to signal: its id reads 0 then, and kill(0)
    // would signal this test's own process group.
    if (process.state() != QProcess::Running || process.processId() <= 0) {
        s.err = QStringLiteral("the work ended before the signal");
        return s;
    }
    ::kill(static_cast<pid_t>(process.processId()), signal);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit)
        return s;
    s.exitCode = process.exitCode();
    s.out = QString::fromUtf8(process.readAllStandardOutput());
    s.err = QString::fromUtf8(process.readAllStandardError());
    return s;
}

} // namespace

class TestSolverStops : public QObject {
    Q_OBJECT

private slots:
    // A process killed outright (SIGKILL: nothing saved at the end) after a few
    // checkpoints; the next run goes on from the last one and prints what a run that was
    // never stopped prints.
    void killedAndResumed_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("threads");
        QTest::newRow("solve") << "solve"
                               << "1";
        QTest::newRow("enumerate, 2 threads") << "enumerate"
                                              << "2";
    }
    void killedAndResumed()
    {
        QFETCH(QString, command);
        QFETCH(QString, threads);
        QTemporaryDir dir;
        const QStringList work = fewSeconds(command, dir) + QStringList{"--threads", threads};
        const QString checkpoint = dir.filePath(QStringLiteral("run.checkpoint"));
        const Stopped killed =
            stopWith(work + QStringList{"--checkpoint", checkpoint, "--checkpoint-every", "0.2"}, checkpoint, SIGKILL);
        QCOMPARE(killed.exitCode, -1); // killed, not ended
        const auto saved = parseSolverCheckpoint(fileBytes(checkpoint).toStdString());
        QVERIFY2(saved.ok(), saved.ok() ? "" : saved.error().message().c_str());
        QVERIFY(!saved->done.empty());
        QVERIFY2(static_cast<int>(saved->done.size()) < saved->itemCount, "the run ended before the kill");

        const CliRun resumed = runCli(work + QStringList{"--checkpoint", checkpoint, "--resume", checkpoint}, {}, 300000);
        QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err));
        QVERIFY2(resumed.err.contains(QStringLiteral("resumed with %1 items done").arg(saved->done.size())),
                 qPrintable(resumed.err));
        const CliRun straight = runCli(work, {}, 300000);
        QVERIFY2(straight.exitCode == 0, qPrintable(straight.err));
        QCOMPARE(withoutSeconds(resumed.out), withoutSeconds(straight.out));
        if (command == QLatin1String("solve")) {
            QCOMPARE(solveValue(resumed, QStringLiteral("proven")), QStringLiteral("yes"));
            // The seconds count every run of the work.
            QVERIFY(solveValue(resumed, QStringLiteral("seconds")).toDouble() >= saved->seconds);
        }
        // The last checkpoint holds the finished work: going on from it is the answer at once.
        const CliRun again = runCli(work + QStringList{"--resume", checkpoint});
        QCOMPARE(withoutSeconds(again.out), withoutSeconds(straight.out));
    }

    // SIGINT, SIGTERM or SIGHUP: the answer so far, said to be partial. With a checkpoint
    // the work is saved (exit 0, and --resume finishes it); without, exit status 4.
    void signalStops_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<int>("signalNumber");
        QTest::addColumn<bool>("withCheckpoint");
        QTest::newRow("solve, SIGTERM, checkpoint") << "solve" << int(SIGTERM) << true;
        QTest::newRow("solve, SIGINT, no checkpoint") << "solve" << int(SIGINT) << false;
        QTest::newRow("enumerate, SIGHUP, checkpoint") << "enumerate" << int(SIGHUP) << true;
        QTest::newRow("enumerate, SIGTERM, no checkpoint") << "enumerate" << int(SIGTERM) << false;
    }
    void signalStops()
    {
        QFETCH(QString, command);
        QFETCH(int, signalNumber);
        QFETCH(bool, withCheckpoint);
        QTemporaryDir dir;
        const QString checkpoint = withCheckpoint ? dir.filePath(QStringLiteral("run.checkpoint")) : QString();
        QStringList work = fewSeconds(command, dir);
        QStringList args = work;
        if (withCheckpoint)
            args << QStringLiteral("--checkpoint") << checkpoint << QStringLiteral("--checkpoint-every") << QStringLiteral("0.2");
        const Stopped s = stopWith(args, checkpoint, signalNumber);
        QVERIFY2(s.exitCode != -1, qPrintable(s.err.isEmpty() ? QStringLiteral("no normal exit") : s.err));
        QCOMPARE(s.exitCode, withCheckpoint ? 0 : 4);
        QVERIFY2(s.out.contains(QStringLiteral("\n# stopped by a signal before the end: ")), qPrintable(s.out));
        QVERIFY2(s.out.contains(withCheckpoint ? QStringLiteral("; go on with --resume ") + checkpoint
                                               : QStringLiteral("; the result is partial")),
                 qPrintable(s.out));
        QVERIFY2(s.err.contains(QStringLiteral("stopped by a signal")), qPrintable(s.err));
        if (command == QLatin1String("solve"))
            QVERIFY2(s.out.contains(QStringLiteral("\nproven\tno\n")), qPrintable(s.out));
        else
            QVERIFY2(s.out.startsWith(QStringLiteral("moves\tpositions\tclasses\n")), qPrintable(s.out));
        if (!withCheckpoint)
            return;
        const CliRun resumed = runCli(work + QStringList{"--resume", checkpoint}, {}, 300000);
        const CliRun straight = runCli(work, {}, 300000);
        QVERIFY2(resumed.exitCode == 0 && straight.exitCode == 0, qPrintable(resumed.err + straight.err));
        QCOMPARE(withoutSeconds(resumed.out), withoutSeconds(straight.out));
    }

    // A checkpoint that does not read, or holds other work: refused with the reader's
    // words and where, before any work (exit 1).
    void badCheckpoints_data()
    {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<QStringList>("otherWork"); // replaces the work's options when given
        QTest::addColumn<QString>("says");
        QTest::newRow("one byte changed") << "flip" << QStringList{} << "on line ";
        QTest::newRow("one digit changed") << "digit" << QStringList{} << "the file is damaged";
        QTest::newRow("cut short") << "cut" << QStringList{} << "on line ";
        QTest::newRow("a count out of range") << "count" << QStringList{} << "on line 7, column 7";
        QTest::newRow("another depth") << "" << QStringList{"--depth", "7"} << "is of another grid, variant or depth";
        QTest::newRow("another variant") << "" << QStringList{"--variant", "4T"} << "is of another grid, variant or depth";
        QTest::newRow("another part") << "" << QStringList{"--part", "2/2"} << "is of another part of the work";
        QTest::newRow("no such file") << "remove" << QStringList{} << "No such file";
    }
    void badCheckpoints()
    {
        QFETCH(QString, edit);
        QFETCH(QStringList, otherWork);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const QString checkpoint = dir.filePath(QStringLiteral("run.checkpoint"));
        const QStringList work{"enumerate", "--variant", "4D", "--depth", "6", "--part", "1/2"};
        const CliRun first = runCli(work + QStringList{"--checkpoint", checkpoint});
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        QByteArray bytes = fileBytes(checkpoint);
        if (edit == QLatin1String("flip"))
            bytes[bytes.size() / 2] = bytes[bytes.size() / 2] == '1' ? '2' : '1';
        else if (edit == QLatin1String("digit")) // of the seconds: the text still reads, but for its checksum
            bytes[bytes.indexOf("\nseconds ") + 9] = bytes[bytes.indexOf("\nseconds ") + 9] == '1' ? '2' : '1';
        else if (edit == QLatin1String("cut"))
            bytes.truncate(bytes.size() / 2);
        else if (edit == QLatin1String("count"))
            bytes.replace("items ", "items x"); // line 7: "items x<count> <digest>"
        if (edit == QLatin1String("remove"))
            QFile::remove(checkpoint);
        else
            writeBytes(checkpoint, bytes);
        QStringList again = work;
        for (int i = 0; i + 1 < otherWork.size(); i += 2) {
            const qsizetype at = again.indexOf(otherWork[i]);
            if (at >= 0)
                again[at + 1] = otherWork[i + 1];
            else
                again << otherWork[i] << otherWork[i + 1];
        }
        const CliRun resumed = runCli(again + QStringList{"--resume", checkpoint});
        QCOMPARE(resumed.exitCode, 1);
        QCOMPARE(resumed.out, QString());
        QVERIFY2(resumed.err.contains(says), qPrintable(resumed.err));
        QVERIFY2(resumed.err.contains(checkpoint), qPrintable(resumed.err));
        QCOMPARE(resumed.err.count(QLatin1Char('\n')), 1);
    }

    // On a machine that refuses threads (here: each thread's stack is more than the address
    // space left) the work ends with one line that names the thread and the system's reason
    // (exit 1), before any output; the checkpoint resumed from is not blamed for it.
    void refusedThreads_data()
    {
        QTest::addColumn<QStringList>("work");
        QTest::addColumn<bool>("resume");
        const QStringList enumerate{"enumerate", "--variant", "4D", "--depth", "6", "--threads", "2"};
        QTest::newRow("enumerate") << enumerate << false;
        QTest::newRow("enumerate, resumed") << enumerate << true;
        QTest::newRow("search") << QStringList{"search", "--threads", "2", "--seconds", "5"} << false;
    }
    void refusedThreads()
    {
        QFETCH(QStringList, work);
        QFETCH(bool, resume);
        QTemporaryDir dir;
        const QString checkpoint = dir.filePath(QStringLiteral("run.checkpoint"));
        if (resume) {
            const CliRun first = runCli(work + QStringList{"--checkpoint", checkpoint});
            QVERIFY2(first.exitCode == 0, qPrintable(first.err));
            work << QStringLiteral("--resume") << checkpoint;
        }
        const CliRun refused = runCli(work, {}, 60000, [](QProcess& p) {
            p.setChildProcessModifier([] {
                const rlimit stack{rlim_t{1} << 32, rlim_t{1} << 32};
                const rlimit space{rlim_t{3} << 30, rlim_t{3} << 30};
                if (::setrlimit(RLIMIT_STACK, &stack) != 0 || ::setrlimit(RLIMIT_AS, &space) != 0)
                    ::_exit(99);
            });
        });
        QCOMPARE(refused.exitCode, 1);
        QCOMPARE(refused.out, QString());
        QVERIFY2(refused.err.contains(QStringLiteral(": cannot start thread 1 of ")), qPrintable(refused.err));
        QCOMPARE(refused.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(!refused.err.contains(checkpoint), qPrintable(refused.err));
    }

    // --checkpoint names something that cannot be one: refused before the work starts
    // (no summary, nothing printed), the thing left as it was.
    void checkpointTargets_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("says");
        QTest::newRow("a folder") << "folder" << 1 << "it is a folder";
        QTest::newRow("inside a file") << "file/x" << 1 << "Not a directory";
        QTest::newRow("a missing folder") << "nowhere/x" << 1 << "cannot write the checkpoint";
        QTest::newRow("a device") << "/dev/null" << 1 << "not a device or a pipe";
        QTest::newRow("a loop of links") << "loop" << 1 << "leads back to itself";
        QTest::newRow("an earlier run's") << "file" << 2 << "holds an earlier run: go on from it with --resume";
    }
    void checkpointTargets()
    {
        QFETCH(QString, target);
        QFETCH(int, exitCode);
        QFETCH(QString, says);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder")));
        QVERIFY(writeBytes(dir.filePath(QStringLiteral("file")), "kept\n"));
        QVERIFY(QFile::link(QStringLiteral("loop2"), dir.filePath(QStringLiteral("loop"))));
        QVERIFY(QFile::link(QStringLiteral("loop"), dir.filePath(QStringLiteral("loop2"))));
        const QString path = target.startsWith(QLatin1Char('/')) ? target : dir.filePath(target);
        for (const char* command : {"solve", "enumerate"}) {
            const CliRun run = runCli(fewSeconds(QString::fromLatin1(command), dir) + QStringList{"--checkpoint", path});
            QCOMPARE(run.exitCode, exitCode);
            QCOMPARE(run.out, QString());
            QVERIFY2(run.err.contains(says), qPrintable(run.err));
            QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
        }
        QCOMPARE(fileBytes(dir.filePath(QStringLiteral("file"))), QByteArray("kept\n"));
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("folder"))).isDir());
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::System).size(),
                 5); // + the grid
    }

    // A checkpoint that cannot be written during the work (a file-size limit): said once,
    // the work goes on to its answer, exit status 1, no partial file left.
    void checkpointWriteFails()
    {
        QTemporaryDir dir;
        const QString checkpoint = dir.filePath(QStringLiteral("run.checkpoint"));
        const QStringList work{"solve", game4D(dir, 12)};
        const CliRun run = runCli(work + QStringList{"--checkpoint", checkpoint, "--checkpoint-every", "0.1"}, {}, 120000,
                                  [](QProcess& p) { limitFileSize(p, 2000); });
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err.count(QStringLiteral("cannot write the checkpoint")), 1);
        QVERIFY2(run.err.contains(QStringLiteral("File too large")), qPrintable(run.err));
        QVERIFY2(run.out.contains(QStringLiteral("\nproven\tyes\n")), qPrintable(run.out));
        QVERIFY(!QFile::exists(checkpoint));
    }
};

QTEST_GUILESS_MAIN(TestSolverStops)
#include "tst_solverstops.moc"
