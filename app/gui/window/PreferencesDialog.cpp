#include "app/gui/window/PreferencesDialog.h"

#include "app/gui/common/Language.h"
#include "app/gui/common/TextFit.h"
#include "app/gui/common/ViewSettings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QVBoxLayout>

namespace morpion::gui {

PreferencesDialog::PreferencesDialog(QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Preferences"));
    language_ = new QComboBox(this);
    language_->addItem(tr("System language"), QString());
    for (const QString& code : Language::codes())
        language_->addItem(Language::nativeName(code), code);
    TextFit::fitItems(language_);
    language_->setCurrentIndex(std::max(0, language_->findData(Language::chosen())));

    palette_ = new QComboBox(this);
    palette_->addItem(tr("Follow the system"), QStringLiteral("system"));
    palette_->addItem(tr("Light"), QStringLiteral("light"));
    palette_->addItem(tr("Dark"), QStringLiteral("dark"));
    TextFit::fitItems(palette_);
    palette_->setCurrentIndex(std::max(0, palette_->findData(ViewSettings::palette.value())));

    reopenLast_ = new QCheckBox(tr("&Reopen the last grid at start"), this);
    reopenLast_->setToolTip(tr("The grid file last opened or saved; unsaved work a crash left behind is offered first"));
    reopenLast_->setChecked(ViewSettings::reopenLast.value());

    auto* form = new QFormLayout;
    form->addRow(tr("&Language:"), language_);
    form->addRow(tr("Board &colours:"), palette_);
    form->addRow(reopenLast_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Wide enough for its title in the window's frame.
    setMinimumWidth(TextFit::titleBar(this));
}

QString PreferencesDialog::language() const
{
    return language_->currentData().toString();
}

QString PreferencesDialog::paletteName() const
{
    return palette_->currentData().toString();
}

bool PreferencesDialog::apply() const
{
    ViewSettings::palette.setValue(paletteName());
    ViewSettings::reopenLast.setValue(reopenLast_->isChecked());
    const bool changed = language() != Language::chosen();
    Language::setChosen(language());
    return changed;
}

} // namespace morpion::gui
