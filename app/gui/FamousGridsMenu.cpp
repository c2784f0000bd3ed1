#include "app/gui/FamousGridsMenu.h"

#include "app/common/FamousGridList.h"
#include "app/gui/ErrorText.h"

namespace morpion::gui {

FamousGridsMenu::FamousGridsMenu(QWidget* parent)
    : QMenu(tr("Famous &Grids"), parent)
{
    setObjectName(QStringLiteral("famousGridsMenu"));
    setToolTipsVisible(true);
    const auto& grids = FamousGridList::all();
    if (!grids) {
        addAction(tr("The built-in list does not read: %1").arg(ErrorText::describe(grids.error())))->setEnabled(false);
        return;
    }
    Variant previous = grids->empty() ? Variant::T5 : grids->front().variant;
    for (const FamousGrid& g : *grids) {
        if (g.variant != previous)
            addSeparator();
        previous = g.variant;
        auto* a = addAction(tr("%1 %2 moves — %3 (%4)")
                                .arg(QString::fromLatin1(variantName(g.variant).data(), 2))
                                .arg(g.score)
                                .arg(QString::fromStdString(g.author), yearText(g)));
        a->setObjectName(QStringLiteral("famousGrid-") + QString::fromStdString(g.id));
        a->setToolTip(QStringLiteral("<b>%1</b><br>%2")
                          .arg(QString::fromStdString(g.title).toHtmlEscaped(), QString::fromStdString(g.story).toHtmlEscaped()));
        a->setStatusTip(QString::fromStdString(g.title));
        const FamousGrid* grid = &g;
        connect(a, &QAction::triggered, this, [this, grid] { emit gridChosen(grid); });
    }
}

QString FamousGridsMenu::yearText(const FamousGrid& grid)
{
    return grid.yearApproximate ? tr("c. %1").arg(grid.year) : QString::number(grid.year);
}

QString FamousGridsMenu::describe(const FamousGrid& grid)
{
    return tr("%1 — %2, %3: %4")
        .arg(QString::fromStdString(grid.title), QString::fromStdString(grid.author), yearText(grid),
             QString::fromStdString(grid.story));
}

} // namespace morpion::gui
