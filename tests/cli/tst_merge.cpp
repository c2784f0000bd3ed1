// morpion-cli merge: many logs into one list of distinct grids, deduplicated by canonical
// code, best first; bad codes reported with their file and line.

#include "CliRunner.h"

#include "core/codes/LayerCode.h"
#include "core/codes/Layers.h"
#include "core/codes/Symmetry.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace morpion;
using namespace morpion::test;

namespace {

QString image(const QString& code, int symmetry, Variant v = Variant::T5)
{
    const auto grid = decodeLayerCode(v, code.toStdString());
    const auto moved = Symmetry(symmetry).apply(v, grid->movesInOrder());
    return QString::fromStdString(encodeLayerCode(v, moved).value());
}

QString canonical(const QString& code, Variant v = Variant::T5)
{
    const auto grid = decodeLayerCode(v, code.toStdString());
    return QString::fromStdString(canonicalCode(v, grid->movesInOrder())->code);
}

QString write(QTemporaryDir& dir, const QString& name, const QString& text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(text.toUtf8());
    return path;
}

} // namespace

class TestMerge : public QObject {
    Q_OBJECT

private slots:
    void merge()
    {
        QTemporaryDir dir;
        // Two logs of two jobs: the 178 seen as itself and as two of its images, the 135
        // twice, the 160 once, comment lines between.
        const QString a =
            write(dir, QStringLiteral("a.log"),
                  QStringLiteral("# job 1\n0. 135 (0.00) %1\n1. 178 (1.00) %2\n# best 178\n").arg(code135, code178));
        const QString b = write(dir, QStringLiteral("b.log"),
                                QStringLiteral("0. 160 (0.00) %1\n5. 178 (2.00) %2\n7. 178 (2.50) %3\n9. 135 (3.00) %4\n")
                                    .arg(code160, image(code178, 3), image(code178, 5), image(code135, 6)));
        const CliRun run = runCli({QStringLiteral("merge"), a, b});
        QCOMPARE(run.err, QString());
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.outLines();
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines[0], QStringLiteral("# score code copies (6 codes, 3 distinct grids)"));
        QCOMPARE(lines[1], QStringLiteral("178 %1 3").arg(canonical(code178)));
        QCOMPARE(lines[2], QStringLiteral("160 %1 1").arg(canonical(code160)));
        QCOMPARE(lines[3], QStringLiteral("135 %1 2").arg(canonical(code135)));

        // --min-score leaves out the smaller ones; the output reads back as a collection.
        const CliRun best = runCli({QStringLiteral("merge"), QStringLiteral("--min-score"), QStringLiteral("150"), a, b});
        QCOMPARE(best.outLines().size(), 3);
        const QString merged = write(dir, QStringLiteral("merged.txt"), run.out);
        const CliRun again = runCli({QStringLiteral("merge"), merged});
        QCOMPARE(again.outLines().size(), lines.size());
        for (int i = 1; i < lines.size(); ++i) // the same grids in the same order, each seen once
            QCOMPARE(again.outLines()[i], lines[i].section(QLatin1Char(' '), 0, -2) + QStringLiteral(" 1"));
    }

    // Variants are kept apart, named by the prefix; the same code text in two variants is
    // two grids.
    void variants()
    {
        const CliRun run =
            runCli({QStringLiteral("merge"), QStringLiteral("-")}, QStringLiteral("5D: %1\n%2\n").arg(code82, code135).toUtf8());
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.outLines().size(), 3);
        QCOMPARE(run.outLines()[1], QStringLiteral("135 %1 1").arg(canonical(code135)));
        QCOMPARE(run.outLines()[2], QStringLiteral("82 5D: %1 1").arg(canonical(code82, Variant::D5)));

        const QString both = QStringLiteral("QoBAGg"); // a 7-move grid in 5T and in 5D
        const CliRun twice =
            runCli({QStringLiteral("merge"), QStringLiteral("-")}, QStringLiteral("5T: %1\n5D: %1\n5T: %1\n").arg(both).toUtf8());
        QCOMPARE(twice.exitCode, 0);
        QCOMPARE(twice.outLines(), QStringList({QStringLiteral("# score code copies (3 codes, 2 distinct grids)"),
                                                QStringLiteral("7 %1 2").arg(canonical(both)),
                                                QStringLiteral("7 5D: %1 1").arg(canonical(both, Variant::D5))}));

        // Even when the canonical code is the same text in both variants (a 5-move grid
        // whose layers are the same in both), the grids are two: the variant is part of
        // the grid.
        const QString alike = QStringLiteral("QoBAEA");
        QCOMPARE(canonical(alike), canonical(alike, Variant::D5));
        const CliRun apart =
            runCli({QStringLiteral("merge"), QStringLiteral("-")}, QStringLiteral("5T: %1\n5D: %1\n").arg(alike).toUtf8());
        QCOMPARE(apart.exitCode, 0);
        QCOMPARE(apart.outLines(), QStringList({QStringLiteral("# score code copies (2 codes, 2 distinct grids)"),
                                                QStringLiteral("5 %1 1").arg(canonical(alike)),
                                                QStringLiteral("5 5D: %1 1").arg(canonical(alike, Variant::D5))}));
    }

    // A search log holds bare codes whatever its variant: a 5D log is read as 5D (not as
    // 5T, under which its codes do not decode), and merge says so.
    void bareCodesOfAnotherVariant()
    {
        const QString code5D = QStringLiteral("3qJnXdK0FyBEcmhUdtA");
        const QString code4T = QStringLiteral("pxARIga/297/w");
        const CliRun run = runCli({QStringLiteral("merge"), QStringLiteral("-")},
                                  QStringLiteral("0. 52 (0.01) %1\n3. 41 (0.02) %2\n").arg(code5D, code4T).toUtf8());
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.outLines().size(), 3);
        QCOMPARE(run.outLines()[1], QStringLiteral("52 5D: %1 1").arg(canonical(code5D, Variant::D5)));
        QCOMPARE(run.outLines()[2], QStringLiteral("41 4T: %1 1").arg(canonical(code4T, Variant::T4)));
        QVERIFY2(run.err.contains(QStringLiteral("1 as 5D, 1 as 4T")), qPrintable(run.err));
        // --variant reads them all as the user says.
        const CliRun forced =
            runCli({QStringLiteral("merge"), QStringLiteral("--variant"), QStringLiteral("5T"), QStringLiteral("-")},
                   QStringLiteral("0. 52 (0.01) %1\n").arg(code5D).toUtf8());
        QCOMPARE(forced.exitCode, 1);
        QVERIFY2(forced.err.contains(QStringLiteral("line 1: ")), qPrintable(forced.err));
    }

    // Each file votes on its own bare codes: a file of 5T codes before a file whose codes
    // decode as 5T and as 5D does not make the second one 5T (its own vote, a tie, goes to
    // the stricter 5D); codes that name their variant do not vote.
    void eachFileVotesAlone()
    {
        QTemporaryDir dir;
        const QString both = QStringLiteral("QoBAGg"); // a 7-move grid in 5T and in 5D
        const QString a = write(dir, QStringLiteral("a.log"), QStringLiteral("0. 178 (0.00) %1\n").arg(code178));
        const QString b = write(dir, QStringLiteral("b.log"), QStringLiteral("%1\n%1\n").arg(both));
        const CliRun run = runCli({QStringLiteral("merge"), a, b});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.outLines(), QStringList({QStringLiteral("# score code copies (3 codes, 2 distinct grids)"),
                                              QStringLiteral("178 %1 1").arg(canonical(code178)),
                                              QStringLiteral("7 5D: %1 2").arg(canonical(both, Variant::D5))}));
        const QString named =
            write(dir, QStringLiteral("named.log"), QStringLiteral("5T: %1\n5T: %2\n%3\n").arg(code178, code135, both));
        const CliRun mixed = runCli({QStringLiteral("merge"), named});
        QCOMPARE(mixed.exitCode, 0);
        QCOMPARE(mixed.outLines().constLast(), QStringLiteral("7 5D: %1 1").arg(canonical(both, Variant::D5)));
    }

    // Record files count as one code each in the header, as they count as one grid.
    void recordsCount()
    {
        const CliRun run = runCli({QStringLiteral("merge"), records + QStringLiteral("5T-rosin178.msr.json"),
                                   records + QStringLiteral("5D-rosin82.pentasol.txt")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.outLines().constFirst(), QStringLiteral("# score code copies (2 codes, 2 distinct grids)"));
        QCOMPARE(run.outLines().size(), 3);
    }

    // A code that does not decode: named with its file and line, skipped, exit 1.
    void badCodes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::addColumn<int>("kept");
        QTest::newRow("too long")
            << QStringLiteral("0. 135 (0.00) %1\n3. 140 (1.00) %2\n").arg(code135, QStringLiteral("Ab1").repeated(1700))
            << "in.log line 2: " << 1;
        QTest::newRow("conflicting moves") << QStringLiteral("# x\n\n1. 9 (0.1) ////////\n%1\n").arg(code160)
                                           << "in.log line 3: conflicting moves in layer 0" << 1;
        QTest::newRow("bits after the end") << QStringLiteral("%1AAAAB\n").arg(code135) << "in.log line 1: " << 0;
        // A damaged shared log: the lines before and after the damage still count.
        const QString longLine = QStringLiteral("0. 135 (0.00) %1\n%2\n9. 160 (2.00) %3\n")
                                     .arg(code135, QString(1024 * 1024 + 1, QLatin1Char('x')), code160);
        QTest::newRow("a line over 1 MiB") << longLine << "in.log line 2: input too large: a line longer than 1 MiB, skipped"
                                           << 2;
        const QString nulRun = QStringLiteral("0. 135 (0.00) %1\n%2").arg(code135, QString(3 * 1024 * 1024, QChar(0))) +
                               QStringLiteral("9. 160 (2.00) %1\n4. 178 (3.00) %2\n").arg(code160, code178);
        QTest::newRow("a run of NUL bytes") << nulRun << "in.log line 2: input too large: a line longer than 1 MiB, skipped" << 2;
    }
    void badCodes()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        QFETCH(int, kept);
        QTemporaryDir dir;
        const QString path = write(dir, QStringLiteral("in.log"), text);
        const CliRun run = runCli({QStringLiteral("merge"), path});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith(QStringLiteral("morpion-cli merge: ")), qPrintable(run.err));
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1); // one warning for the one bad line
        QCOMPARE(run.outLines().size(), 1 + kept);
    }

    void usage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("no file") << QStringList{QStringLiteral("merge")} << 2 << "missing FILE";
        QTest::newRow("missing file") << QStringList{QStringLiteral("merge"), QStringLiteral("/nonexistent-folder/x.log")} << 1
                                      << "/nonexistent-folder/x.log";
        QTest::newRow("bad min score") << QStringList{QStringLiteral("merge"), QStringLiteral("--min-score"),
                                                      QStringLiteral("-3"), QStringLiteral("-")}
                                       << 2 << "--min-score needs a whole number";
    }
    void usage()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const CliRun run = runCli(args, QByteArray());
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestMerge)
#include "tst_merge.moc"
