#pragma once

#include "app/paint/BoardStyle.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <QPixmap>
#include <QWidget>

#include <vector>

namespace morpion::gui {

// A picture of a grid with a caption, apart from the document: looking at it changes
// nothing until the grid is opened. A dashed frame says it is a picture, not the board; a
// double-click asks to open what it shows. The collection panel's preview of the row
// browsed, and the search's preview window.
class GridPicture : public QWidget {
    Q_OBJECT

public:
    explicit GridPicture(QWidget* parent = nullptr);

    void setGrid(Variant variant, std::vector<Move> moves, const QString& caption);
    void clear();
    void setBoardStyle(const paint::BoardStyle& style);
    Variant variant() const { return variant_; }
    const std::vector<Move>& moves() const { return moves_; }
    QString caption() const { return caption_; }

signals:
    void activated(); // double-clicked: open what it shows

protected:
    // What it says while it shows nothing (asked at each paint, so in the current language).
    virtual QString placeholder() const = 0;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;

private:
    QRect pictureRect() const;

    Variant variant_ = Variant::T5;
    std::vector<Move> moves_;
    QString caption_;
    paint::BoardStyle style_;
    QPixmap picture_; // drawn when needed, for the current size
};

} // namespace morpion::gui
