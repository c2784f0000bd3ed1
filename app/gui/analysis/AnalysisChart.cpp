#include "app/gui/analysis/AnalysisChart.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace morpion::gui {

AnalysisChart::AnalysisChart(QWidget* parent)
    : QWidget(parent)
    , line_(0x1f, 0x77, 0xb4)
{
    setAccessibleName(tr("Analysis chart"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
}

void AnalysisChart::setAnalysis(const GameAnalysis& analysis)
{
    analysis_ = analysis;
    marks_ = analysis_.largestLosses(marked);
    if (selected_ > analysis_.moveCount())
        selected_ = 0;
    update();
}

void AnalysisChart::clear()
{
    analysis_ = GameAnalysis();
    marks_.clear();
    selected_ = 0;
    update();
}

void AnalysisChart::setSelectedMove(int move)
{
    selected_ = move;
    update();
}

QString AnalysisChart::markText(int move, int loss, bool proven)
{
    // As the tooltip and the badges say it: a loss, a positive number of moves; ✓ proven.
    return proven ? tr("%1: loss %2 ✓").arg(move).arg(loss) : tr("%1: loss %2").arg(move).arg(loss);
}

void AnalysisChart::setLineColor(const QColor& color)
{
    line_ = color;
    update();
}

ChartAxes AnalysisChart::axes() const
{
    const QFontMetricsF fm(font());
    ChartAxes a;
    const int n = analysis_.moveCount();
    int lo = n, hi = n + 10;
    for (int e : analysis_.bestScores())
        if (e >= 0)
            hi = std::max(hi, e);
    a.placePlot(rect(), fm, hi, fm.height() / 2 + 4, QStringLiteral("000"));
    a.setScoreStep(lo, hi, fm);
    // Room below the played game's line for its label, above the best for the marks'; no
    // score below 0, and an empty chart's scale from 0 to 10.
    const double room = analysis_.searchedPositions() > 0 ? a.yStep / 2 : 0;
    a.yMin = std::max(0.0, std::floor((lo - room) / a.yStep) * a.yStep);
    a.yMax = std::ceil((hi + room) / a.yStep) * a.yStep;
    const int xTicks = std::max(1, static_cast<int>(a.plot.width() / (fm.horizontalAdvance(QStringLiteral("000")) + 18)));
    a.xStep = std::max(1.0, niceStep(std::max(n, 1) / static_cast<double>(xTicks)));
    a.xMax = std::max(a.xStep, std::ceil(std::max(n, 1) / a.xStep) * a.xStep);
    return a;
}

QPointF AnalysisChart::pointOfMove(int move) const
{
    if (move < 1 || move > analysis_.moveCount())
        return {};
    return axes().map(move, std::max(analysis_.best(move - 1), analysis_.moveCount()));
}

int AnalysisChart::moveAt(QPointF point) const
{
    const int n = analysis_.moveCount();
    if (n == 0)
        return 0;
    const ChartAxes a = axes();
    // A marked move within reach of the pointer wins; else the move under it.
    for (int m : marks_) {
        const QPointF top = a.map(m, analysis_.best(m - 1));
        const QPointF bottom = a.map(m, analysis_.best(m));
        if (std::abs(point.x() - top.x()) <= 6 && point.y() >= top.y() - 8 && point.y() <= bottom.y() + 8)
            return m;
    }
    if (!a.plot.adjusted(-4, -4, 4, 4).contains(point))
        return 0;
    const int move = static_cast<int>(std::lround((point.x() - a.plot.left()) / a.plot.width() * a.xMax));
    return std::clamp(move, 1, n);
}

void AnalysisChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const ChartAxes a = axes();
    const int n = analysis_.moveCount();
    paintChartFrame(p, *this, a, [](double x) { return QString::number(static_cast<int>(x)); });

    if (analysis_.searchedPositions() == 0) {
        paintChartPlaceholder(p, *this, a,
                              tr("Analyse Game draws here, move by move, the longest game the search still finds after it."));
        return;
    }

    p.setRenderHint(QPainter::Antialiasing, true);
    const double played = paintPlayedLine(p, a);
    const QPainterPath path = bestPath(a);
    // Where E is exact (the solver visited every game from there), a band under it down
    // to the played game, half a line tall at least: an optimal game's E lies on that line.
    QColor proven = line_;
    proven.setAlpha(60);
    const double leastBand = fontMetrics().height() / 2.0;
    for (int k = 0; k < n; ++k)
        if (analysis_.proven(k)) {
            const QPointF top = a.map(k, analysis_.best(k));
            p.fillRect(QRectF(top, QPointF(a.map(k + 1, 0).x(), std::max(played, top.y() + leastBand))).normalized(), proven);
        }
    p.setPen(QPen(line_, 2, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
    paintLegend(p, a, proven);
    paintMarks(p, a);
}

// The played game: the reference every estimate stands above. Returns its height.
double AnalysisChart::paintPlayedLine(QPainter& p, const ChartAxes& a) const
{
    const QFontMetricsF fm(font());
    const int n = analysis_.moveCount();
    const double played = a.map(0, n).y();
    p.setPen(QPen(chartLabelColor(*this), 1, Qt::DashLine));
    p.drawLine(QPointF(a.plot.left(), played), QPointF(a.plot.right(), played));
    const QString playedText = tr("played: %1").arg(n);
    p.drawText(QRectF(a.plot.left() + 4, played + 1, fm.horizontalAdvance(playedText) + 4, fm.height()), Qt::AlignLeft,
               playedText);
    return played;
}

QPainterPath AnalysisChart::bestPath(const ChartAxes& a) const
{
    const int n = analysis_.moveCount();
    // E(k) as steps: flat from position k to k + 1, then down to E(k + 1); a gap where a
    // position was not searched.
    QPainterPath path;
    bool drawing = false;
    for (int k = 0; k <= n; ++k) {
        const int e = analysis_.best(k);
        if (e < 0) {
            drawing = false;
            continue;
        }
        const QPointF at = a.map(k, e);
        if (!drawing)
            path.moveTo(at);
        else
            path.lineTo(at);
        path.lineTo(a.map(std::min(k + 1, n), e));
        drawing = k < n;
    }
    return path;
}

void AnalysisChart::paintMarks(QPainter& p, const ChartAxes& a) const
{
    const int n = analysis_.moveCount();
    // The move picked, then the largest losses: a mark at the drop and the loss beside it.
    if (selected_ >= 1 && selected_ <= n) {
        QColor band = line_;
        band.setAlpha(50);
        const double x = a.map(selected_, 0).x();
        p.fillRect(QRectF(x - 3, a.plot.top(), 6, a.plot.height()), band);
    }
    const QColor markColor(0xd6, 0x27, 0x28);
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    const QFontMetricsF bm(bold);
    for (int m : marks_) {
        const QPointF top = a.map(m, analysis_.best(m - 1));
        const QPointF bottom = a.map(m, analysis_.best(m));
        p.setPen(QPen(markColor, 3, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(top, bottom);
        p.setPen(Qt::NoPen);
        p.setBrush(markColor);
        p.drawEllipse(top, 3.5, 3.5);
        const QString t = markText(m, *analysis_.loss(m), analysis_.lossProven(m));
        const double w = bm.horizontalAdvance(t);
        const double x = std::clamp(top.x() + 5, a.plot.left(), a.plot.right() - w - 2);
        p.setPen(markColor);
        p.drawText(QRectF(x, top.y() - bm.height() - 2, w + 2, bm.height()), Qt::AlignLeft, t);
    }
}

QStringList AnalysisChart::legendTexts() const
{
    QStringList texts{tr("best game found")};
    if (analysis_.provenCount() > 0)
        texts << tr("proven exact; ✓ a proven loss");
    return texts;
}

void AnalysisChart::paintLegend(QPainter& p, const ChartAxes& a, const QColor& provenBand) const
{
    // At the plot's top right, where E is lowest late in a game and the marks rarely reach.
    const QStringList texts = legendTexts();
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    const QFontMetricsF fm(small);
    double width = 0;
    for (const QString& t : texts)
        width = std::max(width, fm.horizontalAdvance(t));
    const double sample = fm.height() * 1.4;
    const QRectF box(a.plot.right() - width - sample - 14, a.plot.top() + 4, width + sample + 10, texts.size() * fm.height() + 6);
    QColor back = palette().color(QPalette::Base);
    back.setAlpha(220);
    p.setPen(Qt::NoPen);
    p.fillRect(box, back);
    p.setFont(small);
    for (int i = 0; i < texts.size(); ++i) {
        const QRectF row(box.left() + 4, box.top() + 3 + i * fm.height(), box.width() - 8, fm.height());
        const QRectF swatch(row.left(), row.top() + 2, sample - 4, row.height() - 4);
        if (i == 0) {
            p.setPen(QPen(line_, 2));
            p.drawLine(QPointF(swatch.left(), swatch.center().y()), QPointF(swatch.right(), swatch.center().y()));
        } else {
            p.fillRect(swatch, provenBand);
            p.setPen(QPen(line_, 2));
            p.drawLine(swatch.topLeft(), swatch.topRight());
        }
        p.setPen(chartLabelColor(*this));
        p.drawText(row.adjusted(sample, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, texts[i]);
    }
}

void AnalysisChart::mousePressEvent(QMouseEvent* event)
{
    const int move = event->button() == Qt::LeftButton ? moveAt(event->position()) : 0;
    if (move > 0) {
        setSelectedMove(move);
        emit moveClicked(move);
    }
    QWidget::mousePressEvent(event);
}

bool AnalysisChart::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int m = moveAt(help->pos());
        const auto loss = m > 0 ? analysis_.loss(m) : std::nullopt;
        if (loss)
            QToolTip::showText(help->globalPos(),
                               (analysis_.lossProven(m) ? tr("Move %1: proven best before %2, after %3, loss %4 exactly")
                                                        : tr("Move %1: best found before %2, after %3, loss %4"))
                                   .arg(m)
                                   .arg(analysis_.best(m - 1))
                                   .arg(analysis_.best(m))
                                   .arg(*loss),
                               this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace morpion::gui
