#pragma once

#include "app/gui/collection/CollectionData.h"
#include "app/paint/BoardStyle.h"

#include <QAbstractTableModel>
#include <QCache>
#include <QPixmap>

#include <memory>

namespace morpion::gui {

// The grids of a collection as a table: a thumbnail and the row's number, score, variant
// (marked * when a note says how it was chosen), layers, code length, where it was found,
// its duplicate groups and its code. A virtual model over CollectionData: cells are made
// when the view asks for them, and a thumbnail is drawn (BoardRenderer) only when its row
// is painted, then kept in a bounded cache of the most recently shown ones.
class CollectionModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Picture, Score, VariantColumn, Layers, CodeLength, Source, SameGrid, SamePoints, Code, ColumnCount };
    static constexpr int thumbnailSize = 72;
    // Thumbnails kept: a few screens of rows (each about 80 KB at twice the size).
    static constexpr int cachedThumbnails = 400;

    explicit CollectionModel(QObject* parent = nullptr);

    void setCollection(std::shared_ptr<const CollectionData> data);
    const CollectionData* collection() const { return data_.get(); }
    std::shared_ptr<const CollectionData> shared() const { return data_; }
    CollectionRow row(int index) const { return data_->row(index); }
    // The grid of a row in its play order (layer order for a row read from a code).
    std::vector<Move> moves(int index) const;
    // Thumbnails drawn and kept (for tests: only rows that were shown are drawn).
    int cachedThumbnailCount() const { return thumbnails_.count(); }
    // The colours of the thumbnails.
    void setBoardStyle(const paint::BoardStyle& style);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // A picture of a grid for lists: the cross and the lines, no numbers or layers.
    static QImage thumbnail(Variant v, const std::vector<Move>& moves, const paint::BoardStyle& style, int size, qreal dpr = 1.0);

private:
    QPixmap cachedThumbnail(int index) const;
    QVariant groupColour(int group) const;

    std::shared_ptr<const CollectionData> data_;
    paint::BoardStyle style_;
    mutable QCache<int, QPixmap> thumbnails_;
    mutable qreal thumbnailRatio_ = 0; // the device pixel ratio the cached thumbnails have
};

} // namespace morpion::gui
