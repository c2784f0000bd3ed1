// morpion-cli search and bench: the log's form, reproducibility, stopping, the bench keys.

#include "CliRunner.h"

#include "core/LayerCode.h"
#include "core/Variant.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTest>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/types.h>
#endif

using namespace morpion;
using namespace morpion::test;

namespace {

const QRegularExpression logLine(QStringLiteral("^(\\d+)\\. (\\d+) \\((\\d+\\.\\d\\d)\\) ([A-Za-z0-9+/]+)$"));

// The log without its elapsed times, which depend on the machine.
QStringList withoutTimes(const QStringList& lines)
{
    QStringList out;
    for (const QString& line : lines) {
        const auto m = logLine.match(line);
        out << (m.hasMatch() ? m.captured(1) + QLatin1Char(' ') + m.captured(2) + QLatin1Char(' ') + m.captured(4)
                             : QStringLiteral("?") + line);
    }
    return out;
}

} // namespace

class TestSearch : public QObject {
    Q_OBJECT

private slots:
    void log_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("seed");
        QTest::newRow("5T seed 1") << "5T"
                                   << "1";
        QTest::newRow("5T seed 12345678901") << "5T"
                                             << "12345678901";
        QTest::newRow("5D seed 2") << "5D"
                                   << "2";
        QTest::newRow("4T seed 3") << "4T"
                                   << "3";
        QTest::newRow("4D seed 4") << "4D"
                                   << "4";
    }
    // Every line has the seed's form; iterations and scores rise; every code decodes to a
    // grid of the logged score; the same seed gives the same log.
    void log()
    {
        QFETCH(QString, variant);
        QFETCH(QString, seed);
        const QStringList args{
            QStringLiteral("search"),       QStringLiteral("--variant"), variant, QStringLiteral("--seed"), seed,
            QStringLiteral("--iterations"), QStringLiteral("2000")};
        const CliRun run = runCli(args);
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.outLines();
        QVERIFY(!lines.isEmpty());
        const Variant v = *parseVariant(variant.toStdString());
        long lastIteration = -1;
        int lastScore = -1;
        for (const QString& line : lines) {
            const auto m = logLine.match(line);
            QVERIFY2(m.hasMatch(), qPrintable(line));
            const long iteration = m.captured(1).toLong();
            const int score = m.captured(2).toInt();
            QVERIFY2(iteration > lastIteration && iteration <= 2000, qPrintable(line));
            QVERIFY2(score > lastScore, qPrintable(line));
            const auto layering = decodeLayerCode(v, m.captured(4).toStdString());
            QVERIFY2(layering.ok(), qPrintable(line));
            QCOMPARE(layering->score(), score);
            lastIteration = iteration;
            lastScore = score;
        }
        QVERIFY(lines.first().startsWith(QStringLiteral("0. ")));
        // The summary on standard error names the best score and the seed.
        QVERIFY2(run.err.contains(QStringLiteral("best %1 after 2000 iterations").arg(lastScore)), qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("seed ") + seed), qPrintable(run.err));

        const CliRun again = runCli(args);
        QCOMPARE(withoutTimes(again.outLines()), withoutTimes(lines));
    }

    void seedsDiffer()
    {
        const CliRun a = runCli({QStringLiteral("search"), QStringLiteral("--seed"), QStringLiteral("5"),
                                 QStringLiteral("--iterations"), QStringLiteral("200")});
        const CliRun b = runCli({QStringLiteral("search"), QStringLiteral("--seed"), QStringLiteral("6"),
                                 QStringLiteral("--iterations"), QStringLiteral("200")});
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(b.exitCode, 0);
        QVERIFY(withoutTimes(a.outLines()) != withoutTimes(b.outLines()));
    }

    void secondsLimit()
    {
        QElapsedTimer timer;
        timer.start();
        const CliRun run = runCli({QStringLiteral("search"), QStringLiteral("--seconds"), QStringLiteral("0.5"),
                                   QStringLiteral("--seed"), QStringLiteral("9")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(!run.outLines().isEmpty());
        // The last logged time is within the limit.
        const auto m = logLine.match(run.outLines().last());
        QVERIFY(m.hasMatch());
        QVERIFY(m.captured(3).toDouble() <= 0.6);
    }

#ifdef Q_OS_UNIX
    // Ctrl-C stops the search cleanly: the log so far, then the summary.
    void interrupt()
    {
        QProcess process;
        process.start(QStringLiteral(MORPION_CLI), {QStringLiteral("search"), QStringLiteral("--seconds"), QStringLiteral("60"),
                                                    QStringLiteral("--seed"), QStringLiteral("3")});
        QVERIFY(process.waitForStarted());
        process.closeWriteChannel();
        QVERIFY(process.waitForReadyRead(20000)); // the first line, iteration 0
        QTest::qWait(300);
        ::kill(static_cast<pid_t>(process.processId()), SIGINT);
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 0);
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QVERIFY(out.startsWith(QStringLiteral("0. ")));
        QVERIFY2(err.contains(QStringLiteral("stopped")) && err.contains(QStringLiteral("best")), qPrintable(err));
    }
#endif

    void bench()
    {
        const CliRun run = runCli({QStringLiteral("bench"), QStringLiteral("--quick")});
        QCOMPARE(run.err, QString());
        QCOMPARE(run.exitCode, 0);
        const QRegularExpression number(QStringLiteral("^([0-9]+(\\.[0-9]+)?) (.+)$"));
        const QList<QPair<QString, QString>> figures{
            {"random_playouts_5T", "playouts/s"}, {"decode_178", "us"}, {"encode_178", "us"}, {"hill_climb_5T", "iterations/s"}};
        for (const auto& [key, unit] : figures) {
            const auto m = number.match(run.value(key));
            QVERIFY2(m.hasMatch(), qPrintable(key + QStringLiteral(": ") + run.value(key)));
            QVERIFY2(m.captured(1).toDouble() > 0, qPrintable(key));
            QCOMPARE(m.captured(3), unit);
        }
        QCOMPARE(run.value(QStringLiteral("threads")), QStringLiteral("1"));
        for (const QString& line : run.outLines())
            QVERIFY2(line.contains(QStringLiteral(": ")), qPrintable(line));
    }

    void benchVariant()
    {
        const CliRun run = runCli({QStringLiteral("bench"), QStringLiteral("--seconds"), QStringLiteral("0.02"),
                                   QStringLiteral("--variant"), QStringLiteral("4D")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(!run.value(QStringLiteral("random_playouts_4D")).isEmpty());
        QVERIFY(!run.value(QStringLiteral("hill_climb_4D")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSearch)
#include "tst_search.moc"
