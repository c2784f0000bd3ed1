#include "app/gui/search/SearchPanel.h"

#include "app/gui/common/ErrorText.h"
#include "app/gui/common/Icons.h"
#include "app/gui/common/Setting.h"
#include "app/gui/document/Document.h"
#include "app/gui/search/SearchChart.h"
#include "app/gui/search/SearchParameters.h"
#include "app/gui/search/SearchPreview.h"
#include "app/gui/search/SearchStateFile.h"
#include "app/gui/search/SearchWorker.h"
#include "core/codes/LayerCode.h"
#include "core/formats/SearchLog.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardItemModel>
#include <QThread>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <cmath>

namespace morpion::gui {

namespace {

// "12.3 s", "4:05", "1:02:03".
QString duration(double seconds)
{
    if (seconds < 60)
        return SearchPanel::tr("%1 s").arg(QLocale().toString(seconds, 'f', 1));
    const auto total = static_cast<long long>(seconds);
    const long long h = total / 3600, m = total / 60 % 60, s = total % 60;
    const QString mmss = QStringLiteral("%1:%2").arg(m).arg(s, 2, 10, QLatin1Char('0'));
    if (h == 0)
        return mmss;
    return QStringLiteral("%1:%2").arg(h).arg(mmss.rightJustified(5, QLatin1Char('0')));
}

// A figure in large type over what it counts.
QLabel* addStat(QHBoxLayout* row, const QString& caption, QLabel** captionLabel = nullptr)
{
    auto* box = new QVBoxLayout;
    box->setSpacing(0);
    auto* value = new QLabel(QStringLiteral("–"));
    QFont big = value->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    value->setFont(big);
    value->setAlignment(Qt::AlignHCenter);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* label = new QLabel(caption);
    label->setAlignment(Qt::AlignHCenter);
    label->setForegroundRole(QPalette::PlaceholderText);
    box->addWidget(value);
    box->addWidget(label);
    row->addLayout(box, 1);
    if (captionLabel)
        *captionLabel = label;
    return value;
}

QString iterationWord(SearchAlgorithm a)
{
    if (a == SearchAlgorithm::Improve)
        return SearchPanel::tr("neighbourhoods/s");
    return a == SearchAlgorithm::Nrpa ? SearchPanel::tr("playouts/s") : SearchPanel::tr("iterations/s");
}

// Where search states were last saved or opened.
const Setting<QString> stateDirectory{"Search/stateDirectory", QDir::homePath()};

} // namespace

SearchPanel::SearchPanel(Document* doc, QWidget* parent)
    : QWidget(parent)
    , doc_(doc)
    , worker_(new SearchWorker(this))
{
    setAccessibleName(tr("Search panel"));
    buildControls();

    connect(worker_, &SearchWorker::improved, this, &SearchPanel::addEntry);
    connect(worker_, &SearchWorker::progressed, this, &SearchPanel::progressed);
    connect(worker_, &SearchWorker::finished, this, &SearchPanel::finished);
    // The start grid is the document's: what may be searched changes with it.
    connect(doc_, &Document::gridChanged, this, &SearchPanel::validate);
    connect(doc_, &Document::gridChanged, this, &SearchPanel::updateVariantLabel);
    validate();
    updateVariantLabel();
}

SearchPanel::~SearchPanel()
{
    // The worker is a child and would be destroyed after this panel's members; stop it
    // first so that nothing it posts reaches a half-destroyed panel.
    worker_->disconnect(this);
    delete worker_;
}

void SearchPanel::buildControls()
{
    variantLabel_ = new QLabel(this);
    variantLabel_->setObjectName(QStringLiteral("searchVariant"));
    variantLabel_->setWordWrap(true);
    QFont bold = variantLabel_->font();
    bold.setBold(true);
    variantLabel_->setFont(bold);
    parameters_ = new SearchParameters(this);
    start_ = new QPushButton(this);
    start_->setObjectName(QStringLiteral("searchStartButton"));
    start_->setDefault(true);
    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("searchProblem"));
    problem_->setWordWrap(true);
    problem_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    problem_->hide();

    auto* stats = new QHBoxLayout;
    best_ = addStat(stats, tr("best score"));
    elapsed_ = addStat(stats, tr("elapsed"));
    speed_ = addStat(stats, iterationWord(SearchAlgorithm::Nrpa), &speedCaption_);
    speed_->setObjectName(QStringLiteral("searchSpeed"));
    status_ = new QLabel(tr("Pick an algorithm and press Start; the search runs beside your work."), this);
    status_->setObjectName(QStringLiteral("searchStatus"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    chart_ = new SearchChart(this);
    log_ = new QListWidget(this);
    log_->setObjectName(QStringLiteral("searchLog"));
    // A line is about 60 characters: a size smaller keeps it in a dock of ordinary width.
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(std::max(7.0, font().pointSizeF() - 1));
    log_->setFont(mono);
    log_->setUniformItemSizes(true);
    log_->setSelectionMode(QAbstractItemView::SingleSelection);
    log_->setToolTip(tr("Each new best: iteration. score (seconds) layer code. Click a line to preview its grid, "
                        "double-click to load it"));
    // A window of its own, large enough to judge a grid whatever room the dock has.
    preview_ = new SearchPreview(this);
    preview_->hide();
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(chart_);
    splitter->addWidget(log_);
    splitter->setChildrenCollapsible(false);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 2);

    resume_ = new QPushButton(tr("Res&ume"), this);
    resume_->setObjectName(QStringLiteral("searchResumeButton"));
    resume_->setIcon(Icons::get(QStringLiteral("media-play")));
    resume_->setToolTip(tr("Go on with the stopped search exactly where it stopped (Stop pauses it)"));
    openState_ = new QToolButton(this);
    openState_->setText(tr("Open State…"));
    openState_->setToolTip(tr("Open a search state saved here or by morpion-cli search --checkpoint; Resume goes on with it"));
    saveState_ = new QToolButton(this);
    saveState_->setText(tr("Save State…"));
    saveState_->setToolTip(tr("Save the stopped search's state to a file, to go on with it later here or with "
                              "morpion-cli search --checkpoint"));

    previewBest_ = new QPushButton(tr("Previe&w best"), this);
    previewBest_->setCheckable(true);
    previewBest_->setToolTip(tr("Show the best grid (or the log line picked) in a picture below: the document "
                                "does not change"));
    loadBest_ = new QPushButton(tr("L&oad best"), this);
    loadBest_->setToolTip(tr("Open the best grid so far on the board as one undo step; the search goes on"));
    compareBest_ = new QPushButton(tr("Co&mpare best"), this);
    compareBest_->setObjectName(QStringLiteral("searchCompareButton"));
    compareBest_->setToolTip(tr("Draw the best grid (or the log line picked) over the open grid: the moves both have, "
                                "and the moves each has alone"));
    copyCode_ = new QToolButton(this);
    copyCode_->setText(tr("Copy code"));
    copyCode_->setToolTip(tr("Copy the layer code of the best grid"));
    copyLog_ = new QToolButton(this);
    copyLog_->setText(tr("Copy log"));
    copyLog_->setToolTip(tr("Copy the log, one line per new best, in the seeds' form"));
    // Two a row, so that the panel stays narrow: the grid's three actions, then the copies.
    auto* buttons = new QGridLayout;
    buttons->addWidget(previewBest_, 0, 0);
    buttons->addWidget(loadBest_, 0, 1);
    buttons->addWidget(compareBest_, 1, 0);
    auto* copies = new QHBoxLayout;
    copies->addWidget(copyCode_, 1);
    copies->addWidget(copyLog_, 1);
    buttons->addLayout(copies, 1, 1);
    buttons->setColumnStretch(0, 1);
    buttons->setColumnStretch(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(variantLabel_);
    layout->addWidget(parameters_);
    for (QToolButton* b : {openState_, saveState_, copyCode_, copyLog_})
        b->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    auto* run = new QGridLayout;
    run->addWidget(start_, 0, 0);
    run->addWidget(resume_, 0, 1);
    run->addWidget(openState_, 1, 0);
    run->addWidget(saveState_, 1, 1);
    layout->addLayout(run);
    layout->addWidget(problem_);
    layout->addSpacing(4);
    layout->addLayout(stats);
    layout->addWidget(status_);
    layout->addWidget(splitter, 1);
    layout->addLayout(buttons);

    startStopAction_ = new QAction(this);
    startStopAction_->setShortcut(QKeySequence(Qt::Key_F5));
    loadBestAction_ = new QAction(tr("Load &Best Search Grid"), this);
    loadBestAction_->setToolTip(loadBest_->toolTip());
    clock_ = new QTimer(this);
    clock_->setInterval(200);

    connect(parameters_, &SearchParameters::changed, this, [this] {
        if (!isRunning())
            speedCaption_->setText(iterationWord(parameters_->algorithm()));
        validate();
    });
    connect(start_, &QPushButton::clicked, this, [this] { isRunning() ? stopSearch() : startSearch(); });
    connect(resume_, &QPushButton::clicked, this, &SearchPanel::resumeSearch);
    connect(saveState_, &QToolButton::clicked, this, [this] { saveStateAs(); });
    connect(openState_, &QToolButton::clicked, this, [this] { openStateDialog(); });
    connect(startStopAction_, &QAction::triggered, start_, &QPushButton::click);
    connect(loadBest_, &QPushButton::clicked, this, &SearchPanel::loadBest);
    connect(compareBest_, &QPushButton::clicked, this, &SearchPanel::compareShown);
    connect(loadBestAction_, &QAction::triggered, this, &SearchPanel::loadBest);
    connect(copyCode_, &QToolButton::clicked, this, &SearchPanel::copyBestCode);
    connect(copyLog_, &QToolButton::clicked, this, &SearchPanel::copyLog);
    connect(previewBest_, &QPushButton::toggled, this, [this](bool on) {
        if (on)
            log_->clearSelection();
        preview_->setVisible(on);
        if (on) {
            // The first time beside the panel, over the board, rather than over the panel.
            if (!previewPlaced_) {
                preview_->move(mapToGlobal(QPoint(width() + 8, 0)));
                previewPlaced_ = true;
            }
            preview_->raise();
            preview_->activateWindow();
        }
        updatePreview();
    });
    connect(preview_, &SearchPreview::closed, previewBest_, [this] { previewBest_->setChecked(false); });
    connect(log_, &QListWidget::itemSelectionChanged, this, &SearchPanel::updatePreview);
    connect(log_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) { loadEntry(log_->row(item)); });
    connect(preview_, &SearchPreview::activated, this, [this] { loadEntry(shownEntry()); });
    connect(clock_, &QTimer::timeout, this, &SearchPanel::updateElapsed);
    // Only the user's scrolling decides whether the log follows its newest line (a resize
    // moves the bar too).
    connect(log_->verticalScrollBar(), &QScrollBar::actionTriggered, this,
            [this] { followLog_ = log_->verticalScrollBar()->sliderPosition() >= log_->verticalScrollBar()->maximum(); });
    connect(log_->verticalScrollBar(), &QScrollBar::rangeChanged, this, [this] {
        if (followLog_ && log_->selectedItems().isEmpty())
            log_->scrollToBottom();
    });
    setRunning(false);
}

void SearchPanel::setBoardStyle(const paint::BoardStyle& style)
{
    preview_->setBoardStyle(style);
    chart_->setLineColor(style.current);
}

SearchOptions SearchPanel::options() const
{
    SearchOptions o = parameters_->options(*doc_);
    o.limits.maxIterations = iterationLimit_;
    if (o.algorithm == SearchAlgorithm::Improve && parameters_->regionOnly())
        o.area = region_;
    return o;
}

void SearchPanel::saveSettings() const
{
    parameters_->saveSettings();
}

void SearchPanel::updateVariantLabel()
{
    auto name = [](Variant v) { return QString::fromLatin1(variantName(v).data(), 2); };
    if (isRunning())
        variantLabel_->setText(tr("Searching %1 grids").arg(name(searchVariant_)));
    else if (paused_)
        variantLabel_->setText(tr("A %1 search, stopped: Resume goes on with it").arg(name(searchVariant_)));
    else
        variantLabel_->setText(tr("Searches %1 grids, the variant of the open grid").arg(name(doc_->variant())));
}

QString SearchPanel::problem() const
{
    const SearchOptions o = options();
    if (o.algorithm == SearchAlgorithm::Improve && doc_->moves().empty())
        return tr("Improve works on the open grid, which has no move yet: open or play a grid first.");
    if (o.algorithm == SearchAlgorithm::Improve && parameters_->regionOnly() && !region_)
        return tr("No region is selected: drag a rectangle on the board with Shift held (its moves are removed), "
                  "or improve the whole grid.");
    if (o.start == SearchStart::Prefix && doc_->isOver())
        return tr("The open grid is finished: no move is left after it, so there is nothing to search from its "
                  "end. Start from the empty cross, or search around the open grid.");
    if (o.limits.targetScore >= 0 && o.start == SearchStart::Prefix && o.limits.targetScore <= doc_->score())
        return tr("The target score %1 is not above the open grid's score %2: every game would reach it at once.")
            .arg(o.limits.targetScore)
            .arg(doc_->score());
    if (const auto error = checkSearchOptions(o))
        return tr("These settings cannot be used: %1.").arg(ErrorText::describe(*error));
    return {};
}

bool SearchPanel::isRunning() const
{
    return worker_->isRunning();
}

QString SearchPanel::statusText() const
{
    return problem_->isVisible() ? problem_->text() : status_->text();
}

void SearchPanel::validate()
{
    if (isRunning()) {
        problem_->hide();
        return;
    }
    const QString why = problem();
    problem_->setText(why);
    problem_->setVisible(!why.isEmpty());
    QPalette pal = problem_->palette();
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    pal.setColor(QPalette::WindowText, dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x20, 0x20));
    problem_->setPalette(pal);
    start_->setEnabled(why.isEmpty());
    startStopAction_->setEnabled(why.isEmpty());
}

void SearchPanel::setRunning(bool running)
{
    parameters_->setEnabled(!running);
    start_->setEnabled(true);
    start_->setText(running ? tr("&Stop") : tr("&Start"));
    start_->setIcon(Icons::get(running ? QStringLiteral("media-pause") : QStringLiteral("media-play")));
    start_->setToolTip(running ? tr("Stop the search; its log and best grid stay")
                               : tr("Start a search with these settings (F5)"));
    startStopAction_->setText(running ? tr("Stop Se&arch") : tr("&Start Search"));
    startStopAction_->setEnabled(true);
    const bool found = !entries_.empty();
    resume_->setEnabled(!running && paused_.has_value());
    saveState_->setEnabled(!running && paused_.has_value());
    openState_->setEnabled(!running);
    loadBest_->setEnabled(found);
    compareBest_->setEnabled(found);
    loadBestAction_->setEnabled(found);
    copyCode_->setEnabled(found);
    copyLog_->setEnabled(found);
    if (!running)
        validate();
    else
        problem_->hide();
    updateVariantLabel();
}

void SearchPanel::clearResults()
{
    entries_.clear();
    log_->clear();
    followLog_ = true;
    chart_->clear();
    preview_->clear();
    iterations_ = 0;
    secondsBefore_ = 0;
    paused_.reset();
    best_->setText(QStringLiteral("–"));
    elapsed_->setText(duration(0));
    speed_->setText(QStringLiteral("–"));
}

void SearchPanel::startSearch()
{
    if (isRunning())
        return;
    const QString why = problem();
    if (!why.isEmpty()) {
        validate();
        return;
    }
    SearchOptions o = options();
    if (parameters_->randomSeed())
        o.limits.seed = QRandomGenerator::global()->generate();
    parameters_->saveSettings();

    clearResults();
    searchVariant_ = o.variant;
    runningAlgorithm_ = o.algorithm;
    runningSeed_ = o.limits.seed;
    speedCaption_->setText(iterationWord(o.algorithm));
    if (!worker_->start(o))
        return;
    sinceStart_.start();
    clock_->start();
    const QString name = o.algorithm == SearchAlgorithm::Nrpa      ? tr("NRPA")
                         : o.algorithm == SearchAlgorithm::Improve ? tr("Improve")
                                                                   : tr("Hill climb");
    status_->setText(tr("%1 searching on %n thread(s), seed %2…", nullptr, o.limits.threads).arg(name).arg(o.limits.seed));
    setRunning(true);
    emit runningChanged(true);
}

void SearchPanel::resumeSearch()
{
    if (isRunning() || !paused_)
        return;
    const SearchCheckpoint& from = *paused_;
    searchVariant_ = from.options.variant;
    runningAlgorithm_ = from.options.algorithm;
    runningSeed_ = from.options.limits.seed;
    secondsBefore_ = from.seconds;
    speedCaption_->setText(iterationWord(runningAlgorithm_));
    // The stop rules are the form's as it is now: the time limit counts this run.
    if (!worker_->resume(from, options().limits))
        return;
    sinceStart_.start();
    clock_->start();
    const QString count = QLocale().toString(static_cast<qlonglong>(from.iterations()));
    status_->setText(tr("Going on from %1 %2, best %3…")
                         .arg(count, runningAlgorithm_ == SearchAlgorithm::Nrpa ? tr("playouts") : tr("iterations"))
                         .arg(from.bestScore()));
    setRunning(true);
    emit runningChanged(true);
}

bool SearchPanel::saveState(const QString& path)
{
    if (!paused_ || isRunning())
        return false;
    const QString error = SearchStateFile::save(path, *paused_);
    if (!error.isEmpty()) {
        status_->setText(error);
        emit message(error);
        return false;
    }
    stateDirectory.setValue(QFileInfo(path).absolutePath());
    emit message(tr("Search state saved to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool SearchPanel::saveStateAs()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Search State"), stateDirectory.value() + QStringLiteral("/search.checkpoint"), SearchStateFile::filter());
    return !path.isEmpty() && saveState(path);
}

bool SearchPanel::openState(const QString& path)
{
    if (isRunning())
        return false;
    const SearchStateFile::Loaded loaded = SearchStateFile::load(path);
    if (!loaded.state) {
        status_->setText(loaded.problem);
        emit message(loaded.problem);
        return false;
    }
    stateDirectory.setValue(QFileInfo(path).absolutePath());
    clearResults();
    const SearchCheckpoint& state = *loaded.state;
    searchVariant_ = state.options.variant;
    runningAlgorithm_ = state.options.algorithm;
    runningSeed_ = state.options.limits.seed;
    if (state.bestScore() >= 0) {
        // The best so far, as the log's first line: it can be previewed and loaded.
        SearchImprovement best;
        best.iterations = state.iterations();
        best.score = state.bestScore();
        best.seconds = state.seconds;
        best.moves = state.bestMoves();
        if (auto code = encodeLayerCode(searchVariant_, best.moves))
            best.code = std::move(code).value();
        addEntry(best);
    }
    paused_ = state;
    elapsed_->setText(duration(state.seconds));
    const QString name = runningAlgorithm_ == SearchAlgorithm::Nrpa ? tr("NRPA") : tr("Hill climb");
    status_->setText(tr("Opened the %1 search of %2 grids (seed %3) at %4 in %5, best %6: Resume goes on with it.")
                         .arg(name, QString::fromLatin1(variantName(searchVariant_).data(), 2))
                         .arg(runningSeed_)
                         .arg(QLocale().toString(static_cast<qlonglong>(state.iterations())), duration(state.seconds))
                         .arg(state.bestScore()));
    setRunning(false);
    return true;
}

bool SearchPanel::openStateDialog()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Search State"), stateDirectory.value(), SearchStateFile::filter());
    return !path.isEmpty() && openState(path);
}

void SearchPanel::stopSearch()
{
    if (!isRunning())
        return;
    worker_->stop();
    start_->setEnabled(false);
    start_->setText(tr("Stopping…"));
}

void SearchPanel::addEntry(const SearchImprovement& improvement)
{
    Entry e{improvement.iterations, improvement.score, improvement.seconds, improvement.code, improvement.moves};
    const QString line = QString::fromStdString(formatSearchLogLine({e.iteration, e.score, e.seconds, e.code}));
    entries_.push_back(std::move(e));
    // The log follows the newest line unless the user scrolled up or picked one.
    const bool follow = followLog_ && log_->selectedItems().isEmpty();
    if (static_cast<int>(entries_.size()) > maxLogLines) {
        entries_.erase(entries_.begin());
        delete log_->takeItem(0);
    }
    log_->addItem(line);
    if (follow)
        log_->scrollToBottom();
    chart_->addBest(improvement.seconds, improvement.score);
    best_->setText(QString::number(improvement.score));
    loadBest_->setEnabled(true);
    compareBest_->setEnabled(true);
    loadBestAction_->setEnabled(true);
    copyCode_->setEnabled(true);
    copyLog_->setEnabled(true);
    if (log_->selectedItems().isEmpty())
        updatePreview();
}

void SearchPanel::progressed(const SearchProgress& progress)
{
    iterations_ = progress.iterations;
    speed_->setText(QLocale().toString(std::llround(progress.iterationsPerSecond)));
    speed_->setToolTip(tr("%1 in all").arg(QLocale().toString(static_cast<qlonglong>(progress.iterations))));
}

void SearchPanel::updateElapsed()
{
    const double seconds = secondsBefore_ + static_cast<double>(sinceStart_.elapsed()) / 1000.0;
    elapsed_->setText(duration(seconds));
    chart_->setElapsed(seconds);
}

void SearchPanel::finished(const SearchResult& result, const QString& error)
{
    clock_->stop();
    if (!error.isEmpty()) {
        status_->setText(tr("The search could not run: %1").arg(error));
        setRunning(false);
        emit runningChanged(false);
        return;
    }
    // A best the callbacks did not report (none is expected) still belongs in the log.
    if (result.score > bestScore() && !result.code.empty()) {
        SearchImprovement last;
        last.iterations = result.iterations;
        last.score = result.score;
        last.seconds = result.seconds;
        last.moves = result.moves;
        last.code = result.code;
        addEntry(last);
    }
    elapsed_->setText(duration(result.seconds));
    chart_->setElapsed(result.seconds);
    iterations_ = result.iterations;
    if (result.seconds > 0)
        speed_->setText(QLocale().toString(std::llround(static_cast<double>(result.iterations) / result.seconds)));
    speed_->setToolTip(tr("%1 in all").arg(QLocale().toString(static_cast<qlonglong>(result.iterations))));

    QString why;
    switch (result.reason) {
    case SearchStop::Runs: why = tr("the search finished its work"); break;
    case SearchStop::Time: why = tr("the time limit was reached"); break;
    case SearchStop::Target: why = tr("the target score was reached"); break;
    case SearchStop::Iterations: why = tr("the iteration budget was spent"); break;
    case SearchStop::Requested: why = tr("stopped"); break;
    }
    const QString count = QLocale().toString(static_cast<qlonglong>(result.iterations));
    const QString work = runningAlgorithm_ == SearchAlgorithm::Nrpa      ? tr("%1 playouts").arg(count)
                         : runningAlgorithm_ == SearchAlgorithm::Improve ? tr("%1 neighbourhoods").arg(count)
                                                                         : tr("%1 iterations").arg(count);
    if (result.score >= 0)
        status_->setText(tr("Ended (%1): best %2 after %3 in %4, seed %5.")
                             .arg(why)
                             .arg(result.score)
                             .arg(work, duration(result.seconds))
                             .arg(runningSeed_));
    else
        status_->setText(tr("Ended (%1) before the first game was over.").arg(why));
    // Stopping pauses: the search's state stays, to go on with it or save it.
    if (const SearchCheckpoint* state = worker_->checkpoint()) {
        paused_ = *state;
        secondsBefore_ = 0;
        status_->setText(status_->text() + QLatin1Char(' ') + tr("Resume goes on from here."));
    }
    setRunning(false);
    emit runningChanged(false);
    emit message(status_->text());
}

int SearchPanel::shownEntry() const
{
    const auto selected = log_->selectedItems();
    if (!selected.isEmpty())
        return log_->row(selected.constFirst());
    return entries_.empty() ? -1 : static_cast<int>(entries_.size()) - 1;
}

void SearchPanel::updatePreview()
{
    if (preview_->isHidden())
        return;
    const int index = shownEntry();
    if (index < 0) {
        preview_->clear();
        return;
    }
    const Entry& e = entries_[static_cast<std::size_t>(index)];
    const bool best = index == static_cast<int>(entries_.size()) - 1;
    preview_->setGrid(searchVariant_, e.moves,
                      best ? tr("Preview, not loaded: the best so far, %1").arg(e.score)
                           : tr("Preview, not loaded: %1 at %2 s").arg(e.score).arg(QLocale().toString(e.seconds, 'f', 2)));
}

void SearchPanel::compareShown()
{
    const int index = shownEntry();
    if (index >= 0)
        emit compareRequested(searchVariant_, entries_[static_cast<std::size_t>(index)].moves);
}

void SearchPanel::setRegion(const std::optional<std::pair<Point, Point>>& region)
{
    region_ = region;
    parameters_->setRegion(region);
    validate();
}

void SearchPanel::loadBest()
{
    if (!entries_.empty())
        loadEntry(static_cast<int>(entries_.size()) - 1);
}

void SearchPanel::loadEntry(int index)
{
    if (index < 0 || index >= static_cast<int>(entries_.size()))
        return;
    const Entry& e = entries_[static_cast<std::size_t>(index)];
    const auto region = region_;
    // A search result is work the user would lose: it is not saved yet.
    doc_->load(searchVariant_, e.moves, tr("Load search result %1").arg(e.score), {}, true);
    if (region && searchVariant_ == doc_->variant())
        emit regionKept(region->first, region->second);
    // The grid is not the file that was open before.
    doc_->setFilePath(QString());
    emit message(tr("Loaded the search's grid of %1 moves; Undo brings back the previous grid.").arg(e.score));
}

QString SearchPanel::logText() const
{
    QStringList lines;
    for (const Entry& e : entries_)
        lines << QString::fromStdString(formatSearchLogLine({e.iteration, e.score, e.seconds, e.code}));
    return lines.isEmpty() ? QString() : lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void SearchPanel::copyBestCode()
{
    if (entries_.empty())
        return;
    QApplication::clipboard()->setText(Document::withVariantPrefix(searchVariant_, QString::fromStdString(entries_.back().code)));
    emit message(tr("Layer code of the best grid copied"));
}

void SearchPanel::copyLog()
{
    if (entries_.empty())
        return;
    QApplication::clipboard()->setText(logText());
    emit message(tr("Search log copied"));
}

} // namespace morpion::gui
