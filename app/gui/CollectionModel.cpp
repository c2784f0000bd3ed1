#include "app/gui/CollectionModel.h"

#include "app/gui/BoardRenderer.h"
#include "app/gui/BoardScene.h"
#include "core/Cross.h"
#include "core/LayerCode.h"

#include <QBrush>
#include <QColor>
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
    , style_(BoardStyle::light())
{
    thumbnails_.setMaxCost(600);
}

void CollectionModel::setCollection(std::shared_ptr<const CollectionData> data)
{
    beginResetModel();
    data_ = std::move(data);
    thumbnails_.clear();
    endResetModel();
}

void CollectionModel::setBoardStyle(const BoardStyle& style)
{
    style_ = style;
    thumbnails_.clear();
    if (rowCount() > 0)
        emit dataChanged(index(0, Picture), index(rowCount() - 1, Picture), {Qt::DecorationRole});
}

std::vector<Move> CollectionModel::moves(int index) const
{
    const CollectionRow& r = row(index);
    if (!r.moves.empty() || r.code.empty())
        return r.moves;
    auto layering = decodeLayerCode(r.variant, r.code);
    return layering ? layering->movesInOrder() : std::vector<Move>{};
}

int CollectionModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !data_ ? 0 : static_cast<int>(data_->rows.size());
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
    const CollectionRow& r = row(index.row());
    const int column = index.column();
    if (role == Qt::DisplayRole) {
        switch (column) {
        case Picture: return r.number;
        case Source: return r.source;
        case Score: return r.score;
        case VariantColumn: return r.note.isEmpty() ? variantText(r.variant) : variantText(r.variant) + QStringLiteral(" *");
        case Layers: return r.layers;
        case CodeLength: return static_cast<int>(r.code.size());
        case SameGrid: return r.symmetrySize > 1 ? tr("#%1 (×%2)").arg(r.symmetryGroup).arg(r.symmetrySize) : QString();
        // Only when it says more than the grid group: points shared with other lines.
        case SamePoints: return r.pointsSize > r.symmetrySize ? tr("#%1 (×%2)").arg(r.pointsGroup).arg(r.pointsSize) : QString();
        case Code: return QString::fromStdString(r.code);
        }
    } else if (role == Qt::UserRole) {
        switch (column) {
        case Picture: return r.number;
        case Source: return r.number;
        case Score: return r.score;
        case VariantColumn: return static_cast<int>(r.variant);
        case Layers: return r.layers;
        case CodeLength: return static_cast<int>(r.code.size());
        // Groups together, then by row: group numbers are row numbers, so scale them.
        case SameGrid: return static_cast<qlonglong>(r.symmetrySize > 1 ? r.symmetryGroup : r.number) * (1LL << 32) + r.number;
        case SamePoints: return static_cast<qlonglong>(r.pointsSize > 1 ? r.pointsGroup : r.number) * (1LL << 32) + r.number;
        case Code: return QString::fromStdString(r.code);
        }
    } else if (role == Qt::DecorationRole && column == Picture) {
        return cachedThumbnail(index.row());
    } else if (role == Qt::BackgroundRole) {
        if (column == SameGrid && r.symmetrySize > 1)
            return groupColour(r.symmetryGroup);
        if (column == SamePoints && r.pointsSize > r.symmetrySize)
            return groupColour(r.pointsGroup);
    } else if (role == Qt::TextAlignmentRole) {
        if (column == Score || column == Layers || column == CodeLength)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        if (column == Picture)
            return QVariant(Qt::AlignLeft | Qt::AlignTop);
    } else if (role == Qt::ToolTipRole) {
        switch (column) {
        case SameGrid:
            if (r.symmetrySize > 1)
                return r.symmetryGroup == r.number
                           ? tr("%n other row(s) hold this grid, rotated or mirrored", nullptr, r.symmetrySize - 1)
                           : tr("The same grid as row #%1, up to rotation and reflection").arg(r.symmetryGroup);
            break;
        case SamePoints:
            if (r.pointsSize > r.symmetrySize)
                return r.pointsGroup == r.number
                           ? tr("%n other row(s) have these points (up to symmetry), some with other lines", nullptr,
                                r.pointsSize - 1)
                           : tr("The same points as row #%1, up to rotation and reflection").arg(r.pointsGroup);
            break;
        case VariantColumn:
            if (!r.note.isEmpty())
                return r.note;
            return r.text;
        default: return r.text;
        }
    }
    return {};
}

QPixmap CollectionModel::cachedThumbnail(int index) const
{
    if (const QPixmap* p = thumbnails_.object(index))
        return *p;
    const CollectionRow& r = row(index);
    auto* pixmap = new QPixmap(QPixmap::fromImage(thumbnail(r.variant, moves(index), style_, thumbnailSize, 2.0)));
    const QPixmap copy = *pixmap;
    thumbnails_.insert(index, pixmap);
    return copy;
}

QImage CollectionModel::thumbnail(Variant v, const std::vector<Move>& moves, const BoardStyle& style, int size, qreal dpr)
{
    BoardScene scene;
    scene.variant = v;
    scene.cross = crossPoints(v);
    scene.items.reserve(moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i)
        scene.items.push_back({moves[i], static_cast<int>(i) + 1, 0, BoardScene::Role::Earlier});
    BoardStyle s = style;
    s.lattice = QColor(); // no guide lines at this size
    s.pointFill = s.line; // hollow points would grey the picture out at this size
    // Drawn at twice the size and scaled down: the renderer's pens and points have a
    // minimum size for the screen, which would fill a small grid with blots.
    constexpr int supersample = 2;
    const int device = qRound(size * dpr);
    QImage big(device * supersample, device * supersample, QImage::Format_ARGB32_Premultiplied);
    big.fill(s.background);
    QPainter painter(&big);
    const QRectF area(0, 0, big.width(), big.height());
    BoardRenderer::paint(painter, scene, s, BoardGeometry::fit(BoardRenderer::bounds(scene), area), area);
    painter.end();
    QImage image = big.scaled(device, device, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    image.setDevicePixelRatio(dpr);
    return image;
}

} // namespace morpion::gui
