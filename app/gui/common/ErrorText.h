#pragma once

#include "core/base/Error.h"

#include <QCoreApplication>
#include <QString>

namespace morpion::gui {

// Translated sentences for the core's errors, built from their fields (kind, position,
// line, layer) so that every language names the problem and where it is. The phrases start
// in lower case: they always follow a colon ("Cannot open x: bad character at ...").
// The core's details arrive as phrases: patterns translated in the context "ErrorDetail"
// (where lupdate files the core's MORPION_TR_NOOP strings), filled with their arguments.
class ErrorText {
    Q_DECLARE_TR_FUNCTIONS(morpion::gui::ErrorText)

public:
    static QString describe(const Error& error);
    static QString phrase(const Phrase& phrase);
};

} // namespace morpion::gui
