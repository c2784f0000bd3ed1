#include "app/gui/common/ChartAxes.h"

#include <QPainter>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace morpion::gui {

double niceStep(double raw)
{
    const double power = std::pow(10.0, std::floor(std::log10(std::max(raw, 1e-9))));
    for (const double m : {1.0, 2.0, 5.0, 10.0})
        if (m * power >= raw - 1e-12)
            return m * power;
    return 10 * power;
}

QPointF ChartAxes::map(double x, double score) const
{
    const double y = plot.bottom() - plot.height() * (score - yMin) / (yMax - yMin);
    return {plot.left() + plot.width() * x / xMax, std::min(y, plot.bottom())};
}

void ChartAxes::placePlot(const QRectF& area, const QFontMetricsF& fm, int highScore, double top, const QString& widestXLabel)
{
    const double labelWidth = fm.horizontalAdvance(QString::number(highScore + 100));
    plot = area.adjusted(4 + labelWidth + 6, top, -fm.horizontalAdvance(widestXLabel) / 2 - 6, -(fm.height() + 8));
    if (plot.width() < 10 || plot.height() < 10)
        plot = area.adjusted(2, 2, -2, -2);
}

void ChartAxes::setScoreStep(int lo, int hi, const QFontMetricsF& fm)
{
    const int ticks = std::max(2, static_cast<int>(plot.height() / (fm.height() * 1.6)));
    yStep = std::max(1.0, std::round(niceStep(std::max(hi - lo, 4) / static_cast<double>(ticks))));
}

QColor chartLabelColor(const QWidget& chart)
{
    QColor label = chart.palette().color(QPalette::Text);
    label.setAlpha(170);
    return label;
}

void paintChartFrame(QPainter& p, const QWidget& chart, const ChartAxes& a, const std::function<QString(double)>& xLabel)
{
    const QColor text = chart.palette().color(QPalette::Text);
    QColor faint = text;
    faint.setAlpha(40);
    const QColor label = chartLabelColor(chart);
    p.fillRect(chart.rect(), chart.palette().color(QPalette::Base));
    const QFontMetricsF fm(chart.font());
    for (double y = a.yMin; y <= a.yMax + 1e-9; y += a.yStep) {
        const double py = std::round(a.map(0, y).y()) + 0.5;
        p.setPen(QPen(faint, 1));
        p.drawLine(QPointF(a.plot.left(), py), QPointF(a.plot.right(), py));
        p.setPen(label);
        p.drawText(QRectF(0, py - fm.height() / 2, a.plot.left() - 6, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(static_cast<int>(y)));
    }
    for (double x = 0; x <= a.xMax + 1e-9; x += a.xStep) {
        const double px = std::round(a.map(x, a.yMin).x()) + 0.5;
        p.setPen(QPen(faint, 1));
        p.drawLine(QPointF(px, a.plot.top()), QPointF(px, a.plot.bottom()));
        p.setPen(label);
        const QString t = xLabel(x);
        const double w = fm.horizontalAdvance(t);
        p.drawText(QRectF(px - w / 2 - 2, a.plot.bottom() + 4, w + 4, fm.height()), Qt::AlignCenter, t);
    }
    QColor axis = text;
    axis.setAlpha(110);
    p.setPen(QPen(axis, 1));
    p.drawLine(a.plot.bottomLeft(), a.plot.bottomRight());
    p.drawLine(a.plot.bottomLeft(), a.plot.topLeft());
}

void paintChartPlaceholder(QPainter& p, const QWidget& chart, const ChartAxes& a, const QString& text)
{
    p.setPen(chartLabelColor(chart));
    p.drawText(a.plot.adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap, text);
}

} // namespace morpion::gui
