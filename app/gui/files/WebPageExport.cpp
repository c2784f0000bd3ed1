#include "app/gui/files/WebPageExport.h"

#include "app/common/FileWrite.h"
#include "app/common/WebViewer.h"
#include "app/gui/common/CoreText.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/FileActions.h"
#include "core/formats/GridPage.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>

namespace morpion::gui {

WebPageExport::WebPageExport(const Document* doc, QWidget* window)
    : QObject(window)
    , doc_(doc)
    , window_(window)
{
    export_ = new QAction(tr("Export &Web Page…"), this);
    const bool built = !WebViewer::path().isEmpty();
    export_->setEnabled(built);
    export_->setToolTip(built ? tr("The grid as one web page that any browser opens, with no network and nothing installed")
                              : tr("This installation has no web page: it is built when Emscripten and esbuild are installed"));
    export_->setStatusTip(export_->toolTip());
    connect(export_, &QAction::triggered, this, &WebPageExport::exportPage);
}

void WebPageExport::exportPage()
{
    const QString suggestion = FileActions::startDirectory() + QLatin1Char('/') + doc_->fileStem() + QStringLiteral(".html");
    QString path = QFileDialog::getSaveFileName(window_, tr("Export Web Page"), suggestion, tr("Web page (*.html)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".html");
    const QString failure = writeTo(path);
    if (!failure.isEmpty())
        emit error(failure);
    else
        emit message(tr("Web page saved to %1").arg(QDir::toNativeSeparators(path)), 10000);
}

QString WebPageExport::writeTo(const QString& path) const
{
    const QString name = QDir::toNativeSeparators(path);
    QFile viewer(WebViewer::path());
    if (viewer.fileName().isEmpty() || !viewer.open(QIODevice::ReadOnly))
        return tr("Cannot write %1: this installation has no web page.").arg(name);
    const QByteArray template_ = viewer.readAll();
    GridRead grid;
    grid.variant = doc_->variant();
    grid.moves = doc_->moves();
    grid.info = doc_->info();
    const auto page = gridPage(std::string_view(template_.constData(), static_cast<std::size_t>(template_.size())), grid);
    if (!page)
        return tr("Cannot write %1: %2").arg(name, CoreText::describe(page.error()));
    const QString failure = FileWrite::replace(path, QByteArray::fromStdString(*page));
    if (!failure.isEmpty())
        return tr("Cannot write %1: %2").arg(name, failure);
    return {};
}

} // namespace morpion::gui
