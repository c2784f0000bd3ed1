#pragma once

#include "core/Variant.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace morpion::gui {

// Grids built into the program, as layer codes (spec §5 test vectors), so that the first
// start already shows what layers are about.
struct Example {
    QString title;
    Variant variant;
    const char* code;
};

class Examples {
    Q_DECLARE_TR_FUNCTIONS(morpion::gui::Examples)

public:
    static std::vector<Example> all();
    // The start-up grid: the 135 of seed 000.
    static Example startup();
};

} // namespace morpion::gui
