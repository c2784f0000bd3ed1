#include "app/gui/panels/LayerBar.h"

#include "app/gui/common/ActionText.h"
#include "app/gui/common/Icons.h"
#include "app/gui/common/Setting.h"
#include "app/gui/common/TextFit.h"
#include "app/gui/common/TranslatedText.h"
#include "app/gui/document/Document.h"
#include "app/gui/panels/LayerSpinBox.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QTimer>
#include <QToolButton>

namespace morpion::gui {

namespace {

const Setting<int> animationSpeed{"Animation/speed", 1}; // index into the speed list
const Setting<bool> animationMoves{"Animation/byMove", false};
constexpr int layerIntervals[] = {1200, 600, 250};
constexpr int moveIntervals[] = {500, 200, 60};

QAction* makeAction(QObject* parent, const QString& icon, const QString& text, const QKeySequence& key)
{
    auto* a = new QAction(Icons::get(icon), text, parent);
    a->setShortcut(key);
    // Built from the action's text, which a language switch changes: built again after it.
    TranslatedText::keep(a, [a, key] {
        a->setToolTip(LayerBar::tr("%1 (%2)").arg(withoutAccessKey(a->text()), key.toString(QKeySequence::NativeText)));
    });
    return a;
}

QToolButton* buttonFor(QAction* a, QWidget* parent)
{
    auto* b = new QToolButton(parent);
    b->setDefaultAction(a);
    b->setAutoRaise(true);
    b->setIconSize(QSize(20, 20));
    return b;
}

} // namespace

LayerBar::LayerBar(Document* doc, QWidget* parent)
    : QWidget(parent)
    , doc_(doc)
{
    createActions();
    createControls();
    layOut();
    connectParts();
    sync();
}

void LayerBar::createActions()
{
    first_ = makeAction(this, QStringLiteral("go-first"), tr("&First Layer"), QKeySequence(Qt::Key_Home));
    previous_ = makeAction(this, QStringLiteral("go-previous"), tr("&Previous Layer"), QKeySequence(Qt::Key_PageUp));
    next_ = makeAction(this, QStringLiteral("go-next"), tr("&Next Layer"), QKeySequence(Qt::Key_PageDown));
    last_ = makeAction(this, QStringLiteral("go-last"), tr("&Last Layer"), QKeySequence(Qt::Key_End));
    // Ctrl+←/→ as well: the board's own ←/→ move its keyboard cursor during keyboard play.
    previous_->setShortcuts({QKeySequence(Qt::Key_PageUp), QKeySequence(Qt::CTRL | Qt::Key_Left)});
    next_->setShortcuts({QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::CTRL | Qt::Key_Right)});
    play_ = makeAction(this, QStringLiteral("media-play"), tr("&Animate Layers"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    play_->setCheckable(true);
}

void LayerBar::createControls()
{
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setMinimumWidth(160);
    slider_->setPageStep(5);
    slider_->setToolTip(tr("Drag to move through the layers"));
    setAccessibleName(tr("Layers"));
    spin_ = new LayerSpinBox(this);
    // Two messages that some languages say alike (Japanese 表示中のレイヤー), which a
    // switch could not tell apart: said again after it.
    TranslatedText::keep(spin_, [this] {
        slider_->setAccessibleName(tr("Layer shown"));
        spin_->setToolTip(tr("The layer shown"));
        spin_->setAccessibleName(spin_->toolTip());
    });
    spin_->installEventFilter(this);
    speed_ = new QComboBox(this);
    speed_->addItems({tr("Slow"), tr("Normal"), tr("Fast")});
    TextFit::fitItems(speed_);
    speed_->setCurrentIndex(std::clamp(animationSpeed.value(), 0, 2));
    speed_->setToolTip(tr("Animation speed"));
    speed_->setAccessibleName(speed_->toolTip());
    mode_ = new QComboBox(this);
    mode_->addItems({tr("By layer"), tr("By move")});
    TextFit::fitItems(mode_);
    mode_->setCurrentIndex(animationMoves.value() ? 1 : 0);
    mode_->setToolTip(tr("Animate the layers one by one, or replay the moves in their order"));
    mode_->setAccessibleName(tr("Animation mode"));
    timer_ = new QTimer(this);
    timer_->setInterval(interval());
}

void LayerBar::layOut()
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->setSpacing(4);
    layout->addWidget(buttonFor(first_, this));
    layout->addWidget(buttonFor(previous_, this));
    layout->addWidget(spin_);
    layout->addWidget(buttonFor(next_, this));
    layout->addWidget(buttonFor(last_, this));
    layout->addWidget(slider_, 1);
    layout->addSpacing(8);
    layout->addWidget(buttonFor(play_, this));
    layout->addWidget(mode_);
    layout->addWidget(speed_);
}

void LayerBar::connectParts()
{
    connect(first_, &QAction::triggered, this, [this] { doc_->setCurrentLayer(0); });
    connect(previous_, &QAction::triggered, this, [this] { doc_->setCurrentLayer(doc_->currentLayer() - 1); });
    connect(next_, &QAction::triggered, this, [this] { doc_->setCurrentLayer(doc_->currentLayer() + 1); });
    connect(last_, &QAction::triggered, this, [this] { doc_->setCurrentLayer(doc_->viewSteps() - 1); });
    connect(slider_, &QSlider::valueChanged, doc_, &Document::setCurrentLayer);
    connect(spin_, &QSpinBox::valueChanged, doc_, &Document::setCurrentLayer);
    // Enter in the box: back to the board, whose keys come next.
    connect(spin_, &QSpinBox::editingFinished, this, [this] {
        if (spin_->hasFocus())
            emit done();
    });
    connect(play_, &QAction::toggled, this, &LayerBar::setAnimating);
    connect(speed_, &QComboBox::currentIndexChanged, this, [this](int index) {
        animationSpeed.setValue(index);
        timer_->setInterval(interval());
    });
    connect(mode_, &QComboBox::currentIndexChanged, this, [this](int index) {
        setAnimating(false);
        animationMoves.setValue(index == 1);
        timer_->setInterval(interval());
    });
    connect(timer_, &QTimer::timeout, this, &LayerBar::step);
    connect(doc_, &Document::gridChanged, this, [this] { setAnimating(false); });
    // Stepping by hand ends a replay of the moves.
    connect(doc_, &Document::currentLayerChanged, this, [this] {
        if (replayed_ >= 0)
            setAnimating(false);
    });
    connect(doc_, &Document::gridChanged, this, &LayerBar::sync);
    connect(doc_, &Document::currentLayerChanged, this, &LayerBar::sync);
}

int LayerBar::interval() const
{
    const int i = std::clamp(speed_->currentIndex(), 0, 2);
    return animatesMoves() ? moveIntervals[i] : layerIntervals[i];
}

bool LayerBar::animatesMoves() const
{
    return mode_->currentIndex() == 1;
}

void LayerBar::setAnimatesMoves(bool moves)
{
    mode_->setCurrentIndex(moves ? 1 : 0);
}

bool LayerBar::isAnimating() const
{
    return timer_->isActive();
}

void LayerBar::setAnimating(bool on)
{
    if (on == timer_->isActive())
        return;
    if (on) {
        if (animatesMoves()) {
            replayed_ = 1;
            emit replayChanged(replayed_);
        } else if (doc_->currentLayer() >= doc_->viewSteps() - 1) {
            // Start over when the last layer is already shown.
            doc_->setCurrentLayer(0);
        }
        timer_->start(interval());
    } else {
        timer_->stop();
        if (replayed_ >= 0) {
            replayed_ = -1;
            emit replayChanged(-1);
        }
    }
    const QSignalBlocker block(play_);
    play_->setChecked(on);
    play_->setIcon(Icons::get(on ? QStringLiteral("media-pause") : QStringLiteral("media-play")));
}

void LayerBar::step()
{
    if (replayed_ >= 0) {
        if (replayed_ >= doc_->score()) {
            setAnimating(false);
            return;
        }
        emit replayChanged(++replayed_);
        return;
    }
    if (doc_->currentLayer() >= doc_->viewSteps() - 1) {
        setAnimating(false);
        return;
    }
    doc_->setCurrentLayer(doc_->currentLayer() + 1);
}

void LayerBar::sync()
{
    const int last = std::max(0, doc_->viewSteps() - 1);
    const int k = doc_->currentLayer();
    const QSignalBlocker b1(slider_), b2(spin_);
    slider_->setRange(0, last);
    slider_->setValue(k);
    spin_->setSteps(doc_->layers(), !doc_->isOver());
    spin_->setValue(k);
    first_->setEnabled(k > 0);
    previous_->setEnabled(k > 0);
    next_->setEnabled(k < last);
    last_->setEnabled(k < last);
    play_->setEnabled(last > 0 || doc_->score() > 0);
}

bool LayerBar::eventFilter(QObject* watched, QEvent* event)
{
    // Delete is Remove Move, wherever the focus is: a layer number typed a moment ago is
    // not what the user means to delete (Backspace still edits it).
    if (watched == spin_ && event->type() == QEvent::ShortcutOverride &&
        static_cast<QKeyEvent*>(event)->matches(QKeySequence::Delete)) {
        event->ignore();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace morpion::gui
