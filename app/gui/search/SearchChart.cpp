#include "app/gui/search/SearchChart.h"

#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace morpion::gui {

namespace {

// Steps that fall on round times: tenths, seconds, then minutes and hours.
double niceTimeStep(double raw)
{
    static constexpr double steps[] = {0.1, 0.2, 0.5, 1,    2,    5,    10,    15,    30,    60,   120,
                                       300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400};
    for (const double s : steps)
        if (s >= raw)
            return s;
    return niceStep(raw / 86400) * 86400;
}

QString timeLabel(double seconds, double step)
{
    if (step >= 3600 && std::fmod(step, 3600) == 0)
        return SearchChart::tr("%1 h").arg(std::lround(seconds / 3600));
    if (step >= 60 && std::fmod(step, 60) == 0)
        return SearchChart::tr("%1 min").arg(std::lround(seconds / 60));
    if (step < 1)
        return SearchChart::tr("%1 s").arg(QLocale().toString(seconds, 'f', 1));
    return SearchChart::tr("%1 s").arg(std::lround(seconds));
}

} // namespace

SearchChart::SearchChart(QWidget* parent)
    : QWidget(parent)
    , line_(0xe0, 0x5a, 0x00)
{
    setAccessibleName(tr("Best score over time"));
    setToolTip(tr("The best score found so far, over the time the search has run"));
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void SearchChart::clear()
{
    points_.clear();
    elapsed_ = 0;
    update();
}

void SearchChart::addBest(double seconds, int score)
{
    points_.emplace_back(seconds, score);
    elapsed_ = std::max(elapsed_, seconds);
    update();
}

void SearchChart::setElapsed(double seconds)
{
    elapsed_ = std::max(seconds, 0.0);
    update();
}

void SearchChart::setLineColor(const QColor& color)
{
    line_ = color;
    update();
}

SearchChart::Axes SearchChart::axes() const
{
    const QFontMetricsF fm(font());
    Axes a;
    int lo = 0, hi = 10;
    if (!points_.empty()) {
        lo = hi = static_cast<int>(points_.front().y());
        for (const QPointF& p : points_) {
            lo = std::min(lo, static_cast<int>(p.y()));
            hi = std::max(hi, static_cast<int>(p.y()));
        }
        // The first games of a search score low and the climb from them is quick: keep the
        // scale for the scores near the best (lower points sit on the bottom edge).
        lo = std::max(lo, hi - std::max(20, hi * 2 / 5));
    }
    // The score axis' title on the first line, room on the left for the widest score (whose
    // top label stands half a line above the plot), below for the times.
    a.title = QRectF(2, 0, std::min(fm.horizontalAdvance(scoreTitle()) + 1, width() - 4.0), fm.height());
    a.placePlot(rect(), fm, hi, fm.height() * 1.5 + 4, QStringLiteral("00 s"));
    a.setScoreStep(lo, hi, fm);
    a.yMin = std::floor(lo / a.yStep) * a.yStep;
    // Headroom above the best score, for its label.
    a.yMax = std::floor(hi / a.yStep) * a.yStep + a.yStep;

    double seconds = std::max(elapsed_, 1.0);
    if (!points_.empty())
        seconds = std::max(seconds, points_.back().x());
    const int xTicks = std::max(1, static_cast<int>(a.plot.width() / (fm.horizontalAdvance(QStringLiteral("00 min")) + 18)));
    a.xStep = niceTimeStep(seconds / xTicks);
    // A line that ends a hair past a tick (3.004 s) does not get a whole step more.
    a.xMax = std::max(a.xStep, std::ceil(seconds / a.xStep - 0.02) * a.xStep);
    return a;
}

int SearchChart::bestAt(double seconds) const
{
    int best = -1;
    for (const QPointF& p : points_)
        if (p.x() <= seconds)
            best = static_cast<int>(p.y());
    return best;
}

void SearchChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const Axes a = axes();
    const QFontMetricsF fm(font());
    paintChartFrame(p, *this, a, [&a](double x) { return timeLabel(x, a.xStep); });
    // The score axis' title along it.
    const QColor text = palette().color(QPalette::Text);
    const QColor label = chartLabelColor(*this);
    p.setPen(label);
    p.drawText(a.title, Qt::AlignLeft | Qt::AlignVCenter, fm.elidedText(scoreTitle(), Qt::ElideRight, a.title.width()));

    if (points_.empty()) {
        paintChartPlaceholder(p, *this, a, tr("The best score over time is drawn here while a search runs."));
        return;
    }

    // The step line: flat until the next best, then up; on to the time elapsed.
    const double end = std::max(elapsed_, points_.back().x());
    QPainterPath path(a.map(points_.front().x(), points_.front().y()));
    for (std::size_t i = 1; i < points_.size(); ++i) {
        path.lineTo(a.map(points_[i].x(), points_[i - 1].y()));
        path.lineTo(a.map(points_[i].x(), points_[i].y()));
    }
    path.lineTo(a.map(end, points_.back().y()));
    QPainterPath area = path;
    area.lineTo(a.map(end, a.yMin));
    area.lineTo(a.map(points_.front().x(), a.yMin));
    area.closeSubpath();
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setClipRect(a.plot.adjusted(-3, -3, 3, 1));
    QColor fill = line_;
    fill.setAlpha(45);
    p.fillPath(area, fill);
    p.setPen(QPen(line_, 2, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
    p.setPen(Qt::NoPen);
    p.setBrush(line_);
    for (const QPointF& point : points_)
        p.drawEllipse(a.map(point.x(), point.y()), 2.5, 2.5);
    p.setClipping(false);

    // The best score at the end of the line.
    const QPointF last = a.map(end, points_.back().y());
    const QString best = QString::number(static_cast<int>(points_.back().y()));
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    const double w = QFontMetricsF(bold).horizontalAdvance(best);
    p.setPen(text);
    double x = std::clamp(last.x() - w - 4, a.plot.left() + 2, a.plot.right() - w - 2);
    const QRectF at(x - 2, last.y() - fm.height() - 2, w + 8, fm.height());
    // Beside the axis' title rather than over it, early in a search.
    if (at.intersects(a.title))
        x = std::min(a.title.right() + 6, a.plot.right() - w - 2);
    p.drawText(QRectF(x - 2, at.top(), w + 8, fm.height()), Qt::AlignCenter, best);
}

bool SearchChart::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip && !points_.empty()) {
        auto* help = static_cast<QHelpEvent*>(event);
        const Axes a = axes();
        const double seconds = (help->pos().x() - a.plot.left()) / a.plot.width() * a.xMax;
        const int best = bestAt(seconds);
        if (a.plot.contains(help->pos()) && seconds <= std::max(elapsed_, points_.back().x()) && best >= 0)
            QToolTip::showText(help->globalPos(), tr("Best %1 at %2 s").arg(best).arg(QLocale().toString(seconds, 'f', 1)), this);
        else
            QToolTip::showText(help->globalPos(), toolTip(), this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace morpion::gui
