// morpion-cli encode: move lists in, layer codes out, illegal moves reported by line.

#include "CliRunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace morpion::test;

namespace {

const QString dash = QString::fromUtf8("\u2013");

// An MSR record file (spec section 8) as a move list in the text form, in its play order.
QByteArray msrAsMoveList(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    QString text = QStringLiteral("# %1\n").arg(root.value(QStringLiteral("description")).toString());
    for (const QJsonValue& value : root.value(QStringLiteral("moves")).toArray()) {
        const QJsonObject m = value.toObject();
        const int x = m.value(QStringLiteral("x")).toInt(), y = m.value(QStringLiteral("y")).toInt();
        const int pos = m.value(QStringLiteral("pos")).toInt();
        const QString dir = m.value(QStringLiteral("dir")).toString();
        int dx = 1, dy = 0;
        QString name = QStringLiteral("e");
        if (dir == QStringLiteral("V"))
            dx = 0, dy = 1, name = QStringLiteral("s");
        else if (dir == QStringLiteral("DP"))
            dy = -1, name = QStringLiteral("ne");
        else if (dir == QStringLiteral("DN"))
            dy = 1, name = QStringLiteral("se");
        text += QStringLiteral("%1, %2 %3 (%4,%5,%6)\n").arg(x).arg(y).arg(dash).arg(x - pos * dx).arg(y - pos * dy).arg(name);
    }
    return text.toUtf8();
}

} // namespace

class TestEncode : public QObject {
    Q_OBJECT

private slots:
    // moves → encode gives the code back, and the listed order is a legal play order.
    void roundTrip_data() { addSpecCodeRows(); }
    void roundTrip()
    {
        QFETCH(QString, variant);
        QFETCH(QString, code);
        const CliRun moves = runCli({QStringLiteral("moves"), QStringLiteral("--variant"), variant, code});
        QCOMPARE(moves.exitCode, 0);
        const CliRun encode = runCli({QStringLiteral("encode"), QStringLiteral("--variant"), variant}, moves.out.toUtf8());
        QCOMPARE(encode.err, QString());
        QCOMPARE(encode.exitCode, 0);
        QCOMPARE(encode.out, code + QLatin1Char('\n'));
    }

    // The record files, replayed in their own order, give the spec's codes (5T), or codes
    // that `info` reads back with the record's score (4T, 4D).
    void records_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("score");
        QTest::addColumn<QString>("code"); // empty when the spec gives none
        QTest::newRow("5T 178") << "5T-rosin178.msr.json"
                                << "5T" << 178 << code178;
        QTest::newRow("4T 62") << "4T-hyyroporanen62.msr.json"
                               << "4T" << 62 << QString();
        QTest::newRow("4D 35") << "4D-hyyroporanen35.msr.json"
                               << "4D" << 35 << QString();
    }
    void records()
    {
        QFETCH(QString, file);
        QFETCH(QString, variant);
        QFETCH(int, score);
        QFETCH(QString, code);
        const QByteArray list = msrAsMoveList(QStringLiteral(MORPION_TEST_DATA "/records/") + file);
        QCOMPARE(list.count('\n'), score + 1);
        const CliRun encode = runCli({QStringLiteral("encode"), QStringLiteral("--variant"), variant}, list);
        QCOMPARE(encode.err, QString());
        QCOMPARE(encode.exitCode, 0);
        const QString encoded = encode.out.trimmed();
        if (!code.isEmpty())
            QCOMPARE(encoded, code);
        const CliRun info = runCli({QStringLiteral("info"), QStringLiteral("--variant"), variant, encoded});
        QCOMPARE(info.value(QStringLiteral("score")).toInt(), score);
        QCOMPARE(info.value(QStringLiteral("code")), encoded);
    }

    void fromFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("178 moves.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(runCli({QStringLiteral("moves"), code178}).out.toUtf8());
        file.close();
        const CliRun run = runCli({QStringLiteral("encode"), path});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.trimmed(), code178);
    }

    // Comments, blank lines, a plain hyphen and CRLF line ends are all fine.
    void lenientText()
    {
        const QByteArray text = "# the first layer of seed 000's 135\r\n"
                                "\r\n"
                                "2, 2 - (0,4,ne)   # a hyphen\r\n"
                                "  3, 10 \xE2\x80\x93 (3,6,s)\r\n"
                                "\t\n";
        const CliRun run = runCli({QStringLiteral("encode"), QStringLiteral("--variant"), QStringLiteral("5T")}, text);
        QCOMPARE(run.err, QString());
        QCOMPARE(run.exitCode, 0);
        // Reading the code back gives those two moves.
        const CliRun moves = runCli({QStringLiteral("moves"), run.out.trimmed()});
        QCOMPARE(moves.outLines(), (QStringList{QStringLiteral("2, 2 ") + dash + QStringLiteral(" (0,4,ne)"),
                                                QStringLiteral("3, 10 ") + dash + QStringLiteral(" (3,6,s)")}));
    }

    void emptyList()
    {
        // No move is a grid too: every start move not taken.
        const CliRun run = runCli({QStringLiteral("encode")}, "# nothing\n");
        QCOMPARE(run.exitCode, 0);
        const CliRun info = runCli({QStringLiteral("info"), run.out.trimmed()});
        QCOMPARE(info.exitCode, 0);
        QCOMPARE(info.value(QStringLiteral("score")), QStringLiteral("0"));
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected"); // in the message
        QTest::newRow("line needs a point") << "5T" << QByteArray("4, 4 - (2,2,se)\n") << "illegal move on line 1: 4, 4";
        QTest::newRow("point taken") << "5T" << QByteArray("# header\n\n2, 2 - (0,4,ne)\n2, 2 - (0,4,ne)\n")
                                     << "on line 4: 2, 2 \u2013 (0,4,ne): the point 2, 2 is already on the board";
        QTest::newRow("overlap (5T)") << "5T" << QByteArray("5, 3 - (5,3,e)\n10, 3 - (6,3,e)\n")
                                      << "on line 2: 10, 3 \u2013 (6,3,e): the line overlaps the line (5,3,e) of move 1";
        // The first line only touches the bad one (allowed in 5T); the second overlaps it.
        QTest::newRow("touch, then overlap (5T)")
            << "5T" << QByteArray("4, 3 - (0,3,e)\n10, 3 - (6,3,e)\n5, 3 - (4,3,e)\n")
            << "on line 3: 5, 3 \u2013 (4,3,e): the line overlaps the line (6,3,e) of move 2";
        QTest::newRow("touch (5D)") << "5D" << QByteArray("4, 3 - (0,3,e)\n5, 3 - (4,3,e)\n")
                                    << "on line 2: 5, 3 \u2013 (4,3,e): the line touches the line (0,3,e) of move 1";
        QTest::newRow("after legal moves") << "5T"
                                           << QByteArray("2, 2 - (0,4,ne)\n3, 10 - (3,6,s)\n4, 6 - (0,6,e)\n4, 6 - (4,6,e)\n")
                                           << "illegal move on line 4";
        QTest::newRow("bad direction") << "5T" << QByteArray("2, 2 - (0,4,ne)\n2, 2 - (0,4,nw)\n") << "syntax error on line 2";
        QTest::newRow("point off its line") << "5T" << QByteArray("\n2, 3 - (0,4,ne)\n") << "syntax error on line 2";
        QTest::newRow("far from the cross") << "5T" << QByteArray("2, 2 - (1,3,ne)\n") << "line 1";
        QTest::newRow("garbage") << "5T" << QByteArray("\x01\x02\xff\xfe\n") << "syntax error on line 1";
        QTest::newRow("huge number") << "5T" << QByteArray("99999999999999999999, 2 - (0,4,ne)\n") << "line 1";
    }
    void badInput()
    {
        QFETCH(QString, variant);
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        const CliRun run = runCli({QStringLiteral("encode"), QStringLiteral("--variant"), variant}, text);
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out, QString());
        QVERIFY2(run.err.contains(expected), qPrintable(run.err));
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    }

    void missingFile()
    {
        const CliRun run = runCli({QStringLiteral("encode"), QStringLiteral("/nonexistent/moves.txt")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("/nonexistent/moves.txt")), qPrintable(run.err));
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    }

    void directoryAsFile()
    {
        QTemporaryDir dir;
        const CliRun run = runCli({QStringLiteral("encode"), dir.path()});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(dir.path()), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestEncode)
#include "tst_encode.moc"
