// morpion-cli convert: every format to every other without loss, auto detection, pictures
// that carry their grid, and bad inputs reported with where and why (exit status 1).

#include "CliRunner.h"
#include "tests/common/FileTestSupport.h"
#include "tests/common/NoHang.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace morpion::test;

namespace {

const QStringList formats = {QStringLiteral("code"),     QStringLiteral("number"), QStringLiteral("moves"),
                             QStringLiteral("pentasol"), QStringLiteral("msr"),    QStringLiteral("msr-compact")};

CliRun convert(const QString& from, const QString& to, const QByteArray& input, const QString& variant = {})
{
    QStringList args{QStringLiteral("convert"), QStringLiteral("--from"), from, QStringLiteral("--to"), to};
    if (!variant.isEmpty())
        args << QStringLiteral("--variant") << variant;
    return runCli(args, input);
}

// The code of a record file, read with its variant.
QString referenceCode(const QString& file, const QString& variant)
{
    const CliRun run = runCli({QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("code"),
                               QStringLiteral("--variant"), variant, records + file});
    return run.exitCode == 0 ? run.out.trimmed() : QString();
}

} // namespace

class TestConvert : public QObject {
    Q_OBJECT

private slots:
    // record → A → B → code gives the record's code, for every pair of formats.
    void allPairs_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        const std::pair<const char*, const char*> files[] = {
            {"5T-rosin178.msr.json", "5T"}, {"5D-rosin82.pentasol.txt", "5D"}, {"4T-hyyroporanen62.msr.json", "4T"}};
        for (const auto& [file, variant] : files)
            for (const QString& a : formats)
                for (const QString& b : formats)
                    QTest::addRow("%s %s>%s", variant, qPrintable(a), qPrintable(b))
                        << QString::fromLatin1(file) << QString::fromLatin1(variant) << a << b;
    }
    void allPairs()
    {
        QFETCH(QString, file);
        QFETCH(QString, variant);
        QFETCH(QString, from);
        QFETCH(QString, to);
        const QString expected = referenceCode(file, variant);
        QVERIFY(!expected.isEmpty());
        const CliRun first = convert(QStringLiteral("auto"), from, fileBytes(records + file), variant);
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        // Each step reads the previous output as its own format, with the variant only where
        // the format does not carry it (Pentasol).
        const QString v2 = from == QStringLiteral("pentasol") ? variant : QString();
        const CliRun second = convert(from, to, first.out.toUtf8(), v2);
        QVERIFY2(second.exitCode == 0, qPrintable(second.err + QLatin1Char('\n') + first.out.left(300)));
        const QString v3 = to == QStringLiteral("pentasol") ? variant : QString();
        const CliRun last = convert(to, QStringLiteral("code"), second.out.toUtf8(), v3);
        QVERIFY2(last.exitCode == 0, qPrintable(last.err));
        QCOMPARE(last.out.trimmed(), expected);
    }

    // The formats that keep the play order keep it exactly: the game number is the same.
    void playOrderIsKept_data()
    {
        QTest::addColumn<QString>("format");
        for (const QString& f :
             {QStringLiteral("moves"), QStringLiteral("pentasol"), QStringLiteral("msr"), QStringLiteral("msr-compact")})
            QTest::newRow(qPrintable(f)) << f;
    }
    void playOrderIsKept()
    {
        QFETCH(QString, format);
        const QByteArray record = fileBytes(records + QStringLiteral("5T-bruneau170.pentasol.txt"));
        const CliRun number = convert(QStringLiteral("auto"), QStringLiteral("number"), record, QStringLiteral("5T"));
        QCOMPARE(number.exitCode, 0);
        const CliRun there = convert(QStringLiteral("auto"), format, record, QStringLiteral("5T"));
        QCOMPARE(there.exitCode, 0);
        const CliRun back = convert(format, QStringLiteral("number"), there.out.toUtf8(), QStringLiteral("5T"));
        QVERIFY2(back.exitCode == 0, qPrintable(back.err));
        QCOMPARE(back.out, number.out);
    }

    // Auto detection of every record file, and the spec's codes where it gives them.
    void autoDetection_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected"); // with prefix
        QTest::newRow("msr 178") << "5T-rosin178.msr.json" << code178;
        QTest::newRow("pentasol 82 as 5D") << "5D-rosin82.pentasol.txt" << QStringLiteral("5D:") + code82;
        QTest::newRow("msr 4D") << "4D-hyyroporanen35.msr.json" << QStringLiteral("4D:RSIkRKLqX4fbY");
    }
    void autoDetection()
    {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        const QString variant = expected.startsWith(QStringLiteral("5D:")) ? QStringLiteral("5D") : QString();
        const CliRun run = convert(QStringLiteral("auto"), QStringLiteral("code"), fileBytes(records + file), variant);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.out.trimmed(), expected);
    }

    // A Pentasol file does not store its variant: without --variant the strictest legal one
    // is used (5D for Rosin's 5D record, which 5T allows too), and standard error says which
    // others were legal and how to ask for them.
    void pentasolVariantIsReported()
    {
        const CliRun run = convert(QStringLiteral("pentasol"), QStringLiteral("code"),
                                   fileBytes(records + QStringLiteral("5D-rosin82.pentasol.txt")));
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.trimmed(), QStringLiteral("5D:LG4VXOFJjGWQMXhsY7aRf+/97Y"));
        QVERIFY2(run.err.contains(QStringLiteral("read as 5D")) && run.err.contains(QStringLiteral("also legal as 5T")) &&
                     run.err.contains(QStringLiteral("--variant 5T")),
                 qPrintable(run.err));
        const CliRun as5T = convert(QStringLiteral("pentasol"), QStringLiteral("code"),
                                    fileBytes(records + QStringLiteral("5D-rosin82.pentasol.txt")), QStringLiteral("5T"));
        QCOMPARE(as5T.exitCode, 0);
        QVERIFY(!as5T.out.startsWith(QStringLiteral("5D:")));
        QVERIFY2(as5T.err.isEmpty(), qPrintable(as5T.err));
        // The file is not legal as 4T: asking for it fails with the line at fault.
        const CliRun strict = convert(QStringLiteral("pentasol"), QStringLiteral("code"),
                                      fileBytes(records + QStringLiteral("5D-rosin82.pentasol.txt")), QStringLiteral("4T"));
        QCOMPARE(strict.exitCode, 1);
        QVERIFY2(strict.err.contains(QStringLiteral("line ")), qPrintable(strict.err));
    }

    // MSR fields this program does not know survive msr → msr and msr → msr-compact → msr.
    void msrKeepsUnknownFields()
    {
        const QByteArray record = fileBytes(records + QStringLiteral("5T-rosin178.msr.json"));
        const QJsonObject original = QJsonDocument::fromJson(record).object();
        QVERIFY(original.contains(QStringLiteral("transcribed_by")));
        const CliRun direct = convert(QStringLiteral("msr"), QStringLiteral("msr"), record);
        QCOMPARE(direct.exitCode, 0);
        const CliRun compact = convert(QStringLiteral("msr"), QStringLiteral("msr-compact"), record);
        QCOMPARE(compact.exitCode, 0);
        QVERIFY(compact.out.startsWith(QStringLiteral("MS1:")));
        const CliRun back = convert(QStringLiteral("auto"), QStringLiteral("msr"), compact.out.toUtf8());
        QCOMPARE(back.exitCode, 0);
        for (const CliRun* run : {&direct, &back}) {
            const QJsonObject o = QJsonDocument::fromJson(run->out.toUtf8()).object();
            for (const QString& key : {QStringLiteral("description"), QStringLiteral("author"), QStringLiteral("source"),
                                       QStringLiteral("transcribed_by")})
                QCOMPARE(o.value(key), original.value(key));
            QCOMPARE(o.value(QStringLiteral("score")).toInt(), 178);
        }
    }

    // A stored derived field that disagrees is a warning, not a failure.
    void msrMismatchIsAWarning()
    {
        QByteArray record = fileBytes(records + QStringLiteral("4D-hyyroporanen35.msr.json"));
        record.replace("\"score\": 35", "\"score\": 36");
        const CliRun run = convert(QStringLiteral("msr"), QStringLiteral("code"), record);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.trimmed(), QStringLiteral("4D:RSIkRKLqX4fbY"));
        QVERIFY2(run.err.contains(QStringLiteral("warning")) && run.err.contains(QStringLiteral("score")), qPrintable(run.err));
    }

    // Pictures exported by render carry their grid and open again with --from auto.
    void pictures_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::newRow("png") << QStringLiteral("png");
        QTest::newRow("svg") << QStringLiteral("svg");
    }
    void pictures()
    {
        QFETCH(QString, suffix);
        if (runCli({QStringLiteral("render"), QStringLiteral("--help")}).exitCode != 0)
            QSKIP("morpion-cli was built without the desktop program's renderer");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("grid.") + suffix);
        const QString code = QStringLiteral("5D:") + code82;
        const CliRun render =
            runCli({QStringLiteral("render"), QStringLiteral("--size"), QStringLiteral("300"), QStringLiteral("-o"), path, code});
        QVERIFY2(render.exitCode == 0, qPrintable(render.err));
        const CliRun back = runCli({QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("code"), path});
        QVERIFY2(back.exitCode == 0, qPrintable(back.err));
        QCOMPARE(back.out.trimmed(), code);
        // Through standard input too, by content rather than by name.
        const CliRun piped = convert(QStringLiteral("auto"), QStringLiteral("msr"), fileBytes(path));
        QCOMPARE(piped.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(piped.out.toUtf8()).object().value(QStringLiteral("variant")).toString(),
                 QStringLiteral("5D"));
    }

    void badInputs_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QStringList>("expected"); // all in the message
        QTest::newRow("pentasol illegal move") << "auto" << QByteArray("# a comment\n(28,28)\n(27,27) / 0\n(27,27) / 0\n")
                                               << QStringList{"line 4", "(27,27) / 0", "already on the board"};
        QTest::newRow("pentasol point not free")
            << "pentasol" << QByteArray("(28,28)\n(28,28) | 0\n") << QStringList{"line 2", "already on the board"};
        QTest::newRow("pentasol syntax") << "auto" << QByteArray("(28,28)\n(27,27) / 0\n(27,27) x 0\n")
                                         << QStringList{"line 3", "column"};
        QTest::newRow("pentasol no reference") << "pentasol" << QByteArray("# only a comment\n") << QStringList{"empty"};
        QTest::newRow("moves illegal") << "auto" << QByteArray("0, 2 - (0,2,s)\n\n0, 2 - (0,2,s)\n")
                                       << QStringList{"line 3", "0, 2", "already on the board"};
        QTest::newRow("moves not a line") << "moves" << QByteArray("7, 7 - (0,2,s)\n") << QStringList{"line 1"};
        QTest::newRow("msr illegal move") << "auto"
                                          << QByteArray(
                                                 "{\"variant\":\"5T\",\"moves\":[{\"x\":3,\"y\":-1,\"dir\":\"V\",\"pos\":0},"
                                                 "{\"x\":3,\"y\":-1,\"dir\":\"V\",\"pos\":0}]}")
                                          << QStringList{"move 2", "already on the board"};
        QTest::newRow("msr not on a line") << "msr"
                                           << QByteArray(
                                                  "{\"variant\":\"5T\",\"moves\":[{\"x\":20,\"y\":20,\"dir\":\"H\",\"pos\":0}]}")
                                           << QStringList{"move 1"};
        QTest::newRow("msr broken json") << "auto" << QByteArray("{\"variant\":\"5T\",\n\"moves\":[{\"x\":1}")
                                         << QStringList{"line 2", "column"};
        QTest::newRow("msr unknown variant") << "msr" << QByteArray("{\"variant\":\"6X\",\"moves\":[]}") << QStringList{"6X"};
        QTest::newRow("ms1 garbage") << "auto" << QByteArray("MS1:!!!!") << QStringList{"position 5", "base64"};
        QTest::newRow("code bad character") << "auto" << QByteArray("LoyBD5plSCp!5FoF\n") << QStringList{"position 12", "'!'"};
        QTest::newRow("code conflict") << "code" << QByteArray("////////") << QStringList{"layer"};
        QTest::newRow("number too large")
            << "number"
            << QByteArray("//////////////////////////////////////////////////////////////////////////////////////////")
            << QStringList{"number"};
        QTest::newRow("empty") << "auto" << QByteArray("  \n") << QStringList{"empty"};
        // A PNG without the msr record (1×1, grey).
        QTest::newRow("picture without grid") << "auto"
                                              << QByteArray("\x89\x50\x4e\x47\x0d\x0a\x1a\x0a\x00\x00\x00\x0d\x49\x48\x44\x52\x00"
                                                            "\x00\x00\x01\x00\x00\x00\x01\x08\x00\x00\x00\x00\x3a\x7e\x9b"
                                                            "\x55\x00\x00\x00\x0a\x49\x44\x41\x54\x78\x9c\x63\x60\x00\x00\x00\x02"
                                                            "\x00\x01\x48\xaf\xa4\x71\x00\x00\x00\x00\x49\x45\x4e\x44"
                                                            "\xae\x42\x60\x82",
                                                            67)
                                              << QStringList{"no grid"};
    }
    void badInputs()
    {
        QFETCH(QString, from);
        QFETCH(QByteArray, input);
        QFETCH(QStringList, expected);
        if (QTest::currentDataTag() == QByteArrayLiteral("picture without grid") &&
            runCli({QStringLiteral("render"), QStringLiteral("--help")}).exitCode != 0)
            QSKIP("morpion-cli was built without the desktop program's renderer");
        const CliRun run = convert(from, QStringLiteral("code"), input);
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.startsWith(QStringLiteral("morpion-cli convert: ")), qPrintable(run.err));
        for (const QString& part : expected)
            QVERIFY2(run.err.contains(part), qPrintable(QStringLiteral("'%1' not in: %2").arg(part, run.err)));
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1); // one line
    }

    void usage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no --to") << QStringList{"convert"};
        QTest::newRow("unknown from") << QStringList{"convert", "--from", "jpeg", "--to", "code"};
        QTest::newRow("unknown to") << QStringList{"convert", "--to", "png"};
        QTest::newRow("to auto") << QStringList{"convert", "--to", "auto"};
        QTest::newRow("two files") << QStringList{"convert", "--to", "code", "a", "b"};
        QTest::newRow("bad variant") << QStringList{"convert", "--to", "code", "--variant", "6T"};
    }
    void usage()
    {
        QFETCH(QStringList, args);
        const CliRun run = runCli(args, QByteArray("x"));
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("--help")), qPrintable(run.err));
    }

    void missingFile()
    {
        const CliRun run = runCli(
            {QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("code"), QStringLiteral("/no/such/file.txt")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("/no/such/file.txt")), qPrintable(run.err));
    }

    // A file or standard input read as a game number stops at the longest a number's text
    // can be: one line naming the file (or standard input) and the limit.
    void longGameNumber()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("number.txt"));
        const QByteArray digits(1 << 20, '7');
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QCOMPARE(f.write(digits), digits.size());
        }
        for (const QString& input : {path, QStringLiteral("-")}) {
            const CliRun run = runCli({QStringLiteral("convert"), QStringLiteral("--from"), QStringLiteral("number"),
                                       QStringLiteral("--to"), QStringLiteral("code"), input},
                                      input == path ? QByteArray() : digits);
            QCOMPARE(run.exitCode, 1);
            QVERIFY(run.out.isEmpty());
            QVERIFY2(run.err.contains(input == path ? path : QStringLiteral("standard input")), qPrintable(run.err));
            QVERIFY2(run.err.contains(QStringLiteral("a game number has at most")), qPrintable(run.err));
            QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
        }
    }

    // 10 MB of text in linear time with one clear message: neither a freeze nor a crash.
    void largeInput_data()
    {
        QTest::addColumn<QByteArray>("input");
        QByteArray lines;
        while (lines.size() < (10 << 20))
            lines += "hello world, this is not a grid (or is it?)\n";
        QTest::newRow("10 MB of lines") << lines;
        QTest::newRow("10 MB one word") << QByteArray(10 << 20, 'A').append('!');
        QTest::newRow("10 MB of brackets") << QByteArray(10 << 20, '(');
    }
    void largeInput()
    {
        QFETCH(QByteArray, input);
        QElapsedTimer timer;
        timer.start();
        const CliRun run = convert(QStringLiteral("auto"), QStringLiteral("code"), input);
        QVERIFY(!run.timedOut && !run.crashed);
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(run.err.size() < 1000, qPrintable(run.err.left(1000)));
        QVERIFY2(timer.elapsed() < morpion::test::noHangMs, qPrintable(QString::number(timer.elapsed())));
    }
};

QTEST_GUILESS_MAIN(TestConvert)
#include "tst_convert.moc"
