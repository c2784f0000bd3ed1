#include "app/gui/Language.h"

#include "app/gui/Setting.h"

#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>
#include <vector>

namespace morpion::gui {

namespace {

const Setting<QString> languageSetting{"General/language", QString()};

// Owned here so that installing again replaces them.
std::vector<std::unique_ptr<QTranslator>>& installed()
{
    static std::vector<std::unique_ptr<QTranslator>> list;
    return list;
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
    const QLocale locale(code);
    QString name = locale.nativeLanguageName();
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name;
}

void Language::uninstall()
{
    for (auto& t : installed())
        QCoreApplication::removeTranslator(t.get());
    installed().clear();
}

QString Language::install(const QString& code)
{
    uninstall();
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    auto own = std::make_unique<QTranslator>();
    // English is the source language; its small catalogue only holds plural forms.
    if (!own->load(locale, QStringLiteral("morpion"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        if (own->load(QStringLiteral(":/i18n/morpion_en.qm"))) {
            QCoreApplication::installTranslator(own.get());
            installed().push_back(std::move(own));
        }
        return QStringLiteral("en");
    }
    const QString used = own->language().left(2);
    QCoreApplication::installTranslator(own.get());
    installed().push_back(std::move(own));
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QLocale(used), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        installed().push_back(std::move(qt));
    }
    return used;
}

} // namespace morpion::gui
