#pragma once

#include "app/gui/collection/GridPicture.h"

namespace morpion::gui {

// A picture of a grid the search found, in a window of its own beside the board (at least
// 400 pixels, to judge a grid whatever room the search dock has) and apart from the
// document: looking at it changes nothing until the grid is loaded. A caption says so.
class SearchPreview : public GridPicture {
    Q_OBJECT

public:
    explicit SearchPreview(QWidget* parent = nullptr);

    QSize sizeHint() const override { return {560, 600}; }
    QSize minimumSizeHint() const override { return {400, 430}; }

signals:
    void closed(); // its window was closed

protected:
    QString placeholder() const override;
    void closeEvent(QCloseEvent* event) override;
};

} // namespace morpion::gui
