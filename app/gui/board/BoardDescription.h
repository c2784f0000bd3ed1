#pragma once

#include "core/rules/Move.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace morpion::paint {
struct BoardScene;
}

namespace morpion::gui {

class Document;

// The board in words, for screen readers (the board view's accessible name and
// description) and for the status bar: what grid is shown, which layer, and what the
// keyboard cursor would play.
class BoardDescription {
    Q_DECLARE_TR_FUNCTIONS(morpion::gui::BoardDescription)

public:
    // Variant, score, legal moves, and the layer or hand play shown.
    static QString state(const Document& doc, const paint::BoardScene& scene);
    // The point `p` and the moves through it (`choices`, `index` the one a key would play).
    static QString point(Point p, const std::vector<Move>& choices, int index);
};

} // namespace morpion::gui
