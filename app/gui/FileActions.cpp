#include "app/gui/FileActions.h"

#include "app/common/FileWrite.h"
#include "app/gui/Document.h"
#include "app/gui/ErrorText.h"
#include "app/gui/GridReader.h"
#include "app/gui/Icons.h"
#include "app/gui/PictureMetadata.h"
#include "app/gui/ViewSettings.h"
#include "core/Msr.h"
#include "core/Pentasol.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QStandardPaths>
#include <QUndoStack>

namespace morpion::gui {

namespace {
constexpr int maxRecent = 8;
constexpr qint64 maxFileBytes = 16 << 20;

QString startDirectory()
{
    const QString dir = ViewSettings::lastDirectory.value();
    return dir.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) : dir;
}
} // namespace

FileActions::FileActions(Document* doc, QWidget* window) : QObject(window), doc_(doc), window_(window)
{
    open_ = new QAction(Icons::get(QStringLiteral("document-open")), tr("&Open…"), this);
    open_->setShortcut(QKeySequence::Open);
    open_->setToolTip(tr("Open a grid file (MSR JSON, Pentasol, a code or a move list)"));
    save_ = new QAction(Icons::get(QStringLiteral("document-save")), tr("&Save"), this);
    save_->setShortcut(QKeySequence::Save);
    saveAs_ = new QAction(tr("Save &As…"), this);
    saveAs_->setShortcut(QKeySequence::SaveAs);
    recent_ = new QMenu(tr("Open &Recent"), window);
    connect(open_, &QAction::triggered, this, &FileActions::open);
    connect(save_, &QAction::triggered, this, &FileActions::save);
    connect(saveAs_, &QAction::triggered, this, &FileActions::saveAs);
    rebuildRecent();
}

bool FileActions::maybeSave()
{
    if (!doc_->isModified())
        return true;
    const auto answer = QMessageBox::warning(window_, tr("Unsaved Grid"),
                                             tr("The grid has changes that are not saved. Save them first?"),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                             QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void FileActions::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(
        window_, tr("Open Grid"), startDirectory(),
        tr("Grids (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR records (*.json *.msr);;Pentasol files (*.txt);;"
           "MS1 text (*.txt *.ms1);;Pictures with their grid (*.png *.svg);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool FileActions::openFile(const QString& path)
{
    const QString name = QDir::toNativeSeparators(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        emit error(tr("Cannot open %1: %2").arg(name, file.errorString()));
        return false;
    }
    const Variant chosen = variantSource_ ? variantSource_() : doc_->variant();
    QString text;
    // A picture is read for the record it carries, never for its pixels, whatever its size.
    const bool picture = PictureMetadata::sniff(file.peek(4096)) != PictureMetadata::Kind::NotAPicture;
    if (picture) {
        file.close();
        const auto found = PictureMetadata::readFile(path);
        if (found.record.isEmpty()) {
            emit error(tr("Cannot open %1: %2.").arg(name, found.problem));
            return false;
        }
        text = QString::fromUtf8(found.record);
    } else {
        if (file.size() > maxFileBytes) {
            emit error(tr("Cannot open %1: the file is too large.").arg(name));
            return false;
        }
        text = QString::fromUtf8(file.readAll());
    }
    const auto read = GridReader::read(text, chosen);
    if (!read.ok) {
        emit error(tr("Cannot open %1: %2").arg(name, read.message));
        return false;
    }
    doc_->load(read.variant, read.moves, tr("Open %1").arg(QFileInfo(path).fileName()));
    if (!read.note.isEmpty())
        emit note(read.note);
    doc_->undoStack()->setClean();
    // Saving writes a record, never over the picture the grid came from.
    doc_->setFilePath(picture ? QString() : path);
    ViewSettings::lastDirectory.setValue(QFileInfo(path).absolutePath());
    addRecent(path);
    return true;
}

bool FileActions::save()
{
    if (doc_->filePath().isEmpty())
        return saveAs();
    return saveTo(doc_->filePath());
}

bool FileActions::saveAs()
{
    QString selected;
    QString suggestion = doc_->filePath();
    if (suggestion.isEmpty())
        suggestion = startDirectory() + QLatin1Char('/') + tr("grid-%1").arg(doc_->score()) + QStringLiteral(".msr.json");
    const QString path = QFileDialog::getSaveFileName(
        window_, tr("Save Grid"), suggestion,
        tr("MSR record (*.msr.json);;Pentasol file (*.pentasol.txt);;MS1 text, the compact MSR record (*.ms1)"), &selected);
    if (path.isEmpty())
        return false;
    return saveTo(withRecordSuffix(path, selected));
}

QString FileActions::withRecordSuffix(const QString& path, const QString& selectedFilter)
{
    if (!QFileInfo(path).suffix().isEmpty())
        return path;
    return path + (selectedFilter.contains(QLatin1String("*.pentasol.txt")) ? QStringLiteral(".pentasol.txt")
                   : selectedFilter.contains(QLatin1String("*.ms1"))        ? QStringLiteral(".ms1")
                                                                            : QStringLiteral(".msr.json"));
}

bool FileActions::saveTo(const QString& path)
{
    const QString name = QDir::toNativeSeparators(path);
    const QString suffix = QFileInfo(path).suffix().toLower();
    const bool pentasol = suffix == QLatin1String("txt");
    auto text = pentasol ? writePentasol(doc_->variant(), doc_->moves(),
                                         "Morpion Layers: " + std::string(variantName(doc_->variant())) + " " +
                                             std::to_string(doc_->score()) + " moves, code " + doc_->layerCode().toStdString())
                         : writeMsr(doc_->variant(), doc_->moves());
    if (suffix == QLatin1String("ms1")) {
        text = writeMs1(doc_->variant(), doc_->moves());
        if (text)
            text.value() += '\n';
    }
    if (!text) {
        emit error(tr("Cannot save %1: %2").arg(name, ErrorText::describe(text.error())));
        return false;
    }
    // On failure the old file is intact and the document stays modified.
    const QString failure = FileWrite::replace(path, QByteArray::fromStdString(*text));
    if (!failure.isEmpty()) {
        emit error(tr("Cannot save %1: %2").arg(name, failure));
        return false;
    }
    doc_->setFilePath(path);
    doc_->undoStack()->setClean();
    ViewSettings::lastDirectory.setValue(QFileInfo(path).absolutePath());
    addRecent(path);
    emit info(tr("Saved %1").arg(name));
    return true;
}

void FileActions::addRecent(const QString& path)
{
    QStringList list = ViewSettings::recentFiles.value();
    const QString abs = QFileInfo(path).absoluteFilePath();
    list.removeAll(abs);
    list.prepend(abs);
    while (list.size() > maxRecent)
        list.removeLast();
    ViewSettings::recentFiles.setValue(list);
    rebuildRecent();
}

void FileActions::rebuildRecent()
{
    recent_->clear();
    const QStringList list = ViewSettings::recentFiles.value();
    for (int i = 0; i < list.size(); ++i) {
        const QString path = list.at(i);
        auto* a = recent_->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        a->setToolTip(QDir::toNativeSeparators(path));
        connect(a, &QAction::triggered, this, [this, path] {
            if (maybeSave())
                openFile(path);
        });
    }
    recent_->setEnabled(!list.isEmpty());
    if (!list.isEmpty()) {
        recent_->addSeparator();
        connect(recent_->addAction(tr("&Clear List")), &QAction::triggered, this, [this] {
            ViewSettings::recentFiles.setValue({});
            rebuildRecent();
        });
    }
}

} // namespace morpion::gui
