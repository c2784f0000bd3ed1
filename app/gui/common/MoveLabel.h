#pragma once

#include "core/rules/Move.h"
#include "core/rules/MoveText.h"

#include <QString>

namespace morpion::gui {

// A move as the program writes it everywhere ("5, 3 – (5,3,e)", as `morpion-cli moves`),
// for the texts of the window.
inline QString moveLabel(const Move& move)
{
    return QString::fromStdString(formatMove(move));
}

} // namespace morpion::gui
