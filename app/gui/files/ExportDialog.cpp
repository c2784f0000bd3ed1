#include "app/gui/files/ExportDialog.h"

#include "app/gui/common/AppPalette.h"
#include "app/gui/common/Setting.h"
#include "app/gui/common/TextFit.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/GridClipboard.h"
#include "app/paint/PictureMetadata.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
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

#include <algorithm>

namespace morpion::gui {

namespace {
const Setting<bool> exportPrint{"Export/printStyle", false};
const Setting<bool> exportNumbers{"Export/numbers", true};
const Setting<bool> exportHighlight{"Export/highlightLayer", false};
const Setting<bool> exportLegend{"Export/legend", true};
const Setting<int> exportWidth{"Export/width", 1600};
const Setting<int> exportPage{"Export/page", static_cast<int>(paint::PicturePage::A4)};
const Setting<bool> exportCaption{"Export/caption", false};
// The preview's box: the whole page fits in it.
constexpr int previewWidth = 380, previewHeight = 440;

bool writableDirectory(const QString& dir)
{
    const QFileInfo info(dir);
    return !dir.isEmpty() && info.isDir() && info.isWritable();
}
const Setting<QString> exportDir{"Export/lastDirectory", QString()};
} // namespace

ExportDialog::ExportDialog(const Document* doc, const QString& paletteName, QWidget* parent)
    : QDialog(parent)
    , doc_(doc)
    , paletteName_(paletteName)
{
    setWindowTitle(tr("Export Picture"));
    createFields();
    auto* buttons = new QDialogButtonBox(this);
    auto* save = buttons->addButton(tr("&Save As…"), QDialogButtonBox::AcceptRole);
    auto* copy = buttons->addButton(tr("&Copy Picture"), QDialogButtonBox::ActionRole);
    buttons->addButton(QDialogButtonBox::Close);
    save->setDefault(true);
    layOut(buttons);
    connect(look_, &QComboBox::currentIndexChanged, this, &ExportDialog::updatePreview);
    connect(page_, &QComboBox::currentIndexChanged, this, &ExportDialog::updatePreview);
    for (QCheckBox* box : {numbers_, highlight_, legend_, caption_})
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

void ExportDialog::createFields()
{
    look_ = new QComboBox(this);
    look_->addItem(tr("As on screen"));
    look_->addItem(tr("Clean print style"));
    TextFit::fitItems(look_);
    look_->setCurrentIndex(exportPrint.value() ? 1 : 0);
    numbers_ = new QCheckBox(tr("Move &numbers"), this);
    numbers_->setChecked(exportNumbers.value());
    highlight_ = new QCheckBox(tr("&Highlight layer %1").arg(doc_->currentLayer()), this);
    highlight_->setChecked(exportHighlight.value());
    legend_ = new QCheckBox(tr("&Legend"), this);
    legend_->setChecked(exportLegend.value());
    width_ = new QSpinBox(this);
    width_->setRange(100, 20000);
    width_->setSingleStep(100);
    width_->setSuffix(tr(" px"));
    width_->setValue(exportWidth.value());
    width_->setToolTip(tr("Width of a PNG in pixels, of an SVG or PDF in points"));
    page_ = new QComboBox(this);
    page_->addItem(tr("A4"), static_cast<int>(paint::PicturePage::A4));
    page_->addItem(tr("Letter"), static_cast<int>(paint::PicturePage::Letter));
    page_->addItem(tr("Fit the picture, with a margin"), static_cast<int>(paint::PicturePage::Fit));
    TextFit::fitItems(page_);
    page_->setCurrentIndex(std::max(0, page_->findData(exportPage.value())));
    page_->setToolTip(tr("The page of a PDF or SVG: the picture is scaled to the paper, or the page fits the picture "
                         "at its width"));
    caption_ = new QCheckBox(tr("Capt&ion line: author, variant, score and code"), this);
    caption_->setChecked(exportCaption.value());
    caption_->setToolTip(tr("A line under the grid: %1").arg(captionText()));
    sizeLabel_ = new QLabel(this);
    preview_ = new QLabel(this);
    preview_->setObjectName(QStringLiteral("exportPreview"));
    preview_->setFixedSize(previewWidth + 8, previewHeight + 8);
    preview_->setAlignment(Qt::AlignCenter);
    preview_->setFrameShape(QFrame::StyledPanel);
}

void ExportDialog::layOut(QDialogButtonBox* buttons)
{
    auto* form = new QFormLayout;
    form->addRow(tr("Look:"), look_);
    form->addRow(QString(), numbers_);
    form->addRow(QString(), highlight_);
    form->addRow(QString(), legend_);
    form->addRow(QString(), caption_);
    form->addRow(tr("Width:"), width_);
    form->addRow(tr("PDF/SVG &page:"), page_);
    form->addRow(tr("Size:"), sizeLabel_);
    auto* top = new QHBoxLayout;
    top->addLayout(form);
    top->addWidget(preview_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);
}

paint::PictureOptions ExportDialog::options() const
{
    paint::PictureOptions o;
    o.printStyle = look_->currentIndex() == 1;
    o.numbers = numbers_->isChecked();
    o.legend = legend_->isChecked() && highlight_->isChecked();
    o.width = width_->value();
    o.page = static_cast<paint::PicturePage>(page_->currentData().toInt());
    if (caption_->isChecked())
        o.caption = captionText();
    return o;
}

bool ExportDialog::highlightLayer() const
{
    return highlight_->isChecked();
}

paint::BoardScene ExportDialog::scene() const
{
    paint::ViewOptions v;
    v.highlightLayer = highlight_->isChecked();
    v.ghostLater = true;
    v.showNumbers = numbers_->isChecked();
    v.showLegend = legend_->isChecked();
    return paint::PictureExport::adjusted(doc_->scene(v), options());
}

paint::BoardStyle ExportDialog::style() const
{
    return look_->currentIndex() == 1 ? paint::BoardStyle::print() : AppPalette::boardStyle(paletteName_);
}

QString ExportDialog::captionText() const
{
    const QString line = tr("%1 · score %2 · %3")
                             .arg(QString::fromLatin1(variantName(doc_->variant()).data(), 2))
                             .arg(doc_->score())
                             .arg(doc_->layerCode());
    // The grid's author, when its record names one, leads the line.
    const QString author = QString::fromStdString(doc_->info().value(GridInfo::Field::Author)).simplified();
    return author.isEmpty() ? line : tr("%1 · %2").arg(author, line);
}

void ExportDialog::updatePreview()
{
    const paint::BoardScene s = scene();
    const paint::PictureOptions o = options();
    const QSizeF size = paint::PictureExport::pictureSize(s, o);
    const QSizeF page = paint::PictureExport::pageSize(s, o);
    const auto mm = [](double points) { return qRound(points / 72.0 * 25.4); };
    sizeLabel_->setText(tr("PNG %1 × %2 px; PDF/SVG page %3 × %4 mm")
                            .arg(qRound(size.width()))
                            .arg(qRound(size.height()))
                            .arg(mm(page.width()))
                            .arg(mm(page.height())));
    // The whole page, scaled into the preview's box whatever its shape.
    const qreal dpr = devicePixelRatioF();
    const double scale = std::min(previewWidth / page.width(), previewHeight / page.height());
    QImage img = paint::PictureExport::pageImage(s, style(), o, std::max(16, static_cast<int>(page.width() * scale * dpr)));
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
    exportPage.setValue(page_->currentData().toInt());
    exportCaption.setValue(caption_->isChecked());
}

QString ExportDialog::startDirectory() const
{
    for (const QString& dir :
         {exportDir.value(), doc_->filePath().isEmpty() ? QString() : QFileInfo(doc_->filePath()).absolutePath(),
          QStandardPaths::writableLocation(QStandardPaths::PicturesLocation), QDir::homePath()})
        if (writableDirectory(dir))
            return dir;
    return QDir::homePath();
}

bool ExportDialog::exportToFile()
{
    saveSettings();
    const QString dir = startDirectory();
    QString selected;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Picture"), dir + QLatin1Char('/') + doc_->fileStem() + QStringLiteral(".png"),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"), &selected);
    if (path.isEmpty())
        return false;
    QString file = path;
    if (QFileInfo(file).suffix().isEmpty())
        file += selected.contains(QLatin1String("svg"))   ? QStringLiteral(".svg")
                : selected.contains(QLatin1String("pdf")) ? QStringLiteral(".pdf")
                                                          : QStringLiteral(".png");
    exportDir.setValue(QFileInfo(file).absolutePath());
    const QString error = writeFile(file);
    if (!error.isEmpty()) {
        QMessageBox box(QMessageBox::Warning, tr("Export Picture"), error, QMessageBox::Ok, this);
        box.setTextFormat(Qt::PlainText); // the file's name and the system's reason
        box.exec();
        return false;
    }
    savedPath_ = QFileInfo(file).absoluteFilePath();
    return true;
}

QMimeData* ExportDialog::clipboardData() const
{
    return GridClipboard::mimeData(doc_->variant(), doc_->moves(), doc_->layerCode(),
                                   paint::PictureExport::image(scene(), style(), options()), doc_->recordInfo());
}

QString ExportDialog::writeFile(const QString& path) const
{
    // The picture carries its grid, so that it opens again in the program.
    return paint::PictureExport::write(path, scene(), style(), options(),
                                       paint::PictureMetadata::record(doc_->variant(), doc_->moves(), doc_->recordInfo()));
}

} // namespace morpion::gui
