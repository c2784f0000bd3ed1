#include "app/gui/collection/CollectionActions.h"

#include "app/gui/collection/CollectionLoader.h"
#include "app/gui/collection/CollectionModel.h"
#include "app/gui/collection/CollectionPanel.h"
#include "app/gui/common/ViewSettings.h"
#include "app/gui/files/GridOpener.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QFileInfo>

namespace morpion::gui {

CollectionActions::CollectionActions(CollectionPanel* panel, GridOpener* opener, std::function<void()> showPanel, QWidget* window)
    : QObject(window)
    , panel_(panel)
    , opener_(opener)
    , showPanel_(std::move(showPanel))
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
    connect(panel_, &CollectionPanel::gridChosen, this, &CollectionActions::openRow);
    connect(opener_, &GridOpener::collectionText, this, &CollectionActions::openText);
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

void CollectionActions::openFile(const QString& path)
{
    ViewSettings::lastDirectory.setValue(QFileInfo(path).absolutePath());
    showPanel_();
    forced_ = false;
    reopen_ = [this, path](std::optional<Variant> v) { panel_->openFile(path, v); };
    panel_->openFile(path);
}

void CollectionActions::openFolder(const QString& path)
{
    ViewSettings::lastDirectory.setValue(QFileInfo(path).absoluteFilePath());
    showPanel_();
    forced_ = false;
    reopen_ = [this, path](std::optional<Variant> v) { panel_->openFolder(path, v); };
    panel_->openFolder(path);
}

void CollectionActions::openText(const QString& text, const QString& origin)
{
    showPanel_();
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

bool CollectionActions::openRow(int row)
{
    const CollectionModel* model = panel_->model();
    if (row < 0 || row >= model->rowCount())
        return false;
    const CollectionRow& r = model->row(row);
    if (!opener_->open(GridOpener::alreadyRead(r.variant, model->moves(row)),
                       {[source = r.source] { return tr("Open %1 from the collection").arg(source); }, QString(), {}}))
        return false;
    emit message(tr("#%1, %2: %3 %4 moves")
                     .arg(r.number)
                     .arg(r.source, QString::fromLatin1(variantName(r.variant).data(), 2))
                     .arg(r.score));
    return true;
}

} // namespace morpion::gui
