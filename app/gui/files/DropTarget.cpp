#include "app/gui/files/DropTarget.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QUrl>
#include <QWidget>

namespace morpion::gui {

namespace {

bool holdsFile(const QMimeData* mime)
{
    return mime->hasUrls() && !mime->urls().isEmpty() && mime->urls().constFirst().isLocalFile();
}

} // namespace

DropTarget::DropTarget(QWidget* window)
    : QObject(window)
{
    // Drag events climb from the widget under the pointer to the first one that accepts
    // drops, up to the window: accepting them here covers every child that does not.
    window->setAcceptDrops(true);
    window->installEventFilter(this);
}

bool DropTarget::canOpen(const QMimeData* mime)
{
    return holdsFile(mime) || mime->hasText();
}

bool DropTarget::eventFilter(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto* drag = static_cast<QDragMoveEvent*>(event);
        if (canOpen(drag->mimeData()))
            drag->acceptProposedAction();
        return true;
    }
    case QEvent::Drop: {
        auto* drop = static_cast<QDropEvent*>(event);
        const QMimeData* mime = drop->mimeData();
        // A file dragged from a file manager also carries its URL as text: the file wins.
        if (holdsFile(mime))
            emit fileDropped(mime->urls().constFirst().toLocalFile());
        else if (mime->hasText())
            emit textDropped(mime->text());
        else
            return QObject::eventFilter(watched, event);
        drop->acceptProposedAction();
        return true;
    }
    default: return QObject::eventFilter(watched, event);
    }
}

} // namespace morpion::gui
