#pragma once

#include <QFrame>

class QLabel;
class QTimer;
class QToolButton;

namespace morpion::gui {

// A message above the board that does not block: why a code was refused, or that the game
// is over. Errors stay until closed or replaced; notes fade after a few seconds.
class MessageBanner : public QFrame {
    Q_OBJECT

public:
    enum class Kind { Error, Info };
    explicit MessageBanner(QWidget* parent = nullptr);

    QString text() const;
    Kind kind() const { return kind_; }

public slots:
    void showMessage(const QString& text, morpion::gui::MessageBanner::Kind kind);
    void showError(const QString& text) { showMessage(text, Kind::Error); }
    void showInfo(const QString& text) { showMessage(text, Kind::Info); }

private:
    QLabel* icon_;
    QLabel* label_;
    QToolButton* close_;
    QTimer* timer_;
    Kind kind_ = Kind::Info;
};

} // namespace morpion::gui
