// Dependencies: which move needs which (its line passes through the other's point), and
// the cones, against a plain reference that asks the question of every pair.

#include "core/rules/Dependencies.h"
#include "tests/core/support/TestGrids.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace morpion;

Q_DECLARE_METATYPE(morpion::Variant)

namespace {

// needs[j] = every i whose point lies on j's line, by looking at every pair.
std::vector<std::vector<int>> referenceNeeds(Variant v, const std::vector<Move>& grid)
{
    std::vector<std::vector<int>> needs(grid.size());
    for (std::size_t j = 0; j < grid.size(); ++j)
        for (std::size_t i = 0; i < grid.size(); ++i)
            for (int k = 0; k < lineLength(v); ++k)
                if (i != j && grid[j].line.at(k) == grid[i].point)
                    needs[j].push_back(static_cast<int>(i));
    return needs;
}

// The closure by repeated sweeps until nothing changes: slow and plainly right.
std::vector<int> referenceCone(const std::vector<std::vector<int>>& needs, int from, bool upward)
{
    std::set<int> in{from};
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t j = 0; j < needs.size(); ++j)
            for (const int i : needs[j]) {
                const int a = upward ? i : static_cast<int>(j); // a in the set brings b
                const int b = upward ? static_cast<int>(j) : i;
                if (in.count(a) && !in.count(b)) {
                    in.insert(b);
                    changed = true;
                }
            }
    }
    in.erase(from);
    return {in.begin(), in.end()};
}

std::vector<int> asVector(std::span<const int> s)
{
    return {s.begin(), s.end()};
}

} // namespace

class TestDependencies : public QObject {
    Q_OBJECT

private slots:
    void matchesReference_data() { test::addVariantFinishedRows(); }
    void matchesReference()
    {
        QFETCH(Variant, variant);
        QFETCH(bool, finished);
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            Random rng(seed * 7919 + static_cast<std::uint64_t>(variant));
            std::vector<Move> grid = test::randomGame(variant, rng, finished ? -1 : 5 + static_cast<int>(seed) * 3);
            // Any order will do: shuffle, so that indices are not play order.
            for (std::size_t i = grid.size(); i > 1; --i)
                std::swap(grid[i - 1], grid[rng.below(static_cast<std::uint32_t>(i))]);
            const auto deps = Dependencies::of(variant, grid);
            QVERIFY2(deps.ok(), deps.ok() ? "" : deps.error().message().c_str());
            QCOMPARE(deps->size(), static_cast<int>(grid.size()));
            const auto needs = referenceNeeds(variant, grid);
            std::vector<std::vector<int>> neededBy(grid.size());
            for (std::size_t j = 0; j < grid.size(); ++j)
                for (const int i : needs[j])
                    neededBy[static_cast<std::size_t>(i)].push_back(static_cast<int>(j));
            for (std::size_t m = 0; m < grid.size(); ++m) {
                const int i = static_cast<int>(m);
                QCOMPARE(asVector(deps->needs(i)), needs[m]);
                QCOMPARE(asVector(deps->neededBy(i)), neededBy[m]);
                QCOMPARE(deps->needsCone(i), referenceCone(needs, i, false));
                QCOMPARE(deps->neededByCone(i), referenceCone(needs, i, true));
            }
        }
    }

    // The first move of a grid needs nothing; in the 178 every later move rests on something.
    void record178()
    {
        const auto grid = test::readMsrMoves(QStringLiteral("records/5T-rosin178.msr.json"));
        const auto deps = Dependencies::of(Variant::T5, grid);
        QVERIFY(deps.ok());
        QCOMPARE(deps->size(), 178);
        QVERIFY(deps->needs(0).empty());
        // Removing the first move takes most of the grid: the record is one tall tower.
        const int first = 0;
        const auto all = deps->removalSet(std::span<const int>(&first, 1));
        QCOMPARE(all.front(), 0);
        QCOMPARE(static_cast<int>(all.size()), 1 + static_cast<int>(deps->neededByCone(0).size()));
        // The last move needs something and nothing needs it.
        QVERIFY(!deps->needs(177).empty());
        QVERIFY(deps->neededBy(177).empty());
    }

    void removalSetIsTheUnionOfCones()
    {
        const auto grid = test::randomGame(Variant::T5, 99);
        const auto deps = Dependencies::of(Variant::T5, grid);
        QVERIFY(deps.ok());
        const std::vector<int> from{3, 10, 10, 40};
        std::set<int> expected(from.begin(), from.end());
        for (const int m : from)
            for (const int c : deps->neededByCone(m))
                expected.insert(c);
        QCOMPARE(deps->removalSet(from), std::vector<int>(expected.begin(), expected.end()));
    }

    void rejectsBadGrids_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("position");
        // (4,3) is not a point of the 5T cross, so this line has a hole.
        QTest::newRow("point missing") << QStringLiteral("5, 3 – (4,3,e)") << static_cast<int>(ErrorKind::IllegalMove) << 0;
        QTest::newRow("point not on line") << QStringLiteral("2, 2 – (3,6,s)") << static_cast<int>(ErrorKind::IllegalMove) << 0;
        QTest::newRow("point twice") << QStringLiteral("2, 2 – (0,4,ne)\n2, 2 – (2,2,s)")
                                     << static_cast<int>(ErrorKind::DuplicateMove) << 1;
        QTest::newRow("on the cross") << QStringLiteral("3, 0 – (3,0,s)") << static_cast<int>(ErrorKind::DuplicateMove) << 0;
    }
    void rejectsBadGrids()
    {
        QFETCH(QString, text);
        QFETCH(int, kind);
        QFETCH(int, position);
        std::vector<Move> grid;
        for (const QString& line : text.split(QLatin1Char('\n'))) {
            // Built by hand, since parseMove refuses a point off its line.
            const auto parsed = parseMove(line.toStdString(), 5);
            if (parsed) {
                grid.push_back(*parsed);
            } else {
                grid.push_back({{2, 2}, {{3, 6}, Dir::S}});
            }
        }
        const auto deps = Dependencies::of(Variant::T5, grid);
        QVERIFY(!deps.ok());
        QCOMPARE(static_cast<int>(deps.error().kind), kind);
        QCOMPARE(deps.error().position, static_cast<std::int64_t>(position));
    }
};

QTEST_APPLESS_MAIN(TestDependencies)
#include "tst_dependencies.moc"
