// The search panel: a search runs off the GUI thread and reports its log in the seeds'
// form (every line parses and its code decodes to the logged score), the same seed and
// budget give the same log, loading the best is one undo step while the search goes on,
// Stop is prompt, closing or destroying during a run is clean, and settings that cannot be
// searched keep Start disabled with the reason.

#include "GuiTestSupport.h"

#include "app/gui/common/Language.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/GridOpener.h"
#include "app/gui/search/SearchChart.h"
#include "app/gui/search/SearchPanel.h"
#include "app/gui/search/SearchPreview.h"
#include "app/gui/search/SearchWorker.h"
#include "app/gui/window/MainWindow.h"
#include "app/gui/window/VerticalScrollArea.h"
#include "core/codes/LayerCode.h"
#include "core/formats/SearchLog.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QThread>
#include <QUndoStack>

#include <memory>

using namespace morpion;
using namespace morpion::gui;

namespace {

// Far more than the searches need (about a second in all): only a loaded machine comes near it.
constexpr int searchTimeout = 30000;

template <class T> T* child(const QWidget* panel, const char* name)
{
    auto* w = panel->findChild<T*>(QString::fromLatin1(name));
    if (!w)
        qFatal("no child %s", name);
    return w;
}

// A short, reproducible search: one thread, a fixed seed, a budget of iterations.
void configure(SearchPanel& panel, SearchAlgorithm algorithm, SearchStart start, std::int64_t budget, int seed = 7)
{
    auto* algo = child<QComboBox>(&panel, "searchAlgorithm");
    algo->setCurrentIndex(algo->findData(static_cast<int>(algorithm)));
    child<QComboBox>(&panel, "searchStartFrom")->setCurrentIndex(static_cast<int>(start));
    child<QSpinBox>(&panel, "searchThreads")->setValue(1);
    child<QSpinBox>(&panel, "searchSeed")->setValue(seed);
    child<QSpinBox>(&panel, "searchSeconds")->setValue(0);
    child<QSpinBox>(&panel, "searchTarget")->setValue(0);
    child<QSpinBox>(&panel, "searchLevel")->setValue(2);
    child<QSpinBox>(&panel, "searchIterations")->setValue(30);
    panel.setIterationLimit(budget);
}

std::vector<Move> unfinished135(int moves)
{
    auto all = test::decoded(Variant::T5, test::code135).movesInOrder();
    all.resize(static_cast<std::size_t>(moves));
    return all;
}

} // namespace

class TestSearchPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings("tst_searchpanel"); }

    void logLinesParseAndDecode_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("start");
        QTest::addColumn<int>("prefix"); // moves of the 135 open first
        QTest::addColumn<qint64>("budget");
        QTest::newRow("nrpa cross") << int(SearchAlgorithm::Nrpa) << int(SearchStart::Cross) << 0 << qint64(2000);
        QTest::newRow("nrpa prefix") << int(SearchAlgorithm::Nrpa) << int(SearchStart::Prefix) << 60 << qint64(2000);
        QTest::newRow("nrpa warm") << int(SearchAlgorithm::Nrpa) << int(SearchStart::Warm) << 135 << qint64(2000);
        QTest::newRow("hill climb cross") << int(SearchAlgorithm::HillClimb) << int(SearchStart::Cross) << 0 << qint64(8000);
        QTest::newRow("hill climb from grid") << int(SearchAlgorithm::HillClimb) << int(SearchStart::Warm) << 135 << qint64(5000);
        QTest::newRow("improve") << int(SearchAlgorithm::Improve) << int(SearchStart::Warm) << 100 << qint64(12);
    }

    void logLinesParseAndDecode()
    {
        QFETCH(int, algorithm);
        QFETCH(int, start);
        QFETCH(int, prefix);
        QFETCH(qint64, budget);
        Document doc;
        const auto grid = unfinished135(prefix);
        doc.load(Variant::T5, grid, QStringLiteral("start"));
        SearchPanel panel(&doc);
        configure(panel, static_cast<SearchAlgorithm>(algorithm), static_cast<SearchStart>(start), budget);
        QVERIFY2(panel.startButton()->isEnabled(), qPrintable(panel.statusText()));
        panel.startSearch();
        QVERIFY(panel.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), searchTimeout);

        QVERIFY(!panel.entries().empty());
        QCOMPARE(panel.logList()->count(), static_cast<int>(panel.entries().size()));
        QCOMPARE(panel.chart()->points().size(), panel.entries().size());
        QVERIFY2(panel.statusText().contains(QStringLiteral("budget")), qPrintable(panel.statusText()));
        int previous = -1;
        for (int row = 0; row < panel.logList()->count(); ++row) {
            const QString line = panel.logList()->item(row)->text();
            const auto parsed = parseSearchLogLine(line.toStdString());
            QVERIFY2(parsed.ok(), qPrintable(line));
            const auto& entry = panel.entries()[static_cast<std::size_t>(row)];
            QCOMPARE(parsed->score, entry.score);
            QCOMPARE(parsed->code, entry.code);
            QVERIFY(parsed->iteration <= budget);
            QVERIFY2(parsed->score > previous, qPrintable(line)); // each line is a new best
            previous = parsed->score;
            const auto decoded = decodeLayerCode(Variant::T5, parsed->code);
            QVERIFY2(decoded.ok(), qPrintable(line));
            QCOMPARE(static_cast<int>(decoded->movesInOrder().size()), parsed->score);
            QCOMPARE(static_cast<int>(entry.moves.size()), entry.score);
            if (start == int(SearchStart::Prefix))
                QVERIFY(std::equal(grid.begin(), grid.end(), entry.moves.begin()));
        }
        QCOMPARE(panel.logText().count(QLatin1Char('\n')), panel.logList()->count());
        // The search's grids never touched the document.
        QCOMPARE(doc.moves(), grid);
    }

    void sameSeedSameLog()
    {
        Document doc;
        QStringList logs;
        for (int run = 0; run < 2; ++run) {
            SearchPanel panel(&doc);
            configure(panel, SearchAlgorithm::Nrpa, SearchStart::Cross, 1500, 42);
            panel.startSearch();
            QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), searchTimeout);
            QStringList lines;
            for (const auto& e : panel.entries())
                lines << QStringLiteral("%1 %2 %3").arg(e.iteration).arg(e.score).arg(QString::fromStdString(e.code));
            QVERIFY(!lines.isEmpty());
            logs << lines.join(QLatin1Char('\n'));
        }
        QCOMPARE(logs[0], logs[1]);
    }

    void loadBestIsOneUndoStepWhileRunning()
    {
        Document doc;
        doc.load(Variant::T5, unfinished135(20), QStringLiteral("start"));
        const QString before = doc.layerCode();
        QUndoStack* stack = doc.undoStack();
        const int steps = stack->count();
        SearchPanel panel(&doc);
        GridOpener opener(&doc, nullptr);
        panel.setOpener(&opener);
        configure(panel, SearchAlgorithm::HillClimb, SearchStart::Cross, -1);
        QVERIFY(!panel.loadBestButton()->isEnabled());
        panel.startSearch();
        QTRY_VERIFY_WITH_TIMEOUT(!panel.entries().empty(), searchTimeout);
        QVERIFY(panel.loadBestButton()->isEnabled());

        // Preview first: a picture of the best, the document unchanged.
        panel.previewButton()->setChecked(true);
        QVERIFY(panel.preview()->isVisibleTo(&panel));
        // A window of its own, large enough to judge a grid.
        QVERIFY(panel.preview()->isWindow());
        QVERIFY2(panel.preview()->width() >= 400 && panel.preview()->height() >= 400,
                 qPrintable(QStringLiteral("%1 x %2").arg(panel.preview()->width()).arg(panel.preview()->height())));
        QVERIFY(!panel.preview()->moves().empty());
        QVERIFY(panel.preview()->caption().contains(QStringLiteral("not loaded")));
        QCOMPARE(doc.layerCode(), before);

        const SearchPanel::Entry best = panel.entries().back();
        panel.loadBestButton()->click();
        QVERIFY(panel.isRunning()); // the search goes on
        QCOMPARE(stack->count(), steps + 1);
        QCOMPARE(doc.moves(), best.moves);
        QCOMPARE(doc.layerCode(), QString::fromStdString(best.code));
        stack->undo();
        QCOMPARE(doc.layerCode(), before);
        stack->redo();
        QCOMPARE(doc.score(), best.score);

        // A double-clicked (activated) log line loads that line's grid.
        emit panel.logList()->itemActivated(panel.logList()->item(0));
        QCOMPARE(doc.moves(), panel.entries().front().moves);
        QCOMPARE(stack->count(), steps + 2);

        panel.copyBestCode();
        QCOMPARE(QApplication::clipboard()->text(), QString::fromStdString(panel.entries().back().code));
        panel.stopSearch();
        QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), 2000);
    }

    void stopIsPrompt_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("threads");
        QTest::newRow("nrpa") << int(SearchAlgorithm::Nrpa) << 1;
        QTest::newRow("nrpa all cores") << int(SearchAlgorithm::Nrpa) << QThread::idealThreadCount();
        QTest::newRow("hill climb") << int(SearchAlgorithm::HillClimb) << 1;
    }

    void stopIsPrompt()
    {
        QFETCH(int, algorithm);
        QFETCH(int, threads);
        Document doc;
        SearchPanel panel(&doc);
        configure(panel, static_cast<SearchAlgorithm>(algorithm), SearchStart::Cross, -1);
        child<QSpinBox>(&panel, "searchThreads")->setValue(threads);
        child<QSpinBox>(&panel, "searchLevel")->setValue(5); // far more work than the test waits for
        panel.startButton()->click();
        QVERIFY(panel.isRunning());
        QTest::qWait(300);
        QVERIFY(panel.isRunning());
        QVERIFY(!child<QSpinBox>(&panel, "searchThreads")->isEnabled()); // parameters are fixed while it runs
        QElapsedTimer timer;
        timer.start();
        panel.startButton()->click(); // the same button stops
        QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), 1000);
        QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY2(panel.statusText().contains(QStringLiteral("stopped")), qPrintable(panel.statusText()));
        QVERIFY(panel.startButton()->isEnabled());
        QVERIFY(child<QSpinBox>(&panel, "searchThreads")->isEnabled());
    }

    void timeLimitEndsTheSearch()
    {
        Document doc;
        SearchPanel panel(&doc);
        configure(panel, SearchAlgorithm::HillClimb, SearchStart::Cross, -1);
        child<QSpinBox>(&panel, "searchSeconds")->setValue(1);
        QElapsedTimer timer;
        timer.start();
        panel.startSearch();
        QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), searchTimeout);
        QVERIFY(timer.elapsed() >= 900);
        QVERIFY2(panel.statusText().contains(QStringLiteral("time limit")), qPrintable(panel.statusText()));
        QVERIFY(panel.chart()->elapsed() >= 0.9);
    }

    void destroyDuringRun()
    {
        Document doc;
        auto panel = std::make_unique<SearchPanel>(&doc);
        configure(*panel, SearchAlgorithm::Nrpa, SearchStart::Cross, -1);
        child<QSpinBox>(panel.get(), "searchThreads")->setValue(QThread::idealThreadCount());
        panel->startSearch();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->entries().empty(), searchTimeout);
        QElapsedTimer timer;
        timer.start();
        panel.reset();
        QVERIFY(timer.elapsed() < 1000);
        // Whatever the thread had posted is dropped with the panel.
        QTest::qWait(100);
    }

    void closeWindowDuringRun()
    {
        auto window = std::make_unique<MainWindow>();
        window->searchDock()->show();
        SearchPanel* panel = window->searchPanel();
        configure(*panel, SearchAlgorithm::HillClimb, SearchStart::Cross, -1);
        window->document()->undoStack()->setClean(); // no "save changes?" prompt
        panel->startSearch();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->entries().empty(), searchTimeout);
        QVERIFY(window->close());
        window.reset();
    }

    void badSettingsDisableStart_data()
    {
        QTest::addColumn<int>("moves"); // of the 135 (135: finished)
        QTest::addColumn<int>("start");
        QTest::addColumn<int>("target");
        QTest::addColumn<QString>("message"); // empty: Start is allowed
        QTest::newRow("finished grid kept") << 135 << int(SearchStart::Prefix) << 0 << QStringLiteral("nothing to search");
        QTest::newRow("finished grid, cross") << 135 << int(SearchStart::Cross) << 0 << QString();
        QTest::newRow("finished grid, warm") << 135 << int(SearchStart::Warm) << 0 << QString();
        QTest::newRow("open grid kept") << 60 << int(SearchStart::Prefix) << 0 << QString();
        QTest::newRow("target under the grid") << 60 << int(SearchStart::Prefix) << 50 << QStringLiteral("target score 50");
        QTest::newRow("target above the grid") << 60 << int(SearchStart::Prefix) << 61 << QString();
    }

    void badSettingsDisableStart()
    {
        QFETCH(int, moves);
        QFETCH(int, start);
        QFETCH(int, target);
        QFETCH(QString, message);
        Document doc;
        doc.load(Variant::T5, unfinished135(moves), QStringLiteral("start"));
        SearchPanel panel(&doc);
        configure(panel, SearchAlgorithm::Nrpa, static_cast<SearchStart>(start), 100);
        child<QSpinBox>(&panel, "searchTarget")->setValue(target);
        auto* problem = child<QLabel>(&panel, "searchProblem");
        QCOMPARE(panel.startButton()->isEnabled(), message.isEmpty());
        QCOMPARE(panel.startStopAction()->isEnabled(), message.isEmpty());
        QCOMPARE(problem->isVisibleTo(&panel), !message.isEmpty());
        QVERIFY2(problem->text().contains(message), qPrintable(problem->text()));
        if (!message.isEmpty()) {
            panel.startSearch(); // refused
            QVERIFY(!panel.isRunning());
            // The document changing changes the verdict: an empty board can always be searched.
            doc.newGame(Variant::T5);
            QVERIFY(panel.startButton()->isEnabled());
            QVERIFY(!problem->isVisibleTo(&panel));
        }
    }

    // The panel's messages quote the core's errors and name state files: shown as text,
    // never read as markup (a state named "<b>x</b>.checkpoint" is shown as it is named).
    void messagesArePlainText_data()
    {
        QTest::addColumn<QString>("label");
        QTest::newRow("problem") << "searchProblem";
        QTest::newRow("status") << "searchStatus";
    }
    void messagesArePlainText()
    {
        QFETCH(QString, label);
        Document doc;
        SearchPanel panel(&doc);
        auto* shown = panel.findChild<QLabel*>(label);
        QVERIFY(shown);
        QCOMPARE(shown->textFormat(), Qt::PlainText);
    }

    void hillClimbCannotKeepAPrefix()
    {
        Document doc;
        SearchPanel panel(&doc);
        configure(panel, SearchAlgorithm::Nrpa, SearchStart::Prefix, 100);
        auto* algo = child<QComboBox>(&panel, "searchAlgorithm");
        auto* start = child<QComboBox>(&panel, "searchStartFrom");
        algo->setCurrentIndex(algo->findData(int(SearchAlgorithm::HillClimb)));
        QCOMPARE(start->currentIndex(), int(SearchStart::Warm)); // "climb from the open grid"
        QVERIFY(panel.startButton()->isEnabled());
        QCOMPARE(panel.options().start, SearchStart::Warm);
    }

    void parametersOfTheChosenAlgorithm()
    {
        Document doc;
        SearchPanel panel(&doc);
        auto* algo = child<QComboBox>(&panel, "searchAlgorithm");
        auto* start = child<QComboBox>(&panel, "searchStartFrom");
        algo->setCurrentIndex(algo->findData(int(SearchAlgorithm::Nrpa)));
        start->setCurrentIndex(int(SearchStart::Cross));
        QVERIFY(child<QSpinBox>(&panel, "searchLevel")->isVisibleTo(&panel));
        QVERIFY(child<QDoubleSpinBox>(&panel, "searchAlpha")->isVisibleTo(&panel));
        QVERIFY(!child<QDoubleSpinBox>(&panel, "searchWarmWeight")->isVisibleTo(&panel));
        QVERIFY(!child<QSpinBox>(&panel, "searchBlacklist")->isVisibleTo(&panel));
        start->setCurrentIndex(int(SearchStart::Warm));
        QVERIFY(child<QDoubleSpinBox>(&panel, "searchWarmWeight")->isVisibleTo(&panel));
        algo->setCurrentIndex(algo->findData(int(SearchAlgorithm::HillClimb)));
        QVERIFY(!child<QSpinBox>(&panel, "searchLevel")->isVisibleTo(&panel));
        QVERIFY(!child<QDoubleSpinBox>(&panel, "searchWarmWeight")->isVisibleTo(&panel));
        QVERIFY(child<QSpinBox>(&panel, "searchBlacklist")->isVisibleTo(&panel));
        // The variant is the document's.
        doc.newGame(Variant::D4);
        QCOMPARE(panel.options().variant, Variant::D4);
        QCOMPARE(panel.options().grid.size(), std::size_t(0));
    }

    void defaultsAndRememberedSettings()
    {
        QSettings().clear();
        Document doc;
        {
            SearchPanel panel(&doc);
            const SearchOptions o = panel.options();
            QCOMPARE(o.algorithm, SearchAlgorithm::Nrpa);
            QCOMPARE(o.nrpa.level, 3);
            QCOMPARE(o.nrpa.iterations, 100);
            QCOMPARE(o.nrpa.alpha, 1.0);
            QCOMPARE(o.hillClimb.blacklist, 3);
            QCOMPARE(o.start, SearchStart::Cross);
            QCOMPARE(o.limits.threads, std::max(1, QThread::idealThreadCount()));
            QCOMPARE(child<QSpinBox>(&panel, "searchThreads")->maximum(), std::max(1, QThread::idealThreadCount()));
            QCOMPARE(o.limits.maxSeconds, -1.0);
            QCOMPARE(o.limits.targetScore, -1);
            QCOMPARE(child<QSpinBox>(&panel, "searchSeed")->value(), -1); // random each run

            configure(panel, SearchAlgorithm::HillClimb, SearchStart::Warm, -1, 1234);
            child<QSpinBox>(&panel, "searchBlacklist")->setValue(5);
            child<QSpinBox>(&panel, "searchSeconds")->setValue(30);
            child<QSpinBox>(&panel, "searchTarget")->setValue(120);
            panel.saveSettings();
        }
        SearchPanel again(&doc);
        const SearchOptions o = again.options();
        QCOMPARE(o.algorithm, SearchAlgorithm::HillClimb);
        QCOMPARE(o.start, SearchStart::Warm);
        QCOMPARE(o.hillClimb.blacklist, 5);
        QCOMPARE(o.limits.seed, std::uint64_t(1234));
        QCOMPARE(o.limits.threads, 1);
        QCOMPARE(o.limits.maxSeconds, 30.0);
        QCOMPARE(o.limits.targetScore, 120);
        QCOMPARE(o.nrpa.level, 2);
        QCOMPARE(o.nrpa.iterations, 30);
    }

    void logIsCapped()
    {
        // More new bests than the log keeps, as the worker reports them: the newest stay,
        // lines and entries in step, the chart and the best follow.
        Document doc;
        SearchPanel panel(&doc);
        const int extra = 7;
        for (int i = 0; i < SearchPanel::maxLogLines + extra; ++i) {
            SearchImprovement found;
            found.iterations = i;
            found.score = i;
            found.seconds = i / 100.0;
            found.code = "AAAA";
            emit panel.worker()->improved(found);
        }
        QCOMPARE(panel.logList()->count(), SearchPanel::maxLogLines);
        QCOMPARE(static_cast<int>(panel.entries().size()), SearchPanel::maxLogLines);
        QCOMPARE(panel.entries().front().score, extra);
        QCOMPARE(panel.logList()->item(0)->text(), QStringLiteral("7. 7 (0.07) AAAA"));
        QCOMPARE(panel.bestScore(), SearchPanel::maxLogLines + extra - 1);
        QCOMPARE(panel.logText().count(QLatin1Char('\n')), SearchPanel::maxLogLines);
    }

    // The panel names the variant it searches: the open grid's, then the running search's.
    // The score axis' title shows whole in every language, at the chart's smallest and at
    // the height a 1024×640 screen leaves it (it was cut in French when written along the axis).
    void chartTitleWhole_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString& code : Language::codes())
            QTest::newRow(code.isEmpty() ? "en" : qPrintable(code)) << code;
    }
    void chartTitleWhole()
    {
        QFETCH(QString, language);
        Language::install(language);
        SearchChart chart;
        for (const QSize size : {chart.minimumSizeHint(), QSize(420, 100)}) {
            chart.resize(size);
            const QRectF title = chart.scoreTitleRect();
            QVERIFY2(QRectF(chart.rect()).contains(title), qPrintable(SearchChart::scoreTitle()));
            QVERIFY2(title.width() >= QFontMetricsF(chart.font()).horizontalAdvance(SearchChart::scoreTitle()),
                     qPrintable(SearchChart::scoreTitle()));
        }
        Language::uninstall();
    }

    void variantLabel()
    {
        Document doc;
        doc.newGame(Variant::D5);
        SearchPanel panel(&doc);
        QVERIFY2(panel.variantLabel()->text().contains(QStringLiteral("5D")), qPrintable(panel.variantLabel()->text()));
        doc.newGame(Variant::T4);
        QVERIFY2(panel.variantLabel()->text().contains(QStringLiteral("4T")), qPrintable(panel.variantLabel()->text()));
        configure(panel, SearchAlgorithm::HillClimb, SearchStart::Cross, 200);
        panel.startSearch();
        doc.newGame(Variant::T5); // the running search stays a 4T one
        QVERIFY2(panel.variantLabel()->text().contains(QStringLiteral("4T")), qPrintable(panel.variantLabel()->text()));
        QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), searchTimeout);
    }

    // Stop pauses and Resume goes on exactly: a budget spent in two runs, or saved to a
    // file and opened in another panel, ends with the same best game as in one run.
    void pauseAndResume_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<bool>("throughFile");
        QTest::newRow("nrpa") << int(SearchAlgorithm::Nrpa) << false;
        QTest::newRow("nrpa, through a file") << int(SearchAlgorithm::Nrpa) << true;
        QTest::newRow("hill climb, through a file") << int(SearchAlgorithm::HillClimb) << true;
    }
    void pauseAndResume()
    {
        QFETCH(int, algorithm);
        QFETCH(bool, throughFile);
        const auto algo = static_cast<SearchAlgorithm>(algorithm);
        Document doc;
        SearchPanel once(&doc);
        configure(once, algo, SearchStart::Cross, 1201);
        once.startSearch();
        QTRY_VERIFY_WITH_TIMEOUT(!once.isRunning(), searchTimeout);
        const SearchPanel::Entry best = once.entries().back();

        SearchPanel first(&doc);
        configure(first, algo, SearchStart::Cross, 600);
        QVERIFY(!first.resumeButton()->isEnabled());
        first.startSearch();
        QTRY_VERIFY_WITH_TIMEOUT(!first.isRunning(), searchTimeout);
        QVERIFY(first.pausedState().has_value());
        QVERIFY(first.resumeButton()->isEnabled());
        QVERIFY2(first.statusText().contains(QStringLiteral("Resume")), qPrintable(first.statusText()));

        SearchPanel* resumed = &first;
        std::unique_ptr<SearchPanel> second;
        QTemporaryDir dir;
        if (throughFile) {
            const QString path = dir.filePath(QStringLiteral("run.checkpoint"));
            QVERIFY(first.saveState(path));
            second = std::make_unique<SearchPanel>(&doc);
            configure(*second, SearchAlgorithm::Nrpa, SearchStart::Cross, -1, 99); // the file's options win
            QVERIFY(second->openState(path));
            QVERIFY(second->resumeButton()->isEnabled());
            QCOMPARE(second->bestScore(), first.bestScore());
            resumed = second.get();
        }
        resumed->setIterationLimit(1201);
        resumed->resumeButton()->click();
        QVERIFY(resumed->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!resumed->isRunning(), searchTimeout);
        QCOMPARE(resumed->entries().back().score, best.score);
        QCOMPARE(resumed->entries().back().moves, best.moves);
        if (!throughFile)
            QVERIFY(resumed->entries().size() >= 1); // the first run's log stays
    }

    // A file that is not a search state is refused with the line at fault.
    // Resume keeps the panel where it is: the focus goes to the Stop button beside it, not
    // on to whatever comes next, which the scroll area around the panel would scroll to.
    void resumeKeepsThePanelInPlace()
    {
        Document doc;
        auto* panel = new SearchPanel(&doc);
        VerticalScrollArea area(panel);
        area.resize(420, 260);
        area.show();
        area.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&area));
        configure(*panel, SearchAlgorithm::HillClimb, SearchStart::Cross, 200);
        panel->startSearch();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), searchTimeout);
        QVERIFY(panel->resumeButton()->isEnabled());
        area.ensureWidgetVisible(panel->resumeButton());
        const int scrolled = area.verticalScrollBar()->value();
        panel->setIterationLimit(100000000);
        panel->resumeButton()->setFocus();
        QVERIFY(panel->resumeButton()->hasFocus());
        QTest::keyClick(panel->resumeButton(), Qt::Key_Space);
        QVERIFY(panel->isRunning());
        QCOMPARE(area.verticalScrollBar()->value(), scrolled);
        QVERIFY(panel->startButton()->hasFocus());
        panel->stopSearch();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), searchTimeout);
    }

    // A search opened from its state shows its settings: the seed box says the state's
    // seed, not "random"; its algorithm and threads.
    void openStateShowsItsSeed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("seven.checkpoint"));
        Document doc;
        SearchPanel first(&doc);
        configure(first, SearchAlgorithm::HillClimb, SearchStart::Cross, 200, 7);
        child<QSpinBox>(&first, "searchThreads")->setValue(2);
        QCOMPARE(child<QSpinBox>(&first, "searchThreads")->value(), 2);
        first.startSearch();
        QTRY_VERIFY_WITH_TIMEOUT(!first.isRunning(), searchTimeout);
        QVERIFY(first.saveState(path));
        SearchPanel second(&doc);
        configure(second, SearchAlgorithm::Nrpa, SearchStart::Cross, 200);
        auto* seed = child<QSpinBox>(&second, "searchSeed");
        seed->setValue(seed->minimum()); // "random"
        QCOMPARE(seed->text(), seed->specialValueText());
        QVERIFY(second.openState(path));
        QCOMPARE(seed->value(), 7);
        QVERIFY(seed->text() != seed->specialValueText());
        auto* algo = child<QComboBox>(&second, "searchAlgorithm");
        QCOMPARE(algo->currentData().toInt(), static_cast<int>(SearchAlgorithm::HillClimb));
        QCOMPARE(child<QSpinBox>(&second, "searchThreads")->value(), 2);
    }

    // An NRPA state opened shows its rule's parameters, not the ones the panel had: the
    // level, the iterations and the alpha it was run with (a Resume runs with what it shows).
    void openNrpaStateShowsItsParameters()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("nrpa.checkpoint"));
        Document doc;
        SearchPanel first(&doc);
        configure(first, SearchAlgorithm::Nrpa, SearchStart::Cross, 60, 5);
        child<QSpinBox>(&first, "searchLevel")->setValue(1);
        child<QSpinBox>(&first, "searchIterations")->setValue(20);
        child<QDoubleSpinBox>(&first, "searchAlpha")->setValue(0.7);
        first.startSearch();
        QTRY_VERIFY_WITH_TIMEOUT(!first.isRunning(), searchTimeout);
        QVERIFY(first.saveState(path));
        SearchPanel second(&doc);
        configure(second, SearchAlgorithm::HillClimb, SearchStart::Cross, 200);
        child<QSpinBox>(&second, "searchLevel")->setValue(3);
        child<QSpinBox>(&second, "searchIterations")->setValue(50);
        child<QDoubleSpinBox>(&second, "searchAlpha")->setValue(1.5);
        QVERIFY(second.openState(path));
        auto* algo = child<QComboBox>(&second, "searchAlgorithm");
        QCOMPARE(algo->currentData().toInt(), static_cast<int>(SearchAlgorithm::Nrpa));
        QCOMPARE(child<QSpinBox>(&second, "searchLevel")->value(), 1);
        QCOMPARE(child<QSpinBox>(&second, "searchIterations")->value(), 20);
        QCOMPARE(child<QDoubleSpinBox>(&second, "searchAlpha")->value(), 0.7);
        QCOMPARE(child<QSpinBox>(&second, "searchSeed")->value(), 5);
    }

    void openBadState()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.checkpoint"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("morpion-search-checkpoint 1\nalgorithm nrpa\nvariant 7Q\n");
        file.close();
        Document doc;
        SearchPanel panel(&doc);
        QVERIFY(!panel.openState(path));
        QVERIFY(!panel.resumeButton()->isEnabled());
        QVERIFY2(panel.statusText().contains(QStringLiteral("line 3")), qPrintable(panel.statusText()));
    }

    // View > Search brings the panel to the front of the docks it shares a place with.
    void viewSearchRaisesThePanel()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.collectionDock()->show();
        window.collectionDock()->raise();
        QVERIFY(window.searchDock()->isHidden());
        window.searchDock()->toggleViewAction()->trigger();
        // A tab behind another is moved out of the window rather than hidden.
        QTRY_VERIFY(!window.searchDock()->visibleRegion().isEmpty());
        QVERIFY2(window.collectionDock()->visibleRegion().isEmpty(),
                 qPrintable(QStringLiteral("window %1, collection in %2 tabbed with %3, search in %4")
                                .arg(window.width())
                                .arg(window.dockWidgetArea(window.collectionDock()))
                                .arg(window.tabifiedDockWidgets(window.collectionDock()).size())
                                .arg(window.dockWidgetArea(window.searchDock()))));
    }

    void windowHasTheDock()
    {
        MainWindow window;
        QVERIFY(window.searchDock());
        QVERIFY(window.searchDock()->isHidden());
        QVERIFY(window.searchDock()->widget()->isAncestorOf(window.searchPanel()));
        window.searchDock()->toggleViewAction()->trigger();
        QVERIFY(!window.searchDock()->isHidden());
    }
};

QTEST_MAIN(TestSearchPanel)
#include "tst_searchpanel.moc"
