#include "app/gui/collection/GridPicture.h"

#include "app/gui/collection/CollectionModel.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace morpion::gui {

GridPicture::GridPicture(QWidget* parent)
    : QWidget(parent)
    , style_(paint::BoardStyle::light())
{}

void GridPicture::setGrid(Variant variant, std::vector<Move> moves, const QString& caption)
{
    variant_ = variant;
    moves_ = std::move(moves);
    caption_ = caption;
    setAccessibleDescription(caption);
    picture_ = QPixmap();
    update();
}

void GridPicture::clear()
{
    moves_.clear();
    caption_.clear();
    setAccessibleDescription(QString());
    picture_ = QPixmap();
    update();
}

void GridPicture::setBoardStyle(const paint::BoardStyle& style)
{
    style_ = style;
    picture_ = QPixmap();
    update();
}

QRect GridPicture::pictureRect() const
{
    const int caption = fontMetrics().height() + 6;
    const int side = std::max(16, std::min(width(), height() - caption));
    return {(width() - side) / 2, 0, side, side};
}

void GridPicture::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QRect r = pictureRect();
    if (moves_.empty() && caption_.isEmpty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect().adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap, placeholder());
        return;
    }
    if (picture_.isNull() || picture_.deviceIndependentSize().toSize() != r.size())
        picture_ = QPixmap::fromImage(CollectionModel::thumbnail(variant_, moves_, style_, r.width(), devicePixelRatioF()));
    p.drawPixmap(r.topLeft(), picture_);
    // A dashed frame and a caption: this is a picture, not the board.
    QColor frame = palette().color(QPalette::Text);
    frame.setAlpha(120);
    p.setPen(QPen(frame, 1, Qt::DashLine));
    p.drawRect(QRectF(r).adjusted(0.5, 0.5, -0.5, -0.5));
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(QRect(0, r.bottom() + 3, width(), fontMetrics().height() + 2), Qt::AlignHCenter | Qt::AlignTop,
               fontMetrics().elidedText(caption_, Qt::ElideRight, width()));
}

void GridPicture::resizeEvent(QResizeEvent* event)
{
    picture_ = QPixmap();
    QWidget::resizeEvent(event);
}

void GridPicture::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && !moves_.empty())
        emit activated();
}

} // namespace morpion::gui
