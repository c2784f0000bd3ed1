#pragma once

#include <QColor>
#include <QStyledItemDelegate>

namespace morpion::gui {

// A move's loss in a game's analysis as a small badge ("−12" in a rounded box) in a list's
// column: the item's Qt::DisplayRole holds the loss as a number; 0 or none draws nothing.
// The colour says how much it can mean (docs/analysis.md): 1–2 grey, 3–9 amber, 10 and
// more red.
class LossBadgeDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    static QColor colorOf(int loss);
    // The badge's text: "−12".
    static QString textOf(int loss);

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

} // namespace morpion::gui
