// Stepping through layers on the board as the window shows it (test::BoardFixture): the
// board's highlighted sets, the layer panel's rows and the chart follow the core's layering.

#include "BoardFixture.h"
#include "GuiTestSupport.h"

#include "app/gui/board/BoardView.h"
#include "app/gui/document/Document.h"
#include "app/gui/panels/LayerBar.h"
#include "app/gui/panels/LayerChart.h"
#include "app/gui/panels/LayerPanel.h"
#include "core/rules/MoveText.h"

#include <QAction>
#include <QImage>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTreeWidget>

#include <algorithm>
#include <tuple>

using namespace morpion;
using namespace morpion::gui;

namespace {

std::vector<Move> sorted(std::vector<Move> v)
{
    std::sort(v.begin(), v.end());
    return v;
}

} // namespace

class TestLayerStepping : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(board_.open("tst_layerstepping", QSize(1200, 800))); }
    void cleanupTestCase() { board_.close(); }

    void startsOnThe135AtLayer0()
    {
        const Document* doc = board_->document();
        QCOMPARE(doc->score(), 135);
        QCOMPARE(doc->currentLayer(), 0);
        QCOMPARE(doc->layerCode(), QString::fromLatin1(test::code135));
        QVERIFY(!doc->isModified());
        // Layer 0 of seed 000: 8 of 28 taken.
        const paint::BoardScene& s = board_->boardView()->scene();
        QCOMPARE(s.movesWithRole(paint::BoardScene::Role::Current).size(), std::size_t{8});
        QCOMPARE(s.openCandidates.size(), std::size_t{20});
        QVERIFY(s.taboo.empty());
    }

    // Every layer of the 178 record, reached with the Next action (PgDn), then back.
    void stepEveryLayer()
    {
        Document* doc = board_->document();
        doc->load(Variant::T5, test::decoded(Variant::T5, test::code178).movesInOrder(), QStringLiteral("178"));
        const Layering expected = test::decoded(Variant::T5, test::code178);
        LayerBar* bar = board_->layerBar();
        bar->firstAction()->trigger();
        QVERIFY(!bar->previousAction()->isEnabled());
        const paint::BoardScene::LatticeRect frame = board_->boardView()->scene().frame();
        for (int k = 0; k < static_cast<int>(expected.layers.size()); ++k) {
            QCOMPARE(doc->currentLayer(), k);
            const Layer& layer = expected.layers[static_cast<std::size_t>(k)];
            const paint::BoardScene& s = board_->boardView()->scene();
            QCOMPARE(s.currentLayer, k);
            // The frame the page's board fits to is the same at every layer and holds what
            // the layer draws (its bounds reach a column further at layers 35 to 44).
            const paint::BoardScene::LatticeRect f = s.frame(), b = s.bounds();
            QCOMPARE(std::tuple(f.left, f.top, f.width, f.height), std::tuple(frame.left, frame.top, frame.width, frame.height));
            QVERIFY2(f.left <= b.left && f.top <= b.top && b.left + b.width <= f.left + f.width &&
                         b.top + b.height <= f.top + f.height,
                     qPrintable(QStringLiteral("layer %1").arg(k)));
            QCOMPARE(sorted(s.movesWithRole(paint::BoardScene::Role::Current)), layer.takenMoves());
            std::vector<Move> open;
            for (std::size_t i = 0; i < layer.candidates.size(); ++i)
                if (!layer.taken[i])
                    open.push_back(layer.candidates[i]);
            QCOMPARE(s.openCandidates, open);
            QCOMPARE(s.taboo, layer.taboo);
            std::vector<Move> earlier;
            for (int j = 0; j < k; ++j)
                for (const Move& m : expected.layers[static_cast<std::size_t>(j)].takenMoves())
                    earlier.push_back(m);
            QCOMPARE(sorted(s.movesWithRole(paint::BoardScene::Role::Earlier)), sorted(earlier));
            QCOMPARE(s.movesWithRole(paint::BoardScene::Role::Later).size(),
                     std::size_t(178) - earlier.size() - layer.takenMoves().size());

            // The panel lists the candidates, then a separator and the taboo moves.
            const QTreeWidget* list = board_->layerPanel()->list();
            const int rows = static_cast<int>(layer.candidates.size() + (layer.taboo.empty() ? 0 : 1 + layer.taboo.size()));
            QCOMPARE(list->topLevelItemCount(), rows);
            QCOMPARE(list->topLevelItem(0)->text(0), QStringLiteral("%1.").arg(layer.firstNumber));
            QCOMPARE(list->topLevelItem(0)->text(1), QString::fromStdString(formatMove(layer.candidates[0])));
            QCOMPARE(list->topLevelItem(0)->text(2), layer.taken[0] ? QStringLiteral("1") : QStringLiteral("0"));
            if (!layer.taboo.empty())
                QCOMPARE(list->topLevelItem(rows - 1)->text(1),
                         QStringLiteral("[%1]").arg(QString::fromStdString(formatMove(layer.taboo.back()))));
            bar->nextAction()->trigger();
        }
        QCOMPARE(doc->currentLayer(), 72);
        QVERIFY(!bar->nextAction()->isEnabled());
        bar->firstAction()->trigger();
        QCOMPARE(doc->currentLayer(), 0);
        bar->lastAction()->trigger();
        QCOMPARE(doc->currentLayer(), 72);
        bar->previousAction()->trigger();
        QCOMPARE(doc->currentLayer(), 71);
    }

    void keysAreInTheTooltips()
    {
        LayerBar* bar = board_->layerBar();
        QCOMPARE(bar->nextAction()->shortcut(), QKeySequence(Qt::Key_PageDown));
        QCOMPARE(bar->previousAction()->shortcut(), QKeySequence(Qt::Key_PageUp));
        QVERIFY(bar->nextAction()->toolTip().contains(QKeySequence(Qt::Key_PageDown).toString(QKeySequence::NativeText)));
        QVERIFY(bar->firstAction()->toolTip().contains(QKeySequence(Qt::Key_Home).toString(QKeySequence::NativeText)));
    }

    void keyboardSteps()
    {
        Document* doc = board_->document();
        doc->setCurrentLayer(10);
        board_->boardView()->setFocus();
        QTest::keyClick(board_->boardView(), Qt::Key_PageDown);
        QCOMPARE(doc->currentLayer(), 11);
        QTest::keyClick(board_->boardView(), Qt::Key_PageUp);
        QTest::keyClick(board_->boardView(), Qt::Key_PageUp);
        QCOMPARE(doc->currentLayer(), 9);
        QTest::keyClick(board_->boardView(), Qt::Key_End);
        QCOMPARE(doc->currentLayer(), doc->viewSteps() - 1);
        QTest::keyClick(board_->boardView(), Qt::Key_Home);
        QCOMPARE(doc->currentLayer(), 0);
    }

    void laterLayersHiddenOrGhosted()
    {
        BoardView* view = board_->boardView();
        board_->document()->setCurrentLayer(5);
        paint::ViewOptions o = view->options();
        o.ghostLater = false;
        view->setOptions(o);
        QVERIFY(!view->scene().ghostLater);
        o.ghostLater = true;
        view->setOptions(o);
        QVERIFY(view->scene().ghostLater);
        // Without the highlight every move is drawn normally.
        o.highlightLayer = false;
        view->setOptions(o);
        QCOMPARE(view->scene().movesWithRole(paint::BoardScene::Role::Earlier).size(), std::size_t(178));
        QVERIFY(view->scene().openCandidates.empty());
        o.highlightLayer = true;
        view->setOptions(o);
    }

    void panelRowHighlightsTheBoard()
    {
        board_->document()->setCurrentLayer(3);
        QTreeWidget* list = board_->layerPanel()->list();
        list->setCurrentItem(list->topLevelItem(1));
        const auto expected = board_->layerPanel()->moveOfRow(1);
        QVERIFY(expected.has_value());
        QVERIFY(board_->boardView()->scene().selected.has_value());
        QCOMPARE(*board_->boardView()->scene().selected, *expected);
        // Changing layer drops the selection.
        board_->document()->setCurrentLayer(4);
        QVERIFY(!board_->boardView()->scene().selected.has_value());
    }

    void hoverOnBoardHighlightsRows()
    {
        Document* doc = board_->document();
        doc->setCurrentLayer(7);
        const Layer& layer = doc->layering().layers[7];
        const Move target = layer.candidates.back();
        BoardView* view = board_->boardView();
        QMouseEvent move(QEvent::MouseMove, QPointF(view->widgetPosition(target.point)),
                         view->mapToGlobal(QPointF(view->widgetPosition(target.point))), Qt::NoButton, Qt::NoButton,
                         Qt::NoModifier);
        QApplication::sendEvent(view, &move);
        const auto rows = board_->layerPanel()->hoveredRows();
        QVERIFY(!rows.empty());
        for (int row : rows)
            QCOMPARE(board_->layerPanel()->moveOfRow(row)->point, target.point);
        QVERIFY(std::find(rows.begin(), rows.end(), static_cast<int>(layer.candidates.size()) - 1) != rows.end());
    }

    // A new game's chart says there is no move yet, not "max 1 per layer".
    void chartCaption()
    {
        test::BoardArea w;
        w.document()->newGame(Variant::T5);
        QCOMPARE(w.layerPanel()->chart()->caption(), QStringLiteral("no move taken yet"));
        QVERIFY(w.document()->play(w.document()->legalMoves().front()));
        QCOMPARE(w.layerPanel()->chart()->caption(), QStringLiteral("max 1 per layer"));
    }

    // With no layers the chart says so in the placeholder colour, as empty fields do.
    void emptyChartSaysSoInThePlaceholderColour()
    {
        LayerChart chart;
        chart.resize(300, 80);
        QPalette pal = chart.palette();
        pal.setColor(QPalette::PlaceholderText, QColor(255, 0, 0));
        pal.setColor(QPalette::WindowText, Qt::black);
        pal.setColor(QPalette::Text, Qt::black);
        chart.setPalette(pal);
        chart.setCounts({});
        const QImage image = chart.grab().toImage();
        int red = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                red += c.red() > 200 && c.green() < 100 && c.blue() < 100;
            }
        QVERIFY2(red > 20, qPrintable(QString::number(red)));
    }

    void chartClickJumps()
    {
        LayerChart* chart = board_->layerPanel()->chart();
        QCOMPARE(static_cast<int>(chart->counts().size()), board_->document()->layers());
        for (std::size_t k = 0; k < chart->counts().size(); ++k)
            QCOMPARE(chart->counts()[k], board_->document()->layering().layers[k].takenCount());
        // Find the x of bar 20 and click it.
        int x = 0;
        while (x < chart->width() && chart->layerAt(x) != 20)
            ++x;
        QVERIFY(x < chart->width());
        QTest::mouseClick(chart, Qt::LeftButton, Qt::NoModifier, QPoint(x + 1, chart->height() / 2));
        QCOMPARE(board_->document()->currentLayer(), 20);
    }

    void sliderAndSpinFollow()
    {
        board_->document()->setCurrentLayer(33);
        auto* slider = board_->layerBar()->findChild<QSlider*>();
        auto* spin = board_->layerBar()->findChild<QSpinBox*>();
        QCOMPARE(slider->value(), 33);
        QCOMPARE(spin->value(), 33);
        QCOMPARE(slider->maximum(), 72);
        spin->setValue(40);
        QCOMPARE(board_->document()->currentLayer(), 40);
        slider->setValue(2);
        QCOMPARE(board_->document()->currentLayer(), 2);
    }

    void animationRunsToTheEnd()
    {
        Document* doc = board_->document();
        doc->setCurrentLayer(68);
        LayerBar* bar = board_->layerBar();
        bar->playAction()->trigger();
        QVERIFY(bar->isAnimating());
        QTRY_COMPARE_WITH_TIMEOUT(doc->currentLayer(), 72, 10000);
        QTRY_VERIFY(!bar->isAnimating());
        QVERIFY(!bar->playAction()->isChecked());
    }

    void replayByMoves()
    {
        Document* doc = board_->document();
        LayerBar* bar = board_->layerBar();
        BoardView* view = board_->boardView();
        bar->setAnimatesMoves(true);
        QSignalSpy replay(bar, &LayerBar::replayChanged);
        bar->playAction()->trigger();
        QVERIFY(bar->isAnimating());
        QCOMPARE(replay.count(), 1);
        QCOMPARE(replay.last().at(0).toInt(), 1);
        // First move: the only one highlighted, all the rest still to come.
        QCOMPARE(view->scene().movesWithRole(paint::BoardScene::Role::Current), std::vector<Move>{doc->moves().front()});
        QCOMPARE(view->scene().movesWithRole(paint::BoardScene::Role::Later).size(), std::size_t(177));
        QTRY_VERIFY_WITH_TIMEOUT(replay.count() >= 5, 5000);
        const int shown = replay.last().at(0).toInt();
        QCOMPARE(view->scene().movesWithRole(paint::BoardScene::Role::Current),
                 std::vector<Move>{doc->moves()[static_cast<std::size_t>(shown - 1)]});
        QCOMPARE(view->scene().movesWithRole(paint::BoardScene::Role::Earlier).size(), std::size_t(shown - 1));
        // A layer step by hand ends the replay and brings the layer view back.
        bar->firstAction()->trigger();
        QVERIFY(!bar->isAnimating());
        QCOMPARE(replay.last().at(0).toInt(), -1);
        QCOMPARE(view->scene().currentLayer, doc->currentLayer());
        bar->setAnimatesMoves(false);
    }

private:
    test::BoardFixture board_;
};

QTEST_MAIN(TestLayerStepping)
#include "tst_layerstepping.moc"
