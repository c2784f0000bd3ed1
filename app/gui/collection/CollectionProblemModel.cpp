#include "app/gui/collection/CollectionProblemModel.h"

#include "app/gui/common/PlainText.h"

#include <QBrush>
#include <QColor>

namespace morpion::gui {

CollectionProblemModel::CollectionProblemModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

void CollectionProblemModel::setCollection(std::shared_ptr<const CollectionData> data)
{
    beginResetModel();
    data_ = std::move(data);
    endResetModel();
}

int CollectionProblemModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !data_ ? 0 : static_cast<int>(data_->problems.size());
}

int CollectionProblemModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CollectionProblemModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Source: return tr("Found at");
    case Code: return tr("Code");
    case Reason: return tr("Why it was not read");
    }
    return {};
}

QVariant CollectionProblemModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const CollectionProblem& p = problem(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Source: return p.source;
        case Code: return p.code;
        case Reason: return p.reason;
        }
        break;
    case Qt::ToolTipRole: return plainToolTip(index.column() == Reason ? p.reason : p.text);
    case Qt::ForegroundRole: return QBrush(QColor(0xc0, 0x1c, 0x28));
    }
    return {};
}

} // namespace morpion::gui
