#include "app/gui/BoardView.h"

#include "app/gui/BoardRenderer.h"
#include "app/gui/Document.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFontInfo>
#include <QFontMetrics>
#include <QKeyEvent>
#include <QMimeData>
#include <QUrl>
#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <limits>

namespace morpion::gui {

namespace {
constexpr double minCell = 3.0;
constexpr double maxCell = 200.0;
constexpr double zoomStep = 1.25;
} // namespace

BoardView::BoardView(Document* doc, QWidget* parent) : QWidget(parent), doc_(doc), style_(BoardStyle::named(paletteName_))
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAcceptDrops(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(200, 150);
    connect(doc_, &Document::gridChanged, this, &BoardView::gridChanged);
    // A new grid is shown whole; moves played by hand keep the zoom the user chose.
    connect(doc_, &Document::gridReplaced, this, &BoardView::fitGrid);
    connect(doc_, &Document::currentLayerChanged, this, [this] {
        rebuildScene();
        update();
    });
    gridChanged();
}

void BoardView::setOptions(const ViewOptions& options)
{
    const int replay = options_.replayMoves;
    options_ = options;
    options_.replayMoves = replay;
    rebuildScene();
    update();
}

void BoardView::setPaletteName(const QString& name)
{
    paletteName_ = name;
    style_ = BoardStyle::named(name);
    update();
}

void BoardView::setReplay(int moves)
{
    options_.replayMoves = moves;
    rebuildScene();
    update();
}

void BoardView::setHintsShown(bool on)
{
    hints_ = on;
    rebuildScene();
    update();
}

void BoardView::setSelectedMove(const std::optional<Move>& move)
{
    selected_ = move;
    scene_.selected = move;
    updateFocus();
    update();
}

int BoardView::hoveredMoveIndex() const
{
    return hoverPoint_ ? doc_->moveAtPoint(*hoverPoint_) : -1;
}

void BoardView::setComparison(const std::optional<BoardScene::Comparison>& comparison)
{
    comparison_ = comparison;
    rebuildScene();
    update();
}

// The move under the pointer, else the picked one: its cones are drawn and counted.
void BoardView::updateFocus()
{
    int index = hoveredMoveIndex();
    if (index < 0 && selected_)
        for (std::size_t i = 0; i < doc_->moves().size() && index < 0; ++i)
            if (doc_->moves()[i] == *selected_)
                index = static_cast<int>(i);
    if (comparison_ || regionStart_ || options_.replayMoves >= 1)
        index = -1;
    scene_.setFocus(*doc_, index);
    if (index != focusIndex_ || index >= 0)
        emit dependenciesShown(index >= 0, static_cast<int>(scene_.needs.size()), static_cast<int>(scene_.neededBy.size()));
    focusIndex_ = index;
}

QPoint BoardView::widgetPosition(Point p) const
{
    return geometry_.map(p).toPoint();
}

std::optional<Move> BoardView::previewMove() const
{
    if (cancelled_ || choices_.empty())
        return std::nullopt;
    return choices_[static_cast<std::size_t>(choiceIndex_)];
}

void BoardView::gridChanged()
{
    // Bounds of the grid at every layer, so that stepping layers never moves the picture.
    BoardScene all = BoardScene::fromDocument(*doc_, ViewOptions{false, true, false, false});
    QRectF bounds = BoardRenderer::bounds(all);
    const int n = lineLength(doc_->variant());
    for (const Layer& layer : doc_->layering().layers)
        for (const auto* list : {&layer.candidates, &layer.taboo})
            for (const Move& m : *list)
                for (const Point p : {m.line.at(0), m.line.at(n - 1)})
                    bounds |= QRectF(p.x - 1.0, p.y - 1.0, 2.0, 2.0);
    gridBounds_ = bounds;
    if (fitting_)
        fitGrid();
    rebuildScene();
    if (hoverPoint_)
        updateHover(lastPos_);
    update();
}

void BoardView::rebuildScene()
{
    scene_ = BoardScene::fromDocument(*doc_, options_);
    scene_.selected = selected_;
    if (hints_)
        scene_.hints = doc_->legalMoves();
    scene_.preview = previewMove();
    scene_.comparison = comparison_;
    updateFocus();
}

void BoardView::fitGrid()
{
    fitting_ = true;
    const QRectF target = QRectF(rect()).adjusted(8, 8, -8, -8);
    if (target.width() > 0 && target.height() > 0)
        geometry_ = BoardGeometry::fit(gridBounds_, target);
    geometry_.cell = std::clamp(geometry_.cell, minCell, maxCell);
    emit zoomChanged(geometry_.cell);
    update();
}

void BoardView::setCellSize(double cell)
{
    cell = std::clamp(cell, minCell, maxCell);
    const QPointF centre = QRectF(rect()).center();
    const QPointF l = geometry_.toLattice(centre);
    geometry_.cell = cell;
    geometry_.origin = centre - l * cell;
    fitting_ = false;
    emit zoomChanged(cell);
    update();
}

void BoardView::zoomAt(double factor, const QPointF& anchor)
{
    const double cell = std::clamp(geometry_.cell * factor, minCell, maxCell);
    const QPointF l = geometry_.toLattice(anchor);
    geometry_.cell = cell;
    geometry_.origin = anchor - l * cell;
    fitting_ = false;
    emit zoomChanged(cell);
    update();
}

void BoardView::zoomIn()
{
    zoomAt(zoomStep, QRectF(rect()).center());
}

void BoardView::zoomOut()
{
    zoomAt(1.0 / zoomStep, QRectF(rect()).center());
}

void BoardView::cycleChoice(int step)
{
    if (choices_.size() < 2)
        return;
    const int n = static_cast<int>(choices_.size());
    choiceIndex_ = ((choiceIndex_ + step) % n + n) % n;
    choiceLocked_ = true;
    cancelled_ = false;
    scene_.preview = previewMove();
    update();
}

void BoardView::cancelChoice()
{
    cancelled_ = true;
    scene_.preview.reset();
    update();
}

void BoardView::clearHover()
{
    hoverPoint_.reset();
    choices_.clear();
    choiceIndex_ = 0;
    choiceLocked_ = false;
    cancelled_ = false;
    scene_.preview.reset();
}

void BoardView::updateHover(const QPointF& pos)
{
    lastPos_ = pos;
    const Point p = geometry_.nearestPoint(pos);
    if (!hoverPoint_ || *hoverPoint_ != p) {
        clearHover();
        hoverPoint_ = p;
        // No hand play over a comparison: a click there must not change the grid.
        for (const Move& m : doc_->legalMoves())
            if (m.point == p && !comparison_)
                choices_.push_back(m);
        emit pointerMoved(true, p.x, p.y);
        updateFocus();
    }
    if (!choiceLocked_)
        chooseByOffset(pos);
    scene_.preview = previewMove();
    update();
}

// The line whose centre lies in the direction the pointer leans from the point.
void BoardView::chooseByOffset(const QPointF& pos)
{
    if (choices_.size() < 2 || !hoverPoint_) {
        choiceIndex_ = 0;
        return;
    }
    const int n = lineLength(doc_->variant());
    const QPointF offset = geometry_.toLattice(pos) - QPointF(hoverPoint_->x, hoverPoint_->y);
    const QPointF target = offset * (n - 1) * 1.2;
    double best = std::numeric_limits<double>::max();
    for (std::size_t i = 0; i < choices_.size(); ++i) {
        const Line& l = choices_[i].line;
        const QPointF centre((l.at(0).x + l.at(n - 1).x) / 2.0 - hoverPoint_->x,
                             (l.at(0).y + l.at(n - 1).y) / 2.0 - hoverPoint_->y);
        const QPointF d = centre - target;
        const double dist = d.x() * d.x() + d.y() * d.y();
        if (dist < best) {
            best = dist;
            choiceIndex_ = static_cast<int>(i);
        }
    }
}

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    BoardRenderer::paint(p, scene_, style_, geometry_, QRectF(rect()));
    if (regionStart_) {
        p.setRenderHint(QPainter::Antialiasing, false);
        QColor fill = style_.taboo;
        fill.setAlpha(40);
        p.setPen(QPen(style_.taboo, 1, Qt::DashLine));
        p.setBrush(fill);
        p.drawRect(QRectF(*regionStart_, regionEnd_).normalized());
    }
    if (scene_.showLegend && (scene_.currentLayer >= 0 || scene_.comparison)) {
        const double font = QFontInfo(QWidget::font()).pixelSize() * 0.95;
        const QSizeF size = BoardRenderer::legendSize(scene_, font);
        if (size.width() + 20 < width() && size.height() + 20 < height())
            BoardRenderer::paintLegend(p, scene_, style_, QPointF(10, height() - size.height() - 10), font);
    }
    // The line picker's instructions, at the top of the view.
    if (choices_.size() > 1 && !cancelled_) {
        const QString text = tr("%1 lines through (%2, %3), showing %4 — Tab or wheel: next line · click: play · Esc: cancel")
                                 .arg(choices_.size())
                                 .arg(hoverPoint_->x)
                                 .arg(hoverPoint_->y)
                                 .arg(choiceIndex_ + 1);
        const QFontMetrics fm(font());
        const QRect box = fm.boundingRect(text).adjusted(-10, -6, 10, 6);
        QRect placed = box;
        placed.moveTopLeft(QPoint((width() - box.width()) / 2, 8));
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        QColor back = style_.preview;
        back.setAlpha(235);
        p.setBrush(back);
        p.drawRoundedRect(placed, 6, 6);
        p.setPen(Qt::white);
        p.drawText(placed, Qt::AlignCenter, text);
    }
}

void BoardView::resizeEvent(QResizeEvent*)
{
    if (fitting_)
        fitGrid();
}

void BoardView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && (event->modifiers() & Qt::ShiftModifier)) {
        regionStart_ = event->position();
        regionEnd_ = event->position();
        updateFocus();
        update();
        return;
    }
    if (event->button() == Qt::LeftButton || event->button() == Qt::MiddleButton) {
        pressed_ = true;
        dragging_ = event->button() == Qt::MiddleButton;
        pressPos_ = event->position();
        pressOrigin_ = geometry_.origin;
        if (dragging_)
            setCursor(Qt::ClosedHandCursor);
    }
}

void BoardView::mouseMoveEvent(QMouseEvent* event)
{
    if (regionStart_) {
        regionEnd_ = event->position();
        update();
        return;
    }
    if (pressed_) {
        const QPointF delta = event->position() - pressPos_;
        if (!dragging_ && delta.manhattanLength() >= QApplication::startDragDistance()) {
            dragging_ = true;
            setCursor(Qt::ClosedHandCursor);
        }
        if (dragging_) {
            geometry_.origin = pressOrigin_ + delta;
            fitting_ = false;
            update();
            return;
        }
    }
    updateHover(event->position());
}

void BoardView::mouseReleaseEvent(QMouseEvent* event)
{
    if (regionStart_ && event->button() == Qt::LeftButton) {
        // The lattice points inside the rectangle: its corners rounded inwards.
        const QRectF r = QRectF(*regionStart_, event->position()).normalized();
        regionStart_.reset();
        update();
        const QPointF a = geometry_.toLattice(r.topLeft()), b = geometry_.toLattice(r.bottomRight());
        const Point lo{static_cast<int>(std::ceil(a.x())), static_cast<int>(std::ceil(a.y()))};
        const Point hi{static_cast<int>(std::floor(b.x())), static_cast<int>(std::floor(b.y()))};
        if (lo.x <= hi.x && lo.y <= hi.y)
            emit regionSelected(lo, hi);
        return;
    }
    const bool click = pressed_ && !dragging_ && event->button() == Qt::LeftButton;
    pressed_ = false;
    if (dragging_) {
        dragging_ = false;
        unsetCursor();
    }
    if (!click)
        return;
    updateHover(event->position());
    if (const auto m = previewMove()) {
        const Point p = m->point;
        if (doc_->play(*m)) {
            // Same point, new board: look again at what is legal there.
            clearHover();
            hoverPoint_ = p;
            for (const Move& c : doc_->legalMoves())
                if (c.point == p)
                    choices_.push_back(c);
            chooseByOffset(event->position());
            scene_.preview = previewMove();
            update();
        }
    }
}

void BoardView::leaveEvent(QEvent*)
{
    clearHover();
    emit pointerMoved(false, 0, 0);
    update();
}

void BoardView::wheelEvent(QWheelEvent* event)
{
    const int delta = event->angleDelta().y() != 0 ? event->angleDelta().y() : event->angleDelta().x();
    if (delta == 0)
        return;
    if (choices_.size() > 1 && !cancelled_ && !(event->modifiers() & Qt::ControlModifier)) {
        cycleChoice(delta < 0 ? 1 : -1);
        event->accept();
        return;
    }
    zoomAt(std::pow(1.0015, delta), event->position());
    event->accept();
}

bool BoardView::event(QEvent* event)
{
    // Tab belongs to the line picker while it is open, not to focus navigation.
    if (event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        if ((key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab) && choices_.size() > 1) {
            cycleChoice(key->key() == Qt::Key_Tab ? 1 : -1);
            return true;
        }
    }
    return QWidget::event(event);
}

void BoardView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape && !choices_.empty() && !cancelled_) {
        cancelChoice();
        return;
    }
    if (event->key() == Qt::Key_Escape && comparison_) {
        setComparison(std::nullopt);
        emit comparisonClosed();
        return;
    }
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        if (const auto m = previewMove()) {
            doc_->play(*m);
            return;
        }
    }
    QWidget::keyPressEvent(event);
}

void BoardView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        setPaletteName(paletteName_);
    QWidget::changeEvent(event);
}

void BoardView::contextMenuEvent(QContextMenuEvent* event)
{
    const int index = doc_->moveAtPoint(geometry_.nearestPoint(event->pos()));
    emit contextMenuRequested(index, event->globalPos());
}

void BoardView::dragEnterEvent(QDragEnterEvent* event)
{
    const QMimeData* mime = event->mimeData();
    const bool file = mime->hasUrls() && !mime->urls().isEmpty() && mime->urls().constFirst().isLocalFile();
    if (file || mime->hasText())
        event->acceptProposedAction();
}

void BoardView::dropEvent(QDropEvent* event)
{
    // A file dragged from a file manager also carries its URL as text: the file wins.
    const QMimeData* mime = event->mimeData();
    if (mime->hasUrls() && !mime->urls().isEmpty() && mime->urls().constFirst().isLocalFile())
        emit fileDropped(mime->urls().constFirst().toLocalFile());
    else
        emit textDropped(mime->text());
    event->acceptProposedAction();
}

} // namespace morpion::gui
