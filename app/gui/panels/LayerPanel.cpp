#include "app/gui/panels/LayerPanel.h"

#include "app/gui/common/DockMargins.h"
#include "app/gui/common/LossBadge.h"
#include "app/gui/common/MoveLabel.h"
#include "app/gui/common/TextFit.h"
#include "app/gui/common/TranslatedText.h"
#include "app/gui/document/Document.h"
#include "app/gui/panels/LayerChart.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace morpion::gui {

namespace {

enum Column { NumberColumn, MoveColumn, BitColumn, LossColumn, ColumnCount };

enum class Mark { Taken, Open, Untaken };

// A small swatch in a board colour, so that the list reads like the board.
QIcon swatch(const QColor& color, Mark mark)
{
    QPixmap pm(16, 16);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    switch (mark) {
    case Mark::Taken:
        p.setPen(QPen(color, 2.2));
        p.setBrush(color);
        p.drawEllipse(QPointF(8, 8), 5, 5);
        break;
    case Mark::Open:
        p.setPen(QPen(color, 2.2, Qt::DashLine, Qt::RoundCap));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(QPointF(8, 8), 5, 5);
        break;
    case Mark::Untaken: {
        // The board's quiet diamond: legal, only left for later.
        p.setPen(QPen(color, 1.6));
        p.setBrush(Qt::NoBrush);
        const QPointF diamond[] = {{8, 2.5}, {13.5, 8}, {8, 13.5}, {2.5, 8}};
        p.drawPolygon(diamond, 4);
        break;
    }
    }
    return QIcon(pm);
}

} // namespace

LayerPanel::LayerPanel(Document* doc, QWidget* parent)
    : QWidget(parent)
    , doc_(doc)
    , style_(paint::BoardStyle::light())
{
    title_ = new QLabel(this);
    title_->setObjectName(QStringLiteral("layerTitle"));
    title_->setWordWrap(true);
    title_->setTextFormat(Qt::RichText);
    list_ = new QTreeWidget(this);
    list_->setColumnCount(ColumnCount);
    list_->setHeaderLabels({tr("Code No."), tr("Move"), tr("Bit"), tr("Loss")});
    // Not the number the status bar gives for the same move (its place in the order of play).
    list_->headerItem()->setToolTip(NumberColumn, tr("The candidate's number in the layer code's order, which is not the "
                                                     "order of play that the status bar gives"));
    // What each taken move lost, when the game has been analysed (Analyse Game).
    list_->setItemDelegateForColumn(LossColumn, new LossBadgeDelegate(list_));
    TranslatedText::keep(list_, [this] { list_->headerItem()->setToolTip(LossColumn, LossBadgeDelegate::legend()); });
    list_->setRootIsDecorated(false);
    list_->setUniformRowHeights(true);
    list_->setAlternatingRowColors(true);
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    list_->header()->setStretchLastSection(false);
    list_->header()->setSectionResizeMode(NumberColumn, QHeaderView::ResizeToContents);
    list_->header()->setSectionResizeMode(MoveColumn, QHeaderView::Stretch);
    list_->header()->setSectionResizeMode(BitColumn, QHeaderView::ResizeToContents);
    list_->header()->setSectionResizeMode(LossColumn, QHeaderView::ResizeToContents);
    QFont mono = list_->font();
    mono.setFamily(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::TypeWriter);
    list_->setFont(mono);
    fitList();
    list_->setAccessibleName(tr("Candidates of the layer"));
    list_->setAccessibleDescription(tr("Each candidate of the layer with its number and its bit: 1 taken, 0 not taken; then the "
                                       "moves legal at this layer but left untaken in an earlier one."));
    setAccessibleName(tr("Layer panel"));
    chart_ = new LayerChart(this);
    auto* chartLabel = new QLabel(tr("Moves taken per layer"), this);

    auto* layout = new QVBoxLayout(this);
    setDockMargins(layout);
    layout->addWidget(title_);
    layout->addWidget(list_, 1);
    layout->addWidget(chartLabel);
    layout->addWidget(chart_);

    connect(list_, &QTreeWidget::itemSelectionChanged, this, [this] {
        const auto items = list_->selectedItems();
        if (items.isEmpty()) {
            emit moveSelected(std::nullopt);
            return;
        }
        emit moveSelected(moveOfRow(list_->indexOfTopLevelItem(items.first())));
    });
    connect(chart_, &LayerChart::layerClicked, doc_, &Document::setCurrentLayer);
    connect(doc_, &Document::gridChanged, this, [this] {
        rebuildChart();
        rebuild();
    });
    connect(doc_, &Document::currentLayerChanged, this, &LayerPanel::rebuild);
    connect(doc_, &Document::analysisChanged, this, &LayerPanel::rebuild);
    rebuildChart();
    rebuild();
}

void LayerPanel::fitList()
{
    // Narrower, a move no longer reads: the dock gives up width to the board down to here
    // (and the loss badges' width more when the game has been analysed).
    // The widest row: a four-digit number, a move far from the centre, its icon (the loss
    // column, when shown, is as wide as its delegate's badge).
    const Move far{{-10, -10}, {{-10, -10}, Dir::NE}};
    QTreeWidgetItem widest;
    widest.setText(NumberColumn, QStringLiteral("0000."));
    widest.setText(MoveColumn, QStringLiteral("[%1]").arg(moveLabel(far)));
    widest.setIcon(MoveColumn, swatch(style_.current, Mark::Taken));
    widest.setText(BitColumn, QStringLiteral("0"));
    list_->setMinimumWidth(TextFit::columns(list_, widest));
}

void LayerPanel::changeEvent(QEvent* event)
{
    // The headers' new titles.
    if (event->type() == QEvent::LanguageChange)
        fitList();
    QWidget::changeEvent(event);
}

void LayerPanel::setBoardStyle(const paint::BoardStyle& style)
{
    style_ = style;
    chart_->setColors(palette().color(QPalette::Mid), style.current);
    rebuild();
}

std::optional<Move> LayerPanel::moveOfRow(int row) const
{
    if (row < 0 || row >= static_cast<int>(rowMoves_.size()))
        return std::nullopt;
    return rowMoves_[static_cast<std::size_t>(row)];
}

void LayerPanel::rebuildChart()
{
    // The grid's layers; not the step after them where an unfinished game goes on.
    std::vector<int> counts;
    for (int k = 0; k < doc_->layers(); ++k)
        counts.push_back(doc_->layering().layers[static_cast<std::size_t>(k)].takenCount());
    chart_->setCounts(std::move(counts));
    chart_->setCurrent(doc_->currentLayer());
}

void LayerPanel::rebuild()
{
    chart_->setCurrent(doc_->currentLayer());
    const QSignalBlocker block(list_);
    list_->clear();
    rowMoves_.clear();
    hovered_.clear();
    emit moveSelected(std::nullopt);

    const int k = doc_->currentLayer();
    if (k < 0 || k >= doc_->viewSteps()) {
        title_->setText(tr("No layers"));
        return;
    }
    // In play after a last layer that opened no new move, every legal move was left
    // untaken before: the layering has no layer there, its rows are those moves.
    Layer none;
    none.taboo = doc_->legalMoves();
    const auto& all = doc_->layering().layers;
    const Layer& layer = k < static_cast<int>(all.size()) ? all[static_cast<std::size_t>(k)] : none;
    title_->setText(layerTitle(k, layer));

    // The loss badges, when the game has been analysed: by the move's place in play order.
    if (list_->isColumnHidden(LossColumn) != !doc_->analysis()) {
        list_->setColumnHidden(LossColumn, !doc_->analysis());
        fitList();
    }
    QList<QTreeWidgetItem*> items;
    addCandidateRows(layer, items);
    QTreeWidgetItem* sep = addTabooRows(layer, items);
    list_->addTopLevelItems(items);
    if (sep)
        sep->setFirstColumnSpanned(true);
}

QString LayerPanel::layerTitle(int k, const Layer& layer) const
{
    QString title;
    if (doc_->inPlayAt(k)) {
        // Not a layer of the grid: the moves open at its end, the code's last 0 bits.
        title = tr("<b>In play</b>: every one of the %n legal move(s) can be played.", nullptr,
                   static_cast<int>(doc_->legalMoves().size()));
        if (!layer.candidates.empty())
            title += QStringLiteral("<br>") + tr("Listed: the moves open at the end, whose 0 bits end the layer code.");
    } else {
        title = tr("<b>Layer %1</b> / %2<br>%3 of %4 candidates taken")
                    .arg(k)
                    .arg(doc_->layers() - 1)
                    .arg(layer.takenCount())
                    .arg(layer.candidates.size());
        if (!layer.taboo.empty())
            title += tr("; %1 legal, but left untaken in an earlier layer").arg(layer.taboo.size());
    }
    return title;
}

void LayerPanel::addCandidateRows(const Layer& layer, QList<QTreeWidgetItem*>& items)
{
    const GameAnalysis* analysis = doc_->analysis();
    // The move's number in play order (1..n) when the analysis has its loss, else 0.
    const auto analysedMove = [&](const Move& m) {
        const int index = analysis ? doc_->moveAtPoint(m.point) : -1;
        if (index < 0 || doc_->moves()[static_cast<std::size_t>(index)] != m || !analysis->loss(index + 1))
            return 0;
        return index + 1;
    };
    const QIcon takenIcon = swatch(style_.current, Mark::Taken);
    const QIcon openIcon = swatch(style_.candidate, Mark::Open);
    for (std::size_t i = 0; i < layer.candidates.size(); ++i) {
        auto* item = new QTreeWidgetItem;
        item->setText(NumberColumn, QStringLiteral("%1.").arg(layer.firstNumber + static_cast<int>(i)));
        item->setText(MoveColumn, moveLabel(layer.candidates[i]));
        item->setText(BitColumn, layer.taken[i] ? QStringLiteral("1") : QStringLiteral("0"));
        item->setIcon(MoveColumn, layer.taken[i] ? takenIcon : openIcon);
        item->setTextAlignment(NumberColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setTextAlignment(BitColumn, Qt::AlignCenter);
        if (const int move = layer.taken[i] ? analysedMove(layer.candidates[i]) : 0) {
            const int loss = *analysis->loss(move);
            const bool proven = analysis->lossProven(move);
            item->setData(LossColumn, Qt::DisplayRole, loss);
            item->setData(LossColumn, LossBadgeDelegate::provenRole, proven);
            item->setToolTip(LossColumn, proven ? tr("What this move lost, proven by the solver: the longest game before it "
                                                     "was exactly %n move(s) longer than the longest after it",
                                                     nullptr, loss)
                                                : tr("What this move lost in the game's analysis: the best game found before "
                                                     "it was %n move(s) longer than any found after it",
                                                     nullptr, loss));
        }
        item->setToolTip(MoveColumn, layer.taken[i] ? tr("Taken in this layer (bit 1)")
                                                    : tr("Not taken in this layer (bit 0): it stays legal, left for later"));
        items.append(item);
        rowMoves_.push_back(layer.candidates[i]);
    }
}

QTreeWidgetItem* LayerPanel::addTabooRows(const Layer& layer, QList<QTreeWidgetItem*>& items)
{
    if (layer.taboo.empty())
        return nullptr;
    // A heading across the columns: the text is long, and these rows have no bit.
    auto* sep = new QTreeWidgetItem;
    sep->setText(NumberColumn, tr("Left untaken earlier (%1)").arg(layer.taboo.size()));
    sep->setToolTip(NumberColumn, tr("Legal at this layer, but left untaken in an earlier layer"));
    sep->setTextAlignment(NumberColumn, Qt::AlignLeft | Qt::AlignVCenter);
    sep->setFlags(Qt::NoItemFlags);
    QFont f = list_->font();
    f.setItalic(true);
    sep->setFont(NumberColumn, f);
    items.append(sep);
    rowMoves_.push_back(std::nullopt);
    const QIcon tabooIcon = swatch(style_.taboo, Mark::Untaken);
    for (const Move& m : layer.taboo) {
        auto* item = new QTreeWidgetItem;
        item->setText(MoveColumn, QStringLiteral("[%1]").arg(moveLabel(m)));
        item->setIcon(MoveColumn, tabooIcon);
        item->setToolTip(MoveColumn, tr("Legal at this layer, but it was a candidate of an earlier layer and was not taken "
                                        "there (the layer code calls it taboo: it has no bit of its own)"));
        items.append(item);
        rowMoves_.push_back(m);
    }
    return sep;
}

void LayerPanel::highlightPoint(bool onBoard, int x, int y)
{
    const QBrush none;
    QColor mark = style_.selection;
    mark.setAlpha(110);
    for (int row : hovered_)
        if (auto* item = list_->topLevelItem(row))
            for (int c = 0; c < ColumnCount; ++c)
                item->setBackground(c, none);
    hovered_.clear();
    if (!onBoard)
        return;
    for (std::size_t i = 0; i < rowMoves_.size(); ++i) {
        if (rowMoves_[i] && rowMoves_[i]->point == Point{x, y}) {
            hovered_.push_back(static_cast<int>(i));
            auto* item = list_->topLevelItem(static_cast<int>(i));
            for (int c = 0; c < ColumnCount; ++c)
                item->setBackground(c, mark);
        }
    }
    if (!hovered_.empty())
        list_->scrollToItem(list_->topLevelItem(hovered_.front()));
}

} // namespace morpion::gui
