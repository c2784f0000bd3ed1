#pragma once

#include "app/gui/collection/CollectionData.h"

#include <QAbstractTableModel>

#include <memory>

namespace morpion::gui {

// What a collection could not read, with why: one row per line whose code does not decode
// or per file that gives no grid, in red.
class CollectionProblemModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Source, Reason, Code, ColumnCount };

    explicit CollectionProblemModel(QObject* parent = nullptr);
    void setCollection(std::shared_ptr<const CollectionData> data);
    const CollectionProblem& problem(int index) const { return data_->problems[static_cast<std::size_t>(index)]; }

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const CollectionData> data_;
};

} // namespace morpion::gui
