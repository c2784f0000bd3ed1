#include "app/gui/search/SearchLogList.h"

#include "core/formats/SearchLog.h"

#include <QFontDatabase>
#include <QScrollBar>
#include <QStringList>

#include <algorithm>

namespace morpion::gui {

namespace {

QString lineOf(const SearchLogList::Entry& e)
{
    return QString::fromStdString(formatSearchLogLine({e.iteration, e.score, e.seconds, e.code}));
}

} // namespace

SearchLogList::SearchLogList(QWidget* parent)
    : QListWidget(parent)
{
    setObjectName(QStringLiteral("searchLog"));
    setAccessibleName(tr("Search log"));
    // A line is about 60 characters: a size smaller keeps it in a dock of ordinary width.
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(std::max(7.0, font().pointSizeF() - 1));
    setFont(mono);
    setUniformItemSizes(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setToolTip(tr("Each new best: iteration. score (seconds) layer code. Click a line to preview its grid, "
                  "double-click to load it"));
    // Only the user's scrolling decides whether the log follows its newest line (a resize
    // moves the bar too).
    connect(verticalScrollBar(), &QScrollBar::actionTriggered, this,
            [this] { follow_ = verticalScrollBar()->sliderPosition() >= verticalScrollBar()->maximum(); });
    connect(verticalScrollBar(), &QScrollBar::rangeChanged, this, [this] {
        if (follow_ && selectedItems().isEmpty())
            scrollToBottom();
    });
}

void SearchLogList::add(const SearchImprovement& improvement)
{
    Entry e{improvement.iterations, improvement.score, improvement.seconds, improvement.code, improvement.moves};
    const QString line = lineOf(e);
    entries_.push_back(std::move(e));
    // The log follows the newest line unless the user scrolled up or picked one.
    const bool follow = follow_ && selectedItems().isEmpty();
    if (static_cast<int>(entries_.size()) > maxLines) {
        entries_.erase(entries_.begin());
        delete takeItem(0);
    }
    addItem(line);
    if (follow)
        scrollToBottom();
}

void SearchLogList::clearEntries()
{
    entries_.clear();
    clear();
    follow_ = true;
}

QString SearchLogList::text() const
{
    QStringList lines;
    for (const Entry& e : entries_)
        lines << lineOf(e);
    return lines.isEmpty() ? QString() : lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

int SearchLogList::shownEntry() const
{
    const auto selected = selectedItems();
    if (!selected.isEmpty())
        return row(selected.constFirst());
    return entries_.empty() ? -1 : static_cast<int>(entries_.size()) - 1;
}

} // namespace morpion::gui
