#include "app/gui/panels/CodeBar.h"

#include "app/gui/common/Icons.h"
#include "app/gui/common/TextFit.h"
#include "app/gui/document/Document.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>

namespace morpion::gui {

namespace {

QLineEdit* readOnlyField(QWidget* parent)
{
    auto* f = new QLineEdit(parent);
    f->setReadOnly(true);
    QFont mono = f->font();
    mono.setFamily(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::TypeWriter);
    f->setFont(mono);
    f->setMinimumWidth(200);
    return f;
}

} // namespace

CodeBar::CodeBar(Document* doc, QWidget* parent)
    : QWidget(parent)
    , doc_(doc)
{
    code_ = readOnlyField(this);
    code_->setToolTip(tr("The layer code of the grid: the set of its moves"));
    number_ = readOnlyField(this);
    number_->setToolTip(tr("The game number: the moves in their exact order"));
    auto* copyCode = copyButton(tr("Copy the layer code"), QStringLiteral("copyCodeButton"));
    auto* copyNumber = copyButton(tr("Copy the game number"), QStringLiteral("copyNumberButton"));
    createOpenRow();
    setAccessibleName(tr("Codes"));
    layOut(copyCode, copyNumber);
    createActions();
    connect(copyCode, &QToolButton::clicked, copyCode_, &QAction::trigger);
    connect(copyNumber, &QToolButton::clicked, copyNumber_, &QAction::trigger);
    auto request = [this] {
        if (!input_->text().trimmed().isEmpty())
            emit openRequested(input_->text(), readVariant());
    };
    connect(open_, &QPushButton::clicked, this, request);
    connect(input_, &QLineEdit::returnPressed, this, request);
    connect(doc_, &Document::gridChanged, this, &CodeBar::sync);
    sync();
}

QToolButton* CodeBar::copyButton(const QString& toolTip, const QString& name)
{
    auto* button = new QToolButton(this);
    button->setIcon(Icons::get(QStringLiteral("edit-copy")));
    button->setToolTip(toolTip);
    button->setObjectName(name);
    button->setAccessibleName(button->toolTip());
    button->setAutoRaise(true);
    return button;
}

void CodeBar::createOpenRow()
{
    input_ = new QLineEdit(this);
    input_->setPlaceholderText(tr("Paste a layer code, a game number or a move list, then press Enter"));
    input_->setClearButtonEnabled(true);
    variant_ = new QComboBox(this);
    for (Variant v : allVariants)
        variant_->addItem(QString::fromLatin1(variantName(v).data(), 2), static_cast<int>(v));
    variant_->setToolTip(tr("Read codes as this variant (a prefix such as 5D: in the text wins)"));
    open_ = new QPushButton(Icons::get(QStringLiteral("document-open")), tr("Open"), this);
    open_->setToolTip(tr("Open the code typed on the left"));
    variant_->setAccessibleName(tr("Variant of the code"));
}

void CodeBar::layOut(QToolButton* copyCode, QToolButton* copyNumber)
{
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(6, 3, 6, 3);
    layout->setHorizontalSpacing(4);
    layout->setVerticalSpacing(3);
    auto* codeLabel = new QLabel(tr("Layer code:"), this);
    auto* numberLabel = new QLabel(tr("Game number:"), this);
    auto* openLabel = new QLabel(tr("Open code:"), this);
    codeLabel->setBuddy(code_);
    numberLabel->setBuddy(number_);
    openLabel->setBuddy(input_);
    layout->addWidget(codeLabel, 0, 0);
    layout->addWidget(code_, 0, 1);
    layout->addWidget(copyCode, 0, 2);
    layout->addWidget(numberLabel, 0, 3);
    layout->addWidget(number_, 0, 4, 1, 2);
    TextFit::fitItems(variant_);
    layout->addWidget(copyNumber, 0, 6);
    layout->addWidget(openLabel, 1, 0);
    layout->addWidget(input_, 1, 1, 1, 4);
    layout->addWidget(variant_, 1, 5);
    layout->addWidget(open_, 1, 6);
    layout->setColumnStretch(1, 2);
    layout->setColumnStretch(4, 3);
}

void CodeBar::createActions()
{
    copyCode_ = new QAction(tr("Copy &Layer Code"), this);
    copyCode_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copyNumber_ = new QAction(tr("Copy &Game Number"), this);
    openCode_ = new QAction(tr("Open &Code…"), this);
    openCode_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(copyCode_, &QAction::triggered, this, [this] {
        QApplication::clipboard()->setText(doc_->layerCode());
        emit copied(tr("Layer code copied"));
    });
    connect(copyNumber_, &QAction::triggered, this, [this] {
        QApplication::clipboard()->setText(doc_->gameNumber());
        emit copied(tr("Game number copied"));
    });
    connect(openCode_, &QAction::triggered, this, &CodeBar::focusOpenField);
}

Variant CodeBar::readVariant() const
{
    return static_cast<Variant>(variant_->currentData().toInt());
}

void CodeBar::focusOpenField()
{
    input_->setFocus();
    input_->selectAll();
}

void CodeBar::clearOpenField()
{
    input_->clear();
}

void CodeBar::selectFault(qsizetype index)
{
    if (index < 0 || index >= input_->text().size())
        return;
    input_->setFocus();
    input_->setSelection(static_cast<int>(index), 1);
}

void CodeBar::sync()
{
    code_->setText(doc_->layerCode());
    code_->setCursorPosition(0);
    number_->setText(doc_->gameNumber());
    number_->setCursorPosition(0);
    variant_->setCurrentIndex(variant_->findData(static_cast<int>(doc_->variant())));
}

} // namespace morpion::gui
