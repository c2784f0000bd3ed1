#pragma once

#include "core/formats/FamousGrids.h"
#include "core/formats/GridReader.h"
#include "core/rules/Variant.h"

#include <QMainWindow>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;

namespace morpion::gui {

class Autosave;
class BoardView;
class CodeBar;
class CollectionPanel;
class BoardPrinter;
class Document;
class DropTarget;
class FamousGridsMenu;
class FileActions;
class GridCompare;
class GridEditActions;
class GridInfoPanel;
class GridTransformActions;
class LayerBar;
class LayerPanel;
class MessageBanner;
class SearchPanel;

// The window: board in the middle, layer bar above, code bar below, layer panel docked.
// It wires the feature widgets to the document and owns the menus; each feature lives in
// its own class.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);

    Document* document() const { return doc_; }
    BoardView* boardView() const { return view_; }
    LayerBar* layerBar() const { return layerBar_; }
    LayerPanel* layerPanel() const { return panel_; }
    CodeBar* codeBar() const { return codeBar_; }
    MessageBanner* banner() const { return banner_; }
    FileActions* fileActions() const { return files_; }
    Autosave* autosave() const { return autosave_; }
    CollectionPanel* collectionPanel() const { return collection_; }
    QDockWidget* collectionDock() const { return collectionDock_; }
    SearchPanel* searchPanel() const { return search_; }
    BoardPrinter* boardPrinter() const { return printer_; }
    QDockWidget* searchDock() const { return searchDock_; }
    FamousGridsMenu* famousGridsMenu() const { return famousMenu_; }
    GridTransformActions* transformActions() const { return transforms_; }
    GridEditActions* editActions() const { return edits_; }
    GridCompare* gridCompare() const { return compare_; }
    GridInfoPanel* gridInfoPanel() const { return infoDock_; }
    DropTarget* dropTarget() const { return drops_; }

    // Loads a code, game number, move list or record text as one undo step; on failure shows
    // the reason and leaves the grid as it was.
    bool openText(const QString& text, Variant variant);
    // The same with the core reader's options (read as a game number, as 5T...).
    bool openText(const QString& text, const morpion::GridReadOptions& options);
    // A file path or a code given on the command line.
    void openArgument(const QString& argument);
    // What the program shows once the window is up: the grid named on the command line,
    // then the offer of work a crash left unsaved; with neither, the last grid when the
    // preferences ask for it.
    void start(const QStringList& arguments);
    // Shows a built-in grid (one undo step, not unsaved work) with its credits and story in
    // the grid-information panel.
    void openFamousGrid(const morpion::FamousGrid* grid);
    // Reads a collection into the collection panel and shows it (in the background).
    void openCollectionFile(const QString& path);
    void openCollectionFolder(const QString& path);
    void openCollectionText(const QString& text, const QString& origin);
    // Shows row `row` of the collection on the board: browsing rows is one undo step, and
    // unsaved work is asked about first, as when opening a file.
    void showCollectionGrid(int row);
    // What Quit does once the unsaved work is saved, discarded or autosaved: stops the
    // search and keeps the window's settings. Also for a quit asked by a signal.
    void prepareToQuit();

public slots:
    void pasteFromClipboard();
    void pasteAsCollection();
    // A pasted or dropped text: one grid, or a collection when it is long or holds several codes.
    void openPastedText(const QString& text);
    void openCollection();
    void openCollectionFolderDialog();
    void copyPicture();
    void exportPicture();
    void newGame(Variant variant);
    void showPreferences();

protected:
    void closeEvent(QCloseEvent* event) override;
    // A new language: the texts built from values (status bar, title) are built again.
    void changeEvent(QEvent* event) override;

private:
    void createMenus();
    void createStatusBar();
    void restoreSettings();
    void saveSettings() const;
    void applyViewOptions();
    // The named colours for the whole interface and the board (View > Colours).
    void applyPalette(const QString& name);
    void updateStatus();
    void updateTitle();

    Document* doc_;
    BoardView* view_;
    LayerBar* layerBar_;
    LayerPanel* panel_;
    CodeBar* codeBar_;
    MessageBanner* banner_;
    FileActions* files_;
    Autosave* autosave_;
    QDockWidget* panelDock_;
    GridInfoPanel* infoDock_;
    CollectionPanel* collection_;
    QDockWidget* collectionDock_;
    SearchPanel* search_;
    QDockWidget* searchDock_;
    BoardPrinter* printer_;
    FamousGridsMenu* famousMenu_ = nullptr;
    GridTransformActions* transforms_;
    GridEditActions* edits_;
    GridCompare* compare_;
    DropTarget* drops_;

    QAction* numbersAction_ = nullptr;
    QAction* highlightAction_ = nullptr;
    QAction* ghostAction_ = nullptr;
    QAction* legendAction_ = nullptr;
    QAction* hintsAction_ = nullptr;
    QMenu* paletteMenu_ = nullptr;

    QLabel* variantLabel_;
    QLabel* scoreLabel_;
    QLabel* layersLabel_;
    QLabel* layerLabel_;
    QLabel* pointerLabel_;
};

} // namespace morpion::gui
