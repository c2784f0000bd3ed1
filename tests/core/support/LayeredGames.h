#pragma once

// Grids of every variant with their layer codes, and the comparison of two games with their
// layering (core/codes/LayeredGame): codes/tst_layeredgame plays them on the codes floor,
// formats/tst_gridreader checks that the reader hands their layering on.

#include "core/codes/LayerCode.h"
#include "core/codes/LayeredGame.h"

#include <QTest>

#include <cstddef>
#include <string_view>

namespace morpion::test {

// A grid as a text the reader takes ("5D:" names the variant; none: 5T), finished and
// unfinished (the empty one too).
struct CodedGrid {
    Variant variant;
    const char* text;
    // The code without the variant's name.
    std::string_view code() const
    {
        const std::string_view t(text);
        const std::size_t colon = t.find(':');
        return colon == std::string_view::npos ? t : t.substr(colon + 1);
    }
};
inline constexpr CodedGrid codedGrids[] = {
    {Variant::T5, "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw"}, // 5T 178, finished
    {Variant::T5, "BBYqjXKmCREUk9zxEuXW3nx3v/u/x/JvuX+9P70"},              // 5T 135
    {Variant::D5, "5D:LG4VXOFJjGWQMXhsY7aRf+/97Y"},                        // 5D 82
    {Variant::T4, "4T:C0mESiqv75tz9v7/2"},                                 // 4T
    {Variant::D4, "4D:hkIIRFn6M2n4"},                                      // 4D
    {Variant::T5, "AAAA"},                                                 // 5T, nothing taken
    {Variant::D5, "5D:LG4VXOF"},                                           // 5D, unfinished
};

// Rows named after the grid's text, with its index in codedGrids in a column "grid".
inline void addCodedGridRows()
{
    QTest::addColumn<int>("grid");
    for (int i = 0; i < int(std::size(codedGrids)); ++i)
        QTest::newRow(codedGrids[i].text) << i;
}

// The same game, the same layering, the same moves left, the same views.
inline void compareGames(const LayeredGame& a, const LayeredGame& b)
{
    QCOMPARE(a.variant, b.variant);
    QCOMPARE(a.moves, b.moves);
    QCOMPARE(a.layerOf, b.layerOf);
    QCOMPARE(a.legal, b.legal);
    QCOMPARE(encodeLayerCode(a.layering), encodeLayerCode(b.layering));
    QCOMPARE(a.layering.bits(), b.layering.bits());
    QCOMPARE(a.layering.layers.size(), b.layering.layers.size());
    QCOMPARE(a.viewSteps(), b.viewSteps());
    for (std::size_t k = 0; k < a.layering.layers.size(); ++k) {
        const Layer& x = a.layering.layers[k];
        const Layer& y = b.layering.layers[k];
        QCOMPARE(x.candidates, y.candidates);
        QCOMPARE(x.taboo, y.taboo);
    }
}

} // namespace morpion::test
