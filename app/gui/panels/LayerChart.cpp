#include "app/gui/panels/LayerChart.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace morpion::gui {

LayerChart::LayerChart(QWidget* parent)
    : QWidget(parent)
    , bar_(0x8a, 0x96, 0xa8)
    , currentColor_(0xe0, 0x5a, 0x00)
{
    setMouseTracking(true);
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("Moves taken per layer; click a bar to show that layer"));
}

void LayerChart::setCounts(std::vector<int> counts)
{
    counts_ = std::move(counts);
    describe();
    update();
}

void LayerChart::setCurrent(int layer)
{
    current_ = layer;
    describe();
    update();
}

void LayerChart::describe()
{
    // The bars in words, for screen readers.
    setAccessibleName(tr("Moves taken per layer"));
    if (counts_.empty()) {
        setAccessibleDescription(tr("No layers."));
        return;
    }
    const int most = *std::max_element(counts_.begin(), counts_.end());
    QString text = tr("%n layer(s), at most %1 moves taken in one.", nullptr, static_cast<int>(counts_.size())).arg(most);
    if (current_ >= 0 && current_ < static_cast<int>(counts_.size()))
        text += QLatin1Char(' ') + tr("Layer %1: %2 taken.").arg(current_).arg(counts_[static_cast<std::size_t>(current_)]);
    setAccessibleDescription(text);
}

void LayerChart::setColors(const QColor& bar, const QColor& current)
{
    bar_ = bar;
    currentColor_ = current;
    update();
}

QRectF LayerChart::plotRect() const
{
    const int labelHeight = fontMetrics().height();
    // Below the bars: the current layer's marker, then the labels.
    return QRectF(rect()).adjusted(4, 4, -4, -labelHeight - 8);
}

int LayerChart::layerAt(double x) const
{
    if (counts_.empty())
        return -1;
    const QRectF r = plotRect();
    const double w = r.width() / static_cast<double>(counts_.size());
    const int k = static_cast<int>(std::floor((x - r.left()) / w));
    return k >= 0 && k < static_cast<int>(counts_.size()) ? k : -1;
}

QString LayerChart::caption() const
{
    const int most = counts_.empty() ? 0 : *std::max_element(counts_.begin(), counts_.end());
    return most == 0 ? tr("no move taken yet") : tr("max %1 per layer").arg(most);
}

void LayerChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QRectF r = plotRect();
    const QPalette pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    if (counts_.empty()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, caption());
        return;
    }
    const int maxCount = std::max(1, *std::max_element(counts_.begin(), counts_.end()));
    const double w = r.width() / static_cast<double>(counts_.size());
    const double gap = w > 4 ? 1.0 : 0.0;
    p.setRenderHint(QPainter::Antialiasing, false);
    for (std::size_t k = 0; k < counts_.size(); ++k) {
        const double h = r.height() * counts_[k] / maxCount;
        const QRectF bar(r.left() + static_cast<double>(k) * w, r.bottom() - h, std::max(1.0, w - gap), h);
        p.fillRect(bar, static_cast<int>(k) == current_ ? currentColor_ : bar_);
    }
    // Marker under the current layer, so that it shows even for an empty bar.
    if (current_ >= 0 && current_ < static_cast<int>(counts_.size())) {
        const double x = r.left() + (current_ + 0.5) * w;
        p.setRenderHint(QPainter::Antialiasing, true);
        p.setPen(Qt::NoPen);
        p.setBrush(currentColor_);
        const double s = 4;
        const QPointF tri[] = {{x, r.bottom() + 1}, {x - s, r.bottom() + s + 2}, {x + s, r.bottom() + s + 2}};
        p.drawPolygon(tri, 3);
    }
    p.setPen(pal.color(QPalette::PlaceholderText));
    const QRectF labels(r.left(), r.bottom() + 6, r.width(), fontMetrics().height() + 2);
    p.drawText(labels, Qt::AlignLeft | Qt::AlignBottom, QStringLiteral("0"));
    p.drawText(labels, Qt::AlignRight | Qt::AlignBottom, QString::number(counts_.size() - 1));
    p.drawText(labels, Qt::AlignHCenter | Qt::AlignBottom, caption());
}

void LayerChart::mousePressEvent(QMouseEvent* event)
{
    const int k = layerAt(event->position().x());
    if (k >= 0 && event->button() == Qt::LeftButton)
        emit layerClicked(k);
}

void LayerChart::mouseMoveEvent(QMouseEvent* event)
{
    // Dragging across the chart scrubs through the layers.
    if (event->buttons() & Qt::LeftButton) {
        const int k = layerAt(event->position().x());
        if (k >= 0 && k != current_)
            emit layerClicked(k);
    }
}

bool LayerChart::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int k = layerAt(help->pos().x());
        if (k >= 0)
            QToolTip::showText(help->globalPos(),
                               tr("Layer %1: %n move(s) taken", nullptr, counts_[static_cast<std::size_t>(k)]).arg(k), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace morpion::gui
