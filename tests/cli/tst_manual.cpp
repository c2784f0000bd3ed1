// The manual page says what the program does: every built-in grid it names exists and it
// names all of them (it listed 7 of 17), and every option of every command's --help is in
// it (it left out --moves, --as-is, --checkpoint...).

#include "CliRunner.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace morpion::test;

namespace {

// The page's text with roff's escaped hyphens plain.
QString manualPage()
{
    QFile f(QStringLiteral(MORPION_DIST_DIR "/morpion-cli.1"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll()).replace(QStringLiteral("\\-"), QStringLiteral("-"));
}

QStringList commands()
{
    QStringList out;
    const QRegularExpression row(QStringLiteral("^  ([a-z][a-z-]*) "));
    bool inList = false;
    for (const QString& line : runCli({QStringLiteral("--help")}).out.split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral("Commands:")))
            inList = true;
        else if (inList && line.isEmpty())
            break;
        else if (const auto m = row.match(line); inList && m.hasMatch())
            out << m.captured(1);
    }
    return out;
}

} // namespace

class TestManual : public QObject {
    Q_OBJECT

private slots:
    void everyBuiltInGrid()
    {
        const QString page = manualPage();
        QVERIFY(!page.isEmpty());
        // The examples section lists the ids as ".TP" / ".B id" rows.
        const qsizetype from = page.indexOf(QStringLiteral(".SS \"examples"));
        const qsizetype to = page.indexOf(QStringLiteral(".SS "), from + 1);
        QVERIFY(from >= 0 && to > from);
        QStringList named;
        const QRegularExpression row(QStringLiteral("^\\.B (\\S+)$"), QRegularExpression::MultilineOption);
        for (auto it = row.globalMatch(page.mid(from, to - from)); it.hasNext();)
            named << it.next().captured(1);
        QStringList ids;
        for (const QString& line : runCli({QStringLiteral("examples")}).outLines())
            if (line.startsWith(QStringLiteral("id: ")))
                ids << line.mid(4);
        QCOMPARE(ids.size(), 17);
        QCOMPARE(named, ids);
    }

    void everyOption_data()
    {
        QTest::addColumn<QString>("command");
        const QStringList all = commands();
        QVERIFY(all.contains(QStringLiteral("examples")));
        for (const QString& c : all)
            QTest::newRow(qPrintable(c)) << c;
    }
    void everyOption()
    {
        QFETCH(QString, command);
        const QString page = manualPage();
        QVERIFY(page.contains(
            QRegularExpression(QStringLiteral("^\\.SS \"?%1\\b").arg(command), QRegularExpression::MultilineOption)));
        const QRegularExpression option(QStringLiteral("^  (?:-[a-zA-Z], )?(--[a-z][a-z-]*)"));
        bool inOptions = false;
        for (const QString& line : runCli({command, QStringLiteral("--help")}).out.split(QLatin1Char('\n'))) {
            if (line.startsWith(QStringLiteral("Options:")))
                inOptions = true;
            else if (inOptions && line.isEmpty())
                break;
            else if (const auto m = option.match(line); inOptions && m.hasMatch() && m.captured(1) != QLatin1String("--help"))
                QVERIFY2(page.contains(QRegularExpression(QRegularExpression::escape(m.captured(1)) + QStringLiteral("\\b"))),
                         qPrintable(command + QLatin1Char(' ') + m.captured(1)));
        }
    }
};

QTEST_GUILESS_MAIN(TestManual)
#include "tst_manual.moc"
