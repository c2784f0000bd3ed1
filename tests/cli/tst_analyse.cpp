// morpion-cli analyse: the table's form, its agreement with `moves` and `info`, every way
// of naming the game, --top, reproducible output whatever the threads, and bad input.

#include "CliRunner.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace morpion::test;

namespace {

// Small searches: the table's form does not depend on their strength. No solving: the
// solver's figures have their own tests below.
const QStringList quick{QStringLiteral("--budget"),    QStringLiteral("400"), QStringLiteral("--level"), QStringLiteral("1"),
                        QStringLiteral("--per-level"), QStringLiteral("20"),  QStringLiteral("--nodes"), QStringLiteral("0")};

const QString header = QStringLiteral("move\ttext\tbest_before\tbest_after\tloss\tbetter\tproven");

// Searches of next to nothing: what the table says is the solver's.
const QStringList solving{QStringLiteral("--budget"), QStringLiteral("1"), QStringLiteral("--passes"),    QStringLiteral("1"),
                          QStringLiteral("--level"),  QStringLiteral("1"), QStringLiteral("--per-level"), QStringLiteral("1")};

CliRun analyse(const QStringList& args)
{
    return runCli(QStringList{QStringLiteral("analyse")} + args + quick);
}

// The first `count` moves of the 135 as a game number (its play order).
QString number135Prefix(int count)
{
    const QStringList moves = runCli({QStringLiteral("moves"), code135}).outLines().mid(0, count);
    return runCli({QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("number")},
                  moves.join(QLatin1Char('\n')).toUtf8())
        .out.trimmed();
}

// The run of `args` on one thread, checked to give the same table on two.
CliRun sameOnTwoThreads(const QStringList& args)
{
    const CliRun one = runCli(args);
    const CliRun two = runCli(args + QStringList{QStringLiteral("--threads"), QStringLiteral("2")});
    if (one.out != two.out)
        qWarning("one thread:\n%s\ntwo threads:\n%s", qPrintable(one.out), qPrintable(two.out));
    return one.out == two.out ? one : CliRun{};
}

} // namespace

class TestAnalyse : public QObject {
    Q_OBJECT

private slots:
    // One line per move in play order, the move as `moves` prints it, E never rising, the
    // loss its step, the better game's code where it is positive, with that score.
    void tableAgreesWithTheGame()
    {
        const QStringList moves = runCli({QStringLiteral("moves"), code135}).outLines().mid(0, 30);
        const QString number = number135Prefix(30);
        const CliRun run = analyse({number, QStringLiteral("--seed"), QStringLiteral("3")});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.outLines();
        QCOMPARE(lines.size(), 31);
        QCOMPARE(lines.front(), header);
        int previous = -1;
        int positive = 0;
        for (int m = 1; m <= 30; ++m) {
            const QStringList f = lines[m].split(QLatin1Char('\t'));
            QCOMPARE(f.size(), 7);
            QCOMPARE(f[6], QStringLiteral("no")); // without the solver
            QCOMPARE(f[0].toInt(), m);
            QCOMPARE(f[1], moves[m - 1]);
            const int before = f[2].toInt(), after = f[3].toInt(), loss = f[4].toInt();
            if (previous >= 0)
                QCOMPARE(before, previous);
            QVERIFY(after >= 30 && before >= after);
            QCOMPARE(loss, before - after);
            QCOMPARE(f[5].isEmpty(), loss == 0);
            if (loss > 0) {
                ++positive;
                const CliRun info = runCli({QStringLiteral("info"), f[5]});
                QCOMPARE(info.exitCode, 0);
                QCOMPARE(info.value(QStringLiteral("score")).toInt(), before);
                // The better game plays the moves before this one, and not this one.
                const QStringList better = runCli({QStringLiteral("moves"), f[5]}).outLines();
                for (int i = 0; i < m - 1; ++i)
                    QVERIFY(better.contains(moves[i]));
                QVERIFY(!better.contains(moves[m - 1]));
            }
            previous = after;
        }
        // 30 moves of a 135 leave far more than 30 to play: the last position was searched.
        QVERIFY(lines.back().split(QLatin1Char('\t'))[3].toInt() > 30);
        QVERIFY(run.err.contains(QStringLiteral("31 of 31 positions")));
        Q_UNUSED(positive);
    }

    // --top K: the K largest losses, the largest first, in the table's form.
    void topListsTheLargestLosses()
    {
        const QString random = QStringLiteral(MORPION_TEST_DATA "/games/5T-random80.moves.txt");
        const CliRun all =
            analyse({random, QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--threads"), QStringLiteral("2")});
        const CliRun top =
            analyse({random, QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--top"), QStringLiteral("3")});
        QCOMPARE(all.exitCode, 0);
        QCOMPARE(top.exitCode, 0);
        QStringList rows = all.outLines().mid(1);
        QCOMPARE(rows.size(), 80);
        std::stable_sort(rows.begin(), rows.end(), [](const QString& a, const QString& b) {
            return a.split(QLatin1Char('\t'))[4].toInt() > b.split(QLatin1Char('\t'))[4].toInt();
        });
        // A random game's moves lose: the three largest are all positive.
        QCOMPARE(top.outLines(), QStringList{header} + rows.mid(0, 3));
        QVERIFY(rows[2].split(QLatin1Char('\t'))[4].toInt() > 0);
    }

    // The same seed and budget give the same table on one thread and on two; another seed
    // is another analysis.
    void reproducible()
    {
        const QString number = number135Prefix(20);
        const CliRun one = analyse({number, QStringLiteral("--seed"), QStringLiteral("7")});
        const CliRun two =
            analyse({number, QStringLiteral("--seed"), QStringLiteral("7"), QStringLiteral("--threads"), QStringLiteral("2")});
        QCOMPARE(one.exitCode, 0);
        QCOMPARE(one.out, two.out);
    }

    // Each option reaches the analysis: the table with it differs from the table without
    // (an option read and then dropped gives the same table).
    void everyOptionCounts_data()
    {
        QTest::addColumn<QStringList>("option");
        QTest::newRow("--seed 4") << QStringList{QStringLiteral("--seed"), QStringLiteral("4")};
        QTest::newRow("--passes 1") << QStringList{QStringLiteral("--passes"), QStringLiteral("1")};
        QTest::newRow("--reuse on") << QStringList{QStringLiteral("--reuse"), QStringLiteral("on")};
        QTest::newRow("--level 2") << QStringList{QStringLiteral("--level"), QStringLiteral("2")};
        QTest::newRow("--per-level 10") << QStringList{QStringLiteral("--per-level"), QStringLiteral("10")};
        QTest::newRow("--budget 800") << QStringList{QStringLiteral("--budget"), QStringLiteral("800")};
        // The 135's first 20 moves leave a tree of far more classes: the solver proves
        // nothing there, but the game's last moves (below) are its own.
    }
    void everyOptionCounts()
    {
        QFETCH(QStringList, option);
        const QString number = number135Prefix(20);
        // The later options win over `quick`'s.
        const CliRun base = analyse({number, QStringLiteral("--seed"), QStringLiteral("3")});
        const CliRun with = runCli(QStringList{QStringLiteral("analyse"), number, QStringLiteral("--seed"), QStringLiteral("3")} +
                                   quick + option);
        QCOMPARE(base.exitCode, 0);
        QCOMPARE(with.exitCode, 0);
        QCOMPARE(with.outLines().size(), 21);
        QVERIFY2(with.out != base.out, qPrintable(option.join(QLatin1Char(' '))));
    }

    // A record's last 20 moves: every position from there on proven, E the record's length
    // before and after each move (it cannot be extended), every loss 0 and exact; the
    // summary counts the positions proven. The solver's budget is the default's unless
    // given: without --nodes the same table.
    void endgameProven_data()
    {
        QTest::addColumn<QString>("record");
        QTest::addColumn<int>("length");
        QTest::addColumn<QStringList>("nodes");
        QTest::newRow("5T Rosin 178") << records + QStringLiteral("5T-rosin178.msr.json") << 178
                                      << QStringList{QStringLiteral("--nodes"), QStringLiteral("200000")};
        QTest::newRow("5D Rosin 82") << records + QStringLiteral("5D-rosin82.pentasol.txt") << 82
                                     << QStringList{QStringLiteral("--nodes"), QStringLiteral("200000")};
        QTest::newRow("5D Rosin 82, default budget")
            << records + QStringLiteral("5D-rosin82.pentasol.txt") << 82 << QStringList{};
    }
    void endgameProven()
    {
        QFETCH(QString, record);
        QFETCH(int, length);
        QFETCH(QStringList, nodes);
        const CliRun run = runCli(
            QStringList{QStringLiteral("analyse"), record, QStringLiteral("--threads"), QStringLiteral("2")} + solving + nodes);
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.outLines();
        QCOMPARE(lines.size(), length + 1);
        QCOMPARE(lines.front(), header);
        int proven = 0;
        for (int m = 1; m <= length; ++m) {
            const QStringList f = lines[m].split(QLatin1Char('\t'));
            QCOMPARE(f.size(), 7);
            if (f[6] == QLatin1String("yes")) {
                ++proven;
                QCOMPARE(f[2].toInt(), length);
                QCOMPARE(f[3].toInt(), length);
                QCOMPARE(f[4], QStringLiteral("0"));
            } else {
                QCOMPARE(f[6], QStringLiteral("no"));
                QCOMPARE(proven, 0); // the proven rows are the last ones
            }
        }
        QVERIFY2(proven >= 20, qPrintable(QString::number(proven)));
        // The positions proven: one more than the rows whose both ends are.
        QVERIFY2(run.err.contains(QStringLiteral(" %1 proven,").arg(proven + 1)), qPrintable(run.err));
        if (nodes.isEmpty())
            QVERIFY2(run.err.contains(QStringLiteral("nodes 10000000,")), qPrintable(run.err));
        // --nodes 0: no solving, nothing proven but the game's end (no legal move there).
        const CliRun none =
            runCli(QStringList{QStringLiteral("analyse"), record, QStringLiteral("--nodes"), QStringLiteral("0")} + solving);
        QCOMPARE(none.exitCode, 0);
        QVERIFY(!none.out.contains(QStringLiteral("\tyes")));
        QVERIFY2(none.err.contains(QStringLiteral(" 1 proven,")), qPrintable(none.err));
    }

    // A budget too small for any tree: nothing proven, the table from the searches alone,
    // the same with one thread or two.
    void budgetTooSmall()
    {
        const QString number = number135Prefix(20);
        const QStringList args{QStringLiteral("analyse"),     number,
                               QStringLiteral("--seed"),      QStringLiteral("2"),
                               QStringLiteral("--budget"),    QStringLiteral("40"),
                               QStringLiteral("--level"),     QStringLiteral("1"),
                               QStringLiteral("--per-level"), QStringLiteral("5"),
                               QStringLiteral("--nodes"),     QStringLiteral("1000")};
        const CliRun one = sameOnTwoThreads(args);
        QCOMPARE(one.exitCode, 0);
        const QStringList lines = one.outLines();
        QCOMPARE(lines.size(), 21);
        for (int m = 1; m <= 20; ++m)
            QCOMPARE(lines[m].split(QLatin1Char('\t')).value(6), QStringLiteral("no"));
        QVERIFY2(one.err.contains(QStringLiteral("21 of 21 positions searched, 0 proven")), qPrintable(one.err));
    }

    // The solver's positions do not depend on the threads either: a game whose last
    // positions it proves and whose others are searched, on one thread and on two.
    void reproducibleWithTheSolver()
    {
        const QString game = records + QStringLiteral("4D-hyyroporanen35.msr.json");
        const QStringList args{QStringLiteral("analyse"),     game,
                               QStringLiteral("--budget"),    QStringLiteral("200"),
                               QStringLiteral("--level"),     QStringLiteral("1"),
                               QStringLiteral("--per-level"), QStringLiteral("10"),
                               QStringLiteral("--nodes"),     QStringLiteral("300000")};
        const CliRun one = sameOnTwoThreads(args);
        QCOMPARE(one.exitCode, 0);
        QVERIFY(one.out.contains(QStringLiteral("\tyes\n")) && one.out.contains(QStringLiteral("\tno\n")));
    }

    // A stop by a signal in the middle of the first search: the table is printed with what
    // is known (nothing: a search cut short is not the analysis's), says that it is partial,
    // and the exit status is 4, so that a script cannot take it for a finished table.
    void stoppedIsPartial()
    {
        QProcess p;
        p.setProgram(QStringLiteral(MORPION_CLI));
        p.setArguments({QStringLiteral("analyse"), number135Prefix(20), QStringLiteral("--budget"), QStringLiteral("1000000000"),
                        QStringLiteral("--passes"), QStringLiteral("1"), QStringLiteral("--nodes"), QStringLiteral("0")});
        p.start();
        QVERIFY(p.waitForStarted());
        // Long after the start (the reading of the game takes milliseconds), long before the
        // first position's search of a billion playouts ends.
        QTest::qWait(2000);
        ::kill(static_cast<pid_t>(p.processId()), SIGTERM);
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 4);
        const QStringList lines = QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(lines.size(), 22);
        QCOMPARE(lines.front(), header);
        for (int m = 1; m <= 20; ++m) // E(k) unknown everywhere: empty fields, nothing proven
            QVERIFY2(lines[m].split(QLatin1Char('\t')).mid(2) == (QStringList(4, QString()) << QStringLiteral("no")),
                     qPrintable(lines[m]));
        QCOMPARE(lines.back(),
                 QStringLiteral("# stopped by a signal before the end: 0 of 21 positions searched; the table is partial"));
        QVERIFY2(err.contains(QStringLiteral("20 moves, 0 of 21 positions searched")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("E(0) not known")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("stopped by a signal (exit status 4)")), qPrintable(err));
    }

    // The summary counts in words: one move, not "1 moves".
    void summaryOfOneMove()
    {
        const CliRun run = analyse({number135Prefix(1)});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.contains(QStringLiteral("morpion-cli analyse: 1 move, 2 of 2 positions searched, 0 proven")),
                 qPrintable(run.err));
    }

    // The game as a number, a layer code (its layer order), a move list or a record file.
    void readsEveryForm_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("moves");
        QTest::newRow("layer code") << code135 << 135;
        QTest::newRow("game number") << number135 << 135;
        QTest::newRow("move list") << QStringLiteral(MORPION_TEST_DATA "/games/5T-hand100.moves.txt") << 100;
        QTest::newRow("pentasol") << records + QStringLiteral("5T-bruneau170.pentasol.txt") << 170;
        QTest::newRow("5D pentasol") << records + QStringLiteral("5D-rosin82.pentasol.txt") << 82;
        QTest::newRow("msr") << records + QStringLiteral("5T-rosin178.msr.json") << 178;
    }
    void readsEveryForm()
    {
        QFETCH(QString, game);
        QFETCH(int, moves);
        const CliRun run =
            runCli({QStringLiteral("analyse"), game, QStringLiteral("--budget"), QStringLiteral("20"), QStringLiteral("--level"),
                    QStringLiteral("1"), QStringLiteral("--per-level"), QStringLiteral("5"), QStringLiteral("--threads"),
                    QStringLiteral("2"), QStringLiteral("--nodes"), QStringLiteral("0")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.outLines().size(), moves + 1);
        QCOMPARE(run.outLines().front(), header);
    }

    void refusesBadInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exit");
        QTest::addColumn<QString>("message");
        QTest::newRow("bad code") << QStringList{QStringLiteral("BB!Y")} << 1 << QStringLiteral("bad character");
        QTest::newRow("illegal move list") << QStringList{QStringLiteral("50, 50 – (50,50,e)")} << 1
                                           << QStringLiteral("illegal move on line 1");
        QTest::newRow("no game") << QStringList{} << 2 << QStringLiteral("missing");
        QTest::newRow("budget 0") << QStringList{code135, QStringLiteral("--budget"), QStringLiteral("0")} << 2
                                  << QStringLiteral("--budget");
        // Each pass takes at least one playout: the budget's least is the passes.
        QTest::newRow("budget 1") << QStringList{code135, QStringLiteral("--budget"), QStringLiteral("1")} << 2
                                  << QStringLiteral("--budget needs a whole number from 4 to 1000000000, not '1'");
        QTest::newRow("budget 2, 3 passes") << QStringList{code135, QStringLiteral("--budget"), QStringLiteral("2"),
                                                           QStringLiteral("--passes"), QStringLiteral("3")}
                                            << 2 << QStringLiteral("--budget needs a whole number from 3 to");
        QTest::newRow("top x") << QStringList{code135, QStringLiteral("--top"), QStringLiteral("x")} << 2
                               << QStringLiteral("--top");
        QTest::newRow("threads -1") << QStringList{code135, QStringLiteral("--threads"), QStringLiteral("-1")} << 2
                                    << QStringLiteral("--threads");
        QTest::newRow("nodes -1") << QStringList{code135, QStringLiteral("--nodes"), QStringLiteral("-1")} << 2
                                  << QStringLiteral("--nodes needs a whole number from 0 to 1000000000000");
        QTest::newRow("nodes past the limit") << QStringList{code135, QStringLiteral("--nodes"), QStringLiteral("1000000000001")}
                                              << 2 << QStringLiteral("--nodes needs a whole number from 0 to 1000000000000");
    }
    void refusesBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exit);
        QFETCH(QString, message);
        const CliRun run = runCli(QStringList{QStringLiteral("analyse")} + args);
        QCOMPARE(run.exitCode, exit);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestAnalyse)
#include "tst_analyse.moc"
