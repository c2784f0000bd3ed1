#pragma once

// The rows of the one coordinate limit (coordinateLimit, core/rules/Move.h), which every
// reader checks: formats/tst_coordinatelimit for the grid readers, search/tst_searchcheckpoint
// for the checkpoint. A value is written where a pattern has "V"; up to the limit it is read,
// beyond it the reader refuses it where it stands, with its line and column.

#include "core/base/Error.h"
#include "core/rules/Move.h"

#include <QString>
#include <QTest>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <optional>
#include <string>

namespace morpion::test {

// A text with `value` where "V" stands, and where V stands: its 1-based line and 0-based
// column.
struct Placed {
    std::string text;
    int line = 0;
    std::int64_t column = 0;
};

inline Placed place(std::string pattern, const std::string& value)
{
    Placed p;
    const std::size_t at = pattern.find('V');
    const std::size_t lineStart = pattern.rfind('\n', at);
    p.line = 1 + static_cast<int>(std::count(pattern.begin(), pattern.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
    p.column = static_cast<std::int64_t>(at - (lineStart == std::string::npos ? 0 : lineStart + 1));
    p.text = pattern.replace(at, 1, value);
    return p;
}

// Rows with columns reader, value and refused (refused where the value is written): at the
// limit and minus it, one past either way, the smallest int and 20 digits.
inline void addCoordinateLimitRows(std::initializer_list<const char*> readers)
{
    QTest::addColumn<QString>("reader");
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("refused");
    const QString limit = QString::number(coordinateLimit);
    const QString past = QString::number(std::int64_t{coordinateLimit} + 1);
    for (const char* reader : readers) {
        const QString name = QString::fromLatin1(reader);
        QTest::newRow(qPrintable(name + QStringLiteral(", the limit"))) << name << limit << false;
        QTest::newRow(qPrintable(name + QStringLiteral(", minus the limit"))) << name << QLatin1Char('-') + limit << false;
        QTest::newRow(qPrintable(name + QStringLiteral(", one past"))) << name << past << true;
        QTest::newRow(qPrintable(name + QStringLiteral(", one past below"))) << name << QLatin1Char('-') + past << true;
        QTest::newRow(qPrintable(name + QStringLiteral(", the smallest int"))) << name << QString::number(INT_MIN) << true;
        QTest::newRow(qPrintable(name + QStringLiteral(", 20 digits"))) << name << QStringLiteral("99999999999999999999") << true;
    }
}

// Whether the reader refused the text where the value stands (a syntax error there).
inline bool refusedThere(const std::optional<Error>& error, const Placed& p)
{
    return error && error->kind == ErrorKind::Syntax && error->line == p.line && error->position == p.column;
}

} // namespace morpion::test
