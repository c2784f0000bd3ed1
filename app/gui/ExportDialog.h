#pragma once

#include "app/gui/PictureExport.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QMimeData;
class QSpinBox;

namespace morpion::gui {

class Document;

// Chooses how the picture looks (screen or print style, numbers, layer highlight, legend,
// size), shows a preview, then saves PNG / SVG / PDF or copies the picture.
class ExportDialog : public QDialog {
    Q_OBJECT

public:
    ExportDialog(const Document* doc, const QString& paletteName, QWidget* parent = nullptr);

    PictureOptions options() const;
    bool highlightLayer() const;
    // The scene and style the options ask for.
    BoardScene scene() const;
    BoardStyle style() const;

    // The clipboard item of the grid with this picture (GridClipboard); the caller owns it.
    QMimeData* clipboardData() const;

    // The file dialog, then the file; false when cancelled or failed (message shown).
    bool exportToFile();
    // Writes the picture to `path` (type by suffix); a PNG or SVG carries the grid's MSR
    // record (PictureMetadata). An empty string on success, else why it failed.
    QString writeFile(const QString& path) const;

private:
    void updatePreview();
    void saveSettings() const;

    const Document* doc_;
    QString paletteName_;
    QComboBox* look_;
    QCheckBox* numbers_;
    QCheckBox* highlight_;
    QCheckBox* legend_;
    QSpinBox* width_;
    QLabel* sizeLabel_;
    QLabel* preview_;
};

} // namespace morpion::gui
