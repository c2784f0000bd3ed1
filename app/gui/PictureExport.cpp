#include "app/gui/PictureExport.h"

#include "app/common/FileWrite.h"
#include "app/gui/BoardRenderer.h"
#include "app/gui/PictureMetadata.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QImageWriter>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace morpion::gui {

namespace {

double legendFont(const PictureOptions& o)
{
    return std::clamp(o.width / 60.0, 9.0, 28.0);
}

} // namespace

BoardScene PictureExport::adjusted(BoardScene scene, const PictureOptions& options)
{
    scene.showNumbers = options.numbers;
    scene.showLegend = options.legend && scene.currentLayer >= 0;
    scene.preview.reset();
    scene.hints.clear();
    scene.lastMovePoint.reset();
    scene.selected.reset();
    return scene;
}

QSizeF PictureExport::pictureSize(const BoardScene& scene, const PictureOptions& options)
{
    const QRectF b = BoardRenderer::bounds(scene);
    const double w = std::max(16, options.width);
    double h = std::ceil(w * b.height() / b.width());
    if (scene.showLegend)
        h += std::ceil(BoardRenderer::legendSize(scene, legendFont(options)).height() + legendFont(options));
    return {w, h};
}

void PictureExport::paint(QPainter& p, const BoardScene& scene, const BoardStyle& style, const PictureOptions& options)
{
    const QSizeF size = pictureSize(scene, options);
    const QRectF b = BoardRenderer::bounds(scene);
    const double boardHeight = std::ceil(size.width() * b.height() / b.width());
    const QRectF boardRect(0, 0, size.width(), boardHeight);
    p.fillRect(QRectF(QPointF(0, 0), size), style.background);
    BoardRenderer::paint(p, scene, style, BoardGeometry::fit(b, boardRect), boardRect);
    if (scene.showLegend) {
        const double f = legendFont(options);
        BoardRenderer::paintLegend(p, scene, style, QPointF(f, boardHeight), f);
    }
}

QImage PictureExport::image(const BoardScene& scene, const BoardStyle& style, const PictureOptions& options)
{
    const QSize size = pictureSize(scene, options).toSize();
    QImage img(size, QImage::Format_ARGB32_Premultiplied);
    img.fill(style.background);
    QPainter p(&img);
    paint(p, scene, style, options);
    p.end();
    return img;
}

QString PictureExport::write(const QString& path, const BoardScene& scene, const BoardStyle& style, const PictureOptions& options,
                             const QByteArray& record)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg") && suffix != QLatin1String("pdf"))
        return tr("Unknown picture type “%1”: use .png, .svg or .pdf.").arg(suffix);
    const QString name = QDir::toNativeSeparators(path);
    const QSizeF size = pictureSize(scene, options);

    // The picture is made in memory and checked there; only a complete one reaches the file.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QByteArray bytes;
    if (suffix == QLatin1String("png")) {
        QImageWriter writer(&buffer, "png");
        if (!writer.write(image(scene, style, options)))
            return tr("Cannot write %1: %2").arg(name, writer.errorString());
        // The record chunk goes in after the header.
        bytes = record.isEmpty() ? buffer.data() : PictureMetadata::withPngRecord(buffer.data(), record);
    } else if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        // The size is written in mm; at the CSS 96 dpi a browser shows it at `size` pixels.
        svg.setResolution(96);
        svg.setSize(size.toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), size));
        svg.setTitle(tr("Morpion Solitaire grid"));
        svg.setDescription(tr("Drawn by Morpion Layers"));
        QPainter p;
        if (!p.begin(&svg))
            return tr("Cannot write %1: the SVG drawing did not start.").arg(name);
        paint(p, scene, style, options);
        if (!p.end())
            return tr("Cannot write %1: the SVG drawing did not finish.").arg(name);
        bytes = record.isEmpty() ? buffer.data() : PictureMetadata::withSvgRecord(buffer.data(), record);
    } else {
        QPdfWriter pdf(&buffer);
        pdf.setCreator(QStringLiteral("Morpion Layers"));
        pdf.setTitle(tr("Morpion Solitaire grid"));
        pdf.setResolution(72); // one device unit = one point
        pdf.setPageSize(QPageSize(size, QPageSize::Point, QString(), QPageSize::ExactMatch));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        QPainter p;
        if (!p.begin(&pdf))
            return tr("Cannot write %1: the PDF drawing did not start.").arg(name);
        paint(p, scene, style, options);
        if (!p.end())
            return tr("Cannot write %1: the PDF drawing did not finish.").arg(name);
        bytes = buffer.data();
    }
    if (bytes.isEmpty())
        return tr("Cannot write %1: the picture came out empty.").arg(name);
    const QString failure = FileWrite::replace(path, bytes);
    if (!failure.isEmpty())
        return tr("Cannot write %1: %2").arg(name, failure);
    return {};
}

} // namespace morpion::gui
