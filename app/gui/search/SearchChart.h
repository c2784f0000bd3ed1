#pragma once

#include "app/gui/common/ChartAxes.h"

#include <QColor>
#include <QPointF>
#include <QWidget>

#include <vector>

namespace morpion::gui {

// The best score of a running search over time: a step line that rises at each new best
// and runs on to the time elapsed, with labelled axes. Painted from the widget's palette
// (and one accent colour), so that it reads on light and dark desktops alike.
class SearchChart : public QWidget {
    Q_OBJECT

public:
    explicit SearchChart(QWidget* parent = nullptr);

    void clear();
    // A new best score, `seconds` after the start.
    void addBest(double seconds, int score);
    // How long the search has run: the line goes on to here.
    void setElapsed(double seconds);
    void setLineColor(const QColor& color);

    // The points as given, (seconds, score).
    const std::vector<QPointF>& points() const { return points_; }
    double elapsed() const { return elapsed_; }

    // Where the score axis' title is written, and the title: across the top left, so that
    // the whole of it shows however short the chart (a rotated title needs the plot's height).
    QRectF scoreTitleRect() const { return axes().title; }
    static QString scoreTitle() { return tr("best score"); }

    QSize sizeHint() const override { return {320, 170}; }
    QSize minimumSizeHint() const override { return {180, 110}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Axes : ChartAxes {
        QRectF title; // the score axis' title, as wide as the text
    };
    Axes axes() const;
    // The best score at `seconds`, or -1 before the first one.
    int bestAt(double seconds) const;

    std::vector<QPointF> points_;
    double elapsed_ = 0;
    QColor line_;
};

} // namespace morpion::gui
