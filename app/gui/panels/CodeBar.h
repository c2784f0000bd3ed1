#pragma once

#include "core/rules/Variant.h"

#include <QWidget>

class QAction;
class QComboBox;
class QLineEdit;
class QToolButton;
class QPushButton;

namespace morpion::gui {

class Document;

// Always shows the grid's layer code and game number, each with a copy button, and takes
// a code, a game number or a move list to open, read as the chosen variant unless the text
// carries a prefix such as "5D:". Its copy and open commands are also Edit menu entries.
class CodeBar : public QWidget {
    Q_OBJECT

public:
    explicit CodeBar(Document* doc, QWidget* parent = nullptr);

    QLineEdit* codeField() const { return code_; }
    QLineEdit* numberField() const { return number_; }
    QLineEdit* openField() const { return input_; }
    Variant readVariant() const;
    // Edit > Copy Layer Code, Copy Game Number (what the copy buttons do) and Open Code…
    QAction* copyCodeAction() const { return copyCode_; }
    QAction* copyNumberAction() const { return copyNumber_; }
    QAction* openCodeAction() const { return openCode_; }

public slots:
    void focusOpenField();
    // Called after a successful load: the typed text is done with.
    void clearOpenField();
    // Called after a refused text: selects its character at `index` (when it is one of
    // the text's), so that it can be fixed in place.
    void selectFault(qsizetype index);

signals:
    void openRequested(const QString& text, Variant variant);
    void copied(const QString& what);

private:
    // A copy button beside a field, named for the tests and for screen readers.
    QToolButton* copyButton(const QString& toolTip, const QString& name);
    // The field to paste a code in, its variant, the Open button.
    void createOpenRow();
    void layOut(QToolButton* copyCode, QToolButton* copyNumber);
    // Copy the code or the number, open a code: for the menus, with their keys.
    void createActions();
    void sync();

    Document* doc_;
    QLineEdit* code_;
    QLineEdit* number_;
    QLineEdit* input_;
    QComboBox* variant_;
    QPushButton* open_;
    QAction* copyCode_;
    QAction* copyNumber_;
    QAction* openCode_;
};

} // namespace morpion::gui
