#include "app/gui/board/BoardView.h"

#include "app/gui/board/BoardDescription.h"
#include "app/gui/common/AppPalette.h"
#include "app/gui/common/Setting.h"
#include "app/gui/document/Document.h"
#include "app/paint/BoardFit.h"
#include "app/paint/BoardRenderer.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QFontInfo>
#include <QFontMetrics>
#include <QKeyEvent>
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
constexpr double legendMargin = 10.0;
const Setting<bool> legendCollapsedSetting{"View/legendCollapsed", false};
} // namespace

BoardView::BoardView(Document* doc, QWidget* parent)
    : QWidget(parent)
    , doc_(doc)
    , style_(AppPalette::boardStyle(paletteName_))
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    legendCollapsed_ = legendCollapsedSetting.value();
    qApp->installEventFilter(this);
    setMinimumSize(200, 150);
    connect(doc_, &Document::gridChanged, this, &BoardView::gridChanged);
    // A new grid is shown whole; moves played by hand keep the zoom the user chose.
    connect(doc_, &Document::gridReplaced, this, &BoardView::fitGrid);
    // A region belongs to the grid it was dragged on (the search's Load best puts it back).
    connect(doc_, &Document::gridReplaced, this, [this] { setSelectedRegion(std::nullopt); });
    connect(doc_, &Document::currentLayerChanged, this, [this] {
        rebuildScene();
        update();
    });
    gridChanged();
}

void BoardView::setOptions(const paint::ViewOptions& options)
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
    style_ = AppPalette::boardStyle(name);
    update();
}

void BoardView::setReplay(int moves)
{
    options_.replayMoves = moves;
    rebuildScene();
    update();
}

void BoardView::setLegendCollapsed(bool collapsed)
{
    legendCollapsed_ = collapsed;
    legendOpened_ = !collapsed;
    legendCollapsedSetting.setValue(collapsed);
    if (fitting_)
        fitGrid();
    update();
}

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

void BoardView::setComparison(const std::optional<paint::BoardScene::Comparison>& comparison)
{
    const bool starting = comparison && !comparison_;
    comparison_ = comparison;
    // Fit zoom shows both grids (a comparison starts there), and the open one alone again
    // afterwards.
    updateShownBounds();
    rebuildScene();
    if (fitting_ || starting)
        fitGrid();
    update();
}

QLineF BoardView::lineShape(const Move& m) const
{
    const int n = lineLength(doc_->variant());
    return {QPointF(m.line.at(0).x, m.line.at(0).y), QPointF(m.line.at(n - 1).x, m.line.at(n - 1).y)};
}

void BoardView::updateShownBounds()
{
    gridShapes_ = docShapes_;
    if (comparison_)
        for (const auto* list : {&comparison_->common, &comparison_->onlyHere, &comparison_->onlyThere})
            for (const Move& m : *list)
                gridShapes_.push_back(lineShape(m));
    QRectF bounds = docBounds_;
    // The selected region stays in view when what it held is gone.
    if (region_)
        bounds |= QRectF(QPointF(region_->first.x - 1.0, region_->first.y - 1.0),
                         QPointF(region_->second.x + 1.0, region_->second.y + 1.0));
    for (const QLineF& l : gridShapes_)
        for (const QPointF p : {l.p1(), l.p2()})
            bounds |= QRectF(p.x() - 1.0, p.y() - 1.0, 2.0, 2.0);
    gridBounds_ = bounds;
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
    scene_.setFocus(doc_->moves(), doc_->dependencies(), index);
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

void BoardView::setSelectedRegion(const std::optional<std::pair<Point, Point>>& region)
{
    if (region == region_)
        return;
    region_ = region;
    updateShownBounds();
    if (fitting_)
        fitGrid();
    update();
    emit selectedRegionChanged();
}

void BoardView::gridChanged()
{
    // Bounds of the grid at every layer, so that stepping layers never moves the picture,
    // and its shapes, which the legend must not cover at fit zoom.
    paint::BoardScene all = doc_->scene(paint::ViewOptions{false, true, false, false});
    docShapes_.clear();
    for (const Point p : all.cross)
        docShapes_.emplace_back(p.x, p.y, p.x, p.y);
    for (const auto& item : all.items)
        docShapes_.push_back(lineShape(item.move));
    for (const Layer& layer : doc_->layering().layers)
        for (const auto* list : {&layer.candidates, &layer.taboo})
            for (const Move& m : *list)
                docShapes_.push_back(lineShape(m));
    for (const Move& m : doc_->legalMoves())
        docShapes_.push_back(lineShape(m));
    docBounds_ = paint::BoardRenderer::bounds(all);
    updateShownBounds();
    rebuildScene();
    if (fitting_)
        fitGrid();
    // Same point, new board: look again at what is legal there.
    if (hoverPoint_) {
        const Point p = *hoverPoint_;
        const bool keyboard = keyboard_;
        clearHover();
        hoverPoint(p);
        if (!keyboard)
            chooseByOffset(lastPos_);
        scene_.preview = previewMove();
        scene_.cursor = cursorPoint();
        updateAccessibleText();
    }
    update();
}

void BoardView::rebuildScene()
{
    paint::ViewOptions o = options_;
    o.handPlay = true;
    scene_ = doc_->scene(o);
    scene_.selected = selected_;
    if (hints_)
        scene_.hints = doc_->legalMoves();
    scene_.preview = previewMove();
    scene_.comparison = comparison_;
    updateFocus();
    scene_.cursor = cursorPoint();
    updateAccessibleText();
}

double BoardView::legendFont() const
{
    return QFontInfo(QWidget::font()).pixelSize() * 0.95;
}

// The space the legend takes at the bottom-left: its largest size at any layer, or the
// collapsed title, or nothing.
QSizeF BoardView::legendBox(bool folded) const
{
    if (!options_.showLegend)
        return {};
    const double font = legendFont();
    if (folded) {
        QFont f;
        f.setPixelSize(static_cast<int>(std::lround(font)));
        const QFontMetricsF fm(f);
        return {fm.horizontalAdvance(tr("Legend") + QStringLiteral("  \u25b8")) + font * 1.4, fm.height() + font};
    }
    return paint::BoardRenderer::legendBound(scene_, font);
}

void BoardView::updateAccessibleText()
{
    QString description = BoardDescription::state(*doc_, scene_);
    if (keyboard_ && hoverPoint_) {
        const QString at = BoardDescription::point(*hoverPoint_, choices_, choiceIndex_);
        setAccessibleName(tr("Board, cursor at %1").arg(at));
        description += QLatin1Char(' ') + tr("Cursor at %1").arg(at);
    } else {
        setAccessibleName(tr("Board"));
        description += QLatin1Char(' ') + tr("Enter: play with the keyboard. Left and right arrows: previous and next layer.");
    }
    setAccessibleDescription(description);
}

void BoardView::fitGrid()
{
    fitting_ = true;
    const QRectF target = QRectF(rect()).adjusted(8, 8, -8, -8);
    fitInto(target);
    // A fit made while a message floats over the top of the board puts the grid below it
    // when it would reach under it (a message over empty board changes nothing).
    const QRectF below = target.adjusted(0, topInset_, 0, 0);
    if (topInset_ > 0 && below.height() > target.height() / 2 && geometry_.map(0.0, gridBounds_.top()).y() < topInset_)
        fitInto(below);
    geometry_.cell = std::clamp(geometry_.cell, minCell, maxCell);
    emit zoomChanged(geometry_.cell);
    update();
}

void BoardView::fitInto(const QRectF& target)
{
    if (target.width() <= 0 || target.height() <= 0)
        return;
    geometry_ =
        paint::BoardFit::fit(gridBounds_, gridShapes_, target, legendBox(legendCollapsed_), legendMargin - 8, &legendCorner_);
    // Where the legend would cost the grid much of its size, it folds to its title
    // until it is clicked open.
    legendFolded_ = false;
    if (!legendCollapsed_ && !legendOpened_ && options_.showLegend &&
        geometry_.cell < 0.8 * paint::BoardGeometry::fit(gridBounds_, target).cell) {
        legendFolded_ = true;
        geometry_ = paint::BoardFit::fit(gridBounds_, gridShapes_, target, legendBox(true), legendMargin - 8, &legendCorner_);
    }
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

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    paint::BoardRenderer::paint(p, scene_, style_, geometry_, QRectF(rect()));
    if (region_ && !regionStart_) {
        // The selected region: the cells' outline around its points.
        const double half = geometry_.cell / 2;
        const QPointF a = geometry_.map(region_->first);
        const QPointF b = geometry_.map(region_->second);
        p.setRenderHint(QPainter::Antialiasing, false);
        p.setPen(QPen(style_.taboo, 1.5, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(a, b).normalized().adjusted(-half, -half, half, half));
    }
    if (regionStart_) {
        p.setRenderHint(QPainter::Antialiasing, false);
        QColor fill = style_.taboo;
        fill.setAlpha(40);
        p.setPen(QPen(style_.taboo, 1, Qt::DashLine));
        p.setBrush(fill);
        p.drawRect(QRectF(*regionStart_, regionEnd_).normalized());
    }
    legendRect_ = QRectF();
    if (scene_.showLegend && (scene_.currentLayer >= 0 || scene_.playing || scene_.comparison)) {
        const double font = legendFont();
        p.setRenderHint(QPainter::Antialiasing);
        if (legendFolded()) {
            // Only the title, a tab to click open.
            legendRect_ = paint::BoardFit::legendRect(QRectF(rect()), legendBox(true), legendMargin, legendCorner_);
            p.setPen(QPen(style_.ghost, 1));
            p.setBrush(style_.legendBack);
            p.drawRoundedRect(legendRect_, font * 0.4, font * 0.4);
            QFont f;
            f.setPixelSize(static_cast<int>(std::lround(font)));
            p.setFont(f);
            p.setPen(style_.legendText);
            p.drawText(legendRect_, Qt::AlignCenter, tr("Legend") + QStringLiteral("  \u25b8"));
        } else {
            const QSizeF size = paint::BoardRenderer::legendSize(scene_, font);
            if (size.width() + 2 * legendMargin < width() && size.height() + 2 * legendMargin < height()) {
                legendRect_ = paint::BoardFit::legendRect(QRectF(rect()), size, legendMargin, legendCorner_);
                paint::BoardRenderer::paintLegend(p, scene_, style_, legendRect_.topLeft(), font);
                // A mark that the legend folds away when clicked.
                QFont f;
                f.setPixelSize(static_cast<int>(std::lround(font)));
                p.setFont(f);
                p.setPen(style_.legendText);
                p.drawText(legendRect_.adjusted(0, font * 0.2, -font * 0.5, 0), Qt::AlignRight | Qt::AlignTop,
                           QStringLiteral("\u25be"));
            }
        }
    }
    // The line picker's instructions, at the top of the view (below a message shown there).
    if (choices_.size() > 1 && !cancelled_) {
        const QString keys = keyboard_ ? tr("Tab: next line · Enter: play · Esc: end keyboard play")
                                       : tr("Tab or wheel: next line · click: play · Esc: cancel");
        const QString text = tr("%1 lines through (%2, %3), showing %4 — %5")
                                 .arg(choices_.size())
                                 .arg(hoverPoint_->x)
                                 .arg(hoverPoint_->y)
                                 .arg(choiceIndex_ + 1)
                                 .arg(keys);
        const QFontMetrics fm(font());
        const int maxWidth = std::max(100, width() - 24);
        const QRect box =
            fm.boundingRect(QRect(0, 0, maxWidth, 1000), Qt::TextWordWrap | Qt::AlignCenter, text).adjusted(-10, -6, 10, 6);
        QRect placed = box;
        placed.moveTopLeft(QPoint((width() - box.width()) / 2, topInset_ + 8));
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        QColor back = style_.preview.darker(150);
        back.setAlpha(235);
        p.setBrush(back);
        p.drawRoundedRect(placed, 6, 6);
        p.setPen(Qt::white);
        p.drawText(placed.adjusted(10, 6, -10, -6), Qt::TextWordWrap | Qt::AlignCenter, text);
    }
}

void BoardView::setTopInset(int pixels)
{
    // The next fit keeps the grid out from under the message; its coming and going never
    // moves the grid.
    topInset_ = pixels;
    update();
}

void BoardView::resizeEvent(QResizeEvent*)
{
    if (fitting_)
        fitGrid();
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
    QWidget::focusInEvent(event);
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
    emit contextMenuRequested(index, geometry_.nearestPoint(event->pos()), event->globalPos());
}

} // namespace morpion::gui
