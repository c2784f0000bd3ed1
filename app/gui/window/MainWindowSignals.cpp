// The main window's connections: what the features say goes to the banner or the status
// bar, what they ask of each other goes through here. One function a concern.
#include "app/gui/analysis/AnalysisPanel.h"
#include "app/gui/analysis/SolveLinks.h"
#include "app/gui/analysis/SolvePanel.h"
#include "app/gui/board/BoardView.h"
#include "app/gui/board/PlayLinks.h"
#include "app/gui/board/ViewActions.h"
#include "app/gui/collection/CollectionActions.h"
#include "app/gui/collection/CollectionFilter.h"
#include "app/gui/collection/CollectionLinks.h"
#include "app/gui/collection/CollectionModel.h"
#include "app/gui/collection/CollectionPanel.h"
#include "app/gui/common/MessageBanner.h"
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
#include "app/gui/files/OpeningLinks.h"
#include "app/gui/files/PictureActions.h"
#include "app/gui/files/WebPageExport.h"
#include "app/gui/panels/BoardLinks.h"
#include "app/gui/panels/CodeBar.h"
#include "app/gui/panels/GridInfoPanel.h"
#include "app/gui/panels/LayerBar.h"
#include "app/gui/panels/LayerPanel.h"
#include "app/gui/search/SearchPanel.h"
#include "app/gui/window/MainWindow.h"
#include "app/gui/window/StatusFields.h"

#include <QAction>
#include <QDockWidget>
#include <QFileInfo>
#include <QStatusBar>
#include <QTableView>

namespace morpion::gui {

std::function<void(const QString&)> MainWindow::statusFor(int timeout)
{
    // Messages for the status bar, each shown for as long as it takes to read.
    return [this, timeout](const QString& what) { statusBar()->showMessage(what, timeout); };
}

void MainWindow::connectFeatures()
{
    connectBoard();
    connectOpening();
    connectOutputs();
    connectCollection();
    connectSearchAndAnalysis();
    connectDocument();
}

void MainWindow::connectBoard()
{
    connect(view_, &BoardView::message, this, statusFor(10000));
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
    linkBoardAndLayers(doc_, view_, panel_, layerBar_);
    connect(view_, &BoardView::pointerMoved, status_, &StatusFields::showPointer);
    linkSolverToBoard(solver_, view_);
    connect(solver_, &SolvePanel::message, this, statusFor(8000));
    // F8 from anywhere shows the panel that answers.
    connect(solver_->solveAction(), &QAction::triggered, this, [this] {
        solverDock_->show();
        solverDock_->raise();
    });
    connect(layerBar_, &LayerBar::replayChanged, status_, &StatusFields::showReplay);
    connect(viewActions_, &ViewActions::paletteChosen, this, &MainWindow::applyPalette);
}

void MainWindow::connectOpening()
{
    // Texts are read once by the opener, files by FileActions.
    linkOpening(doc_, opener_, files_, codeBar_, banner_);
    connect(opener_, &GridOpener::opened, this, statusFor(5000));
    connect(codeBar_, &CodeBar::copied, this, statusFor(3000));
    connect(files_, &FileActions::info, this, statusFor(4000));
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
}

void MainWindow::connectOutputs()
{
    connect(pictures_, &PictureActions::message, statusBar(), &QStatusBar::showMessage);
    connect(webPage_, &WebPageExport::message, statusBar(), &QStatusBar::showMessage);
    connect(webPage_, &WebPageExport::error, banner_, &MessageBanner::showError);
    connect(printer_, &BoardPrinter::printed, this,
            [this](const QString& where) { statusBar()->showMessage(tr("Printed on %1").arg(where), 8000); });
    connect(autosave_, &Autosave::error, banner_, &MessageBanner::showError);
    connect(undo_, &UndoActions::message, this, statusFor(6000));
    connect(transforms_, &GridTransformActions::message, this, statusFor(5000));
    connect(edits_, &GridEditActions::message, this, statusFor(6000));
}

void MainWindow::connectCollection()
{
    linkCollection(collections_, collection_, banner_);
    connect(collections_, &CollectionActions::message, this, statusFor(5000));
    connect(collection_, &CollectionPanel::loaded, this, statusFor(8000));
    // Compare with… from a collection row; the dialog offers the collection shown (at the
    // row picked there).
    connect(collection_, &CollectionPanel::compareChosen, this,
            [this](int row) { compare_->compareWith(collection_->model()->row(row).variant, collection_->model()->moves(row)); });
    compare_->setCollection([this] {
        const QModelIndex current = collection_->table()->currentIndex();
        return CompareCollection{collection_->model()->shared(),
                                 current.isValid() ? collection_->filter()->mapToSource(current).row() : -1};
    });
}

void MainWindow::connectSearchAndAnalysis()
{
    // Compare with… from the search's best grid, which the dialog offers too.
    connect(search_, &SearchPanel::compareRequested, compare_,
            qOverload<Variant, const std::vector<Move>&>(&GridCompare::compareWith));
    compare_->setOffers([this] {
        std::vector<CompareOffer> offers;
        if (!search_->entries().empty())
            offers.push_back({tr("The search's best grid: %1 moves").arg(search_->bestScore()), search_->searchVariant(),
                              search_->entries().back().moves});
        return offers;
    });

    connect(search_, &SearchPanel::message, this, statusFor(6000));
    // Analyse Game from anywhere shows the panel it fills; a move picked there is shown on
    // the board, the better game drawn over the position after it.
    connect(analysis_->analyseAction(), &QAction::triggered, this, [this] {
        analysisDock_->show();
        analysisDock_->raise();
    });
    connect(analysis_, &AnalysisPanel::message, this, statusFor(6000));
    connect(analysis_, &AnalysisPanel::showMoveRequested, compare_,
            qOverload<Variant, const std::vector<Move>&, int, const QString&>(&GridCompare::compareWith));
    // F5 from anywhere shows what it started.
    connect(search_->startStopAction(), &QAction::triggered, this, [this] {
        searchDock_->show();
        searchDock_->raise();
    });
    connect(view_, &BoardView::selectedRegionChanged, this, [this] { search_->setRegion(view_->selectedRegion()); });
    connect(search_, &SearchPanel::regionKept, view_, [this](Point a, Point b) { view_->setSelectedRegion(std::pair(a, b)); });
}

void MainWindow::connectDocument()
{
    connect(doc_, &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(doc_, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(doc_, &Document::infoChanged, this, &MainWindow::updateTitle);
    connect(doc_, &Document::gridChanged, this, &MainWindow::updateTitle);
    connect(doc_, &Document::becameDerived, this, &MainWindow::sayDerived);
    linkGameOver(doc_, banner_);
}

void MainWindow::sayDerived(const GridInfo& original)
{
    // The first edit of a record's grid: say that it is now the user's, based on the
    // original, and offer to keep the author, which is not carried over unasked.
    const QString name = doc_->info().basedOn() ? GridInfoPanel::originalName(*doc_->info().basedOn()) : QString();
    // An author the user typed stayed: nothing to offer.
    const QString author = doc_->info().value(GridInfo::Field::Author).empty()
                               ? QString::fromStdString(original.value(GridInfo::Field::Author)).simplified()
                               : QString();
    if (author.isEmpty()) {
        banner_->showInfo(tr("This grid is now an edit of “%1”: its record says so, and keeps no title of its own.").arg(name));
        return;
    }
    banner_->showInfo(
        tr("This grid is now an edit of “%1”: its record says so, and does not name %2 as its author.").arg(name, author),
        tr("&Keep %1 as Author").arg(author), [this, author] {
            doc_->editInfo(GridInfo::Field::Author, author, [] { return GridInfoPanel::fieldName(GridInfo::Field::Author); });
        });
}

} // namespace morpion::gui
