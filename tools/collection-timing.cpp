// collection-timing: opens a text of codes in the program's collection panel, as File >
// Open Collection does, and says how long each step took and how long the GUI thread was
// ever kept from its events, to measure the panel on large collections (docs/performance.md).
//
//   collection-timing FILE [--scrolls N]
//
// Steps: open (from the call to a shown, sorted list), sort by score (descending: until the
// top row holds the best score), filter by a minimum score (until the list holds as many
// rows as a plain count says), clear the filter, then N jumps to random places of the list,
// each painted at once (its thumbnails drawn), and the same places again (cached). The
// longest gap between two ticks of a 5 ms timer during each step is its worst stall. Peak
// memory is the process's high-water mark (VmHWM). Run with QT_QPA_PLATFORM=offscreen or
// on a display.

#include "app/gui/collection/CollectionFilter.h"
#include "app/gui/collection/CollectionLoader.h"
#include "app/gui/collection/CollectionModel.h"
#include "app/gui/collection/CollectionPanel.h"
#include "app/gui/window/MainWindow.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTableView>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <vector>

using namespace morpion::gui;

namespace {

long peakKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    return -1;
}

// The longest time the event loop went without running a 5 ms timer.
class StallMeter : public QObject {
public:
    StallMeter()
    {
        timer_.setInterval(5);
        QObject::connect(&timer_, &QTimer::timeout, this, [this] { worst_ = std::max(worst_, clock_.restart()); });
    }
    void start()
    {
        worst_ = 0;
        clock_.start();
        timer_.start();
    }
    qint64 stop()
    {
        timer_.stop();
        return std::max(worst_, clock_.elapsed());
    }

private:
    QTimer timer_;
    QElapsedTimer clock_;
    qint64 worst_ = 0;
};

// Runs the event loop until `done` holds; the milliseconds it took.
qint64 waitUntil(const std::function<bool()>& done, int timeoutMs = 600000)
{
    QElapsedTimer t;
    t.start();
    // Sleeps until an event comes (the 5 ms ticks at least), leaving the cores to the work.
    while (!done() && t.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    return t.elapsed();
}

double median(std::vector<qint64> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? static_cast<double>(v[n / 2]) : (static_cast<double>(v[n / 2 - 1]) + static_cast<double>(v[n / 2])) / 2.0;
}

// The reference figures, read from the source model outside the timings: the best score,
// the median score as the filter's threshold, and how many rows reach it.
struct ScoreFigures {
    int best = 0;
    int threshold = 0;
    int atLeast = 0;
};

ScoreFigures referenceScores(const CollectionModel* model)
{
    ScoreFigures f;
    std::vector<int> scores(static_cast<std::size_t>(model->rowCount()));
    for (int r = 0; r < model->rowCount(); ++r) {
        scores[static_cast<std::size_t>(r)] = model->index(r, CollectionModel::Score).data().toInt();
        f.best = std::max(f.best, scores[static_cast<std::size_t>(r)]);
    }
    std::vector<int> sorted = scores;
    std::sort(sorted.begin(), sorted.end());
    const int threshold = sorted[sorted.size() / 2];
    f.threshold = threshold;
    f.atLeast = static_cast<int>(std::count_if(scores.begin(), scores.end(), [&](int s) { return s >= threshold; }));
    return f;
}

// Sort by score, filter by the median score, clear the filter: each timed until the list
// shows what it should, and painted.
void timeSortAndFilter(CollectionPanel* panel, int rows, StallMeter& stalls)
{
    QTableView* table = panel->table();
    const QAbstractItemModel* list = table->model();
    const ScoreFigures f = referenceScores(panel->model());
    QElapsedTimer clock;
    auto topScore = [&] { return list->rowCount() > 0 ? list->index(0, CollectionModel::Score).data().toInt() : -1; };
    stalls.start();
    clock.start();
    table->sortByColumn(CollectionModel::Score, Qt::DescendingOrder);
    waitUntil([&] { return topScore() == f.best; });
    table->viewport()->repaint();
    std::printf("sort by score %lld ms (worst stall %lld ms)\n", static_cast<long long>(clock.elapsed()),
                static_cast<long long>(stalls.stop()));

    stalls.start();
    clock.restart();
    panel->filter()->setMinimumScore(f.threshold);
    waitUntil([&] { return list->rowCount() == f.atLeast && topScore() == f.best; });
    table->viewport()->repaint();
    std::printf("filter score >= %d (%d rows) %lld ms (worst stall %lld ms)\n", f.threshold, f.atLeast,
                static_cast<long long>(clock.elapsed()), static_cast<long long>(stalls.stop()));
    stalls.start();
    clock.restart();
    panel->filter()->setMinimumScore(0);
    waitUntil([&] { return list->rowCount() == rows; });
    table->viewport()->repaint();
    std::printf("clear the filter %lld ms (worst stall %lld ms)\n", static_cast<long long>(clock.elapsed()),
                static_cast<long long>(stalls.stop()));
}

// Jumps: each a new page of thumbnails, painted at once; then the same pages again.
void timeScrolls(QTableView* table, int scrolls)
{
    QScrollBar* bar = table->verticalScrollBar();
    QRandomGenerator random(17);
    std::vector<int> places;
    for (int i = 0; i < scrolls; ++i)
        places.push_back(static_cast<int>(random.bounded(bar->maximum() + 1)));
    for (const char* pass : {"scroll (new pages)", "scroll (the same pages again)"}) {
        if (places.empty())
            break;
        std::vector<qint64> times;
        for (const int place : places) {
            QElapsedTimer t;
            t.start();
            bar->setValue(place);
            table->viewport()->repaint();
            times.push_back(t.elapsed());
            QCoreApplication::processEvents();
        }
        std::printf("%s: %d pages, median %.1f ms, worst %lld ms\n", pass, scrolls, median(times),
                    static_cast<long long>(*std::max_element(times.begin(), times.end())));
    }
}

} // namespace

int main(int argc, char** argv)
{
    QStandardPaths::setTestModeEnabled(true); // the user's settings stay untouched
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("MorpionLayersTiming"));
    QCoreApplication::setApplicationName(QStringLiteral("collection-timing"));
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 2) {
        std::fputs("usage: collection-timing FILE [--scrolls N]\n", stderr);
        return 2;
    }
    const QString path = args.at(1);
    int scrolls = 200;
    if (const auto i = args.indexOf(QStringLiteral("--scrolls")); i > 0 && i + 1 < args.size())
        scrolls = args.at(i + 1).toInt();

    MainWindow window;
    window.resize(1280, 800);
    window.show();
    waitUntil([&] { return window.isVisible(); });
    CollectionPanel* panel = window.collectionPanel();
    QTableView* table = panel->table();
    const QAbstractItemModel* list = table->model();
    bool loaded = false;
    QObject::connect(panel, &CollectionPanel::loaded, &app, [&loaded] { loaded = true; });
    StallMeter stalls;

    // Open: until the list is shown, sorted by its first column, and painted.
    stalls.start();
    QElapsedTimer clock;
    clock.start();
    window.openCollectionFile(path);
    waitUntil([&] { return loaded; });
    table->viewport()->repaint();
    const qint64 openMs = clock.elapsed();
    const qint64 openStall = stalls.stop();
    const int rows = list->rowCount();
    std::printf("rows %d\nopen %lld ms (worst stall %lld ms)\n", rows, static_cast<long long>(openMs),
                static_cast<long long>(openStall));
    std::printf("peak after open %ld MiB\n", peakKiB() / 1024);
    if (rows == 0)
        return 1;
    timeSortAndFilter(panel, rows, stalls);
    timeScrolls(table, scrolls);
    std::printf("peak %ld MiB\n", peakKiB() / 1024);
    std::fflush(stdout);
    // The window's own end (settings, autosave) is not part of the figures.
    std::_Exit(0);
}
