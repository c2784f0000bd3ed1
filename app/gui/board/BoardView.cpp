#include "app/gui/board/BoardView.h"

#include "app/gui/board/BoardDescription.h"
#include "app/gui/common/AppPalette.h"
#include "app/gui/common/Setting.h"
#include "app/gui/document/Document.h"
#include "app/paint/BoardFit.h"
#include "app/paint/BoardLegend.h"
#include "app/paint/BoardRenderer.h"
#include "core/rules/Cross.h"

#include <QApplication>
#include <QFontInfo>
#include <QFontMetrics>
#include <QPainter>

#include <algorithm>
#include <cmath>

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
    // After a new grid, whose scene gridChanged() has just built at the new layer, the
    // layer it names is the one shown: nothing to build again.
    connect(doc_, &Document::currentLayerChanged, this, [this](int layer) {
        if (layer == sceneLayer_)
            return;
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

void BoardView::setHintsShown(bool on)
{
    hints_ = on;
    rebuildScene();
    update();
}

void BoardView::setSolvedHint(const std::optional<SolvedHint>& hint)
{
    if (!hint && !solvedHint_)
        return;
    solvedHint_ = hint;
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
    QRectF bounds;
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
    // The shapes of the grid at every layer (its lines, every layer's candidates and taboo
    // moves, the legal moves, the cross), straight from the document's layered game: the
    // bounds they span do not change with the layer, so stepping layers never moves the
    // picture, and the legend must not cover them at fit zoom.
    const LayeredGame& game = doc_->game();
    docShapes_.clear();
    for (const Point p : crossPoints(game.variant))
        docShapes_.emplace_back(p.x, p.y, p.x, p.y);
    for (const Move& m : game.moves)
        docShapes_.push_back(lineShape(m));
    for (const Layer& layer : game.layering.layers)
        for (const auto* list : {&layer.candidates, &layer.taboo})
            for (const Move& m : *list)
                docShapes_.push_back(lineShape(m));
    for (const Move& m : game.legal)
        docShapes_.push_back(lineShape(m));
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
    sceneLayer_ = doc_->currentLayer();
    ++scenesBuilt_;
    scene_.selected = selected_;
    if (solvedHint_) {
        scene_.hints = solvedHint_->moves;
        scene_.hintBest = solvedHint_->best;
    } else if (hints_) {
        scene_.hints = doc_->legalMoves();
    }
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
    return paint::BoardLegend::bound(scene_, font);
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

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    paint::BoardRenderer::paint(p, scene_, style_, geometry_, QRectF(rect()));
    paintRegion(p);
    paintLegend(p);
    paintLinePicker(p);
    // The keyboard is here: a ring in the highlight colour, which both palettes make stand
    // out from their board.
    if (hasFocus()) {
        p.setRenderHint(QPainter::Antialiasing, false);
        p.setPen(QPen(palette().color(QPalette::Highlight), 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    }
}

// The selected region: the cells' outline around its points; a rectangle being dragged.
void BoardView::paintRegion(QPainter& p) const
{
    if (region_ && !regionStart_) {
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
}

// The legend in the corner the grid leaves free, or its folded title; legendRect_ is where
// a click folds or opens it.
void BoardView::paintLegend(QPainter& p)
{
    legendRect_ = QRectF();
    if (!scene_.showLegend || (scene_.currentLayer < 0 && !scene_.playing && !scene_.comparison))
        return;
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
        return;
    }
    const QSizeF size = paint::BoardLegend::size(scene_, font);
    if (size.width() + 2 * legendMargin >= width() || size.height() + 2 * legendMargin >= height())
        return;
    legendRect_ = paint::BoardFit::legendRect(QRectF(rect()), size, legendMargin, legendCorner_);
    paint::BoardLegend::paint(p, scene_, style_, legendRect_.topLeft(), font);
    // A mark that the legend folds away when clicked.
    QFont f;
    f.setPixelSize(static_cast<int>(std::lround(font)));
    p.setFont(f);
    p.setPen(style_.legendText);
    p.drawText(legendRect_.adjusted(0, font * 0.2, -font * 0.5, 0), Qt::AlignRight | Qt::AlignTop, QStringLiteral("\u25be"));
}

// The line picker's instructions, at the top of the view (below a message shown there).
void BoardView::paintLinePicker(QPainter& p) const
{
    if (choices_.size() <= 1 || cancelled_)
        return;
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
    placed.moveTopLeft(QPoint((width() - box.width()) / 2, 8));
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    QColor back = style_.preview.darker(150);
    back.setAlpha(235);
    p.setBrush(back);
    p.drawRoundedRect(placed, 6, 6);
    p.setPen(Qt::white);
    p.drawText(placed.adjusted(10, 6, -10, -6), Qt::TextWordWrap | Qt::AlignCenter, text);
}

void BoardView::resizeEvent(QResizeEvent*)
{
    if (fitting_)
        fitGrid();
}

void BoardView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        setPaletteName(paletteName_);
    // What the board says to assistive technology, in the new language (the scene is the same).
    if (event->type() == QEvent::LanguageChange)
        updateAccessibleText();
    QWidget::changeEvent(event);
}

} // namespace morpion::gui
