#pragma once

#include "app/gui/BoardStyle.h"
#include "core/Move.h"
#include "core/Variant.h"

#include <QPixmap>
#include <QWidget>

#include <vector>

namespace morpion::gui {

// A picture of a grid the search found, beside the board and apart from the document:
// looking at it changes nothing until the grid is loaded. A caption says so.
class SearchPreview : public QWidget {
    Q_OBJECT

public:
    explicit SearchPreview(QWidget* parent = nullptr);

    void setGrid(Variant variant, std::vector<Move> moves, const QString& caption);
    void clear();
    void setBoardStyle(const BoardStyle& style);
    const std::vector<Move>& moves() const { return moves_; }
    QString caption() const { return caption_; }

    QSize sizeHint() const override { return {240, 240}; }
    QSize minimumSizeHint() const override { return {120, 120}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return std::min(width, 360); }

signals:
    void activated(); // double-clicked: load what it shows

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;

private:
    QRect pictureRect() const;

    Variant variant_ = Variant::T5;
    std::vector<Move> moves_;
    QString caption_;
    BoardStyle style_;
    QPixmap picture_; // drawn when needed, for the current size
};

} // namespace morpion::gui
