#include "app/gui/analysis/AnalysisPanel.h"

#include "app/gui/analysis/AnalysisChart.h"
#include "app/gui/analysis/AnalysisWorker.h"
#include "app/gui/common/ActionText.h"
#include "app/gui/common/DockMargins.h"
#include "app/gui/common/LossBadge.h"
#include "app/gui/common/MoveLabel.h"
#include "app/gui/common/Setting.h"
#include "app/gui/common/TranslatedText.h"
#include "app/gui/document/Document.h"

#include <QAction>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QThread>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace morpion::gui {

namespace {

enum Column { NumberColumn, MoveColumn, LossColumn };

// Playouts per position that Analyse Game spends, as last chosen.
const Setting<int> budgetSetting{"Analysis/budget", static_cast<int>(AnalysisOptions::defaultBudget)};
// The solver's budget per position, in millions of classes (0: no solving), as last chosen.
const Setting<int> solverSetting{"Analysis/solverMillions", static_cast<int>(AnalysisOptions::defaultNodes / 1000000)};

} // namespace

AnalysisPanel::AnalysisPanel(Document* doc, QWidget* parent)
    : QWidget(parent)
    , doc_(doc)
    , worker_(new AnalysisWorker(this))
{
    setAccessibleName(tr("Analysis panel"));
    analyse_ = new QAction(tr("&Analyse Game"), this);
    analyse_->setShortcut(QKeySequence(Qt::Key_F7));
    analyse_->setStatusTip(tr("How good was this game? Search on from every position of it, and see what each move lost"));
    connect(analyse_, &QAction::triggered, this, [this] {
        if (isRunning())
            cancelAnalysis();
        else
            startAnalysis();
    });
    buildControls();

    connect(worker_, &AnalysisWorker::progressed, this, &AnalysisPanel::progressed);
    connect(worker_, &AnalysisWorker::finished, this, &AnalysisPanel::finished);
    connect(doc_, &Document::analysisChanged, this, [this] {
        if (isRunning())
            return;
        // Another analysis than the run's own (an undo, a file opened): what the last run
        // said is no longer about what is shown.
        if (!storing_)
            setStatus(nullptr);
        show(doc_->analysis() ? *doc_->analysis() : GameAnalysis());
    });
    connect(doc_, &Document::gridChanged, this, [this] {
        // An analysis is of one game: a changed grid ends the one under way.
        if (isRunning() && doc_->moves() != running_)
            cancelAnalysis();
        if (!isRunning() && doc_->moves() != statusGame_)
            setStatus(nullptr);
        updateStatus();
    });
    if (doc_->analysis())
        show(*doc_->analysis());
    // Its texts follow the state (Cancel Analysis) and hold values: built again after a
    // language switch. The shortcuts list names the command.
    TranslatedText::keep(this, [this] {
        setRunning(isRunning());
        show(shown_);
    });
}

AnalysisPanel::~AnalysisPanel()
{
    // The worker is a child: stop it before this panel's members go.
    worker_->disconnect(this);
    delete worker_;
}

void AnalysisPanel::buildControls()
{
    QGridLayout* top = buildSettings();
    progress_ = new QProgressBar(this);
    progress_->setRange(0, 1000);
    progress_->setTextVisible(false);
    progress_->setAccessibleName(tr("Analysis progress"));
    statusLabel_ = new QLabel(this);
    statusLabel_->setWordWrap(true);

    chart_ = new AnalysisChart(this);
    connect(chart_, &AnalysisChart::moveClicked, this, &AnalysisPanel::selectMove);

    buildMoveList();

    // What the badges' colours say, and that a small loss may be the search's noise.
    legend_ = new QLabel(this);
    legend_->setWordWrap(true);
    TranslatedText::keep(legend_, [this] {
        legend_->setText(LossBadgeDelegate::legend());
        moves_->headerItem()->setToolTip(LossColumn, LossBadgeDelegate::legend());
    });

    detail_ = new QLabel(this);
    detail_->setWordWrap(true);
    detail_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    playBetter_ = new QPushButton(tr("Play the Better Line From Here"), this);
    playBetter_->setToolTip(tr("Take the game back to before this move and play the better game found instead (one step "
                               "that can be undone)"));
    connect(playBetter_, &QPushButton::clicked, this, &AnalysisPanel::playBetterLine);

    auto* layout = new QVBoxLayout(this);
    setDockMargins(layout);
    layout->addLayout(top);
    layout->addWidget(progress_);
    layout->addWidget(statusLabel_);
    layout->addWidget(chart_, 2);
    layout->addWidget(moves_, 3);
    layout->addWidget(legend_);
    layout->addWidget(detail_);
    layout->addWidget(playBetter_);
}

QGridLayout* AnalysisPanel::buildSettings()
{
    budget_ = new QSpinBox(this);
    budget_->setRange(1000, 10000000);
    budget_->setSingleStep(1000);
    budget_->setGroupSeparatorShown(true);
    budget_->setValue(budgetSetting.value());
    budget_->setToolTip(tr("NRPA playouts spent on each position of the game: more finds longer games and steadier losses, "
                           "and takes longer"));
    connect(budget_, &QSpinBox::valueChanged, this, [](int value) { budgetSetting.setValue(value); });
    // No access keys in this panel: the docks share the window's Alt keys, which the Search
    // panel beside it has nearly all taken; Analyse Game has its key in the View menu, and F7.
    auto* budgetLabel = new QLabel(tr("Playouts per position:"), this);
    budgetLabel->setBuddy(budget_);
    solver_ = new QSpinBox(this);
    solver_->setRange(0, 100000);
    solver_->setSpecialValueText(tr("Off"));
    solver_->setSuffix(tr(" million nodes"));
    solver_->setGroupSeparatorShown(true);
    solver_->setValue(std::clamp(solverSetting.value(), 0, 100000));
    solver_->setToolTip(tr("Before the searches, the solver proves the positions from the game's end back, each within "
                           "this many positions visited: there E is exact and a loss is proven"));
    connect(solver_, &QSpinBox::valueChanged, this, [](int value) { solverSetting.setValue(value); });
    auto* solverLabel = new QLabel(tr("Solver budget:"), this);
    solverLabel->setBuddy(solver_);

    start_ = new QPushButton(this);
    connect(start_, &QPushButton::clicked, analyse_, &QAction::trigger);
    auto* top = new QGridLayout;
    top->addWidget(budgetLabel, 0, 0);
    top->addWidget(budget_, 0, 1);
    top->addWidget(start_, 0, 2);
    top->addWidget(solverLabel, 1, 0);
    top->addWidget(solver_, 1, 1);
    top->setColumnStretch(1, 1);
    return top;
}

void AnalysisPanel::buildMoveList()
{
    moves_ = new QTreeWidget(this);
    moves_->setColumnCount(3);
    moves_->setHeaderLabels({tr("No."), tr("Move"), tr("Loss")});
    moves_->setRootIsDecorated(false);
    moves_->setUniformRowHeights(true);
    moves_->setAlternatingRowColors(true);
    moves_->setSelectionMode(QAbstractItemView::SingleSelection);
    moves_->setItemDelegateForColumn(LossColumn, new LossBadgeDelegate(moves_));
    moves_->header()->setStretchLastSection(false);
    moves_->header()->setSectionResizeMode(NumberColumn, QHeaderView::ResizeToContents);
    moves_->header()->setSectionResizeMode(MoveColumn, QHeaderView::Stretch);
    moves_->header()->setSectionResizeMode(LossColumn, QHeaderView::ResizeToContents);
    moves_->setAccessibleName(tr("Moves of the game with what each lost"));
    connect(moves_, &QTreeWidget::itemSelectionChanged, this, [this] {
        const auto items = moves_->selectedItems();
        if (!items.isEmpty())
            selectMove(moves_->indexOfTopLevelItem(items.first()) + 1);
    });
}

AnalysisOptions AnalysisPanel::options() const
{
    AnalysisOptions o;
    o.variant = doc_->variant();
    o.game = doc_->moves();
    o.budget = budget_->value();
    o.nodes = static_cast<std::uint64_t>(solver_->value()) * 1000000;
    o.limits.seed = 1; // as morpion-cli analyse: the same game gives the same analysis
    o.limits.threads = std::max(1, QThread::idealThreadCount());
    o.limits.progressSeconds = 0.25;
    return o;
}

bool AnalysisPanel::isRunning() const
{
    return worker_->isRunning();
}

void AnalysisPanel::startAnalysis()
{
    if (isRunning() || doc_->moves().empty())
        return;
    const AnalysisOptions o = options();
    running_ = o.game;
    if (!worker_->start(o))
        return;
    last_ = AnalysisProgress();
    last_.positions = static_cast<int>(o.game.size()) + 1;
    show(GameAnalysis());
    progress_->setValue(0);
    statusGame_ = o.game;
    status_ = [moves = static_cast<int>(o.game.size())] { return tr("Analysing the %n move(s) of the game…", nullptr, moves); };
    setRunning(true);
}

void AnalysisPanel::cancelAnalysis()
{
    worker_->stop();
}

void AnalysisPanel::progressed(const AnalysisProgress& p, const GameAnalysis& sofar)
{
    last_ = p;
    if (p.totalIterations > 0)
        progress_->setValue(static_cast<int>(std::min<std::int64_t>(1000, p.iterations * 1000 / p.totalIterations)));
    if (p.solving >= 0)
        status_ = [p] {
            return tr("Solving the endgame: position %1, %2 proven, %3 nodes, %4 s")
                .arg(p.solving)
                .arg(p.proven)
                .arg(QLocale().toString(static_cast<qulonglong>(p.nodes)))
                .arg(std::lround(p.seconds));
        };
    else
        status_ = [p] {
            return tr("Analysing: %1 of %2 searches, %3 s").arg(p.searchesDone).arg(p.searches).arg(std::lround(p.seconds));
        };
    show(sofar);
}

void AnalysisPanel::finished(const GameAnalysis& analysis, bool stopped, const QString& error)
{
    setRunning(false);
    progress_->setValue(0);
    if (!error.isEmpty()) {
        // The reason stays in the language it was told in.
        setStatus([error] { return tr("The analysis could not run: %1").arg(error); });
    } else if (doc_->moves() != running_ || analysis.game() != running_) {
        setStatus([] { return tr("The grid changed: the analysis was dropped."); });
    } else if (stopped && doc_->analysis() && doc_->analysis()->complete()) {
        // A finished analysis stays until a new one finishes.
        setStatus([text = cancelledText(analysis)] { return text + QLatin1Char(' ') + tr("The finished analysis is kept."); });
        emit message(status_());
    } else {
        setStatus(stopped ? std::function<QString()>([text = cancelledText(analysis)] {
            return text + QLatin1Char(' ') + tr("What they found is shown.");
        })
                          : nullptr);
        storing_ = true;
        doc_->setAnalysis(analysis); // one undo step; analysisChanged shows it
        storing_ = false;
        emit message(stopped ? status_() : tr("Analysed the game: %n move(s)", nullptr, analysis.moveCount()));
    }
    running_.clear();
    show(doc_->analysis() ? *doc_->analysis() : GameAnalysis());
}

void AnalysisPanel::setStatus(std::function<QString()> status)
{
    status_ = std::move(status);
    statusGame_ = status_ ? doc_->moves() : std::vector<Move>();
}

// Which passes ran: all positions once, then how far the pass under way got.
QString AnalysisPanel::cancelledText(const GameAnalysis& analysis) const
{
    const int passes = std::max(1, analysis.settings().passes);
    const int positions = analysis.moveCount() + 1;
    const int pass = std::clamp(last_.pass, 0, passes - 1);
    if (passes == 1)
        return tr("Cancelled: %1 of %2 positions searched.").arg(analysis.searchedPositions()).arg(positions);
    if (pass == 0)
        return tr("Cancelled in the first of %n passes: %1 of %2 positions searched.", nullptr, passes)
            .arg(analysis.searchedPositions())
            .arg(positions);
    // The searches of the pass under way: those done past the earlier passes' (a pass
    // searches every position with a legal move).
    const int perPass = last_.searches > 0 ? last_.searches / passes : positions;
    const int inPass = std::clamp(last_.searchesDone - pass * perPass, 0, perPass);
    return tr("Cancelled in pass %1 of %2: every position searched in the passes before, %3 of %4 in this one.")
        .arg(pass + 1)
        .arg(passes)
        .arg(inPass)
        .arg(perPass);
}

void AnalysisPanel::setRunning(bool running)
{
    // Both with the same access key where the words allow: they never stand in the menu together.
    //: View menu, while an analysis runs, in place of Analyse Game (whose access key it can share)
    analyse_->setText(running ? tr("Cancel &Analysis") : tr("&Analyse Game"));
    start_->setText(withoutAccessKey(analyse_->text()));
    analyse_->setProperty("command", tr("Analyse Game"));
    progress_->setVisible(running);
    budget_->setEnabled(!running);
    solver_->setEnabled(!running);
    playBetter_->setEnabled(!running && shown_.bestLine(std::max(0, selected_ - 1)) && selected_ > 0);
    updateStatus();
}

void AnalysisPanel::show(const GameAnalysis& analysis)
{
    shown_ = analysis;
    chart_->setAnalysis(analysis);
    const QSignalBlocker block(moves_);
    moves_->clear();
    QList<QTreeWidgetItem*> items;
    for (int m = 1; m <= analysis.moveCount(); ++m) {
        auto* item = new QTreeWidgetItem;
        item->setText(NumberColumn, QStringLiteral("%1.").arg(m));
        item->setText(MoveColumn, moveLabel(analysis.game()[static_cast<std::size_t>(m - 1)]));
        if (const auto loss = analysis.loss(m)) {
            item->setData(LossColumn, Qt::DisplayRole, *loss);
            item->setData(LossColumn, LossBadgeDelegate::provenRole, analysis.lossProven(m));
        }
        item->setTextAlignment(NumberColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setToolTip(MoveColumn, moveSummary(analysis, m));
        items.append(item);
    }
    moves_->addTopLevelItems(items);
    if (selected_ > analysis.moveCount())
        selected_ = 0;
    if (selected_ > 0) {
        moves_->setCurrentItem(moves_->topLevelItem(selected_ - 1));
        chart_->setSelectedMove(selected_);
    }
    detail_->setText(selected_ > 0 ? moveSummary(analysis, selected_) : QString());
    playBetter_->setEnabled(!isRunning() && selected_ > 0 && analysis.bestLine(selected_ - 1));
    updateStatus();
}

void AnalysisPanel::updateStatus()
{
    QString text = status_ ? status_() : QString();
    if (!isRunning() && text.isEmpty()) {
        if (shown_.searchedPositions() == 0) {
            text = doc_->moves().empty() ? tr("Play or open a game, then Analyse Game shows what each move lost.")
                                         : tr("Analyse Game searches on from every position of this game and shows what "
                                              "each move lost.");
        } else {
            const auto top = shown_.largestLosses(1);
            text = tr("The game: %n move(s).", nullptr, shown_.moveCount()) + QLatin1Char(' ') +
                   tr("From the start the search found a game of %n move(s).", nullptr, shown_.best(0));
            if (const int proven = shown_.provenCount())
                text += QLatin1Char(' ') + tr("%n position(s) proven exact by the solver.", nullptr, proven);
            if (!top.empty())
                text += QLatin1Char(' ') +
                        tr("The largest loss: move %1, %n move(s).", nullptr, *shown_.loss(top.front())).arg(top.front());
        }
    }
    statusLabel_->setText(text);
    analyse_->setEnabled(isRunning() || !doc_->moves().empty());
    start_->setEnabled(analyse_->isEnabled());
}

QString AnalysisPanel::statusText() const
{
    return statusLabel_->text();
}

QString AnalysisPanel::detailText() const
{
    return detail_->text();
}

QString AnalysisPanel::moveSummary(const GameAnalysis& a, int move)
{
    const QString text = moveLabel(a.game()[static_cast<std::size_t>(move - 1)]);
    const auto loss = a.loss(move);
    if (!loss)
        return tr("move %1 (%2): not analysed").arg(move).arg(text);
    if (a.lossProven(move))
        return tr("move %1 (%2): proven best before %3, after %4, loss %5 exactly")
            .arg(move)
            .arg(text)
            .arg(a.best(move - 1))
            .arg(a.best(move))
            .arg(*loss);
    return tr("move %1 (%2): best found before %3, after %4, loss %5")
        .arg(move)
        .arg(text)
        .arg(a.best(move - 1))
        .arg(a.best(move))
        .arg(*loss);
}

void AnalysisPanel::selectMove(int move)
{
    if (move < 1 || move > shown_.moveCount())
        return;
    selected_ = move;
    chart_->setSelectedMove(move);
    {
        const QSignalBlocker block(moves_);
        moves_->setCurrentItem(moves_->topLevelItem(move - 1));
    }
    const QString summary = moveSummary(shown_, move);
    detail_->setText(summary);
    const AnalysisLine* better = shown_.bestLine(move - 1);
    playBetter_->setEnabled(!isRunning() && better);
    if (better)
        emit showMoveRequested(shown_.variant(), better->moves, move, summary);
}

void AnalysisPanel::playBetterLine()
{
    const int move = selected_;
    const AnalysisLine* better = shown_.bestLine(move - 1);
    if (!better || doc_->moves() != shown_.game())
        return;
    const std::vector<Move> line = better->moves;
    doc_->edit(line, [move] { return tr("Play the better line from move %1").arg(move); });
    emit message(
        tr("Took the game back to before move %1 and played the better line: %n move(s)", nullptr, static_cast<int>(line.size()))
            .arg(move));
}

} // namespace morpion::gui
