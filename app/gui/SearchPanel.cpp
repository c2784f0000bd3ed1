#include "app/gui/SearchPanel.h"

#include "app/gui/Document.h"
#include "app/gui/ErrorText.h"
#include "app/gui/Icons.h"
#include "app/gui/SearchChart.h"
#include "app/gui/SearchPreview.h"
#include "app/gui/SearchWorker.h"
#include "app/gui/Setting.h"
#include "core/SearchLog.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDoubleSpinBox>
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
#include <QStandardItemModel>
#include <QSplitter>
#include <QThread>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <cmath>

namespace morpion::gui {

namespace {

// The panel's parameters as they were at the last Start.
const Setting<QString> algorithmSetting{"Search/algorithm", QStringLiteral("nrpa")};
const Setting<int> levelSetting{"Search/nrpaLevel", 3};
const Setting<int> iterationsSetting{"Search/nrpaIterations", 100};
const Setting<double> alphaSetting{"Search/nrpaAlpha", 1.0};
const Setting<double> warmWeightSetting{"Search/nrpaWarmWeight", 3.0};
const Setting<int> blacklistSetting{"Search/blacklist", 3};
const Setting<int> startSetting{"Search/start", 0};   // index of SearchStart
const Setting<int> threadsSetting{"Search/threads", 0}; // 0 = every core
const Setting<int> seedSetting{"Search/seed", -1};      // -1 = a new one each run
const Setting<int> secondsSetting{"Search/seconds", 0}; // 0 = no limit
const Setting<int> targetSetting{"Search/target", 0};   // 0 = none

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

} // namespace

SearchPanel::SearchPanel(Document* doc, QWidget* parent) : QWidget(parent), doc_(doc), worker_(new SearchWorker(this))
{
    setAccessibleName(tr("Search panel"));
    buildControls();
    restoreSettings();
    updateStartNames();
    updateParameterRows();

    connect(worker_, &SearchWorker::improved, this, &SearchPanel::addEntry);
    connect(worker_, &SearchWorker::progressed, this, &SearchPanel::progressed);
    connect(worker_, &SearchWorker::finished, this, &SearchPanel::finished);
    // The start grid is the document's: what may be searched changes with it.
    connect(doc_, &Document::gridChanged, this, &SearchPanel::validate);
    validate();
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
    parameters_ = new QWidget(this);
    auto* grid = new QGridLayout(parameters_);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    auto label = [this](const QString& text, QWidget* buddy) {
        auto* l = new QLabel(text, parameters_);
        l->setBuddy(buddy);
        return l;
    };

    algorithm_ = new QComboBox(parameters_);
    algorithm_->setObjectName(QStringLiteral("searchAlgorithm"));
    algorithm_->addItem(tr("NRPA (nested rollout policy adaptation)"), static_cast<int>(SearchAlgorithm::Nrpa));
    algorithm_->addItem(tr("Hill climb (the seeds' DNA search)"), static_cast<int>(SearchAlgorithm::HillClimb));
    algorithm_->addItem(tr("Improve the open grid (large neighbourhood search)"), static_cast<int>(SearchAlgorithm::Improve));
    algorithm_->setToolTip(tr("NRPA (Rosin 2011) found the 178 record; the hill climb is the seeds' search, "
                              "quick to rise and then slow"));
    grid->addWidget(label(tr("&Algorithm"), algorithm_), 0, 0);
    grid->addWidget(algorithm_, 0, 1, 1, 3);

    level_ = new QSpinBox(parameters_);
    level_->setObjectName(QStringLiteral("searchLevel"));
    level_->setRange(1, 6);
    level_->setToolTip(tr("Nesting level L: one search of level L plays about iterations^L playouts"));
    nrpaIterations_ = new QSpinBox(parameters_);
    nrpaIterations_->setObjectName(QStringLiteral("searchIterations"));
    nrpaIterations_->setRange(1, 10000);
    nrpaIterations_->setToolTip(tr("Iterations of each level (N in the paper)"));
    alpha_ = new QDoubleSpinBox(parameters_);
    alpha_->setObjectName(QStringLiteral("searchAlpha"));
    alpha_->setRange(0.01, 10);
    alpha_->setSingleStep(0.1);
    alpha_->setDecimals(2);
    alpha_->setToolTip(tr("Adaptation step: how far the policy moves toward the best game at each iteration"));
    warmWeight_ = new QDoubleSpinBox(parameters_);
    warmWeight_->setObjectName(QStringLiteral("searchWarmWeight"));
    warmWeight_->setRange(0, 50);
    warmWeight_->setSingleStep(0.5);
    warmWeight_->setDecimals(1);
    warmWeight_->setToolTip(tr("How strongly the open grid's moves are preferred at first: about 1 barely, "
                               "3 keeps a good part of the grid, 5 and more nearly replay it"));
    auto* levelLabel = label(tr("&Nesting level"), level_);
    auto* iterationsLabel = label(tr("&Iterations"), nrpaIterations_);
    auto* alphaLabel = label(tr("Al&pha"), alpha_);
    auto* warmLabel = label(tr("Warm wei&ght"), warmWeight_);
    grid->addWidget(levelLabel, 1, 0);
    grid->addWidget(level_, 1, 1);
    grid->addWidget(iterationsLabel, 1, 2);
    grid->addWidget(nrpaIterations_, 1, 3);
    grid->addWidget(alphaLabel, 2, 0);
    grid->addWidget(alpha_, 2, 1);
    grid->addWidget(warmLabel, 2, 2);
    grid->addWidget(warmWeight_, 2, 3);
    nrpaRow_ = {levelLabel, level_, iterationsLabel, nrpaIterations_, alphaLabel, alpha_};
    warmRow_ = {warmLabel, warmWeight_};

    blacklist_ = new QSpinBox(parameters_);
    blacklist_->setObjectName(QStringLiteral("searchBlacklist"));
    blacklist_->setRange(1, 50);
    blacklist_->setToolTip(tr("Lines of the current game left out at each step of the climb (the seeds use 3)"));
    auto* blacklistLabel = label(tr("&Blacklist"), blacklist_);
    grid->addWidget(blacklistLabel, 3, 0);
    grid->addWidget(blacklist_, 3, 1);
    hillRow_ = {blacklistLabel, blacklist_};

    startFrom_ = new QComboBox(parameters_);
    startFrom_->setObjectName(QStringLiteral("searchStartFrom"));
    for (int i = 0; i < 3; ++i)
        startFrom_->addItem(QString(), i);
    grid->addWidget(label(tr("Start f&rom"), startFrom_), 4, 0);
    grid->addWidget(startFrom_, 4, 1, 1, 3);

    threads_ = new QSpinBox(parameters_);
    threads_->setObjectName(QStringLiteral("searchThreads"));
    threads_->setRange(1, std::max(1, QThread::idealThreadCount()));
    threads_->setToolTip(tr("Independent searches run side by side, one per core; the best of them is shown"));
    seed_ = new QSpinBox(parameters_);
    seed_->setObjectName(QStringLiteral("searchSeed"));
    seed_->setRange(-1, INT_MAX);
    seed_->setSpecialValueText(tr("random"));
    seed_->setToolTip(tr("The same seed, threads and parameters search the same games again (with an "
                         "iteration budget, exactly); \"random\" picks a new seed at each start"));
    newSeed_ = new QToolButton(parameters_);
    newSeed_->setText(tr("New"));
    newSeed_->setToolTip(tr("Pick a new fixed seed"));
    auto* seedBox = new QHBoxLayout;
    seedBox->setSpacing(2);
    seedBox->addWidget(seed_, 1);
    seedBox->addWidget(newSeed_);
    grid->addWidget(label(tr("&Threads"), threads_), 5, 0);
    grid->addWidget(threads_, 5, 1);
    grid->addWidget(label(tr("See&d"), seed_), 5, 2);
    grid->addLayout(seedBox, 5, 3);

    seconds_ = new QSpinBox(parameters_);
    seconds_->setObjectName(QStringLiteral("searchSeconds"));
    seconds_->setRange(0, 7 * 24 * 3600);
    seconds_->setSingleStep(10);
    seconds_->setSuffix(tr(" s"));
    seconds_->setSpecialValueText(tr("no limit"));
    seconds_->setToolTip(tr("Stop after this many seconds (0: run until Stop)"));
    target_ = new QSpinBox(parameters_);
    target_->setObjectName(QStringLiteral("searchTarget"));
    target_->setRange(0, 10000);
    target_->setSpecialValueText(tr("none"));
    target_->setToolTip(tr("Stop as soon as a game reaches this score (0: no target)"));
    grid->addWidget(label(tr("Stop after"), seconds_), 6, 0);
    grid->addWidget(seconds_, 6, 1);
    grid->addWidget(label(tr("or at s&core"), target_), 6, 2);
    grid->addWidget(target_, 6, 3);

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
    preview_ = new SearchPreview(this);
    preview_->hide();
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(chart_);
    splitter->addWidget(log_);
    splitter->addWidget(preview_);
    splitter->setChildrenCollapsible(false);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 2);
    splitter->setStretchFactor(2, 3);

    previewBest_ = new QPushButton(tr("Previe&w best"), this);
    previewBest_->setCheckable(true);
    previewBest_->setToolTip(tr("Show the best grid (or the log line picked) in a picture below: the document "
                                "does not change"));
    loadBest_ = new QPushButton(tr("L&oad best"), this);
    loadBest_->setToolTip(tr("Open the best grid so far on the board as one undo step; the search goes on"));
    copyCode_ = new QToolButton(this);
    copyCode_->setText(tr("Copy code"));
    copyCode_->setToolTip(tr("Copy the layer code of the best grid"));
    copyLog_ = new QToolButton(this);
    copyLog_->setText(tr("Copy log"));
    copyLog_->setToolTip(tr("Copy the log, one line per new best, in the seeds' form"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(previewBest_);
    buttons->addWidget(loadBest_);
    buttons->addStretch(1);
    buttons->addWidget(copyCode_);
    buttons->addWidget(copyLog_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(parameters_);
    layout->addWidget(start_);
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

    connect(algorithm_, &QComboBox::currentIndexChanged, this, [this] {
        updateStartNames();
        updateParameterRows();
        validate();
    });
    connect(startFrom_, &QComboBox::currentIndexChanged, this, [this] {
        updateParameterRows();
        validate();
    });
    for (QSpinBox* box : {level_, nrpaIterations_, blacklist_, threads_, seconds_, target_})
        connect(box, &QSpinBox::valueChanged, this, &SearchPanel::validate);
    for (QDoubleSpinBox* box : {alpha_, warmWeight_})
        connect(box, &QDoubleSpinBox::valueChanged, this, &SearchPanel::validate);
    connect(newSeed_, &QToolButton::clicked, this,
            [this] { seed_->setValue(static_cast<int>(QRandomGenerator::global()->bounded(1, INT_MAX))); });
    connect(start_, &QPushButton::clicked, this, [this] { isRunning() ? stopSearch() : startSearch(); });
    connect(startStopAction_, &QAction::triggered, start_, &QPushButton::click);
    connect(loadBest_, &QPushButton::clicked, this, &SearchPanel::loadBest);
    connect(loadBestAction_, &QAction::triggered, this, &SearchPanel::loadBest);
    connect(copyCode_, &QToolButton::clicked, this, &SearchPanel::copyBestCode);
    connect(copyLog_, &QToolButton::clicked, this, &SearchPanel::copyLog);
    connect(previewBest_, &QPushButton::toggled, this, [this](bool on) {
        if (on)
            log_->clearSelection();
        preview_->setVisible(on);
        updatePreview();
    });
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

void SearchPanel::restoreSettings()
{
    const auto algorithm = parseSearchAlgorithm(algorithmSetting.value().toStdString()).value_or(SearchAlgorithm::Nrpa);
    algorithm_->setCurrentIndex(std::max(0, algorithm_->findData(static_cast<int>(algorithm))));
    level_->setValue(levelSetting.value());
    nrpaIterations_->setValue(iterationsSetting.value());
    alpha_->setValue(alphaSetting.value());
    warmWeight_->setValue(warmWeightSetting.value());
    blacklist_->setValue(blacklistSetting.value());
    startFrom_->setCurrentIndex(std::clamp(startSetting.value(), 0, 2));
    const int threads = threadsSetting.value();
    threads_->setValue(threads <= 0 ? threads_->maximum() : threads);
    seed_->setValue(seedSetting.value());
    seconds_->setValue(secondsSetting.value());
    target_->setValue(targetSetting.value());
}

void SearchPanel::saveSettings() const
{
    algorithmSetting.setValue(QString::fromLatin1(searchAlgorithmName(static_cast<SearchAlgorithm>(algorithm_->currentData().toInt()))));
    levelSetting.setValue(level_->value());
    iterationsSetting.setValue(nrpaIterations_->value());
    alphaSetting.setValue(alpha_->value());
    warmWeightSetting.setValue(warmWeight_->value());
    blacklistSetting.setValue(blacklist_->value());
    startSetting.setValue(startFrom_->currentIndex());
    // Every core stays every core on a machine with more of them.
    threadsSetting.setValue(threads_->value() == threads_->maximum() ? 0 : threads_->value());
    seedSetting.setValue(seed_->value());
    secondsSetting.setValue(seconds_->value());
    targetSetting.setValue(target_->value());
}

void SearchPanel::setBoardStyle(const BoardStyle& style)
{
    preview_->setBoardStyle(style);
    chart_->setLineColor(style.current);
}

void SearchPanel::updateStartNames()
{
    const bool nrpa = static_cast<SearchAlgorithm>(algorithm_->currentData().toInt()) == SearchAlgorithm::Nrpa;
    startFrom_->setItemText(0, tr("The empty cross"));
    startFrom_->setItemData(0, tr("Every game starts from the cross of the variant"), Qt::ToolTipRole);
    startFrom_->setItemText(1, nrpa ? tr("The open grid, kept as the start") : tr("The open grid, kept (NRPA only)"));
    startFrom_->setItemData(1, tr("Every game begins with the moves of the open grid and goes on from its end"),
                            Qt::ToolTipRole);
    // The climb changes every move of its game, so it cannot keep a prefix: it climbs from the grid instead.
    if (auto* model = qobject_cast<QStandardItemModel*>(startFrom_->model()))
        model->item(static_cast<int>(SearchStart::Prefix))->setEnabled(nrpa);
    if (!nrpa && startFrom_->currentIndex() == static_cast<int>(SearchStart::Prefix))
        startFrom_->setCurrentIndex(static_cast<int>(SearchStart::Warm));
    if (static_cast<SearchAlgorithm>(algorithm_->currentData().toInt()) == SearchAlgorithm::Improve) {
        startFrom_->setCurrentIndex(static_cast<int>(SearchStart::Warm));
        startFrom_->setItemText(2, tr("The open grid, improved"));
        startFrom_->setItemData(2, tr("Improve takes neighbourhoods out of the open grid and refills them"),
                                Qt::ToolTipRole);
    } else if (nrpa) {
        startFrom_->setItemText(2, tr("Around the open grid (warm start)"));
        startFrom_->setItemData(2, tr("The policy first prefers the open grid's moves (see Warm weight), so the "
                                      "search explores grids near it"),
                                Qt::ToolTipRole);
    } else {
        startFrom_->setItemText(2, tr("Climb from the open grid"));
        startFrom_->setItemData(2, tr("The climb's first game is the open grid, finished at random when it is not"),
                                Qt::ToolTipRole);
    }
}

void SearchPanel::updateParameterRows()
{
    const auto algorithm = static_cast<SearchAlgorithm>(algorithm_->currentData().toInt());
    const bool nrpa = algorithm == SearchAlgorithm::Nrpa;
    const bool improve = algorithm == SearchAlgorithm::Improve;
    const bool warm = startFrom_->currentIndex() == static_cast<int>(SearchStart::Warm);
    for (QWidget* w : nrpaRow_)
        w->setVisible(nrpa);
    for (QWidget* w : warmRow_)
        w->setVisible(nrpa && warm);
    for (QWidget* w : hillRow_)
        w->setVisible(algorithm == SearchAlgorithm::HillClimb);
    // Improve always works on the open grid.
    startFrom_->setEnabled(!improve);
    if (!isRunning())
        speedCaption_->setText(iterationWord(algorithm));
}

SearchOptions SearchPanel::options() const
{
    SearchOptions o;
    o.algorithm = static_cast<SearchAlgorithm>(algorithm_->currentData().toInt());
    o.variant = doc_->variant();
    o.seed = static_cast<std::uint64_t>(std::max(0, seed_->value()));
    o.threads = threads_->value();
    o.start = static_cast<SearchStart>(startFrom_->currentIndex());
    if (o.algorithm == SearchAlgorithm::Improve)
        o.start = SearchStart::Warm;
    if (o.start != SearchStart::Cross)
        o.grid = doc_->moves();
    o.maxSeconds = seconds_->value() > 0 ? seconds_->value() : -1.0;
    o.targetScore = target_->value() > 0 ? target_->value() : -1;
    o.maxIterations = iterationLimit_;
    o.progressSeconds = 0.25;
    o.level = level_->value();
    o.iterations = nrpaIterations_->value();
    o.alpha = alpha_->value();
    o.warmWeight = warmWeight_->value();
    o.blacklist = blacklist_->value();
    return o;
}

QString SearchPanel::problem() const
{
    const SearchOptions o = options();
    if (o.algorithm == SearchAlgorithm::Improve && doc_->moves().empty())
        return tr("Improve works on the open grid, which has no move yet: open or play a grid first.");
    if (o.start == SearchStart::Prefix && doc_->isOver())
        return tr("The open grid is finished: no move is left after it, so there is nothing to search from its "
                  "end. Start from the empty cross, or search around the open grid.");
    if (o.targetScore >= 0 && o.start == SearchStart::Prefix && o.targetScore <= doc_->score())
        return tr("The target score %1 is not above the open grid's score %2: every game would reach it at once.")
            .arg(o.targetScore)
            .arg(doc_->score());
    if (const auto error = Search::check(o))
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
    start_->setToolTip(running ? tr("Stop the search; its log and best grid stay") : tr("Start a search with these settings (F5)"));
    startStopAction_->setText(running ? tr("Stop Se&arch") : tr("&Start Search"));
    startStopAction_->setEnabled(true);
    const bool found = !entries_.empty();
    loadBest_->setEnabled(found);
    loadBestAction_->setEnabled(found);
    copyCode_->setEnabled(found);
    copyLog_->setEnabled(found);
    if (!running)
        validate();
    else
        problem_->hide();
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
    if (seed_->value() < 0)
        o.seed = QRandomGenerator::global()->generate();
    saveSettings();

    entries_.clear();
    log_->clear();
    followLog_ = true;
    chart_->clear();
    preview_->clear();
    iterations_ = 0;
    best_->setText(QStringLiteral("–"));
    elapsed_->setText(duration(0));
    speed_->setText(QStringLiteral("–"));
    searchVariant_ = o.variant;
    runningAlgorithm_ = o.algorithm;
    runningSeed_ = o.seed;
    speedCaption_->setText(iterationWord(o.algorithm));
    if (!worker_->start(o))
        return;
    sinceStart_.start();
    clock_->start();
    const QString name = o.algorithm == SearchAlgorithm::Nrpa      ? tr("NRPA")
                         : o.algorithm == SearchAlgorithm::Improve ? tr("Improve")
                                                                   : tr("Hill climb");
    status_->setText(tr("%1 searching on %n thread(s), seed %2…", nullptr, o.threads).arg(name).arg(o.seed));
    setRunning(true);
    emit runningChanged(true);
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
    const double seconds = static_cast<double>(sinceStart_.elapsed()) / 1000.0;
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
    case SearchStop::Runs:
        why = tr("the search finished its work");
        break;
    case SearchStop::Time:
        why = tr("the time limit was reached");
        break;
    case SearchStop::Target:
        why = tr("the target score was reached");
        break;
    case SearchStop::Iterations:
        why = tr("the iteration budget was spent");
        break;
    case SearchStop::Requested:
        why = tr("stopped");
        break;
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
    if (!preview_->isVisibleTo(this))
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
    // A search result is work the user would lose: it is not saved yet.
    doc_->load(searchVariant_, e.moves, tr("Load search result %1").arg(e.score), {}, true);
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
