#pragma once

// For the gui.* suites about the board and the layer panel and bar beside it (layer stepping,
// hand play and its look, a layer step's cost), and about a panel that works with the board
// (the solver's, with addPanel): the board as the window shows it, without the window's
// menus, docks and status bar. The document starts from the start-up grid (showStartupGrid);
// the banner and the layer bar sit above the board and the layer panel beside it, linked as
// the window links them (linkBoardAndLayers, linkGameOver); texts are read by the window's
// GridOpener, without the question about unsaved work (FileActions). Made with the suite's
// own empty settings, at the suite's size, shown and exposed before the first case and gone
// after the last, as test::MainWindowFixture.
//
//     void initTestCase() { QVERIFY(board_.open("tst_layerstepping", QSize(1200, 800))); }
//     void cleanupTestCase() { board_.close(); }
//     ...
//     test::BoardFixture board_;   // board_->document(), board_->boardView() ...

#include "app/gui/board/BoardView.h"
#include "app/gui/board/PlayLinks.h"
#include "app/gui/common/MessageBanner.h"
#include "app/gui/document/Document.h"
#include "app/gui/document/StartupGrid.h"
#include "app/gui/files/GridOpener.h"
#include "app/gui/panels/BoardLinks.h"
#include "app/gui/panels/LayerBar.h"
#include "app/gui/panels/LayerPanel.h"
#include "tests/gui/DocumentFixture.h"
#include "tests/gui/GuiTestSupport.h"

#include <QHBoxLayout>
#include <QSize>
#include <QTest>
#include <QVBoxLayout>
#include <QWidget>

#include <memory>

namespace morpion::gui::test {

// The banner, the board, the layer bar and the layer panel in one top-level widget.
class BoardArea : public QWidget {
public:
    BoardArea()
        : doc_(new Document(this))
    {
        showStartupGrid(doc_);
        view_ = new BoardView(doc_, this);
        banner_ = new MessageBanner(this);
        bar_ = new LayerBar(doc_, this);
        panel_ = new LayerPanel(doc_, this);
        opener_ = new GridOpener(doc_, this);
        auto* board = new QVBoxLayout;
        board->addWidget(banner_);
        board->addWidget(bar_);
        board->addWidget(view_, 1);
        side_ = new QVBoxLayout;
        side_->addWidget(panel_);
        auto* layout = new QHBoxLayout(this);
        layout->addLayout(board, 1);
        layout->addLayout(side_);
        linkBoardAndLayers(doc_, view_, panel_, bar_);
        linkGameOver(doc_, banner_);
        view_->setFocus(Qt::OtherFocusReason);
    }

    Document* document() const { return doc_; }
    BoardView* boardView() const { return view_; }
    LayerBar* layerBar() const { return bar_; }
    LayerPanel* layerPanel() const { return panel_; }
    MessageBanner* banner() const { return banner_; }
    GridOpener* gridOpener() const { return opener_; }
    // As MainWindow::openText: one undo step, or the grid left as it was.
    bool openText(const QString& text, Variant variant) const { return DocumentFixture::openIn(opener_, text, variant); }

    // A panel over the document (an analysis or a solver panel), beside the board below the
    // layer panel, where the window docks it; the suite links it as the window does.
    template <class Panel> Panel* addPanel()
    {
        auto* panel = new Panel(doc_, this);
        side_->addWidget(panel);
        return panel;
    }

private:
    Document* doc_;
    BoardView* view_;
    MessageBanner* banner_;
    LayerBar* bar_;
    LayerPanel* panel_;
    GridOpener* opener_;
    QVBoxLayout* side_;
};

class BoardFixture {
public:
    // False when the board was not exposed. An invalid `size` leaves the widget's own.
    bool open(const char* suite, QSize size = {})
    {
        isolateSettings(suite);
        area_ = std::make_unique<BoardArea>();
        if (size.isValid())
            area_->resize(size);
        area_->show();
        return QTest::qWaitForWindowExposed(area_.get());
    }
    void close() { area_.reset(); }

    BoardArea* operator->() const { return area_.get(); }
    BoardArea* get() const { return area_.get(); }

private:
    std::unique_ptr<BoardArea> area_;
};

} // namespace morpion::gui::test
