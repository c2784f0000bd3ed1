#include "app/gui/window/MainWindow.h"

#include "app/gui/analysis/AnalysisPanel.h"
#include "app/gui/analysis/SolvePanel.h"
#include "app/gui/board/BoardView.h"
#include "app/gui/board/ViewActions.h"
#include "app/gui/collection/CollectionActions.h"
#include "app/gui/collection/CollectionPanel.h"
#include "app/gui/common/AppPalette.h"
#include "app/gui/common/CoreText.h"
#include "app/gui/common/Icons.h"
#include "app/gui/common/Language.h"
#include "app/gui/common/MessageBanner.h"
#include "app/gui/common/TranslatedText.h"
#include "app/gui/common/ViewSettings.h"
#include "app/gui/compare/GridCompare.h"
#include "app/gui/document/Autosave.h"
#include "app/gui/document/Document.h"
#include "app/gui/document/StartupGrid.h"
#include "app/gui/edit/GridEditActions.h"
#include "app/gui/edit/GridTransformActions.h"
#include "app/gui/edit/UndoActions.h"
#include "app/gui/files/BoardPrinter.h"
#include "app/gui/files/DropTarget.h"
#include "app/gui/files/FamousGridsMenu.h"
#include "app/gui/files/FileActions.h"
#include "app/gui/files/GridOpener.h"
#include "app/gui/files/PictureActions.h"
#include "app/gui/files/WebPageExport.h"
#include "app/gui/help/HelpMenu.h"
#include "app/gui/panels/CodeBar.h"
#include "app/gui/panels/GridInfoPanel.h"
#include "app/gui/panels/LayerBar.h"
#include "app/gui/panels/LayerPanel.h"
#include "app/gui/search/SearchPanel.h"
#include "app/gui/window/PreferencesDialog.h"
#include "app/gui/window/StatusFields.h"
#include "app/gui/window/WheelGuard.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLineEdit>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

namespace morpion::gui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , doc_(new Document(this))
{
    setWindowIcon(Icons::get(QStringLiteral("morpion-layers")));
    WheelGuard::install();
    // The start-up grid, not an undo step: the first launch shows what the program is for.
    showStartupGrid(doc_);

    createBoard();
    createDocks();
    createFeatures();
    createMenus();
    status_ = new StatusFields(doc_, statusBar());
    connectFeatures();
    restoreSettings();
    status_->update();
    updateTitle();
    // The keys of the board (layers, keyboard play) work from the start.
    view_->setFocus(Qt::OtherFocusReason);
}

void MainWindow::createBoard()
{
    view_ = new BoardView(doc_, this);
    banner_ = new MessageBanner(this);
    auto* central = new QWidget(this);
    // The message above the board, never over it: the board gives it the room it takes.
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    auto* bannerBox = new QVBoxLayout;
    bannerBox->setContentsMargins(8, 6, 8, 6);
    bannerBox->addWidget(banner_);
    layout->addLayout(bannerBox);
    layout->addWidget(view_, 1);
    setCentralWidget(central);

    layerBar_ = new LayerBar(doc_, this);
    auto* layerToolBar = addToolBar(QString());
    layerToolBar->setObjectName(QStringLiteral("layerToolBar"));
    layerToolBar->addWidget(layerBar_);

    codeBar_ = new CodeBar(doc_, this);
    auto* codeToolBar = new QToolBar(this);
    codeToolBar->setObjectName(QStringLiteral("codeToolBar"));
    // Titles that other messages share in some languages (Korean 레이어: "Layer", "Layers"),
    // which a switch could not tell apart: said again after it.
    TranslatedText::keep(layerToolBar, [layerToolBar] { layerToolBar->setWindowTitle(tr("Layers")); });
    TranslatedText::keep(codeToolBar, [codeToolBar] { codeToolBar->setWindowTitle(tr("Codes")); });
    codeToolBar->addWidget(codeBar_);
    addToolBar(Qt::BottomToolBarArea, codeToolBar);
}

void MainWindow::createFeatures()
{
    opener_ = new GridOpener(doc_, this);
    search_->setOpener(opener_);
    files_ = new FileActions(doc_, opener_, this);
    autosave_ = new Autosave(doc_, this);
    transforms_ = new GridTransformActions(doc_, this);
    edits_ = new GridEditActions(doc_, view_, panel_, this);
    compare_ = new GridCompare(doc_, view_, banner_, this);
    printer_ = new BoardPrinter(
        doc_, [this] { return view_->paletteName(); }, this);
    pictures_ = new PictureActions(
        doc_, [this] { return view_->paletteName(); }, this);
    webPage_ = new WebPageExport(doc_, this);
    collections_ = new CollectionActions(
        collection_, opener_,
        [this] {
            collectionDock_->show();
            collectionDock_->raise();
        },
        this);
    undo_ = new UndoActions(doc_, this);
    viewActions_ = new ViewActions(view_, this);
    famousMenu_ = new FamousGridsMenu(this);
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addMenu(files_->newGameMenu());
    file->addAction(files_->openAction());
    file->addMenu(files_->recentMenu());
    file->addMenu(famousMenu_);
    file->addSeparator();
    file->addAction(collections_->openAction());
    file->addAction(collections_->openFolderAction());
    file->addSeparator();
    file->addAction(files_->saveAction());
    file->addAction(files_->saveAsAction());
    file->addSeparator();
    file->addAction(pictures_->exportAction());
    file->addAction(webPage_->exportAction());
    file->addAction(printer_->printAction());
    file->addAction(printer_->previewAction());
    file->addAction(printer_->pageSetupAction());
    file->addSeparator();
    file->addAction(tr("&Quit"), this, &QWidget::close)->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(undo_->undoAction());
    edit->addAction(undo_->redoAction());
    edit->addSeparator();
    edit->addAction(opener_->pasteAction());
    edit->addAction(collections_->pasteAction());
    edit->addAction(codeBar_->openCodeAction());
    edit->addSeparator();
    edit->addAction(codeBar_->copyCodeAction());
    edit->addAction(codeBar_->copyNumberAction());
    edit->addAction(transforms_->copyCanonicalAction());
    edit->addSeparator();
    edit->addAction(edits_->removeAction());
    edit->addAction(compare_->compareAction());
    edit->addAction(compare_->leaveAction());
    edit->addAction(pictures_->copyAction());
    edit->addSeparator();
    auto* prefs = edit->addAction(tr("Pre&ferences…"), this, &MainWindow::showPreferences);
    prefs->setShortcut(QKeySequence::Preferences);
    prefs->setMenuRole(QAction::PreferencesRole);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(viewActions_->zoomInAction());
    view->addAction(viewActions_->zoomOutAction());
    view->addAction(viewActions_->fitAction());
    view->addAction(viewActions_->focusBoardAction());
    view->addSeparator();
    view->addMenu(transforms_->menu());
    view->addSeparator();
    view->addActions(viewActions_->optionActions());
    view->addSeparator();
    view->addMenu(viewActions_->paletteMenu());
    view->addSeparator();
    for (QDockWidget* dock :
         {panelDock_, static_cast<QDockWidget*>(infoDock_), collectionDock_, searchDock_, analysisDock_, solverDock_})
        view->addAction(dock->toggleViewAction());
    view->addAction(search_->startStopAction());
    view->addAction(search_->loadBestAction());
    view->addAction(analysis_->analyseAction());
    view->addAction(solver_->solveAction());

    QMenu* layers = menuBar()->addMenu(tr("&Layers"));
    layers->addAction(layerBar_->firstAction());
    layers->addAction(layerBar_->previousAction());
    layers->addAction(layerBar_->nextAction());
    layers->addAction(layerBar_->lastAction());
    layers->addSeparator();
    layers->addAction(layerBar_->playAction());

    menuBar()->addMenu(new HelpMenu(view_, this));
    createToolBar();
}

void MainWindow::createToolBar()
{
    QToolBar* main = addToolBar(tr("Main"));
    main->setObjectName(QStringLiteral("mainToolBar"));
    main->setIconSize(QSize(20, 20));
    main->addAction(files_->openAction());
    main->addAction(files_->saveAction());
    main->addSeparator();
    main->addAction(undo_->undoAction());
    main->addAction(undo_->redoAction());
    main->addSeparator();
    main->addAction(viewActions_->zoomInAction());
    main->addAction(viewActions_->zoomOutAction());
    main->addAction(viewActions_->fitAction());
    main->addSeparator();
    main->addAction(viewActions_->hintsAction());
    main->addAction(pictures_->exportAction());
    // The layer bar sits beside the main tool bar.
    insertToolBar(findChild<QToolBar*>(QStringLiteral("layerToolBar")), main);
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — Morpion Layers").arg(doc_->displayName()));
    setWindowModified(doc_->isModified());
}

bool MainWindow::openText(const QString& text, Variant variant)
{
    GridReadOptions options;
    options.variant = variant;
    return opener_->openText(text, options).opened;
}

void MainWindow::openArgument(const QString& argument)
{
    if (QFileInfo::exists(argument))
        files_->openFile(argument);
    else
        openText(argument, doc_->variant());
}

void MainWindow::start(const QStringList& arguments)
{
    if (!arguments.isEmpty())
        openArgument(arguments.constFirst());
    autosave_->offerRecovery();
    if (arguments.isEmpty() && !autosave_->offer() && ViewSettings::reopenLast.value())
        files_->reopenLast();
}

void MainWindow::pasteFromClipboard()
{
    opener_->pasteFromClipboard();
}

void MainWindow::openCollectionFile(const QString& path)
{
    collections_->openFile(path);
}

void MainWindow::openCollectionFolder(const QString& path)
{
    collections_->openFolder(path);
}

void MainWindow::openCollectionText(const QString& text, const QString& origin)
{
    collections_->openText(text, origin);
}

void MainWindow::openFamousGrid(const FamousGrid* grid)
{
    if (!grid)
        return;
    const auto title = [grid] { return QString::fromStdString(famousGridWords(*grid, CoreText::translate()).title); };
    // Its record is the program's words until the user changes it: said again after a switch.
    const RecordWording record = [grid] { return gridInfo(*grid, CoreText::translate()); };
    if (!opener_->open(GridOpener::alreadyRead(grid->variant, grid->moves, record()),
                       {[title] { return tr("Open %1").arg(title()); }, QString(), {}, false, record}))
        return;
    // Its story is in the information panel.
    infoDock_->show();
    infoDock_->raise();
    statusBar()->showMessage(FamousGridsMenu::describe(*grid), 20000);
}

void MainWindow::newGame(Variant variant)
{
    files_->newGame(variant);
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (dialog.apply())
        Language::install(Language::chosen());
    applyPalette(dialog.paletteName());
}

void MainWindow::applyPalette(const QString& name)
{
    // The whole interface, then the pictures drawn in its colours.
    AppPalette::apply(name);
    view_->setPaletteName(name);
    panel_->setBoardStyle(view_->boardStyle());
    collection_->setBoardStyle(view_->boardStyle());
    search_->setBoardStyle(view_->boardStyle());
    viewActions_->showPalette(name);
}

void MainWindow::restoreSettings()
{
    const QByteArray geometry = ViewSettings::geometry.value();
    // The minimum size must no longer count the docks that start hidden (the search dock's
    // would make a first window taller than a 1024×640 screen).
    layout()->activate();
    if (geometry.isEmpty() || !restoreGeometry(geometry)) {
        const QRect screen =
            QGuiApplication::primaryScreen() ? QGuiApplication::primaryScreen()->availableGeometry() : QRect(0, 0, 1280, 820);
        resize(std::min(1400, screen.width() * 9 / 10), std::min(900, screen.height() * 9 / 10));
    }
    restoreState(ViewSettings::state.value());
    viewActions_->restoreSettings();
    applyPalette(ViewSettings::palette.value());
}

void MainWindow::saveSettings() const
{
    ViewSettings::geometry.setValue(saveGeometry());
    ViewSettings::state.setValue(saveState());
    viewActions_->saveSettings();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        status_->update();
        updateTitle();
        // The panels rebuild their texts as when the layer changes.
        emit doc_->currentLayerChanged(doc_->currentLayer());
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!files_->maybeSave()) {
        event->ignore();
        return;
    }
    autosave_->finish(); // saved or knowingly discarded
    prepareToQuit();
    event->accept();
}

void MainWindow::prepareToQuit()
{
    layerBar_->setAnimating(false);
    // A search still running ends with the window; its thread is joined as the panel goes.
    search_->stopSearch();
    search_->saveSettings();
    saveSettings();
}

} // namespace morpion::gui
