#pragma once

#include <QColor>
#include <QWidget>

#include <vector>

namespace morpion::gui {

// A small bar chart of the moves taken in each layer; the current layer stands out and a
// click on a bar jumps to that layer.
class LayerChart : public QWidget {
    Q_OBJECT

public:
    explicit LayerChart(QWidget* parent = nullptr);

    void setCounts(std::vector<int> counts);
    void setCurrent(int layer);
    void setColors(const QColor& bar, const QColor& current);
    const std::vector<int>& counts() const { return counts_; }
    // The line under the bars: the most moves a layer took ("no move taken yet" before any).
    QString caption() const;
    // The layer whose bar is at x (widget coordinates), or -1.
    int layerAt(double x) const;

    QSize sizeHint() const override { return {240, 90}; }
    QSize minimumSizeHint() const override { return {80, 50}; }

signals:
    void layerClicked(int layer);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    void describe();
    QRectF plotRect() const;

    std::vector<int> counts_;
    int current_ = 0;
    QColor bar_, currentColor_;
};

} // namespace morpion::gui
