#include "app/paint/PictureExport.h"

#include "app/common/FileWrite.h"
#include "app/paint/BoardLegend.h"
#include "app/paint/BoardRenderer.h"
#include "app/paint/PictureMetadata.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QImageWriter>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace morpion::paint {

namespace {

double legendFont(const PictureOptions& o)
{
    return std::clamp(o.width / 60.0, 9.0, 28.0);
}

double captionBand(const PictureOptions& o)
{
    return o.caption.isEmpty() ? 0.0 : std::ceil(legendFont(o) * 2.2);
}

// Paper sizes in points, portrait.
QSizeF paper(PicturePage page)
{
    return page == PicturePage::Letter ? QPageSize(QPageSize::Letter).size(QPageSize::Point)
                                       : QPageSize(QPageSize::A4).size(QPageSize::Point);
}

} // namespace

BoardScene PictureExport::adjusted(const BoardScene& scene, const PictureOptions& options)
{
    return scene.forPicture(options.numbers, options.legend);
}

QSizeF PictureExport::pictureSize(const BoardScene& scene, const PictureOptions& options)
{
    const QRectF b = BoardRenderer::bounds(scene);
    const double w = std::max(16, options.width);
    double h = std::ceil(w * b.height() / b.width());
    if (scene.showLegend)
        h += std::ceil(BoardLegend::size(scene, legendFont(options)).height() + legendFont(options));
    return {w, h + captionBand(options)};
}

double PictureExport::pageMargin(const BoardScene& scene, const PictureOptions& options)
{
    if (options.page != PicturePage::Fit)
        return 36; // half an inch
    return std::ceil(std::max(12.0, pictureSize(scene, options).width() * 0.04));
}

QSizeF PictureExport::pageSize(const BoardScene& scene, const PictureOptions& options)
{
    const QSizeF picture = pictureSize(scene, options);
    if (options.page == PicturePage::Fit) {
        const double m = 2 * pageMargin(scene, options);
        return {picture.width() + m, picture.height() + m};
    }
    const QSizeF portrait = paper(options.page);
    return picture.width() > picture.height() ? portrait.transposed() : portrait;
}

void PictureExport::paintOnPage(QPainter& p, const QRectF& page, double margin, const BoardScene& scene, const BoardStyle& style,
                                const PictureOptions& options)
{
    p.fillRect(page, style.background);
    const QSizeF picture = pictureSize(scene, options);
    const QRectF room = page.adjusted(margin, margin, -margin, -margin);
    const double scale = std::min(room.width() / picture.width(), room.height() / picture.height());
    if (!(scale > 0))
        return;
    p.save();
    p.translate(room.center() - QPointF(picture.width(), picture.height()) * scale / 2);
    p.scale(scale, scale);
    paint(p, scene, style, options);
    p.restore();
}

QImage PictureExport::pageImage(const BoardScene& scene, const BoardStyle& style, const PictureOptions& options, int width)
{
    const QSizeF page = pageSize(scene, options);
    const double scale = width / page.width();
    QImage img(QSize(width, std::max(1, qRound(page.height() * scale))), QImage::Format_ARGB32_Premultiplied);
    img.fill(style.background);
    QPainter p(&img);
    p.scale(scale, scale);
    paintOnPage(p, QRectF(QPointF(0, 0), page), pageMargin(scene, options), scene, style, options);
    p.end();
    return img;
}

void PictureExport::paint(QPainter& p, const BoardScene& scene, const BoardStyle& style, const PictureOptions& options)
{
    const QSizeF size = pictureSize(scene, options);
    const QRectF b = BoardRenderer::bounds(scene);
    const double boardHeight = std::ceil(size.width() * b.height() / b.width());
    const QRectF boardRect(0, 0, size.width(), boardHeight);
    p.fillRect(QRectF(QPointF(0, 0), size), style.background);
    BoardRenderer::paint(p, scene, style, BoardGeometry::fit(b, boardRect), boardRect);
    double y = boardHeight;
    if (scene.showLegend) {
        const double f = legendFont(options);
        BoardLegend::paint(p, scene, style, QPointF(f, boardHeight), f);
        y += std::ceil(BoardLegend::size(scene, f).height() + f);
    }
    if (!options.caption.isEmpty()) {
        // One line, shortened to the picture's width (a code can be long).
        QFont font = p.font();
        font.setPixelSize(std::max(1, qRound(legendFont(options))));
        p.setFont(font);
        p.setPen(style.legendText);
        const QRectF band(legendFont(options), y, size.width() - 2 * legendFont(options), captionBand(options));
        const QString text = QFontMetricsF(font).elidedText(options.caption, Qt::ElideMiddle, band.width());
        p.drawText(band, Qt::AlignLeft | Qt::AlignVCenter, text);
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
    const QSizeF page = pageSize(scene, options);
    const double margin = pageMargin(scene, options);

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
        // One user unit is one point: an A4 page is 210 x 297 mm (72 per inch).
        svg.setResolution(72);
        svg.setSize(page.toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), page));
        svg.setTitle(tr("Morpion Solitaire grid"));
        svg.setDescription(tr("Drawn by Morpion Layers"));
        QPainter p;
        if (!p.begin(&svg))
            return tr("Cannot write %1: the SVG drawing did not start.").arg(name);
        paintOnPage(p, QRectF(QPointF(0, 0), page), margin, scene, style, options);
        if (!p.end())
            return tr("Cannot write %1: the SVG drawing did not finish.").arg(name);
        bytes = record.isEmpty() ? buffer.data() : PictureMetadata::withSvgRecord(buffer.data(), record);
    } else {
        QPdfWriter pdf(&buffer);
        pdf.setCreator(QStringLiteral("Morpion Layers"));
        pdf.setTitle(tr("Morpion Solitaire grid"));
        pdf.setResolution(72); // one device unit = one point
        pdf.setPageSize(options.page == PicturePage::Fit ? QPageSize(page, QPageSize::Point, QString(), QPageSize::ExactMatch)
                        : options.page == PicturePage::Letter ? QPageSize(QPageSize::Letter)
                                                              : QPageSize(QPageSize::A4));
        // A paper size is portrait: turned for a wider picture (an exact size is as it is).
        if (options.page != PicturePage::Fit && page.width() > page.height())
            pdf.setPageOrientation(QPageLayout::Landscape);
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        QPainter p;
        if (!p.begin(&pdf))
            return tr("Cannot write %1: the PDF drawing did not start.").arg(name);
        paintOnPage(p, QRectF(QPointF(0, 0), page), margin, scene, style, options);
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

} // namespace morpion::paint
