#pragma once

#include <QCoreApplication>
#include <QString>

namespace morpion::gui {

// A start without a display (a server, an SSH session, a container). Qt would abort with
// "could not connect to display"; the program says instead what is missing and how the
// command-line tool, which needs no display, shows the same grid.
class NoDisplay {
    Q_DECLARE_TR_FUNCTIONS(morpion::gui::NoDisplay)

public:
    // True on X11/Wayland systems when neither DISPLAY nor WAYLAND_DISPLAY is set and the
    // user chose no Qt platform (QT_QPA_PLATFORM or -platform among the arguments).
    static bool detected(int argc, char** argv);
    // The explanation for standard error, naming morpion-cli beside this program when it
    // is there (the build tree, an installed prefix). Needs a QCoreApplication.
    static QString message();
};

} // namespace morpion::gui
