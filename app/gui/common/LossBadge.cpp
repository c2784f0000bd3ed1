#include "app/gui/common/LossBadge.h"

#include <QApplication>
#include <QPainter>

namespace morpion::gui {

QColor LossBadgeDelegate::colorOf(int loss)
{
    if (loss >= 10)
        return {0xc6, 0x28, 0x28};
    if (loss >= 3)
        return {0xc7, 0x7c, 0x02};
    return {0x75, 0x75, 0x75};
}

QString LossBadgeDelegate::textOf(int loss, bool proven)
{
    return proven ? QStringLiteral("%1 \u2713").arg(loss) : QString::number(loss);
}

QString LossBadgeDelegate::legend()
{
    const auto swatch = [](int loss) {
        return QStringLiteral("<span style=\"color:%1\">\u25a0</span>").arg(colorOf(loss).name());
    };
    return tr("Loss: how many moves shorter the best game found after the move is than the best found before it.") +
           QStringLiteral("<br>") +
           tr("%1 1–2: can be the search's noise, another run may not find it; %2 3–9; %3 10 or more.")
               .arg(swatch(1), swatch(3), swatch(10)) +
           QStringLiteral("<br>") + tr("✓ a proven loss: exact, the solver visited every game from both positions.");
}

void LossBadgeDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    // The row's background and selection as every column has them, without the number.
    QStyleOptionViewItem plain = option;
    initStyleOption(&plain, index);
    plain.text.clear();
    const QStyle* style = plain.widget ? plain.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &plain, painter, plain.widget);

    bool ok = false;
    const int loss = index.data(Qt::DisplayRole).toInt(&ok);
    if (!ok || loss <= 0)
        return;
    const QString text = textOf(loss, index.data(provenRole).toBool());
    QFont font = option.font;
    font.setBold(true);
    const QFontMetricsF fm(font);
    const double w = fm.horizontalAdvance(text) + 10;
    const double h = std::min(fm.height() + 2, option.rect.height() - 2.0);
    const QRectF box(option.rect.right() - w - 3, option.rect.center().y() - h / 2 + 0.5, w, h);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(colorOf(loss));
    painter->drawRoundedRect(box, h / 2, h / 2);
    painter->setFont(font);
    painter->setPen(Qt::white);
    painter->drawText(box, Qt::AlignCenter, text);
    painter->restore();
}

QSize LossBadgeDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QFont font = option.font;
    font.setBold(true);
    const QSize base = QStyledItemDelegate::sizeHint(option, index);
    return {QFontMetrics(font).horizontalAdvance(textOf(999, true)) + 16, base.height()};
}

} // namespace morpion::gui
