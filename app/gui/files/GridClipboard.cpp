#include "app/gui/files/GridClipboard.h"

#include "app/paint/PictureMetadata.h"
#include "core/formats/PictureRecord.h"

#include <QBuffer>
#include <QImageWriter>
#include <QMimeData>

namespace morpion::gui {

namespace {
const QString pngType = QStringLiteral("image/png");
} // namespace

QMimeData* GridClipboard::mimeData(Variant variant, const std::vector<Move>& moves, const QString& layerCode,
                                   const QImage& picture, const GridInfo& info)
{
    auto* data = new QMimeData;
    const QByteArray record = paint::PictureMetadata::record(variant, moves, info);
    if (!record.isEmpty())
        data->setData(msrMimeType(), record);
    if (!picture.isNull()) {
        // Programs that ask for another image type get the plain image through Qt.
        data->setImageData(picture);
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QImageWriter writer(&buffer, "png");
        if (writer.write(picture))
            data->setData(pngType,
                          record.isEmpty() ? buffer.data() : paint::PictureMetadata::withPngRecord(buffer.data(), record));
    }
    data->setText(layerCode);
    return data;
}

GridClipboard::Content GridClipboard::read(const QMimeData* data)
{
    if (!data)
        return {{}, tr("The clipboard is empty.")};
    if (data->hasFormat(msrMimeType())) {
        const QByteArray record = data->data(msrMimeType());
        if (!record.trimmed().isEmpty())
            return {QString::fromUtf8(record), {}};
    }
    QString pictureProblem;
    if (data->hasFormat(pngType)) {
        const QByteArray png = data->data(pngType);
        const auto found = readPictureRecord(std::string_view(png.constData(), static_cast<std::size_t>(png.size())));
        if (found)
            return {QString::fromStdString(found.value()), {}};
        pictureProblem = QString::fromStdString(found.error().message());
    }
    if (data->hasText() && !data->text().trimmed().isEmpty())
        return {data->text(), {}};
    if (data->hasImage() || !pictureProblem.isEmpty())
        return {{},
                tr("The clipboard holds a picture without a grid in it: only pictures that Morpion Layers saved "
                   "or copied carry their grid.")};
    return {{}, tr("The clipboard holds no text to open.")};
}

} // namespace morpion::gui
