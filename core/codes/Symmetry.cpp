#include "core/codes/Symmetry.h"

#include "core/codes/Alphabet.h"
#include "core/codes/LayerCode.h"
#include "core/codes/LayerCoder.h"
#include "core/rules/Position.h"

#include <algorithm>
#include <array>

namespace morpion {

std::string_view Symmetry::name() const
{
    static constexpr std::string_view names[count] = {"identity",
                                                      "mirror left-right",
                                                      "mirror top-bottom",
                                                      "half turn",
                                                      "main diagonal",
                                                      "quarter turn clockwise",
                                                      "quarter turn counter-clockwise",
                                                      "anti-diagonal"};
    return names[index_];
}

Point Symmetry::apply(Point p, int w) const
{
    switch (index_) {
    case 0: return {p.x, p.y};
    case 1: return {w - p.x, p.y};
    case 2: return {p.x, w - p.y};
    case 3: return {w - p.x, w - p.y};
    case 4: return {p.y, p.x};
    case 5: return {w - p.y, p.x};
    case 6: return {p.y, w - p.x};
    default: return {w - p.y, w - p.x};
    }
}

Line Symmetry::apply(Variant v, const Line& l) const
{
    const int n = lineLength(v);
    const int w = crossWidth(v);
    Point a = apply(l.at(0), w);
    Point b = apply(l.at(n - 1), w);
    // The first point of a line is its west end, or its north end when vertical.
    if (b < a)
        std::swap(a, b);
    const int dx = (b.x - a.x) / (n - 1);
    const int dy = (b.y - a.y) / (n - 1);
    Dir d = Dir::S;
    if (dx == 1)
        d = dy < 0 ? Dir::NE : dy == 0 ? Dir::E : Dir::SE;
    return {a, d};
}

Move Symmetry::apply(Variant v, const Move& m) const
{
    return {apply(m.point, crossWidth(v)), apply(v, m.line)};
}

std::vector<Move> Symmetry::apply(Variant v, const std::vector<Move>& moves) const
{
    std::vector<Move> out;
    out.reserve(moves.size());
    for (const Move& m : moves)
        out.push_back(apply(v, m));
    return out;
}

namespace {

// Where each symmetry sends two test points decides it; compose by applying.
Symmetry identify(Point a, Point b, int w)
{
    for (int i = 0; i < Symmetry::count; ++i)
        if (Symmetry(i).apply(Point{1, 0}, w) == a && Symmetry(i).apply(Point{0, 2}, w) == b)
            return Symmetry(i);
    return Symmetry(0);
}

} // namespace

Symmetry Symmetry::inverse() const
{
    switch (index_) {
    case 5: return Symmetry(6);
    case 6: return Symmetry(5);
    default: return *this; // reflections and the half turn undo themselves
    }
}

Symmetry Symmetry::then(Symmetry next) const
{
    constexpr int w = 9; // any width works; the group is the same
    return identify(next.apply(apply(Point{1, 0}, w), w), next.apply(apply(Point{0, 2}, w), w), w);
}

int compareCodes(std::string_view a, std::string_view b)
{
    const std::size_t n = std::min(a.size(), b.size());
    for (std::size_t i = 0; i < n; ++i) {
        int va = alphabetValue(a[i]), vb = alphabetValue(b[i]);
        if (va < 0)
            va = 64;
        if (vb < 0)
            vb = 64;
        if (va != vb)
            return va < vb ? -1 : 1;
    }
    return a.size() < b.size() ? -1 : a.size() > b.size() ? 1 : 0;
}

Result<CanonicalCode> canonicalCodeByAllImages(Variant v, const std::vector<Move>& grid)
{
    CanonicalCode best;
    for (int i = 0; i < Symmetry::count; ++i) {
        const Symmetry s(i);
        auto code = encodeLayerCode(v, s.apply(v, grid));
        if (!code)
            return code.error();
        if (i == 0 || compareCodes(*code, best.code) < 0) {
            best.code = std::move(code).value();
            best.symmetry = s;
        }
    }
    return best;
}

namespace {

// The first layer of every image: the legal moves of the cross, which the symmetries map
// onto themselves. An image's first-layer bits are which of them the image grid holds:
// bit j of image s says whether s^-1(moves[j]) is in the grid.
struct FirstLayer {
    std::vector<Move> moves;                            // in canonical order
    std::array<std::vector<int>, Symmetry::count> from; // from[s][j]: index of s^-1(moves[j])
    Point low, high;                                    // the box of their points

    explicit FirstLayer(Variant v)
    {
        moves = Position(v).legalMoves();
        low = high = moves.front().point;
        for (const Move& m : moves) {
            low = {std::min(low.x, m.point.x), std::min(low.y, m.point.y)};
            high = {std::max(high.x, m.point.x), std::max(high.y, m.point.y)};
        }
        for (int s = 0; s < Symmetry::count; ++s) {
            const Symmetry back = Symmetry(s).inverse();
            for (const Move& m : moves)
                from[static_cast<std::size_t>(s)].push_back(indexOf(back.apply(v, m)));
        }
    }
    int indexOf(const Move& m) const
    {
        if (m.point.x < low.x || m.point.y < low.y || m.point.x > high.x || m.point.y > high.y)
            return -1;
        const auto it = std::find(moves.begin(), moves.end(), m);
        return it == moves.end() ? -1 : static_cast<int>(it - moves.begin());
    }
};

const FirstLayer& firstLayer(Variant v)
{
    static const std::array<FirstLayer, 4> layers{FirstLayer(Variant::T5), FirstLayer(Variant::D5), FirstLayer(Variant::T4),
                                                  FirstLayer(Variant::D4)};
    return layers[static_cast<std::size_t>(v)];
}

} // namespace

Result<CanonicalCode> canonicalCode(Variant v, const std::vector<Move>& grid)
{
    // The images' codes nearly always differ within the first layer, whose bits come
    // straight from the grid: only the images with the smallest first layer are encoded,
    // the second and later ones only until they are sure to sort after the best so far
    // (LayerCoder::encodeUntil). That holds for a valid grid; an invalid one is invalid
    // in every image, and its error is the plain definition's.
    const FirstLayer& first = firstLayer(v);
    const std::size_t count = first.moves.size();
    std::vector<std::uint8_t> held(count, 0);
    for (const Move& m : grid)
        if (const int k = first.indexOf(m); k >= 0)
            held[static_cast<std::size_t>(k)] = 1;
    // Each image's first layer as a number, first bit highest: ordered like the codes'
    // first `count` bits (the first 64 when there are more: still a valid order).
    struct Image {
        std::uint64_t start = 0;
        int index = 0;
    };
    std::array<Image, Symmetry::count> images;
    for (int s = 0; s < Symmetry::count; ++s) {
        Image& image = images[static_cast<std::size_t>(s)];
        image.index = s;
        for (std::size_t j = 0; j < count && j < 64; ++j)
            image.start = image.start << 1 | held[static_cast<std::size_t>(first.from[static_cast<std::size_t>(s)][j])];
    }
    // By start, then index: equal codes have equal starts, so of those the lowest index
    // comes first and stays the best.
    std::stable_sort(images.begin(), images.end(), [](const Image& a, const Image& b) { return a.start < b.start; });

    LayerCoder& coder = LayerCoder::forThread(v);
    constexpr std::size_t all = static_cast<std::size_t>(-1);
    thread_local std::vector<Move> image;
    const auto imageOf = [&](int s) -> const std::vector<Move>& {
        image.resize(grid.size());
        for (std::size_t k = 0; k < grid.size(); ++k)
            image[k] = Symmetry(s).apply(v, grid[k]);
        return image;
    };
    CanonicalCode best;
    best.symmetry = Symmetry(images[0].index);
    if (auto full = coder.encodeUntil(imageOf(images[0].index), nullptr, all, best.code); !full)
        return canonicalCodeByAllImages(v, grid);
    std::string code;
    for (std::size_t k = 1; k < images.size() && images[k].start == images[0].start; ++k) {
        auto full = coder.encodeUntil(imageOf(images[k].index), &best.code, all, code);
        if (!full)
            return canonicalCodeByAllImages(v, grid);
        if (*full && compareCodes(code, best.code) < 0) {
            best.code = code;
            best.symmetry = Symmetry(images[k].index);
        }
    }
    return best;
}

namespace {

std::vector<Point> imagePoints(Variant v, Symmetry s, const std::vector<Move>& grid)
{
    std::vector<Point> pts;
    pts.reserve(grid.size());
    const int w = crossWidth(v);
    for (const Move& m : grid)
        pts.push_back(s.apply(m.point, w));
    std::sort(pts.begin(), pts.end());
    return pts;
}

} // namespace

std::vector<Point> canonicalPoints(Variant v, const std::vector<Move>& grid)
{
    std::vector<Point> best = imagePoints(v, Symmetry(0), grid);
    for (int i = 1; i < Symmetry::count; ++i) {
        auto pts = imagePoints(v, Symmetry(i), grid);
        if (pts < best)
            best = std::move(pts);
    }
    return best;
}

bool samePoints(Variant v, const std::vector<Move>& a, const std::vector<Move>& b)
{
    if (a.size() != b.size())
        return false;
    const auto pa = imagePoints(v, Symmetry(0), a);
    for (int i = 0; i < Symmetry::count; ++i)
        if (imagePoints(v, Symmetry(i), b) == pa)
            return true;
    return false;
}

} // namespace morpion
