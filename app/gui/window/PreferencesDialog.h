#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;

namespace morpion::gui {

// The language (at the next start), the palette, and whether the last grid comes back at start.
class PreferencesDialog : public QDialog {
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    QString language() const;
    QString paletteName() const;

    // Stores the choices; true when the language changed (a restart applies it).
    bool apply() const;

private:
    QComboBox* language_;
    QComboBox* palette_;
    QCheckBox* reopenLast_;
};

} // namespace morpion::gui
