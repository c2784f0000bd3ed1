#pragma once

#include <functional>

class QObject;

namespace morpion::gui::TranslatedText {

// A text built from a message and values (tr("%1 game").arg("5D"), a status line with a
// score) is not one that the Retranslator recognises after a language switch. Set it
// through keep(): `build` sets it now, and again, in the new language, after every switch,
// for as long as `object` lives. A later keep() for the same object replaces its build.
void keep(QObject* object, std::function<void()> build);

// Runs every kept build; Language::install calls it once the new language is in place.
void languageChanged();

} // namespace morpion::gui::TranslatedText
