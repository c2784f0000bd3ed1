#include "core/base/ErrorText.h"

namespace morpion {

namespace {

// The patterns of this file are in the catalogues under the context "ErrorText".
std::string said(const Translate& translate, Pattern p, const std::vector<std::string>& args = {})
{
    return fillPattern(translate("ErrorText", p.text), args);
}

// " at position 17" / " on line 3, column 5" / "".
std::string where(const Error& e, const Translate& t)
{
    if (e.line > 0 && e.position >= 0)
        return said(t, MORPION_TR_NOOP("ErrorText", " on line %1, column %2"),
                    {std::to_string(e.line), std::to_string(e.position + 1)});
    if (e.line > 0)
        return said(t, MORPION_TR_NOOP("ErrorText", " on line %1"), {std::to_string(e.line)});
    if (e.position >= 0)
        return said(t, MORPION_TR_NOOP("ErrorText", " at position %1"), {std::to_string(e.position + 1)});
    return {};
}

std::string withDetail(const std::string& head, const Error& e, const Translate& t)
{
    if (e.detail.empty())
        return head;
    return said(t, MORPION_TR_NOOP("ErrorText", "%1: %2"), {head, describePhrase(e.detail, t)});
}

} // namespace

std::string describePhrase(const Phrase& p, const Translate& translate)
{
    if (const Error* quoted = p.quoted())
        return describeError(*quoted, translate);
    if (!p.pattern())
        return p.text();
    std::vector<std::string> args;
    args.reserve(p.args().size());
    for (const Phrase& a : p.args())
        args.push_back(describePhrase(a, translate));
    return fillPattern(translate("ErrorDetail", p.pattern()), args);
}

std::string describeError(const Error& e, const Translate& t)
{
    const std::string at = where(e, t);
    const auto head = [&](Pattern p, std::vector<std::string> args = {}) { return withDetail(said(t, p, args), e, t); };
    switch (e.kind) {
    case ErrorKind::EmptyInput: return said(t, MORPION_TR_NOOP("ErrorText", "there is nothing to read"));
    case ErrorKind::BadCharacter: return head(MORPION_TR_NOOP("ErrorText", "bad character%1"), {at});
    case ErrorKind::ConflictingMoves:
        return head(MORPION_TR_NOOP("ErrorText", "conflicting moves in layer %1%2"), {std::to_string(e.layer), at});
    case ErrorKind::BitsAfterEnd: return head(MORPION_TR_NOOP("ErrorText", "bits left after the end of the game%1"), {at});
    case ErrorKind::NumberTooLarge:
        return head(MORPION_TR_NOOP("ErrorText", "number too large: digits are left after the end of the game"));
    case ErrorKind::Syntax: return head(MORPION_TR_NOOP("ErrorText", "syntax error%1"), {at});
    case ErrorKind::IllegalMove: return head(MORPION_TR_NOOP("ErrorText", "illegal move%1"), {at});
    case ErrorKind::UnreachableMove: return head(MORPION_TR_NOOP("ErrorText", "a move cannot be reached from the cross"));
    case ErrorKind::DuplicateMove: return head(MORPION_TR_NOOP("ErrorText", "duplicate move%1"), {at});
    case ErrorKind::UnknownVariant: return head(MORPION_TR_NOOP("ErrorText", "unknown variant (expected 5T, 5D, 4T or 4D)"));
    case ErrorKind::TooLarge: return head(MORPION_TR_NOOP("ErrorText", "input too large"));
    case ErrorKind::Mismatch: return head(MORPION_TR_NOOP("ErrorText", "a stored value does not match the moves"));
    case ErrorKind::Io: return head(MORPION_TR_NOOP("ErrorText", "cannot read or write the file"));
    case ErrorKind::NoRecord: return head(MORPION_TR_NOOP("ErrorText", "the picture carries no grid (it has no “msr” record)"));
    case ErrorKind::Resources: return head(MORPION_TR_NOOP("ErrorText", "the system is out of resources"));
    }
    return e.message();
}

} // namespace morpion
