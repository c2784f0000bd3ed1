#include "app/gui/ExportDialog.h"

#include "app/gui/Document.h"
#include "app/gui/GridClipboard.h"
#include "app/gui/PictureMetadata.h"
#include "app/gui/Setting.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace morpion::gui {

namespace {
const Setting<bool> exportPrint{"Export/printStyle", false};
const Setting<bool> exportNumbers{"Export/numbers", true};
const Setting<bool> exportHighlight{"Export/highlightLayer", false};
const Setting<bool> exportLegend{"Export/legend", true};
const Setting<int> exportWidth{"Export/width", 1600};
const Setting<QString> exportDir{"Export/lastDirectory", QString()};
} // namespace

ExportDialog::ExportDialog(const Document* doc, const QString& paletteName, QWidget* parent)
    : QDialog(parent), doc_(doc), paletteName_(paletteName)
{
    setWindowTitle(tr("Export Picture"));
    look_ = new QComboBox(this);
    look_->addItem(tr("As on screen"));
    look_->addItem(tr("Clean print style"));
    look_->setCurrentIndex(exportPrint.value() ? 1 : 0);
    numbers_ = new QCheckBox(tr("Move &numbers"), this);
    numbers_->setChecked(exportNumbers.value());
    highlight_ = new QCheckBox(tr("&Highlight layer %1").arg(doc->currentLayer()), this);
    highlight_->setChecked(exportHighlight.value());
    legend_ = new QCheckBox(tr("&Legend"), this);
    legend_->setChecked(exportLegend.value());
    width_ = new QSpinBox(this);
    width_->setRange(100, 20000);
    width_->setSingleStep(100);
    width_->setSuffix(tr(" px"));
    width_->setValue(exportWidth.value());
    width_->setToolTip(tr("Width of a PNG in pixels, of an SVG or PDF in points"));
    sizeLabel_ = new QLabel(this);
    preview_ = new QLabel(this);
    preview_->setMinimumSize(360, 360);
    preview_->setAlignment(Qt::AlignCenter);
    preview_->setFrameShape(QFrame::StyledPanel);

    auto* form = new QFormLayout;
    form->addRow(tr("Look:"), look_);
    form->addRow(QString(), numbers_);
    form->addRow(QString(), highlight_);
    form->addRow(QString(), legend_);
    form->addRow(tr("Width:"), width_);
    form->addRow(tr("Size:"), sizeLabel_);

    auto* buttons = new QDialogButtonBox(this);
    auto* save = buttons->addButton(tr("&Save As…"), QDialogButtonBox::AcceptRole);
    auto* copy = buttons->addButton(tr("&Copy Picture"), QDialogButtonBox::ActionRole);
    buttons->addButton(QDialogButtonBox::Close);
    save->setDefault(true);

    auto* top = new QHBoxLayout;
    top->addLayout(form);
    top->addWidget(preview_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);

    connect(look_, &QComboBox::currentIndexChanged, this, &ExportDialog::updatePreview);
    for (QCheckBox* box : {numbers_, highlight_, legend_})
        connect(box, &QCheckBox::toggled, this, &ExportDialog::updatePreview);
    connect(highlight_, &QCheckBox::toggled, legend_, &QCheckBox::setEnabled);
    connect(width_, &QSpinBox::valueChanged, this, &ExportDialog::updatePreview);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(save, &QPushButton::clicked, this, [this] {
        if (exportToFile())
            accept();
    });
    connect(copy, &QPushButton::clicked, this, [this] {
        saveSettings();
        QApplication::clipboard()->setMimeData(clipboardData());
        accept();
    });
    legend_->setEnabled(highlight_->isChecked());
    updatePreview();
}

PictureOptions ExportDialog::options() const
{
    PictureOptions o;
    o.printStyle = look_->currentIndex() == 1;
    o.numbers = numbers_->isChecked();
    o.legend = legend_->isChecked() && highlight_->isChecked();
    o.width = width_->value();
    return o;
}

bool ExportDialog::highlightLayer() const
{
    return highlight_->isChecked();
}

BoardScene ExportDialog::scene() const
{
    ViewOptions v;
    v.highlightLayer = highlight_->isChecked();
    v.ghostLater = true;
    v.showNumbers = numbers_->isChecked();
    v.showLegend = legend_->isChecked();
    return PictureExport::adjusted(BoardScene::fromDocument(*doc_, v), options());
}

BoardStyle ExportDialog::style() const
{
    return look_->currentIndex() == 1 ? BoardStyle::print() : BoardStyle::named(paletteName_);
}

void ExportDialog::updatePreview()
{
    const BoardScene s = scene();
    const QSizeF size = PictureExport::pictureSize(s, options());
    sizeLabel_->setText(tr("%1 × %2").arg(qRound(size.width())).arg(qRound(size.height())));
    PictureOptions small = options();
    small.width = 360;
    const qreal dpr = devicePixelRatioF();
    small.width = static_cast<int>(360 * dpr);
    QImage img = PictureExport::image(s, style(), small);
    img.setDevicePixelRatio(dpr);
    preview_->setPixmap(QPixmap::fromImage(img));
}

void ExportDialog::saveSettings() const
{
    exportPrint.setValue(look_->currentIndex() == 1);
    exportNumbers.setValue(numbers_->isChecked());
    exportHighlight.setValue(highlight_->isChecked());
    exportLegend.setValue(legend_->isChecked());
    exportWidth.setValue(width_->value());
}

bool ExportDialog::exportToFile()
{
    saveSettings();
    QString dir = exportDir.value();
    if (dir.isEmpty())
        dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    QString base = doc_->filePath().isEmpty() ? tr("grid") : QFileInfo(doc_->filePath()).completeBaseName();
    QString selected;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Picture"), dir + QLatin1Char('/') + base + QStringLiteral(".png"),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"), &selected);
    if (path.isEmpty())
        return false;
    QString file = path;
    if (QFileInfo(file).suffix().isEmpty())
        file += selected.contains(QLatin1String("svg")) ? QStringLiteral(".svg")
              : selected.contains(QLatin1String("pdf")) ? QStringLiteral(".pdf")
                                                        : QStringLiteral(".png");
    exportDir.setValue(QFileInfo(file).absolutePath());
    const QString error = writeFile(file);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Export Picture"), error);
        return false;
    }
    return true;
}

QMimeData* ExportDialog::clipboardData() const
{
    return GridClipboard::mimeData(doc_->variant(), doc_->moves(), doc_->layerCode(), PictureExport::image(scene(), style(), options()));
}

QString ExportDialog::writeFile(const QString& path) const
{
    // The picture carries its grid, so that it opens again in the program.
    return PictureExport::write(path, scene(), style(), options(), PictureMetadata::record(doc_->variant(), doc_->moves()));
}

} // namespace morpion::gui
