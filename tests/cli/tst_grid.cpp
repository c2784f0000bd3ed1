// morpion-cli info, layers and moves on the spec's test vectors.

#include "CliRunner.h"

#include "core/codes/Alphabet.h"
#include "core/rules/Move.h"
#include "core/rules/MoveText.h"

#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace morpion;
using namespace morpion::test;

namespace {

// A layer listing cut into layers: candidate lines in order, taboo lines as printed.
struct Listing {
    QList<QStringList> candidates;
    QList<QStringList> taboo;
    QString bits;
};

// Reads the "layer k" / "n. move: b" / "[move]" lines of a listing; other lines are ignored,
// so that the seed's prose around its listing does not matter.
Listing parseListing(const QString& text)
{
    static const QRegularExpression layerLine(QStringLiteral("^layer (\\d+)$"));
    static const QRegularExpression candidateLine(QStringLiteral("^\\d+\\. .+: [01]$"));
    static const QRegularExpression tabooLine(QStringLiteral("^\\[.+\\]$"));
    static const QRegularExpression bitsLine(QStringLiteral("^[01]{20,}$"));
    Listing listing;
    for (const QString& raw : text.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (const auto m = layerLine.match(line); m.hasMatch()) {
            if (m.captured(1).toInt() != listing.candidates.size())
                break; // the seed's prose repeats its first layer after the listing
            listing.candidates.append(QStringList());
            listing.taboo.append(QStringList());
        } else if (listing.candidates.isEmpty()) {
            continue;
        } else if (candidateLine.match(line).hasMatch()) {
            listing.candidates.last() << line;
        } else if (tabooLine.match(line).hasMatch()) {
            listing.taboo.last() << line;
        } else if (bitsLine.match(line).hasMatch() && listing.bits.isEmpty()) {
            listing.bits = line;
        }
    }
    return listing;
}

Move parseBracketed(const QString& line)
{
    const auto m = parseMove(line.mid(1, line.size() - 2).toStdString(), 5);
    return m ? *m : Move{};
}

} // namespace

class TestGrid : public QObject {
    Q_OBJECT

private slots:
    void info_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("score");
        QTest::addColumn<int>("layers");
        QTest::addColumn<int>("bits");
        // MORPION.md section 5, test vector table.
        QTest::newRow("135") << "5T" << code135 << 135 << 59 << 232;
        QTest::newRow("160") << "5T" << code160 << 160 << 65 << 270;
        QTest::newRow("178") << "5T" << code178 << 178 << 73 << 309;
        QTest::newRow("82 (5D)") << "5D" << code82 << 82 << 28 << 154;
    }
    void info()
    {
        QFETCH(QString, variant);
        QFETCH(QString, code);
        QFETCH(int, score);
        QFETCH(int, layers);
        QFETCH(int, bits);
        const CliRun run = runCli({QStringLiteral("info"), QStringLiteral("--variant"), variant, code});
        QCOMPARE(run.err, QString());
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.value(QStringLiteral("variant")), variant);
        QCOMPARE(run.value(QStringLiteral("score")).toInt(), score);
        QCOMPARE(run.value(QStringLiteral("layers")).toInt(), layers);
        QCOMPARE(run.value(QStringLiteral("bits")).toInt(), bits);
        QCOMPARE(run.value(QStringLiteral("code")), code);
        QVERIFY(!run.value(QStringLiteral("number")).isEmpty());
        // The short form of the orderings is the exact count, rounded to 9 digits.
        const QString exact = run.value(QStringLiteral("orderings_exact"));
        const QString shortForm = run.value(QStringLiteral("orderings"));
        QVERIFY2(QRegularExpression(QStringLiteral("^[1-9][0-9]*$")).match(exact).hasMatch(), qPrintable(exact));
        QVERIFY2(QRegularExpression(QStringLiteral("^[1-9]\\.[0-9]{8}e\\+[0-9]+$")).match(shortForm).hasMatch(),
                 qPrintable(shortForm));
        QCOMPARE(shortForm.section(QLatin1Char('+'), 1).toInt(), exact.size() - 1);
        QVERIFY(qAbs(shortForm.toDouble() / exact.toDouble() - 1) < 1e-8);
    }

    void infoKeysInOrder()
    {
        const CliRun run = runCli({QStringLiteral("info"), code135});
        QCOMPARE(run.exitCode, 0);
        QStringList keys;
        for (const QString& line : run.outLines())
            keys << line.section(QStringLiteral(": "), 0, 0);
        QCOMPARE(keys, (QStringList{"variant", "score", "layers", "bits", "orderings", "orderings_exact", "code", "number"}));
    }

    void infoSeedVectors()
    {
        // MORPION.md section 7: the 135's game number in layer order.
        QCOMPARE(runCli({QStringLiteral("info"), code135}).value(QStringLiteral("number")), number135);
        // Seed 001: the 160 allows 6.45314718e39 linear orders.
        QCOMPARE(runCli({QStringLiteral("info"), code160}).value(QStringLiteral("orderings")), QStringLiteral("6.45314718e+39"));
    }

    // `layers` on the 135 reproduces seed 000's whole trace: every layer's numbered candidates
    // and bits exactly, its taboo moves as a set (the seed lists them in no particular order,
    // the program in canonical order), the bit string and the code.
    void layers135MatchesSeed000()
    {
        QFile file(QStringLiteral(MORPION_TEST_DATA "/seed000-135-trace.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const Listing seed = parseListing(QString::fromUtf8(file.readAll()));
        QCOMPARE(seed.candidates.size(), 59);

        const CliRun run = runCli({QStringLiteral("layers"), code135});
        QCOMPARE(run.err, QString());
        QCOMPARE(run.exitCode, 0);
        const Listing ours = parseListing(run.out);
        QCOMPARE(ours.candidates.size(), seed.candidates.size());
        for (qsizetype k = 0; k < seed.candidates.size(); ++k) {
            QCOMPARE(ours.candidates[k], seed.candidates[k]);
            QStringList sortedSeed = seed.taboo[k];
            QStringList sortedOurs = ours.taboo[k];
            sortedSeed.sort();
            sortedOurs.sort();
            if (sortedOurs != sortedSeed)
                QFAIL(qPrintable(QStringLiteral("taboo set of layer %1 differs").arg(k)));
            for (qsizetype i = 1; i < ours.taboo[k].size(); ++i)
                QVERIFY2(parseBracketed(ours.taboo[k][i - 1]) < parseBracketed(ours.taboo[k][i]),
                         qPrintable(QStringLiteral("layer %1: taboo not in canonical order at %2").arg(k).arg(ours.taboo[k][i])));
        }
        QCOMPARE(ours.bits, seed.bits);
        const QStringList lines = run.out.split(QLatin1Char('\n'));
        QVERIFY(lines.size() >= 3);
        QCOMPARE(lines.at(lines.size() - 2), code135);
        QCOMPARE(lines.at(lines.size() - 3), seed.bits);
        QCOMPARE(lines.at(lines.size() - 4), QString());
        QCOMPARE(lines.last(), QString());
    }

    // The first lines are seed 000's first layer, character for character.
    void layersBeginLikeSeed000()
    {
        QFile file(QStringLiteral(MORPION_TEST_DATA "/seed000-135-trace.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList seedLines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
        const qsizetype start = seedLines.indexOf(QStringLiteral("layer 0"));
        QVERIFY(start >= 0);
        const QStringList expected = seedLines.mid(start, 29) + QStringList{QString(), QStringLiteral("layer 1")};
        const QStringList lines = runCli({QStringLiteral("layers"), code135}).out.split(QLatin1Char('\n'));
        QCOMPARE(lines.mid(0, expected.size()), expected);
    }

    void layersBitsMatchCode_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("code");
        QTest::newRow("160") << "5T" << code160;
        QTest::newRow("178") << "5T" << code178;
        QTest::newRow("82 (5D)") << "5D" << code82;
    }
    void layersBitsMatchCode()
    {
        QFETCH(QString, variant);
        QFETCH(QString, code);
        const CliRun run = runCli({QStringLiteral("layers"), QStringLiteral("--variant"), variant, code});
        QCOMPARE(run.exitCode, 0);
        const Listing listing = parseListing(run.out);
        // The listing's bits, read candidate by candidate, are the bit string it ends with,
        // and that bit string is the code.
        QString bits;
        int number = 0;
        for (const QStringList& layer : listing.candidates)
            for (const QString& line : layer) {
                QCOMPARE(line.section(QLatin1Char('.'), 0, 0).toInt(), ++number);
                bits += line.right(1);
            }
        QCOMPARE(bits, listing.bits);
        QCOMPARE(QString::fromStdString(bitsToText(bits.toStdString())), code);
    }

    void moves_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("score");
        QTest::newRow("135") << "5T" << code135 << 135;
        QTest::newRow("178") << "5T" << code178 << 178;
        QTest::newRow("82 (5D)") << "5D" << code82 << 82;
    }
    void moves()
    {
        QFETCH(QString, variant);
        QFETCH(QString, code);
        QFETCH(int, score);
        const CliRun run = runCli({QStringLiteral("moves"), QStringLiteral("--variant"), variant, code});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.outLines();
        QCOMPARE(lines.size(), score);
        // In layer order: the taken candidates of the listing, in the listing's order.
        const Listing listing = parseListing(runCli({QStringLiteral("layers"), QStringLiteral("--variant"), variant, code}).out);
        QStringList taken;
        for (const QStringList& layer : listing.candidates)
            for (const QString& line : layer)
                if (line.endsWith(QStringLiteral(": 1")))
                    taken << line.section(QStringLiteral(". "), 1).chopped(3);
        QCOMPARE(lines, taken);
    }

    // An unfinished game: its last layer takes nothing, and `info` says so.
    void unfinishedGame()
    {
        const CliRun fromNumber = runCli({QStringLiteral("from-number"), number135First50});
        QCOMPARE(fromNumber.exitCode, 0);
        const QString code = fromNumber.out.trimmed();
        const CliRun run = runCli({QStringLiteral("info"), code});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.value(QStringLiteral("score")).toInt(), 50);
        QCOMPARE(run.value(QStringLiteral("code")), code);
        QVERIFY(run.value(QStringLiteral("bits")).toInt() > 0);
    }

    void badCode_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("expected"); // in the message
        QTest::newRow("info: bad character") << "info"
                                             << "BBYq!jXK"
                                             << "bad character at position 5";
        QTest::newRow("layers: bad character") << "layers"
                                               << "BBYqjXKmCREUk9zxEuXW3nx3v/u/x/JvuX+9P70="
                                               << "bad character at position 40";
        QTest::newRow("moves: full stop") << "moves"
                                          << "BBYq.jXK"
                                          << "bad character at position 5";
        QTest::newRow("info: bits after the end") << "info" << code135 + "/"
                                                  << "bits left after the end of the game at position 40";
        QTest::newRow("number: bits after the end") << "number" << code135 + "AAB"
                                                    << "at position 42";
        // Seed 000's first 35 bits, then candidates 36 and 37 (layer 3) both taken: both put a
        // point on (4,4). The second one's bit is bit 36, in character 7.
        QTest::newRow("info: conflict") << "info"
                                        << QString::fromStdString(bitsToText("00000100000101100010101010001101011"
                                                                             "11"))
                                        << "conflicting moves in layer 3 at position 7";
    }
    void badCode()
    {
        QFETCH(QString, command);
        QFETCH(QString, code);
        QFETCH(QString, expected);
        const CliRun run = runCli({command, code});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out, QString());
        QVERIFY2(run.err.contains(expected), qPrintable(run.err));
        QVERIFY2(run.err.startsWith(QStringLiteral("morpion-cli ") + command + QStringLiteral(": ")), qPrintable(run.err));
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    }

    // The same code read in another variant is another grid or an error, never a crash.
    void otherVariants_data()
    {
        QTest::addColumn<QString>("variant");
        for (const char* v : {"5D", "4T", "4D"})
            QTest::newRow(v) << QString::fromLatin1(v);
    }
    void otherVariants()
    {
        QFETCH(QString, variant);
        for (const QString& code : {code135, code160, code178}) {
            const CliRun run = runCli({QStringLiteral("info"), QStringLiteral("--variant"), variant, code});
            QVERIFY2(run.exitCode == 0 || run.exitCode == 1, qPrintable(run.err));
            if (run.exitCode == 1)
                QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
            else
                QCOMPARE(run.value(QStringLiteral("variant")), variant);
        }
    }
};

QTEST_GUILESS_MAIN(TestGrid)
#include "tst_grid.moc"
