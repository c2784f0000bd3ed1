#include "app/gui/common/ReadFeedback.h"

#include "app/gui/common/CoreText.h"

#include <QStringList>

namespace morpion::gui {

namespace {

QString variantText(Variant v)
{
    return QString::fromLatin1(variantName(v).data(), 2);
}

ReadFeedback::Outcome outcome(std::string_view text, const GridReadOptions& options)
{
    ReadFeedback::Outcome out;
    auto grid = readGrid(text, options);
    if (!grid) {
        const Error& e = grid.error();
        const GridFormat tried = options.format != GridFormat::Auto ? options.format : detectGridFormat(text);
        const QString what = sniffPicture(text) != PictureKind::None ? ReadFeedback::tr("picture")
                             : tried == GridFormat::Auto             ? ReadFeedback::formatName(GridFormat::Code)
                                                                     : ReadFeedback::formatName(tried);
        out.message = ReadFeedback::tr("Not a valid %1: %2.").arg(what, CoreText::describe(e));
        // A position without a line is a byte offset in the text: the character at fault.
        if (e.line == 0 && e.position >= 0 && static_cast<std::size_t>(e.position) < text.size())
            out.errorAt = QString::fromUtf8(text.data(), static_cast<qsizetype>(e.position)).size();
        return out;
    }
    out.ok = true;
    out.grid = std::move(grid).value();
    for (const ReadNotice& n : out.grid.notices) {
        if (out.alternative)
            continue;
        GridReadOptions other = options;
        if (n.kind == ReadNotice::Kind::OtherReading) {
            other.format = n.other;
            out.alternative = ReadFeedback::Alternative{
                other, [format = n.other] { return ReadFeedback::tr("Read as %1").arg(ReadFeedback::formatName(format)); }};
        } else if (n.kind == ReadNotice::Kind::StrictestVariant) {
            other.variant = n.others.front();
            other.variantForced = true;
            out.alternative = ReadFeedback::Alternative{
                other, [variant = n.others.front()] { return ReadFeedback::tr("Read as %1").arg(variantText(variant)); }};
        }
    }
    out.note = ReadFeedback::noteText(out.grid.notices);
    return out;
}

} // namespace

ReadFeedback::Outcome ReadFeedback::read(const QString& text, const GridReadOptions& options)
{
    const QByteArray utf8 = text.toUtf8();
    return outcome(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())), options);
}

ReadFeedback::Outcome ReadFeedback::read(const QByteArray& bytes, const GridReadOptions& options)
{
    Outcome out = outcome(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), options);
    out.errorAt = -1; // an offset in a file is no place in a text field
    return out;
}

QString ReadFeedback::formatName(GridFormat format)
{
    return CoreText::phrase(gridFormatPhrase(format));
}

QString ReadFeedback::noteText(const std::vector<ReadNotice>& notices)
{
    QStringList notes;
    for (const ReadNotice& n : notices)
        notes << CoreText::phrase(n.phrase());
    return notes.join(QLatin1Char('\n'));
}

} // namespace morpion::gui
