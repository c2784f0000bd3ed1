// The 8 symmetries of the cross (spec §9): they map the cross onto itself and games onto
// games, commute with layering, and give one canonical code per grid up to symmetry.

#include "core/base/Random.h"
#include "core/codes/LayerCode.h"
#include "core/codes/Layers.h"
#include "core/codes/Symmetry.h"
#include "core/rules/Cross.h"
#include "core/rules/Position.h"
#include "tests/core/support/TestSupport.h"

#include <QTest>

#include <algorithm>
#include <map>

using namespace morpion;
using test::randomGame;
using test::sorted;

Q_DECLARE_METATYPE(morpion::Variant)

namespace {

// A game symmetric under `s`: moves are played with all their images under s's powers,
// as long as some such set is legal.
std::vector<Move> symmetricGame(Variant v, Symmetry s, Random& rng)
{
    Position pos(v);
    for (;;) {
        std::vector<Move> legal = pos.legalMoves();
        bool played = false;
        while (!legal.empty() && !played) {
            const std::size_t pick = rng.below(static_cast<std::uint32_t>(legal.size()));
            const Move m = legal[pick];
            legal.erase(legal.begin() + static_cast<std::ptrdiff_t>(pick));
            const int before = pos.score();
            std::vector<Move> orbit{m};
            for (Move x = s.apply(v, m); x != m; x = s.apply(v, x))
                orbit.push_back(x);
            bool ok = true;
            for (const Move& x : orbit)
                ok = ok && pos.play(x);
            if (!ok)
                pos.undoTo(before);
            played = ok;
        }
        if (!played)
            return pos.moves();
    }
}

} // namespace

class TestSymmetry : public QObject {
    Q_OBJECT

private slots:
    void crossMapsOntoItself_data() { test::addVariantRows(); }
    void crossMapsOntoItself()
    {
        QFETCH(Variant, variant);
        const auto cross = crossPoints(variant);
        std::vector<std::vector<Point>> images;
        for (int i = 0; i < Symmetry::count; ++i) {
            std::vector<Point> image;
            for (Point p : cross)
                image.push_back(Symmetry(i).apply(variant, p));
            std::sort(image.begin(), image.end());
            QVERIFY(image == cross);
            // The 8 are different maps: each sends the point (1,0) somewhere else.
            images.push_back({Symmetry(i).apply(variant, Point{1, 0})});
        }
        std::sort(images.begin(), images.end());
        QVERIFY(std::adjacent_find(images.begin(), images.end()) == images.end());
    }

    void orientation()
    {
        // Spec order; with y downward, index 5 turns clockwise: top-left goes top-right.
        QCOMPARE(Symmetry(0).apply(Point{2, 1}, 9), (Point{2, 1}));
        QCOMPARE(Symmetry(5).apply(Point{0, 0}, 9), (Point{9, 0}));
        QCOMPARE(Symmetry(6).apply(Point{0, 0}, 9), (Point{0, 9}));
        QCOMPARE(Symmetry(3).apply(Point{1, 2}, 6), (Point{5, 4}));
        QCOMPARE(Symmetry(7).apply(Point{1, 2}, 9), (Point{7, 8}));
        QStringList names;
        for (int i = 0; i < Symmetry::count; ++i)
            names << QString::fromLatin1(Symmetry(i).name().data(), qsizetype(Symmetry(i).name().size()));
        names.removeDuplicates();
        QCOMPARE(names.size(), Symmetry::count);
    }

    void groupLaws()
    {
        const std::vector<Point> probes = {{0, 0}, {1, 0}, {3, 7}, {-2, 5}, {11, -4}};
        for (int w : {6, 9}) {
            for (int i = 0; i < Symmetry::count; ++i) {
                const Symmetry s(i);
                QCOMPARE(s.then(s.inverse()), Symmetry(0));
                QCOMPARE(s.inverse().then(s), Symmetry(0));
                for (int j = 0; j < Symmetry::count; ++j) {
                    const Symmetry t(j);
                    for (Point p : probes)
                        QCOMPARE(s.then(t).apply(p, w), t.apply(s.apply(p, w), w));
                }
            }
        }
    }

    void linesAndMoves_data() { test::addVariantRows(); }
    void linesAndMoves()
    {
        QFETCH(Variant, variant);
        const int n = lineLength(variant);
        const auto moves = randomGame(variant, 3);
        for (int i = 0; i < Symmetry::count; ++i) {
            const Symmetry s(i);
            for (const Move& m : moves) {
                const Move image = s.apply(variant, m);
                QVERIFY(image.offsetInLine(n) >= 0);
                // The image line covers exactly the images of the line's points.
                std::vector<Point> a, b;
                for (int k = 0; k < n; ++k) {
                    a.push_back(s.apply(variant, m.line.at(k)));
                    b.push_back(image.line.at(k));
                }
                std::sort(a.begin(), a.end());
                QVERIFY(a == b); // the first point is the smallest one
                QCOMPARE(s.inverse().apply(variant, image), m);
            }
        }
    }

    // Images of games are games: replayed in the same order, every move is legal, and the
    // end has as many legal moves left.
    void imagesAreGames_data() { test::addVariantRows(); }
    void imagesAreGames()
    {
        QFETCH(Variant, variant);
        for (int g = 0; g < 10; ++g) {
            const auto moves = randomGame(variant, 100 + static_cast<std::uint64_t>(g), g % 2 ? -1 : 12);
            Position original(variant);
            for (const Move& m : moves)
                original.play(m);
            for (int i = 0; i < Symmetry::count; ++i) {
                Position pos(variant);
                for (const Move& m : Symmetry(i).apply(variant, moves))
                    QVERIFY(pos.play(m));
                QCOMPARE(pos.legalCount(), original.legalCount());
            }
        }
    }

    // Layering commutes with the symmetries: same taken count in every layer, same bits,
    // so all 8 codes have the same length; and the image of layer k is layer k.
    void layeringCommutes_data() { test::addVariantRows(); }
    void layeringCommutes()
    {
        QFETCH(Variant, variant);
        for (int g = 0; g < 12; ++g) {
            const auto moves = randomGame(variant, 200 + static_cast<std::uint64_t>(g), g % 3 ? -1 : 20);
            const auto base = layerGrid(variant, moves);
            QVERIFY(base.ok());
            const std::string code = encodeLayerCode(*base);
            for (int i = 1; i < Symmetry::count; ++i) {
                const Symmetry s(i);
                const auto image = layerGrid(variant, s.apply(variant, moves));
                QVERIFY(image.ok());
                QCOMPARE(image->layers.size(), base->layers.size());
                QCOMPARE(image->bitCount(), base->bitCount());
                for (std::size_t k = 0; k < base->layers.size(); ++k) {
                    QCOMPARE(image->layers[k].takenCount(), base->layers[k].takenCount());
                    QVERIFY(sorted(s.apply(variant, base->layers[k].takenMoves())) == image->layers[k].takenMoves());
                    QVERIFY(sorted(s.apply(variant, base->layers[k].candidates)) == image->layers[k].candidates);
                }
                QCOMPARE(encodeLayerCode(*image).size(), code.size());
            }
        }
    }

    void compareCodes_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<int>("sign");
        QTest::newRow("equal") << "Ab+/"
                               << "Ab+/" << 0;
        QTest::newRow("Z before a, as in ASCII") << "Z"
                                                 << "a" << -1;
        QTest::newRow("digits after letters, unlike ASCII") << "9"
                                                            << "a" << 1;
        QTest::newRow("plus after digits") << "+"
                                           << "9" << 1;
        QTest::newRow("slash last, unlike ASCII") << "/"
                                                  << "+" << 1;
        QTest::newRow("A is zero") << "AAB"
                                   << "AAA" << 1;
        QTest::newRow("first difference decides") << "Bz"
                                                  << "Ca" << -1;
        QTest::newRow("prefix first") << "AB"
                                      << "ABA" << -1;
        QTest::newRow("bad character last") << "A!"
                                            << "A/" << 1;
    }
    void compareCodes()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(int, sign);
        const int c = morpion::compareCodes(a.toStdString(), b.toStdString());
        QCOMPARE((c > 0) - (c < 0), sign);
        const int r = morpion::compareCodes(b.toStdString(), a.toStdString());
        QCOMPARE((r > 0) - (r < 0), -sign);
    }

    // The canonical code is the same for all 8 images, is the smallest of their codes, and
    // decodes to one of the images.
    void canonicalCode_data() { test::addVariantRows(); }
    void canonicalCode()
    {
        QFETCH(Variant, variant);
        for (int g = 0; g < 12; ++g) {
            const auto moves = randomGame(variant, 300 + static_cast<std::uint64_t>(g), g % 4 ? -1 : 15);
            const auto canon = morpion::canonicalCode(variant, moves);
            QVERIFY(canon.ok());
            for (int i = 0; i < Symmetry::count; ++i) {
                const auto image = Symmetry(i).apply(variant, moves);
                const auto other = morpion::canonicalCode(variant, image);
                QVERIFY(other.ok());
                QCOMPARE(other->code, canon->code);
                QVERIFY(morpion::compareCodes(canon->code, encodeLayerCode(variant, image).value()) <= 0);
            }
            QCOMPARE(encodeLayerCode(variant, canon->symmetry.apply(variant, moves)).value(), canon->code);
            const auto decoded = decodeLayerCode(variant, canon->code);
            QVERIFY(decoded.ok());
            QVERIFY(sorted(decoded->movesInOrder()) == sorted(canon->symmetry.apply(variant, moves)));
        }
    }

    // Differential: the fast canonical code (first layers first) equals the plain
    // definition, code and symmetry, on random games of every length and on grids that
    // are symmetric themselves (where several images tie and the lowest index wins).
    void canonicalEqualsAllImages_data() { test::addVariantRows(); }
    void canonicalEqualsAllImages()
    {
        QFETCH(Variant, variant);
        Random rng(4100 + static_cast<std::uint64_t>(variant));
        std::vector<std::vector<Move>> grids;
        grids.push_back({}); // the cross alone: all 8 images tie
        for (int g = 0; g < 300; ++g) {
            const int stop = g % 3 == 0 ? -1 : static_cast<int>(rng.below(g % 3 == 1 ? 6 : 60));
            grids.push_back(randomGame(variant, 5000 + static_cast<std::uint64_t>(g), stop));
        }
        for (int g = 0; g < 60; ++g)
            grids.push_back(symmetricGame(variant, Symmetry(1 + g % 7), rng));
        int ties = 0;
        for (const auto& grid : grids) {
            const auto fast = morpion::canonicalCode(variant, grid);
            const auto plain = canonicalCodeByAllImages(variant, grid);
            QVERIFY(fast.ok() && plain.ok());
            QCOMPARE(fast->code, plain->code);
            QCOMPARE(fast->symmetry.index(), plain->symmetry.index());
            for (int i = 0; i < Symmetry::count; ++i)
                ties += i != plain->symmetry.index() &&
                        encodeLayerCode(variant, Symmetry(i).apply(variant, grid)).value() == plain->code;
        }
        QVERIFY(ties > 0); // the rows did reach the case of several smallest images
    }

    // An invalid grid gets the plain definition's error, whatever the fast path saw.
    void canonicalErrors_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("a move twice") << int(ErrorKind::DuplicateMove);
        QTest::newRow("a point off its line") << int(ErrorKind::IllegalMove);
        QTest::newRow("a move never reached") << int(ErrorKind::UnreachableMove);
    }
    void canonicalErrors()
    {
        QFETCH(int, kind);
        std::vector<Move> grid = randomGame(Variant::T5, 77, 40);
        if (kind == int(ErrorKind::DuplicateMove))
            grid.push_back(grid[3]);
        else if (kind == int(ErrorKind::IllegalMove))
            grid[5].point.x += 7;
        else
            grid.push_back(Move{{40, 40}, {{40, 40}, Dir::E}});
        const auto fast = morpion::canonicalCode(Variant::T5, grid);
        const auto plain = canonicalCodeByAllImages(Variant::T5, grid);
        QVERIFY(!fast.ok() && !plain.ok());
        QCOMPARE(int(fast.error().kind), kind);
        QCOMPARE(fast.error().message(), plain.error().message());
    }

    void canonicalOfRecord()
    {
        // Rosin's 178 (spec §5 vector): its canonical code is no larger than its code, and
        // the grid is not symmetric under every map (its 8 codes are not all equal).
        const std::string code = "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw";
        const auto grid = decodeLayerCode(Variant::T5, code);
        QVERIFY(grid.ok());
        const auto moves = grid->movesInOrder();
        const auto canon = morpion::canonicalCode(Variant::T5, moves);
        QVERIFY(canon.ok());
        QVERIFY(morpion::compareCodes(canon->code, code) <= 0);
        QCOMPARE(canon->code.size(), code.size());
        std::map<std::string, int> distinct;
        for (int i = 0; i < Symmetry::count; ++i)
            ++distinct[encodeLayerCode(Variant::T5, Symmetry(i).apply(Variant::T5, moves)).value()];
        QVERIFY(distinct.size() > 1);
        QCOMPARE(distinct.begin()->first.size(), code.size());
    }

    void samePoints_data() { test::addVariantRows(); }
    void samePoints()
    {
        QFETCH(Variant, variant);
        const auto a = randomGame(variant, 41);
        const auto b = randomGame(variant, 42);
        for (int i = 0; i < Symmetry::count; ++i) {
            QVERIFY(morpion::samePoints(variant, a, Symmetry(i).apply(variant, a)));
            QVERIFY(canonicalPoints(variant, a) == canonicalPoints(variant, Symmetry(i).apply(variant, a)));
        }
        QVERIFY(!morpion::samePoints(variant, a, b));
        QVERIFY(canonicalPoints(variant, a) != canonicalPoints(variant, b));
        QVERIFY(!morpion::samePoints(variant, a, std::vector<Move>(a.begin(), a.end() - 1)));
    }

    // Two grids with the same points and different lines: the same points, but not the
    // same grid up to symmetry. Found by playing until two legal moves share a point.
    void samePointsDifferentLines_data() { test::addVariantRows(); }
    void samePointsDifferentLines()
    {
        QFETCH(Variant, variant);
        Random rng(9);
        for (int attempt = 0; attempt < 200; ++attempt) {
            Position pos(variant);
            while (!pos.isOver()) {
                const auto legal = pos.legalMoves();
                for (std::size_t i = 0; i + 1 < legal.size(); ++i) {
                    if (legal[i].point != legal[i + 1].point)
                        continue;
                    auto a = pos.moves();
                    auto b = a;
                    a.push_back(legal[i]);
                    b.push_back(legal[i + 1]);
                    QVERIFY(morpion::samePoints(variant, a, b));
                    QVERIFY(canonicalPoints(variant, a) == canonicalPoints(variant, b));
                    // Equal canonical codes exactly when one grid is an image of the other
                    // (possible when the point lies on an axis of a symmetric position).
                    bool image = false;
                    for (int s = 0; s < Symmetry::count; ++s)
                        image = image || sorted(Symmetry(s).apply(variant, a)) == sorted(b);
                    QCOMPARE(morpion::canonicalCode(variant, a)->code == morpion::canonicalCode(variant, b)->code, image);
                    if (!image)
                        return;
                }
                const auto ids = pos.legalIds();
                pos.playId(ids[rng.below(static_cast<std::uint32_t>(ids.size()))]);
            }
        }
        QFAIL("no two legal moves with the same point were found");
    }
};

QTEST_APPLESS_MAIN(TestSymmetry)
#include "tst_symmetry.moc"
