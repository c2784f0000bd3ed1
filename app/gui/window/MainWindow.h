#pragma once

#include "core/formats/FamousGrids.h"
#include "core/formats/GridReader.h"
#include "core/rules/Variant.h"

#include <QMainWindow>

#include <functional>

class QDockWidget;

namespace morpion::gui {

class AnalysisPanel;
class SolvePanel;
class Autosave;
class BoardView;
class CodeBar;
class CollectionActions;
class CollectionPanel;
class BoardPrinter;
class Document;
class DropTarget;
class FamousGridsMenu;
class FileActions;
class GridCompare;
class GridEditActions;
class GridInfoPanel;
class GridOpener;
class GridTransformActions;
class LayerBar;
class LayerPanel;
class MessageBanner;
class PictureActions;
class WebPageExport;
class SearchPanel;
class StatusFields;
class UndoActions;
class ViewActions;

// The window: board in the middle, layer bar above, code bar below, layer panel docked.
// Each feature lives in its own class, which makes its own actions; the window places
// them in the menus and tool bar and wires the features to the document, the banner and
// the status bar.
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
    GridOpener* gridOpener() const { return opener_; }
    FileActions* fileActions() const { return files_; }
    CollectionActions* collectionActions() const { return collections_; }
    Autosave* autosave() const { return autosave_; }
    CollectionPanel* collectionPanel() const { return collection_; }
    QDockWidget* collectionDock() const { return collectionDock_; }
    SearchPanel* searchPanel() const { return search_; }
    BoardPrinter* boardPrinter() const { return printer_; }
    QDockWidget* searchDock() const { return searchDock_; }
    AnalysisPanel* analysisPanel() const { return analysis_; }
    QDockWidget* analysisDock() const { return analysisDock_; }
    SolvePanel* solvePanel() const { return solver_; }
    QDockWidget* solverDock() const { return solverDock_; }
    FamousGridsMenu* famousGridsMenu() const { return famousMenu_; }
    GridTransformActions* transformActions() const { return transforms_; }
    GridEditActions* editActions() const { return edits_; }
    GridCompare* gridCompare() const { return compare_; }
    GridInfoPanel* gridInfoPanel() const { return infoDock_; }
    DropTarget* dropTarget() const { return drops_; }
    WebPageExport* webPageExport() const { return webPage_; }

    // Loads a code, game number, move list or record text as one undo step; on failure shows
    // the reason and leaves the grid as it was.
    bool openText(const QString& text, Variant variant);
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
    // What Quit does once the unsaved work is saved, discarded or autosaved: stops the
    // search and keeps the window's settings. Also for a quit asked by a signal.
    void prepareToQuit();

public slots:
    void pasteFromClipboard();
    void newGame(Variant variant);
    void showPreferences();

protected:
    void closeEvent(QCloseEvent* event) override;
    // A new language: the texts built from values (status bar, title) are built again.
    void changeEvent(QEvent* event) override;

private:
    // The board with the message over it, the layer bar above and the code bar below.
    void createBoard();
    void createDocks();
    void createRightDocks();
    void createLeftDocks();
    // The board keeps at least half the window's width, whatever docks are open.
    void keepRoomForTheBoard();
    // The docks' titles and menu entries, said again after a language switch.
    void nameDocks();
    // The feature objects and their actions.
    void createFeatures();
    void createMenus();
    // What the features say goes to the banner or the status bar; what they ask of each
    // other goes through here (MainWindowSignals.cpp), one concern a function.
    void connectFeatures();
    void connectBoard();
    void connectOpening();
    void connectOutputs();
    void connectCollection();
    void connectSearchAndAnalysis();
    void connectDocument();
    // A status bar message shown for timeout ms.
    std::function<void(const QString&)> statusFor(int timeout);
    // The first edit of a record's grid said on the banner, with the author kept on request.
    void sayDerived(const GridInfo& original);
    void createToolBar();
    void restoreSettings();
    void saveSettings() const;
    // The named colours for the whole interface and the board (View > Colours).
    void applyPalette(const QString& name);
    void updateTitle();

    Document* doc_;
    BoardView* view_ = nullptr;
    LayerBar* layerBar_ = nullptr;
    LayerPanel* panel_ = nullptr;
    CodeBar* codeBar_ = nullptr;
    MessageBanner* banner_ = nullptr;
    GridOpener* opener_ = nullptr;
    FileActions* files_ = nullptr;
    PictureActions* pictures_ = nullptr;
    WebPageExport* webPage_ = nullptr;
    Autosave* autosave_ = nullptr;
    QDockWidget* panelDock_ = nullptr;
    GridInfoPanel* infoDock_ = nullptr;
    CollectionPanel* collection_ = nullptr;
    QDockWidget* collectionDock_ = nullptr;
    CollectionActions* collections_ = nullptr;
    SearchPanel* search_ = nullptr;
    QDockWidget* searchDock_ = nullptr;
    AnalysisPanel* analysis_ = nullptr;
    QDockWidget* analysisDock_ = nullptr;
    SolvePanel* solver_ = nullptr;
    QDockWidget* solverDock_ = nullptr;
    BoardPrinter* printer_ = nullptr;
    FamousGridsMenu* famousMenu_ = nullptr;
    GridTransformActions* transforms_ = nullptr;
    GridEditActions* edits_ = nullptr;
    UndoActions* undo_ = nullptr;
    ViewActions* viewActions_ = nullptr;
    GridCompare* compare_ = nullptr;
    DropTarget* drops_ = nullptr;
    StatusFields* status_ = nullptr;
};

} // namespace morpion::gui
