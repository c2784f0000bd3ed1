#pragma once

#include "core/base/Error.h"

#include <QString>

namespace morpion::gui {

// The core's errors in the user's language (core/base/ErrorText.h, which the web page
// shares), through Qt's translators: the wording in context "ErrorText", the details in
// "ErrorDetail" (where lupdate files the core's MORPION_TR_NOOP strings).
class CoreText {
public:
    static QString describe(const Error& error);
    static QString phrase(const Phrase& phrase);
};

} // namespace morpion::gui
