#include "app/gui/collection/CollectionActions.h"

#include "app/gui/collection/CollectionLoader.h"
#include "app/gui/collection/CollectionPanel.h"
#include "app/gui/common/ViewSettings.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>

namespace morpion::gui {

CollectionActions::CollectionActions(CollectionPanel* panel, QDockWidget* dock, QWidget* window)
    : QObject(window)
    , panel_(panel)
    , dock_(dock)
    , window_(window)
{
    open_ = new QAction(tr("Open &Collection…"), this);
    open_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    open_->setToolTip(tr("List the grids of a text file of codes, with thumbnails, duplicates and problems"));
    openFolder_ = new QAction(tr("Open Collection &Folder…"), this);
    //: "record files": files that hold a grid (MSR, Pentasol), not world records.
    openFolder_->setToolTip(tr("List the grids of a folder of record files (Pentasol, MSR, pictures with their grid)"));
    paste_ = new QAction(tr("Paste as Collec&tion"), this);
    paste_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    connect(open_, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(window_, tr("Open Collection"), ViewSettings::lastDirectory.value(),
                                                          tr("Texts with codes (*.txt *.log *.md *.csv);;All files (*)"));
        if (!path.isEmpty())
            openFile(path);
    });
    connect(openFolder_, &QAction::triggered, this, [this] {
        const QString path =
            QFileDialog::getExistingDirectory(window_, tr("Open Collection Folder"), ViewSettings::lastDirectory.value());
        if (!path.isEmpty())
            openFolder(path);
    });
    connect(paste_, &QAction::triggered, this, &CollectionActions::pasteFromClipboard);
    connect(panel_->loader(), &CollectionLoader::finished, this, &CollectionActions::offerOtherVariant);
}

void CollectionActions::offerOtherVariant()
{
    const auto read = panel_->loader()->result();
    if (!read || read->cancelled || forced_ || !reopen_)
        return;
    const auto other = read->inferred.mostOther();
    if (!other)
        return;
    const Variant v = *other;
    //: %1: what the collection panel's summary says, "codes without a variant read as 5T; 3 of them also decode as 5D".
    emit offer(tr("Collection: %1.").arg(CollectionLoader::variantsRead(read->inferred)),
               tr("Read All as %1").arg(QString::fromLatin1(variantName(v).data(), 2)), [this, v] {
                   forced_ = true;
                   reopen_(v);
               });
}

void CollectionActions::showDock()
{
    dock_->show();
    dock_->raise();
}

void CollectionActions::openFile(const QString& path)
{
    ViewSettings::lastDirectory.setValue(QFileInfo(path).absolutePath());
    showDock();
    forced_ = false;
    reopen_ = [this, path](std::optional<Variant> v) { panel_->openFile(path, v); };
    panel_->openFile(path);
}

void CollectionActions::openFolder(const QString& path)
{
    ViewSettings::lastDirectory.setValue(QFileInfo(path).absoluteFilePath());
    showDock();
    forced_ = false;
    reopen_ = [this, path](std::optional<Variant> v) { panel_->openFolder(path, v); };
    panel_->openFolder(path);
}

void CollectionActions::openText(const QString& text, const QString& origin)
{
    showDock();
    forced_ = false;
    reopen_ = [this, text, origin](std::optional<Variant> v) { panel_->openText(text, origin, v); };
    panel_->openText(text, origin);
}

void CollectionActions::pasteFromClipboard()
{
    const QString text = QApplication::clipboard()->text();
    if (text.trimmed().isEmpty()) {
        emit error(tr("The clipboard holds no text to open."));
        return;
    }
    openText(text, tr("the clipboard"));
}

} // namespace morpion::gui
