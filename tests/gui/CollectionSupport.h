#pragma once

// Shared by gui.collection and gui.collectionorder: the grids their collections are made
// of, and a wait for the order the filter works out in the background.

#include "GuiTestSupport.h"

#include "app/gui/collection/CollectionFilter.h"
#include "core/codes/LayerCode.h"
#include "core/codes/Symmetry.h"
#include "core/rules/Position.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <string>
#include <utility>
#include <vector>

namespace morpion::gui::test {

inline std::string imageCode(Variant v, const char* code, int symmetry)
{
    const auto grid = test::decoded(v, code).movesInOrder();
    return encodeLayerCode(v, Symmetry(symmetry).apply(v, grid)).value();
}

// Two grids with the same points and different lines that are not images of each other:
// a short game, then one point reached by two different lines.
inline std::pair<std::string, std::string> samePointsOtherLines()
{
    Position pos(Variant::T5);
    std::vector<Move> played;
    for (int step = 0; step < 40; ++step) {
        const auto legal = pos.legalMoves();
        for (std::size_t i = 0; i < legal.size(); ++i)
            for (std::size_t j = i + 1; j < legal.size(); ++j)
                if (legal[i].point == legal[j].point) {
                    auto a = played, b = played;
                    a.push_back(legal[i]);
                    b.push_back(legal[j]);
                    if (canonicalCode(Variant::T5, a)->code != canonicalCode(Variant::T5, b)->code)
                        return {encodeLayerCode(Variant::T5, a).value(), encodeLayerCode(Variant::T5, b).value()};
                }
        pos.play(legal[legal.size() / 2]);
        played.push_back(legal[legal.size() / 2]);
    }
    return {};
}

// Waits for the order the filter works out in the background to be shown.
inline bool waitForOrder(const CollectionFilter& filter)
{
    QElapsedTimer timer;
    timer.start();
    while (filter.isBusy() && timer.elapsed() < 20000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return !filter.isBusy();
}

} // namespace morpion::gui::test
