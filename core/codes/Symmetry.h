#pragma once

#include "core/base/Error.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <string>
#include <string_view>
#include <vector>

namespace morpion {

// One of the 8 transformations of the cross's bounding box that map the cross onto itself
// (spec §9), numbered in the spec's order, with w = crossWidth(variant):
//   0 (x,y) identity          1 (w-x,y) mirror left-right   2 (x,w-y) mirror top-bottom
//   3 (w-x,w-y) half turn     4 (y,x) main diagonal         5 (w-y,x) quarter turn clockwise
//   6 (y,w-x) quarter turn counter-clockwise                7 (w-y,w-x) anti-diagonal
// (clockwise as seen on screen, where y grows downward).
class Symmetry {
public:
    static constexpr int count = 8;

    constexpr Symmetry() = default;
    constexpr explicit Symmetry(int index)
        : index_(index & 7)
    {}

    constexpr int index() const { return index_; }
    std::string_view name() const; // "identity", "mirror left-right", ...

    Point apply(Point p, int width) const;
    Point apply(Variant v, Point p) const { return apply(p, crossWidth(v)); }
    // A line is renamed by its new first point and its direction of spec §1.
    Line apply(Variant v, const Line& l) const;
    Move apply(Variant v, const Move& m) const;
    std::vector<Move> apply(Variant v, const std::vector<Move>& moves) const;

    Symmetry inverse() const;
    // First this, then `next`: what a view does when the user rotates a rotated view.
    Symmetry then(Symmetry next) const;

    friend constexpr bool operator==(Symmetry a, Symmetry b) { return a.index_ == b.index_; }
    friend constexpr bool operator!=(Symmetry a, Symmetry b) { return a.index_ != b.index_; }

private:
    int index_ = 0;
};

// Orders codes as bit strings, by the 6-bit values of their characters (not ASCII order):
// negative, zero or positive. Characters outside the alphabet sort after every value.
int compareCodes(std::string_view a, std::string_view b);

// The canonical code of a grid: the smallest of the codes of its 8 images, and the
// symmetry that gives it (the lowest index when several do). Errors as layerGrid().
struct CanonicalCode {
    std::string code;
    Symmetry symmetry;
};
// Decides from the images' first layers which ones can be smallest, and encodes only
// those in full: about the cost of two encodings instead of eight.
Result<CanonicalCode> canonicalCode(Variant v, const std::vector<Move>& grid);
// The same by encoding all 8 images in full: the plain definition, which the fast one is
// tested against.
Result<CanonicalCode> canonicalCodeByAllImages(Variant v, const std::vector<Move>& grid);

// The grid's new points (the cross is the same in every image), sorted, in the image
// where this sorted list is smallest: equal for two grids exactly when they have the same
// points up to symmetry, whatever their lines. A key for grouping.
std::vector<Point> canonicalPoints(Variant v, const std::vector<Move>& grid);

// True when some symmetry maps the points of `a` onto those of `b`.
bool samePoints(Variant v, const std::vector<Move>& a, const std::vector<Move>& b);

} // namespace morpion
