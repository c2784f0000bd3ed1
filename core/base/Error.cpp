#include "core/base/Error.h"

namespace morpion {

namespace {

std::string where(const Error& e)
{
    std::string s;
    if (e.line > 0)
        s += " on line " + std::to_string(e.line);
    if (e.position >= 0)
        s += (e.line > 0 ? ", column " : " at position ") + std::to_string(e.position + 1);
    return s;
}

std::string withDetail(const std::string& head, const Error& e)
{
    return e.detail.empty() ? head : head + ": " + e.detail.english();
}

} // namespace

std::string Error::message() const
{
    switch (kind) {
    case ErrorKind::EmptyInput: return withDetail("empty input", *this);
    case ErrorKind::BadCharacter: return withDetail("bad character" + where(*this), *this);
    case ErrorKind::ConflictingMoves:
        return withDetail("conflicting moves in layer " + std::to_string(layer) + where(*this), *this);
    case ErrorKind::BitsAfterEnd: return withDetail("bits left after the end of the game" + where(*this), *this);
    case ErrorKind::NumberTooLarge: return withDetail("number too large: digits left after the end of the game", *this);
    case ErrorKind::Syntax: return withDetail("syntax error" + where(*this), *this);
    case ErrorKind::IllegalMove: return withDetail("illegal move" + where(*this), *this);
    case ErrorKind::UnreachableMove: return withDetail("move cannot be reached from the cross", *this);
    case ErrorKind::DuplicateMove: return withDetail("duplicate move" + where(*this), *this);
    case ErrorKind::UnknownVariant: return withDetail("unknown variant (expected 5T, 5D, 4T or 4D)", *this);
    case ErrorKind::TooLarge: return withDetail("input too large" + where(*this), *this);
    case ErrorKind::Mismatch: return withDetail("stored value does not match the moves" + where(*this), *this);
    case ErrorKind::Io: return withDetail("cannot read or write file", *this);
    case ErrorKind::NoRecord: return withDetail("the picture carries no grid (it has no \"msr\" record)", *this);
    case ErrorKind::Resources: return withDetail("out of system resources", *this);
    }
    return detail.english();
}

} // namespace morpion
