#pragma once

#include "core/search/SearchOptions.h"

#include <QString>
#include <QWidget>

#include <cstdint>

class QLabel;

namespace morpion::gui {

// The search panel's figures in large type over what they count: the best score, the time
// searched and the speed, in the algorithm's own iterations (playouts, climb steps,
// neighbourhoods) per second.
class SearchFigures : public QWidget {
    Q_OBJECT

public:
    explicit SearchFigures(QWidget* parent = nullptr);

    // "12.3 s", "4:05", "1:02:03".
    static QString duration(double seconds);

    // The speed's caption: "playouts/s", "iterations/s" or "neighbourhoods/s".
    void setAlgorithm(SearchAlgorithm algorithm);
    void setBest(int score);
    void setElapsed(double seconds);
    void setSpeed(double iterationsPerSecond);
    // The iterations in all, under the speed.
    void setTotal(std::int64_t iterations);
    // "–" for the best and the speed, no time.
    void clear();

private:
    QLabel* best_;
    QLabel* elapsed_;
    QLabel* speed_;
    QLabel* speedCaption_;
};

} // namespace morpion::gui
