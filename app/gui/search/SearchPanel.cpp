#include "app/gui/search/SearchPanel.h"

#include "app/gui/common/ActionText.h"
#include "app/gui/common/CoreText.h"
#include "app/gui/common/DockMargins.h"
#include "app/gui/common/Icons.h"
#include "app/gui/common/Setting.h"
#include "app/gui/common/TranslatedText.h"
#include "app/gui/document/Document.h"
#include "app/gui/search/SearchFigures.h"
#include "app/gui/search/SearchParameters.h"
#include "app/gui/search/SearchResults.h"
#include "app/gui/search/SearchStateFile.h"
#include "app/gui/search/SearchWorker.h"
#include "core/codes/LayerCode.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRandomGenerator>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace morpion::gui {

namespace {

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
    problem_->setTextFormat(Qt::PlainText); // may name a state file and quote it
    problem_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    problem_->hide();

    figures_ = new SearchFigures(this);
    status_ = new QLabel(tr("Pick an algorithm and press Start; the search runs beside your work."), this);
    status_->setObjectName(QStringLiteral("searchStatus"));
    status_->setWordWrap(true);
    status_->setTextFormat(Qt::PlainText);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    results_ = new SearchResults(doc_, this);

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

    auto* layout = new QVBoxLayout(this);
    setDockMargins(layout);
    layout->addWidget(variantLabel_);
    layout->addWidget(parameters_);
    for (QToolButton* b : {openState_, saveState_})
        b->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    auto* run = new QGridLayout;
    run->addWidget(start_, 0, 0);
    run->addWidget(resume_, 0, 1);
    run->addWidget(openState_, 1, 0);
    run->addWidget(saveState_, 1, 1);
    layout->addLayout(run);
    layout->addWidget(problem_);
    layout->addSpacing(4);
    layout->addWidget(figures_);
    layout->addWidget(status_);
    layout->addWidget(results_, 1);

    startStopAction_ = new QAction(this);
    startStopAction_->setShortcut(QKeySequence(Qt::Key_F5));
    clock_ = new QTimer(this);
    clock_->setInterval(200);

    connect(parameters_, &SearchParameters::changed, this, [this] {
        if (!isRunning())
            figures_->setAlgorithm(parameters_->algorithm());
        validate();
    });
    connect(start_, &QPushButton::clicked, this, [this] { isRunning() ? stopSearch() : startSearch(); });
    connect(resume_, &QPushButton::clicked, this, &SearchPanel::resumeSearch);
    connect(saveState_, &QToolButton::clicked, this, [this] { saveStateAs(); });
    connect(openState_, &QToolButton::clicked, this, [this] { openStateDialog(); });
    connect(startStopAction_, &QAction::triggered, start_, &QPushButton::click);
    connect(results_, &SearchResults::message, this, &SearchPanel::message);
    connect(results_, &SearchResults::regionKept, this, &SearchPanel::regionKept);
    connect(results_, &SearchResults::compareRequested, this, &SearchPanel::compareRequested);
    connect(clock_, &QTimer::timeout, this, &SearchPanel::updateElapsed);
    setRunning(false);
}

void SearchPanel::addActionButton(QAction* action)
{
    // The action's text without its access key: the docks share the window's Alt keys, and
    // the action has its key where it stands in a menu.
    auto* button = new QPushButton(this);
    const auto follow = [button, action] {
        button->setText(withoutAccessKey(action->text()));
        button->setToolTip(action->statusTip());
        button->setEnabled(action->isEnabled());
    };
    follow();
    connect(action, &QAction::changed, button, follow);
    connect(button, &QPushButton::clicked, action, &QAction::trigger);
    layout()->addWidget(button);
}

void SearchPanel::setBoardStyle(const paint::BoardStyle& style)
{
    results_->setBoardStyle(style);
}

void SearchPanel::setOpener(GridOpener* opener)
{
    results_->setOpener(opener);
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
    // Said again in the new language after a switch.
    TranslatedText::keep(variantLabel_, [this] {
        auto name = [](Variant v) { return QString::fromLatin1(variantName(v).data(), 2); };
        if (isRunning())
            variantLabel_->setText(tr("Searching %1 grids").arg(name(searchVariant())));
        else if (paused_)
            variantLabel_->setText(tr("A %1 search, stopped: Resume goes on with it").arg(name(searchVariant())));
        else
            variantLabel_->setText(tr("Searches %1 grids, the variant of the open grid").arg(name(doc_->variant())));
    });
}

void SearchPanel::setStatus(std::function<QString()> text)
{
    TranslatedText::keep(status_, [this, text = std::move(text)] { status_->setText(text()); });
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
        return tr("These settings cannot be used: %1.").arg(CoreText::describe(*error));
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
    // The focus stays by Start/Stop: on a widget about to be disabled it would move on to
    // the next one down, and the scroll area around the panel would scroll to it.
    if (QWidget* focus = QApplication::focusWidget();
        running && focus && (focus == resume_ || focus == openState_ || parameters_->isAncestorOf(focus)))
        start_->setFocus(Qt::OtherFocusReason);
    parameters_->setEnabled(!running);
    start_->setEnabled(true);
    start_->setText(running ? tr("&Stop") : tr("&Start"));
    start_->setIcon(Icons::get(running ? QStringLiteral("media-pause") : QStringLiteral("media-play")));
    start_->setToolTip(running ? tr("Stop the search; its log and best grid stay")
                               : tr("Start a search with these settings (F5)"));
    // Both with the same access key where the words allow: they never stand in the menu together.
    //: View menu, while a search runs, in place of Start Search (whose access key it can share)
    startStopAction_->setText(running ? tr("&Stop Search") : tr("&Start Search"));
    startStopAction_->setEnabled(true);
    resume_->setEnabled(!running && paused_.has_value());
    saveState_->setEnabled(!running && paused_.has_value());
    openState_->setEnabled(!running);
    results_->updateActions();
    if (!running)
        validate();
    else
        problem_->hide();
    updateVariantLabel();
}

void SearchPanel::clearResults(Variant variant)
{
    results_->clear(variant);
    figures_->clear();
    iterations_ = 0;
    secondsBefore_ = 0;
    paused_.reset();
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

    clearResults(o.variant);
    runningAlgorithm_ = o.algorithm;
    runningSeed_ = o.limits.seed;
    figures_->setAlgorithm(o.algorithm);
    if (!worker_->start(o))
        return;
    sinceStart_.start();
    clock_->start();
    setStatus([algorithm = o.algorithm, threads = o.limits.threads, seed = o.limits.seed] {
        const QString name = algorithm == SearchAlgorithm::Nrpa      ? tr("NRPA")
                             : algorithm == SearchAlgorithm::Improve ? tr("Improve")
                                                                     : tr("Hill climb");
        return tr("%1 searching on %n thread(s), seed %2…", nullptr, threads).arg(name).arg(seed);
    });
    setRunning(true);
    emit runningChanged(true);
}

void SearchPanel::resumeSearch()
{
    if (isRunning() || !paused_)
        return;
    const SearchCheckpoint& from = *paused_;
    runningAlgorithm_ = from.options.algorithm;
    runningSeed_ = from.options.limits.seed;
    secondsBefore_ = from.seconds;
    figures_->setAlgorithm(runningAlgorithm_);
    // The stop rules are the form's as it is now: the time limit counts this run.
    if (!worker_->resume(from, options().limits))
        return;
    sinceStart_.start();
    clock_->start();
    const QString count = QLocale().toString(static_cast<qlonglong>(from.iterations()));
    setStatus([count, nrpa = runningAlgorithm_ == SearchAlgorithm::Nrpa, best = from.bestScore()] {
        return tr("Going on from %1 %2, best %3…").arg(count, nrpa ? tr("playouts") : tr("iterations")).arg(best);
    });
    setRunning(true);
    emit runningChanged(true);
}

bool SearchPanel::saveState(const QString& path)
{
    if (!paused_ || isRunning())
        return false;
    const QString error = SearchStateFile::save(path, *paused_);
    if (!error.isEmpty()) {
        setStatus([error] { return error; });
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
        setStatus([=, this] { return loaded.problem; });
        emit message(loaded.problem);
        return false;
    }
    stateDirectory.setValue(QFileInfo(path).absolutePath());
    const SearchCheckpoint& state = *loaded.state;
    clearResults(state.options.variant);
    runningAlgorithm_ = state.options.algorithm;
    runningSeed_ = state.options.limits.seed;
    // The form says what Resume goes on with (the seed box no longer says "random").
    parameters_->showOptions(state.options);
    if (state.bestScore() >= 0) {
        // The best so far, as the log's first line: it can be previewed and loaded.
        SearchImprovement best;
        best.iterations = state.iterations();
        best.score = state.bestScore();
        best.seconds = state.seconds;
        best.moves = state.bestMoves();
        if (auto code = encodeLayerCode(state.options.variant, best.moves))
            best.code = std::move(code).value();
        addEntry(best);
    }
    paused_ = state;
    figures_->setElapsed(state.seconds);
    setStatus([nrpa = runningAlgorithm_ == SearchAlgorithm::Nrpa, variant = state.options.variant, seed = runningSeed_,
               iterations = state.iterations(), seconds = state.seconds, best = state.bestScore()] {
        return tr("Opened the %1 search of %2 grids (seed %3) at %4 in %5, best %6: Resume goes on with it.")
            .arg(nrpa ? tr("NRPA") : tr("Hill climb"), QString::fromLatin1(variantName(variant).data(), 2))
            .arg(seed)
            .arg(QLocale().toString(static_cast<qlonglong>(iterations)), SearchFigures::duration(seconds))
            .arg(best);
    });
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
    results_->add(improvement);
    figures_->setBest(improvement.score);
}

void SearchPanel::progressed(const SearchProgress& progress)
{
    iterations_ = progress.iterations;
    figures_->setSpeed(progress.iterationsPerSecond);
    figures_->setTotal(progress.iterations);
}

void SearchPanel::updateElapsed()
{
    const double seconds = secondsBefore_ + static_cast<double>(sinceStart_.elapsed()) / 1000.0;
    figures_->setElapsed(seconds);
    results_->setElapsed(seconds);
}

void SearchPanel::finished(const SearchResult& result, const QString& error)
{
    clock_->stop();
    if (!error.isEmpty()) {
        setStatus([=, this] { return tr("The search could not run: %1").arg(error); });
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
    figures_->setElapsed(result.seconds);
    results_->setElapsed(result.seconds);
    iterations_ = result.iterations;
    if (result.seconds > 0)
        figures_->setSpeed(static_cast<double>(result.iterations) / result.seconds);
    figures_->setTotal(result.iterations);

    // Stopping pauses: the search's state stays, to go on with it or save it.
    const SearchCheckpoint* state = worker_->checkpoint();
    if (state) {
        paused_ = *state;
        secondsBefore_ = 0;
    }
    setStatus([reason = result.reason, iterations = result.iterations, score = result.score, seconds = result.seconds,
               algorithm = runningAlgorithm_, seed = runningSeed_, resumable = state != nullptr] {
        QString why;
        switch (reason) {
        case SearchStop::Runs: why = tr("the search finished its work"); break;
        case SearchStop::Time: why = tr("the time limit was reached"); break;
        case SearchStop::Target: why = tr("the target score was reached"); break;
        case SearchStop::Iterations: why = tr("the iteration budget was spent"); break;
        case SearchStop::Requested: why = tr("stopped"); break;
        }
        const QString count = QLocale().toString(static_cast<qlonglong>(iterations));
        const QString work = algorithm == SearchAlgorithm::Nrpa      ? tr("%1 playouts").arg(count)
                             : algorithm == SearchAlgorithm::Improve ? tr("%1 neighbourhoods").arg(count)
                                                                     : tr("%1 iterations").arg(count);
        QString text = score >= 0 ? tr("Ended (%1): best %2 after %3 in %4, seed %5.")
                                        .arg(why)
                                        .arg(score)
                                        .arg(work, SearchFigures::duration(seconds))
                                        .arg(seed)
                                  : tr("Ended (%1) before the first game was over.").arg(why);
        if (resumable)
            text += QLatin1Char(' ') + tr("Resume goes on from here.");
        return text;
    });
    setRunning(false);
    emit runningChanged(false);
    emit message(status_->text());
}

void SearchPanel::setRegion(const std::optional<std::pair<Point, Point>>& region)
{
    region_ = region;
    parameters_->setRegion(region);
    results_->setRegion(region);
    validate();
}

} // namespace morpion::gui
