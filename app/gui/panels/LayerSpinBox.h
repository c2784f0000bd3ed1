#pragma once

#include <QSpinBox>

namespace morpion::gui {

// The layer bar's box: "Layer 12 / 62", the number typed or stepped, and "In play" on the
// step after the last layer where an unfinished game goes on (LayeredGame::viewSteps),
// which is not one of the grid's layers.
class LayerSpinBox : public QSpinBox {
    Q_OBJECT

public:
    explicit LayerSpinBox(QWidget* parent = nullptr);

    // `layers`: the grid's layers (0..layers - 1); `inPlay`: one step more after them.
    void setSteps(int layers, bool inPlay);

protected:
    QString textFromValue(int value) const override;
    int valueFromText(const QString& text) const override;
    QValidator::State validate(QString& input, int& pos) const override;
    void changeEvent(QEvent* event) override;

private:
    int layers_ = 0;
    bool inPlay_ = false;
};

} // namespace morpion::gui
