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
    // One sub-menu per variant, in the list's order (5T, 5D, 4T, 4D).
    QMenu* group = nullptr;
    Variant groupVariant = Variant::T5;
    for (const FamousGrid& g : *grids) {
        const QString variant = QString::fromLatin1(variantName(g.variant).data(), 2);
        if (!group || g.variant != groupVariant) {
            group = addMenu(variantTitle(g.variant));
            group->setObjectName(QStringLiteral("famousGrids-") + variant);
            group->setToolTipsVisible(true);
            groupVariant = g.variant;
        }
        const QString year = yearText(g);
        auto* a = group->addAction(year.isEmpty() ? tr("%1 %2 moves — %3").arg(variant).arg(g.score).arg(QString::fromStdString(g.author))
                                                  : tr("%1 %2 moves — %3 (%4)").arg(variant).arg(g.score).arg(QString::fromStdString(g.author), year));
        a->setObjectName(QStringLiteral("famousGrid-") + QString::fromStdString(g.id));
        a->setToolTip(QStringLiteral("<b>%1</b><br>%2")
                          .arg(QString::fromStdString(g.title).toHtmlEscaped(), QString::fromStdString(g.story).toHtmlEscaped()));
        a->setStatusTip(QString::fromStdString(g.title));
        const FamousGrid* grid = &g;
        connect(a, &QAction::triggered, this, [this, grid] { emit gridChosen(grid); });
    }
}

QString FamousGridsMenu::variantTitle(Variant v)
{
    switch (v) {
    case Variant::T5: return tr("&5T — five points, touching");
    case Variant::D5: return tr("5&D — five points, disjoint");
    case Variant::T4: return tr("&4T — four points, touching");
    case Variant::D4: return tr("4D — four points, dis&joint");
    }
    return {};
}

QString FamousGridsMenu::yearText(const FamousGrid& grid)
{
    if (grid.year == 0)
        return {};
    return grid.yearApproximate ? tr("c. %1").arg(grid.year) : QString::number(grid.year);
}

QString FamousGridsMenu::describe(const FamousGrid& grid)
{
    const QString year = yearText(grid);
    if (year.isEmpty())
        return tr("%1 — %2: %3").arg(QString::fromStdString(grid.title), QString::fromStdString(grid.author), QString::fromStdString(grid.story));
    return tr("%1 — %2, %3: %4")
        .arg(QString::fromStdString(grid.title), QString::fromStdString(grid.author), year, QString::fromStdString(grid.story));
}

} // namespace morpion::gui
