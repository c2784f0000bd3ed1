#pragma once

#include <QDialog>

namespace morpion::gui {

// Help > Rules of the Four Variants: the cross, what a move is, and how 5T, 5D, 4T and 4D
// differ, in the words of the spec (§1, §2) for a newcomer.
class RulesDialog : public QDialog {
    Q_OBJECT

public:
    explicit RulesDialog(QWidget* parent = nullptr);

    static QString text();
};

} // namespace morpion::gui
