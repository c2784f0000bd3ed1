#include "app/gui/common/ReadFeedback.h"

#include "app/gui/common/CoreText.h"

#include <QStringList>

namespace morpion::gui {

namespace {

QString variantText(Variant v)
{
    return QString::fromLatin1(variantName(v).data(), 2);
}

QString variantList(const std::vector<Variant>& variants)
{
    QStringList names;
    for (const Variant v : variants)
        names << variantText(v);
    return names.join(QStringLiteral(", "));
}

ReadFeedback::Outcome outcome(std::string_view text, const GridReadOptions& options)
{
    ReadFeedback::Outcome out;
    auto grid = readGrid(text, options);
    if (!grid) {
        const Error& e = grid.error();
        const GridFormat tried = options.format != GridFormat::Auto ? options.format : detectGridFormat(text);
        const QString what = sniffPicture(text) != PictureKind::None ? ReadFeedback::tr("picture")
                             : tried == GridFormat::Auto             ? ReadFeedback::tr("layer code")
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
    switch (format) {
    case GridFormat::Auto: break;
    case GridFormat::Code: return tr("layer code");
    case GridFormat::Number: return tr("game number");
    case GridFormat::Moves: return tr("move list");
    case GridFormat::Pentasol: return tr("Pentasol record");
    case GridFormat::Msr: return tr("MSR record");
    case GridFormat::Ms1: return tr("MS1 record");
    }
    return tr("grid");
}

QString ReadFeedback::noteText(const std::vector<ReadNotice>& notices)
{
    QStringList notes;
    for (const ReadNotice& n : notices)
        notes << noticeText(n);
    return notes.join(QLatin1Char('\n'));
}

QString ReadFeedback::noticeText(const ReadNotice& n)
{
    switch (n.kind) {
    case ReadNotice::Kind::StrictestVariant:
        //: A Pentasol file or a move list that does not say which variant it is.
        return tr("The grid does not name its variant: it was read as %1, the strictest variant under which it is legal. "
                  "It is also legal as %2.")
            .arg(variantText(n.variant), variantList(n.others));
    case ReadNotice::Kind::NamedVariantIllegal:
        return tr("The file says it is a %1 grid, but it is not legal as %1 (%2): it was read as %3.")
            .arg(variantText(n.named), CoreText::describe(n.error), variantText(n.variant));
    case ReadNotice::Kind::OtherReading:
        return tr("The text was read as a %1; it is also a valid %2.").arg(formatName(n.format), formatName(n.other));
    case ReadNotice::Kind::NumberRunsOut:
        return tr("The text was read as a game number, as it is not a layer code (%1). The number runs out before the "
                  "game ends: its last %n move(s) are each the first legal move.",
                  nullptr, n.guessedMoves)
            .arg(CoreText::describe(n.error));
    case ReadNotice::Kind::RecordVariant:
        return tr("The record says it is a %1 grid: it was read as %1, not as %2.")
            .arg(variantText(n.variant), variantText(n.named));
    case ReadNotice::Kind::RecordMismatch:
        return tr("The record's stored value does not match its moves (%1); the moves were used.")
            .arg(CoreText::describe(n.error));
    }
    return QString::fromStdString(n.message());
}

} // namespace morpion::gui
