#include "app/gui/common/ErrorText.h"

namespace morpion::gui {

namespace {

// " at position 17" / " on line 3, column 5" / "".
QString where(const Error& e)
{
    if (e.line > 0 && e.position >= 0)
        return ErrorText::tr(" on line %1, column %2").arg(e.line).arg(e.position + 1);
    if (e.line > 0)
        return ErrorText::tr(" on line %1").arg(e.line);
    if (e.position >= 0)
        return ErrorText::tr(" at position %1").arg(e.position + 1);
    return {};
}

QString withDetail(const QString& head, const Error& e)
{
    if (e.detail.empty())
        return head;
    return ErrorText::tr("%1: %2").arg(head, ErrorText::phrase(e.detail));
}

} // namespace

QString ErrorText::phrase(const Phrase& p)
{
    if (const Error* quoted = p.quoted())
        return describe(*quoted);
    if (!p.pattern())
        return QString::fromStdString(p.text());
    std::vector<std::string> args;
    args.reserve(p.args().size());
    for (const Phrase& a : p.args())
        args.push_back(phrase(a).toStdString());
    const QString pattern = QCoreApplication::translate("ErrorDetail", p.pattern());
    return QString::fromStdString(fillPattern(pattern.toStdString(), args));
}

QString ErrorText::describe(const Error& e)
{
    switch (e.kind) {
    case ErrorKind::EmptyInput: return tr("there is nothing to read");
    case ErrorKind::BadCharacter: return withDetail(tr("bad character%1").arg(where(e)), e);
    case ErrorKind::ConflictingMoves: return withDetail(tr("conflicting moves in layer %1%2").arg(e.layer).arg(where(e)), e);
    case ErrorKind::BitsAfterEnd: return withDetail(tr("bits left after the end of the game%1").arg(where(e)), e);
    case ErrorKind::NumberTooLarge: return withDetail(tr("number too large: digits are left after the end of the game"), e);
    case ErrorKind::Syntax: return withDetail(tr("syntax error%1").arg(where(e)), e);
    case ErrorKind::IllegalMove: return withDetail(tr("illegal move%1").arg(where(e)), e);
    case ErrorKind::UnreachableMove: return withDetail(tr("a move cannot be reached from the cross"), e);
    case ErrorKind::DuplicateMove: return withDetail(tr("duplicate move%1").arg(where(e)), e);
    case ErrorKind::UnknownVariant: return withDetail(tr("unknown variant (expected 5T, 5D, 4T or 4D)"), e);
    case ErrorKind::TooLarge: return withDetail(tr("input too large"), e);
    case ErrorKind::Mismatch: return withDetail(tr("a stored value does not match the moves"), e);
    case ErrorKind::Io: return withDetail(tr("cannot read or write the file"), e);
    case ErrorKind::NoRecord: return withDetail(tr("the picture carries no grid (it has no “msr” record)"), e);
    case ErrorKind::Resources: return withDetail(tr("the system is out of resources"), e);
    }
    return QString::fromStdString(e.message());
}

} // namespace morpion::gui
