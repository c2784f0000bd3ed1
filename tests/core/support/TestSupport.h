#pragma once

// Small helpers the core suites share: test data files, move lists as text, random games.

#include "core/base/Random.h"
#include "core/rules/MoveText.h"
#include "core/rules/Position.h"
#include "core/rules/Variant.h"

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QStringList>
#include <QTest>

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace morpion::test {

// One row per variant, in a column "variant": for the many tests that hold for all four.
// A template only so that the suite's Q_DECLARE_METATYPE(morpion::Variant), which each
// suite makes itself, is seen where the rows are made.
template <class V = Variant> void addVariantRows()
{
    QTest::addColumn<V>("variant");
    for (const V v : allVariants)
        QTest::newRow(std::string(variantName(v)).c_str()) << v;
}

inline QString dataPath(const QString& name)
{
    return QStringLiteral(MORPION_TEST_DATA "/") + name;
}

// A file below tests/data (e.g. "records/5T-rosin178.msr.json").
inline QByteArray readData(const QString& name)
{
    QFile file(dataPath(name));
    if (!file.open(QIODevice::ReadOnly))
        throw std::runtime_error("cannot read " + dataPath(name).toStdString());
    return file.readAll();
}

inline QString text(const Move& m)
{
    return QString::fromStdString(formatMove(m));
}

inline QString text(const std::vector<Move>& moves)
{
    QStringList out;
    for (const Move& m : moves)
        out << text(m);
    return out.join(QStringLiteral("; "));
}

inline std::vector<Move> sorted(std::vector<Move> moves)
{
    std::sort(moves.begin(), moves.end());
    return moves;
}

// A uniformly random game through the fast interface (legalIds/playId); stops after
// `stopAt` moves when that comes first (-1: never).
inline std::vector<Move> randomGame(Variant v, Random& rng, int stopAt = -1)
{
    Position pos(v);
    while (!pos.isOver() && pos.score() != stopAt) {
        const auto ids = pos.legalIds();
        pos.playId(ids[rng.below(static_cast<std::uint32_t>(ids.size()))]);
    }
    return pos.moves();
}

// The same from a fresh generator with this seed.
inline std::vector<Move> randomGame(Variant v, std::uint64_t seed, int stopAt = -1)
{
    Random rng(seed);
    return randomGame(v, rng, stopAt);
}

// A game played out by Position::playRandom. Its draws differ from randomGame's, so the
// two give other games for the same seed: suites keep the one their cases were made with.
inline std::vector<Move> randomPlayout(Variant v, Random& rng)
{
    Position pos(v);
    pos.playRandom(rng);
    return pos.moves();
}

inline std::vector<Move> randomPlayout(Variant v, std::uint64_t seed)
{
    Random rng(seed);
    return randomPlayout(v, rng);
}

// Rows "<variant> finished" / "<variant> unfinished" with columns variant and finished.
// A template so that it is compiled in the suite, after its Q_DECLARE_METATYPE(Variant).
template <typename V = Variant> void addVariantFinishedRows()
{
    QTest::addColumn<V>("variant");
    QTest::addColumn<bool>("finished");
    for (V v : allVariants) {
        QTest::newRow((std::string(variantName(v)) + " finished").c_str()) << v << true;
        QTest::newRow((std::string(variantName(v)) + " unfinished").c_str()) << v << false;
    }
}

} // namespace morpion::test
