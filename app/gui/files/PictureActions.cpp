#include "app/gui/files/PictureActions.h"

#include "app/gui/common/Icons.h"
#include "app/gui/files/ExportDialog.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>

namespace morpion::gui {

PictureActions::PictureActions(const Document* doc, std::function<QString()> paletteName, QWidget* window)
    : QObject(window)
    , doc_(doc)
    , paletteName_(std::move(paletteName))
    , window_(window)
{
    export_ = new QAction(Icons::get(QStringLiteral("image-export")), tr("&Export Picture…"), this);
    export_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    copy_ = new QAction(Icons::get(QStringLiteral("edit-copy")), tr("Copy Grid and P&icture"), this);
    copy_->setShortcut(QKeySequence::Copy);
    copy_->setToolTip(
        tr("Copy the grid as a picture (carrying its record), its layer code and its record: Paste opens it again"));
    connect(export_, &QAction::triggered, this, &PictureActions::exportPicture);
    connect(copy_, &QAction::triggered, this, &PictureActions::copyPicture);
}

void PictureActions::exportPicture()
{
    ExportDialog dialog(doc_, paletteName_(), window_);
    dialog.exec();
    if (!dialog.savedPath().isEmpty())
        emit message(tr("Picture saved to %1").arg(QDir::toNativeSeparators(dialog.savedPath())), 10000);
}

void PictureActions::copyPicture()
{
    ExportDialog dialog(doc_, paletteName_(), window_);
    QApplication::clipboard()->setMimeData(dialog.clipboardData());
    emit message(tr("Grid copied: its picture, layer code and record"), 3000);
}

} // namespace morpion::gui
