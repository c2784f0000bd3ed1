#include "app/gui/board/ViewActions.h"

#include "app/gui/board/BoardView.h"
#include "app/gui/common/Icons.h"
#include "app/gui/common/ViewSettings.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QTimer>

#include <utility>

namespace morpion::gui {

ViewActions::ViewActions(BoardView* view, QWidget* window)
    : QObject(window)
    , view_(view)
{
    zoomIn_ = new QAction(Icons::get(QStringLiteral("zoom-in")), tr("Zoom &In"), this);
    zoomIn_->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    zoomOut_ = new QAction(Icons::get(QStringLiteral("zoom-out")), tr("Zoom &Out"), this);
    zoomOut_->setShortcut(QKeySequence::ZoomOut);
    fit_ = new QAction(Icons::get(QStringLiteral("zoom-fit")), tr("&Fit Grid"), this);
    fit_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(zoomIn_, &QAction::triggered, view_, &BoardView::zoomIn);
    connect(zoomOut_, &QAction::triggered, view_, &BoardView::zoomOut);
    connect(fit_, &QAction::triggered, view_, &BoardView::fitGrid);
    // From the search panel the board is some thirty Tabs away.
    focusBoard_ = new QAction(tr("Focus on the Boar&d"), this);
    focusBoard_->setShortcut(QKeySequence(Qt::Key_F6));
    focusBoard_->setStatusTip(tr("Move the keyboard to the board: arrows step layers, Enter plays"));
    connect(focusBoard_, &QAction::triggered, view_, [this] { view_->setFocus(Qt::ShortcutFocusReason); });

    auto toggle = [this](const QString& text, const QKeySequence& key) {
        auto* a = new QAction(text, this);
        a->setCheckable(true);
        a->setShortcut(key);
        connect(a, &QAction::toggled, this, &ViewActions::applyOptions);
        return a;
    };
    highlight_ = toggle(tr("&Highlight Current Layer"), QKeySequence(Qt::Key_L));
    ghost_ = toggle(tr("&Ghost Later Layers"), QKeySequence(Qt::Key_G));
    ghost_->setToolTip(tr("Show later layers faintly instead of hiding them"));
    numbers_ = toggle(tr("Move N&umbers"), QKeySequence(Qt::Key_N));
    legend_ = toggle(tr("&Legend"), QKeySequence());
    hints_ = toggle(tr("Hin&ts: All Legal Moves"), QKeySequence(Qt::Key_H));
    hints_->setIcon(Icons::get(QStringLiteral("hint")));

    palette_ = new QMenu(tr("&Colours"), window);
    auto* group = new QActionGroup(this);
    const std::pair<QString, QString> palettes[] = {{QStringLiteral("system"), tr("Follow the &System")},
                                                    {QStringLiteral("light"), tr("&Light")},
                                                    {QStringLiteral("dark"), tr("&Dark")}};
    for (const auto& [name, text] : palettes) {
        auto* a = palette_->addAction(text);
        a->setCheckable(true);
        a->setData(name);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, name] {
            ViewSettings::palette.setValue(name);
            emit paletteChosen(name);
        });
    }
}

void ViewActions::showPalette(const QString& name)
{
    for (QAction* a : palette_->actions())
        a->setChecked(a->data().toString() == name);
}

void ViewActions::applyOptions()
{
    paint::ViewOptions o;
    o.highlightLayer = highlight_->isChecked();
    o.ghostLater = ghost_->isChecked();
    o.showNumbers = numbers_->isChecked();
    o.showLegend = legend_->isChecked();
    view_->setOptions(o);
    view_->setHintsShown(hints_->isChecked());
    legend_->setEnabled(o.highlightLayer);
}

void ViewActions::restoreSettings()
{
    for (auto [action, setting] : {std::pair{highlight_, &ViewSettings::highlightLayer},
                                   std::pair{ghost_, &ViewSettings::ghostLater}, std::pair{numbers_, &ViewSettings::showNumbers},
                                   std::pair{legend_, &ViewSettings::showLegend}, std::pair{hints_, &ViewSettings::showHints}}) {
        const QSignalBlocker block(action);
        action->setChecked(setting->value());
    }
    applyOptions();
    const double cell = ViewSettings::cellSize.value();
    if (cell > 0)
        QTimer::singleShot(0, view_, [this, cell] { view_->setCellSize(cell); });
}

void ViewActions::saveSettings() const
{
    ViewSettings::highlightLayer.setValue(highlight_->isChecked());
    ViewSettings::ghostLater.setValue(ghost_->isChecked());
    ViewSettings::showNumbers.setValue(numbers_->isChecked());
    ViewSettings::showLegend.setValue(legend_->isChecked());
    ViewSettings::showHints.setValue(hints_->isChecked());
    ViewSettings::cellSize.setValue(view_->isFitting() ? 0.0 : view_->cellSize());
}

} // namespace morpion::gui
