#pragma once

#include "core/base/Error.h"

#include <functional>
#include <string>

namespace morpion {

// A pattern's translation: (context, English source) -> the text in the user's language,
// UTF-8. The desktop program asks Qt's translators, the web page its catalogue.
using Translate = std::function<std::string(const char* context, const char* source)>;

// Sentences for the user about an error, built from its fields (kind, position, line,
// layer) so that every language names the problem and where it is, with the detail's
// patterns (context "ErrorDetail") translated and filled. The sentences start in lower
// case: they always follow a colon ("Cannot open x: bad character at ..."). The command
// line says Error::message() instead, in English.
std::string describeError(const Error& error, const Translate& translate);
std::string describePhrase(const Phrase& phrase, const Translate& translate);

} // namespace morpion
