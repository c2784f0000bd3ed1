// Painting speed: the 178-move record at 1920×1080, as the board view draws it (a middle
// layer highlighted, later layers ghosted, numbers on). Target: at most 5 ms a frame.
// Runs one measured frame by default so that ctest stays quick; MORPION_BENCH=1 (or
// -iterations N) for a real measurement. The times are logged, not asserted: speed is a
// benchmark's figure, and a busy machine must not fail the suite. What is checked is
// that the frames draw what they should.

#include "BoardFixture.h"
#include "GuiTestSupport.h"
#include "PaintArea.h"

#include "app/gui/board/BoardView.h"
#include "app/gui/document/Document.h"

#include <QElapsedTimer>

#include <algorithm>
#include <vector>

using namespace morpion;
using namespace morpion::gui;

class TestPaintBench : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::isolateSettings("tst_paintbench");
        doc_.load(Variant::T5, test::decoded(Variant::T5, test::code178).movesInOrder(), QStringLiteral("178"));
        doc_.setCurrentLayer(36);
    }

    void paint178_data()
    {
        QTest::addColumn<bool>("numbers");
        QTest::newRow("plain") << false;
        QTest::newRow("numbers") << true;
    }
    void paint178()
    {
        QFETCH(bool, numbers);
        paint::ViewOptions o;
        o.showNumbers = numbers;
        const paint::BoardScene scene = doc_.scene(o);
        test::PaintArea area(QSize(1920, 1080), paint::BoardStyle::light());
        auto frame = [&] { area.paint(scene, QPointF(10, 900)); };
        frame(); // warm the glyph cache
        if (qEnvironmentVariableIsSet("MORPION_BENCH")) {
            QBENCHMARK
            {
                frame();
            }
        } else {
            QBENCHMARK_ONCE
            {
                frame();
            }
        }
        // A plain figure for the log, whatever the benchmark backend.
        // Median and best of 21 frames: the machine may be busy with other work.
        std::vector<double> times;
        for (int i = 0; i < 21; ++i) {
            QElapsedTimer timer;
            timer.start();
            frame();
            times.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        }
        std::sort(times.begin(), times.end());
        const double ms = times[times.size() / 2];
        qInfo("178 record at 1920x1080 (%s): %.2f ms per frame (median), %.2f ms (best)", numbers ? "numbers" : "plain", ms,
              times.front());
        // The frame drew the grid: more than the background colour, with the numbers
        // adding ink to the same frame without them.
        QCOMPARE(area.image().pixel(0, 0), area.style().background.rgba());
        const qint64 ink = area.ink();
        QVERIFY2(ink > 10000, qPrintable(QString::number(ink)));
        if (numbers) {
            test::PaintArea plain(area.image().size(), area.style());
            plain.paint(doc_.scene(paint::ViewOptions{}), QPointF(10, 900));
            QVERIFY(ink > plain.ink());
        }
    }

    // A layer step as the user sees it: the document's change, the layer panel's list and
    // chart, the layer bar, and a synchronous repaint of the board, at 1920×1080.
    void layerStep()
    {
        test::BoardFixture board;
        QVERIFY(board.open("tst_paintbench", QSize(1920, 1080)));
        auto& w = *board.get();
        w.openText(QString::fromLatin1(test::code178), Variant::T5);
        BoardView* view = w.boardView();
        std::vector<double> times;
        for (int round = 0; round < 3; ++round)
            for (int k = 0; k < w.document()->viewSteps(); ++k) {
                QElapsedTimer timer;
                timer.start();
                w.document()->setCurrentLayer(k);
                view->repaint();
                times.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
            }
        std::sort(times.begin(), times.end());
        const double median = times[times.size() / 2];
        qInfo("layer step incl. panel and board repaint (%dx%d board): %.2f ms median, %.2f ms worst", view->width(),
              view->height(), median, times.back());
        // The steps reached the document: the last layer is the one shown.
        QCOMPARE(w.document()->currentLayer(), w.document()->viewSteps() - 1);
    }

private:
    Document doc_;
};

QTEST_MAIN(TestPaintBench)
#include "tst_paintbench.moc"
