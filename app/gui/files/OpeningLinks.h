#pragma once

namespace morpion::gui {

class CodeBar;
class Document;
class FileActions;
class GridOpener;
class MessageBanner;

// How a grid is opened and how its reading is told. A text that names no variant is read as
// the code bar's; a code typed there opens through the opener, with the character at fault
// selected when it does not read; what the opener and the file actions say goes to the banner,
// which goes when the grid changes, or, for an error, when the typed code is edited. The
// window and the gui.* suites' opening fixture link them alike.
void linkOpening(Document* doc, GridOpener* opener, FileActions* files, CodeBar* codeBar, MessageBanner* banner);

} // namespace morpion::gui
