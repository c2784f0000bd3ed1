#include "app/gui/CollectionFilter.h"

#include "app/gui/CollectionModel.h"

namespace morpion::gui {

CollectionFilter::CollectionFilter(CollectionModel* model, QObject* parent)
    : QSortFilterProxyModel(parent)
    , model_(model)
{
    setSourceModel(model);
    setSortRole(Qt::UserRole);
    setDynamicSortFilter(false);
}

void CollectionFilter::setVariant(std::optional<Variant> v)
{
    variant_ = v;
    invalidateFilter();
}

void CollectionFilter::setMinimumScore(int score)
{
    minScore_ = score;
    invalidateFilter();
}

void CollectionFilter::setText(const QString& text)
{
    text_ = text.trimmed();
    invalidateFilter();
}

bool CollectionFilter::filterAcceptsRow(int sourceRow, const QModelIndex&) const
{
    const CollectionRow& r = model_->row(sourceRow);
    if (variant_ && r.variant != *variant_)
        return false;
    if (r.score < minScore_)
        return false;
    if (text_.isEmpty())
        return true;
    return QString::fromStdString(r.code).contains(text_) || r.source.contains(text_, Qt::CaseInsensitive) ||
           r.text.contains(text_, Qt::CaseInsensitive);
}

} // namespace morpion::gui
