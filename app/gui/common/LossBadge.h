#pragma once

#include <QColor>
#include <QStyledItemDelegate>

namespace morpion::gui {

// A move's loss in a game's analysis as a small badge ("12" in a rounded box) in a list's
// Loss column: the item's Qt::DisplayRole holds the loss as a number; 0 or none draws
// nothing. Written as the words say it ("loss 12"), a positive number of moves. The colour
// says how much it can mean (docs/analysis.md): 1–2 grey (maybe the search's noise), 3–9
// amber, 10 and more red; legend() says so. A proven loss (provenRole true: the solver
// made both positions exact) carries a check mark, "12 ✓".
class LossBadgeDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    // The item data that marks a loss as proven (a bool).
    static constexpr int provenRole = Qt::UserRole + 41;

    static QColor colorOf(int loss);
    // The badge's text: "12", "12 ✓" when proven.
    static QString textOf(int loss, bool proven = false);
    // What the badges and their colours mean, as rich text for a label or a tooltip.
    static QString legend();

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

} // namespace morpion::gui
