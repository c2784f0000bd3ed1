#include "app/gui/search/SearchParameters.h"

#include "app/gui/common/Setting.h"
#include "app/gui/common/TextFit.h"
#include "app/gui/document/Document.h"
#include "app/gui/search/SearchPanel.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QThread>
#include <QToolButton>

#include <algorithm>
#include <climits>

namespace morpion::gui {

namespace {

const Setting<QString> algorithmSetting{"Search/algorithm", QStringLiteral("nrpa")};
const Setting<int> levelSetting{"Search/nrpaLevel", 3};
const Setting<int> iterationsSetting{"Search/nrpaIterations", 100};
const Setting<double> alphaSetting{"Search/nrpaAlpha", 1.0};
const Setting<double> warmWeightSetting{"Search/nrpaWarmWeight", 3.0};
const Setting<int> blacklistSetting{"Search/blacklist", 3};
const Setting<int> startSetting{"Search/start", 0}; // index of SearchStart
const Setting<bool> regionOnlySetting{"Search/improveRegionOnly", false};
const Setting<int> threadsSetting{"Search/threads", 0}; // 0 = every core
const Setting<int> seedSetting{"Search/seed", -1};      // -1 = a new one each run
const Setting<int> secondsSetting{"Search/seconds", 0}; // 0 = no limit
const Setting<int> targetSetting{"Search/target", 0};   // 0 = none

} // namespace

// The form was part of SearchPanel: its texts keep that translation context
// (SearchPanel::tr), so that the catalogues' translations still apply.
SearchParameters::SearchParameters(QWidget* parent)
    : QWidget(parent)
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    // One setting a row: the panel stays narrow enough to leave the board its room beside
    // the layer panel on a small screen (it scrolls up and down instead). A list of long
    // names has the whole width, under its label, and is as wide as its longest name.
    grid->setColumnStretch(1, 1);
    setAccessibleName(SearchPanel::tr("Search settings"));
    addAlgorithmRows(grid);
    addNrpaRows(grid);
    addHillClimbRow(grid);
    addStartRows(grid);
    addLimitRows(grid);
    connectFields();
    restoreSettings();
    updateStartNames();
    updateRows();
}

QLabel* SearchParameters::label(const QString& text, QWidget* buddy, bool apart)
{
    auto* l = new QLabel(text, this);
    l->setBuddy(buddy);
    if (apart)
        l->setContentsMargins(0, 4, 0, 0);
    return l;
}

void SearchParameters::addAlgorithmRows(QGridLayout* grid)
{
    algorithm_ = new QComboBox(this);
    algorithm_->setObjectName(QStringLiteral("searchAlgorithm"));
    algorithm_->addItem(SearchPanel::tr("NRPA (nested rollout policy adaptation)"), static_cast<int>(SearchAlgorithm::Nrpa));
    algorithm_->addItem(SearchPanel::tr("Hill climb (the seeds' DNA search)"), static_cast<int>(SearchAlgorithm::HillClimb));
    algorithm_->addItem(SearchPanel::tr("Improve the open grid (large neighbourhood search)"),
                        static_cast<int>(SearchAlgorithm::Improve));
    algorithm_->setToolTip(SearchPanel::tr("NRPA (Rosin 2011) found the 178 record; the hill climb is the seeds' search, "
                                           "quick to rise and then slow"));
    TextFit::fitItems(algorithm_);
    grid->addWidget(label(SearchPanel::tr("&Algorithm"), algorithm_, true), 0, 0, 1, 2);
    grid->addWidget(algorithm_, 1, 0, 1, 2);
}

void SearchParameters::addNrpaRows(QGridLayout* grid)
{
    level_ = new QSpinBox(this);
    level_->setObjectName(QStringLiteral("searchLevel"));
    level_->setRange(1, 6);
    level_->setToolTip(SearchPanel::tr("Nesting level L: one search of level L plays about iterations^L playouts"));
    nrpaIterations_ = new QSpinBox(this);
    nrpaIterations_->setObjectName(QStringLiteral("searchIterations"));
    nrpaIterations_->setRange(1, 10000);
    nrpaIterations_->setToolTip(SearchPanel::tr("Iterations of each level (N in the paper)"));
    alpha_ = new QDoubleSpinBox(this);
    alpha_->setObjectName(QStringLiteral("searchAlpha"));
    alpha_->setRange(0.01, 10);
    alpha_->setSingleStep(0.1);
    alpha_->setDecimals(2);
    alpha_->setToolTip(SearchPanel::tr("Adaptation step: how far the policy moves toward the best game at each iteration"));
    warmWeight_ = new QDoubleSpinBox(this);
    warmWeight_->setObjectName(QStringLiteral("searchWarmWeight"));
    warmWeight_->setRange(0, 50);
    warmWeight_->setSingleStep(0.5);
    warmWeight_->setDecimals(1);
    warmWeight_->setToolTip(SearchPanel::tr("How strongly the open grid's moves are preferred at first: about 1 barely, "
                                            "3 keeps a good part of the grid, 5 and more nearly replay it"));
    auto* levelLabel = label(SearchPanel::tr("&Nesting level"), level_);
    auto* iterationsLabel = label(SearchPanel::tr("&Iterations"), nrpaIterations_);
    auto* alphaLabel = label(SearchPanel::tr("Al&pha"), alpha_);
    auto* warmLabel = label(SearchPanel::tr("Warm wei&ght"), warmWeight_);
    grid->addWidget(levelLabel, 2, 0);
    grid->addWidget(level_, 2, 1);
    grid->addWidget(iterationsLabel, 3, 0);
    grid->addWidget(nrpaIterations_, 3, 1);
    grid->addWidget(alphaLabel, 4, 0);
    grid->addWidget(alpha_, 4, 1);
    grid->addWidget(warmLabel, 5, 0);
    grid->addWidget(warmWeight_, 5, 1);
    nrpaRow_ = {levelLabel, level_, iterationsLabel, nrpaIterations_, alphaLabel, alpha_};
    warmRow_ = {warmLabel, warmWeight_};
}

void SearchParameters::addHillClimbRow(QGridLayout* grid)
{
    blacklist_ = new QSpinBox(this);
    blacklist_->setObjectName(QStringLiteral("searchBlacklist"));
    blacklist_->setRange(1, 50);
    blacklist_->setToolTip(SearchPanel::tr("Lines of the current game left out at each step of the climb (the seeds use 3)"));
    auto* blacklistLabel = label(SearchPanel::tr("&Blacklist"), blacklist_);
    grid->addWidget(blacklistLabel, 6, 0);
    grid->addWidget(blacklist_, 6, 1);
    hillRow_ = {blacklistLabel, blacklist_};
}

void SearchParameters::addStartRows(QGridLayout* grid)
{
    startFrom_ = new QComboBox(this);
    startFrom_->setObjectName(QStringLiteral("searchStartFrom"));
    TextFit::fitItems(startFrom_);
    for (int i = 0; i < 3; ++i)
        startFrom_->addItem(QString(), i);
    auto* startLabel = label(SearchPanel::tr("Start f&rom"), startFrom_, true);
    grid->addWidget(startLabel, 7, 0, 1, 2);
    grid->addWidget(startFrom_, 8, 0, 1, 2);
    startRow_ = {startLabel, startFrom_};

    // Improve starts from the open grid always; what it may change takes the row's place.
    scope_ = new QComboBox(this);
    scope_->setObjectName(QStringLiteral("searchImproveScope"));
    TextFit::fitItems(scope_);
    scope_->addItem(SearchPanel::tr("The whole grid"));
    scope_->addItem(QString());
    scope_->setToolTip(SearchPanel::tr("The whole grid, or only the region last dragged on the board with Shift: then "
                                       "each neighbourhood is the moves whose points lie in it, with the moves that need "
                                       "them, and every other move stays"));
    auto* scopeLabel = label(SearchPanel::tr("Wor&k on"), scope_, true);
    grid->addWidget(scopeLabel, 7, 0, 1, 2);
    grid->addWidget(scope_, 8, 0, 1, 2);
    scopeRow_ = {scopeLabel, scope_};
    setRegion(std::nullopt);
}

void SearchParameters::addLimitRows(QGridLayout* grid)
{
    threads_ = new QSpinBox(this);
    threads_->setObjectName(QStringLiteral("searchThreads"));
    threads_->setRange(1, std::max(1, QThread::idealThreadCount()));
    threads_->setToolTip(SearchPanel::tr("Independent searches run side by side, one per core; the best of them is shown"));
    seed_ = new QSpinBox(this);
    seed_->setObjectName(QStringLiteral("searchSeed"));
    seed_->setRange(-1, INT_MAX);
    seed_->setSpecialValueText(SearchPanel::tr("random"));
    seed_->setToolTip(SearchPanel::tr("The same seed, threads and parameters search the same games again (with an "
                                      "iteration budget, exactly); \"random\" picks a new seed at each start"));
    newSeed_ = new QToolButton(this);
    newSeed_->setText(SearchPanel::tr("New"));
    newSeed_->setToolTip(SearchPanel::tr("Pick a new fixed seed"));
    auto* seedBox = new QHBoxLayout;
    seedBox->setSpacing(2);
    seedBox->addWidget(seed_, 1);
    seedBox->addWidget(newSeed_);
    grid->addWidget(label(SearchPanel::tr("&Threads"), threads_), 9, 0);
    grid->addWidget(threads_, 9, 1);
    //: The seed of the random generator (a number), as in the status line and the log.
    grid->addWidget(label(SearchPanel::tr("See&d"), seed_), 10, 0);
    grid->addLayout(seedBox, 10, 1);

    seconds_ = new QSpinBox(this);
    seconds_->setObjectName(QStringLiteral("searchSeconds"));
    seconds_->setRange(0, 7 * 24 * 3600);
    seconds_->setSingleStep(10);
    seconds_->setSuffix(SearchPanel::tr(" s"));
    seconds_->setSpecialValueText(SearchPanel::tr("no limit"));
    seconds_->setToolTip(SearchPanel::tr("Stop after this many seconds (0: run until Stop)"));
    target_ = new QSpinBox(this);
    target_->setObjectName(QStringLiteral("searchTarget"));
    target_->setRange(0, 10000);
    target_->setSpecialValueText(SearchPanel::tr("none"));
    target_->setToolTip(SearchPanel::tr("Stop as soon as a game reaches this score (0: no target)"));
    grid->addWidget(label(SearchPanel::tr("Stop after"), seconds_), 11, 0);
    grid->addWidget(seconds_, 11, 1);
    grid->addWidget(label(SearchPanel::tr("or at s&core"), target_), 12, 0);
    grid->addWidget(target_, 12, 1);
}

void SearchParameters::connectFields()
{
    connect(algorithm_, &QComboBox::currentIndexChanged, this, [this] {
        updateStartNames();
        updateRows();
        emit changed();
    });
    connect(startFrom_, &QComboBox::currentIndexChanged, this, [this] {
        updateRows();
        emit changed();
    });
    connect(scope_, &QComboBox::currentIndexChanged, this, &SearchParameters::changed);
    for (QSpinBox* box : {level_, nrpaIterations_, blacklist_, threads_, seconds_, target_})
        connect(box, &QSpinBox::valueChanged, this, &SearchParameters::changed);
    for (QDoubleSpinBox* box : {alpha_, warmWeight_})
        connect(box, &QDoubleSpinBox::valueChanged, this, &SearchParameters::changed);
    connect(newSeed_, &QToolButton::clicked, this,
            [this] { seed_->setValue(static_cast<int>(QRandomGenerator::global()->bounded(1, INT_MAX))); });
}

SearchAlgorithm SearchParameters::algorithm() const
{
    return static_cast<SearchAlgorithm>(algorithm_->currentData().toInt());
}

bool SearchParameters::regionOnly() const
{
    return scope_->currentIndex() == 1;
}

void SearchParameters::setRegion(const std::optional<std::pair<Point, Point>>& region)
{
    if (region)
        scope_->setItemText(1, SearchPanel::tr("Region (%1, %2)–(%3, %4)")
                                   .arg(region->first.x)
                                   .arg(region->first.y)
                                   .arg(region->second.x)
                                   .arg(region->second.y));
    else
        scope_->setItemText(1, SearchPanel::tr("Region (none selected)"));
}

bool SearchParameters::randomSeed() const
{
    return seed_->value() < 0;
}

void SearchParameters::restoreSettings()
{
    const auto algorithm = parseSearchAlgorithm(algorithmSetting.value().toStdString()).value_or(SearchAlgorithm::Nrpa);
    algorithm_->setCurrentIndex(std::max(0, algorithm_->findData(static_cast<int>(algorithm))));
    level_->setValue(levelSetting.value());
    nrpaIterations_->setValue(iterationsSetting.value());
    alpha_->setValue(alphaSetting.value());
    warmWeight_->setValue(warmWeightSetting.value());
    blacklist_->setValue(blacklistSetting.value());
    startFrom_->setCurrentIndex(std::clamp(startSetting.value(), 0, 2));
    scope_->setCurrentIndex(regionOnlySetting.value() ? 1 : 0);
    const int threads = threadsSetting.value();
    threads_->setValue(threads <= 0 ? threads_->maximum() : threads);
    seed_->setValue(seedSetting.value());
    seconds_->setValue(secondsSetting.value());
    target_->setValue(targetSetting.value());
}

void SearchParameters::saveSettings() const
{
    algorithmSetting.setValue(
        QString::fromLatin1(searchAlgorithmName(static_cast<SearchAlgorithm>(algorithm_->currentData().toInt()))));
    levelSetting.setValue(level_->value());
    iterationsSetting.setValue(nrpaIterations_->value());
    alphaSetting.setValue(alpha_->value());
    warmWeightSetting.setValue(warmWeight_->value());
    blacklistSetting.setValue(blacklist_->value());
    startSetting.setValue(startFrom_->currentIndex());
    regionOnlySetting.setValue(regionOnly());
    // Every core stays every core on a machine with more of them.
    threadsSetting.setValue(threads_->value() == threads_->maximum() ? 0 : threads_->value());
    seedSetting.setValue(seed_->value());
    secondsSetting.setValue(seconds_->value());
    targetSetting.setValue(target_->value());
}

void SearchParameters::updateStartNames()
{
    const bool nrpa = static_cast<SearchAlgorithm>(algorithm_->currentData().toInt()) == SearchAlgorithm::Nrpa;
    startFrom_->setItemText(0, SearchPanel::tr("The empty cross"));
    startFrom_->setItemData(0, SearchPanel::tr("Every game starts from the cross of the variant"), Qt::ToolTipRole);
    startFrom_->setItemText(1, nrpa ? SearchPanel::tr("The open grid, kept as the start")
                                    : SearchPanel::tr("The open grid, kept (NRPA only)"));
    startFrom_->setItemData(1, SearchPanel::tr("Every game begins with the moves of the open grid and goes on from its end"),
                            Qt::ToolTipRole);
    // The climb changes every move of its game, so it cannot keep a prefix: it climbs from the grid instead.
    if (auto* model = qobject_cast<QStandardItemModel*>(startFrom_->model()))
        model->item(static_cast<int>(SearchStart::Prefix))->setEnabled(nrpa);
    if (!nrpa && startFrom_->currentIndex() == static_cast<int>(SearchStart::Prefix))
        startFrom_->setCurrentIndex(static_cast<int>(SearchStart::Warm));
    if (static_cast<SearchAlgorithm>(algorithm_->currentData().toInt()) == SearchAlgorithm::Improve) {
        startFrom_->setCurrentIndex(static_cast<int>(SearchStart::Warm));
        startFrom_->setItemText(2, SearchPanel::tr("The open grid, improved"));
        startFrom_->setItemData(2, SearchPanel::tr("Improve takes neighbourhoods out of the open grid and refills them"),
                                Qt::ToolTipRole);
    } else if (nrpa) {
        startFrom_->setItemText(2, SearchPanel::tr("Around the open grid (warm start)"));
        startFrom_->setItemData(2,
                                SearchPanel::tr("The policy first prefers the open grid's moves (see Warm weight), so the "
                                                "search explores grids near it"),
                                Qt::ToolTipRole);
    } else {
        startFrom_->setItemText(2, SearchPanel::tr("Climb from the open grid"));
        startFrom_->setItemData(2, SearchPanel::tr("The climb's first game is the open grid, finished at random when it is not"),
                                Qt::ToolTipRole);
    }
}

void SearchParameters::updateRows()
{
    const auto algorithm = static_cast<SearchAlgorithm>(algorithm_->currentData().toInt());
    const bool nrpa = algorithm == SearchAlgorithm::Nrpa;
    const bool warm = startFrom_->currentIndex() == static_cast<int>(SearchStart::Warm);
    for (QWidget* w : nrpaRow_)
        w->setVisible(nrpa);
    for (QWidget* w : warmRow_)
        w->setVisible(nrpa && warm);
    for (QWidget* w : hillRow_)
        w->setVisible(algorithm == SearchAlgorithm::HillClimb);
    // Improve always works on the open grid: the row says what it may change instead.
    for (QWidget* w : startRow_)
        w->setVisible(algorithm != SearchAlgorithm::Improve);
    for (QWidget* w : scopeRow_)
        w->setVisible(algorithm == SearchAlgorithm::Improve);
}

SearchOptions SearchParameters::options(const Document& doc) const
{
    SearchOptions o;
    o.algorithm = static_cast<SearchAlgorithm>(algorithm_->currentData().toInt());
    o.variant = doc.variant();
    o.limits.seed = static_cast<std::uint64_t>(std::max(0, seed_->value()));
    o.limits.threads = threads_->value();
    o.start = static_cast<SearchStart>(startFrom_->currentIndex());
    if (o.algorithm == SearchAlgorithm::Improve)
        o.start = SearchStart::Warm;
    if (o.start != SearchStart::Cross)
        o.grid = doc.moves();
    o.limits.maxSeconds = seconds_->value() > 0 ? seconds_->value() : -1.0;
    o.limits.targetScore = target_->value() > 0 ? target_->value() : -1;
    o.limits.progressSeconds = 0.25;
    o.nrpa.level = level_->value();
    o.nrpa.iterations = nrpaIterations_->value();
    o.nrpa.alpha = alpha_->value();
    o.nrpa.warmWeight = warmWeight_->value();
    o.hillClimb.blacklist = blacklist_->value();
    return o;
}

void SearchParameters::showOptions(const SearchOptions& o)
{
    algorithm_->setCurrentIndex(std::max(0, algorithm_->findData(static_cast<int>(o.algorithm))));
    threads_->setValue(o.limits.threads);
    // A seed the box cannot hold is left as it is (the status line names it).
    if (o.limits.seed <= static_cast<std::uint64_t>(seed_->maximum()))
        seed_->setValue(static_cast<int>(o.limits.seed));
    level_->setValue(o.nrpa.level);
    nrpaIterations_->setValue(o.nrpa.iterations);
    alpha_->setValue(o.nrpa.alpha);
    warmWeight_->setValue(o.nrpa.warmWeight);
    blacklist_->setValue(o.hillClimb.blacklist);
}

} // namespace morpion::gui
