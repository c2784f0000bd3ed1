// morpion-cli enumerate, solve and combine: the published counts, every option reaching
// the work, parts that add up to one run's output, and what is refused.

#include "SolverRuns.h"

#include "core/codes/LayerCode.h"
#include "core/rules/Position.h"

#include <QDir>
#include <QTest>

using namespace morpion;
using namespace morpion::test;

namespace {

QStringList args(const char* command, const QString& grid, const QStringList& more)
{
    QStringList a{QString::fromLatin1(command)};
    if (!grid.isEmpty())
        a << grid;
    return a + more;
}

// Writes the output to dir/name and returns the path.
QString saved(const QTemporaryDir& dir, const QString& name, const CliRun& run)
{
    const QString path = dir.filePath(name);
    writeBytes(path, run.out.toUtf8());
    return path;
}

} // namespace

class TestSolver : public QObject {
    Q_OBJECT

private slots:
    // The classes of the cross after n moves as OEIS publishes them (A204107 to A204110),
    // through the command line; one row per variant.
    void oeisTerms_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QList<qulonglong>>("classes");
        QTest::newRow("5T A204108") << "5T" << QList<qulonglong>{1, 4, 56, 428, 2741};
        QTest::newRow("5D A204107") << "5D" << QList<qulonglong>{1, 4, 55, 404, 2462};
        QTest::newRow("4T A204110") << "4T" << QList<qulonglong>{1, 5, 107, 1212, 11307};
        QTest::newRow("4D A204109") << "4D" << QList<qulonglong>{1, 5, 106, 1174, 10608, 73709};
    }
    void oeisTerms()
    {
        QFETCH(QString, variant);
        QFETCH(QList<qulonglong>, classes);
        const CliRun run = runCli({QStringLiteral("enumerate"), QStringLiteral("--variant"), variant, QStringLiteral("--depth"),
                                   QString::number(classes.size() - 1)});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(run.out.startsWith(QStringLiteral("moves\tpositions\tclasses\n")));
        QCOMPARE(classesColumn(run.out), classes);
        // Every position after one move is one of the classes' images; the cross has 8
        // symmetries, so a class holds 1 to 8 positions.
        for (const QList<qulonglong>& row : tableRows(run.out))
            QVERIFY(row[1] >= row[2] && row[1] <= 8 * row[2]);
        QVERIFY2(
            run.err.contains(QStringLiteral(": %1 from the cross to %2 moves, complete").arg(variant).arg(classes.size() - 1)),
            qPrintable(run.err));
    }

    // --depth N: one row for each number of moves from the grid's to N, zeros once the
    // tree has ended.
    void depthRows_data()
    {
        QTest::addColumn<int>("gridMoves");
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("deepest"); // the last row with positions
        QTest::newRow("the cross to 0") << 0 << 0 << 0;
        QTest::newRow("the cross to 3") << 0 << 3 << 3;
        QTest::newRow("30 moves to 30") << 30 << 30 << 30;
        QTest::newRow("30 moves to 40") << 30 << 40 << 35;
    }
    void depthRows()
    {
        QFETCH(int, gridMoves);
        QFETCH(int, depth);
        QFETCH(int, deepest);
        QTemporaryDir dir;
        const QString grid = gridMoves > 0 ? game4D(dir, gridMoves) : QString();
        const CliRun run = runCli(args("enumerate", grid, {"--variant", "4D", "--depth", QString::number(depth)}));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QList<QList<qulonglong>> rows = tableRows(run.out);
        QCOMPARE(rows.size(), depth - gridMoves + 1);
        for (int i = 0; i < rows.size(); ++i) {
            QCOMPARE(rows[i][0], qulonglong(gridMoves + i));
            QCOMPARE(rows[i][2] > 0, gridMoves + i <= deepest);
        }
        QCOMPARE(rows.first()[2], 1ULL); // the grid itself
    }

    // The same work on one thread or two: the same table, the same answer.
    void threadsAgree_data()
    {
        QTest::addColumn<QString>("command");
        QTest::newRow("enumerate") << "enumerate";
        QTest::newRow("solve") << "solve";
    }
    void threadsAgree()
    {
        QFETCH(QString, command);
        QTemporaryDir dir;
        const bool enumerate = command == QLatin1String("enumerate");
        QStringList common{command};
        common << (enumerate ? QStringList{"--variant", "4D", "--depth", "5"} : QStringList{game4D(dir, 14)});
        const CliRun one = runCli(common + QStringList{"--threads", "1"});
        const CliRun two = runCli(common + QStringList{"--threads", "2"});
        QVERIFY2(one.exitCode == 0 && two.exitCode == 0, qPrintable(one.err + two.err));
        QCOMPARE(withoutSeconds(two.out), withoutSeconds(one.out));
        QVERIFY2(one.err.contains(QStringLiteral(", 1 thread")), qPrintable(one.err));
        QVERIFY2(two.err.contains(QStringLiteral(", 2 threads")), qPrintable(two.err));
        if (!enumerate)
            QCOMPARE(solveValue(one, QStringLiteral("proven")), QStringLiteral("yes"));
    }

    // The longest game from a grid: its score, the moves beyond the grid, and a code of a
    // game that long which holds the grid; from a finished grid, no move more (0, not empty).
    void solveAnswer_data()
    {
        QTest::addColumn<int>("gridMoves");
        QTest::newRow("14 moves of the 35") << 14;
        QTest::newRow("the finished 35") << 35;
    }
    void solveAnswer()
    {
        QFETCH(int, gridMoves);
        QTemporaryDir dir;
        const CliRun run = runCli({QStringLiteral("solve"), game4D(dir, gridMoves)});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QStringList keys{"score", "further", "proven", "nodes", "seconds", "code"};
        QStringList found;
        for (const QString& line : run.outLines())
            found << line.section(QLatin1Char('\t'), 0, 0);
        QCOMPARE(found, keys);
        QCOMPARE(solveValue(run, QStringLiteral("score")), QStringLiteral("35"));
        QCOMPARE(solveValue(run, QStringLiteral("further")), QString::number(35 - gridMoves));
        QCOMPARE(solveValue(run, QStringLiteral("proven")), QStringLiteral("yes"));
        checkGame(solveValue(run, QStringLiteral("code")), 35, gridMoves);
        // The summary on standard error says the same score.
        QVERIFY2(run.err.contains(QStringLiteral(": 35 moves, proven")), qPrintable(run.err));
    }

    // --nodes: cut short, never proven, and the game found is one.
    void nodeBudget_data()
    {
        QTest::addColumn<int>("gridMoves");
        QTest::addColumn<QString>("nodes");
        QTest::addColumn<bool>("proven");
        QTest::newRow("the cross, 2000 nodes") << 0 << "2000" << false;
        QTest::newRow("10 moves, 50000 nodes") << 10 << "50000" << false;
        QTest::newRow("14 moves, more than enough") << 14 << "100000000" << true;
    }
    void nodeBudget()
    {
        QFETCH(int, gridMoves);
        QFETCH(QString, nodes);
        QFETCH(bool, proven);
        QTemporaryDir dir;
        const CliRun run =
            runCli(args("solve", gridMoves > 0 ? game4D(dir, gridMoves) : QString(), {"--variant", "4D", "--nodes", nodes}));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(solveValue(run, QStringLiteral("proven")), proven ? QStringLiteral("yes") : QStringLiteral("no"));
        const qulonglong visited = solveValue(run, QStringLiteral("nodes")).toULongLong();
        if (!proven) {
            // Stopped at about the budget: an item finishes what it started (at most a few
            // hundred thousand nodes here).
            QVERIFY2(visited >= nodes.toULongLong() && visited < nodes.toULongLong() + 500000, qPrintable(run.out));
            QVERIFY2(run.err.contains(QStringLiteral("stopped by the node budget")), qPrintable(run.err));
        }
        const int score = solveValue(run, QStringLiteral("score")).toInt();
        QVERIFY(score > gridMoves && score <= 35);
        checkGame(solveValue(run, QStringLiteral("code")), score, gridMoves);
    }

    // On one thread the budget is kept to the walk's check (every 4,096 nodes): each item
    // gets what the items before it left, so a run of many small items stops at the budget.
    void nodeBudgetOneThread_data()
    {
        QTest::addColumn<QString>("nodes");
        QTest::newRow("20000") << "20000";
        QTest::newRow("50000") << "50000";
    }
    void nodeBudgetOneThread()
    {
        QFETCH(QString, nodes);
        const CliRun run = runCli(args("solve", QString(), {"--variant", "4D", "--threads", "1", "--nodes", nodes}));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(solveValue(run, QStringLiteral("proven")), QStringLiteral("no"));
        const qulonglong visited = solveValue(run, QStringLiteral("nodes")).toULongLong();
        QVERIFY2(visited >= nodes.toULongLong() && visited < nodes.toULongLong() + 4096, qPrintable(run.out));
    }

    // K parts combined: what one run prints, whatever order the files come in.
    void partsCombine_data()
    {
        QTest::addColumn<QStringList>("work");
        QTest::addColumn<int>("gridMoves");
        QTest::addColumn<int>("parts");
        QTest::newRow("enumerate 4D to 6, 3 parts") << QStringList{"enumerate", "--variant", "4D", "--depth", "6"} << 0 << 3;
        QTest::newRow("enumerate 5T to 4, 2 parts") << QStringList{"enumerate", "--depth", "4"} << 0 << 2;
        QTest::newRow("enumerate 4D from 30 moves to 40, 4 parts") << QStringList{"enumerate", "--depth", "40"} << 30 << 4;
        QTest::newRow("solve 4D from 13 moves, 4 parts") << QStringList{"solve"} << 13 << 4;
        QTest::newRow("solve 4D from 14 moves, 1 part") << QStringList{"solve"} << 14 << 1;
        // Shares without items: the parts that find no game still say where the work starts.
        QTest::newRow("solve the finished 4D 35, 2 parts") << QStringList{"solve"} << 35 << 2;
        QTest::newRow("solve 4D from 33 moves, 8 parts") << QStringList{"solve"} << 33 << 8;
    }
    void partsCombine()
    {
        QFETCH(QStringList, work);
        QFETCH(int, gridMoves);
        QFETCH(int, parts);
        QTemporaryDir dir;
        if (gridMoves > 0)
            work.insert(1, game4D(dir, gridMoves));
        const CliRun whole = runCli(work);
        QVERIFY2(whole.exitCode == 0, qPrintable(whole.err));
        QStringList files;
        double seconds = 0;
        for (int i = parts; i >= 1; --i) {
            const CliRun part = runCli(work + QStringList{"--part", QStringLiteral("%1/%2").arg(i).arg(parts)});
            QVERIFY2(part.exitCode == 0, qPrintable(part.err));
            QVERIFY2(part.out.contains(QStringLiteral("\n# part\t%1/%2\n").arg(i).arg(parts)), qPrintable(part.out));
            QVERIFY2(part.out.contains(QStringLiteral("\n# complete\tyes\n")), qPrintable(part.out));
            if (parts > 1) {
                QVERIFY(withoutSeconds(part.out) != withoutSeconds(whole.out));
                QVERIFY(!part.out.contains(QStringLiteral("proven\tyes"))); // only the whole proves
            } else if (work.first() == QLatin1String("solve")) {
                QCOMPARE(solveValue(part, QStringLiteral("proven")), QStringLiteral("yes")); // part 1/1 is the whole
            }
            seconds += solveValue(part, QStringLiteral("seconds")).toDouble();
            files << saved(dir, QStringLiteral("part-%1.out").arg(i), part);
        }
        const CliRun combined = runCli(QStringList{"combine"} + files);
        QVERIFY2(combined.exitCode == 0, qPrintable(combined.err));
        QCOMPARE(withoutSeconds(combined.out), withoutSeconds(whole.out));
        QVERIFY2(combined.err.contains(QStringLiteral("every one finished")), qPrintable(combined.err));
        if (work.first() == QLatin1String("solve")) {
            QCOMPARE(solveValue(combined, QStringLiteral("proven")), QStringLiteral("yes"));
            QVERIFY(qAbs(solveValue(combined, QStringLiteral("seconds")).toDouble() - seconds) < 0.02 * parts);
        }
    }

    // What combine refuses, and what it combines but does not call complete.
    void combineChecks_data()
    {
        QTest::addColumn<QStringList>("files"); // of the runs below, by name
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("says");
        QTest::newRow("another depth") << QStringList{"e1", "e2d7"} << 1 << "is a part of other work than";
        QTest::newRow("another variant") << QStringList{"e1", "e2t"} << 1 << "is a part of other work than";
        QTest::newRow("another count of parts") << QStringList{"e1", "e2of4"} << 1 << "is a part of other work than";
        QTest::newRow("solve and enumerate") << QStringList{"e1", "s2"} << 1 << "is a part of other work than";
        QTest::newRow("a part twice") << QStringList{"e1", "e2", "e2copy", "e3"} << 1 << "part 2/3 is given twice";
        QTest::newRow("one run, not a part") << QStringList{"e1", "whole"} << 1 << "is this the output of a --part run";
        QTest::newRow("a damaged row") << QStringList{"e1", "e2", "e3damaged"} << 1 << "on line 4, column 3";
        QTest::newRow("a code not of the score") << QStringList{"s2code"} << 1 << "the code is not a 4D grid of 35 moves";
        // A finished grid: no move beyond it (further 0), and its code is checked all the same.
        QTest::newRow("a finished grid's code not of the score")
            << QStringList{"endcode"} << 1 << "the code is not a 4D grid of 35 moves";
        QTest::newRow("the best item of another part") << QStringList{"s2item"} << 1 << "is not one of part 2/3";
        QTest::newRow("a line twice") << QStringList{"s2twice"} << 1 << "is given twice";
        QTest::newRow("a start other than the answer's")
            << QStringList{"s2cross"} << 1 << "the answer starts at 14 moves, its start grid has 0";
        QTest::newRow("a start that is no code") << QStringList{"s2nostart"} << 1 << "the start is not a 4D layer code";
        QTest::newRow("no variant") << QStringList{"s2variant"} << 1 << "column 11: the variant must be 5T, 5D, 4T or 4D";
        QTest::newRow("a row of two fields")
            << QStringList{"e1", "e2", "e3fields"} << 1 << "line 4, column 1: a row of the table has three fields";
        QTest::newRow("a row's moves not a number")
            << QStringList{"e1", "e2", "e3moves"} << 1 << "the moves must be a whole number from 0";
        QTest::newRow("a row's classes not a number")
            << QStringList{"e1", "e2", "e3classes"} << 1 << "line 4, column 5: the classes must be a whole number";
        QTest::newRow("a row's positions not a number")
            << QStringList{"e1", "e2", "e3positions"} << 1 << "line 4, column 3: the positions must be a whole number";
        QTest::newRow("a key misspelt") << QStringList{"s2key"} << 1 << "line 2, column 1: expected a line \"further<tab>value\"";
        QTest::newRow("a score without the moves beyond")
            << QStringList{"s2alone"} << 1 << "line 2, column 9: the score and the moves beyond the grid are given together";
        // The column is the moves beyond's (after "further\t"), not the key's.
        QTest::newRow("more moves beyond than the score") << QStringList{"s2beyond"} << 1 << "column 9: the score and the moves";
        // A part cut short (a copy stopped half-way): said where it ends, not read past it.
        QTest::newRow("a solve part cut short")
            << QStringList{"s2short"} << 1 << "line 2, column 1: the text ends where a line \"proven\" was expected";
        QTest::newRow("a missing part") << QStringList{"e1", "e3"} << 0 << "# not complete: part 2 of 3 is missing";
        QTest::newRow("a solve part missing") << QStringList{"s2"} << 0 << "# not complete: parts 1 and 3 of 3 are missing";
        QTest::newRow("a part that did not finish")
            << QStringList{"s2cut"} << 0 << "parts 1 and 3 of 3 are missing; part 2 of 3 did not finish";
        QTest::newRow("seconds in many digits") << QStringList{"s2seconds"} << 0 << "seconds\t3600.1";
    }
    void combineChecks()
    {
        QFETCH(QStringList, files);
        QFETCH(int, exitCode);
        QFETCH(QString, says);
        if (!partsMade_)
            makeParts(partsDir_);
        QVERIFY(partsMade_);
        const QTemporaryDir& dir = partsDir_;
        QStringList paths;
        for (const QString& f : files)
            paths << dir.filePath(f);
        const CliRun combined = runCli(QStringList{"combine"} + paths);
        QCOMPARE(combined.exitCode, exitCode);
        QVERIFY2((exitCode == 0 ? combined.out : combined.err).contains(says), qPrintable(combined.out + combined.err));
        if (exitCode == 0)
            QVERIFY(!combined.out.contains(QStringLiteral("proven\tyes")));
        else
            QCOMPARE(combined.out, QString());
    }

    // Wrong usage: exit status 2, one line, nothing on standard output, before any work.
    void wrongUsage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("enumerate without --depth") << QStringList{"enumerate"} << "missing --depth";
        QTest::newRow("--depth not a number") << QStringList{"enumerate", "--depth", "x"} << "--depth";
        QTest::newRow("--depth too deep") << QStringList{"enumerate", "--depth", "1001"} << "--depth";
        QTest::newRow("--depth below the grid's moves")
            << QStringList{"enumerate", "GRID14", "--depth", "13"} << "below the grid's 14 moves";
        QTest::newRow("--part 3/2") << QStringList{"solve", "--part", "3/2"} << "--part needs I/K";
        QTest::newRow("--part 0/0") << QStringList{"solve", "--part", "0/0"} << "--part needs I/K";
        QTest::newRow("--part 0/4") << QStringList{"enumerate", "--depth", "2", "--part", "0/4"} << "--part needs I/K";
        QTest::newRow("--part x/y") << QStringList{"solve", "--part", "x/y"} << "--part needs I/K";
        QTest::newRow("--part 1") << QStringList{"solve", "--part", "1"} << "--part needs I/K";
        QTest::newRow("--part 1/2/3") << QStringList{"solve", "--part", "1/2/3"} << "--part needs I/K";
        QTest::newRow("--threads -1") << QStringList{"solve", "--threads", "-1"} << "--threads";
        QTest::newRow("--nodes 0") << QStringList{"solve", "--nodes", "0"} << "--nodes";
        QTest::newRow("--checkpoint-every alone") << QStringList{"solve", "--checkpoint-every", "5"} << "needs --checkpoint";
        QTest::newRow("--progress -1") << QStringList{"enumerate", "--depth", "2", "--progress", "-1"} << "--progress";
        QTest::newRow("unknown option") << QStringList{"solve", "--depth", "5"} << "Unknown option 'depth'";
        QTest::newRow("enumerate: unknown option")
            << QStringList{"enumerate", "--depth", "2", "--nodes", "9"} << "Unknown option 'nodes'";
        QTest::newRow("two grids") << QStringList{"solve", "GRID14", "GRID14"} << "unexpected argument";
        QTest::newRow("combine without files") << QStringList{"combine"} << "missing FILE";
    }
    void wrongUsage()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        QTemporaryDir dir;
        args.replaceInStrings(QStringLiteral("GRID14"), game4D(dir, 14));
        const CliRun run = runCli(args);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out, QString());
        QVERIFY2(run.err.contains(says), qPrintable(run.err));
        QVERIFY2(run.err.startsWith(QStringLiteral("morpion-cli ") + args.first() + QStringLiteral(": ")), qPrintable(run.err));
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    }

    // GRID is read as every command reads it: its errors are the reader's (exit 1), a
    // file or standard input gives the same work as the code of the same grid.
    void gridArgument_data()
    {
        QTest::addColumn<QString>("grid");
        QTest::addColumn<QString>("says");
        QTest::newRow("bad character") << "AB!C"
                                       << "bad character at position 3";
        QTest::newRow("no such file") << "missing.txt"
                                      << "there is no file missing.txt";
        QTest::newRow("empty") << ""
                               << "empty";
        QTest::newRow("illegal move list") << "0, 0 - (0,0,e)"
                                           << "illegal move";
    }
    void gridArgument()
    {
        QFETCH(QString, grid);
        QFETCH(QString, says);
        for (const char* command : {"enumerate", "solve"}) {
            QStringList a{QString::fromLatin1(command), grid};
            if (QLatin1String(command) == QLatin1String("enumerate"))
                a << QStringLiteral("--depth") << QStringLiteral("5");
            const CliRun run = runCli(a);
            QCOMPARE(run.exitCode, 1);
            QCOMPARE(run.out, QString());
            QVERIFY2(run.err.contains(says), qPrintable(run.err));
        }
    }
    void gridFromStandardInput()
    {
        QTemporaryDir dir;
        const QString file = game4D(dir, 14);
        const CliRun fromFile = runCli({QStringLiteral("enumerate"), file, QStringLiteral("--depth"), QStringLiteral("20")});
        const CliRun fromInput = runCli(
            {QStringLiteral("enumerate"), QStringLiteral("-"), QStringLiteral("--depth"), QStringLiteral("20")}, fileBytes(file));
        QVERIFY2(fromFile.exitCode == 0 && fromInput.exitCode == 0, qPrintable(fromFile.err + fromInput.err));
        QCOMPARE(fromInput.out, fromFile.out);
        // The grid as a layer code: the same positions (a code gives its moves in layer
        // order; the classes of positions do not depend on the order).
        const CliRun code = runCli({QStringLiteral("encode"), file});
        const CliRun fromCode =
            runCli({QStringLiteral("enumerate"), code.out.trimmed(), QStringLiteral("--depth"), QStringLiteral("20")});
        QCOMPARE(fromCode.out, fromFile.out);
    }

    // --progress S: a line every S seconds on standard error; none by default when
    // standard error is not a terminal.
    void progressLines()
    {
        QTemporaryDir dir;
        const QString grid = game4D(dir, 12);
        const CliRun quiet = runCli({QStringLiteral("solve"), grid});
        const CliRun talking = runCli({QStringLiteral("solve"), grid, QStringLiteral("--progress"), QStringLiteral("0.1")});
        QVERIFY2(quiet.exitCode == 0 && talking.exitCode == 0, qPrintable(quiet.err + talking.err));
        QCOMPARE(quiet.err.count(QLatin1Char('\n')), 1); // the summary
        QVERIFY2(talking.err.count(QStringLiteral(" items, ")) >= 2, qPrintable(talking.err));
        // The items done rise, never fall, and the lines count them.
        int done = 0;
        const QRegularExpression items(QStringLiteral(": (\\d+) of (\\d+) items, "));
        for (auto it = items.globalMatch(talking.err); it.hasNext();) {
            const int now = it.next().captured(1).toInt();
            QVERIFY2(now >= done, qPrintable(talking.err));
            done = now;
        }
        QVERIFY2(done > 0, qPrintable(talking.err));
        QVERIFY2(talking.err.contains(QStringLiteral(" classes (")), qPrintable(talking.err));
        QCOMPARE(withoutSeconds(talking.out), withoutSeconds(quiet.out));
        // S seconds apart: a run shorter than S says nothing before its summary.
        const CliRun rarely = runCli({QStringLiteral("solve"), grid, QStringLiteral("--progress"), QStringLiteral("1000")});
        QCOMPARE(rarely.err.count(QLatin1Char('\n')), 1);
    }

    // Parts saved with Windows line ends (and a byte order mark), as an editor or a copy
    // through Windows leaves them, combine as the same parts do.
    void windowsLineEnds_data()
    {
        QTest::addColumn<QStringList>("files");
        QTest::newRow("enumerate, every part") << QStringList{"e1", "e2", "e3"};
        QTest::newRow("a solve part") << QStringList{"s2"};
    }
    void windowsLineEnds()
    {
        QFETCH(QStringList, files);
        if (!partsMade_)
            makeParts(partsDir_);
        QVERIFY(partsMade_);
        QStringList plain, windows;
        for (const QString& f : files) {
            plain << partsDir_.filePath(f);
            windows << partsDir_.filePath(f + QStringLiteral(".crlf"));
            QByteArray text = fileBytes(plain.last());
            QVERIFY(!text.contains('\r'));
            text.replace("\n", "\r\n");
            if (windows.size() == 1)
                text.prepend("\xEF\xBB\xBF");
            QVERIFY(writeBytes(windows.last(), text));
        }
        const CliRun expected = runCli(QStringList{"combine"} + plain);
        QCOMPARE(expected.exitCode, 0);
        const CliRun combined = runCli(QStringList{"combine"} + windows);
        QVERIFY2(combined.exitCode == 0, qPrintable(combined.err));
        QCOMPARE(combined.out, expected.out);
    }

private:
    // The outputs combineChecks combines, made once.
    void makeParts(const QTemporaryDir& dir)
    {
        const QStringList e{"enumerate", "--variant", "4D", "--depth", "6"};
        const auto run = [&](const QString& name, const QStringList& a) {
            const CliRun r = runCli(a);
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            saved(dir, name, r);
        };
        run(QStringLiteral("e1"), e + QStringList{"--part", "1/3"});
        run(QStringLiteral("e2"), e + QStringList{"--part", "2/3"});
        run(QStringLiteral("e2copy"), e + QStringList{"--part", "2/3"});
        run(QStringLiteral("e3"), e + QStringList{"--part", "3/3"});
        run(QStringLiteral("whole"), e);
        run(QStringLiteral("e2d7"), {"enumerate", "--variant", "4D", "--depth", "5", "--part", "2/3"});
        run(QStringLiteral("e2t"), {"enumerate", "--variant", "4T", "--depth", "6", "--part", "2/3"});
        run(QStringLiteral("e2of4"), e + QStringList{"--part", "2/4"});
        run(QStringLiteral("s2"), {"solve", game4D(dir, 14), "--part", "2/3"});
        run(QStringLiteral("s2cut"), {"solve", "--variant", "4D", "--part", "2/3", "--nodes", "3000"}); // "# complete no"
        // Row 2 (the fourth line) of part 3 with more classes than positions.
        QStringList lines = QString::fromUtf8(fileBytes(dir.filePath(QStringLiteral("e3")))).split(QLatin1Char('\n'));
        lines[3] = QStringLiteral("2\t5\t6");
        writeBytes(dir.filePath(QStringLiteral("e3damaged")), lines.join(QLatin1Char('\n')).toUtf8());
        // Part 2 of the solve with another game's code, another part's item, a line twice.
        const QString s2 = QString::fromUtf8(fileBytes(dir.filePath(QStringLiteral("s2"))));
        const QString code = s2.section(QStringLiteral("\ncode\t"), 1).section(QLatin1Char('\n'), 0, 0);
        writeBytes(dir.filePath(QStringLiteral("s2code")),
                   QString(s2).replace(code, QStringLiteral("4D:RSIkRKKqXZ")).toUtf8()); // fewer moves
        run(QStringLiteral("end"), {"solve", game4D(dir, 35), "--part", "1/1"});         // further 0
        const QString end = QString::fromUtf8(fileBytes(dir.filePath(QStringLiteral("end"))));
        QVERIFY(end.startsWith(QStringLiteral("score\t35\nfurther\t0\n")));
        const QString endCode = end.section(QStringLiteral("\ncode\t"), 1).section(QLatin1Char('\n'), 0, 0);
        writeBytes(dir.filePath(QStringLiteral("endcode")),
                   QString(end).replace(endCode, QStringLiteral("4D:RSIkRKKqXZ")).toUtf8());
        const QString item = s2.section(QStringLiteral("\n# best-item\t"), 1).section(QLatin1Char('\n'), 0, 0);
        writeBytes(dir.filePath(QStringLiteral("s2item")),
                   QString(s2).replace(QStringLiteral("# best-item\t") + item, QStringLiteral("# best-item\t0")).toUtf8());
        writeBytes(dir.filePath(QStringLiteral("s2twice")), (s2 + QStringLiteral("# items\t5\n")).toUtf8());
        // Part 2 of the solve with a start that is not its answer's, and one that is no code.
        const QString start = s2.section(QStringLiteral("\n# start\t"), 1).section(QLatin1Char('\n'), 0, 0);
        writeBytes(dir.filePath(QStringLiteral("s2cross")),
                   QString(s2).replace(QStringLiteral("# start\t") + start, QStringLiteral("# start\tcross")).toUtf8());
        writeBytes(dir.filePath(QStringLiteral("s2variant")),
                   QString(s2).replace(QStringLiteral("# variant\t4D"), QStringLiteral("# variant\t6X")).toUtf8());
        writeBytes(dir.filePath(QStringLiteral("s2nostart")),
                   QString(s2).replace(QStringLiteral("# start\t") + start, QStringLiteral("# start\t!!")).toUtf8());
        // Row 2 of part 3 whose moves are not a number; part 2 of the solve with its
        // "further" key misspelt, emptied, and larger than the score.
        lines[3] = QStringLiteral("2\t5");
        writeBytes(dir.filePath(QStringLiteral("e3fields")), lines.join(QLatin1Char('\n')).toUtf8());
        lines[3] = QStringLiteral("x\t5\t5");
        writeBytes(dir.filePath(QStringLiteral("e3moves")), lines.join(QLatin1Char('\n')).toUtf8());
        // and whose classes, then positions, are not numbers (the other field good).
        lines[3] = QStringLiteral("2\t5\tx");
        writeBytes(dir.filePath(QStringLiteral("e3classes")), lines.join(QLatin1Char('\n')).toUtf8());
        lines[3] = QStringLiteral("2\tx\t5");
        writeBytes(dir.filePath(QStringLiteral("e3positions")), lines.join(QLatin1Char('\n')).toUtf8());
        const QString further = s2.section(QStringLiteral("\nfurther\t"), 1).section(QLatin1Char('\n'), 0, 0);
        const auto withFurther = [&](const QString& line) {
            return QString(s2).replace(QStringLiteral("\nfurther\t") + further + QLatin1Char('\n'),
                                       QLatin1Char('\n') + line + QLatin1Char('\n'));
        };
        writeBytes(dir.filePath(QStringLiteral("s2key")), withFurther(QStringLiteral("farther\t") + further).toUtf8());
        writeBytes(dir.filePath(QStringLiteral("s2alone")), withFurther(QStringLiteral("further\t")).toUtf8());
        writeBytes(dir.filePath(QStringLiteral("s2beyond")), withFurther(QStringLiteral("further\t999")).toUtf8());
        writeBytes(dir.filePath(QStringLiteral("s2short")), s2.section(QStringLiteral("\nproven\t"), 0, 0).toUtf8() + '\n');
        // Seconds written with more digits than the program writes: a number all the same.
        const QString seconds = s2.section(QStringLiteral("\nseconds\t"), 1).section(QLatin1Char('\n'), 0, 0);
        writeBytes(
            dir.filePath(QStringLiteral("s2seconds")),
            QString(s2)
                .replace(QStringLiteral("\nseconds\t") + seconds + QLatin1Char('\n'), QStringLiteral("\nseconds\t3600.1234567\n"))
                .toUtf8());
        partsMade_ = true;
    }

    // The code is a grid of `score` moves in 4D that holds the first `gridMoves` moves of
    // the 35 and replays from the cross.
    static void checkGame(const QString& code, int score, int gridMoves)
    {
        QVERIFY2(code.startsWith(QStringLiteral("4D:")), qPrintable(code));
        const auto layering = decodeLayerCode(Variant::D4, code.mid(3).toStdString());
        QVERIFY2(layering.ok(), qPrintable(code));
        QCOMPARE(layering->score(), score);
        const std::vector<Move> moves = layering->movesInOrder();
        Position pos(Variant::D4);
        for (const Move& m : moves)
            QVERIFY(pos.play(m));
        QTemporaryDir dir;
        const QString start = QString::fromUtf8(fileBytes(game4D(dir, gridMoves)));
        const CliRun listed = runCli({QStringLiteral("moves"), code});
        for (const QString& line : start.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            if (!line.startsWith(QLatin1Char('#')))
                QVERIFY2(listed.out.contains(line), qPrintable(line));
    }

    QTemporaryDir partsDir_;
    bool partsMade_ = false;
};

QTEST_GUILESS_MAIN(TestSolver)
#include "tst_solver.moc"
