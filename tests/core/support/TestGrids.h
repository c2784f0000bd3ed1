#pragma once

// Grids for the layer and code suites, read straight from the seed and record files with
// small readers of their own (so that these suites do not depend on core's format code),
// with the shared helpers of TestSupport.h.

#include "core/base/Random.h"
#include "core/rules/MoveText.h"
#include "core/rules/Position.h"
#include "tests/core/support/TestSupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

namespace morpion::test {

// Compares move lists, and formats them only when they differ (that is the slow part).
#define MORPION_COMPARE_MOVES(actual, expected)                                                                                  \
    do {                                                                                                                         \
        const std::vector<Move>& actual_ = (actual);                                                                             \
        const std::vector<Move>& expected_ = (expected);                                                                         \
        if (actual_ != expected_)                                                                                                \
            QCOMPARE(morpion::test::text(actual_), morpion::test::text(expected_));                                              \
    } while (false)

// One layer of seed 000's listing of its 135.
struct TraceLayer {
    int index = 0;
    std::vector<int> numbers; // the 1-based candidate numbers
    std::vector<Move> candidates;
    std::string bits;
    std::vector<Move> taboo; // as listed (arbitrary order)
};

struct Trace {
    std::vector<TraceLayer> layers;
    std::string bits; // the bit string the seed prints after the listing
    std::string code; // and its text
};

// Parses seed 000: "layer k" headers, "n. move: b" candidates, "[move]" taboo moves, then
// the bit string and the code after the listing.
inline Trace readTrace()
{
    const QStringList lines = QString::fromUtf8(readData(QStringLiteral("seed000-135-trace.txt"))).split(QLatin1Char('\n'));
    static const QRegularExpression layerRe(QStringLiteral("^layer (\\d+)$"));
    static const QRegularExpression candRe(QStringLiteral("^(\\d+)\\. (.*): ([01])$"));
    static const QRegularExpression tabooRe(QStringLiteral("^\\[(.*)\\]$"));
    const auto move = [](const QString& s) {
        const auto m = parseMove(s.toStdString(), 5);
        if (!m)
            throw std::runtime_error("bad move in trace: " + s.toStdString());
        return *m;
    };
    Trace trace;
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.startsWith(QStringLiteral("Our binary encoding"))) {
            trace.bits = lines.value(i + 1).trimmed().toStdString();
            for (int j = i + 2; j < lines.size(); ++j) {
                if (lines[j].contains(QStringLiteral("encode this string"))) {
                    trace.code = lines.value(j + 1).trimmed().toStdString();
                    break;
                }
            }
            break;
        }
        if (const auto m = layerRe.match(line); m.hasMatch()) {
            trace.layers.push_back({});
            trace.layers.back().index = m.captured(1).toInt();
        } else if (const auto c = candRe.match(line); c.hasMatch() && !trace.layers.empty()) {
            TraceLayer& l = trace.layers.back();
            l.numbers.push_back(c.captured(1).toInt());
            l.candidates.push_back(move(c.captured(2)));
            l.bits += c.captured(3).toStdString();
        } else if (const auto t = tabooRe.match(line); t.hasMatch() && !trace.layers.empty()) {
            trace.layers.back().taboo.push_back(move(t.captured(1)));
        }
    }
    return trace;
}

// The MSR record's moves (spec §8): H = e, V = s, DP = ne, DN = se; start = (x,y) - pos*step.
inline std::vector<Move> readMsrMoves(const QString& name)
{
    const QJsonObject root = QJsonDocument::fromJson(readData(name)).object();
    std::vector<Move> moves;
    for (const QJsonValue& v : root.value(QStringLiteral("moves")).toArray()) {
        const QJsonObject o = v.toObject();
        const QString d = o.value(QStringLiteral("dir")).toString();
        const Dir dir = d == QLatin1String("H")    ? Dir::E
                        : d == QLatin1String("V")  ? Dir::S
                        : d == QLatin1String("DP") ? Dir::NE
                                                   : Dir::SE;
        const Point p{o.value(QStringLiteral("x")).toInt(), o.value(QStringLiteral("y")).toInt()};
        const int pos = o.value(QStringLiteral("pos")).toInt();
        moves.push_back({p, {{p.x - pos * stepX(dir), p.y - pos * stepY(dir)}, dir}});
    }
    return moves;
}

// A 5-point Pentasol file (spec §8): the reference point stands for (3,3); the line's
// middle point is the new point + off * step.
inline std::vector<Move> readPentasolMoves(const QString& name)
{
    static const QRegularExpression pointRe(QStringLiteral("^\\((-?\\d+),(-?\\d+)\\)\\s*(?:([-|/\\\\])\\s*([+-]?\\d+))?$"));
    std::vector<Move> moves;
    bool haveRef = false;
    Point ref;
    for (const QString& raw : QString::fromUtf8(readData(name)).split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const auto m = pointRe.match(line);
        if (!m.hasMatch())
            throw std::runtime_error("bad Pentasol line: " + line.toStdString());
        const Point at{m.captured(1).toInt(), m.captured(2).toInt()};
        if (!haveRef) {
            ref = at;
            haveRef = true;
            continue;
        }
        const QChar c = m.captured(3).at(0);
        const Dir dir = c == QLatin1Char('-')   ? Dir::E
                        : c == QLatin1Char('|') ? Dir::S
                        : c == QLatin1Char('/') ? Dir::NE
                                                : Dir::SE;
        const int off = m.captured(4).toInt();
        const Point p{at.x - ref.x + 3, at.y - ref.y + 3};
        const Point start{p.x + (off - 2) * stepX(dir), p.y + (off - 2) * stepY(dir)};
        moves.push_back({p, {start, dir}});
    }
    return moves;
}

} // namespace morpion::test
