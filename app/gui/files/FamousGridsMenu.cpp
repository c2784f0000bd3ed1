#include "app/gui/files/FamousGridsMenu.h"

#include "app/common/FamousGridList.h"
#include "app/gui/common/CoreText.h"
#include "app/gui/common/TranslatedText.h"
#include "core/base/NameList.h"

#include <optional>

namespace morpion::gui {

FamousGridsMenu::FamousGridsMenu(QWidget* parent)
    : QMenu(tr("Famous &Grids"), parent)
{
    setObjectName(QStringLiteral("famousGridsMenu"));
    setToolTipsVisible(true);
    const auto& grids = FamousGridList::all();
    if (!grids) {
        addAction(tr("The built-in list does not read: %1").arg(CoreText::describe(grids.error())))->setEnabled(false);
        return;
    }
    // Variant, score and authors; where two grids share those (Rosin's two 177), their titles
    // tell them apart.
    auto plain = [](const FamousGrid& g) {
        return tr("%1 %2 moves — %3")
            .arg(QString::fromLatin1(variantName(g.variant).data(), 2))
            .arg(g.score)
            .arg(QString::fromStdString(nameList(g.authors, CoreText::translate())));
    };
    QStringList plainLabels;
    for (const FamousGrid& g : *grids)
        plainLabels << plain(g);
    // Grouped by variant, in the list's order (5T, 5D, 4T, 4D), a separator between groups.
    std::optional<Variant> group;
    int number = 0;
    for (const FamousGrid& g : *grids) {
        if (group && g.variant != *group)
            addSeparator();
        group = g.variant;
        const bool shared = plainLabels.count(plain(g)) > 1;
        // Access keys 1-9, then A-Z: the same in every language, as Open Recent's.
        const QChar key = number < 9 ? QChar(u'1' + number) : QChar(u'A' + number - 9);
        ++number;
        auto* a = addAction(QString());
        // Built from values: said again in the new language after a switch.
        TranslatedText::keep(a, [a, &g, plain, shared, key] {
            const FamousGridWords words = famousGridWords(g, CoreText::translate());
            const QString title = QString::fromStdString(words.title);
            const QString label = plain(g);
            const QString detail = shared ? title : QString::fromStdString(words.date);
            a->setText(QStringLiteral("&%1 ").arg(key) + (detail.isEmpty() ? label : tr("%1 (%2)").arg(label, detail)));
            a->setToolTip(QStringLiteral("<b>%1</b><br>%2")
                              .arg(title.toHtmlEscaped(), QString::fromStdString(words.story).toHtmlEscaped()));
            a->setStatusTip(title);
        });
        a->setObjectName(QStringLiteral("famousGrid-") + QString::fromStdString(g.id));
        const FamousGrid* grid = &g;
        connect(a, &QAction::triggered, this, [this, grid] { emit gridChosen(grid); });
    }
}

QString FamousGridsMenu::describe(const FamousGrid& grid)
{
    const FamousGridWords words = famousGridWords(grid, CoreText::translate());
    const QString title = QString::fromStdString(words.title);
    const QString authors = QString::fromStdString(words.authors);
    const QString story = QString::fromStdString(words.story);
    const QString year = QString::fromStdString(words.date);
    if (year.isEmpty())
        return tr("%1 — %2: %3").arg(title, authors, story);
    return tr("%1 — %2, %3: %4").arg(title, authors, year, story);
}

} // namespace morpion::gui
