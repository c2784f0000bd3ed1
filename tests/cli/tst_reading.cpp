// One reader for every command (core/GridReader, docs/reading.md): byte-order marks,
// variant prefixes, the variant of a Pentasol file, text that is both a code and a game
// number, records as search starts, and files that are not files. Each row is a case that
// the commands once read differently from the desktop program or from each other.

#include "CliRunner.h"
#include "tests/common/FileTestSupport.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace morpion::test;

namespace {

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    const QString path = dir.filePath(name);
    return writeBytes(path, bytes) ? path : QString();
}

QString convertOut(const QStringList& args, const QByteArray& input = {})
{
    const CliRun run = runCli(QStringList{QStringLiteral("convert")} + args, input);
    return run.exitCode == 0 ? run.out.trimmed() : QStringLiteral("exit %1: %2").arg(run.exitCode).arg(run.err);
}

} // namespace

class TestReading : public QObject {
    Q_OBJECT

private slots:
    // A byte-order mark (as Windows editors save) and CRLF line ends, in every format.
    void byteOrderMarkAndCrlf_data()
    {
        QTest::addColumn<QString>("format");
        for (const char* f : {"moves", "pentasol", "msr", "code", "number"})
            QTest::newRow(f) << QString::fromLatin1(f);
    }
    void byteOrderMarkAndCrlf()
    {
        QFETCH(QString, format);
        const QString file = records + QStringLiteral("5T-rosin178.msr.json");
        const CliRun written = runCli({QStringLiteral("convert"), QStringLiteral("--to"), format, file});
        QCOMPARE(written.exitCode, 0);
        QByteArray text = "\xEF\xBB\xBF" + written.out.toUtf8();
        text.replace("\n", "\r\n");
        QCOMPARE(convertOut({QStringLiteral("--to"), QStringLiteral("code")}, text), code178);
        if (format == QLatin1String("moves")) {
            const CliRun encoded = runCli({QStringLiteral("encode")}, text);
            QVERIFY2(encoded.exitCode == 0, qPrintable(encoded.err));
            QCOMPARE(encoded.out.trimmed(), code178);
        }
    }

    // The "5D:" prefix that convert writes is read by every command that takes a code.
    void variantPrefixEverywhere_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected"); // a line of standard output
        const QString code = QStringLiteral("5D:") + code82;
        QTest::newRow("info") << QStringList{QStringLiteral("info"), code} << QStringLiteral("variant: 5D");
        QTest::newRow("info score") << QStringList{QStringLiteral("info"), code} << QStringLiteral("score: 82");
        QTest::newRow("layers") << QStringList{QStringLiteral("layers"), code} << code82;
        const QStringList as5D{QStringLiteral("--variant"), QStringLiteral("5D"), code82};
        QTest::newRow("moves") << QStringList{QStringLiteral("moves"), code}
                               << runCli(QStringList{QStringLiteral("moves")} + as5D).outLines().value(0);
        QTest::newRow("canon") << QStringList{QStringLiteral("canon"), code}
                               << runCli(QStringList{QStringLiteral("canon")} + as5D).outLines().value(0);
        const CliRun number = runCli({QStringLiteral("number"), QStringLiteral("--variant"), QStringLiteral("5D"), code82});
        QTest::newRow("number") << QStringList{QStringLiteral("number"), code} << number.out.trimmed();
        QTest::newRow("from-number") << QStringList{QStringLiteral("from-number"), number.out.trimmed()} << code;
        // A path is read as the file it names, by every command that takes a grid.
        const QString file = records + QStringLiteral("5T-rosin178.msr.json");
        QTest::newRow("info, file") << QStringList{QStringLiteral("info"), file} << QStringLiteral("score: 178");
        QTest::newRow("layers, file") << QStringList{QStringLiteral("layers"), file} << code178;
        QTest::newRow("moves, file") << QStringList{QStringLiteral("moves"), file}
                                     << runCli({QStringLiteral("moves"), code178}).outLines().value(0);
        QTest::newRow("number, file") << QStringList{QStringLiteral("number"), file}
                                      << runCli({QStringLiteral("number"), code178}).out.trimmed();
        QTest::newRow("canon, file") << QStringList{QStringLiteral("canon"), file}
                                     << runCli({QStringLiteral("canon"), code178}).outLines().value(0);
        QTest::newRow("diff, file") << QStringList{QStringLiteral("diff"), file, code178} << QStringLiteral("common: 178");
        QTest::newRow("info, 4D file") << QStringList{QStringLiteral("info"), records + QStringLiteral("4D-demaine31.msr.json")}
                                       << QStringLiteral("variant: 4D");
    }
    void variantPrefixEverywhere()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        QVERIFY(!expected.isEmpty());
        const CliRun run = runCli(args);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.outLines().contains(expected), qPrintable(run.out));
    }

    // A Pentasol file: the variant our writer names in its comment, else the strictest
    // legal one, with a note that offers the other.
    void pentasolVariant_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("writeAs");  // --variant when writing the Pentasol file
        QTest::addColumn<QString>("comment");  // replaces the first line when not empty
        QTest::addColumn<QString>("expected"); // the code read back, with its prefix
        QTest::addColumn<QString>("note");     // a part of standard error
        QTest::newRow("4D, own comment") << "4D-hyyroporanen35.msr.json"
                                         << "4D"
                                         << ""
                                         << "4D:"
                                         << "";
        QTest::newRow("5D game written as 5T") << "5D-rosin82.pentasol.txt"
                                               << "5T"
                                               << ""
                                               << ""
                                               << "";
        QTest::newRow("the program's comment") << "5D-rosin82.pentasol.txt"
                                               << "5T"
                                               << "# Morpion Layers: 5T 82 moves"
                                               << ""
                                               << "";
        QTest::newRow("no comment: strictest") << "5D-rosin82.pentasol.txt"
                                               << "5D"
                                               << "# a record"
                                               << "5D:"
                                               << "--variant 5T";
        QTest::newRow("4D game, no comment") << "4D-hyyroporanen35.msr.json"
                                             << "4D"
                                             << "# a record"
                                             << "4D:"
                                             << "--variant 4T";
        QTest::newRow("comment names an illegal variant") << "5T-rosin178.msr.json"
                                                          << "5T"
                                                          << "# 5D grid"
                                                          << ""
                                                          << "not legal as 5D";
    }
    void pentasolVariant()
    {
        QFETCH(QString, file);
        QFETCH(QString, writeAs);
        QFETCH(QString, comment);
        QFETCH(QString, expected);
        QFETCH(QString, note);
        const CliRun written = runCli({QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("pentasol"),
                                       QStringLiteral("--variant"), writeAs, records + file});
        QCOMPARE(written.exitCode, 0);
        QString text = written.out;
        if (!comment.isEmpty())
            text = comment + text.mid(text.indexOf(QLatin1Char('\n')));
        const CliRun read = runCli({QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("code")}, text.toUtf8());
        QVERIFY2(read.exitCode == 0, qPrintable(read.err));
        const QString code = read.out.trimmed();
        if (expected.isEmpty())
            QVERIFY2(code.indexOf(QLatin1Char(':')) < 0, qPrintable(code));
        else
            QVERIFY2(code.startsWith(expected), qPrintable(code));
        if (note.isEmpty())
            QVERIFY2(read.err.isEmpty(), qPrintable(read.err));
        else
            QVERIFY2(read.err.contains(note), qPrintable(read.err));
    }

    // Text that is both a layer code and a game number is read as a code, with a note that
    // says how to read the number; a game number that is no code reads as one.
    void codeOrNumber_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("expected"); // the grid as a code
        QTest::addColumn<QString>("note");
        QTest::newRow("L0 as code") << "L0"
                                    << "auto"
                                    << "L0AAA"
                                    << "--from number";
        QTest::newRow("L0 as number") << "L0"
                                      << "number"
                                      << "IAAAA"
                                      << "";
        QTest::newRow("a number convert wrote") << "t0Uchf9xl"
                                                << "auto"
                                                << "1lGvbK2wcVq"
                                                << "not a layer code";
        QTest::newRow("a long number") << number135 << "auto" << code135 << "";
        QTest::newRow("a long code") << code178 << "auto" << code178 << "";
    }
    void codeOrNumber()
    {
        QFETCH(QString, text);
        QFETCH(QString, from);
        QFETCH(QString, expected);
        QFETCH(QString, note);
        const CliRun run =
            runCli({QStringLiteral("convert"), QStringLiteral("--from"), from, QStringLiteral("--to"), QStringLiteral("code")},
                   text.toUtf8());
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.out.trimmed(), expected);
        if (note.isEmpty())
            QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        else
            QVERIFY2(run.err.contains(note), qPrintable(run.err));
    }

    // A game number convert wrote reads back as that game, in the same order.
    // What `moves` prints names no variant: read back (convert, encode), the list is in
    // the strictest variant under which it is legal, said on standard error when another
    // would do too, never silently 5T.
    void movesOfEveryVariant_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<bool>("notice");
        QTest::newRow("5T") << code178 << false;
        QTest::newRow("5D") << QStringLiteral("5D:LG4VXOFJjGWQMXhsY7aRf+/97Y") << true;
        QTest::newRow("4T") << QStringLiteral("4T:C0mESiqv75tz9v7/2") << false;
        QTest::newRow("4D") << QStringLiteral("4D:hkIIRFn6M2n4") << true;
    }
    void movesOfEveryVariant()
    {
        QFETCH(QString, code);
        QFETCH(bool, notice);
        const CliRun moves = runCli({QStringLiteral("moves"), code});
        QCOMPARE(moves.exitCode, 0);
        for (const QString& command : {QStringLiteral("convert"), QStringLiteral("encode")}) {
            const QStringList args = command == QLatin1String("convert")
                                         ? QStringList{command, QStringLiteral("--to"), QStringLiteral("code")}
                                         : QStringList{command};
            const CliRun back = runCli(args, moves.out.toUtf8());
            QVERIFY2(back.exitCode == 0, qPrintable(back.err));
            QCOMPARE(back.out.trimmed(), code);
            QCOMPARE(back.err.contains(QStringLiteral("the strictest variant")), notice);
        }
    }

    // The reader's notices are the core's phrases, as the program and the page say them
    // (here in English), followed by the option that asks for the other reading.
    void noticesAreTheCoresPhrases_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("said");
        const QStringList convert{QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("code")};
        QTest::newRow("code and number")
            << convert << QByteArray("L0")
            << "morpion-cli convert: The text was read as a layer code; it is also a valid game number. (read it as one "
               "with --from number)";
        QTest::newRow("strictest variant")
            << (convert + QStringList{QStringLiteral(MORPION_TEST_DATA "/records/5D-rosin82.pentasol.txt")}) << QByteArray()
            << "morpion-cli convert: The grid does not name its variant: it was read as 5D, the strictest variant under "
               "which it is legal. It is also legal as 5T. (read it as 5T with --variant 5T)";
    }
    void noticesAreTheCoresPhrases()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        QFETCH(QString, said);
        const CliRun run = runCli(args, input);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.err.trimmed(), said);
    }

    // A record names its variant and is read as it: a --variant that says otherwise is
    // said (it used to be dropped silently), one that agrees is not.
    void recordKeepsItsVariant_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("said");
        QTest::newRow("4D on a 5T record")
            << QStringLiteral("4D")
            << QStringLiteral("morpion-cli info: The record says it is a 5T grid: it was read as 5T, not as 4D. "
                              "(--variant applies to texts that name no variant)\n");
        QTest::newRow("5T on a 5T record") << QStringLiteral("5T") << QString();
    }
    void recordKeepsItsVariant()
    {
        QFETCH(QString, variant);
        QFETCH(QString, said);
        const CliRun run = runCli(
            {QStringLiteral("info"), QStringLiteral("--variant"), variant, records + QStringLiteral("5T-rosin178.msr.json")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.value(QStringLiteral("variant")), QStringLiteral("5T"));
        QCOMPARE(run.err, said);
    }

    void numberReadsBack()
    {
        const QString number = QStringLiteral("t0Uchf9xl");
        QCOMPARE(
            convertOut({QStringLiteral("--from"), QStringLiteral("number"), QStringLiteral("--to"), QStringLiteral("number")},
                       number.toUtf8()),
            number);
        QCOMPARE(convertOut({QStringLiteral("--to"), QStringLiteral("number")}, number.toUtf8()), number);
    }

    // An empty argument is an error, not the empty grid; trailing 'A's stay harmless.
    void emptyArgument_data()
    {
        QTest::addColumn<QString>("command");
        for (const char* c : {"info", "layers", "moves", "number", "canon", "from-number"})
            QTest::newRow(c) << QString::fromLatin1(c);
    }
    void emptyArgument()
    {
        QFETCH(QString, command);
        for (const QString& empty : {QString(), QStringLiteral("  "), QStringLiteral("5D:")}) {
            const CliRun run = runCli({command, empty});
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
            QVERIFY2(run.err.contains(QStringLiteral("empty input")), qPrintable(run.err));
        }
        const CliRun padded = runCli({command, QStringLiteral("AAAA")});
        QVERIFY2(padded.exitCode == 0, qPrintable(padded.err));
    }

    // search --from takes a grid in any format; a record's moves are the truth.
    void searchFromRecords_data()
    {
        QTest::addColumn<QString>("format");
        for (const char* f : {"msr", "msr-compact", "pentasol", "moves", "code", "number"})
            QTest::newRow(f) << QString::fromLatin1(f);
    }
    void searchFromRecords()
    {
        QFETCH(QString, format);
        QTemporaryDir dir;
        const CliRun written =
            runCli({QStringLiteral("convert"), QStringLiteral("--to"), format, records + QStringLiteral("5T-rosin178.msr.json")});
        QCOMPARE(written.exitCode, 0);
        const QString path = writeFile(dir, QStringLiteral("start.") + format, written.out.toUtf8());
        const CliRun run = runCli({QStringLiteral("search"), QStringLiteral("--from"), path, QStringLiteral("--iterations"),
                                   QStringLiteral("10"), QStringLiteral("--seed"), QStringLiteral("1")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.outLines().value(0).startsWith(QStringLiteral("0. 178 ")), qPrintable(run.out));
    }

    void searchFromMsrWithAWrongCode()
    {
        QJsonObject record = QJsonDocument::fromJson(fileBytes(records + QStringLiteral("5T-rosin178.msr.json"))).object();
        record.insert(QStringLiteral("code"), code135);
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("wrong-code.json"), QJsonDocument(record).toJson());
        const CliRun run = runCli({QStringLiteral("search"), QStringLiteral("--from"), path, QStringLiteral("--iterations"),
                                   QStringLiteral("10"), QStringLiteral("--seed"), QStringLiteral("1")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.outLines().value(0).startsWith(QStringLiteral("0. 178 ")), qPrintable(run.out));
        QVERIFY2(run.err.contains(QStringLiteral("warning")) && run.err.contains(QStringLiteral("code")), qPrintable(run.err));
    }

    // A record whose moves do not replay is an error, even when its stored "code" would
    // decode: search and merge never fall back to looking for codes in it.
    void brokenRecordIsNoCollection()
    {
        QJsonObject record = QJsonDocument::fromJson(fileBytes(records + QStringLiteral("5T-rosin178.msr.json"))).object();
        record.insert(QStringLiteral("code"), code135);
        record.insert(QStringLiteral("variant"), QStringLiteral("5D")); // Rosin's 178 is no 5D game
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("broken.json"), QJsonDocument(record).toJson());
        const CliRun search = runCli({QStringLiteral("search"), QStringLiteral("--variant"), QStringLiteral("5D"),
                                      QStringLiteral("--from"), path, QStringLiteral("--iterations"), QStringLiteral("10")});
        QCOMPARE(search.exitCode, 1);
        QVERIFY2(search.err.contains(QStringLiteral("illegal move")) && search.err.contains(QStringLiteral("broken.json")),
                 qPrintable(search.err));
        QVERIFY2(search.out.isEmpty(), qPrintable(search.out));
        const CliRun merge = runCli({QStringLiteral("merge"), path});
        QCOMPARE(merge.exitCode, 1);
        QVERIFY2(merge.err.contains(QStringLiteral("broken.json")) && merge.err.contains(QStringLiteral("illegal move")),
                 qPrintable(merge.err));
    }

    // merge takes records as well as logs.
    void mergeReadsRecords()
    {
        const CliRun run = runCli({QStringLiteral("merge"), records + QStringLiteral("5T-rosin178.msr.json"),
                                   records + QStringLiteral("5T-bruneau170.pentasol.txt")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QStringList lines = run.outLines();
        QCOMPARE(lines.size(), 3);
        QVERIFY2(lines.at(1).startsWith(QStringLiteral("178 ")), qPrintable(run.out));
        QVERIFY2(lines.at(2).startsWith(QStringLiteral("170 ")), qPrintable(run.out));
    }

    // Only regular files are read; anything else is refused without being opened for
    // reading: a FIFO would block (no writer ever comes, so the command would hang until
    // the run's time limit), /dev/zero would never end.
    void notFiles_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("/dev/zero") << "zero"
                                   << "not a regular file";
        QTest::newRow("fifo") << "fifo"
                              << "not a regular file";
        QTest::newRow("directory") << "dir"
                                   << "is a directory";
        QTest::newRow("missing") << "missing"
                                 << "No such file";
    }
    void notFiles()
    {
        QFETCH(QString, kind);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QString path = QStringLiteral("/dev/zero");
        if (kind == QLatin1String("fifo")) {
            path = dir.filePath(QStringLiteral("fifo"));
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        } else if (kind == QLatin1String("dir")) {
            path = dir.path();
        } else if (kind == QLatin1String("missing")) {
            path = dir.filePath(QStringLiteral("nothing.json"));
        }
        QList<QStringList> commands{{QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("code"), path},
                                    {QStringLiteral("merge"), path}};
        // A --from that names no file is read as a code.
        if (kind != QLatin1String("missing"))
            commands.append(
                {QStringLiteral("search"), QStringLiteral("--from"), path, QStringLiteral("--iterations"), QStringLiteral("1")});
        for (const QStringList& args : commands) {
            const CliRun run = runCli(args, {}, 20000);
            QVERIFY2(!run.timedOut, qPrintable(args.join(QLatin1Char(' '))));
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.err.contains(message), qPrintable(run.err));
        }
    }

    // The size cap is checked while reading: a file past it is refused.
    void fileTooLarge()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("large.txt"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(qint64(65) << 20)); // sparse: 65 MiB of zero bytes
        f.close();
        const CliRun run = runCli({QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("code"), path});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("larger than 64 MiB")), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestReading)
#include "tst_reading.moc"
