#pragma once

#include <QColor>
#include <QStyledItemDelegate>

namespace morpion::gui {

// A move's loss in a game's analysis as a small badge ("12" in a rounded box) in a list's
// Loss column: the item's Qt::DisplayRole holds the loss as a number; 0 or none draws
// nothing. Written as the words say it ("loss 12"), a positive number of moves. The colour
// says how much it can mean (docs/analysis.md): 1–2 grey (maybe the search's noise), 3–9
// amber, 10 and more red; legend() says so.
class LossBadgeDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    static QColor colorOf(int loss);
    // The badge's text: "12".
    static QString textOf(int loss);
    // What the badges and their colours mean, as rich text for a label or a tooltip.
    static QString legend();

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

} // namespace morpion::gui
