#include "app/gui/window/MainWindow.h"

#include "app/common/FamousGridList.h"
#include "app/gui/board/BoardView.h"
#include "app/gui/collection/CollectionFilter.h"
#include "app/gui/collection/CollectionLoadCommand.h"
#include "app/gui/collection/CollectionLoader.h"
#include "app/gui/collection/CollectionModel.h"
#include "app/gui/collection/CollectionPanel.h"
#include "app/gui/common/AppPalette.h"
#include "app/gui/common/DockBudget.h"
#include "app/gui/common/GridReader.h"
#include "app/gui/common/Icons.h"
#include "app/gui/common/Language.h"
#include "app/gui/common/MessageBanner.h"
#include "app/gui/common/VerticalScrollArea.h"
#include "app/gui/common/ViewSettings.h"
#include "app/gui/compare/GridCompare.h"
#include "app/gui/document/Autosave.h"
#include "app/gui/document/Document.h"
#include "app/gui/edit/GridEditActions.h"
#include "app/gui/edit/GridTransformActions.h"
#include "app/gui/files/BoardPrinter.h"
#include "app/gui/files/DropTarget.h"
#include "app/gui/files/ExportDialog.h"
#include "app/gui/files/FamousGridsMenu.h"
#include "app/gui/files/FileActions.h"
#include "app/gui/files/GridClipboard.h"
#include "app/gui/help/HelpMenu.h"
#include "app/gui/panels/CodeBar.h"
#include "app/gui/panels/GridInfoPanel.h"
#include "app/gui/panels/LayerBar.h"
#include "app/gui/panels/LayerPanel.h"
#include "app/gui/search/SearchPanel.h"
#include "app/gui/window/PreferencesDialog.h"
#include "core/codes/LayerCode.h"
#include "core/formats/CodeCollection.h"

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
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
    // The start-up grid, not an undo step: the first launch shows what the program is for.
    if (const FamousGrid* start = FamousGridList::startup()) {
        doc_->setInfo(gridInfo(*start));
        doc_->setGrid(start->variant, start->moves, 0);
    }
    doc_->undoStack()->setClean();

    view_ = new BoardView(doc_, this);
    banner_ = new MessageBanner(this);
    auto* central = new QWidget(this);
    // The message floats over the top of the board: showing or hiding it never moves the grid.
    auto* layout = new QGridLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(view_, 0, 0);
    auto* bannerBox = new QVBoxLayout;
    bannerBox->setContentsMargins(8, 6, 8, 0);
    bannerBox->addWidget(banner_);
    bannerBox->addStretch(1);
    layout->addLayout(bannerBox, 0, 0);
    setCentralWidget(central);
    connect(banner_, &MessageBanner::coverChanged, view_, &BoardView::setTopInset);

    layerBar_ = new LayerBar(doc_, this);
    auto* layerToolBar = addToolBar(tr("Layers"));
    layerToolBar->setObjectName(QStringLiteral("layerToolBar"));
    layerToolBar->addWidget(layerBar_);

    codeBar_ = new CodeBar(doc_, this);
    auto* codeToolBar = new QToolBar(tr("Codes"), this);
    codeToolBar->setObjectName(QStringLiteral("codeToolBar"));
    codeToolBar->addWidget(codeBar_);
    addToolBar(Qt::BottomToolBarArea, codeToolBar);

    panel_ = new LayerPanel(doc_, this);
    panelDock_ = new QDockWidget(tr("Layer"), this);
    panelDock_->setObjectName(QStringLiteral("layerDock"));
    panelDock_->setWidget(panel_);
    addDockWidget(Qt::RightDockWidgetArea, panelDock_);

    infoDock_ = new GridInfoPanel(doc_, this);
    addDockWidget(Qt::RightDockWidgetArea, infoDock_);
    tabifyDockWidget(panelDock_, infoDock_);
    panelDock_->raise();

    collection_ = new CollectionPanel(this);
    collectionDock_ = new QDockWidget(tr("Collection"), this);
    collectionDock_->setObjectName(QStringLiteral("collectionDock"));
    collectionDock_->setWidget(collection_);
    addDockWidget(Qt::LeftDockWidgetArea, collectionDock_);
    collectionDock_->hide();

    search_ = new SearchPanel(doc_, this);
    searchDock_ = new QDockWidget(tr("Search"), this);
    searchDock_->setObjectName(QStringLiteral("searchDock"));
    auto* searchScroll = new VerticalScrollArea(search_, searchDock_);
    searchScroll->setAccessibleName(tr("Search"));
    searchDock_->setWidget(searchScroll);
    addDockWidget(Qt::LeftDockWidgetArea, searchDock_);
    tabifyDockWidget(collectionDock_, searchDock_);
    searchDock_->hide();
    connect(search_, &SearchPanel::message, this, [this](const QString& what) { statusBar()->showMessage(what, 6000); });
    // F5 from anywhere shows what it started.
    connect(search_->startStopAction(), &QAction::triggered, this, [this] {
        searchDock_->show();
        searchDock_->raise();
    });

    // The board keeps at least half the window's width, whatever docks are open.
    auto* budget = new DockBudget(this, 0.5);
    for (QDockWidget* dock : {static_cast<QDockWidget*>(panelDock_), static_cast<QDockWidget*>(infoDock_)})
        budget->watch(dock);
    // Wide enough for the thumbnails and the numbers beside them when it opens.
    budget->watch(collectionDock_, 660);
    // Wide enough for a log line (iteration, score, time and a code) when it opens.
    budget->watch(searchDock_, 500);

    files_ = new FileActions(doc_, this);
    files_->setVariantSource([this] { return codeBar_->readVariant(); });
    autosave_ = new Autosave(doc_, this);
    connect(autosave_, &Autosave::error, banner_, &MessageBanner::showError);
    transforms_ = new GridTransformActions(doc_, this);
    edits_ = new GridEditActions(doc_, view_, panel_, this);
    compare_ = new GridCompare(doc_, view_, banner_, this);
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
    connect(view_, &BoardView::selectedRegionChanged, this, [this] { search_->setRegion(view_->selectedRegion()); });
    connect(search_, &SearchPanel::regionKept, view_, [this](Point a, Point b) { view_->setSelectedRegion(std::pair(a, b)); });
    printer_ = new BoardPrinter(
        doc_, [this] { return view_->paletteName(); }, this);
    connect(printer_, &BoardPrinter::printed, this,
            [this](const QString& where) { statusBar()->showMessage(tr("Printed on %1").arg(where), 8000); });
    createMenus();
    createStatusBar();

    connect(view_, &BoardView::pointerMoved, panel_, &LayerPanel::highlightPoint);
    connect(view_, &BoardView::pointerMoved, this, [this](bool on, int x, int y) {
        if (!on) {
            pointerLabel_->clear();
            return;
        }
        QString text = tr("(%1, %2)").arg(x).arg(y);
        const auto& moves = doc_->moves();
        for (std::size_t i = 0; i < moves.size(); ++i)
            if (moves[i].point == Point{x, y})
                text = tr("(%1, %2): move %3, layer %4").arg(x).arg(y).arg(i + 1).arg(doc_->layerOfMove(static_cast<int>(i)));
        pointerLabel_->setText(text);
    });
    connect(view_, &BoardView::message, this, [this](const QString& what) { statusBar()->showMessage(what, 10000); });
    connect(view_, &BoardView::hint, this, [this](const QString& what) {
        if (statusBar()->currentMessage().isEmpty())
            statusBar()->showMessage(what, 10000);
    });
    drops_ = new DropTarget(this);
    connect(drops_, &DropTarget::textDropped, this, &MainWindow::openPastedText);
    connect(drops_, &DropTarget::fileDropped, this, [this](const QString& path) {
        // A dropped folder is a collection of record files.
        if (QFileInfo(path).isDir()) {
            openCollectionFolder(path);
            return;
        }
        if (files_->maybeSave())
            files_->openFile(path);
    });
    connect(panel_, &LayerPanel::moveSelected, view_, &BoardView::setSelectedMove);
    connect(layerBar_, &LayerBar::replayChanged, this, [this](int moves) {
        view_->setReplay(moves);
        if (moves >= 0)
            layerLabel_->setText(tr("Move %1 / %2").arg(moves).arg(doc_->score()));
        else
            updateStatus();
    });
    connect(codeBar_, &CodeBar::openRequested, this, [this](const QString& text, Variant v) {
        if (openText(text, v)) {
            codeBar_->clearOpenField();
            // Back to the board, whose keys (Tab, arrows, Home/End) are what comes next.
            view_->setFocus(Qt::OtherFocusReason);
            return;
        }
        // Point at the character at fault, so that it can be fixed in place.
        GridReadOptions options;
        options.variant = v;
        const auto read = GridReader::read(text, options);
        if (read.errorAt >= 0 && read.errorAt < text.size()) {
            codeBar_->openField()->setFocus();
            codeBar_->openField()->setSelection(static_cast<int>(read.errorAt), 1);
        }
    });
    connect(codeBar_, &CodeBar::copied, this, [this](const QString& what) { statusBar()->showMessage(what, 3000); });
    connect(files_, &FileActions::error, banner_, &MessageBanner::showError);
    connect(files_, &FileActions::info, this, [this](const QString& what) { statusBar()->showMessage(what, 4000); });
    connect(files_, &FileActions::note, this,
            [this](const QString& note, const QString& path, const std::optional<GridReader::Alternative>& other) {
                if (!other)
                    return banner_->showInfo(note);
                banner_->showInfo(note, other->label,
                                  [this, path, options = other->options] { files_->openFile(path, options); });
            });
    connect(transforms_, &GridTransformActions::message, this,
            [this](const QString& what) { statusBar()->showMessage(what, 5000); });
    connect(edits_, &GridEditActions::message, this, [this](const QString& what) { statusBar()->showMessage(what, 6000); });
    connect(view_, &BoardView::dependenciesShown, this, [this](bool shown, int needs, int neededBy) {
        if (shown)
            statusBar()->showMessage(tr("needs %1, needed by %2").arg(needs).arg(neededBy));
        else
            statusBar()->clearMessage();
    });
    connect(collection_, &CollectionPanel::gridChosen, this, &MainWindow::showCollectionGrid);
    connect(collection_, &CollectionPanel::loaded, this,
            [this](const QString& summary) { statusBar()->showMessage(summary, 8000); });
    connect(collection_, &CollectionPanel::error, banner_, &MessageBanner::showError);
    connect(doc_, &Document::gridChanged, this, &MainWindow::updateStatus);
    // A message (a refused code, "game over") is about the grid it was shown for, or about
    // the text in the open field: it goes when they change.
    connect(doc_, &Document::gridChanged, banner_, &QWidget::hide);
    connect(codeBar_->openField(), &QLineEdit::textEdited, this, [this] {
        if (banner_->kind() == MessageBanner::Kind::Error)
            banner_->hide();
    });
    connect(doc_, &Document::currentLayerChanged, this, &MainWindow::updateStatus);
    connect(doc_, &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(doc_, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(doc_, &Document::infoChanged, this, &MainWindow::updateTitle);
    connect(doc_, &Document::gridChanged, this, &MainWindow::updateTitle);
    connect(doc_, &Document::gameOver, this,
            [this](int score) { banner_->showInfo(tr("Game over: no legal move is left. Score: %1.").arg(score)); });

    restoreSettings();
    updateStatus();
    updateTitle();
    // The keys of the board (layers, keyboard play) work from the start.
    view_->setFocus(Qt::OtherFocusReason);
}

void MainWindow::createMenus()
{
    // File
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QMenu* newMenu = file->addMenu(Icons::get(QStringLiteral("document-new")), tr("&New Game"));
    for (Variant v : allVariants) {
        auto* a = newMenu->addAction(tr("%1 game").arg(QString::fromLatin1(variantName(v).data(), 2)));
        if (v == Variant::T5)
            a->setShortcut(QKeySequence::New);
        connect(a, &QAction::triggered, this, [this, v] { newGame(v); });
    }
    file->addAction(files_->openAction());
    file->addMenu(files_->recentMenu());
    famousMenu_ = new FamousGridsMenu(this);
    file->addMenu(famousMenu_);
    connect(famousMenu_, &FamousGridsMenu::gridChosen, this, &MainWindow::openFamousGrid);
    file->addSeparator();
    auto* openCollectionAction = file->addAction(tr("Open &Collection…"), this, &MainWindow::openCollection);
    openCollectionAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    openCollectionAction->setToolTip(tr("List the grids of a text file of codes, with thumbnails, duplicates and problems"));
    file->addAction(tr("Open Collection &Folder…"), this, &MainWindow::openCollectionFolderDialog)
        //: "record files": files that hold a grid (MSR, Pentasol), not world records.
        ->setToolTip(tr("List the grids of a folder of record files (Pentasol, MSR, pictures with their grid)"));
    file->addSeparator();
    file->addAction(files_->saveAction());
    file->addAction(files_->saveAsAction());
    file->addSeparator();
    auto* exportAction =
        file->addAction(Icons::get(QStringLiteral("image-export")), tr("&Export Picture…"), this, &MainWindow::exportPicture);
    exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    file->addAction(printer_->printAction());
    file->addAction(printer_->previewAction());
    file->addAction(printer_->pageSetupAction());
    file->addSeparator();
    auto* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    // Edit
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = doc_->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setProperty("command", tr("&Undo")); // in the list of shortcuts
    undo->setShortcut(QKeySequence::Undo);
    undo->setIcon(Icons::get(QStringLiteral("edit-undo")));
    QAction* redo = doc_->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setProperty("command", tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setIcon(Icons::get(QStringLiteral("edit-redo")));
    edit->addAction(undo);
    edit->addAction(redo);
    // What an edit said ("Removed 12 moves…") must not stay up once it is undone: the
    // status bar says what was undone or redone instead (these run after the stack moved).
    connect(undo, &QAction::triggered, this, [this] {
        const QUndoStack* stack = doc_->undoStack();
        if (stack->index() < stack->count())
            statusBar()->showMessage(tr("Undone: %1 (%n move(s) on the board)", nullptr, static_cast<int>(doc_->moves().size()))
                                         .arg(stack->text(stack->index())),
                                     6000);
    });
    connect(redo, &QAction::triggered, this, [this] {
        const QUndoStack* stack = doc_->undoStack();
        if (stack->index() > 0)
            statusBar()->showMessage(tr("Redone: %1 (%n move(s) on the board)", nullptr, static_cast<int>(doc_->moves().size()))
                                         .arg(stack->text(stack->index() - 1)),
                                     6000);
    });
    edit->addSeparator();
    auto* paste =
        edit->addAction(Icons::get(QStringLiteral("edit-paste")), tr("&Paste Code"), this, &MainWindow::pasteFromClipboard);
    paste->setShortcut(QKeySequence::Paste);
    paste->setToolTip(tr("Open the layer code, game number or move list on the clipboard"));
    edit->addAction(tr("Paste as Collec&tion"), this, &MainWindow::pasteAsCollection)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    auto* openCode = edit->addAction(tr("Open &Code…"), codeBar_, &CodeBar::focusOpenField);
    openCode->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    edit->addSeparator();
    edit->addAction(tr("Copy &Layer Code"), this,
                    [this] {
                        QApplication::clipboard()->setText(doc_->layerCode());
                        statusBar()->showMessage(tr("Layer code copied"), 3000);
                    })
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    edit->addAction(tr("Copy &Game Number"), this, [this] {
        QApplication::clipboard()->setText(doc_->gameNumber());
        statusBar()->showMessage(tr("Game number copied"), 3000);
    });
    edit->addAction(transforms_->copyCanonicalAction());
    edit->addSeparator();
    edit->addAction(edits_->removeAction());
    edit->addAction(compare_->compareAction());
    auto* copy =
        edit->addAction(Icons::get(QStringLiteral("edit-copy")), tr("Copy Grid and P&icture"), this, &MainWindow::copyPicture);
    copy->setShortcut(QKeySequence::Copy);
    copy->setToolTip(tr("Copy the grid as a picture (carrying its record), its layer code and its record: Paste opens it again"));
    edit->addSeparator();
    auto* prefs = edit->addAction(tr("Pre&ferences…"), this, &MainWindow::showPreferences);
    prefs->setShortcut(QKeySequence::Preferences);
    prefs->setMenuRole(QAction::PreferencesRole);

    // View
    QMenu* view = menuBar()->addMenu(tr("&View"));
    auto* zoomIn = view->addAction(Icons::get(QStringLiteral("zoom-in")), tr("Zoom &In"), view_, &BoardView::zoomIn);
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    auto* zoomOut = view->addAction(Icons::get(QStringLiteral("zoom-out")), tr("Zoom &Out"), view_, &BoardView::zoomOut);
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    auto* fit = view->addAction(Icons::get(QStringLiteral("zoom-fit")), tr("&Fit Grid"), view_, &BoardView::fitGrid);
    fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    view->addSeparator();
    view->addMenu(transforms_->menu());
    view->addSeparator();
    auto toggle = [&](const QString& text, const QKeySequence& key) {
        auto* a = view->addAction(text);
        a->setCheckable(true);
        a->setShortcut(key);
        connect(a, &QAction::toggled, this, &MainWindow::applyViewOptions);
        return a;
    };
    highlightAction_ = toggle(tr("&Highlight Current Layer"), QKeySequence(Qt::Key_L));
    ghostAction_ = toggle(tr("&Ghost Later Layers"), QKeySequence(Qt::Key_G));
    ghostAction_->setToolTip(tr("Show later layers faintly instead of hiding them"));
    numbersAction_ = toggle(tr("Move &Numbers"), QKeySequence(Qt::Key_N));
    legendAction_ = toggle(tr("&Legend"), QKeySequence());
    hintsAction_ = toggle(tr("Hin&ts: All Legal Moves"), QKeySequence(Qt::Key_H));
    hintsAction_->setIcon(Icons::get(QStringLiteral("hint")));
    view->addSeparator();
    paletteMenu_ = view->addMenu(tr("&Colours"));
    auto* group = new QActionGroup(this);
    const std::pair<QString, QString> palettes[] = {{QStringLiteral("system"), tr("Follow the &System")},
                                                    {QStringLiteral("light"), tr("&Light")},
                                                    {QStringLiteral("dark"), tr("&Dark")}};
    for (const auto& [name, text] : palettes) {
        auto* a = paletteMenu_->addAction(text);
        a->setCheckable(true);
        a->setData(name);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, name] {
            ViewSettings::palette.setValue(name);
            applyPalette(name);
        });
    }
    view->addSeparator();
    // The docks' titles have no access key of their own; their menu entries do.
    panelDock_->toggleViewAction()->setText(tr("La&yer Panel"));
    collectionDock_->toggleViewAction()->setText(tr("Coll&ection Panel"));
    searchDock_->toggleViewAction()->setText(tr("Search &Panel"));
    infoDock_->toggleViewAction()->setText(tr("Grid Infor&mation"));
    view->addAction(panelDock_->toggleViewAction());
    view->addAction(infoDock_->toggleViewAction());
    view->addAction(collectionDock_->toggleViewAction());
    view->addAction(searchDock_->toggleViewAction());
    // Showing a dock brings it to the front of the docks it shares a place with.
    for (QDockWidget* dock : {panelDock_, collectionDock_, searchDock_})
        connect(dock->toggleViewAction(), &QAction::triggered, dock, [dock](bool shown) {
            if (shown)
                dock->raise();
        });
    searchDock_->toggleViewAction()->setToolTip(tr("Search for high-scoring grids with NRPA or the hill climb, on every core"));
    view->addAction(search_->startStopAction());
    view->addAction(search_->loadBestAction());

    // Layers
    QMenu* layers = menuBar()->addMenu(tr("&Layers"));
    layers->addAction(layerBar_->firstAction());
    layers->addAction(layerBar_->previousAction());
    layers->addAction(layerBar_->nextAction());
    layers->addAction(layerBar_->lastAction());
    layers->addSeparator();
    layers->addAction(layerBar_->playAction());

    // Help
    menuBar()->addMenu(new HelpMenu(view_, this));

    // Main tool bar
    QToolBar* main = addToolBar(tr("Main"));
    main->setObjectName(QStringLiteral("mainToolBar"));
    main->setIconSize(QSize(20, 20));
    main->addAction(files_->openAction());
    main->addAction(files_->saveAction());
    main->addSeparator();
    main->addAction(undo);
    main->addAction(redo);
    main->addSeparator();
    main->addAction(zoomIn);
    main->addAction(zoomOut);
    main->addAction(fit);
    main->addSeparator();
    main->addAction(hintsAction_);
    main->addAction(exportAction);
    // The layer bar sits beside the main tool bar.
    insertToolBar(findChild<QToolBar*>(QStringLiteral("layerToolBar")), main);
}

void MainWindow::createStatusBar()
{
    auto add = [this](int minWidth) {
        auto* l = new QLabel(this);
        l->setMinimumWidth(minWidth);
        l->setAlignment(Qt::AlignCenter);
        statusBar()->addPermanentWidget(l);
        return l;
    };
    variantLabel_ = add(40);
    scoreLabel_ = add(90);
    layersLabel_ = add(90);
    layerLabel_ = add(90);
    pointerLabel_ = add(80);
    variantLabel_->setToolTip(tr("Variant"));
    pointerLabel_->setToolTip(tr("The point under the pointer"));
}

void MainWindow::updateStatus()
{
    variantLabel_->setText(QString::fromLatin1(variantName(doc_->variant()).data(), 2));
    scoreLabel_->setText(doc_->isOver()
                             ? tr("Score %1 (over)").arg(doc_->score())
                             : tr("Score %1, %n legal", nullptr, static_cast<int>(doc_->legalMoves().size())).arg(doc_->score()));
    layersLabel_->setText(tr("%n layer(s)", nullptr, std::max(0, doc_->layerCount())));
    layerLabel_->setText(tr("Layer %1").arg(doc_->currentLayer()));
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
    return openText(text, options);
}

bool MainWindow::openText(const QString& text, const GridReadOptions& options)
{
    const auto read = GridReader::read(text, options);
    if (!read.ok) {
        banner_->showError(read.message);
        return false;
    }
    // The text is not the file that was open before.
    doc_->setFilePath(QString());
    const QString kind = GridReader::formatName(read.grid.format);
    doc_->load(read.grid.variant, read.grid.moves, tr("Open %1").arg(kind), read.grid.info);
    banner_->hide();
    if (read.alternative)
        banner_->showInfo(read.note, read.alternative->label,
                          [this, text, options = read.alternative->options] { openText(text, options); });
    else if (!read.note.isEmpty())
        banner_->showInfo(read.note);
    statusBar()->showMessage(tr("Opened (%1): %2 %3 moves in %n layer(s)", nullptr, doc_->layerCount())
                                 .arg(kind, QString::fromLatin1(variantName(read.grid.variant).data(), 2))
                                 .arg(doc_->score()),
                             5000);
    return true;
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
    // The record of a grid copied here first, then a picture's record, then any text.
    const GridClipboard::Content pasted = GridClipboard::read(QApplication::clipboard()->mimeData());
    if (pasted.text.isEmpty()) {
        banner_->showError(pasted.problem);
        return;
    }
    openPastedText(pasted.text);
}

void MainWindow::openPastedText(const QString& text)
{
    // A long text, or one that is not one grid but holds several codes, is a collection.
    constexpr qsizetype oneGridLimit = 1 << 20;
    if (text.size() > oneGridLimit) {
        openCollectionText(text, tr("the pasted text"));
        banner_->showInfo(tr("The text holds %1 characters, too many for one grid: it is read as a collection of codes.")
                              .arg(QLocale().toString(text.size())));
        return;
    }
    GridReadOptions options;
    options.variant = codeBar_->readVariant();
    const auto read = GridReader::read(text, options);
    if (!read.ok && text.contains(QLatin1Char('\n'))) {
        const QByteArray utf8 = text.toUtf8();
        // A code wrapped over lines, or with a slip, is one grid's error, not a collection.
        const auto found = findCodeCandidates(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
        if (std::count_if(found.begin(), found.end(), [](const CodeCandidate& c) { return !c.slipped; }) >= 2) {
            openCollectionText(text, tr("the pasted text"));
            banner_->showInfo(tr("The text holds several codes: they are listed in the collection panel."));
            return;
        }
    }
    openText(text, codeBar_->readVariant());
}

void MainWindow::pasteAsCollection()
{
    const QString text = QApplication::clipboard()->text();
    if (text.trimmed().isEmpty()) {
        banner_->showError(tr("The clipboard holds no text to open."));
        return;
    }
    openCollectionText(text, tr("the clipboard"));
}

void MainWindow::openCollection()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Collection"), ViewSettings::lastDirectory.value(),
                                                      tr("Texts with codes (*.txt *.log *.md *.csv);;All files (*)"));
    if (!path.isEmpty())
        openCollectionFile(path);
}

void MainWindow::openCollectionFolderDialog()
{
    const QString path =
        QFileDialog::getExistingDirectory(this, tr("Open Collection Folder"), ViewSettings::lastDirectory.value());
    if (!path.isEmpty())
        openCollectionFolder(path);
}

void MainWindow::openCollectionFile(const QString& path)
{
    ViewSettings::lastDirectory.setValue(QFileInfo(path).absolutePath());
    collectionDock_->show();
    collectionDock_->raise();
    collection_->openFile(path, codeBar_->readVariant());
}

void MainWindow::openCollectionFolder(const QString& path)
{
    ViewSettings::lastDirectory.setValue(QFileInfo(path).absoluteFilePath());
    collectionDock_->show();
    collectionDock_->raise();
    collection_->openFolder(path, codeBar_->readVariant());
}

void MainWindow::openCollectionText(const QString& text, const QString& origin)
{
    collectionDock_->show();
    collectionDock_->raise();
    collection_->openText(text, origin, codeBar_->readVariant());
}

void MainWindow::showCollectionGrid(int row)
{
    const CollectionModel* model = collection_->model();
    if (row < 0 || row >= model->rowCount())
        return;
    // Browsing from one collection grid to the next replaces nothing the user made; any
    // other change is asked about first, as opening a file does.
    const QUndoStack* stack = doc_->undoStack();
    const bool browsing = stack->index() > 0 && stack->index() == stack->count() &&
                          stack->command(stack->index() - 1)->id() == CollectionLoadCommand::commandId;
    if (!browsing && !files_->maybeSave())
        return;
    const CollectionRow& r = model->row(row);
    std::vector<Move> moves = model->moves(row);
    // The grid is not the file that was open before.
    doc_->setFilePath(QString());
    doc_->undoStack()->push(
        new CollectionLoadCommand(doc_, r.variant, std::move(moves), tr("Open %1 from the collection").arg(r.source)));
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
    doc_->setFilePath(QString());
    doc_->load(grid->variant, grid->moves, tr("Open %1").arg(QString::fromStdString(grid->title)), gridInfo(*grid));
    banner_->hide();
    // Its story is in the information panel.
    infoDock_->show();
    infoDock_->raise();
    statusBar()->showMessage(FamousGridsMenu::describe(*grid), 20000);
}

void MainWindow::copyPicture()
{
    ExportDialog dialog(doc_, view_->paletteName(), this);
    QApplication::clipboard()->setMimeData(dialog.clipboardData());
    statusBar()->showMessage(tr("Grid copied: its picture, layer code and record"), 3000);
}

void MainWindow::exportPicture()
{
    ExportDialog dialog(doc_, view_->paletteName(), this);
    dialog.exec();
    if (!dialog.savedPath().isEmpty())
        statusBar()->showMessage(tr("Picture saved to %1").arg(QDir::toNativeSeparators(dialog.savedPath())), 10000);
}

void MainWindow::newGame(Variant variant)
{
    if (!files_->maybeSave())
        return;
    doc_->setFilePath(QString());
    doc_->newGame(variant);
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
    for (QAction* a : paletteMenu_->actions())
        a->setChecked(a->data().toString() == name);
}

void MainWindow::applyViewOptions()
{
    paint::ViewOptions o;
    o.highlightLayer = highlightAction_->isChecked();
    o.ghostLater = ghostAction_->isChecked();
    o.showNumbers = numbersAction_->isChecked();
    o.showLegend = legendAction_->isChecked();
    view_->setOptions(o);
    view_->setHintsShown(hintsAction_->isChecked());
    legendAction_->setEnabled(o.highlightLayer);
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
    for (auto [action, setting] :
         {std::pair{highlightAction_, &ViewSettings::highlightLayer}, std::pair{ghostAction_, &ViewSettings::ghostLater},
          std::pair{numbersAction_, &ViewSettings::showNumbers}, std::pair{legendAction_, &ViewSettings::showLegend},
          std::pair{hintsAction_, &ViewSettings::showHints}}) {
        const QSignalBlocker block(action);
        action->setChecked(setting->value());
    }
    applyViewOptions();
    applyPalette(ViewSettings::palette.value());
    const double cell = ViewSettings::cellSize.value();
    if (cell > 0)
        QTimer::singleShot(0, view_, [this, cell] { view_->setCellSize(cell); });
}

void MainWindow::saveSettings() const
{
    ViewSettings::geometry.setValue(saveGeometry());
    ViewSettings::state.setValue(saveState());
    ViewSettings::highlightLayer.setValue(highlightAction_->isChecked());
    ViewSettings::ghostLater.setValue(ghostAction_->isChecked());
    ViewSettings::showNumbers.setValue(numbersAction_->isChecked());
    ViewSettings::showLegend.setValue(legendAction_->isChecked());
    ViewSettings::showHints.setValue(hintsAction_->isChecked());
    ViewSettings::cellSize.setValue(view_->isFitting() ? 0.0 : view_->cellSize());
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        updateStatus();
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
