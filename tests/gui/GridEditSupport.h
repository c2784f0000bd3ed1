#pragma once

// Shared by gui.gridedit and gui.gridcompare: a popup menu's entry picked as it shows (the
// board's and the collection's menus), and Improve set up small and reproducible on an
// unfinished grid.

#include "GuiTestSupport.h"

#include "app/gui/document/Document.h"
#include "app/gui/search/SearchPanel.h"
#include "core/search/SearchOptions.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QMenu>
#include <QSpinBox>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <vector>

namespace morpion::gui::test {

// Triggers the entry of the next popup menu whose text contains `text`, once it shows.
inline void pickFromNextMenu(const QString& text, QStringList* seen = nullptr)
{
    QTimer::singleShot(50, [text, seen] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        if (!menu)
            return;
        QAction* hit = nullptr;
        for (QAction* a : menu->actions()) {
            if (seen)
                seen->append(a->text());
            if (!hit && a->text().contains(text))
                hit = a;
        }
        if (hit)
            hit->trigger();
        menu->close();
    });
}

// Improve set up small and reproducible, from the open grid.
inline void setUpImprove(SearchPanel* panel, int iterations)
{
    auto* algo = panel->findChild<QComboBox*>(QStringLiteral("searchAlgorithm"));
    algo->setCurrentIndex(algo->findData(static_cast<int>(SearchAlgorithm::Improve)));
    panel->findChild<QSpinBox*>(QStringLiteral("searchThreads"))->setValue(1);
    panel->findChild<QSpinBox*>(QStringLiteral("searchSeed"))->setValue(3);
    panel->findChild<QSpinBox*>(QStringLiteral("searchSeconds"))->setValue(0);
    panel->findChild<QSpinBox*>(QStringLiteral("searchTarget"))->setValue(0);
    panel->setIterationLimit(iterations);
}

// The first 90 moves of the 135 put in place as one undo step: a grid Improve can grow.
inline std::vector<Move> loadUnfinished135(Document* doc)
{
    auto start = decoded(Variant::T5, code135).movesInOrder();
    start.resize(90);
    doc->load(Variant::T5, start, QStringLiteral("start"));
    return start;
}

} // namespace morpion::gui::test
