#pragma once

#include "app/gui/common/Wording.h"

#include <QFrame>

#include <functional>

class QLabel;
class QPushButton;
class QTimer;
class QToolButton;

namespace morpion::gui {

// A message above the board (in the layout: it never covers the grid), which does not block: why a code was refused, or that the
// game is over. Errors stay until closed, replaced or made moot (the main window hides it when the grid changes); notes fade
// after a few seconds, but for a note that offers an action ("Read as game number"), which
// stays until used or closed.
class MessageBanner : public QFrame {
    Q_OBJECT

public:
    enum class Kind { Error, Info };
    explicit MessageBanner(QWidget* parent = nullptr);

    QString text() const;
    Kind kind() const { return kind_; }

public slots:
    void showError(const QString& text) { showMessage(text, Kind::Error); }
    void showInfo(const QString& text) { showMessage(text, Kind::Info); }

public:
    // A message worded again in the new language after a switch, as long as it shows.
    void showMessage(Wording text, Kind kind);
    // A note with a button that does `action` (once) and closes the banner; without
    // `actionText` (an empty one), a note alone.
    void showInfo(Wording text, Wording actionText, std::function<void()> action);
    QPushButton* actionButton() const { return actionButton_; }

private:
    QLabel* icon_;
    QLabel* label_;
    QPushButton* actionButton_;
    std::function<void()> action_;
    QToolButton* close_;
    QTimer* timer_;
    Kind kind_ = Kind::Info;
};

} // namespace morpion::gui
