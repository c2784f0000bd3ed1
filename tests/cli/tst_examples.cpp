// morpion-cli examples: the famous grids compiled into the program, with their story, and
// codes that decode to the scores they claim and match the record files.

#include "CliRunner.h"

#include <QDir>
#include <QMap>
#include <QRegularExpression>
#include <QTest>

using namespace morpion::test;

namespace {

using Block = QMap<QString, QString>;

QList<Block> blocks(const QString& out)
{
    QList<Block> list;
    for (const QString& text : out.split(QStringLiteral("\n\n"), Qt::SkipEmptyParts)) {
        Block b;
        for (const QString& line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const qsizetype colon = line.indexOf(QStringLiteral(": "));
            if (colon > 0)
                b.insert(line.left(colon), line.mid(colon + 2));
        }
        list << b;
    }
    return list;
}

} // namespace

class TestExamples : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const CliRun run = runCli({QStringLiteral("examples")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        list_ = blocks(run.out);
    }

    void everyGridIsComplete()
    {
        QCOMPARE(list_.size(), 17);
        const QStringList keys = {"id", "title", "variant", "score", "author", "story", "code"};
        for (const Block& b : list_)
            for (const QString& key : keys)
                QVERIFY2(!b.value(key).isEmpty(), qPrintable(b.value(QStringLiteral("id")) + QStringLiteral(" lacks ") + key));
    }

    // The list: the records, the optimal 4-point games, the seeds' grids.
    void theFamousOnesAreThere_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("score");
        QTest::addColumn<QString>("author");
        QTest::newRow("178") << "5T-rosin178"
                             << "5T" << 178 << "Rosin";
        QTest::newRow("170") << "5T-bruneau170"
                             << "5T" << 170 << "Bruneau";
        QTest::newRow("82") << "5D-rosin82"
                            << "5D" << 82 << "Rosin";
        QTest::newRow("62") << "4T-hyyroporanen62"
                            << "4T" << 62 << "Hyyr";
        QTest::newRow("35") << "4D-hyyroporanen35"
                            << "4D" << 35 << "Poranen";
        QTest::newRow("135") << "seed-135"
                             << "5T" << 135 << "Tishchenko";
        QTest::newRow("160") << "seed-160"
                             << "5T" << 160 << "Tishchenko";
    }
    void theFamousOnesAreThere()
    {
        QFETCH(QString, id);
        QFETCH(QString, variant);
        QFETCH(int, score);
        QFETCH(QString, author);
        const auto it =
            std::find_if(list_.begin(), list_.end(), [&](const Block& b) { return b.value(QStringLiteral("id")) == id; });
        QVERIFY2(it != list_.end(), qPrintable(id));
        QCOMPARE(it->value(QStringLiteral("variant")), variant);
        QCOMPARE(it->value(QStringLiteral("score")).toInt(), score);
        QVERIFY(it->value(QStringLiteral("author")).contains(author));
        QVERIFY(it->value(QStringLiteral("year")).contains(QRegularExpression(QStringLiteral("^(c\\. )?(19|20)\\d\\d$"))));
        QVERIFY(!it->value(QStringLiteral("source")).isEmpty());
        // The code decodes to the stated score.
        const CliRun info =
            runCli({QStringLiteral("info"), QStringLiteral("--variant"), variant, it->value(QStringLiteral("code"))});
        QVERIFY2(info.exitCode == 0, qPrintable(info.err));
        QCOMPARE(info.value(QStringLiteral("score")).toInt(), score);
        // examples NAME prints that code alone, whatever the case of NAME.
        const CliRun one = runCli({QStringLiteral("examples"), id.toUpper()});
        QCOMPARE(one.exitCode, 0);
        QCOMPARE(one.out, it->value(QStringLiteral("code")) + QLatin1Char('\n'));
    }

    // The built-in records are the record files' grids, and --moves prints them in the
    // files' own order.
    void recordsMatchTheFiles_data()
    {
        QTest::addColumn<QString>("file");
        const QStringList files = QDir(QStringLiteral(MORPION_TEST_DATA "/records"))
                                      .entryList({QStringLiteral("*.json"), QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
        QCOMPARE(files.size(), 15);
        for (const QString& file : files)
            QTest::newRow(qPrintable(file)) << file;
    }
    void recordsMatchTheFiles()
    {
        QFETCH(QString, file);
        const QString id = file.left(file.indexOf(QLatin1Char('.')));
        const QString variant = file.left(2);
        const QString path = QStringLiteral(MORPION_TEST_DATA "/records/") + file;
        const CliRun one = runCli({QStringLiteral("examples"), id});
        const CliRun fromFile = runCli({QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("code"),
                                        QStringLiteral("--variant"), variant, path});
        QVERIFY2(fromFile.exitCode == 0, qPrintable(fromFile.err));
        const QString prefix = variant == QStringLiteral("5T") ? QString() : variant + QLatin1Char(':');
        QCOMPARE(prefix + one.out.trimmed(), fromFile.out.trimmed());

        auto movesOnly = [](const QString& text) {
            QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            lines.removeIf([](const QString& l) { return l.startsWith(QLatin1Char('#')); });
            return lines;
        };
        const CliRun ordered = runCli({QStringLiteral("examples"), id, QStringLiteral("--moves")});
        QVERIFY2(ordered.exitCode == 0, qPrintable(ordered.err));
        const CliRun fileOrder = runCli({QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("moves"),
                                         QStringLiteral("--variant"), variant, path});
        QVERIFY2(fileOrder.exitCode == 0, qPrintable(fileOrder.err));
        QCOMPARE(movesOnly(ordered.out), movesOnly(fileOrder.out));
        // As many moves as the file name's score ("5T-rosin177a..." has 177).
        const auto score = QRegularExpression(QStringLiteral("(\\d+)[a-z]*\\.")).match(file);
        QVERIFY(score.hasMatch());
        QCOMPARE(movesOnly(ordered.out).size(), score.captured(1).toInt());
    }

    void movesNeedsAName()
    {
        const CliRun run = runCli({QStringLiteral("examples"), QStringLiteral("--moves")});
        QCOMPARE(run.exitCode, 2);
    }

    void unknownName()
    {
        const CliRun run = runCli({QStringLiteral("examples"), QStringLiteral("5T-nobody999")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains(QStringLiteral("5T-nobody999")) && run.err.contains(QStringLiteral("5T-rosin178")),
                 qPrintable(run.err));
    }

    void tooManyNames() { QCOMPARE(runCli({QStringLiteral("examples"), QStringLiteral("a"), QStringLiteral("b")}).exitCode, 2); }

private:
    QList<Block> list_;
};

QTEST_GUILESS_MAIN(TestExamples)
#include "tst_examples.moc"
