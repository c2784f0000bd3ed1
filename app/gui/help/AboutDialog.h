#pragma once

#include <QDialog>

namespace morpion::gui {

// Help > About: the program's version (MORPION_VERSION, from the build), what it is for,
// its licence (the LICENSE file, compiled in) and the project's page.
class AboutDialog : public QDialog {
    Q_OBJECT

public:
    explicit AboutDialog(QWidget* parent = nullptr);

    // The licence's text as shipped (":/LICENSE"), for the dialog and the tests.
    static QString licenceText();
    static QString homePage();
    // Where users report bugs and ask for features (the AppStream entry's bug tracker).
    static QString bugsPage();
};

} // namespace morpion::gui
