#include "app/gui/search/SearchPreview.h"

#include <QCloseEvent>

namespace morpion::gui {

SearchPreview::SearchPreview(QWidget* parent)
    : GridPicture(parent)
{
    setWindowFlags(Qt::Tool);
    setWindowTitle(tr("Search Preview"));
    setMinimumSize(minimumSizeHint());
    resize(sizeHint());
    setAccessibleName(tr("Best grid of the search"));
    setToolTip(tr("A preview of a grid the search found: the document does not change. "
                  "Double-click, or Load, to open it as one undo step."));
}

QString SearchPreview::placeholder() const
{
    return tr("The best grid is shown here.");
}

void SearchPreview::closeEvent(QCloseEvent* event)
{
    emit closed();
    GridPicture::closeEvent(event);
}

} // namespace morpion::gui
