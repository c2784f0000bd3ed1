#pragma once

#include "core/base/Error.h"
#include "core/base/ErrorText.h"

#include <QString>

namespace morpion::gui {

// The core's errors in the user's language (core/base/ErrorText.h, which the web page
// shares), through Qt's translators: the wording in context "ErrorText", the details in
// "ErrorDetail" (where lupdate files the core's MORPION_TR_NOOP strings).
class CoreText {
public:
    static QString describe(const Error& error);
    static QString phrase(const Phrase& phrase);
    // The core's translation hook (Translate) through Qt's translators, in the language
    // installed when it is called: for what the core says itself (famousGridWords, nameList).
    static const Translate* translate();
};

} // namespace morpion::gui
