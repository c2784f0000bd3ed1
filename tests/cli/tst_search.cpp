// morpion-cli search and bench: the log's form, reproducibility, stopping, the bench keys.

#include "CliRunner.h"

#include "core/codes/LayerCode.h"
#include "core/formats/SearchLog.h"
#include "core/rules/Variant.h"
#include "core/search/SearchCheckpoint.h"
#include "tests/common/FileTestSupport.h"

#include <QTemporaryDir>

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/types.h>
#endif

using namespace morpion;
using namespace morpion::test;

namespace {

const QRegularExpression logLine(QStringLiteral("^(\\d+)\\. (\\d+) \\((\\d+\\.\\d\\d)\\) ([A-Za-z0-9+/]+)$"));

// The log without its elapsed times, which depend on the machine.
QStringList withoutTimes(const QStringList& lines)
{
    QStringList out;
    for (const QString& line : lines) {
        const auto m = logLine.match(line);
        out << (m.hasMatch() ? m.captured(1) + QLatin1Char(' ') + m.captured(2) + QLatin1Char(' ') + m.captured(4)
                             : QStringLiteral("?") + line);
    }
    return out;
}

// Every line is a log line whose code decodes to a grid of its score; scores rise.
void verifyLog(const QStringList& lines, Variant v)
{
    QVERIFY(!lines.isEmpty());
    int lastScore = -1;
    for (const QString& line : lines) {
        const auto m = logLine.match(line);
        QVERIFY2(m.hasMatch(), qPrintable(line));
        const int score = m.captured(2).toInt();
        QVERIFY2(score > lastScore, qPrintable(line));
        const auto layering = decodeLayerCode(v, m.captured(4).toStdString());
        QVERIFY2(layering.ok(), qPrintable(line));
        QCOMPARE(layering->score(), score);
        lastScore = score;
    }
}

int lastScore(const QStringList& lines)
{
    const auto m = logLine.match(lines.last());
    return m.hasMatch() ? m.captured(2).toInt() : -1;
}

QString readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

class TestSearch : public QObject {
    Q_OBJECT

private slots:
    void log_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("seed");
        QTest::newRow("5T seed 1") << "5T"
                                   << "1";
        QTest::newRow("5T seed 12345678901") << "5T"
                                             << "12345678901";
        QTest::newRow("5D seed 2") << "5D"
                                   << "2";
        QTest::newRow("4T seed 3") << "4T"
                                   << "3";
        QTest::newRow("4D seed 4") << "4D"
                                   << "4";
    }
    // Every line has the seed's form; iterations and scores rise; every code decodes to a
    // grid of the logged score; the same seed gives the same log.
    void log()
    {
        QFETCH(QString, variant);
        QFETCH(QString, seed);
        const QStringList args{
            QStringLiteral("search"),       QStringLiteral("--variant"), variant, QStringLiteral("--seed"), seed,
            QStringLiteral("--iterations"), QStringLiteral("2000")};
        const CliRun run = runCli(args);
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.outLines();
        QVERIFY(!lines.isEmpty());
        const Variant v = *parseVariant(variant.toStdString());
        long lastIteration = -1;
        int lastScore = -1;
        for (const QString& line : lines) {
            const auto m = logLine.match(line);
            QVERIFY2(m.hasMatch(), qPrintable(line));
            const long iteration = m.captured(1).toLong();
            const int score = m.captured(2).toInt();
            QVERIFY2(iteration > lastIteration && iteration <= 2000, qPrintable(line));
            QVERIFY2(score > lastScore, qPrintable(line));
            const auto layering = decodeLayerCode(v, m.captured(4).toStdString());
            QVERIFY2(layering.ok(), qPrintable(line));
            QCOMPARE(layering->score(), score);
            lastIteration = iteration;
            lastScore = score;
        }
        QVERIFY(lines.first().startsWith(QStringLiteral("0. ")));
        // The summary on standard error names the best score and the seed.
        QVERIFY2(run.err.contains(QStringLiteral("best %1 after 2000 iterations").arg(lastScore)), qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("seed ") + seed), qPrintable(run.err));

        const CliRun again = runCli(args);
        QCOMPARE(withoutTimes(again.outLines()), withoutTimes(lines));
    }

    void seedsDiffer()
    {
        const CliRun a = runCli({QStringLiteral("search"), QStringLiteral("--seed"), QStringLiteral("5"),
                                 QStringLiteral("--iterations"), QStringLiteral("200")});
        const CliRun b = runCli({QStringLiteral("search"), QStringLiteral("--seed"), QStringLiteral("6"),
                                 QStringLiteral("--iterations"), QStringLiteral("200")});
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(b.exitCode, 0);
        QVERIFY(withoutTimes(a.outLines()) != withoutTimes(b.outLines()));
    }

    void secondsLimit()
    {
        QElapsedTimer timer;
        timer.start();
        const CliRun run = runCli({QStringLiteral("search"), QStringLiteral("--seconds"), QStringLiteral("0.5"),
                                   QStringLiteral("--seed"), QStringLiteral("9")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(!run.outLines().isEmpty());
        // The last logged time is within the limit.
        const auto m = logLine.match(run.outLines().last());
        QVERIFY(m.hasMatch());
        QVERIFY(m.captured(3).toDouble() <= 0.6);
    }

    // More threads than cores: allowed, said once on standard error, and the deadline
    // holds; the summary says how many threads started before it.
    void manyThreads()
    {
        const CliRun run =
            runCli({QStringLiteral("search"), QStringLiteral("--seconds"), QStringLiteral("0.3"), QStringLiteral("--seed"),
                    QStringLiteral("9"), QStringLiteral("--threads"), QStringLiteral("1024")});
        QCOMPARE(run.exitCode, 0);
        const QString& err = run.err;
        QVERIFY2(err.contains(QStringLiteral("warning: 1024 threads share")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("1024 threads")), qPrintable(err));
    }

#ifdef Q_OS_UNIX
    // Ctrl-C stops the search cleanly: the log so far, then the summary.
    void interrupt()
    {
        QProcess process;
        process.start(QStringLiteral(MORPION_CLI), {QStringLiteral("search"), QStringLiteral("--seconds"), QStringLiteral("60"),
                                                    QStringLiteral("--seed"), QStringLiteral("3")});
        QVERIFY(process.waitForStarted());
        process.closeWriteChannel();
        QVERIFY(process.waitForReadyRead(20000)); // the first line, iteration 0
        QTest::qWait(300);
        ::kill(static_cast<pid_t>(process.processId()), SIGINT);
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 0);
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QVERIFY(out.startsWith(QStringLiteral("0. ")));
        QVERIFY2(err.contains(QStringLiteral("stopped")) && err.contains(QStringLiteral("best")), qPrintable(err));
    }
#endif

    // NRPA on the command line: the same log form, the same log for the same seed with
    // one thread, the same best with two.
    void nrpa_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("threads");
        QTest::addColumn<QString>("parallel");
        QTest::newRow("5T 1 thread") << "5T"
                                     << "1"
                                     << "root";
        QTest::newRow("5D 1 thread") << "5D"
                                     << "1"
                                     << "root";
        QTest::newRow("5T 2 threads, root") << "5T"
                                            << "2"
                                            << "root";
        QTest::newRow("5T 2 threads, independent") << "5T"
                                                   << "2"
                                                   << "independent";
        QTest::newRow("4D 2 threads, root") << "4D"
                                            << "2"
                                            << "root";
    }
    void nrpa()
    {
        QFETCH(QString, variant);
        QFETCH(QString, threads);
        QFETCH(QString, parallel);
        const QStringList args{QStringLiteral("search"),
                               QStringLiteral("--algo"),
                               QStringLiteral("nrpa"),
                               QStringLiteral("--variant"),
                               variant,
                               QStringLiteral("--seed"),
                               QStringLiteral("3"),
                               QStringLiteral("--threads"),
                               threads,
                               QStringLiteral("--parallel"),
                               parallel,
                               QStringLiteral("--level"),
                               QStringLiteral("2"),
                               QStringLiteral("--per-level"),
                               QStringLiteral("20"),
                               QStringLiteral("--iterations"),
                               QStringLiteral("3000")};
        const CliRun run = runCli(args);
        QCOMPARE(run.exitCode, 0);
        verifyLog(run.outLines(), *parseVariant(variant.toStdString()));
        QVERIFY2(run.err.contains(QStringLiteral("best %1 after 3000 iterations").arg(lastScore(run.outLines()))),
                 qPrintable(run.err));
        const CliRun again = runCli(args);
        if (threads == QLatin1String("1"))
            QCOMPARE(withoutTimes(again.outLines()), withoutTimes(run.outLines()));
        else // which thread reports first depends on timing; the best score does not
            QCOMPARE(lastScore(again.outLines()), lastScore(run.outLines()));
    }

    void target_data()
    {
        QTest::addColumn<QString>("algo");
        QTest::newRow("hillclimb") << "hillclimb";
        QTest::newRow("nrpa") << "nrpa";
    }
    void target()
    {
        QFETCH(QString, algo);
        const CliRun run =
            runCli({QStringLiteral("search"), QStringLiteral("--algo"), algo, QStringLiteral("--target"), QStringLiteral("100"),
                    QStringLiteral("--threads"), QStringLiteral("2"), QStringLiteral("--seed"), QStringLiteral("1")});
        QCOMPARE(run.exitCode, 0);
        verifyLog(run.outLines(), Variant::T5);
        QVERIFY(lastScore(run.outLines()) >= 100);
    }

    // --target equal to the first game's score stops right after that game: the log is
    // that one line, the same as in a run without a target.
    void targetReachedByFirstGame_data()
    {
        target_data();
    }
    void targetReachedByFirstGame()
    {
        QFETCH(QString, algo);
        const QStringList base{QStringLiteral("search"),    QStringLiteral("--algo"), algo,
                               QStringLiteral("--threads"), QStringLiteral("1"),      QStringLiteral("--seed"),
                               QStringLiteral("3")};
        const CliRun free = runCli(base + QStringList{QStringLiteral("--iterations"), QStringLiteral("300")});
        QCOMPARE(free.exitCode, 0);
        const QStringList lines = free.outLines();
        QVERIFY2(lines.size() >= 2, qPrintable(free.out)); // so that an overshoot would show
        const int first = logLine.match(lines.first()).captured(2).toInt();
        QVERIFY(first > 0);
        const CliRun run = runCli(base + QStringList{QStringLiteral("--target"), QString::number(first)});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(withoutTimes(run.outLines()), withoutTimes({lines.first()}));
    }

    // --from: the hill climb starts from the grid (its first line is the grid itself).
    void fromGrid()
    {
        const CliRun run = runCli({QStringLiteral("search"), QStringLiteral("--from"), code178, QStringLiteral("--iterations"),
                                   QStringLiteral("100"), QStringLiteral("--seed"), QStringLiteral("2")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.outLines().first().startsWith(QStringLiteral("0. 178 ")), qPrintable(run.out));
    }

    // --start prefix keeps the grid: every game found is longer than it and contains it.
    void prefix()
    {
        const CliRun first50 = runCli({QStringLiteral("from-number"), number135First50});
        QCOMPARE(first50.exitCode, 0);
        const QString prefixCode = first50.outLines().first().trimmed();
        const CliRun run =
            runCli({QStringLiteral("search"), QStringLiteral("--algo"), QStringLiteral("nrpa"), QStringLiteral("--from"),
                    prefixCode, QStringLiteral("--start"), QStringLiteral("prefix"), QStringLiteral("--iterations"),
                    QStringLiteral("500"), QStringLiteral("--seed"), QStringLiteral("2")});
        QCOMPARE(run.exitCode, 0);
        verifyLog(run.outLines(), Variant::T5);
        const auto prefixGrid = decodeLayerCode(Variant::T5, prefixCode.toStdString());
        QVERIFY(prefixGrid.ok());
        for (const QString& line : run.outLines()) {
            const auto grid = decodeLayerCode(Variant::T5, logLine.match(line).captured(4).toStdString());
            QVERIFY(grid->score() > 50);
            for (const Move& m : prefixGrid->movesInOrder())
                QVERIFY(std::find(grid->movesInOrder().begin(), grid->movesInOrder().end(), m) != grid->movesInOrder().end());
        }
    }

    // --log appends; --resume starts from the log's best (a missing log is a fresh start).
    void logAndResume()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("run.log"));
        const QStringList args{QStringLiteral("search"),   QStringLiteral("--log"),        log,
                               QStringLiteral("--resume"), QStringLiteral("--iterations"), QStringLiteral("1500")};
        const CliRun first = runCli(args + QStringList{QStringLiteral("--seed"), QStringLiteral("1")});
        QCOMPARE(first.exitCode, 0);
        const int firstBest = lastScore(first.outLines());
        QVERIFY(!first.err.contains(QStringLiteral("resumed")));
        const CliRun second = runCli(args + QStringList{QStringLiteral("--seed"), QStringLiteral("2")});
        QCOMPARE(second.exitCode, 0);
        QVERIFY2(second.err.contains(QStringLiteral("resumed from %1").arg(firstBest)), qPrintable(second.err));
        // The hill climb resumes from the grid itself: nothing it logs is below it.
        QVERIFY(second.outLines().first().startsWith(QStringLiteral("0. %1 ").arg(firstBest)));

        // The file holds both runs: comment lines naming them, then exactly what was printed.
        const SearchLogContents contents = readSearchLog(readFile(log).toStdString());
        QVERIFY(contents.errors.empty());
        QCOMPARE(int(contents.entries.size()), int(first.outLines().size() + second.outLines().size()));
        const QStringList fileLines = readFile(log).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(fileLines.filter(QRegularExpression(QStringLiteral("^# .*--seed [12] "))).size(), 2);
        QCOMPARE(fileLines.filter(QRegularExpression(QStringLiteral("^# best "))).size(), 2);
    }

    // The log's first comment names every option of the search, as the command line takes
    // them: given back to `search`, they run the same search and name it the same way.
    void logHeaderHoldsEveryOption_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("named"); // each in the header
        QTest::newRow("nrpa") << QStringList{"--algo",          "nrpa", "--seed",        "3", "--threads",  "2",
                                             "--level",         "2",    "--per-level",   "7", "--alpha",    "0.5",
                                             "--stabilization", "2",    "--repetitions", "4", "--parallel", "root"}
                              << QStringList{"--algo nrpa",     "--seed 3",        "--threads 2",       "--level 2",
                                             "--per-level 7",   "--alpha 0.5",     "--stabilization 2", "--repetitions 4",
                                             "--warm-weight 3", "--parallel root", "--variant 5T"};
        QTest::newRow("nrpa, defaults")
            << QStringList{"--algo", "nrpa", "--seed", "5"}
            << QStringList{"--level 3",       "--per-level 100",       "--alpha 1", "--stabilization 3", "--repetitions 0",
                           "--warm-weight 3", "--parallel independent"};
        QTest::newRow("nrpa, warm") << QStringList{"--algo", "nrpa",          "--seed", "5",       "--from",
                                                   code135,  "--warm-weight", "2.5",    "--level", "1"}
                                    << QStringList{"--warm-weight 2.5", "--start warm", "--level 1"};
        QTest::newRow("hill climb") << QStringList{"--seed", "6", "--blacklist", "5", "--variant", "5D"}
                                    << QStringList{"--algo hillclimb", "--seed 6", "--blacklist 5", "--variant 5D"};
    }
    void logHeaderHoldsEveryOption()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, named);
        QTemporaryDir dir;
        const auto header = [&](const QStringList& options, const QString& name) {
            const QString log = dir.filePath(name);
            const CliRun run = runCli(QStringList{QStringLiteral("search"), QStringLiteral("--iterations"), QStringLiteral("40"),
                                                  QStringLiteral("--log"), log} +
                                      options);
            if (run.exitCode != 0)
                qFatal("%s", qPrintable(run.err));
            const QString first = readFile(log).section(QLatin1Char('\n'), 0, 0);
            // "# TIME morpion-cli search OPTIONS[, note]"
            return std::pair(first.section(QStringLiteral(" morpion-cli search "), 1).section(QLatin1Char(','), 0, 0),
                             run.outLines());
        };
        const auto [options, lines] = header(args, QStringLiteral("first.log"));
        for (const QString& option : named)
            QVERIFY2((options + QLatin1Char(' ')).contains(option + QLatin1Char(' ')), qPrintable(options));
        // The same options again (the grid a warm start came from too): the same search.
        QStringList again = options.split(QLatin1Char(' '));
        if (args.contains(QStringLiteral("--from")))
            again << QStringLiteral("--from") << args.at(args.indexOf(QStringLiteral("--from")) + 1);
        const auto [optionsAgain, linesAgain] = header(again, QStringLiteral("again.log"));
        QCOMPARE(optionsAgain, options);
        // The same best game ("iteration. score (seconds) code": its score and code).
        const auto best = [](const QStringList& log) {
            return log.last().section(QLatin1Char(' '), 1, 1) + log.last().section(QLatin1Char(' '), 3);
        };
        QCOMPARE(best(linesAgain), best(lines));
    }

    // --checkpoint: N iterations at once, or N/2 with a checkpoint and then on to N from it,
    // log the same games and end with the same best (NRPA and the hill climb, 1 or 2 threads).
    void checkpointResumes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("nrpa") << QStringList{"--algo", "nrpa", "--level", "2", "--per-level", "20", "--seed", "11"};
        QTest::newRow("nrpa, 2 threads") << QStringList{"--algo", "nrpa",   "--level", "2",         "--per-level",
                                                        "20",     "--seed", "11",      "--threads", "2"};
        QTest::newRow("hill climb") << QStringList{"--seed", "4"};
    }
    void checkpointResumes()
    {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        const QString checkpoint = dir.filePath(QStringLiteral("search.checkpoint"));
        const QStringList search{QStringLiteral("search")};
        const CliRun once = runCli(search + args + QStringList{QStringLiteral("--iterations"), QStringLiteral("4001")});
        QCOMPARE(once.exitCode, 0);
        const CliRun first = runCli(
            search + args +
            QStringList{QStringLiteral("--iterations"), QStringLiteral("2000"), QStringLiteral("--checkpoint"), checkpoint});
        QCOMPARE(first.exitCode, 0);
        QVERIFY(QFile::exists(checkpoint));
        const auto saved = parseSearchCheckpoint(readFile(checkpoint).toStdString());
        QVERIFY2(saved.ok(), saved.ok() ? "" : saved.error().message().c_str());
        QVERIFY(saved->iterations() <= 2000);
        // The same command with a larger budget goes on from the file (the options are its own).
        const CliRun second = runCli(search + QStringList{QStringLiteral("--iterations"), QStringLiteral("4001"),
                                                          QStringLiteral("--checkpoint"), checkpoint});
        QCOMPARE(second.exitCode, 0);
        QVERIFY2(second.err.contains(QStringLiteral("resumed from a checkpoint")), qPrintable(second.err));
        const QStringList whole = withoutTimes(once.outLines());
        const QStringList parts = withoutTimes(first.outLines() + second.outLines());
        // The same best game (with 2 threads a line's iteration count depends on timing).
        QCOMPARE(logLine.match(second.outLines().isEmpty() ? first.outLines().last() : second.outLines().last()).captured(4),
                 logLine.match(once.outLines().last()).captured(4));
        if (!args.contains(QStringLiteral("--threads")))
            QCOMPARE(parts, whole);
        const QString summary = QStringLiteral("best %1 after 4001 iterations").arg(lastScore(once.outLines()));
        QVERIFY2(once.err.contains(summary) && second.err.contains(summary), qPrintable(once.err + second.err));
    }

    // Checkpoints are written while the search runs, not only at its end.
    void checkpointEvery()
    {
        QTemporaryDir dir;
        const QString checkpoint = dir.filePath(QStringLiteral("search.checkpoint"));
        QProcess process;
        process.start(QStringLiteral(MORPION_CLI),
                      {QStringLiteral("search"), QStringLiteral("--seconds"), QStringLiteral("60"),
                       QStringLiteral("--checkpoint"), checkpoint, QStringLiteral("--checkpoint-every"), QStringLiteral("0.2")});
        QVERIFY(process.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(checkpoint), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(parseSearchCheckpoint(readFile(checkpoint).toStdString()).ok(), 20000);
        QVERIFY(process.state() == QProcess::Running);
        process.kill();
        process.waitForFinished(10000);
    }

    void badCheckpoint_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("not a checkpoint") << QByteArray("hello\n") << QStringList() << 1 << "not a search checkpoint";
        QTest::newRow("bad line") << QByteArray("morpion-search-checkpoint 1\nalgorithm dfs\n") << QStringList() << 1 << "line 2";
        QTest::newRow("other seed") << QByteArray() << QStringList{"--seed", "99"} << 2 << "drop --seed";
        QTest::newRow("other variant") << QByteArray() << QStringList{"--variant", "5D"} << 2 << "holds a 5T search";
        QTest::newRow("root parallel") << QByteArray() << QStringList{"--algo", "nrpa", "--threads", "2", "--parallel", "root"}
                                       << 2 << "--parallel root";
    }
    void badCheckpoint()
    {
        QFETCH(QByteArray, content);
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString checkpoint = dir.filePath(QStringLiteral("search.checkpoint"));
        if (content.isEmpty()) {
            // A good checkpoint of seed 1.
            QCOMPARE(runCli({QStringLiteral("search"), QStringLiteral("--seed"), QStringLiteral("1"),
                             QStringLiteral("--iterations"), QStringLiteral("10"), QStringLiteral("--checkpoint"), checkpoint})
                         .exitCode,
                     0);
        } else {
            QFile file(checkpoint);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(content);
        }
        const QByteArray before = readFile(checkpoint).toUtf8();
        const CliRun run = runCli(QStringList{QStringLiteral("search"), QStringLiteral("--iterations"), QStringLiteral("10"),
                                              QStringLiteral("--checkpoint"), checkpoint} +
                                  args);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        // A refused file is left as it was.
        QCOMPARE(readFile(checkpoint).toUtf8(), before);
    }

    // Parameters given again as the file holds them are no conflict: each is compared with
    // its own value in the file (the level, the third, the alpha), not with another's.
    void sameParametersResume()
    {
        QTemporaryDir dir;
        const QString checkpoint = dir.filePath(QStringLiteral("search.checkpoint"));
        const QStringList first{QStringLiteral("search"),
                                QStringLiteral("--algo"),
                                QStringLiteral("nrpa"),
                                QStringLiteral("--seed"),
                                QStringLiteral("1"),
                                QStringLiteral("--level"),
                                QStringLiteral("2"),
                                QStringLiteral("--alpha"),
                                QStringLiteral("0.5"),
                                QStringLiteral("--iterations"),
                                QStringLiteral("10"),
                                QStringLiteral("--checkpoint"),
                                checkpoint};
        QCOMPARE(runCli(first).exitCode, 0);
        QStringList again = first;
        again[again.indexOf(QStringLiteral("10"))] = QStringLiteral("20");
        const CliRun run = runCli(again);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("resumed from a checkpoint")), qPrintable(run.err));
        // Another alpha is another search.
        QStringList other = again;
        other[other.indexOf(QStringLiteral("0.5"))] = QStringLiteral("0.7");
        const CliRun refused = runCli(other);
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("drop --alpha")), qPrintable(refused.err));
    }

#ifdef Q_OS_UNIX
    // Many jobs appending to one log at once (GNU parallel, array jobs): no torn or mixed lines.
    // A log past 64 MiB (the old limit of a whole-file read) resumes: it is read line by
    // line. Made cheaply: one line repeated, the best grid near the end, a merge line.
    void hugeLogResumes()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("huge.log"));
        {
            QFile f(log);
            QVERIFY(f.open(QIODevice::WriteOnly));
            const QByteArray line = QStringLiteral("12. 135 (0.50) %1\n").arg(code135).toUtf8();
            QByteArray block;
            for (int i = 0; i < 4096; ++i)
                block += line;
            while (f.size() < (qint64(65) << 20))
                QVERIFY(f.write(block) == block.size());
            QVERIFY(f.write(QStringLiteral("178 %1 3\n").arg(code178).toUtf8()) > 0);
            QVERIFY(f.write(block) == block.size());
        }
        const CliRun run =
            runCli({QStringLiteral("search"), QStringLiteral("--log"), log, QStringLiteral("--resume"),
                    QStringLiteral("--iterations"), QStringLiteral("10"), QStringLiteral("--seed"), QStringLiteral("1")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.contains(QStringLiteral("resumed from 178")), qPrintable(run.err));
    }

    // A shared log damaged by one job (a line over 1 MiB, a run of NUL bytes a crash left)
    // does not stop every later job at its start: the line is skipped with one warning, and
    // the best grid before or after it is resumed from.
    void damagedLogResumes_data()
    {
        QTest::addColumn<QByteArray>("damage");
        QTest::newRow("a line over 1 MiB") << QByteArray(1024 * 1024 + 1, 'x') + '\n';
        QTest::newRow("a run of NUL bytes") << QByteArray(3 * 1024 * 1024, '\0');
    }
    void damagedLogResumes()
    {
        QFETCH(QByteArray, damage);
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("shared.log"));
        QVERIFY(writeBytes(log, QStringLiteral("# job 1\n0. 135 (0.00) %1\n").arg(code135).toUtf8() + damage +
                                    QStringLiteral("7. 178 (1.00) %1\n").arg(code178).toUtf8()));
        const CliRun run =
            runCli({QStringLiteral("search"), QStringLiteral("--log"), log, QStringLiteral("--resume"),
                    QStringLiteral("--iterations"), QStringLiteral("10"), QStringLiteral("--seed"), QStringLiteral("1")});
        QCOMPARE(run.exitCode, 0);
        const QString warning = QStringLiteral("morpion-cli search: warning: %1 line 3: input too large: a line longer than 1 "
                                               "MiB, skipped\n")
                                    .arg(log);
        QVERIFY2(run.err.startsWith(warning), qPrintable(run.err));
        QCOMPARE(run.err.count(QStringLiteral("warning")), 1);
        const bool nulRun = damage.startsWith('\0'); // it swallows the line after it
        QVERIFY2(run.err.contains(nulRun ? QStringLiteral("resumed from 135") : QStringLiteral("resumed from 178")),
                 qPrintable(run.err));
    }

    void sharedLog()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("shared.log"));
        std::vector<std::unique_ptr<QProcess>> jobs;
        int printed = 0;
        for (int seed = 1; seed <= 4; ++seed) {
            jobs.push_back(std::make_unique<QProcess>());
            jobs.back()->start(QStringLiteral(MORPION_CLI),
                               {QStringLiteral("search"), QStringLiteral("--algo"), QStringLiteral("nrpa"),
                                QStringLiteral("--log"), log, QStringLiteral("--seconds"), QStringLiteral("1"),
                                QStringLiteral("--seed"), QString::number(seed)});
        }
        for (auto& job : jobs) {
            QVERIFY(job->waitForFinished(20000));
            QCOMPARE(job->exitCode(), 0);
            printed += int(QString::fromUtf8(job->readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts).size());
        }
        const SearchLogContents contents = readSearchLog(readFile(log).toStdString());
        QVERIFY(contents.errors.empty());
        QCOMPARE(int(contents.entries.size()), printed);
        for (const SearchLogEntry& e : contents.entries) {
            const auto grid = decodeLayerCode(Variant::T5, e.code);
            QVERIFY(grid.ok());
            QCOMPARE(grid->score(), e.score);
        }
    }
#endif

    // Wrong usage exits 2, bad data 1; each with one line naming the problem.
    void badArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const auto row = [](const char* name, QStringList args, int code, const char* message) {
            QTest::newRow(name) << (QStringList{QStringLiteral("search")} + args) << code << QString::fromUtf8(message);
        };
        row("unknown algorithm", {"--algo", "nmcs"}, 2, "--algo must be hillclimb or nrpa, not 'nmcs'");
        row("threads", {"--threads", "2000"}, 2, "--threads needs a whole number from 0 to 1024");
        row("level", {"--algo", "nrpa", "--level", "0"}, 2, "--level needs a whole number from 1 to 10");
        row("per-level", {"--algo", "nrpa", "--per-level", "x"}, 2, "--per-level needs a whole number");
        row("alpha", {"--algo", "nrpa", "--alpha", "0"}, 2, "--alpha needs a number");
        row("target", {"--target", "0"}, 2, "--target needs a whole number from 1");
        // 2^62 on each of two threads overflowed the iteration sum: the budget is at most 2^53.
        row("iterations 2^62", {"--threads", "2", "--iterations", "4611686018427387904"}, 2,
            "--iterations needs a whole number from 0 to 9007199254740992");
        row("resume without log", {"--resume"}, 2, "--resume needs --log FILE");
        // One algorithm's options are refused with the other, never silently ignored.
        row("repetitions with the hill climb", {"--repetitions", "1"}, 2, "--repetitions is for --algo nrpa, not hillclimb");
        row("level with the hill climb", {"--algo", "hillclimb", "--level", "2"}, 2, "--level is for --algo nrpa");
        row("warm weight with the hill climb", {"--from", "QoBAGg", "--warm-weight", "2"}, 2, "--warm-weight is for --algo nrpa");
        row("blacklist with NRPA", {"--algo", "nrpa", "--blacklist", "2"}, 2, "--blacklist is for --algo hillclimb, not nrpa");
        row("resume and from", {"--resume", "--log", "x.log", "--from", "QoBAGg"}, 2, "give --resume or --from, not both");
        row("start", {"--from", "QoBAGg", "--start", "middle"}, 2, "--start must be warm or prefix, not 'middle'");
        row("parallel", {"--algo", "nrpa", "--threads", "2", "--parallel", "leaf"}, 2,
            "--parallel must be root or independent, not 'leaf'");
        row("bad code", {"--from", "BBYq!XKm"}, 1, "bad character at position 5: '!'");
        row("finished prefix", {"--algo", "nrpa", "--from", "BBYqjXKmCREUk9zxEuXW3nx3v/u/x/JvuX+9P70", "--start", "prefix"}, 1,
            "finished");
        row("hill climb prefix", {"--from", "QoBAGg", "--start", "prefix"}, 1, "cannot keep a prefix");
        row("log in a missing folder", {"--log", "/nonexistent-folder/x.log", "--iterations", "1"}, 1,
            "/nonexistent-folder/x.log");
        row("missing --from file", {"--from", "/nonexistent-folder/best.txt"}, 1, "");
    }
    void badArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const CliRun run = runCli(args);
        QCOMPARE(run.exitCode, exitCode);
        QCOMPARE(run.out, QString());
        QVERIFY2(run.err.startsWith(QStringLiteral("morpion-cli search: ")), qPrintable(run.err));
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    }

    void bench()
    {
        const CliRun run = runCli({QStringLiteral("bench"), QStringLiteral("--quick")});
        QCOMPARE(run.err, QString());
        QCOMPARE(run.exitCode, 0);
        const QRegularExpression number(QStringLiteral("^([0-9]+(\\.[0-9]+)?) (.+)$"));
        const QList<QPair<QString, QString>> figures{{"random_playouts_5T", "playouts/s"},
                                                     {"decode_178", "us"},
                                                     {"encode_178", "us"},
                                                     {"canonical_178", "us"},
                                                     {"canonical_178_all_images", "us"},
                                                     {"hill_climb_5T", "iterations/s"},
                                                     {"nrpa_moves_4D", "moves/s"},
                                                     {"solve_nodes_4D", "classes/s"}};
        for (const auto& [key, unit] : figures) {
            const auto m = number.match(run.value(key));
            QVERIFY2(m.hasMatch(), qPrintable(key + QStringLiteral(": ") + run.value(key)));
            QVERIFY2(m.captured(1).toDouble() > 0, qPrintable(key));
            QCOMPARE(m.captured(3), unit);
            // A time per call, in microseconds: each of these calls takes well under a second
            // (a rate written as a time would be millions).
            if (unit == QStringLiteral("us"))
                QVERIFY2(m.captured(1).toDouble() < 1e6, qPrintable(key + QStringLiteral(": ") + run.value(key)));
        }
        QCOMPARE(run.value(QStringLiteral("threads")), QStringLiteral("1"));
        // The solver's figure and the NRPA figure it is read against, last and side by side.
        const QStringList lines = run.outLines();
        QVERIFY(lines.size() >= 2);
        QVERIFY(lines[lines.size() - 2].startsWith(QStringLiteral("nrpa_moves_4D: ")));
        QVERIFY(lines.last().startsWith(QStringLiteral("solve_nodes_4D: ")));
        for (const QString& line : run.outLines())
            QVERIFY2(line.contains(QStringLiteral(": ")), qPrintable(line));
    }

    // A figure bounded by a time too short for its run to count anything is measured
    // again for longer, never printed as 0 (NRPA's 4D run counted no move in 1 ms).
    void benchNeverZero()
    {
        const CliRun run = runCli({QStringLiteral("bench"), QStringLiteral("--seconds"), QStringLiteral("0.001")});
        QCOMPARE(run.exitCode, 0);
        for (const char* key : {"hill_climb_5T", "nrpa_moves_4D", "random_playouts_5T", "solve_nodes_4D"}) {
            const QString value = run.value(QLatin1String(key));
            QVERIFY2(value.section(QLatin1Char(' '), 0, 0).toDouble() > 0,
                     qPrintable(QLatin1String(key) + QStringLiteral(": ") + value));
        }
    }

    void benchVariant()
    {
        const CliRun run = runCli({QStringLiteral("bench"), QStringLiteral("--seconds"), QStringLiteral("0.02"),
                                   QStringLiteral("--variant"), QStringLiteral("4D")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(!run.value(QStringLiteral("random_playouts_4D")).isEmpty());
        QVERIFY(!run.value(QStringLiteral("hill_climb_4D")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSearch)
#include "tst_search.moc"
