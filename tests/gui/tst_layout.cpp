// The window at 1024×640: a first window fits the screen, the board keeps most of the
// room, the legend never covers the grid at fit zoom and folds away, a message never
// covers the board, and grids dropped anywhere in the window open.

#include "GuiTestSupport.h"
#include "tests/common/MainWindowFixture.h"

#include "app/gui/board/BoardView.h"
#include "app/gui/common/MessageBanner.h"
#include "app/gui/document/Document.h"
#include "app/gui/panels/LayerPanel.h"
#include "app/gui/window/MainWindow.h"
#include "app/gui/window/VerticalScrollArea.h"
#include "app/paint/BoardFit.h"

#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMimeData>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

using namespace morpion;
using namespace morpion::gui;

namespace {

// The grid's shapes at every layer, in lattice coordinates, as the fit sees them.
std::vector<QLineF> shapesOf(const Document& doc)
{
    std::vector<QLineF> out;
    const int n = lineLength(doc.variant());
    for (const Layer& layer : doc.layering().layers)
        for (const auto* list : {&layer.candidates, &layer.taboo})
            for (const Move& m : *list)
                out.emplace_back(m.line.at(0).x, m.line.at(0).y, m.line.at(n - 1).x, m.line.at(n - 1).y);
    return out;
}

} // namespace

class TestLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(window_.open("tst_layout", QSize(1024, 640))); }
    void cleanupTestCase() { window_.close(); }

    // The first start (no remembered geometry) fits the screen: the search dock, which starts
    // hidden, made the window taller than a 1024×640 screen.
    void firstStartFitsTheScreen()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QRect screen = w.screen()->availableGeometry();
        QVERIFY2(w.height() <= screen.height() && w.width() <= screen.width(),
                 qPrintable(QStringLiteral("%1×%2").arg(w.width()).arg(w.height())));
    }

    // In a wider window the search dock opens wide enough for its log lines, and the board
    // keeps half the width.
    void searchDockOpensWide()
    {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.searchDock()->show();
        QTRY_VERIFY2(w.searchDock()->width() >= 380,
                     qPrintable(QStringLiteral("search %1 (needs %2), layer %3 (needs %4), board %5, tabbed %6")
                                    .arg(w.searchDock()->width())
                                    .arg(w.searchDock()->minimumSizeHint().width())
                                    .arg(w.layerPanel()->parentWidget()->width())
                                    .arg(w.layerPanel()->parentWidget()->minimumSizeHint().width())
                                    .arg(w.boardView()->width())
                                    .arg(w.tabifiedDockWidgets(w.searchDock()).size())));
        QVERIFY2(w.boardView()->width() >= 700 - 20, qPrintable(QString::number(w.boardView()->width())));
    }

    // A panel that scrolls up and down takes the width its content comes to need (a longer
    // text, a new language) instead of cutting it off.
    void scrollingPanelFollowsItsContent()
    {
        QWidget top;
        auto* row = new QHBoxLayout(&top);
        auto* content = new QWidget;
        auto* column = new QVBoxLayout(content);
        auto* label = new QLabel(QStringLiteral("short"), content);
        column->addWidget(label);
        auto* area = new VerticalScrollArea(content, &top);
        row->addWidget(area);
        row->addStretch(1);
        top.show();
        QVERIFY(QTest::qWaitForWindowExposed(&top));
        label->setText(QString(60, QLatin1Char('x')));
        QTRY_VERIFY2(area->viewport()->width() >= label->sizeHint().width(),
                     qPrintable(QStringLiteral("%1 < %2").arg(area->viewport()->width()).arg(label->sizeHint().width())));
    }

    void boardKeepsTheRoom()
    {
        const BoardView* view = window_->boardView();
        QVERIFY2(view->width() >= 600 && view->height() >= 380,
                 qPrintable(QStringLiteral("%1×%2").arg(view->width()).arg(view->height())));
    }

    void legendNeverCoversTheGrid_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("135") << QString::fromLatin1(test::code135);
        QTest::newRow("178") << QString::fromLatin1(test::code178);
    }
    void legendNeverCoversTheGrid()
    {
        QFETCH(QString, code);
        Document* doc = window_->document();
        BoardView* view = window_->boardView();
        doc->load(Variant::T5, test::decoded(Variant::T5, code.toLatin1().constData()).movesInOrder(), code);
        view->setLegendCollapsed(false);
        view->fitGrid();
        for (int k = 0; k < doc->viewSteps(); k += 7) {
            doc->setCurrentLayer(k);
            view->repaint();
            QVERIFY(!view->legendRect().isEmpty());
            QVERIFY2(!paint::BoardFit::covers(shapesOf(*doc), view->boardGeometry(), view->legendRect()),
                     qPrintable(QString::number(k)));
        }
        // Folded, it is only a title, and the grid grows into the room it gave back.
        const double open = view->cellSize();
        const double height = view->legendRect().height();
        view->setLegendCollapsed(true);
        view->repaint();
        QVERIFY(view->legendRect().height() < height / 2);
        QVERIFY(view->cellSize() >= open);
        QVERIFY(!paint::BoardFit::covers(shapesOf(*doc), view->boardGeometry(), view->legendRect()));
        // A click on the title opens it again.
        QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, view->legendRect().center().toPoint());
        QVERIFY(!view->legendCollapsed());
    }

    // A message (the "derived from" note, an error) sits above the board, never over it:
    // the board gives it the room it takes, and gets it back when it goes.
    void messageNeverCoversTheBoard()
    {
        BoardView* view = window_->boardView();
        Document* doc = window_->document();
        doc->load(Variant::T5, test::decoded(Variant::T5, test::code178).movesInOrder(), QString::fromLatin1(test::code178));
        view->fitGrid();
        const QRect before = view->geometry();
        window_->banner()->showError(QStringLiteral("A long message that wraps. ").repeated(20));
        QCoreApplication::processEvents();
        const QRect banner(window_->banner()->mapTo(window_->window(), QPoint(0, 0)), window_->banner()->size());
        const QRect board(view->mapTo(window_->window(), QPoint(0, 0)), view->size());
        QVERIFY2(!banner.intersects(board), qPrintable(QStringLiteral("banner %1,%2 %3×%4 over the board at y %5")
                                                           .arg(banner.x())
                                                           .arg(banner.y())
                                                           .arg(banner.width())
                                                           .arg(banner.height())
                                                           .arg(board.y())));
        QVERIFY(window_->banner()->height() <= 110);
        QVERIFY(view->height() >= before.height() - 130);
        // It goes when the grid it was about changes, and the board has its room again.
        window_->document()->newGame(Variant::T5);
        QVERIFY(!window_->banner()->isVisible());
        QCoreApplication::processEvents();
        QCOMPARE(view->geometry(), before);
    }

    // Opening the search dock beside the layer panel takes its width from the docks, not
    // only from the board.
    void docksLeaveTheBoardItsRoom()
    {
        const BoardView* view = window_->boardView();
        window_->searchDock()->show();
        // The board keeps half the width: in a window this small, the search dock joins the
        // layer panel's tabs rather than squeeze the board between two docks (it had 380 px).
        QTRY_VERIFY2(view->width() >= window_->width() / 2, qPrintable(QString::number(view->width())));
        QVERIFY(window_->searchDock()->isVisible());
        QVERIFY(window_->layerPanel()->width() >= window_->layerPanel()->minimumSizeHint().width());
        QVERIFY(window_->searchDock()->width() >= window_->searchDock()->minimumSizeHint().width());
        // The search panel scrolls rather than making the window taller than the screen.
        QCOMPARE(window_->height(), 640);
        QVERIFY(window_->minimumSizeHint().height() <= 600);
        window_->searchDock()->hide();
    }

    // Every dock's panel has the layer panel's margins: docks tabbed together do not move
    // their content when the tab changes (the collection had 4 px, the grid information the
    // style's own).
    void docksShareTheirMargins()
    {
        const auto margins = [](const QDockWidget* dock) {
            QWidget* body = dock->widget();
            if (auto* scroll = qobject_cast<QScrollArea*>(body))
                body = scroll->widget();
            return body && body->layout() ? body->layout()->contentsMargins() : QMargins(-1, -1, -1, -1);
        };
        const QMargins layer = margins(window_->findChild<QDockWidget*>(QStringLiteral("layerDock")));
        QVERIFY(layer.left() > 0);
        QCOMPARE(layer, QMargins(layer.left(), layer.left(), layer.left(), layer.left()));
        const auto docks = window_->findChildren<QDockWidget*>();
        QVERIFY(docks.size() >= 6);
        for (const QDockWidget* dock : docks)
            QVERIFY2(margins(dock) == layer, qPrintable(dock->objectName()));
        // A part inside a panel adds none of its own: the search results' chart and log
        // start where the search panel's other rows do.
        window_->searchDock()->show();
        const auto* results = window_->searchDock()->findChild<QSplitter*>();
        QVERIFY(results);
        QTRY_VERIFY(results->isVisible());
        QCOMPARE(results->geometry(), QRect(QPoint(0, 0), QSize(results->parentWidget()->width(), results->height())));
        window_->searchDock()->hide();
    }

    void dropOnAPanelOpensTheGrid()
    {
        Document* doc = window_->document();
        doc->newGame(Variant::T5);
        QWidget* panel = window_->layerPanel();
        QMimeData mime;
        mime.setText(QString::fromLatin1(test::code135));
        QDragEnterEvent enter(QPoint(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(panel, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(panel, &drop);
        QCOMPARE(doc->score(), 135);
    }

private:
    test::MainWindowFixture window_;
};

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
