// MainWindow's docks: the layer panel and the grid information on the right; the
// collection, the search, the analysis and the solver on the left, in one place.

#include "app/gui/analysis/AnalysisPanel.h"
#include "app/gui/analysis/SolvePanel.h"
#include "app/gui/collection/CollectionPanel.h"
#include "app/gui/common/TranslatedText.h"
#include "app/gui/panels/GridInfoPanel.h"
#include "app/gui/panels/LayerPanel.h"
#include "app/gui/search/SearchPanel.h"
#include "app/gui/window/DockBudget.h"
#include "app/gui/window/MainWindow.h"
#include "app/gui/window/VerticalScrollArea.h"

#include <QAction>
#include <QDockWidget>

#include <tuple>

namespace morpion::gui {

void MainWindow::createDocks()
{
    createRightDocks();
    createLeftDocks();
    keepRoomForTheBoard();
    nameDocks();
}

// The layer panel and the grid information, in one place on the right.
void MainWindow::createRightDocks()
{
    panel_ = new LayerPanel(doc_, this);
    panelDock_ = new QDockWidget(this);
    panelDock_->setObjectName(QStringLiteral("layerDock"));
    panelDock_->setWidget(panel_);
    addDockWidget(Qt::RightDockWidgetArea, panelDock_);

    infoDock_ = new GridInfoPanel(doc_, this);
    addDockWidget(Qt::RightDockWidgetArea, infoDock_);
    tabifyDockWidget(panelDock_, infoDock_);
    panelDock_->raise();
}

// The collection, the search, the analysis and the solver, in one place on the left,
// hidden until asked for.
void MainWindow::createLeftDocks()
{
    collection_ = new CollectionPanel(this);
    collectionDock_ = new QDockWidget(this);
    collectionDock_->setObjectName(QStringLiteral("collectionDock"));
    collectionDock_->setWidget(collection_);
    addDockWidget(Qt::LeftDockWidgetArea, collectionDock_);
    collectionDock_->hide();

    search_ = new SearchPanel(doc_, this);
    searchDock_ = new QDockWidget(this);
    searchDock_->setObjectName(QStringLiteral("searchDock"));
    auto* searchScroll = new VerticalScrollArea(search_, searchDock_);
    searchScroll->setAccessibleName(tr("Search"));
    searchDock_->setWidget(searchScroll);
    addDockWidget(Qt::LeftDockWidgetArea, searchDock_);
    tabifyDockWidget(collectionDock_, searchDock_);
    searchDock_->hide();

    analysis_ = new AnalysisPanel(doc_, this);
    analysisDock_ = new QDockWidget(this);
    analysisDock_->setObjectName(QStringLiteral("analysisDock"));
    analysisDock_->setWidget(analysis_);
    addDockWidget(Qt::LeftDockWidgetArea, analysisDock_);
    tabifyDockWidget(searchDock_, analysisDock_);
    analysisDock_->hide();
    search_->addActionButton(analysis_->analyseAction());
    solver_ = new SolvePanel(doc_, this);
    solverDock_ = new QDockWidget(this);
    solverDock_->setObjectName(QStringLiteral("solverDock"));
    solverDock_->setWidget(solver_);
    addDockWidget(Qt::LeftDockWidgetArea, solverDock_);
    tabifyDockWidget(analysisDock_, solverDock_);
    solverDock_->hide();
}

void MainWindow::keepRoomForTheBoard()
{
    // The board keeps at least half the window's width, whatever docks are open.
    auto* budget = new DockBudget(this, 0.5);
    for (QDockWidget* dock : {static_cast<QDockWidget*>(panelDock_), static_cast<QDockWidget*>(infoDock_)})
        budget->watch(dock);
    // Wide enough for the thumbnails and the numbers beside them when it opens.
    budget->watch(collectionDock_, 660);
    // Wide enough for a log line (iteration, score, time and a code) when it opens.
    budget->watch(searchDock_, 500);
    // Wide enough for the chart's move numbers and a move with its badge.
    budget->watch(analysisDock_, 380);
    budget->watch(solverDock_, 380);
}

void MainWindow::nameDocks()
{
    // The docks' titles have no access key of their own; their menu entries do. Both are
    // said again after a language switch, the title first: Qt then names the menu entry
    // after it. (Titles that other messages share in some languages could not be told
    // apart by the switch; the grid information panel names itself.)
    const std::tuple<QDockWidget*, const char*, const char*> docks[] = {
        {panelDock_, QT_TR_NOOP("Layer"), QT_TR_NOOP("La&yer Panel")},
        {collectionDock_, QT_TR_NOOP("Collection"), QT_TR_NOOP("Coll&ection Panel")},
        {searchDock_, QT_TR_NOOP("Search"), QT_TR_NOOP("Search &Panel")},
        {analysisDock_, QT_TR_NOOP("Analysis"), QT_TR_NOOP("A&nalysis Panel")},
        {solverDock_, QT_TR_NOOP("Solver"), QT_TR_NOOP("Sol&ver Panel")},
        {infoDock_, nullptr, QT_TR_NOOP("Grid Infor&mation")}};
    for (const auto& [dock, title, text] : docks)
        TranslatedText::keep(dock, [dock, title, text] {
            if (title)
                dock->setWindowTitle(tr(title));
            dock->toggleViewAction()->setText(tr(text));
        });
    analysisDock_->toggleViewAction()->setToolTip(tr("What each move of the game lost: the analysis and its chart"));
    searchDock_->toggleViewAction()->setToolTip(tr("Search for high-scoring grids with NRPA or the hill climb, on every core"));
    // Showing a dock brings it to the front of the docks it shares a place with.
    for (QDockWidget* dock : {panelDock_, collectionDock_, searchDock_, analysisDock_, solverDock_})
        connect(dock->toggleViewAction(), &QAction::triggered, dock, [dock](bool shown) {
            if (shown)
                dock->raise();
        });
}

} // namespace morpion::gui
