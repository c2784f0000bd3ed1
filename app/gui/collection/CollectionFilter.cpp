#include "app/gui/collection/CollectionFilter.h"

#include "app/gui/collection/CollectionLoader.h"
#include "app/gui/collection/CollectionModel.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cstdint>
#include <numeric>

namespace morpion::gui {

namespace {

bool sameFilter(const CollectionFilter::Spec& a, const CollectionFilter::Spec& b)
{
    return a.variant == b.variant && a.minScore == b.minScore && a.text == b.text;
}

// In reading order, both ways: no sorting to do.
bool byNumber(int column)
{
    return column == CollectionModel::Picture || column == CollectionModel::Source;
}

// A row's value in a sorted column; ties are broken by the row's number.
std::int64_t sortKey(const CollectionData& d, int column, int i)
{
    switch (column) {
    case CollectionModel::Score: return d.score(i);
    case CollectionModel::VariantColumn: return static_cast<int>(d.variant(i));
    case CollectionModel::Layers: return d.layers(i);
    case CollectionModel::CodeLength: return static_cast<std::int64_t>(d.code(i).size());
    // Groups together, named by their first row; a row alone stands at its own place.
    case CollectionModel::SameGrid: return d.symmetrySize(i) > 1 ? d.symmetryGroup(i) : i + 1;
    case CollectionModel::SamePoints: return d.pointsSize(i) > 1 ? d.pointsGroup(i) : i + 1;
    default: return i + 1;
    }
}

} // namespace

CollectionFilter::CollectionFilter(CollectionModel* model, QObject* parent)
    : QAbstractProxyModel(parent)
    , model_(model)
    , watcher_(new QFutureWatcher<Order>(this))
{
    QAbstractProxyModel::setSourceModel(model);
    connect(model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        beginResetModel();
        order_ = Order{};
    });
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        endResetModel();
        refresh();
    });
    connect(model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex& from, const QModelIndex& to, const QList<int>& roles) {
                // Only whole columns change (the thumbnails' colours).
                if (rowCount() > 0)
                    emit dataChanged(index(0, from.column()), index(rowCount() - 1, to.column()), roles);
            });
    connect(model, &QAbstractItemModel::headerDataChanged, this, &QAbstractItemModel::headerDataChanged);
    connect(watcher_, &QFutureWatcher<Order>::finished, this, [this] {
        if (pending_) {
            // Work for an older request (or older rows) stopped: start the one now asked.
            pending_ = false;
            refresh();
            return;
        }
        apply(watcher_->result(), sameFilter(shown_, spec_));
        shown_ = spec_;
        busy_ = false;
        emit busyChanged(false);
        emit orderReady();
    });
    refresh();
}

CollectionFilter::~CollectionFilter()
{
    watcher_->disconnect(this);
    if (stop_)
        *stop_ = true;
    watcher_->waitForFinished();
}

void CollectionFilter::setVariant(std::optional<Variant> v)
{
    spec_.variant = v;
    refresh();
}

void CollectionFilter::setMinimumScore(int score)
{
    spec_.minScore = score;
    refresh();
}

void CollectionFilter::setText(const QString& text)
{
    spec_.text = text.trimmed();
    refresh();
}

void CollectionFilter::sort(int column, Qt::SortOrder order)
{
    spec_.column = column;
    spec_.order = order;
    refresh();
}

bool CollectionFilter::isBusy() const
{
    return busy_;
}

void CollectionFilter::refresh()
{
    if (watcher_->isRunning()) {
        *stop_ = true;
        pending_ = true;
        return;
    }
    const std::shared_ptr<const CollectionData> data = model_->shared();
    const bool filtered = spec_.variant || spec_.minScore > 0 || !spec_.text.isEmpty();
    // Reading order without a filter is linear to make: no need for a worker.
    if (!data || (byNumber(spec_.column) && !filtered)) {
        apply(data ? makeOrder(*data, spec_, nullptr) : Order{}, sameFilter(shown_, spec_) && !order_.rows.empty());
        shown_ = spec_;
        if (busy_) {
            busy_ = false;
            emit busyChanged(false);
        }
        emit orderReady();
        return;
    }
    stop_ = std::make_shared<std::atomic<bool>>(false);
    watcher_->setFuture(QtConcurrent::run(CollectionLoader::pool(),
                                          [data, spec = spec_, stop = stop_] { return makeOrder(*data, spec, stop.get()); }));
    if (!busy_) {
        busy_ = true;
        emit busyChanged(true);
    }
}

void CollectionFilter::apply(Order order, bool sameRows)
{
    if (!sameRows || order.rows.size() != order_.rows.size()) {
        beginResetModel();
        order_ = std::move(order);
        endResetModel();
        return;
    }
    // The same rows in another order: the selection and the current row follow their rows.
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QModelIndexList after;
    after.reserve(before.size());
    for (const QModelIndex& p : before) {
        const int source = order_.rows[static_cast<std::size_t>(p.row())];
        after.push_back(createIndex(order.position[static_cast<std::size_t>(source)], p.column()));
    }
    order_ = std::move(order);
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

std::vector<int> CollectionFilter::order(const CollectionData& data, const Spec& spec, const std::atomic<bool>* stop)
{
    return makeOrder(data, spec, stop).rows;
}

CollectionFilter::Order CollectionFilter::makeOrder(const CollectionData& d, const Spec& spec, const std::atomic<bool>* stop)
{
    const int n = d.size();
    auto stopped = [stop] { return stop && stop->load(std::memory_order_relaxed); };
    Order out;
    const QByteArray utf8 = spec.text.toUtf8();
    const std::string_view needle(utf8.constData(), static_cast<std::size_t>(utf8.size()));
    out.rows.reserve(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        if (i % 65536 == 0 && stopped())
            return {};
        if (spec.variant && d.variant(i) != *spec.variant)
            continue;
        if (d.score(i) < spec.minScore)
            continue;
        if (!needle.empty() && d.code(i).find(needle) == std::string_view::npos &&
            !d.source(i).contains(spec.text, Qt::CaseInsensitive)) {
            const std::string_view line = d.text(i);
            if (!QString::fromUtf8(line.data(), static_cast<qsizetype>(line.size())).contains(spec.text, Qt::CaseInsensitive))
                continue;
        }
        out.rows.push_back(i);
    }
    const bool descending = spec.order == Qt::DescendingOrder;
    if (spec.column == CollectionModel::Code) {
        std::sort(out.rows.begin(), out.rows.end(), [&d, descending](int a, int b) {
            const int c = d.code(a).compare(d.code(b));
            return c != 0 ? (descending ? c > 0 : c < 0) : a < b;
        });
    } else if (!byNumber(spec.column)) {
        std::vector<std::int64_t> keys(static_cast<std::size_t>(n));
        for (const int i : out.rows)
            keys[static_cast<std::size_t>(i)] = sortKey(d, spec.column, i);
        if (stopped())
            return {};
        std::sort(out.rows.begin(), out.rows.end(), [&keys, descending](int a, int b) {
            const std::int64_t ka = keys[static_cast<std::size_t>(a)], kb = keys[static_cast<std::size_t>(b)];
            return ka != kb ? (descending ? ka > kb : ka < kb) : a < b;
        });
    } else if (descending) {
        std::reverse(out.rows.begin(), out.rows.end());
    }
    if (stopped())
        return {};
    out.position.assign(static_cast<std::size_t>(n), -1);
    for (std::size_t p = 0; p < out.rows.size(); ++p)
        out.position[static_cast<std::size_t>(out.rows[p])] = static_cast<int>(p);
    return out;
}

QModelIndex CollectionFilter::mapToSource(const QModelIndex& proxy) const
{
    if (!proxy.isValid() || proxy.row() >= rowCount())
        return {};
    return model_->index(order_.rows[static_cast<std::size_t>(proxy.row())], proxy.column());
}

QModelIndex CollectionFilter::mapFromSource(const QModelIndex& source) const
{
    if (!source.isValid() || static_cast<std::size_t>(source.row()) >= order_.position.size())
        return {};
    const int row = order_.position[static_cast<std::size_t>(source.row())];
    return row < 0 ? QModelIndex() : index(row, source.column());
}

QModelIndex CollectionFilter::index(int row, int column, const QModelIndex& parent) const
{
    if (parent.isValid() || row < 0 || row >= rowCount() || column < 0 || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex CollectionFilter::parent(const QModelIndex&) const
{
    return {};
}

int CollectionFilter::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(order_.rows.size());
}

int CollectionFilter::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : model_->columnCount();
}

} // namespace morpion::gui
