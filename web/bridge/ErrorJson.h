#pragma once

#include "core/base/Error.h"
#include "core/base/ErrorText.h"
#include "core/formats/Json.h"

#include <optional>
#include <string>
#include <unordered_map>

// Errors as both of the page's modules hand them over (web/src/core.ts's CoreError), worded
// in the page's language from the catalogue the page gives each module.
namespace morpion::web {

// {"message": the CLI's English, "text": the same for the user (worded with `translate`,
// or the message when there is none), "kind", "position", "line", "layer"}.
Json errorJson(const Error& e, const Translate* translate);

// The page's translations of the core's patterns, by context and source joined with
// U+0004 (web/src/i18n.ts); empty for English, where errors read as the command line
// words them.
class ErrorCatalogue {
public:
    ErrorCatalogue() = default;
    ErrorCatalogue(const ErrorCatalogue&) = delete; // translate_ refers to this one
    ErrorCatalogue& operator=(const ErrorCatalogue&) = delete;

    // From a JSON object of strings (others are skipped); "" for English. Errors: text
    // that is not a JSON object.
    std::optional<Error> set(const char* json);
    // e as the page says it: {"ok": false, "error": errorJson(e)}.
    Json failure(const Error& e) const;
    // The translation of the core's patterns; null for English.
    const Translate* translate() const { return messages_.empty() ? nullptr : &translate_; }

private:
    std::unordered_map<std::string, std::string> messages_;
    Translate translate_ = [this](const char* context, const char* source) {
        const auto it = messages_.find(std::string(context) + '\x04' + source);
        return it == messages_.end() ? std::string(source) : it->second;
    };
};

} // namespace morpion::web
