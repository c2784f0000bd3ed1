// The manual page says what the program does: every built-in grid it names exists and it
// names all of them (it listed 7 of 17), and every option of every command's --help is in
// it (it left out --moves, --as-is, --checkpoint...).

#include "CliRunner.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
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

// The fenced blocks of docs/cli.md's section `heading` ("## encode"), each as its lines.
QList<QStringList> docBlocks(const QString& heading)
{
    QFile f(QStringLiteral(MORPION_DIST_DIR "/../docs/cli.md"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(f.readAll());
    const qsizetype from = text.indexOf(QStringLiteral("\n") + heading);
    const qsizetype to = text.indexOf(QStringLiteral("\n## "), from + 1);
    QList<QStringList> blocks;
    QStringList* block = nullptr;
    for (const QString& line : text.mid(from, to - from).split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral("```"))) {
            if (block) {
                block = nullptr;
            } else {
                blocks.append(QStringList());
                block = &blocks.last();
            }
        } else if (block) {
            block->append(line);
        }
    }
    return blocks;
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

    // docs/cli.md's encode example is what the program prints: the file the example cats,
    // each command after "$ ", and its output (standard output and error) line for line.
    void encodeExample()
    {
        const QList<QStringList> blocks = docBlocks(QStringLiteral("## encode"));
        QVERIFY(!blocks.isEmpty());
        QTemporaryDir dir;
        QString file;
        QStringList written;
        QStringList expected;
        QString command;
        const auto check = [&] {
            if (command.isEmpty())
                return;
            // printf '...' | morpion-cli ARGS, or morpion-cli ARGS.
            QByteArray input;
            QString rest = command;
            if (rest.startsWith(QStringLiteral("printf '"))) {
                const qsizetype end = rest.indexOf(QStringLiteral("' | "));
                input = rest.mid(8, end - 8).replace(QStringLiteral("\\n"), QStringLiteral("\n")).toUtf8();
                rest = rest.mid(end + 4);
            }
            QVERIFY2(rest.startsWith(QStringLiteral("morpion-cli ")), qPrintable(command));
            const CliRun run = runCli(rest.mid(12).split(QLatin1Char(' ')), input, 60000,
                                      [&](QProcess& p) { p.setWorkingDirectory(dir.path()); });
            QStringList shown = run.outLines() + run.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            QCOMPARE(shown, expected);
            command.clear();
            expected.clear();
        };
        for (const QString& line : blocks.first()) {
            if (line.startsWith(QStringLiteral("$ cat "))) {
                file = line.mid(6);
            } else if (line.startsWith(QStringLiteral("$ "))) {
                if (!file.isEmpty()) {
                    QFile out(dir.filePath(file));
                    QVERIFY(out.open(QIODevice::WriteOnly));
                    out.write((written.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8());
                    file.clear();
                }
                check();
                command = line.mid(2);
            } else if (!file.isEmpty()) {
                written << line;
            } else {
                expected << line;
            }
        }
        check();
    }

    // docs/cli.md's bench examples, read in turn, list every figure in the order bench
    // prints them.
    void benchExample()
    {
        const QList<QStringList> blocks = docBlocks(QStringLiteral("## bench"));
        QVERIFY(!blocks.isEmpty());
        QStringList documented;
        for (const QStringList& block : blocks)
            for (const QString& line : block)
                if (!line.startsWith(QStringLiteral("$ ")))
                    documented << line.section(QLatin1Char(':'), 0, 0);
        QStringList printed;
        for (const QString& line : runCli({QStringLiteral("bench"), QStringLiteral("--quick")}).outLines())
            printed << line.section(QLatin1Char(':'), 0, 0);
        QCOMPARE(documented, printed);
    }
};

QTEST_GUILESS_MAIN(TestManual)
#include "tst_manual.moc"
