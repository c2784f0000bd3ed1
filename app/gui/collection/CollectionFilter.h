#pragma once

#include "core/rules/Variant.h"

#include <QAbstractProxyModel>
#include <QString>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

template <typename T> class QFutureWatcher;

namespace morpion::gui {

class CollectionData;
class CollectionModel;

// Sorts the collection by any column (numbers as numbers, ties in reading order) and shows
// only the rows of one variant, at or above a score, and holding a text (in the code,
// where it was found or the line around it). A collection may hold a million rows, so the
// order is worked out on a worker thread from the compact rows and replaces the shown one
// when it is ready: the view stays responsive, and a newer request cancels an older one.
class CollectionFilter : public QAbstractProxyModel {
    Q_OBJECT

public:
    // What to show, in which order.
    struct Spec {
        int column = 0;
        Qt::SortOrder order = Qt::AscendingOrder;
        std::optional<Variant> variant;
        int minScore = 0;
        QString text;
    };

    explicit CollectionFilter(CollectionModel* model, QObject* parent = nullptr);
    ~CollectionFilter() override; // waits for the work under way

    void setVariant(std::optional<Variant> v);
    void setMinimumScore(int score);
    void setText(const QString& text);
    // True while an order is being worked out; orderReady() when it is shown.
    bool isBusy() const;

    // The rows of `data` that `spec` shows, in its order (0-based row indices); empty when
    // `stop` was set. The plain work, for the worker thread and for tests.
    static std::vector<int> order(const CollectionData& data, const Spec& spec, const std::atomic<bool>* stop = nullptr);

    QModelIndex mapToSource(const QModelIndex& proxy) const override;
    QModelIndex mapFromSource(const QModelIndex& source) const override;
    QModelIndex index(int row, int column, const QModelIndex& parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

signals:
    void busyChanged(bool busy);
    void orderReady();

private:
    struct Order {
        std::vector<int> rows;     // proxy row -> source row
        std::vector<int> position; // source row -> proxy row, or -1
    };
    static Order makeOrder(const CollectionData& data, const Spec& spec, const std::atomic<bool>* stop);
    void refresh();
    void apply(Order order, bool sameRows);

    CollectionModel* model_;
    Spec spec_;
    Spec shown_; // the spec of the order shown
    Order order_;
    QFutureWatcher<Order>* watcher_;
    std::shared_ptr<std::atomic<bool>> stop_;
    bool pending_ = false; // a refresh waits for the running work to stop
    bool busy_ = false;    // from a request until its order is shown
};

} // namespace morpion::gui
