#pragma once

#include <QString>

namespace morpion {

// The web page in one file (viewer.html, built from web/ with Emscripten), which
// `morpion-cli html` and the desktop program's File > Export Web Page fill with a grid
// (core/formats/GridPage.h): where the packages install it relative to the programs
// (share/morpion-cli/ of the same prefix), or where this build made it.
class WebViewer {
public:
    // The file, or an empty string when this installation has none: a build without the web
    // page (Emscripten and esbuild not installed, or MORPION_BUILD_WEB=OFF).
    static QString path();
};

} // namespace morpion
