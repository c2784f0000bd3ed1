#include "app/gui/collection/CollectionModel.h"

#include "app/paint/BoardRenderer.h"
#include "app/paint/BoardScene.h"
#include "core/rules/Cross.h"

#include <QBrush>
#include <QColor>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>

namespace morpion::gui {

namespace {

QString variantText(Variant v)
{
    return QString::fromLatin1(variantName(v).data(), 2);
}

} // namespace

CollectionModel::CollectionModel(QObject* parent)
    : QAbstractTableModel(parent)
    , style_(paint::BoardStyle::light())
{
    thumbnails_.setMaxCost(cachedThumbnails);
}

void CollectionModel::setCollection(std::shared_ptr<const CollectionData> data)
{
    beginResetModel();
    data_ = std::move(data);
    thumbnails_.clear();
    endResetModel();
}

void CollectionModel::setBoardStyle(const paint::BoardStyle& style)
{
    style_ = style;
    thumbnails_.clear();
    if (rowCount() > 0)
        emit dataChanged(index(0, Picture), index(rowCount() - 1, Picture), {Qt::DecorationRole});
}

std::vector<Move> CollectionModel::moves(int index) const
{
    return data_->moves(index);
}

int CollectionModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !data_ ? 0 : data_->size();
}

int CollectionModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CollectionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Picture: return tr("Grid");
        case Source: return tr("Found at");
        case Score: return tr("Score");
        case VariantColumn: return tr("Variant");
        case Layers: return tr("Layers");
        case CodeLength: return tr("Length");
        case SameGrid: return tr("Same grid");
        case SamePoints: return tr("Same points");
        case Code: return tr("Code");
        }
    } else if (role == Qt::InitialSortOrderRole) {
        // The first click on Score puts the best grids first.
        if (section == Score)
            return Qt::DescendingOrder;
    } else if (role == Qt::ToolTipRole) {
        switch (section) {
        case Source: return tr("Where the grid was found: a line of the text, or a file of the folder");
        case Layers: return tr("Layers that take at least one move");
        case CodeLength: return tr("Characters of the layer code");
        case SameGrid: return tr("Rows with the same grid up to rotation and reflection share a group, named by its first row");
        case SamePoints:
            return tr("Rows with the same points up to rotation and reflection, whatever their lines, share a group");
        }
    }
    return {};
}

QVariant CollectionModel::groupColour(int group) const
{
    // Light tints that tell neighbouring groups apart on light and dark palettes alike.
    QColor c = QColor::fromHsv((group * 47) % 360, 90, 235);
    c.setAlpha(150);
    return QBrush(c);
}

QVariant CollectionModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !data_ || index.row() >= rowCount())
        return {};
    const CollectionData& d = *data_;
    const int i = index.row();
    const int number = i + 1;
    const int column = index.column();
    if (role == Qt::DisplayRole) {
        switch (column) {
        case Picture: return number;
        case Source: return d.source(i);
        case Score: return d.score(i);
        case VariantColumn: return d.hasNote(i) ? variantText(d.variant(i)) + QStringLiteral(" *") : variantText(d.variant(i));
        case Layers: return d.layers(i);
        case CodeLength: return static_cast<int>(d.code(i).size());
        case SameGrid: return d.symmetrySize(i) > 1 ? tr("#%1 (×%2)").arg(d.symmetryGroup(i)).arg(d.symmetrySize(i)) : QString();
        // Only when it says more than the grid group: points shared with other lines.
        case SamePoints:
            return d.pointsSize(i) > d.symmetrySize(i) ? tr("#%1 (×%2)").arg(d.pointsGroup(i)).arg(d.pointsSize(i)) : QString();
        case Code: return QString::fromLatin1(d.code(i).data(), static_cast<qsizetype>(d.code(i).size()));
        }
    } else if (role == Qt::DecorationRole && column == Picture) {
        return cachedThumbnail(i);
    } else if (role == Qt::BackgroundRole) {
        if (column == SameGrid && d.symmetrySize(i) > 1)
            return groupColour(d.symmetryGroup(i));
        if (column == SamePoints && d.pointsSize(i) > d.symmetrySize(i))
            return groupColour(d.pointsGroup(i));
    } else if (role == Qt::TextAlignmentRole) {
        if (column == Score || column == Layers || column == CodeLength)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        if (column == Picture)
            return QVariant(Qt::AlignLeft | Qt::AlignTop);
    } else if (role == Qt::ToolTipRole) {
        const int symmetryGroup = d.symmetryGroup(i), symmetrySize = d.symmetrySize(i);
        const int pointsGroup = d.pointsGroup(i), pointsSize = d.pointsSize(i);
        switch (column) {
        case SameGrid:
            if (symmetrySize > 1)
                return symmetryGroup == number
                           ? tr("%n other row(s) hold this grid, rotated or mirrored", nullptr, symmetrySize - 1)
                           : tr("The same grid as row #%1, up to rotation and reflection").arg(symmetryGroup);
            break;
        case SamePoints:
            if (pointsSize > symmetrySize)
                return pointsGroup == number ? tr("%n other row(s) have these points (up to symmetry), some with other lines",
                                                  nullptr, pointsSize - 1)
                                             : tr("The same points as row #%1, up to rotation and reflection").arg(pointsGroup);
            break;
        case VariantColumn:
            if (d.hasNote(i))
                return d.row(i).note;
            return d.row(i).text;
        default: return d.row(i).text;
        }
    }
    return {};
}

QPixmap CollectionModel::cachedThumbnail(int index) const
{
    // Drawn for the sharpest screen the program is on (a fixed 2.0 blurred them on 3x screens
    // and wasted four times the pixels on 1x ones); another screen draws them again.
    const qreal dpr = qGuiApp ? qGuiApp->devicePixelRatio() : 1.0;
    if (dpr != thumbnailRatio_) {
        thumbnails_.clear();
        thumbnailRatio_ = dpr;
    }
    if (const QPixmap* p = thumbnails_.object(index))
        return *p;
    auto* pixmap = new QPixmap(QPixmap::fromImage(thumbnail(data_->variant(index), moves(index), style_, thumbnailSize, dpr)));
    const QPixmap copy = *pixmap;
    thumbnails_.insert(index, pixmap);
    return copy;
}

QImage CollectionModel::thumbnail(Variant v, const std::vector<Move>& moves, const paint::BoardStyle& style, int size, qreal dpr)
{
    paint::BoardScene scene;
    scene.variant = v;
    scene.cross = crossPoints(v);
    scene.items.reserve(moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i)
        scene.items.push_back({moves[i], static_cast<int>(i) + 1, 0, paint::BoardScene::Role::Earlier});
    paint::BoardStyle s = style;
    s.lattice = QColor(); // no guide lines at this size
    s.pointFill = s.line; // hollow points would grey the picture out at this size
    // Drawn at twice the size and scaled down, for smoother thin lines (the renderer's pens
    // and points shrink with small cells, so that a big grid does not fill in).
    constexpr int supersample = 2;
    const int device = qRound(size * dpr);
    QImage big(device * supersample, device * supersample, QImage::Format_ARGB32_Premultiplied);
    big.fill(s.background);
    QPainter painter(&big);
    const QRectF area(0, 0, big.width(), big.height());
    paint::BoardRenderer::paint(painter, scene, s, paint::BoardGeometry::fit(paint::BoardRenderer::bounds(scene), area), area);
    painter.end();
    QImage image = big.scaled(device, device, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    image.setDevicePixelRatio(dpr);
    return image;
}

} // namespace morpion::gui
