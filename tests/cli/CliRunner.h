#pragma once

// Runs the real morpion-cli binary (MORPION_CLI, set by tests/cli/CMakeLists.txt) the way a
// script would, and collects what it printed.

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTest>

#include <functional>

namespace morpion::test {

struct CliRun {
    int exitCode = -1; // -1 when the process crashed, hung or did not start
    bool crashed = false;
    bool timedOut = false;
    QString out; // standard output, UTF-8
    QString err; // standard error, UTF-8

    QStringList outLines() const { return out.split(QLatin1Char('\n'), Qt::SkipEmptyParts); }
    // The value of a "key: value" line of standard output, or a null string.
    QString value(const QString& key) const
    {
        const QString prefix = key + QStringLiteral(": ");
        for (const QString& line : out.split(QLatin1Char('\n')))
            if (line.startsWith(prefix))
                return line.mid(prefix.size());
        return {};
    }
};

// `setup` prepares the process before it starts (limits, redirections).
inline CliRun runCli(const QStringList& args, const QByteArray& input = {}, int timeoutMs = 60000,
                     const std::function<void(QProcess&)>& setup = {})
{
    CliRun run;
    QProcess process;
    process.setProgram(QStringLiteral(MORPION_CLI));
    process.setArguments(args);
    if (setup)
        setup(process);
    process.start();
    if (!process.waitForStarted()) {
        run.err = process.errorString();
        return run;
    }
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        run.timedOut = true;
        process.kill();
        process.waitForFinished();
    }
    run.crashed = process.exitStatus() == QProcess::CrashExit;
    if (!run.crashed && !run.timedOut)
        run.exitCode = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// The spec's test vectors (MORPION.md section 5 and 7).
inline const QString code135 = QStringLiteral("BBYqjXKmCREUk9zxEuXW3nx3v/u/x/JvuX+9P70");
inline const QString code160 = QStringLiteral("rERATctK6xgRY2YUwXTPWszMv3vd73c9zvV627392+/3t");
inline const QString code178 = QStringLiteral("LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw");
inline const QString code82 = QStringLiteral("LG4VXOFJjGWQMXhsY7aRf+/97Y"); // 5D
inline const QString number135 = QStringLiteral("Dyi6lZ/DpXJdmwpM9ND9td/cpxNSy80Tz1APQmAFu5EpW+wmY4K+nhZPSaDjprNP8wS6z7");
inline const QString number135First50 = QStringLiteral("CPdgnPwAGw/VDDKNT7XfoicfEU/cgnP8wS6z7");

// Data rows (variant, code): the four codes above with their variants.
inline void addSpecCodeRows()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("code");
    QTest::newRow("135") << "5T" << code135;
    QTest::newRow("160") << "5T" << code160;
    QTest::newRow("178") << "5T" << code178;
    QTest::newRow("82 (5D)") << "5D" << code82;
}

} // namespace morpion::test
