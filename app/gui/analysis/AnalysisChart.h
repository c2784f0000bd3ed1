#pragma once

#include "app/gui/common/ChartAxes.h"
#include "core/codes/GameAnalysis.h"

#include <QColor>
#include <QPointF>
#include <QStringList>
#include <QWidget>

#include <vector>

class QPainter;
class QPainterPath;

namespace morpion::gui {

// A game's analysis as a chart: for each move number k, E(k), the longest game the search
// still found after the first k moves (a line that never rises), over the played game's
// score (the reference line, dashed); the largest losses are marked where the line drops.
// Where the solver proved E exact a band fills under the line, and a proven loss's mark
// carries a check mark; a small legend says so.
// Hovering names a move, clicking picks it (moveClicked). Painted from the palette and one
// accent colour, so that it reads on light and dark desktops alike.
class AnalysisChart : public QWidget {
    Q_OBJECT

public:
    // How many of the largest losses are marked.
    static constexpr int marked = 5;

    explicit AnalysisChart(QWidget* parent = nullptr);

    void setAnalysis(const GameAnalysis& analysis);
    void clear();
    const GameAnalysis& analysis() const { return analysis_; }
    // The moves marked (the largest losses, the largest first).
    const std::vector<int>& markedMoves() const { return marks_; }
    // The move picked (1..n), 0 for none.
    void setSelectedMove(int move);
    int selectedMove() const { return selected_; }
    void setLineColor(const QColor& color);
    // What the chart writes beside a marked move: its loss as the tooltip and the badges
    // say it ("12: loss 3").
    static QString markText(int move, int loss, bool proven = false);

    // The move whose drop is nearest to a point of the widget (0 for none), and where a
    // move's drop is drawn (its top, at E(move - 1)): what clicks and tests use.
    int moveAt(QPointF point) const;
    QPointF pointOfMove(int move) const;
    // The plot and its scales as drawn now.
    ChartAxes axes() const;

    // The legend's lines: the line, and the band of proven positions when there are some.
    QStringList legendTexts() const;

    QSize sizeHint() const override { return {320, 180}; }
    QSize minimumSizeHint() const override { return {180, 110}; }

signals:
    void moveClicked(int move);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    double paintPlayedLine(QPainter& p, const ChartAxes& a) const;
    QPainterPath bestPath(const ChartAxes& a) const;
    void paintMarks(QPainter& p, const ChartAxes& a) const;
    void paintLegend(QPainter& p, const ChartAxes& a, const QColor& provenBand) const;

    GameAnalysis analysis_;
    std::vector<int> marks_;
    int selected_ = 0;
    QColor line_;
};

} // namespace morpion::gui
