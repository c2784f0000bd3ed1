// morpion-cli's command line: help, wrong usage (exit 2), and the shared --variant option.

#include "CliRunner.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace morpion::test;

class TestUsage : public QObject {
    Q_OBJECT

private slots:
    void help_data()
    {
        QTest::addColumn<QString>("command");
        for (const char* c :
             {"info", "layers", "moves", "encode", "number", "from-number", "search", "bench", "enumerate", "solve", "combine"})
            QTest::newRow(c) << QString::fromLatin1(c);
    }
    void help()
    {
        QFETCH(QString, command);
        const CliRun run = runCli({command, QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString());
        QVERIFY2(run.out.startsWith(QStringLiteral("Usage: morpion-cli ") + command + QStringLiteral(" [options]")),
                 qPrintable(run.out));
        QVERIFY(run.out.contains(QStringLiteral("--variant")));
        // "help <command>" is the same text.
        QCOMPARE(runCli({QStringLiteral("help"), command}).out, run.out);
        // The overview lists the command.
        QVERIFY(runCli({QStringLiteral("--help")}).out.contains(QStringLiteral("\n  ") + command + QLatin1Char(' ')));
    }

    // Qt wraps each option's and argument's description to its column: a line break in the
    // text would end a line where its next word still fits (mid-sentence). Every command.
    void helpLinesFlow()
    {
        QStringList commands;
        bool listing = false;
        for (const QString& line : runCli({QStringLiteral("--help")}).out.split(QLatin1Char('\n'))) {
            if (line == QLatin1String("Commands:"))
                listing = true;
            else if (listing && line.startsWith(QStringLiteral("  ")))
                commands << line.trimmed().section(QLatin1Char(' '), 0, 0);
            else if (listing)
                break;
        }
        QVERIFY(commands.size() >= 18);
        for (const QString& command : commands) {
            const QStringList lines = runCli({command, QStringLiteral("--help")}).out.split(QLatin1Char('\n'));
            const qsizetype options = lines.indexOf(QStringLiteral("Options:"));
            QVERIFY2(options > 0, qPrintable(command));
            for (qsizetype i = options + 2; i < lines.size(); ++i) {
                const QString& line = lines[i];
                // A continuation: only spaces before the text, in the descriptions' column.
                const qsizetype indent = line.size() - QStringView(line).trimmed().size();
                if (line.trimmed().isEmpty() || indent < 10 || lines[i - 1].trimmed().isEmpty())
                    continue;
                const QString firstWord = line.trimmed().section(QLatin1Char(' '), 0, 0);
                QVERIFY2(lines[i - 1].size() + 1 + firstWord.size() > 79,
                         qPrintable(QStringLiteral("%1 --help breaks early:\n%2\n%3").arg(command, lines[i - 1], line)));
            }
        }
    }

    void overview()
    {
        const CliRun run = runCli({QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith(QStringLiteral("Usage: morpion-cli <command>")));
        const CliRun version = runCli({QStringLiteral("--version")});
        QCOMPARE(version.exitCode, 0);
        QVERIFY(version.out.startsWith(QStringLiteral("morpion-cli ")));
    }

    void wrongUsage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected"); // in the message
        QTest::newRow("no command") << QStringList{} << "missing command";
        QTest::newRow("unknown command") << QStringList{"frobnicate"} << "unknown command 'frobnicate'";
        QTest::newRow("option as command") << QStringList{"--variant", "5T"} << "unknown command '--variant'";
        QTest::newRow("info without code") << QStringList{"info"} << "missing CODE";
        QTest::newRow("info with two codes") << QStringList{"info", code135, code160} << "unexpected argument";
        QTest::newRow("unknown option") << QStringList{"info", "--bogus", code135} << "bogus";
        QTest::newRow("bad variant") << QStringList{"info", "--variant", "6X", code135} << "unknown variant";
        QTest::newRow("variant without value") << QStringList{"layers", code135, "--variant"} << "variant";
        QTest::newRow("moves without code") << QStringList{"moves"} << "missing CODE";
        QTest::newRow("number without code") << QStringList{"number"} << "missing CODE";
        QTest::newRow("from-number without number") << QStringList{"from-number"} << "missing NUMBER";
        QTest::newRow("encode with two files") << QStringList{"encode", "a.txt", "b.txt"} << "unexpected argument 'b.txt'";
        QTest::newRow("search: bad seconds") << QStringList{"search", "--seconds", "abc"} << "--seconds";
        QTest::newRow("search: negative seconds") << QStringList{"search", "--seconds", "-1"} << "--seconds";
        QTest::newRow("search: negative iterations") << QStringList{"search", "--iterations", "-5"} << "--iterations";
        QTest::newRow("search: bad seed") << QStringList{"search", "--seed", "1.5", "--iterations", "1"} << "--seed";
        QTest::newRow("search: extra argument") << QStringList{"search", "now"} << "unexpected argument 'now'";
        QTest::newRow("bench: zero seconds") << QStringList{"bench", "--seconds", "0"} << "--seconds";
        QTest::newRow("help for unknown command") << QStringList{"help", "frobnicate"} << "unknown command";
    }
    void wrongUsage()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const CliRun run = runCli(args);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out, QString());
        QVERIFY2(run.err.contains(expected), qPrintable(run.err));
        QVERIFY2(run.err.startsWith(QStringLiteral("morpion-cli")), qPrintable(run.err));
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    }

    // An argument that is not a file and does not read as a code: when it looks like a
    // file's name, the message says first that there is no such file.
    void missingFile_data()
    {
        QTest::addColumn<QString>("argument");
        QTest::addColumn<QString>("message");
        QTest::newRow("a word") << QStringLiteral("nonexistentfile")
                                << QStringLiteral("morpion-cli info: there is no file nonexistentfile, and as a code or number "
                                                  "it does not read: conflicting moves");
        QTest::newRow("a name with a dot") << QStringLiteral("grid.msr.json")
                                           << QStringLiteral("morpion-cli info: there is no file grid.msr.json, and as a code "
                                                             "or number it does not read: bad character");
        QTest::newRow("a code") << QStringLiteral("BBYqjXK!mCRE") << QStringLiteral("morpion-cli info: bad character");
    }
    void missingFile()
    {
        QFETCH(QString, argument);
        QFETCH(QString, message);
        const CliRun run = runCli({QStringLiteral("info"), argument});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith(message), qPrintable(run.err));
    }

    // After "--", a file whose name starts with '-' is the argument, not an option.
    void dashDashFile()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("-x.txt")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(code178.toLatin1() + '\n');
        file.close();
        const CliRun run = runCli({QStringLiteral("info"), QStringLiteral("--"), QStringLiteral("-x.txt")}, {}, 60000,
                                  [&](QProcess& p) { p.setWorkingDirectory(dir.path()); });
        QCOMPARE(run.err, QString());
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.value(QStringLiteral("score")), QStringLiteral("178"));
        // Without it, an unknown option.
        const CliRun option = runCli({QStringLiteral("info"), QStringLiteral("-x.txt")}, {}, 60000,
                                     [&](QProcess& p) { p.setWorkingDirectory(dir.path()); });
        QCOMPARE(option.exitCode, 2);
    }

    // --variant takes the four names in any case, before or after the argument.
    void variantOption_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("variant");
        QTest::newRow("default") << QStringList{"info", code135} << "5T";
        QTest::newRow("after") << QStringList{"info", code82, "--variant", "5D"} << "5D";
        QTest::newRow("lower case") << QStringList{"info", "--variant", "5d", code82} << "5D";
        QTest::newRow("equals sign") << QStringList{"info", "--variant=4T", "AAAA"} << "4T";
        QTest::newRow("4D") << QStringList{"info", "--variant", "4D", "AAAA"} << "4D";
    }
    void variantOption()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, variant);
        const CliRun run = runCli(args);
        QCOMPARE(run.err, QString());
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.value(QStringLiteral("variant")), variant);
    }
};

QTEST_GUILESS_MAIN(TestUsage)
#include "tst_usage.moc"
