#include "app/gui/compare/CompareDialog.h"

#include "app/gui/files/FileActions.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace morpion::gui {

CompareDialog::CompareDialog(std::vector<CompareOffer> offers, CompareCollection collection, QWidget* parent)
    : QDialog(parent)
    , offers_(std::move(offers))
    , collection_(std::move(collection))
    , group_(new QButtonGroup(this))
{
    setWindowTitle(tr("Compare With"));
    auto* layout = new QVBoxLayout(this);
    addTextChoice(layout);
    QPushButton* browse = addFileChoice(layout);
    if (collection_.data && !collection_.data->empty())
        addCollectionChoice(layout);
    for (const CompareOffer& offer : offers_) {
        auto* button = new QRadioButton(offer.label, this);
        group_->addButton(button);
        offerButtons_.push_back(button);
        layout->addWidget(button);
    }

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    ok_ = buttons->button(QDialogButtonBox::Ok);
    ok_->setText(tr("&Compare"));
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browse, &QPushButton::clicked, this, &CompareDialog::browse);
    connectChoices();

    // Where the user most likely is: a grid picked in the collection, else a text to type
    // or paste.
    if (collectionChoice_ && collection_.current >= 0) {
        collectionChoice_->setChecked(true);
        collectionNumber_->setFocus();
        collectionNumber_->selectAll();
    } else {
        textChoice_->setChecked(true);
        text_->setFocus();
    }
    updateOk();
}

void CompareDialog::addTextChoice(QVBoxLayout* layout)
{
    textChoice_ = new QRadioButton(tr("A &layer code, game number, move list or record:"), this);
    text_ = new QPlainTextEdit(this);
    text_->setTabChangesFocus(true);
    text_->setAccessibleName(tr("Grid to compare with"));
    text_->setMinimumWidth(420);
    text_->setFixedHeight(fontMetrics().lineSpacing() * 5);
    layout->addWidget(textChoice_);
    layout->addWidget(text_);
    group_->addButton(textChoice_);
}

QPushButton* CompareDialog::addFileChoice(QVBoxLayout* layout)
{
    fileChoice_ = new QRadioButton(tr("A &file:"), this);
    file_ = new QLineEdit(this);
    file_->setAccessibleName(tr("File to compare with"));
    file_->setPlaceholderText(tr("The path of a grid file"));
    auto* browse = new QPushButton(tr("&Browse…"), this);
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(file_, 1);
    fileRow->addWidget(browse);
    layout->addWidget(fileChoice_);
    layout->addLayout(fileRow);
    group_->addButton(fileChoice_);
    return browse;
}

void CompareDialog::addCollectionChoice(QVBoxLayout* layout)
{
    const int count = collection_.data->size();
    collectionChoice_ = new QRadioButton(
        tr("Grid &number of the collection (%1, %n grid(s)):", nullptr, count).arg(collection_.data->origin), this);
    collectionNumber_ = new QSpinBox(this);
    collectionNumber_->setRange(1, count);
    collectionNumber_->setValue(collection_.current >= 0 && collection_.current < count ? collection_.current + 1 : 1);
    collectionNumber_->setAccessibleName(tr("Grid number in the collection"));
    collectionRowLabel_ = new QLabel(this);
    auto* row = new QHBoxLayout;
    row->addWidget(collectionNumber_);
    row->addWidget(collectionRowLabel_, 1);
    group_->addButton(collectionChoice_);
    layout->addWidget(collectionChoice_);
    layout->addLayout(row);
    connect(collectionNumber_, &QSpinBox::valueChanged, this, [this] {
        collectionChoice_->setChecked(true);
        showCollectionRow();
    });
    showCollectionRow();
}

void CompareDialog::connectChoices()
{
    connect(text_, &QPlainTextEdit::textChanged, this, [this] {
        if (!text_->toPlainText().isEmpty())
            textChoice_->setChecked(true);
        updateOk();
    });
    connect(file_, &QLineEdit::textChanged, this, [this] {
        if (!file_->text().isEmpty())
            fileChoice_->setChecked(true);
        updateOk();
    });
    connect(group_, &QButtonGroup::buttonToggled, this, [this] { updateOk(); });
    // A choice clicked or picked by its access key takes the keyboard to its field.
    connect(textChoice_, &QRadioButton::clicked, text_, qOverload<>(&QWidget::setFocus));
    connect(fileChoice_, &QRadioButton::clicked, file_, qOverload<>(&QWidget::setFocus));
    if (collectionChoice_)
        connect(collectionChoice_, &QRadioButton::clicked, collectionNumber_, [this] {
            collectionNumber_->setFocus();
            collectionNumber_->selectAll();
        });
}

CompareDialog::Choice CompareDialog::choice() const
{
    if (textChoice_->isChecked())
        return Choice::Text;
    if (fileChoice_->isChecked())
        return Choice::File;
    if (collectionChoice_ && collectionChoice_->isChecked())
        return Choice::Collection;
    return Choice::Offer;
}

int CompareDialog::collectionRow() const
{
    return collectionNumber_ ? collectionNumber_->value() - 1 : -1;
}

Variant CompareDialog::variant() const
{
    if (choice() == Choice::Collection)
        return collection_.data->variant(collectionRow());
    const CompareOffer* o = offer();
    return o ? o->variant : Variant::T5;
}

std::vector<Move> CompareDialog::moves() const
{
    if (choice() == Choice::Collection)
        return collection_.data->moves(collectionRow());
    const CompareOffer* o = offer();
    return o ? o->moves : std::vector<Move>();
}

void CompareDialog::showCollectionRow()
{
    const int i = collectionRow();
    const CollectionData& rows = *collection_.data;
    collectionRowLabel_->setText(tr("%1, %2 moves, %3")
                                     .arg(QString::fromLatin1(variantName(rows.variant(i)).data(), 2))
                                     .arg(rows.score(i))
                                     .arg(rows.source(i)));
}

QString CompareDialog::text() const
{
    return text_->toPlainText();
}

QString CompareDialog::filePath() const
{
    return file_->text().trimmed();
}

const CompareOffer* CompareDialog::offer() const
{
    for (std::size_t i = 0; i < offerButtons_.size(); ++i)
        if (offerButtons_[i]->isChecked())
            return &offers_[i];
    return nullptr;
}

void CompareDialog::browse()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Compare With a File"), FileActions::startDirectory(),
                                                      FileActions::gridFileFilter());
    if (!path.isEmpty())
        file_->setText(path); // picks the file choice
}

void CompareDialog::updateOk()
{
    switch (choice()) {
    case Choice::Text: ok_->setEnabled(!text_->toPlainText().trimmed().isEmpty()); break;
    case Choice::File: ok_->setEnabled(!filePath().isEmpty()); break;
    case Choice::Collection:
    case Choice::Offer: ok_->setEnabled(true); break;
    }
}

} // namespace morpion::gui
