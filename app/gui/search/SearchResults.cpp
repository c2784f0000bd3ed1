#include "app/gui/search/SearchResults.h"

#include "app/gui/document/Document.h"
#include "app/gui/files/GridOpener.h"
#include "app/gui/search/SearchChart.h"
#include "app/gui/search/SearchPreview.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

namespace morpion::gui {

SearchResults::SearchResults(Document* doc, QWidget* parent)
    : QWidget(parent)
    , doc_(doc)
{
    setAccessibleName(tr("What the search found"));
    chart_ = new SearchChart(this);
    log_ = new SearchLogList(this);
    // A window of its own, large enough to judge a grid whatever room the dock has.
    preview_ = new SearchPreview(this);
    preview_->hide();
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(chart_);
    splitter->addWidget(log_);
    splitter->setChildrenCollapsible(false);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 2);

    createButtons();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter, 1);
    layout->addLayout(buttonRows());

    loadBestAction_ = new QAction(tr("Load &Best Search Grid"), this);
    loadBestAction_->setToolTip(loadBest_->toolTip());

    connectParts();
    updateActions();
}

void SearchResults::createButtons()
{
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
    for (QToolButton* b : {copyCode_, copyLog_})
        b->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

QGridLayout* SearchResults::buttonRows()
{
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
    return buttons;
}

void SearchResults::showPreview(bool on)
{
    if (on)
        log_->clearSelection();
    preview_->setVisible(on);
    if (on) {
        // The first time beside the panel, over the board, rather than over the panel.
        if (!previewPlaced_) {
            QWidget* panel = parentWidget() ? parentWidget() : this;
            preview_->move(panel->mapToGlobal(QPoint(panel->width() + 8, 0)));
            previewPlaced_ = true;
        }
        preview_->raise();
        preview_->activateWindow();
    }
    updatePreview();
}

void SearchResults::connectParts()
{
    connect(loadBest_, &QPushButton::clicked, this, &SearchResults::loadBest);
    connect(compareBest_, &QPushButton::clicked, this, &SearchResults::compareShown);
    connect(loadBestAction_, &QAction::triggered, this, &SearchResults::loadBest);
    connect(copyCode_, &QToolButton::clicked, this, &SearchResults::copyBestCode);
    connect(copyLog_, &QToolButton::clicked, this, &SearchResults::copyLog);
    connect(previewBest_, &QPushButton::toggled, this, &SearchResults::showPreview);
    connect(preview_, &SearchPreview::closed, previewBest_, [this] { previewBest_->setChecked(false); });
    connect(log_, &QListWidget::itemSelectionChanged, this, &SearchResults::updatePreview);
    connect(log_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) { loadEntry(log_->row(item)); });
    connect(preview_, &SearchPreview::activated, this, [this] { loadEntry(log_->shownEntry()); });
}

void SearchResults::clear(Variant variant)
{
    variant_ = variant;
    log_->clearEntries();
    chart_->clear();
    preview_->clear();
}

void SearchResults::add(const SearchImprovement& improvement)
{
    log_->add(improvement);
    chart_->addBest(improvement.seconds, improvement.score);
    updateActions();
    if (log_->selectedItems().isEmpty())
        updatePreview();
}

void SearchResults::setElapsed(double seconds)
{
    chart_->setElapsed(seconds);
}

void SearchResults::setBoardStyle(const paint::BoardStyle& style)
{
    preview_->setBoardStyle(style);
    chart_->setLineColor(style.current);
}

void SearchResults::updateActions()
{
    const bool found = !entries().empty();
    loadBest_->setEnabled(found);
    compareBest_->setEnabled(found);
    loadBestAction_->setEnabled(found);
    copyCode_->setEnabled(found);
    copyLog_->setEnabled(found);
}

void SearchResults::updatePreview()
{
    if (preview_->isHidden())
        return;
    const int index = log_->shownEntry();
    if (index < 0) {
        preview_->clear();
        return;
    }
    const SearchLogList::Entry& e = entries()[static_cast<std::size_t>(index)];
    const bool best = index == static_cast<int>(entries().size()) - 1;
    preview_->setGrid(variant_, e.moves,
                      best ? tr("Preview, not loaded: the best so far, %1").arg(e.score)
                           : tr("Preview, not loaded: %1 at %2 s").arg(e.score).arg(QLocale().toString(e.seconds, 'f', 2)));
}

void SearchResults::compareShown()
{
    const int index = log_->shownEntry();
    if (index >= 0)
        emit compareRequested(variant_, entries()[static_cast<std::size_t>(index)].moves);
}

void SearchResults::loadBest()
{
    if (!entries().empty())
        loadEntry(static_cast<int>(entries().size()) - 1);
}

void SearchResults::loadEntry(int index)
{
    if (index < 0 || index >= static_cast<int>(entries().size()))
        return;
    const SearchLogList::Entry& e = entries()[static_cast<std::size_t>(index)];
    const auto region = region_;
    // A search result is work the user would lose: it is not saved yet, and has no file.
    if (!opener_ || !opener_->open(GridOpener::alreadyRead(variant_, e.moves),
                                   {[score = e.score] { return tr("Load search result %1").arg(score); }, QString(), {}, true}))
        return;
    if (region && variant_ == doc_->variant())
        emit regionKept(region->first, region->second);
    emit message(tr("Loaded the search's grid of %1 moves; Undo brings back the previous grid.").arg(e.score));
}

void SearchResults::copyBestCode()
{
    if (entries().empty())
        return;
    QApplication::clipboard()->setText(Document::withVariantPrefix(variant_, QString::fromStdString(entries().back().code)));
    emit message(tr("Layer code of the best grid copied"));
}

void SearchResults::copyLog()
{
    if (entries().empty())
        return;
    QApplication::clipboard()->setText(log_->text());
    emit message(tr("Search log copied"));
}

} // namespace morpion::gui
