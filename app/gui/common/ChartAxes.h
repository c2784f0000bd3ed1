#pragma once

#include <QColor>
#include <QFontMetricsF>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <functional>

class QPainter;
class QWidget;

namespace morpion::gui {

// The step between two ticks of a chart's axis: 1, 2 or 5 times a power of ten, at least
// `raw`.
double niceStep(double raw);

// The plot area and scales the charts share (the search's best score over time, the
// analysis' best game over the moves): x from 0 to xMax, a score from yMin to yMax, each
// with its tick step, so that their grids, labels and axes are drawn one way.
struct ChartAxes {
    QRectF plot;
    double xMax = 1, xStep = 1;
    double yMin = 0, yMax = 1, yStep = 1;

    // Where (x, score) is drawn; a score below the scale sits on the bottom edge.
    QPointF map(double x, double score) const;
    // The plot inside `area`: room on the left for scores up to `highScore`, `top` above,
    // below for a line of x labels, on the right for half of `widestXLabel`.
    void placePlot(const QRectF& area, const QFontMetricsF& fm, int highScore, double top, const QString& widestXLabel);
    // Whole-number score ticks over lo..hi, about one every 1.6 lines of text.
    void setScoreStep(int lo, int hi, const QFontMetricsF& fm);
};

// Paints a chart's background, the grid with the scores on the left and xLabel(x) under
// each tick of x, and the two axes: from the chart's palette, so that it reads on light and
// dark desktops alike.
void paintChartFrame(QPainter& p, const QWidget& chart, const ChartAxes& axes, const std::function<QString(double)>& xLabel);
// The colour of a chart's labels and of what it says while empty.
QColor chartLabelColor(const QWidget& chart);
// What an empty chart will show, written in its plot.
void paintChartPlaceholder(QPainter& p, const QWidget& chart, const ChartAxes& axes, const QString& text);

} // namespace morpion::gui
