#pragma once

#include "app/paint/BoardGeometry.h"
#include "app/paint/BoardScene.h"
#include "app/paint/BoardStyle.h"

#include <QPoint>
#include <QPointF>
#include <QRectF>
#include <QWidget>

#include <optional>
#include <utility>
#include <vector>

class QPainter;

namespace morpion::gui {

class Document;

// The board: paints the document through BoardRenderer, zooms towards the pointer, pans by
// dragging, and plays moves by hand. Where several lines are legal through the point under
// the pointer, the one nearest the pointer's offset is previewed; the wheel or Tab cycles,
// a click plays, Esc cancels. Without a mouse: Enter shows a keyboard cursor that the
// arrows move (Shift+arrows jump to the next playable point), Enter plays, Esc hides it;
// without the cursor ←/→ step layers (Ctrl+←/→ always do). It tells assistive technology
// what it shows through its accessible name and description.
class BoardView : public QWidget {
    Q_OBJECT

public:
    explicit BoardView(Document* doc, QWidget* parent = nullptr);

    paint::ViewOptions options() const { return options_; }
    void setOptions(const paint::ViewOptions& options);
    // "system", "light" or "dark".
    void setPaletteName(const QString& name);
    QString paletteName() const { return paletteName_; }
    paint::BoardStyle boardStyle() const { return style_; }
    bool hintsShown() const { return hints_; }
    void setHintsShown(bool on);
    // Solve from Here's hint: the moves that keep the proven best score `best` reachable,
    // drawn as hints (in place of all legal moves) until set to nothing.
    struct SolvedHint {
        std::vector<Move> moves;
        int best = 0;
    };
    void setSolvedHint(const std::optional<SolvedHint>& hint);
    const std::optional<SolvedHint>& solvedHint() const { return solvedHint_; }
    // The move the layer panel picked, drawn with a halo.
    void setSelectedMove(const std::optional<Move>& move);
    std::optional<Move> selectedMove() const { return selected_; }
    // The index (in the document's moves) of the move whose point is under the pointer, or -1.
    int hoveredMoveIndex() const;
    // Compare with…: draws the comparison instead of the layers until Esc or nothing.
    void setComparison(const std::optional<paint::BoardScene::Comparison>& comparison);
    bool isComparing() const { return comparison_.has_value(); }
    // The rectangle last dragged with Shift (corners included), outlined until Esc or
    // another grid is put in place: the region Improve can be kept to.
    std::optional<std::pair<Point, Point>> selectedRegion() const { return region_; }
    void setSelectedRegion(const std::optional<std::pair<Point, Point>>& region);

    // The model as drawn (without the pointer's preview): tests compare it with the core.
    const paint::BoardScene& scene() const { return scene_; }
    // How many scenes this view has built: tests check that a change builds one.
    int scenesBuilt() const { return scenesBuilt_; }
    paint::BoardGeometry boardGeometry() const { return geometry_; }
    QPoint widgetPosition(Point p) const;
    double cellSize() const { return geometry_.cell; }
    bool isFitting() const { return fitting_; }

    // Hand play state under the pointer or the keyboard cursor.
    std::optional<Move> previewMove() const;
    // The keyboard cursor, when keyboard play is on.
    std::optional<Point> cursorPoint() const;
    void setCursorPoint(Point p);
    // The legend drawn over the board: collapsed to its title, or whole; where it was drawn.
    bool legendCollapsed() const { return legendCollapsed_; }
    void setLegendCollapsed(bool collapsed);
    // Drawn as its title only: collapsed by the user, or folded for lack of room.
    bool legendFolded() const { return legendCollapsed_ || legendFolded_; }
    QRectF legendRect() const { return legendRect_; }
    int choiceCount() const { return static_cast<int>(choices_.size()); }
    int choiceIndex() const { return choiceIndex_; }

    QSize sizeHint() const override { return {800, 600}; }

public slots:
    void zoomIn();
    void zoomOut();
    void fitGrid();
    // Cell size in pixels; keeps the widget's centre in place.
    void setCellSize(double cell);
    void cycleChoice(int step);
    void cancelChoice();
    // Shows only the first `moves` moves (a replay), or the layer view again for -1.
    void setReplay(int moves);

signals:
    // The lattice point under the pointer changed; onBoard false when the pointer left.
    void pointerMoved(bool onBoard, int x, int y);
    // The dependencies of the move under the pointer (or picked) are shown, or no longer.
    void dependenciesShown(bool shown, int needs, int neededBy);
    // A rectangle dragged with Shift held: its corner points.
    void regionSelected(morpion::Point a, morpion::Point b);
    void selectedRegionChanged();
    // A right click: the grid move under it (index in the document's moves, or -1) and the
    // lattice point nearest to it.
    void contextMenuRequested(int moveIndex, morpion::Point point, const QPoint& globalPos);
    // Esc left the comparison.
    void comparisonClosed();
    void zoomChanged(double cell);
    // What the keys do now, for the status bar.
    void message(const QString& text);
    // What the board's keys do, said when it takes the focus; never over another message.
    void hint(const QString& text);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    // Tab picks the line wherever the keyboard focus is, while the pointer rests on a point
    // with several lines.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rebuildScene();
    // The lattice line of a move, from its first point to its last.
    QLineF lineShape(const Move& m) const;
    // gridBounds_ and gridShapes_ from the document's, the comparison and the selected region.
    void updateShownBounds();
    // The fit of the grid in `target` (widget pixels), with the legend in a free corner.
    void fitInto(const QRectF& target);
    void gridChanged();
    void updateHover(const QPointF& pos);
    void hoverPoint(Point p);
    void playPreview();
    void moveCursor(int dx, int dy, bool toPlayable);
    void endKeyboardPlay();
    QSizeF legendBox(bool folded) const;
    double legendFont() const;
    void updateAccessibleText();
    void chooseByOffset(const QPointF& pos);
    void zoomAt(double factor, const QPointF& anchor);
    void clearHover();
    void updateFocus();
    // What is drawn over the board: the selected region (or the one being dragged), the
    // legend, and the line picker's instructions.
    void paintRegion(QPainter& p) const;
    void paintLegend(QPainter& p);
    void paintLinePicker(QPainter& p) const;

    Document* doc_;
    paint::ViewOptions options_;
    QString paletteName_ = QStringLiteral("system");
    paint::BoardStyle style_;
    paint::BoardScene scene_;
    paint::BoardGeometry geometry_;
    int sceneLayer_ = -1; // the document's layer scene_ was built at
    int scenesBuilt_ = 0;
    // The lines and points of the whole grid at every layer.
    std::vector<QLineF> docShapes_;
    // What fit zoom shows: those and the grid compared with; the shapes are kept clear of
    // the legend.
    QRectF gridBounds_;
    std::vector<QLineF> gridShapes_;
    bool legendCollapsed_ = false; // by the user, remembered
    bool legendOpened_ = false;    // clicked open: never folded for lack of room
    bool legendFolded_ = false;    // folded at the last fit for lack of room
    QRectF legendRect_;
    Qt::Corner legendCorner_ = Qt::BottomLeftCorner; // the bottom corner the grid leaves free
    bool fitting_ = true;
    bool hints_ = false;
    std::optional<SolvedHint> solvedHint_;
    std::optional<Move> selected_;
    std::optional<paint::BoardScene::Comparison> comparison_;
    int focusIndex_ = -1;
    // A region being dragged with Shift.
    std::optional<QPointF> regionStart_;
    QPointF regionEnd_;
    std::optional<std::pair<Point, Point>> region_;

    // Pointer and hand play.
    std::optional<Point> hoverPoint_;
    QPointF lastPos_;
    std::vector<Move> choices_;
    int choiceIndex_ = 0;
    bool choiceLocked_ = false; // picked with Tab or the wheel: the offset no longer decides
    bool cancelled_ = false;
    bool keyboard_ = false; // the hovered point is the keyboard cursor
    bool pressed_ = false;
    bool dragging_ = false;
    QPointF pressPos_;
    QPointF pressOrigin_;
};

} // namespace morpion::gui
