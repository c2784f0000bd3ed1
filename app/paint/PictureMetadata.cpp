#include "app/paint/PictureMetadata.h"

#include "core/formats/PictureRecord.h"

namespace morpion::paint {

namespace {

std::string_view view(const QByteArray& bytes)
{
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

QByteArray bytesOr(const Result<std::string>& result, const QByteArray& fallback)
{
    return result ? QByteArray::fromStdString(*result) : fallback;
}

} // namespace

QByteArray PictureMetadata::record(Variant v, const std::vector<Move>& moves, const GridInfo& info)
{
    return bytesOr(pictureRecord(v, moves, info), {});
}

QByteArray PictureMetadata::withPngRecord(const QByteArray& png, const QByteArray& record)
{
    return bytesOr(morpion::withPngRecord(view(png), view(record)), png);
}

QByteArray PictureMetadata::withSvgRecord(const QByteArray& svg, const QByteArray& record)
{
    return bytesOr(morpion::withSvgRecord(view(svg), view(record)), svg);
}

} // namespace morpion::paint
