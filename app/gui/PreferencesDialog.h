#pragma once

#include <QDialog>

class QComboBox;

namespace morpion::gui {

// The language (at the next start) and the board's palette.
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
};

} // namespace morpion::gui
