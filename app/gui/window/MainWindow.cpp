#include "app/gui/window/MainWindow.h"

#include "app/common/FamousGridList.h"
#include "app/gui/analysis/AnalysisPanel.h"
#include "app/gui/analysis/SolvePanel.h"
#include "app/gui/board/BoardView.h"
#include "app/gui/board/ViewActions.h"
#include "app/gui/collection/CollectionActions.h"
#include "app/gui/collection/CollectionFilter.h"
#include "app/gui/collection/CollectionModel.h"
#include "app/gui/collection/CollectionPanel.h"
#include "app/gui/common/AppPalette.h"
#include "app/gui/common/Icons.h"
#include "app/gui/common/Language.h"
#include "app/gui/common/MessageBanner.h"
#include "app/gui/common/TranslatedText.h"
#include "app/gui/common/ViewSettings.h"
#include "app/gui/compare/GridCompare.h"
#include "app/gui/document/Autosave.h"
#include "app/gui/document/Document.h"
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
#include <QTableView>
#include <QToolBar>
#include <QUndoStack>
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
    if (const FamousGrid* start = FamousGridList::startup()) {
        doc_->setInfo(gridInfo(*start));
        doc_->setGrid(start->variant, start->moves, 0);
    }
    doc_->undoStack()->setClean();

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
    opener_->setVariantSource([this] { return codeBar_->readVariant(); });
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
    collections_ = new CollectionActions(collection_, collectionDock_, this);
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

void MainWindow::connectFeatures()
{
    // Messages for the status bar, each shown for as long as it takes to read.
    const auto status = [this](int timeout) {
        return [this, timeout](const QString& what) { statusBar()->showMessage(what, timeout); };
    };
    connect(view_, &BoardView::message, this, status(10000));
    connect(view_, &BoardView::hint, this, [this](const QString& what) {
        if (statusBar()->currentMessage().isEmpty())
            statusBar()->showMessage(what, 10000);
    });
    connect(view_, &BoardView::dependenciesShown, this, [this](bool shown, int needs, int neededBy) {
        if (shown)
            statusBar()->showMessage(tr("needs %1, needed by %2").arg(needs).arg(neededBy));
        else
            statusBar()->clearMessage();
    });
    connect(view_, &BoardView::pointerMoved, panel_, &LayerPanel::highlightPoint);
    connect(view_, &BoardView::pointerMoved, status_, &StatusFields::showPointer);
    connect(panel_, &LayerPanel::moveSelected, view_, &BoardView::setSelectedMove);
    connect(solver_, &SolvePanel::hintChanged, view_, [this](const std::vector<Move>& moves, int best, bool shown) {
        view_->setSolvedHint(shown ? std::optional(BoardView::SolvedHint{moves, best}) : std::nullopt);
    });
    connect(solver_, &SolvePanel::message, this, status(8000));
    // F8 from anywhere shows the panel that answers.
    connect(solver_->solveAction(), &QAction::triggered, this, [this] {
        solverDock_->show();
        solverDock_->raise();
    });
    connect(layerBar_, &LayerBar::replayChanged, view_, &BoardView::setReplay);
    connect(layerBar_, &LayerBar::replayChanged, status_, &StatusFields::showReplay);

    // Opening grids: texts are read once by the opener, files by FileActions.
    connect(opener_, &GridOpener::error, banner_, &MessageBanner::showError);
    connect(opener_, &GridOpener::note, banner_,
            [this](const Wording& text, const Wording& actionText, const std::function<void()>& action) {
                banner_->showInfo(text, actionText, action);
            });
    connect(opener_, &GridOpener::opened, this, status(5000));
    connect(opener_, &GridOpener::collectionText, this, &MainWindow::openCollectionText);
    connect(codeBar_, &CodeBar::openRequested, this, [this](const QString& text, Variant v) {
        GridReadOptions options;
        options.variant = v;
        const GridOpener::TextOpened result = opener_->openText(text, options);
        if (!result.read.ok) {
            // Point at the character at fault, so that it can be fixed in place.
            codeBar_->selectFault(result.read.errorAt);
            return;
        }
        if (result.opened)
            codeBar_->clearOpenField();
    });
    connect(codeBar_, &CodeBar::copied, this, status(3000));
    connect(files_, &FileActions::error, banner_, &MessageBanner::showError);
    connect(files_, &FileActions::info, this, status(4000));
    connect(famousMenu_, &FamousGridsMenu::gridChosen, this, &MainWindow::openFamousGrid);
    drops_ = new DropTarget(this);
    connect(drops_, &DropTarget::textDropped, opener_, &GridOpener::openPasted);
    connect(drops_, &DropTarget::fileDropped, this, [this](const QString& path) {
        // A dropped folder is a collection of record files.
        if (QFileInfo(path).isDir()) {
            openCollectionFolder(path);
            return;
        }
        files_->openFile(path);
    });

    connect(pictures_, &PictureActions::message, statusBar(), &QStatusBar::showMessage);
    connect(webPage_, &WebPageExport::message, statusBar(), &QStatusBar::showMessage);
    connect(webPage_, &WebPageExport::error, banner_, &MessageBanner::showError);
    connect(printer_, &BoardPrinter::printed, this,
            [this](const QString& where) { statusBar()->showMessage(tr("Printed on %1").arg(where), 8000); });
    connect(autosave_, &Autosave::error, banner_, &MessageBanner::showError);
    connect(undo_, &UndoActions::message, this, status(6000));
    connect(transforms_, &GridTransformActions::message, this, status(5000));
    connect(edits_, &GridEditActions::message, this, status(6000));
    connect(viewActions_, &ViewActions::paletteChosen, this, &MainWindow::applyPalette);

    connect(collections_, &CollectionActions::error, banner_, &MessageBanner::showError);
    connect(collections_, &CollectionActions::offer, banner_,
            [this](const QString& text, const QString& actionText, const std::function<void()>& action) {
                banner_->showInfo(text, actionText, action);
            });
    connect(collection_, &CollectionPanel::gridChosen, this, &MainWindow::showCollectionGrid);
    connect(collection_, &CollectionPanel::loaded, this, status(8000));
    connect(collection_, &CollectionPanel::error, banner_, &MessageBanner::showError);

    // Compare with… from a collection row and from the search's best grid.
    connect(collection_, &CollectionPanel::compareChosen, this,
            [this](int row) { compare_->compareWith(collection_->model()->row(row).variant, collection_->model()->moves(row)); });
    connect(search_, &SearchPanel::compareRequested, compare_,
            qOverload<Variant, const std::vector<Move>&>(&GridCompare::compareWith));
    // The dialog offers the collection shown (at the row picked there) and the search's best.
    compare_->setCollection([this] {
        const QModelIndex current = collection_->table()->currentIndex();
        return CompareCollection{collection_->model()->shared(),
                                 current.isValid() ? collection_->filter()->mapToSource(current).row() : -1};
    });
    compare_->setOffers([this] {
        std::vector<CompareOffer> offers;
        if (!search_->entries().empty())
            offers.push_back({tr("The search's best grid: %1 moves").arg(search_->bestScore()), search_->searchVariant(),
                              search_->entries().back().moves});
        return offers;
    });

    connect(search_, &SearchPanel::message, this, status(6000));
    // Analyse Game from anywhere shows the panel it fills; a move picked there is shown on
    // the board, the better game drawn over the position after it.
    connect(analysis_->analyseAction(), &QAction::triggered, this, [this] {
        analysisDock_->show();
        analysisDock_->raise();
    });
    connect(analysis_, &AnalysisPanel::message, this, status(6000));
    connect(analysis_, &AnalysisPanel::showMoveRequested, compare_,
            qOverload<Variant, const std::vector<Move>&, int, const QString&>(&GridCompare::compareWith));
    // F5 from anywhere shows what it started.
    connect(search_->startStopAction(), &QAction::triggered, this, [this] {
        searchDock_->show();
        searchDock_->raise();
    });
    connect(view_, &BoardView::selectedRegionChanged, this, [this] { search_->setRegion(view_->selectedRegion()); });
    connect(search_, &SearchPanel::regionKept, view_, [this](Point a, Point b) { view_->setSelectedRegion(std::pair(a, b)); });

    // A message (a refused code, "game over") is about the grid it was shown for, or about
    // the text in the open field: it goes when they change.
    connect(doc_, &Document::gridChanged, banner_, &QWidget::hide);
    connect(codeBar_->openField(), &QLineEdit::textEdited, this, [this] {
        if (banner_->kind() == MessageBanner::Kind::Error)
            banner_->hide();
    });
    // A grid put in place (a load, a new game) is looked at and played on the board next.
    connect(doc_, &Document::gridReplaced, view_, [this] { view_->setFocus(Qt::OtherFocusReason); });
    connect(layerBar_, &LayerBar::done, view_, [this] { view_->setFocus(Qt::OtherFocusReason); });
    connect(doc_, &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(doc_, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(doc_, &Document::infoChanged, this, &MainWindow::updateTitle);
    connect(doc_, &Document::gridChanged, this, &MainWindow::updateTitle);
    // The first edit of a record's grid: say that it is now the user's, based on the
    // original, and offer to keep the author, which is not carried over unasked.
    connect(doc_, &Document::becameDerived, this, [this](const GridInfo& original) {
        const QString name = doc_->info().basedOn() ? GridInfoPanel::originalName(*doc_->info().basedOn()) : QString();
        // An author the user typed stayed: nothing to offer.
        const QString author = doc_->info().value(GridInfo::Field::Author).empty()
                                   ? QString::fromStdString(original.value(GridInfo::Field::Author)).simplified()
                                   : QString();
        if (author.isEmpty()) {
            banner_->showInfo(
                tr("This grid is now an edit of “%1”: its record says so, and keeps no title of its own.").arg(name));
            return;
        }
        banner_->showInfo(
            tr("This grid is now an edit of “%1”: its record says so, and does not name %2 as its author.").arg(name, author),
            tr("&Keep %1 as Author").arg(author), [this, author] {
                doc_->editInfo(GridInfo::Field::Author, author, [] { return GridInfoPanel::fieldName(GridInfo::Field::Author); });
            });
    });
    connect(doc_, &Document::gameOver, this,
            [this](int score) { banner_->showInfo(tr("Game over: no legal move is left. Score: %1.").arg(score)); });
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

void MainWindow::showCollectionGrid(int row)
{
    const CollectionModel* model = collection_->model();
    if (row < 0 || row >= model->rowCount())
        return;
    const CollectionRow& r = model->row(row);
    if (!opener_->open(GridOpener::alreadyRead(r.variant, model->moves(row)),
                       {[source = r.source] { return tr("Open %1 from the collection").arg(source); }, QString(), {}}))
        return;
    statusBar()->showMessage(tr("#%1, %2: %3 %4 moves")
                                 .arg(r.number)
                                 .arg(r.source, QString::fromLatin1(variantName(r.variant).data(), 2))
                                 .arg(r.score),
                             5000);
}

void MainWindow::openFamousGrid(const FamousGrid* grid)
{
    if (!grid)
        return;
    if (!opener_->open(GridOpener::alreadyRead(grid->variant, grid->moves, gridInfo(*grid)),
                       {[grid] { return tr("Open %1").arg(QString::fromStdString(grid->title)); }, QString(), {}}))
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
