#include "app/gui/files/BoardPrinter.h"

#include "app/gui/common/Icons.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/ExportDialog.h"

#include <QAction>
#include <QDir>
#include <QPageSetupDialog>
#include <QPainter>
#include <QPrintDialog>
#include <QPrintPreviewDialog>

namespace morpion::gui {

BoardPrinter::BoardPrinter(const Document* doc, std::function<QString()> paletteName, QWidget* window)
    : QObject(window)
    , doc_(doc)
    , paletteName_(std::move(paletteName))
    , window_(window)
    , printer_(QPrinter::HighResolution)
{
    printer_.setPageSize(QPageSize(QPageSize::A4));
    printer_.setDocName(tr("Morpion Solitaire grid"));
    print_ = new QAction(Icons::get(QStringLiteral("document-print")), tr("&Print…"), this);
    print_->setShortcut(QKeySequence::Print);
    print_->setToolTip(tr("Print the grid as File > Export Picture draws it"));
    preview_ = new QAction(tr("Print Pre&view…"), this);
    pageSetup_ = new QAction(tr("Page Set&up…"), this);
    connect(print_, &QAction::triggered, this, &BoardPrinter::printWithDialog);
    connect(preview_, &QAction::triggered, this, &BoardPrinter::showPreview);
    connect(pageSetup_, &QAction::triggered, this, &BoardPrinter::setUpPage);
}

void BoardPrinter::print(QPrinter* printer)
{
    // The export's remembered options, without showing its dialog.
    const ExportDialog options(doc_, paletteName_(), window_);
    const paint::BoardScene scene = options.scene();
    const paint::PictureOptions picture = options.options();
    if (!pageChosen_) {
        const QSizeF size = paint::PictureExport::pictureSize(scene, picture);
        printer->setPageOrientation(size.width() > size.height() ? QPageLayout::Landscape : QPageLayout::Portrait);
    }
    QPainter painter;
    if (!painter.begin(printer))
        return;
    // Device pixels of the printable area; the printer's own margins are the page's.
    const QRectF page(QPointF(0, 0), printer->pageLayout().paintRectPixels(printer->resolution()).size());
    // Paper takes the clean print style whatever the screen's colours.
    paint::PictureExport::paintOnPage(painter, page, 0, scene, paint::BoardStyle::print(), picture);
    painter.end();
}

void BoardPrinter::printWithDialog()
{
    QPrintDialog dialog(&printer_, window_);
    dialog.setWindowTitle(tr("Print Grid"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    print(&printer_);
    emit printed(printer_.outputFileName().isEmpty() ? printer_.printerName()
                                                     : QDir::toNativeSeparators(printer_.outputFileName()));
}

void BoardPrinter::showPreview()
{
    QPrintPreviewDialog dialog(&printer_, window_);
    dialog.setWindowTitle(tr("Print Preview"));
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this, [this](QPrinter* printer) { print(printer); });
    dialog.exec();
}

void BoardPrinter::setUpPage()
{
    QPageSetupDialog dialog(&printer_, window_);
    if (dialog.exec() == QDialog::Accepted)
        pageChosen_ = true;
}

} // namespace morpion::gui
