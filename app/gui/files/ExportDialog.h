#pragma once

#include "app/paint/PictureExport.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QMimeData;
class QSpinBox;

namespace morpion::gui {

class Document;

// Chooses how the picture looks (screen or print style, numbers, layer highlight, legend,
// size, page of a PDF or SVG, a caption line), shows a preview of the whole page, then saves
// PNG / SVG / PDF or copies the picture. Printing (BoardPrinter) draws what it describes.
class ExportDialog : public QDialog {
    Q_OBJECT

public:
    ExportDialog(const Document* doc, const QString& paletteName, QWidget* parent = nullptr);

    paint::PictureOptions options() const;
    bool highlightLayer() const;
    // The scene and style the options ask for.
    paint::BoardScene scene() const;
    paint::BoardStyle style() const;

    // The clipboard item of the grid with this picture (GridClipboard); the caller owns it.
    QMimeData* clipboardData() const;

    // The file dialog, then the file; false when cancelled or failed (message shown).
    bool exportToFile();
    // Where exportToFile() saved the picture (empty before, or when it did not).
    QString savedPath() const { return savedPath_; }
    // The folder the file dialog starts in: the last one a picture went to, else the open
    // grid's, else the pictures folder, but never one that cannot be written (a records
    // folder installed read-only).
    QString startDirectory() const;
    // "5T · 178 moves · LoyBD5pl…": the caption line the options describe.
    QString captionText() const;
    // Writes the picture to `path` (type by suffix); a PNG or SVG carries the grid's MSR
    // record (PictureMetadata). An empty string on success, else why it failed.
    QString writeFile(const QString& path) const;

private:
    // The options' fields, set as last time, and the preview.
    void createFields();
    // The fields in a form beside the preview, the buttons below.
    void layOut(QDialogButtonBox* buttons);
    void updatePreview();
    void saveSettings() const;

    const Document* doc_;
    QString paletteName_;
    QComboBox* look_;
    QCheckBox* numbers_;
    QCheckBox* highlight_;
    QCheckBox* legend_;
    QSpinBox* width_;
    QComboBox* page_;
    QCheckBox* caption_;
    QLabel* sizeLabel_;
    QLabel* preview_;
    QString savedPath_;
};

} // namespace morpion::gui
