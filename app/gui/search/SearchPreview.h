#pragma once

#include "app/paint/BoardStyle.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <QPixmap>
#include <QWidget>

#include <vector>

namespace morpion::gui {

// A picture of a grid the search found, in a window of its own beside the board (at least
// 400 pixels, to judge a grid whatever room the search dock has) and apart from the
// document: looking at it changes nothing until the grid is loaded. A caption says so.
class SearchPreview : public QWidget {
    Q_OBJECT

public:
    explicit SearchPreview(QWidget* parent = nullptr);

    void setGrid(Variant variant, std::vector<Move> moves, const QString& caption);
    void clear();
    void setBoardStyle(const paint::BoardStyle& style);
    const std::vector<Move>& moves() const { return moves_; }
    QString caption() const { return caption_; }

    QSize sizeHint() const override { return {560, 600}; }
    QSize minimumSizeHint() const override { return {400, 430}; }

signals:
    void activated(); // double-clicked: load what it shows
    void closed();    // its window was closed

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    QRect pictureRect() const;

    Variant variant_ = Variant::T5;
    std::vector<Move> moves_;
    QString caption_;
    paint::BoardStyle style_;
    QPixmap picture_; // drawn when needed, for the current size
};

} // namespace morpion::gui
