// The board's hand play: the pointer and the keyboard cursor, the line picked where several
// are legal through a point, and the mouse and keys that drive them (BoardView.h says how).

#include "app/gui/board/BoardView.h"

#include "app/gui/board/BoardDescription.h"
#include "app/gui/document/Document.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <limits>

namespace morpion::gui {

std::optional<Point> BoardView::cursorPoint() const
{
    return keyboard_ ? hoverPoint_ : std::nullopt;
}

void BoardView::setCursorPoint(Point p)
{
    keyboard_ = true;
    hoverPoint(p);
    scene_.preview = previewMove();
    scene_.cursor = p;
    updateAccessibleText();
    update();
}

int BoardView::hoveredMoveIndex() const
{
    return hoverPoint_ ? doc_->moveAtPoint(*hoverPoint_) : -1;
}

std::optional<Move> BoardView::previewMove() const
{
    if (cancelled_ || choices_.empty())
        return std::nullopt;
    return choices_[static_cast<std::size_t>(choiceIndex_)];
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
    updateAccessibleText();
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

void BoardView::hoverPoint(Point p)
{
    if (hoverPoint_ && *hoverPoint_ == p)
        return;
    clearHover();
    hoverPoint_ = p;
    // No hand play over a comparison: a click there must not change the grid.
    if (!comparison_)
        for (const Move& m : doc_->legalMoves())
            if (m.point == p)
                choices_.push_back(m);
    emit pointerMoved(true, p.x, p.y);
    updateFocus();
}

void BoardView::updateHover(const QPointF& pos)
{
    lastPos_ = pos;
    hoverPoint(geometry_.nearestPoint(pos));
    if (!choiceLocked_)
        chooseByOffset(pos);
    scene_.preview = previewMove();
    update();
}

void BoardView::playPreview()
{
    const auto m = previewMove();
    if (!m) {
        if (keyboard_ && hoverPoint_)
            emit message(BoardDescription::point(*hoverPoint_, choices_, 0));
        return;
    }
    // The document's change signal looks again at what is legal under the pointer.
    doc_->play(*m);
}

void BoardView::moveCursor(int dx, int dy, bool toPlayable)
{
    Point p = *hoverPoint_;
    if (!toPlayable) {
        p.x = std::clamp(p.x + dx, static_cast<int>(std::floor(gridBounds_.left())),
                         static_cast<int>(std::ceil(gridBounds_.right())));
        p.y = std::clamp(p.y + dy, static_cast<int>(std::floor(gridBounds_.top())),
                         static_cast<int>(std::ceil(gridBounds_.bottom())));
    } else {
        // The nearest playable point within 45 degrees of the arrow's direction.
        std::optional<Point> best;
        int bestScore = std::numeric_limits<int>::max();
        for (const Move& m : doc_->legalMoves()) {
            const int vx = m.point.x - p.x, vy = m.point.y - p.y;
            const int along = vx * dx + vy * dy, across = std::abs(vx * dy - vy * dx);
            if (along <= 0 || across > along)
                continue;
            if (along + 2 * across < bestScore) {
                bestScore = along + 2 * across;
                best = m.point;
            }
        }
        if (!best) {
            emit message(tr("No playable point further in that direction."));
            return;
        }
        p = *best;
    }
    hoverPoint(p);
    // Keep the cursor in sight.
    const QPointF at = geometry_.map(p);
    const QRectF inside = QRectF(rect()).adjusted(geometry_.cell, geometry_.cell, -geometry_.cell, -geometry_.cell);
    if (!inside.contains(at)) {
        geometry_.origin += QPointF(at.x() < inside.left()    ? inside.left() - at.x()
                                    : at.x() > inside.right() ? inside.right() - at.x()
                                                              : 0.0,
                                    at.y() < inside.top()      ? inside.top() - at.y()
                                    : at.y() > inside.bottom() ? inside.bottom() - at.y()
                                                               : 0.0);
        fitting_ = false;
    }
    scene_.preview = previewMove();
    scene_.cursor = p;
    updateAccessibleText();
    update();
}

void BoardView::endKeyboardPlay()
{
    keyboard_ = false;
    clearHover();
    emit pointerMoved(false, 0, 0);
    updateFocus();
    scene_.cursor.reset();
    updateAccessibleText();
    emit message(tr("Keyboard play ended. Enter starts it again; ←/→ step layers."));
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

void BoardView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && legendRect_.contains(event->position())) {
        setLegendCollapsed(!legendFolded());
        return;
    }
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
    // The mouse takes over from the keyboard cursor once it really moves.
    if (keyboard_) {
        if ((event->position() - lastPos_).manhattanLength() < 3)
            return;
        keyboard_ = false;
        scene_.cursor.reset();
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
        if (lo.x <= hi.x && lo.y <= hi.y) {
            setSelectedRegion(std::pair(lo, hi));
            emit regionSelected(lo, hi);
        }
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
    keyboard_ = false;
    updateHover(event->position());
    playPreview();
}

void BoardView::leaveEvent(QEvent*)
{
    if (keyboard_)
        return;
    clearHover();
    emit pointerMoved(false, 0, 0);
    updateFocus();
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
    // Esc ends keyboard play or the line picker first, before the window's Esc (End
    // Comparison) sees it.
    if (event->type() == QEvent::ShortcutOverride && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape &&
        (keyboard_ || (!choices_.empty() && !cancelled_))) {
        event->accept();
        return true;
    }
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

bool BoardView::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::KeyPress && watched != this && watched->isWidgetType() && choices_.size() > 1 && !cancelled_ &&
        !keyboard_ && underMouse() && static_cast<QWidget*>(watched)->window() == window()) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab) {
            cycleChoice(key->key() == Qt::Key_Tab ? 1 : -1);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void BoardView::keyPressEvent(QKeyEvent* event)
{
    const int key = event->key();
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    const bool horizontal = key == Qt::Key_Left || key == Qt::Key_Right;
    const bool arrow = horizontal || key == Qt::Key_Up || key == Qt::Key_Down;
    // Layers: ←/→ when the keyboard cursor is not on the board (Ctrl+←/→ are the layer
    // bar's shortcuts, from anywhere).
    if (horizontal && !keyboard_ && mods == Qt::NoModifier) {
        doc_->setCurrentLayer(doc_->currentLayer() + (key == Qt::Key_Right ? 1 : -1));
        return;
    }
    if (keyboard_ && arrow && (mods == Qt::NoModifier || mods == Qt::ShiftModifier)) {
        const int dx = key == Qt::Key_Left ? -1 : key == Qt::Key_Right ? 1 : 0;
        const int dy = key == Qt::Key_Up ? -1 : key == Qt::Key_Down ? 1 : 0;
        moveCursor(dx, dy, mods == Qt::ShiftModifier);
        return;
    }
    if ((key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space) && mods == Qt::NoModifier) {
        if (!keyboard_) {
            // Start where the eye already is: the point under the pointer, the last move,
            // the first legal move, or the middle of the cross.
            Point start{crossWidth(doc_->variant()) / 2, crossWidth(doc_->variant()) / 2};
            if (hoverPoint_)
                start = *hoverPoint_;
            else if (!doc_->moves().empty())
                start = doc_->moves().back().point;
            else if (!doc_->legalMoves().empty())
                start = doc_->legalMoves().front().point;
            setCursorPoint(start);
            emit message(tr("Keyboard play: arrows move, Shift+arrows jump to a playable point, Enter plays, "
                            "Tab: next line, Esc: end. Ctrl+←/→, PgUp/PgDn: layers."));
            return;
        }
        playPreview();
        return;
    }
    if (key == Qt::Key_Escape) {
        if (keyboard_) {
            endKeyboardPlay();
            return;
        }
        if (!choices_.empty() && !cancelled_) {
            cancelChoice();
            return;
        }
        if (comparison_) {
            // Its message goes first, so that the grid fits the whole board again.
            emit comparisonClosed();
            setComparison(std::nullopt);
            return;
        }
        if (region_) {
            setSelectedRegion(std::nullopt);
            return;
        }
    }
    QWidget::keyPressEvent(event);
}

void BoardView::focusInEvent(QFocusEvent* event)
{
    if (!keyboard_)
        emit hint(tr("Board: ←/→ step layers, Enter plays with the keyboard."));
    update(); // the focus ring
    QWidget::focusInEvent(event);
}

void BoardView::focusOutEvent(QFocusEvent* event)
{
    update();
    QWidget::focusOutEvent(event);
}

void BoardView::contextMenuEvent(QContextMenuEvent* event)
{
    const int index = doc_->moveAtPoint(geometry_.nearestPoint(event->pos()));
    emit contextMenuRequested(index, geometry_.nearestPoint(event->pos()), event->globalPos());
}

} // namespace morpion::gui
