#include "app/gui/search/SearchPreview.h"

#include "app/gui/collection/CollectionModel.h"

#include <QCloseEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace morpion::gui {

SearchPreview::SearchPreview(QWidget* parent)
    : QWidget(parent)
    , style_(paint::BoardStyle::light())
{
    setWindowFlags(Qt::Tool);
    setWindowTitle(tr("Search Preview"));
    setMinimumSize(minimumSizeHint());
    resize(sizeHint());
    setAccessibleName(tr("Best grid of the search"));
    setToolTip(tr("A preview of a grid the search found: the document does not change. "
                  "Double-click, or Load, to open it as one undo step."));
}

void SearchPreview::setGrid(Variant variant, std::vector<Move> moves, const QString& caption)
{
    variant_ = variant;
    moves_ = std::move(moves);
    caption_ = caption;
    setAccessibleDescription(caption);
    picture_ = QPixmap();
    update();
}

void SearchPreview::clear()
{
    moves_.clear();
    caption_.clear();
    picture_ = QPixmap();
    update();
}

void SearchPreview::setBoardStyle(const paint::BoardStyle& style)
{
    style_ = style;
    picture_ = QPixmap();
    update();
}

QRect SearchPreview::pictureRect() const
{
    const int caption = fontMetrics().height() + 6;
    const int side = std::max(16, std::min(width(), height() - caption));
    return {(width() - side) / 2, 0, side, side};
}

void SearchPreview::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QRect r = pictureRect();
    if (moves_.empty() && caption_.isEmpty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect().adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap, tr("The best grid is shown here."));
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

void SearchPreview::resizeEvent(QResizeEvent* event)
{
    picture_ = QPixmap();
    QWidget::resizeEvent(event);
}

void SearchPreview::closeEvent(QCloseEvent* event)
{
    emit closed();
    QWidget::closeEvent(event);
}

void SearchPreview::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && !moves_.empty())
        emit activated();
}

} // namespace morpion::gui
