#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace morpion::gui {

// Loads the program's catalogue and Qt's own (qtbase_xx.qm) for a language: the system's
// by default, or the one chosen in the preferences. Installing another language while the
// program runs translates the open windows at once (see Retranslator).
class Language {
    Q_DECLARE_TR_FUNCTIONS(morpion::gui::Language)

public:
    // "" = follow the system, else one of codes().
    static QString chosen();
    static void setChosen(const QString& code);
    // Codes offered in the preferences, with their names in their own language.
    static QStringList codes();
    static QString nativeName(const QString& code);

    // Installs the translators for `code` ("" = the system's languages) and returns the
    // language actually used ("en" when no catalogue matches). Replaces earlier ones and
    // translates the texts of every open window again.
    static QString install(const QString& code);
    static void uninstall();
};

} // namespace morpion::gui
