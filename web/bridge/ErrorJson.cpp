#include "web/bridge/ErrorJson.h"

namespace morpion::web {

namespace {

std::string_view kindName(ErrorKind k)
{
    switch (k) {
    case ErrorKind::EmptyInput: return "EmptyInput";
    case ErrorKind::BadCharacter: return "BadCharacter";
    case ErrorKind::ConflictingMoves: return "ConflictingMoves";
    case ErrorKind::BitsAfterEnd: return "BitsAfterEnd";
    case ErrorKind::NumberTooLarge: return "NumberTooLarge";
    case ErrorKind::Syntax: return "Syntax";
    case ErrorKind::IllegalMove: return "IllegalMove";
    case ErrorKind::UnreachableMove: return "UnreachableMove";
    case ErrorKind::DuplicateMove: return "DuplicateMove";
    case ErrorKind::UnknownVariant: return "UnknownVariant";
    case ErrorKind::TooLarge: return "TooLarge";
    case ErrorKind::Mismatch: return "Mismatch";
    case ErrorKind::Io: return "Io";
    case ErrorKind::NoRecord: return "NoRecord";
    case ErrorKind::Resources: return "Resources";
    }
    return "Syntax";
}

} // namespace

Json errorJson(const Error& e, const Translate* translate)
{
    return Json::object({{"message", Json::string(e.message())},
                         {"text", Json::string(translate ? describeError(e, *translate) : e.message())},
                         {"kind", Json::string(std::string(kindName(e.kind)))},
                         {"position", Json::number(e.position)},
                         {"line", Json::number(e.line)},
                         {"layer", Json::number(e.layer)}});
}

std::optional<Error> ErrorCatalogue::set(const char* json)
{
    messages_.clear();
    if (!*json)
        return std::nullopt;
    auto parsed = Json::parse(json);
    if (!parsed)
        return parsed.error();
    if (!parsed->isObject())
        return syntaxError(Phrase::literal("not an object"));
    for (const auto& [key, value] : parsed->members())
        if (value.isString())
            messages_.emplace(key, value.text());
    return std::nullopt;
}

Json ErrorCatalogue::failure(const Error& e) const
{
    return Json::object({{"ok", Json::boolean(false)}, {"error", errorJson(e, translate())}});
}

} // namespace morpion::web
