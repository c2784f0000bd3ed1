#include "app/gui/analysis/SolvePanel.h"

#include "app/gui/analysis/SolveWorker.h"
#include "app/gui/common/DockMargins.h"
#include "app/gui/common/Setting.h"
#include "app/gui/common/TranslatedText.h"
#include "app/gui/document/Document.h"

#include <QAction>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace morpion::gui {

namespace {

// Millions of nodes per walk that Solve from Here spends, and the live hint, as last chosen.
const Setting<int> nodesSetting{"Solver/millionNodes", 10};
const Setting<bool> liveSetting{"Solver/liveHint", true};

QString number(std::uint64_t n)
{
    return QLocale().toString(static_cast<qulonglong>(n));
}

} // namespace

SolvePanel::SolvePanel(Document* doc, QWidget* parent)
    : QWidget(parent)
    , doc_(doc)
    , worker_(new SolveWorker(this))
{
    setAccessibleName(tr("Solver panel"));
    solve_ = new QAction(tr("Solve from Here"), this);
    solve_->setShortcut(QKeySequence(Qt::Key_F8));
    solve_->setStatusTip(tr("Prove the longest game from the position on the board, and light the moves that keep it"));
    connect(solve_, &QAction::triggered, this, [this] {
        if (isRunning() && explicit_)
            cancel();
        else
            solveFromHere();
    });
    buildControls();
    connect(worker_, &SolveWorker::progressed, this, &SolvePanel::progressed);
    connect(worker_, &SolveWorker::finished, this, &SolvePanel::finished);
    connect(doc_, &Document::gridChanged, this, &SolvePanel::positionChanged);
    connect(doc_, &Document::currentLayerChanged, this, &SolvePanel::positionChanged);
    TranslatedText::keep(this, [this] {
        setRunning(isRunning() && explicit_);
        showSolution();
    });
    positionChanged();
}

SolvePanel::~SolvePanel()
{
    worker_->disconnect(this);
    delete worker_;
}

void SolvePanel::buildControls()
{
    nodes_ = new QSpinBox(this);
    nodes_->setRange(1, 100000);
    nodes_->setGroupSeparatorShown(true);
    nodes_->setValue(std::clamp(nodesSetting.value(), 1, 100000));
    nodes_->setToolTip(tr("Millions of positions the solver may visit from here (and again after each legal move): a "
                          "position with more is not proven, and the best game found is shown"));
    connect(nodes_, &QSpinBox::valueChanged, this, [](int value) { nodesSetting.setValue(value); });
    auto* nodesLabel = new QLabel(tr("Million nodes:"), this);
    nodesLabel->setBuddy(nodes_);
    start_ = new QPushButton(this);
    connect(start_, &QPushButton::clicked, solve_, &QAction::trigger);

    live_ = new QCheckBox(tr("Live hint while playing 4T and 4D"), this);
    live_->setChecked(liveSetting.value());
    live_->setToolTip(tr("After each move, solve the new position in the background and light the moves that keep the best "
                         "score, once positions are small enough to answer at once"));
    connect(live_, &QCheckBox::toggled, this, [this](bool on) {
        liveSetting.setValue(on);
        positionChanged();
    });

    progress_ = new QProgressBar(this);
    progress_->setTextVisible(false);
    progress_->setAccessibleName(tr("Solver progress"));
    progress_->hide();
    statusLabel_ = new QLabel(this);
    statusLabel_->setWordWrap(true);
    statusLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    play_ = new QPushButton(this);
    play_->setToolTip(tr("Play the game the solver found from this position (one step that can be undone)"));
    connect(play_, &QPushButton::clicked, this, &SolvePanel::playLine);

    auto* top = new QHBoxLayout;
    top->addWidget(nodesLabel);
    top->addWidget(nodes_, 1);
    top->addWidget(start_);
    auto* layout = new QVBoxLayout(this);
    setDockMargins(layout);
    layout->addLayout(top);
    layout->addWidget(live_);
    layout->addWidget(progress_);
    layout->addWidget(statusLabel_);
    layout->addWidget(play_);
    layout->addStretch(1);
}

bool SolvePanel::isRunning() const
{
    return worker_->isRunning();
}

QString SolvePanel::statusText() const
{
    return statusLabel_->text();
}

std::vector<Move> SolvePanel::here() const
{
    // The position the shown step starts from: the moves of the layers before it, a legal
    // game in play order (a move's layer is above those of the moves it needs). In hand
    // play, the step after the layers, that is the grid as it stands.
    const int layer = doc_->currentLayer();
    std::vector<Move> before;
    for (int i = 0; i < static_cast<int>(doc_->moves().size()); ++i)
        if (doc_->layerOfMove(i) < layer)
            before.push_back(doc_->moves()[static_cast<std::size_t>(i)]);
    return before;
}

bool SolvePanel::liveApplies() const
{
    return live_->isChecked() && liveVariant(doc_->variant()) && doc_->inPlayAt(doc_->currentLayer());
}

void SolvePanel::positionChanged()
{
    live_->setEnabled(liveVariant(doc_->variant()));
    const std::vector<Move> now = here();
    if (solution_ && solvedAt_ != now) {
        solution_.reset();
        status_ = nullptr;
    }
    if (isRunning() && solving_ != now) {
        // A stale computation: the live hint starts the new position's, anything else stops.
        if (explicit_)
            status_ = [] { return tr("The position changed: Solve from Here was cancelled."); };
        explicit_ = false;
        setRunning(false);
        if (liveApplies() && !solution_)
            startLive();
        else
            worker_->stop();
    } else if (!isRunning() && liveApplies() && !solution_) {
        startLive();
    }
    showSolution();
}

PositionSolveOptions SolvePanel::liveOptions(Variant v, std::vector<Move> start)
{
    PositionSolveOptions o;
    o.variant = v;
    o.start = std::move(start);
    o.nodes = liveNodes;
    o.threads = 1; // never slows play: one low-priority thread
    return o;
}

void SolvePanel::startLive()
{
    explicit_ = false;
    solving_ = here();
    worker_->start(liveOptions(doc_->variant(), solving_));
}

void SolvePanel::solveFromHere()
{
    if (isRunning() && explicit_)
        return;
    explicit_ = true;
    solving_ = here();
    solution_.reset();
    PositionSolveOptions o;
    o.variant = doc_->variant();
    o.start = solving_;
    o.nodes = static_cast<std::uint64_t>(nodes_->value()) * 1000000;
    o.threads = std::max(1, QThread::idealThreadCount());
    worker_->start(o);
    progress_->setRange(0, 0);
    status_ = [] { return tr("Solving…"); };
    setRunning(true);
    showSolution();
}

void SolvePanel::cancel()
{
    if (isRunning() && explicit_)
        worker_->stop();
}

void SolvePanel::progressed(const PositionSolveProgress& p)
{
    if (!explicit_)
        return;
    if (p.moves > 0) {
        progress_->setRange(0, p.moves);
        progress_->setValue(p.movesDone);
        status_ = [p] {
            return tr("Proven: %1. Checking which moves keep it: %2 of %3, %4 nodes, %5 s")
                .arg(p.best)
                .arg(p.movesDone)
                .arg(p.moves)
                .arg(number(p.nodes))
                .arg(std::lround(p.seconds));
        };
    } else {
        status_ = [p] { return tr("Solving: %1 nodes, %2 s").arg(number(p.nodes)).arg(std::lround(p.seconds)); };
    }
    statusLabel_->setText(status_());
}

void SolvePanel::finished(const PositionSolution& solution, bool stopped, const QString& error)
{
    const bool wasExplicit = explicit_;
    explicit_ = false;
    setRunning(false);
    if (solving_ != here()) {
        // The position moved on while it stopped: the live hint may take the new one.
        if (liveApplies() && !solution_)
            startLive();
        showSolution();
        return;
    }
    if (!error.isEmpty()) {
        status_ = [error] { return tr("Solve from Here could not run: %1").arg(error); };
    } else if (stopped && wasExplicit && !solution.proven) {
        status_ = [best = solution.score] {
            return tr("Cancelled: the best game found so far scores %1, not proven.").arg(best);
        };
        solution_ = solution;
        solvedAt_ = solving_;
        solutionLive_ = false;
    } else if (!stopped || solution.proven) {
        status_ = nullptr;
        solution_ = solution;
        solvedAt_ = solving_;
        solutionLive_ = !wasExplicit;
        solutionNodes_ = wasExplicit ? static_cast<std::uint64_t>(nodes_->value()) * 1000000 : liveNodes;
        if (wasExplicit)
            emit message(solution.proven ? tr("Solved: the longest game from here scores %1").arg(solution.score)
                                         : tr("Not proven: the best game found scores %1").arg(solution.score));
    }
    showSolution();
}

void SolvePanel::setRunning(bool running)
{
    // No access key: the View menu has none left in English that its words hold; F8.
    solve_->setText(running ? tr("Cancel Solving") : tr("Solve from Here"));
    start_->setText(solve_->text());
    solve_->setProperty("command", tr("Solve from Here"));
    progress_->setVisible(running);
    nodes_->setEnabled(!running);
}

void SolvePanel::showSolution()
{
    QString text = status_ ? status_() : QString();
    const PositionSolution* s = solution();
    const int further = s ? s->score - static_cast<int>(solvedAt_.size()) : 0;
    if (text.isEmpty() && s) {
        if (s->proven && further == 0)
            text = tr("Proven: the game is over here, at %1.").arg(s->score);
        else if (s->proven)
            text = tr("Proven: the longest game from here scores %1, %n move(s) more.", nullptr, further).arg(s->score) +
                   QLatin1Char(' ') +
                   (s->keepingComplete
                        ? tr("%n move(s) keep it reachable: lit on the board.", nullptr, static_cast<int>(s->keeping.size()))
                        : tr("Lit on the board: the %n move(s) proven to keep it; the others were not proven within the "
                             "budget.",
                             nullptr, static_cast<int>(s->keeping.size())));
        else if (solutionLive_)
            text = tr("Live hint: this position has more than %1 nodes to walk; the hint comes back once fewer moves are "
                      "left.")
                       .arg(number(solutionNodes_));
        else
            text = tr("Not proven within %1 nodes: best found %2.").arg(number(solutionNodes_)).arg(s->score);
    }
    if (text.isEmpty() && !(isRunning() && explicit_))
        text = liveApplies() ? tr("Live hint on: the moves that keep the best score light up once the position is small "
                                  "enough to solve at once.")
                             : tr("Solve from Here proves the longest game from the position on the board.");
    statusLabel_->setText(text);
    const bool shown = s && s->proven && !s->keeping.empty();
    emit hintChanged(shown ? s->keeping : std::vector<Move>{}, s ? s->score : -1, shown);
    play_->setText(s && s->proven ? tr("Play the Optimal Line") : tr("Play the Best Line Found"));
    // The line of a live walk that was cut is no more than a guess: not offered.
    play_->setVisible(s && further > 0 && (s->proven || !solutionLive_));
    play_->setEnabled(!(isRunning() && explicit_));
}

void SolvePanel::playLine()
{
    const PositionSolution* s = solution();
    if (!s || s->score <= static_cast<int>(solvedAt_.size()))
        return;
    const std::vector<Move> line = s->line;
    const bool proven = s->proven;
    doc_->edit(line, proven ? tr("Play the optimal line") : tr("Play the best line found"));
    emit message(proven ? tr("Played the optimal line: %n move(s)", nullptr, static_cast<int>(line.size()))
                        : tr("Played the best line found: %n move(s)", nullptr, static_cast<int>(line.size())));
}

} // namespace morpion::gui
