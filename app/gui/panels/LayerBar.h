#pragma once

#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QSlider;
class QTimer;
class QToolButton;

namespace morpion::gui {

class Document;
class LayerSpinBox;

// Steps through the layers: first / previous / next / last, a slider, a spin box, and an
// animation that plays the layers at a chosen speed. The actions carry the keyboard
// shortcuts (PgUp, PgDn, Home, End) and are shared with the Layers menu.
class LayerBar : public QWidget {
    Q_OBJECT

public:
    explicit LayerBar(Document* doc, QWidget* parent = nullptr);

    QAction* firstAction() const { return first_; }
    QAction* previousAction() const { return previous_; }
    QAction* nextAction() const { return next_; }
    QAction* lastAction() const { return last_; }
    QAction* playAction() const { return play_; }
    bool isAnimating() const;
    // Milliseconds per step when animating.
    int interval() const;
    // The animation steps through moves (true) or layers (false).
    bool animatesMoves() const;
    void setAnimatesMoves(bool moves);

public slots:
    void setAnimating(bool on);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    // While the moves are replayed one by one: the number of moves shown; -1 when it ends.
    void replayChanged(int moves);
    // Enter was pressed in the layer box: the number is in, the board is next.
    void done();

private:
    // The navigation and animation actions, with their keys.
    void createActions();
    // The slider, the layer box, the animation's speed and mode, its timer.
    void createControls();
    void layOut();
    // The controls to the document and the animation, the document back to the controls.
    void connectParts();
    void sync();
    void step();

    Document* doc_;
    QAction* first_;
    QAction* previous_;
    QAction* next_;
    QAction* last_;
    QAction* play_;
    QSlider* slider_;
    LayerSpinBox* spin_;
    QComboBox* speed_;
    QComboBox* mode_;
    int replayed_ = -1;
    QTimer* timer_;
};

} // namespace morpion::gui
