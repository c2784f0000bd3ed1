#include "app/gui/collection/CollectionPanel.h"

#include "app/gui/collection/CollectionFilter.h"
#include "app/gui/collection/CollectionLoader.h"
#include "app/gui/collection/CollectionModel.h"
#include "app/gui/collection/CollectionProblemModel.h"
#include "app/gui/collection/GridPicture.h"
#include "app/gui/common/DockMargins.h"
#include "app/gui/common/PlainText.h"
#include "app/gui/common/TextFit.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMouseEvent>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <vector>

namespace morpion::gui {

namespace {

// The row browsed, larger than its thumbnail.
class RowPreview : public GridPicture {
public:
    using GridPicture::GridPicture;

protected:
    QString placeholder() const override
    {
        return CollectionPanel::tr("The grid of the row picked is shown here; Enter or a double-click opens it.");
    }
};

} // namespace

CollectionPanel::CollectionPanel(QWidget* parent)
    : QWidget(parent)
    , loader_(new CollectionLoader(this))
    , model_(new CollectionModel(this))
    , filter_(new CollectionFilter(model_, this))
    , problems_(new CollectionProblemModel(this))
{
    setAccessibleName(tr("Collection panel"));
    createFilters();
    QSplitter* splitter = createTables();
    createStatus();

    auto* filters = new QHBoxLayout;
    filters->addWidget(variant_);
    filters->addWidget(minScore_);
    filters->addWidget(text_, 1);
    auto* progressRow = new QHBoxLayout;
    progressRow->addWidget(busy_);
    progressRow->addWidget(progress_, 1);
    progressRow->addWidget(cancel_);
    auto* layout = new QVBoxLayout(this);
    setDockMargins(layout);
    layout->addLayout(filters);
    layout->addWidget(splitter, 1);
    layout->addWidget(status_);
    layout->addLayout(progressRow);
    connectParts();
}

void CollectionPanel::createFilters()
{
    variant_ = new QComboBox(this);
    variant_->addItem(tr("All variants"), -1);
    for (Variant v : allVariants)
        variant_->addItem(QString::fromLatin1(variantName(v).data(), 2), static_cast<int>(v));
    TextFit::fitItems(variant_);
    variant_->setToolTip(tr("Show only the grids of one variant"));
    variant_->setAccessibleName(variant_->toolTip());
    minScore_ = new QSpinBox(this);
    minScore_->setRange(0, 100000);
    minScore_->setPrefix(tr("Score ≥ "));
    minScore_->setToolTip(tr("Show only the grids with at least this score"));
    minScore_->setAccessibleName(minScore_->toolTip());
    text_ = new QLineEdit(this);
    text_->setPlaceholderText(tr("Filter by code or text"));
    text_->setAccessibleName(text_->placeholderText());
    text_->setClearButtonEnabled(true);
    text_->setToolTip(tr("Show only the rows whose code, place or line holds this text"));
}

QSplitter* CollectionPanel::createTables()
{
    table_ = new QTableView(this);
    table_->setObjectName(QStringLiteral("collectionTable"));
    table_->setModel(filter_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(CollectionModel::Picture, Qt::AscendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setIconSize(QSize(CollectionModel::thumbnailSize, CollectionModel::thumbnailSize));
    table_->setWordWrap(false);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table_->verticalHeader()->setDefaultSectionSize(CollectionModel::thumbnailSize + 6);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setColumnWidth(CollectionModel::Picture, CollectionModel::thumbnailSize + 56);

    problemTable_ = new QTableView(this);
    problemTable_->setObjectName(QStringLiteral("problemTable"));
    problemTable_->setModel(problems_);
    problemTable_->setSelectionBehavior(QAbstractItemView::SelectRows);
    problemTable_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    problemTable_->setWordWrap(false);
    problemTable_->verticalHeader()->hide();
    problemTable_->horizontalHeader()->setStretchLastSection(true);
    problemLabel_ = new QLabel(this);
    problemBox_ = new QWidget(this);
    auto* problemLayout = new QVBoxLayout(problemBox_);
    problemLayout->setContentsMargins(0, 4, 0, 0);
    problemLayout->addWidget(problemLabel_);
    problemLayout->addWidget(problemTable_);
    problemBox_->hide();

    preview_ = new RowPreview(this);
    preview_->setObjectName(QStringLiteral("collectionPreview"));
    preview_->setAccessibleName(tr("Preview of the row picked"));
    preview_->setToolTip(tr("The grid of the row picked, not opened: the open grid does not change. "
                            "Enter or a double-click opens it as one undo step."));
    preview_->setMinimumHeight(120);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(table_);
    splitter->addWidget(preview_);
    splitter->addWidget(problemBox_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setStretchFactor(2, 1);
    splitter->setChildrenCollapsible(false);
    return splitter;
}

void CollectionPanel::createStatus()
{
    status_ = new QLabel(
        tr("Open a collection: File > Open Collection…, or paste a list of codes with Edit > Paste as Collection."), this);
    status_->setWordWrap(true);
    status_->setTextFormat(Qt::PlainText); // the collection's file and what could not be read
    status_->setObjectName(QStringLiteral("collectionStatus"));
    progress_ = new QProgressBar(this);
    progress_->setFormat(tr("%v of %m"));
    cancel_ = new QPushButton(tr("Cancel"), this);
    cancel_->setToolTip(tr("Stop reading; the grids read so far stay"));
    busy_ = new QLabel(tr("Sorting…"), this);
    busy_->setToolTip(tr("The list is being sorted and filtered; it stays usable meanwhile"));
    busy_->hide();

    progress_->hide();
    cancel_->hide();
}

void CollectionPanel::connectParts()
{
    connect(variant_, &QComboBox::currentIndexChanged, this, &CollectionPanel::applyFilter);
    connect(minScore_, &QSpinBox::valueChanged, this, &CollectionPanel::applyFilter);
    connect(text_, &QLineEdit::textChanged, this, &CollectionPanel::applyFilter);
    connect(cancel_, &QPushButton::clicked, loader_, &CollectionLoader::cancel);
    connect(loader_, &CollectionLoader::started, this, &CollectionPanel::started);
    connect(loader_, &CollectionLoader::finished, this, &CollectionPanel::finished);
    connect(loader_, &CollectionLoader::progressChanged, this, [this](int done, int total) {
        progress_->setMaximum(total);
        progress_->setValue(done);
    });
    table_->setContextMenuPolicy(Qt::CustomContextMenu);
    table_->viewport()->installEventFilter(this);
    connect(table_, &QWidget::customContextMenuRequested, this, &CollectionPanel::showRowMenu);
    // Browsing (clicks, arrows, PgUp/PgDn) previews a row; Enter or a double-click opens it.
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &CollectionPanel::showPreview);
    connect(table_, &QAbstractItemView::activated, this, [this](const QModelIndex& index) {
        if (index.isValid())
            emit gridChosen(filter_->mapToSource(index).row());
    });
    connect(preview_, &GridPicture::activated, this, [this] {
        if (table_->currentIndex().isValid())
            emit gridChosen(filter_->mapToSource(table_->currentIndex()).row());
    });
    connect(filter_, &CollectionFilter::busyChanged, busy_, &QWidget::setVisible);
    // "N of M" as soon as a filter leaves rows out.
    connect(filter_, &QAbstractItemModel::modelReset, this, &CollectionPanel::showCount);
    connect(filter_, &QAbstractItemModel::layoutChanged, this, &CollectionPanel::showCount);
    connect(filter_, &QAbstractItemModel::rowsInserted, this, &CollectionPanel::showCount);
    connect(filter_, &QAbstractItemModel::rowsRemoved, this, &CollectionPanel::showCount);
}

bool CollectionPanel::eventFilter(QObject* watched, QEvent* event)
{
    // A right click opens the row's menu without picking the row: picking would open it
    // in place of the grid it is to be compared with.
    if (watched == table_->viewport() &&
        (event->type() == QEvent::MouseButtonPress || event->type() == QEvent::MouseButtonRelease ||
         event->type() == QEvent::MouseButtonDblClick) &&
        static_cast<QMouseEvent*>(event)->button() == Qt::RightButton)
        return true;
    return QWidget::eventFilter(watched, event);
}

void CollectionPanel::showRowMenu(const QPoint& pos)
{
    QModelIndex index = table_->indexAt(pos);
    if (!index.isValid())
        index = table_->currentIndex(); // the menu key
    if (!index.isValid())
        return;
    const int row = filter_->mapToSource(index).row();
    QMenu menu(this);
    menu.addAction(tr("&Open"), this, [this, row] { emit gridChosen(row); });
    menu.addAction(tr("&Compare with the Open Grid"), this, [this, row] { emit compareChosen(row); });
    menu.exec(table_->viewport()->mapToGlobal(pos));
}

void CollectionPanel::openText(const QString& text, const QString& origin, std::optional<Variant> forced)
{
    loader_->loadText(text, origin, forced);
}

void CollectionPanel::openFile(const QString& path, std::optional<Variant> forced)
{
    loader_->loadFile(path, forced);
}

void CollectionPanel::openFolder(const QString& path, std::optional<Variant> forced)
{
    loader_->loadFolder(path, forced);
}

void CollectionPanel::setBoardStyle(const paint::BoardStyle& style)
{
    model_->setBoardStyle(style);
    preview_->setBoardStyle(style);
}

void CollectionPanel::showPreview(const QModelIndex& current)
{
    if (!current.isValid()) {
        preview_->clear();
        return;
    }
    const int row = filter_->mapToSource(current).row();
    const CollectionRow r = model_->row(row);
    preview_->setGrid(r.variant, model_->moves(row),
                      tr("#%1, %2: %3 %4 moves · Enter opens it")
                          .arg(r.number)
                          .arg(r.source, QString::fromLatin1(variantName(r.variant).data(), 2))
                          .arg(r.score));
}

QString CollectionPanel::summary() const
{
    return summary_;
}

void CollectionPanel::started()
{
    summary_.clear();
    status_->setText(tr("Reading…"));
    progress_->setRange(0, 0);
    progress_->show();
    cancel_->show();
    cancel_->setEnabled(true);
}

void CollectionPanel::finished()
{
    progress_->hide();
    cancel_->hide();
    const auto collection = loader_->result();
    if (!collection)
        return;
    const CollectionData* read = collection.get();
    if (!read->fatal.isEmpty()) {
        status_->setText(read->fatal);
        emit error(read->fatal);
        return;
    }
    model_->setCollection(collection);
    problems_->setCollection(collection);
    preview_->clear();
    // Not the picture column: measuring it would draw the thumbnails of rows out of sight.
    for (int column = CollectionModel::Picture + 1; column < CollectionModel::ColumnCount; ++column)
        table_->resizeColumnToContents(column);
    // The thumbnail and the widest row number beside it (rows out of sight are not measured).
    const QString widest = QLocale().toString(std::max(1, read->size()));
    table_->setColumnWidth(CollectionModel::Picture,
                           CollectionModel::thumbnailSize + 24 + table_->fontMetrics().horizontalAdvance(widest));
    // Long file names or lines would push the duplicate groups out of sight.
    table_->setColumnWidth(CollectionModel::Source, std::min(table_->columnWidth(CollectionModel::Source), 160));
    problemTable_->resizeColumnsToContents();

    // The groups of the same grid, and those of the same points that hold a grid of its own.
    int gridGroups = 0, pointGroups = 0;
    std::vector<bool> counted(static_cast<std::size_t>(read->size()) + 1);
    for (int i = 0; i < read->size(); ++i) {
        if (read->symmetrySize(i) > 1) {
            gridGroups += read->symmetryGroup(i) == i + 1 ? 1 : 0;
        } else if (read->pointsSize(i) > 1 && !counted[static_cast<std::size_t>(read->pointsGroup(i))]) {
            counted[static_cast<std::size_t>(read->pointsGroup(i))] = true;
            ++pointGroups;
        }
    }
    const QLocale locale;
    QStringList parts;
    parts << tr("%n grid(s)", nullptr, read->size());
    if (!read->problems.empty())
        parts << tr("%n problem(s)", nullptr, static_cast<int>(read->problems.size()));
    if (gridGroups > 0)
        parts << tr("%n group(s) of the same grid", nullptr, gridGroups);
    if (pointGroups > 0)
        parts << tr("%n group(s) of the same points with other lines", nullptr, pointGroups);
    if (read->linesWithoutCode > 0)
        parts << tr("%n line(s) without a code", nullptr, read->linesWithoutCode);
    if (read->filesSkipped > 0)
        parts << tr("%n other file(s) skipped", nullptr, read->filesSkipped);
    if (const QString variants = CollectionLoader::variantsRead(read->inferred); !variants.isEmpty())
        parts << variants;
    summary_ = tr("%1: %2").arg(read->origin, parts.join(QStringLiteral(", ")));
    if (read->elapsedMs >= 100)
        summary_ += QLatin1Char(' ') + tr("(%1 s)").arg(locale.toString(read->elapsedMs / 1000.0, 'f', 1));
    if (read->cancelled)
        summary_ = tr("Cancelled; what was read so far: %1").arg(summary_);
    showCount();
    status_->setToolTip(plainToolTip(summary_));
    problemLabel_->setText(tr("Not read (%n):", nullptr, static_cast<int>(read->problems.size())));
    problemBox_->setVisible(!read->problems.empty());
    emit loaded(summary_);
}

void CollectionPanel::showCount()
{
    if (summary_.isEmpty())
        return;
    const int all = model_->rowCount();
    const int shown = filter_->rowCount();
    status_->setText(shown == all ? summary_
                                  : tr("%1 of %n grid(s) shown · %2", nullptr, all).arg(QLocale().toString(shown), summary_));
}

void CollectionPanel::applyFilter()
{
    const int v = variant_->currentData().toInt();
    filter_->setVariant(v < 0 ? std::nullopt : std::optional<Variant>(static_cast<Variant>(v)));
    filter_->setMinimumScore(minScore_->value());
    filter_->setText(text_->text());
}

} // namespace morpion::gui
