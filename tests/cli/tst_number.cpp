// morpion-cli number and from-number: the game number of spec section 7.

#include "CliRunner.h"

#include <QTest>

using namespace morpion::test;

class TestNumber : public QObject {
    Q_OBJECT

private slots:
    void seedVector()
    {
        const CliRun run = runCli({QStringLiteral("number"), code135});
        QCOMPARE(run.err, QString());
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, number135 + QLatin1Char('\n'));
    }

    // number → from-number gives the code back; from-number --moves gives the moves in the
    // order the number was made from (layer order).
    void roundTrip_data() { addSpecCodeRows(); }
    void roundTrip()
    {
        QFETCH(QString, variant);
        QFETCH(QString, code);
        const CliRun number = runCli({QStringLiteral("number"), QStringLiteral("--variant"), variant, code});
        QCOMPARE(number.exitCode, 0);
        const QString n = number.out.trimmed();
        QVERIFY(!n.isEmpty());
        const CliRun back = runCli({QStringLiteral("from-number"), QStringLiteral("--variant"), variant, n});
        QCOMPARE(back.err, QString());
        QCOMPARE(back.exitCode, 0);
        // Codes and numbers carry their variant's prefix but for 5T, from every command.
        const QString prefix = variant == QLatin1String("5T") ? QString() : variant + QLatin1Char(':');
        QVERIFY(n.startsWith(prefix));
        QCOMPARE(back.out, prefix + code + QLatin1Char('\n'));
        const CliRun moves =
            runCli({QStringLiteral("from-number"), QStringLiteral("--moves"), QStringLiteral("--variant"), variant, n});
        QCOMPARE(moves.exitCode, 0);
        QCOMPARE(moves.out, runCli({QStringLiteral("moves"), QStringLiteral("--variant"), variant, code}).out);
    }

    // Spec section 7: the first 50 moves of the 135 in layer order, an unfinished game.
    void unfinishedVector()
    {
        const CliRun run = runCli({QStringLiteral("from-number"), QStringLiteral("--moves"), number135First50});
        QCOMPARE(run.exitCode, 0);
        const QStringList all = runCli({QStringLiteral("moves"), code135}).outLines();
        QCOMPARE(run.outLines(), all.mid(0, 50));
        // encode on those moves and from-number give the same layer code.
        const CliRun encoded = runCli({QStringLiteral("encode")}, run.out.toUtf8());
        QCOMPARE(encoded.exitCode, 0);
        const CliRun code = runCli({QStringLiteral("from-number"), number135First50});
        QCOMPARE(code.out, encoded.out);
    }

    void zero()
    {
        // N = 0: the first legal move at every step, until the game ends.
        const CliRun run = runCli({QStringLiteral("from-number"), QStringLiteral("--moves"), QStringLiteral("A")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.outLines().size() > 0);
        const CliRun code = runCli({QStringLiteral("encode")}, run.out.toUtf8());
        QCOMPARE(code.exitCode, 0);
        // A finished game's number in layer order needs no stop digit; whatever the order,
        // the number of the layer order decodes to the same grid.
        const CliRun number = runCli({QStringLiteral("number"), code.out.trimmed()});
        QCOMPARE(runCli({QStringLiteral("from-number"), number.out.trimmed()}).out, code.out);
    }

    void badNumber_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected"); // in the message
        QTest::newRow("bad character") << "Dyi6!lZ"
                                       << "bad character at position 5";
        QTest::newRow("equals sign") << number135 + "="
                                     << "bad character at position 71";
        QTest::newRow("too large") << number135 + QString(500, QLatin1Char('/')) << "number too large";
        QTest::newRow("empty") << ""
                               << "empty input";
    }
    void badNumber()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        for (const QString& option : {QString(), QStringLiteral("--moves")}) {
            QStringList args{QStringLiteral("from-number")};
            if (!option.isEmpty())
                args << option;
            const CliRun run = runCli(args << text);
            QCOMPARE(run.exitCode, 1);
            QCOMPARE(run.out, QString());
            QVERIFY2(run.err.contains(expected), qPrintable(run.err));
            QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
        }
    }

    void badCode()
    {
        const CliRun run = runCli({QStringLiteral("number"), QStringLiteral("BBYq*")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("bad character at position 5")), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestNumber)
#include "tst_number.moc"
