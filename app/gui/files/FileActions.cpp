#include "app/gui/files/FileActions.h"

#include "app/common/FileWrite.h"
#include "app/gui/common/CoreText.h"
#include "app/gui/common/Icons.h"
#include "app/gui/common/PlainText.h"
#include "app/gui/common/ReadFeedback.h"
#include "app/gui/common/TranslatedText.h"
#include "app/gui/common/ViewSettings.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/GridOpener.h"
#include "core/formats/GridFile.h"
#include "core/formats/Msr.h"
#include "core/formats/Pentasol.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QUndoStack>

namespace morpion::gui {

namespace {
constexpr int maxRecent = 8;
} // namespace

QString FileActions::startDirectory()
{
    // The first that exists: a folder that does not is taken by the file dialog for a file
    // name ("Documents" typed in the name field on a fresh system).
    for (const QString& dir :
         {ViewSettings::lastDirectory.value(), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)})
        if (!dir.isEmpty() && QFileInfo(dir).isDir())
            return dir;
    return QDir::homePath();
}

QString FileActions::gridFileFilter()
{
    return tr("Grids (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR records (*.json *.msr);;Pentasol files (*.txt);;"
              "MS1 text (*.txt *.ms1);;Pictures with their grid (*.png *.svg);;All files (*)");
}

FileActions::FileActions(Document* doc, GridOpener* opener, QWidget* window)
    : QObject(window)
    , doc_(doc)
    , opener_(opener)
    , window_(window)
{
    newGame_ = new QMenu(tr("&New Game"), window);
    newGame_->setIcon(Icons::get(QStringLiteral("document-new")));
    for (Variant v : allVariants) {
        auto* a = newGame_->addAction(QString());
        TranslatedText::keep(a, [a, v] { a->setText(tr("%1 game").arg(QString::fromLatin1(variantName(v).data(), 2))); });
        if (v == Variant::T5)
            a->setShortcut(QKeySequence::New);
        connect(a, &QAction::triggered, this, [this, v] { newGame(v); });
    }
    open_ = new QAction(Icons::get(QStringLiteral("document-open")), tr("&Open…"), this);
    open_->setShortcut(QKeySequence::Open);
    open_->setToolTip(tr("Open a grid file (MSR JSON, Pentasol, a code or a move list)"));
    save_ = new QAction(Icons::get(QStringLiteral("document-save")), tr("&Save"), this);
    save_->setShortcut(QKeySequence::Save);
    saveAs_ = new QAction(tr("Save &As…"), this);
    saveAs_->setShortcut(QKeySequence::SaveAs);
    recent_ = new QMenu(tr("Open &Recent"), window);
    // Every grid that replaces the open one asks about unsaved work first, as New does.
    opener_->setAskFirst([this] { return maybeSave(); });
    connect(open_, &QAction::triggered, this, &FileActions::open);
    connect(save_, &QAction::triggered, this, &FileActions::save);
    connect(saveAs_, &QAction::triggered, this, &FileActions::saveAs);
    rebuildRecent();
}

bool FileActions::maybeSave()
{
    const Document::Unsaved unsaved = doc_->unsaved();
    if (unsaved == Document::Unsaved::Nothing)
        return true;
    // Saying what would be lost: an analysis takes minutes to run again.
    const QString question = unsaved == Document::Unsaved::OnlyAnalysis
                                 ? tr("The game's analysis is not saved (it is kept in the grid's file). Save it first?")
                             : unsaved == Document::Unsaved::WithAnalysis
                                 ? tr("The grid has changes that are not saved, the game's analysis among them. Save them first?")
                                 : tr("The grid has changes that are not saved. Save them first?");
    // Return keeps the grid open (Cancel): saving or discarding takes a deliberate choice.
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Grid"), question,
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, window_);
    box.setDefaultButton(QMessageBox::Cancel);
    // With access keys, which Qt's own button texts lack.
    box.button(QMessageBox::Save)->setText(tr("&Save"));
    box.button(QMessageBox::Discard)->setText(tr("&Discard"));
    box.button(QMessageBox::Cancel)->setText(tr("&Cancel"));
    const auto answer = static_cast<QMessageBox::StandardButton>(box.exec());
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void FileActions::open()
{
    const QString path = QFileDialog::getOpenFileName(window_, tr("Open Grid"), startDirectory(), gridFileFilter());
    if (!path.isEmpty())
        openFile(path);
}

void FileActions::newGame(Variant variant)
{
    if (!maybeSave())
        return;
    doc_->newGame(variant);
}

bool FileActions::openFile(const QString& path)
{
    return openFile(path, opener_->readOptions());
}

bool FileActions::openFile(const QString& path, const GridReadOptions& options)
{
    const auto refusal = read(path, options);
    if (refusal)
        emit error(refusal->message);
    return !refusal;
}

bool FileActions::reopenLast()
{
    const QStringList recent = ViewSettings::recentFiles.value();
    if (recent.isEmpty())
        return false;
    GridReadOptions options;
    options.variant = doc_->variant();
    const QString path = recent.constFirst();
    const QString name = QFileInfo(path).fileName();
    // A start, not a failed command: the usual grid stays, and a short line says why.
    if (!QFileInfo::exists(path)) {
        emit info(tr("%1 was not reopened: it is no longer there").arg(name));
        return false;
    }
    const auto refusal = read(path, options);
    if (refusal)
        emit info(tr("%1 was not reopened: %2").arg(name, refusal->reason));
    return !refusal;
}

std::optional<FileActions::Refusal> FileActions::read(const QString& path, const GridReadOptions& options)
{
    const QString name = QDir::toNativeSeparators(path);
    // Only a regular file, read up to the cap (a FIFO or device is refused at once). A
    // picture is read for the record it carries, never for its pixels.
    const auto bytes = readGridFile(QFile::encodeName(path).toStdString());
    if (!bytes) {
        const QString reason = CoreText::describe(bytes.error());
        return Refusal{tr("Cannot open %1: %2.").arg(name, reason), reason};
    }
    const auto result = ReadFeedback::read(QByteArray::fromStdString(*bytes), options);
    if (!result.ok)
        return Refusal{tr("Cannot open %1: %2").arg(name, result.message), result.message};
    // Unsaved work kept: not a failure, nothing to say.
    if (!opener_->open(result, {[name = QFileInfo(path).fileName()] { return tr("Open %1").arg(name); }, path,
                                [this, path](const GridReadOptions& other) { openFile(path, other); }}))
        return std::nullopt;
    ViewSettings::lastDirectory.setValue(QFileInfo(path).absolutePath());
    addRecent(path);
    return std::nullopt;
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
        suggestion = startDirectory() + QLatin1Char('/') + doc_->fileStem() + QStringLiteral(".msr.json");
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
    // The grid's information goes with it: the record's own fields, or Pentasol comments.
    MsrRecord record;
    record.variant = doc_->variant();
    record.moves = doc_->moves();
    const GridInfo fieldsKept = doc_->recordInfo();
    record.document = fieldsKept.record();
    const std::string fields = fieldsKept.asComments();
    auto text = pentasol ? writePentasol(doc_->variant(), doc_->moves(),
                                         "Morpion Layers: " + std::string(variantName(doc_->variant())) + " " +
                                             std::to_string(doc_->score()) + " moves, code " + doc_->layerCode().toStdString() +
                                             (fields.empty() ? "" : "\n" + fields))
                         : writeMsr(record);
    if (suffix == QLatin1String("ms1")) {
        text = writeMs1(record);
        if (text)
            text.value() += '\n';
    }
    if (!text) {
        emit error(tr("Cannot save %1: %2").arg(name, CoreText::describe(text.error())));
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
        auto* a = recent_->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(plainMenuText(QFileInfo(path).fileName())));
        a->setToolTip(plainToolTip(QDir::toNativeSeparators(path)));
        connect(a, &QAction::triggered, this, [this, path] { openFile(path); });
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
