// morpion-cli diff, remove and improve: the commands that compare and edit a grid, their
// output forms and exit statuses, checked against moves/canon of the same tool.

#include "CliRunner.h"

#include "core/codes/LayerCode.h"
#include "core/codes/Layers.h"
#include "core/codes/Symmetry.h"
#include "core/formats/GridReader.h"
#include "core/search/Improver.h"

#include <QTemporaryDir>
#include <QTest>

using namespace morpion;
using namespace morpion::test;

namespace {

QStringList movesOf(const QString& code)
{
    return runCli({QStringLiteral("moves"), code}).outLines();
}

// "iteration. score code" of each line an improvement printed (times dropped).
QStringList withoutTimes(QStringList lines)
{
    for (QString& l : lines)
        l.remove(QRegularExpression(QStringLiteral("\\(\\d+\\.\\d\\d\\) ")));
    return lines;
}

// The same lines from the core's improver run in this process.
QStringList improverLines(const ImproverOptions& o)
{
    QStringList lines;
    Improver improver(o);
    const auto result = improver.run([&lines](const SearchImprovement& found) {
        lines << QStringLiteral("%1. %2 %3").arg(found.iterations).arg(found.score).arg(QString::fromStdString(found.code));
    });
    if (!result)
        qFatal("the improver failed: %s", result.error().message().c_str());
    return lines;
}

} // namespace

class TestEdit : public QObject {
    Q_OBJECT

private slots:
    void diffOfAGridWithItself()
    {
        const CliRun run = runCli({QStringLiteral("diff"), code178, code178});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.outLines(), QStringList({QStringLiteral("alignment: 0 identity"), QStringLiteral("common: 178"),
                                              QStringLiteral("only_a: 0"), QStringLiteral("only_b: 0"),
                                              QStringLiteral("same_points: yes"), QStringLiteral("symmetry: identity")}));
    }

    // The canonical image of the 178 is the 178 in a mirror: diff aligns it (all moves in
    // common, the symmetry said); as it is, few moves in common, the same points, and the
    // symmetry named.
    void diffFindsTheSymmetry()
    {
        const QString canon = runCli({QStringLiteral("canon"), code178}).value(QStringLiteral("code"));
        const CliRun aligned = runCli({QStringLiteral("diff"), code178, canon});
        QCOMPARE(aligned.exitCode, 0);
        QCOMPARE(aligned.value(QStringLiteral("alignment")), QStringLiteral("1 mirror left-right"));
        QCOMPARE(aligned.value(QStringLiteral("common")), QStringLiteral("178"));
        QCOMPARE(aligned.value(QStringLiteral("symmetry")), QStringLiteral("mirror left-right"));
        const CliRun run = runCli({QStringLiteral("diff"), QStringLiteral("--as-is"), code178, canon});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString());
        QCOMPARE(run.value(QStringLiteral("alignment")), QStringLiteral("0 identity"));
        QCOMPARE(run.value(QStringLiteral("same_points")), QStringLiteral("yes"));
        QCOMPARE(run.value(QStringLiteral("symmetry")), QStringLiteral("mirror left-right"));
        const int onlyA = run.value(QStringLiteral("only_a")).toInt();
        QVERIFY(onlyA > 100);
        QCOMPARE(run.value(QStringLiteral("common")).toInt() + onlyA, 178);
        QCOMPARE(static_cast<int>(run.outLines().filter(QRegularExpression(QStringLiteral("^- "))).size()), onlyA);
    }

    // Two grids that differ by 4 moves once one is mirrored (it said "22 in both"):
    // aligned, 174 in common, and standard error says how.
    void diffAlignsAMirroredGrid()
    {
        const QStringList all = movesOf(code178);
        const QString first174 = runCli({QStringLiteral("encode"), QStringLiteral("--variant"), QStringLiteral("5T")},
                                        all.mid(0, 174).join(QLatin1Char('\n')).toUtf8())
                                     .out.trimmed();
        const auto grid = morpion::decodeLayerCode(morpion::Variant::T5, first174.toStdString());
        QVERIFY(grid.ok());
        const auto image = morpion::Symmetry(1).apply(morpion::Variant::T5, grid->movesInOrder());
        const QString b = QString::fromStdString(morpion::encodeLayerCode(morpion::Variant::T5, image).value());
        const CliRun run = runCli({QStringLiteral("diff"), code178, b});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.value(QStringLiteral("alignment")), QStringLiteral("1 mirror left-right"));
        QCOMPARE(run.value(QStringLiteral("common")), QStringLiteral("174"));
        QCOMPARE(run.value(QStringLiteral("only_a")), QStringLiteral("4"));
        QCOMPARE(run.value(QStringLiteral("only_b")), QStringLiteral("0"));
        QVERIFY2(run.err.contains(QStringLiteral("mirror left-right: 174 in common")), qPrintable(run.err));
        const CliRun asIs = runCli({QStringLiteral("diff"), QStringLiteral("--as-is"), code178, b});
        QVERIFY(asIs.value(QStringLiteral("common")).toInt() < 100);
    }

    // The 135's first 100 moves against the whole: the 35 others are "+" lines, the
    // moves of the later part, in canonical order.
    void diffListsTheMovesEachHasAlone()
    {
        const QStringList all = movesOf(code135);
        QCOMPARE(all.size(), 135);
        const QString first100 =
            runCli({QStringLiteral("encode")}, all.mid(0, 100).join(QLatin1Char('\n')).toUtf8()).out.trimmed();
        const CliRun run = runCli({QStringLiteral("diff"), first100, code135});
        QCOMPARE(run.exitCode, 0);
        // B from standard input is B, not A: the same comparison, line for line.
        const CliRun fromInput = runCli({QStringLiteral("diff"), first100, QStringLiteral("-")}, code135.toUtf8());
        QCOMPARE(fromInput.exitCode, 0);
        QCOMPARE(fromInput.out, run.out);
        QCOMPARE(run.value(QStringLiteral("common")), QStringLiteral("100"));
        QCOMPARE(run.value(QStringLiteral("only_a")), QStringLiteral("0"));
        QCOMPARE(run.value(QStringLiteral("only_b")), QStringLiteral("35"));
        QCOMPARE(run.value(QStringLiteral("same_points")), QStringLiteral("no"));
        QCOMPARE(run.value(QStringLiteral("symmetry")), QStringLiteral("none"));
        QStringList plus;
        for (const QString& line : run.outLines())
            if (line.startsWith(QStringLiteral("+ ")))
                plus << line.mid(2);
        QCOMPARE(plus.size(), 35);
        QStringList later = all.mid(100);
        for (const QString& m : plus)
            QVERIFY2(later.contains(m), qPrintable(m));
        // Canonical order: by x, then y.
        for (qsizetype i = 1; i < plus.size(); ++i) {
            const auto key = [](const QString& m) {
                const QStringList xy = m.section(QLatin1Char(' '), 0, 1).remove(QLatin1Char(',')).split(QLatin1Char(' '));
                return std::pair(xy.at(0).toInt(), xy.at(1).toInt());
            };
            QVERIFY(key(plus.at(i - 1)) < key(plus.at(i)));
        }
    }

    // B is read in A's variant when --variant does not say: a 5D grid against its own
    // code without the prefix is the same grid.
    void diffReadsBInAsVariant()
    {
        const CliRun run = runCli({QStringLiteral("diff"), QStringLiteral("5D:") + code82, code82});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.value(QStringLiteral("common")), QStringLiteral("82"));
        QCOMPARE(run.value(QStringLiteral("symmetry")), QStringLiteral("identity"));
        // --variant wins for both.
        QCOMPARE(runCli({QStringLiteral("diff"), QStringLiteral("--variant"), QStringLiteral("5T"), code82, code82}).exitCode, 1);
    }

    void diffRefusesBadInput()
    {
        QCOMPARE(runCli({QStringLiteral("diff"), code178, QStringLiteral("!!")}).exitCode, 1);
        QCOMPARE(runCli({QStringLiteral("diff"), code178, QStringLiteral("5D:") + code82}).exitCode, 1);
        QCOMPARE(runCli({QStringLiteral("diff"), code178}).exitCode, 2);
    }

    // Removing the last move of the play order takes only it; removing an early one takes
    // its cone, and what is left is a legal grid (moves + encode give its code back).
    void removeTakesTheCone()
    {
        const QStringList all = movesOf(code178);
        const CliRun last = runCli({QStringLiteral("remove"), code178, QStringLiteral("--"), all.last()});
        QCOMPARE(last.exitCode, 0);
        QCOMPARE(last.value(QStringLiteral("removed")), QStringLiteral("1"));
        const QString expected =
            runCli({QStringLiteral("encode")}, all.mid(0, 177).join(QLatin1Char('\n')).toUtf8()).out.trimmed();
        QCOMPARE(last.value(QStringLiteral("code")), expected);

        const CliRun early = runCli({QStringLiteral("remove"), code178, QStringLiteral("--"), all.at(99)});
        QCOMPARE(early.exitCode, 0);
        const int removed = early.value(QStringLiteral("removed")).toInt();
        QVERIFY(removed > 1);
        const QString code = early.value(QStringLiteral("code"));
        QCOMPARE(movesOf(code).size(), 178 - removed);
        QVERIFY(!movesOf(code).contains(all.at(99)));

        // By point: "x,y".
        const QString point = all.last().section(QLatin1Char(' '), 0, 1).remove(QLatin1Char(' '));
        QCOMPARE(runCli({QStringLiteral("remove"), code178, QStringLiteral("--"), point}).value(QStringLiteral("code")),
                 expected);
    }

    // A move whose x is negative, as `moves` prints it ("-1, 7 – (-1,7,ne)"), or its point
    // ("-1,7"), is a move wherever it stands, without "--": not taken for options.
    void negativeXIsAMove()
    {
        const QStringList all = movesOf(code178);
        QStringList negative;
        for (const QString& m : all)
            if (m.startsWith(QLatin1Char('-')))
                negative << m;
        QVERIFY(negative.size() >= 5);
        for (const QString& move : negative) {
            const CliRun marked = runCli({QStringLiteral("remove"), code178, QStringLiteral("--"), move});
            QCOMPARE(marked.exitCode, 0);
            const QString point = move.section(QLatin1Char(' '), 0, 1).remove(QLatin1Char(' '));
            for (const QStringList& args :
                 {QStringList{QStringLiteral("remove"), code178, move},
                  QStringList{QStringLiteral("remove"), code178, move, QStringLiteral("--variant"), QStringLiteral("5T")},
                  QStringList{QStringLiteral("remove"), QStringLiteral("--variant"), QStringLiteral("5T"), code178, point}}) {
                const CliRun run = runCli(args);
                QVERIFY2(run.exitCode == 0, qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(": ") + run.err));
                QCOMPARE(run.out, marked.out);
            }
        }
        // Two moves, the second negative, in order.
        const CliRun two = runCli({QStringLiteral("remove"), code178, all.last(), negative.first()});
        QCOMPARE(two.exitCode, 0);
        QCOMPARE(two.out, runCli({QStringLiteral("remove"), code178, QStringLiteral("--"), all.last(), negative.first()}).out);
        // A grid given as a move list that starts with such a move.
        const QString first = QStringLiteral("-1, 3 – (-1,3,e)");
        const QString code = runCli({QStringLiteral("encode")}, first.toUtf8()).out.trimmed();
        const CliRun diff = runCli({QStringLiteral("diff"), first, code});
        QCOMPARE(diff.exitCode, 0);
        QCOMPARE(diff.value(QStringLiteral("common")), QStringLiteral("1"));
        // An option's value that starts with a minus is still its value.
        const CliRun weight =
            runCli({QStringLiteral("search"), QStringLiteral("--algo"), QStringLiteral("nrpa"), QStringLiteral("--warm-weight"),
                    QStringLiteral("-3"), QStringLiteral("--from"), code135, QStringLiteral("--iterations"), QStringLiteral("2"),
                    QStringLiteral("--level"), QStringLiteral("1")});
        QVERIFY2(weight.exitCode == 0, qPrintable(weight.err));
        const CliRun tooLow = runCli({QStringLiteral("search"), QStringLiteral("--algo"), QStringLiteral("nrpa"),
                                      QStringLiteral("--warm-weight"), QStringLiteral("-60")});
        QCOMPARE(tooLow.exitCode, 2);
        QVERIFY2(tooLow.err.contains(QStringLiteral("--warm-weight needs a number")), qPrintable(tooLow.err));
    }

    // What is left of a 5D grid is a 5D code with its prefix, which reads back as 5D.
    void removeKeepsTheVariant()
    {
        const QStringList all = runCli({QStringLiteral("moves"), QStringLiteral("5D:") + code82}).outLines();
        QCOMPARE(all.size(), 82);
        const CliRun run = runCli({QStringLiteral("remove"), QStringLiteral("5D:") + code82, QStringLiteral("--"), all.last()});
        QCOMPARE(run.exitCode, 0);
        const QString code = run.value(QStringLiteral("code"));
        QVERIFY2(code.startsWith(QStringLiteral("5D:")), qPrintable(code));
        const CliRun info = runCli({QStringLiteral("info"), code});
        QCOMPARE(info.value(QStringLiteral("variant")), QStringLiteral("5D"));
        QCOMPARE(info.value(QStringLiteral("score")), QStringLiteral("81"));
    }

    void removeRefusesAMoveNotInTheGrid()
    {
        const CliRun run = runCli({QStringLiteral("remove"), code178, QStringLiteral("100,100")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains(QStringLiteral("MOVE 1")));
    }

    // The log starts with the input's score at iteration 0; the same seed and iteration
    // budget give the same log; --log appends it with a comment line.
    void improveLog()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("improve.log"));
        const QStringList args{QStringLiteral("improve"),      code135,
                               QStringLiteral("--iterations"), QStringLiteral("6"),
                               QStringLiteral("--seed"),       QStringLiteral("7"),
                               QStringLiteral("--per-level"),  QStringLiteral("10")};
        const CliRun a = runCli(args + QStringList{QStringLiteral("--log"), log});
        QCOMPARE(a.exitCode, 0);
        QVERIFY(!a.outLines().isEmpty());
        QVERIFY(a.outLines().front().startsWith(QStringLiteral("0. 135 (")));
        QVERIFY(a.outLines().front().endsWith(QStringLiteral(") ") + code135));
        QVERIFY(a.err.contains(QStringLiteral("after 6 neighbourhoods")));
        const CliRun b = runCli(args);
        QCOMPARE(withoutTimes(b.outLines()), withoutTimes(a.outLines()));
        QFile file(log);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList written = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(written.front().startsWith(QStringLiteral("# ")));
        QVERIFY(written.contains(a.outLines().front()));
    }

    // Each option of improve reaches the improver: its log is line for line the core's
    // improver's with the same options, and another value of the option gives another log
    // (so that an option parsed and then dropped is seen).
    void improveOptionsReachTheImprover_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<int>("value");
        QTest::newRow("max-removed") << "max-removed" << 2;
        QTest::newRow("level") << "level" << 1;
        QTest::newRow("per-level") << "per-level" << 4;
    }
    void improveOptionsReachTheImprover()
    {
        QFETCH(QString, option);
        QFETCH(int, value);
        // The first 60 moves of the 135: room for the refills to find longer grids.
        const auto grid = readGrid(code135.toStdString());
        QVERIFY(grid.ok());
        ImproverOptions o;
        o.grid.assign(grid->moves.begin(), grid->moves.begin() + 60);
        const QString code = QString::fromStdString(encodeLayerCode(Variant::T5, o.grid).value());
        o.limits.seed = 11;
        o.limits.maxIterations = 12;
        o.refill.iterations = 10;
        ImproverOptions given = o;
        (option == QLatin1String("max-removed") ? given.maxRemoved
         : option == QLatin1String("level")     ? given.refill.level
                                                : given.refill.iterations) = value;
        const QStringList expected = improverLines(given);
        QVERIFY2(expected != improverLines(o), "this seed does not tell the option's values apart: choose another");
        QStringList args{QStringLiteral("improve"),      code,
                         QStringLiteral("--seed"),       QStringLiteral("11"),
                         QStringLiteral("--iterations"), QStringLiteral("12")};
        if (option != QLatin1String("per-level"))
            args << QStringLiteral("--per-level") << QStringLiteral("10");
        const CliRun run = runCli(args << QStringLiteral("--") + option << QString::number(value));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(withoutTimes(run.outLines()), expected);
    }
};

QTEST_GUILESS_MAIN(TestEdit)
#include "tst_edit.moc"
