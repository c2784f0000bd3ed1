#include "app/gui/common/TextFit.h"

#include <QComboBox>
#include <QDockWidget>
#include <QGuiApplication>
#include <QHeaderView>
#include <QMainWindow>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QTabBar>
#include <QTreeWidget>

#include <algorithm>

namespace morpion::gui {

void TextFit::fitItems(QComboBox* combo)
{
    // Qt measures every item again when one changes, and tells the layout.
    combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
}

int TextFit::tabTitles(const QMainWindow* window, const QDockWidget* dock)
{
    // The window's tab bars name each tab's dock in the tab's data; their size hint is the
    // width of the titles unshortened (the minimum hint is the shortened one).
    const auto id = reinterpret_cast<quintptr>(dock);
    for (const QTabBar* bar : window->findChildren<QTabBar*>(Qt::FindDirectChildrenOnly))
        for (int i = 0; i < bar->count(); ++i)
            if (bar->tabData(i).value<quintptr>() == id)
                return bar->isVisibleTo(window) ? bar->sizeHint().width() : 0;
    return 0;
}

int TextFit::columns(const QTreeWidget* tree, const QTreeWidgetItem& widest)
{
    const QStyle* style = tree->style();
    // The item view's margins around a text and between an icon and its text.
    const int margin = 2 * (style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, tree) + 1);
    const int icon =
        tree->iconSize().isValid() ? tree->iconSize().width() : style->pixelMetric(QStyle::PM_SmallIconSize, nullptr, tree);
    QStyleOptionViewItem option;
    option.initFrom(tree);
    option.font = tree->font();
    int width = 0;
    for (int c = 0; c < tree->columnCount(); ++c) {
        if (tree->isColumnHidden(c))
            continue;
        const QFontMetrics fm(widest.data(c, Qt::FontRole).isValid() ? widest.font(c) : tree->font());
        int text = fm.horizontalAdvance(widest.text(c)) + margin;
        if (!widest.icon(c).isNull())
            text += icon + margin;
        // A column drawn by a delegate of its own (a badge) is as wide as the delegate says.
        if (const QAbstractItemDelegate* delegate = tree->itemDelegateForColumn(c))
            text = std::max(text, delegate->sizeHint(option, QModelIndex()).width());
        width += std::max(tree->header()->sectionSizeHint(c), text);
    }
    return width + tree->verticalScrollBar()->sizeHint().width() + 2 * tree->frameWidth();
}

int TextFit::titleBar(const QWidget* window)
{
    // The window manager shows "title — program" in its own font, often bold; its icon and
    // three buttons take about two text heights each.
    QString title = window->windowTitle();
    if (!QGuiApplication::applicationDisplayName().isEmpty())
        title += QStringLiteral(" \u2014 ") + QGuiApplication::applicationDisplayName();
    QFont bold = window->font();
    bold.setBold(true);
    const QFontMetrics fm(bold);
    return fm.horizontalAdvance(title) + 4 * 2 * fm.height();
}

} // namespace morpion::gui
