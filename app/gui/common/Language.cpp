#include "app/gui/common/Language.h"

#include "app/gui/common/Retranslator.h"
#include "app/gui/common/Setting.h"
#include "app/gui/common/TranslatedText.h"

#include <QApplication>
#include <QDir>
#include <QHash>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>
#include <QWidget>

#include <memory>

namespace morpion::gui {

namespace {

const Setting<QString> languageSetting{"General/language", QString()};

// The installed translator, owned here so that installing again replaces it.
std::unique_ptr<Retranslator>& installed()
{
    static std::unique_ptr<Retranslator> current;
    return current;
}
} // namespace

QString Language::chosen()
{
    return languageSetting.value();
}

void Language::setChosen(const QString& code)
{
    languageSetting.setValue(code);
}

QStringList Language::codes()
{
    // One catalogue per language is embedded (morpion_fr.qm, ...); English comes first.
    QStringList list{QStringLiteral("en")};
    const QStringList files = QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("morpion_*.qm")}, QDir::Files, QDir::Name);
    for (const QString& file : files) {
        const QString code = file.mid(8, file.size() - 8 - 3);
        if (code != list.constFirst())
            list << code;
    }
    return list;
}

QString Language::nativeName(const QString& code)
{
    // The language alone, as its speakers write it (QLocale adds a country: "American English").
    static const QHash<QString, QString> names{
        {QStringLiteral("en"), QStringLiteral("English")},   {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("es"), QStringLiteral("Español")},   {QStringLiteral("fr"), QStringLiteral("Français")},
        {QStringLiteral("it"), QStringLiteral("Italiano")},  {QStringLiteral("ja"), QStringLiteral("日本語")},
        {QStringLiteral("ko"), QStringLiteral("한국어")},    {QStringLiteral("nl"), QStringLiteral("Nederlands")},
        {QStringLiteral("pt"), QStringLiteral("Português")},
    };
    if (const auto it = names.constFind(code); it != names.constEnd())
        return it.value();
    QString name = QLocale(code).nativeLanguageName();
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name;
}

void Language::uninstall()
{
    if (installed())
        QCoreApplication::removeTranslator(installed().get());
    installed().reset();
}

QString Language::install(const QString& code)
{
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    auto own = std::make_unique<QTranslator>();
    QString used = QStringLiteral("en");
    if (own->load(locale, QStringLiteral("morpion"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        used = own->language().left(2);
    // English is the source language; its small catalogue only holds plural forms.
    else if (!own->load(QStringLiteral(":/i18n/morpion_en.qm")))
        own.reset();
    auto qt = std::make_unique<QTranslator>();
    if (used == QLatin1String("en") || !qt->load(QLocale(used), QStringLiteral("qtbase"), QStringLiteral("_"),
                                                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        qt.reset();

    // The old translator goes first, so that the new one answers every question alone;
    // what the old one handed out tells which texts on screen to translate again.
    std::unique_ptr<Retranslator> previous = std::move(installed());
    if (previous)
        QCoreApplication::removeTranslator(previous.get());
    installed() = std::make_unique<Retranslator>(std::move(own), std::move(qt));
    QCoreApplication::installTranslator(installed().get());
    if (previous)
        for (QWidget* window : QApplication::topLevelWidgets())
            installed()->retranslate(*previous, window);
    // Qt posts QEvent::LanguageChange to the windows; deliver it now, so that the texts
    // built from values are in the new language when this returns.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    // Last, the texts built from values, over whatever the steps before set.
    if (previous)
        TranslatedText::languageChanged();
    return used;
}

} // namespace morpion::gui
