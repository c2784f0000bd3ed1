#pragma once

namespace morpion::gui {

class Document;

// The grid a new window shows (a famous grid that says what the program is for), put in
// `doc` as its clean state, not as an undo step. The window and the gui.* suites' fixtures
// start from it alike.
void showStartupGrid(Document* doc);

} // namespace morpion::gui
