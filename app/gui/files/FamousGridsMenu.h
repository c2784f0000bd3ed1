#pragma once

#include "core/formats/FamousGrids.h"

#include <QMenu>

namespace morpion::gui {

// File > Famous Grids: the grids built into the program (app/common/FamousGridList, from
// resources/famous-grids.txt), grouped by variant, each entry named by variant, score, authors
// and year, its title and story in the tool tip, all in the user's language (famousGridWords),
// said again after a switch. When the built-in list does not read, the menu says so in one
// disabled entry.
class FamousGridsMenu : public QMenu {
    Q_OBJECT

public:
    explicit FamousGridsMenu(QWidget* parent = nullptr);

    // "Rosin's 178, the 5T world record — Christopher D. Rosin, 2011: The world record
    // since ..." for the status bar, in the user's language.
    static QString describe(const FamousGrid& grid);

signals:
    // The grid stays valid for the life of the program.
    void gridChosen(const morpion::FamousGrid* grid);
};

} // namespace morpion::gui
