#pragma once

// What the solver suites (cli.solver, cli.solverstops) share: grids of known size, and the
// outputs of enumerate and solve taken apart.

#include "CliRunner.h"
#include "tests/common/FileTestSupport.h"

#include <QRegularExpression>
#include <QTemporaryDir>

namespace morpion::test {

// The first `moves` moves of Hyyrö and Poranen's 4D 35 in their published order, as a
// move list file in `dir`: solving it takes a few seconds with 10 moves, a tenth of a
// second with 14 (on a loaded machine, about 2 million classes a second).
inline QString game4D(const QTemporaryDir& dir, int moves)
{
    const CliRun listed = runCli({QStringLiteral("examples"), QStringLiteral("4D-hyyroporanen35"), QStringLiteral("--moves")});
    QStringList lines{QStringLiteral("# 4D grid")};
    for (const QString& line : listed.outLines())
        if (!line.startsWith(QLatin1Char('#')) && lines.size() <= moves)
            lines << line;
    const QString path = dir.filePath(QStringLiteral("4D-%1.txt").arg(moves));
    writeBytes(path, (lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8());
    return path;
}

// The output without its "seconds" line, which no two runs share.
inline QString withoutSeconds(const QString& out)
{
    QStringList kept;
    for (const QString& line : out.split(QLatin1Char('\n')))
        if (!line.startsWith(QStringLiteral("seconds\t")))
            kept << line;
    return kept.join(QLatin1Char('\n'));
}

// The value of solve's "key<TAB>value" line, or a null string.
inline QString solveValue(const CliRun& run, const QString& key)
{
    for (const QString& line : run.out.split(QLatin1Char('\n')))
        if (line.startsWith(key + QLatin1Char('\t')))
            return line.mid(key.size() + 1);
    return {};
}

// enumerate's rows below the header, each {moves, positions, classes}.
inline QList<QList<qulonglong>> tableRows(const QString& out)
{
    QList<QList<qulonglong>> rows;
    for (const QString& line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (line.startsWith(QLatin1Char('#')) || line == QStringLiteral("moves\tpositions\tclasses"))
            continue;
        QList<qulonglong> row;
        for (const QString& field : line.split(QLatin1Char('\t')))
            row << field.toULongLong();
        rows << row;
    }
    return rows;
}

// The classes column.
inline QList<qulonglong> classesColumn(const QString& out)
{
    QList<qulonglong> classes;
    for (const QList<qulonglong>& row : tableRows(out))
        classes << row.value(2);
    return classes;
}

} // namespace morpion::test
