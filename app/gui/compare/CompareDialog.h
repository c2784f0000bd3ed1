#pragma once

#include "app/gui/collection/CollectionData.h"
#include "core/rules/Move.h"
#include "core/rules/Variant.h"

#include <QDialog>
#include <QString>

#include <memory>
#include <vector>

class QButtonGroup;
class QLabel;
class QLineEdit;
class QPushButton;
class QPlainTextEdit;
class QRadioButton;
class QSpinBox;
class QVBoxLayout;

namespace morpion::gui {

// A grid the Compare dialog offers besides a text, a file and the collection: the search's
// best grid. Taken when the dialog opens, so that a search that goes on does not change
// what the user picked.
struct CompareOffer {
    QString label; // "The search's best grid: 170 moves"
    Variant variant = Variant::T5;
    std::vector<Move> moves;
};

// The collection the panel shows when the dialog opens (kept alive by the dialog, so that
// a collection read meanwhile does not replace it) and the row picked there, if any.
struct CompareCollection {
    std::shared_ptr<const CollectionData> data;
    int current = -1; // 0-based
};

// Compare With…: what to compare the open grid with, in one place: a text (a code, a
// game number, a move list or a record), a file (typed or browsed), a grid of the
// collection by its number, or one of the offers. Typing in a field picks its choice.
class CompareDialog : public QDialog {
    Q_OBJECT

public:
    CompareDialog(std::vector<CompareOffer> offers, CompareCollection collection, QWidget* parent = nullptr);

    enum class Choice { Text, File, Collection, Offer };
    Choice choice() const;
    QString text() const;
    QString filePath() const;
    // The offer picked, when choice() is Offer.
    const CompareOffer* offer() const;
    // The collection's grid picked (0-based), when choice() is Collection.
    int collectionRow() const;
    // The picked grid, for Collection and Offer.
    Variant variant() const;
    std::vector<Move> moves() const;

    QPlainTextEdit* textEdit() const { return text_; }
    QLineEdit* fileEdit() const { return file_; }
    // The offers' buttons, in the order given.
    const std::vector<QRadioButton*>& offerButtons() const { return offerButtons_; }
    // Null when no collection is shown.
    QRadioButton* collectionButton() const { return collectionChoice_; }
    QSpinBox* collectionNumber() const { return collectionNumber_; }
    QLabel* collectionRowLabel() const { return collectionRowLabel_; }

private:
    // The choices, each with its field, added to the layout and the group.
    void addTextChoice(QVBoxLayout* layout);
    QPushButton* addFileChoice(QVBoxLayout* layout); // returns its Browse button
    void addCollectionChoice(QVBoxLayout* layout);
    // Typing in a field picks its choice; picking a choice takes the keyboard to its field.
    void connectChoices();
    void browse();
    void updateOk();
    void showCollectionRow();

    std::vector<CompareOffer> offers_;
    CompareCollection collection_;
    QButtonGroup* group_;
    QRadioButton* textChoice_;
    QRadioButton* fileChoice_;
    QPlainTextEdit* text_;
    QLineEdit* file_;
    std::vector<QRadioButton*> offerButtons_;
    QRadioButton* collectionChoice_ = nullptr;
    QSpinBox* collectionNumber_ = nullptr;
    QLabel* collectionRowLabel_ = nullptr;
    QPushButton* ok_ = nullptr;
};

} // namespace morpion::gui
