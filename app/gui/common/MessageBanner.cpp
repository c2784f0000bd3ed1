#include "app/gui/common/MessageBanner.h"

#include "app/gui/common/Icons.h"
#include "app/gui/common/TranslatedText.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QToolButton>

namespace morpion::gui {

MessageBanner::MessageBanner(QWidget* parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("messageBanner"));
    setAccessibleName(tr("Note"));
    icon_ = new QLabel(this);
    label_ = new QLabel(this);
    label_->setWordWrap(true);
    // Messages name files and quote what was read: text, never markup.
    label_->setTextFormat(Qt::PlainText);
    // Above the board, a message may take a few lines but never most of its room.
    setMaximumHeight(110);
    setAutoFillBackground(true);
    label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    actionButton_ = new QPushButton(this);
    actionButton_->setAccessibleName(tr("What the message offers"));
    actionButton_->hide();
    close_ = new QToolButton(this);
    close_->setIcon(Icons::get(QStringLiteral("window-close")));
    close_->setAutoRaise(true);
    close_->setToolTip(tr("Close this message"));
    close_->setAccessibleName(close_->toolTip());
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 6, 6);
    layout->addWidget(icon_);
    layout->addWidget(label_, 1);
    layout->addWidget(actionButton_, 0, Qt::AlignTop);
    layout->addWidget(close_, 0, Qt::AlignTop);
    timer_ = new QTimer(this);
    timer_->setSingleShot(true);
    connect(timer_, &QTimer::timeout, this, &QWidget::hide);
    connect(close_, &QToolButton::clicked, this, &QWidget::hide);
    connect(actionButton_, &QPushButton::clicked, this, [this] {
        // Taken out first: the action may show another message here.
        const auto action = std::move(action_);
        action_ = nullptr;
        hide();
        if (action)
            action();
    });
    hide();
}

QString MessageBanner::text() const
{
    return label_->text();
}

void MessageBanner::showInfo(Wording text, Wording actionText, std::function<void()> action)
{
    if (actionText().isEmpty())
        return showMessage(std::move(text), Kind::Info);
    showMessage(std::move(text), Kind::Info);
    action_ = std::move(action);
    actionButton_->setText(actionText());
    TranslatedText::keep(actionButton_, [this, actionText] {
        if (!actionText.isFixed())
            actionButton_->setText(actionText());
    });
    actionButton_->show();
    timer_->stop();
}

void MessageBanner::showMessage(Wording text, Kind kind)
{
    kind_ = kind;
    action_ = nullptr;
    actionButton_->hide();
    label_->setText(text());
    TranslatedText::keep(label_, [this, text, kind] {
        if (!text.isFixed())
            label_->setText(text());
        setAccessibleName(kind == Kind::Error ? tr("Error") : tr("Note"));
        setAccessibleDescription(label_->text());
    });
    const bool error = kind == Kind::Error;
    icon_->setPixmap(Icons::get(error ? QStringLiteral("dialog-error") : QStringLiteral("dialog-information")).pixmap(22, 22));
    setStyleSheet(error ? QStringLiteral("#messageBanner { background: #fdecea; border: 1px solid #e0a19b; border-radius: 4px; }"
                                         "#messageBanner QLabel { color: #5f1711; }")
                        : QStringLiteral("#messageBanner { background: #e8f4ea; border: 1px solid #9fcda8; border-radius: 4px; }"
                                         "#messageBanner QLabel { color: #173d20; }"));
    show();
    if (error)
        timer_->stop();
    else
        timer_->start(6000);
}

} // namespace morpion::gui
