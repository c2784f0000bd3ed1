#pragma once

#include "core/Variant.h"

#include <QSortFilterProxyModel>
#include <QString>

#include <optional>

namespace morpion::gui {

class CollectionModel;

// Sorts the collection by any column (numbers as numbers) and shows only the rows of one
// variant, at or above a score, and holding a text (in the code, where it was found or the
// line around it).
class CollectionFilter : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit CollectionFilter(CollectionModel* model, QObject* parent = nullptr);

    void setVariant(std::optional<Variant> v);
    void setMinimumScore(int score);
    void setText(const QString& text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    CollectionModel* model_;
    std::optional<Variant> variant_;
    int minScore_ = 0;
    QString text_;
};

} // namespace morpion::gui
