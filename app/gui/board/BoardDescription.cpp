#include "app/gui/board/BoardDescription.h"

#include "app/gui/common/MoveLabel.h"
#include "app/gui/document/Document.h"
#include "app/paint/BoardScene.h"

namespace morpion::gui {

QString BoardDescription::state(const Document& doc, const paint::BoardScene& scene)
{
    const QString variant = QString::fromLatin1(variantName(doc.variant()).data(), 2);
    QString text = doc.isOver() ? tr("%1 grid, score %2, finished.").arg(variant).arg(doc.score())
                                : tr("%1 grid, score %2, %n legal move(s).", nullptr, static_cast<int>(doc.legalMoves().size()))
                                      .arg(variant)
                                      .arg(doc.score());
    const int last = std::max(0, doc.layers() - 1);
    if (scene.playing) {
        int played = 0;
        for (const auto& item : scene.items)
            played += item.played;
        text += QLatin1Char(' ') + tr("In play: %n move(s) played by hand, every legal move can be played.", nullptr, played);
    } else if (scene.currentLayer >= 0) {
        //: "taken": played in this layer (bit 1 of the layer code), not selected in the interface.
        text += QLatin1Char(' ') + tr("Layer %1 of %2: %3 taken, %4 not taken, %5 legal but left untaken in an earlier layer.")
                                       .arg(scene.currentLayer)
                                       .arg(last)
                                       .arg(scene.movesWithRole(paint::BoardScene::Role::Current).size())
                                       .arg(scene.openCandidates.size())
                                       .arg(scene.taboo.size());
    } else {
        text += QLatin1Char(' ') + tr("Layer %1 of %2.").arg(doc.currentLayer()).arg(last);
    }
    return text;
}

QString BoardDescription::point(Point p, const std::vector<Move>& choices, int index)
{
    if (choices.empty())
        return tr("(%1, %2): no legal move.").arg(p.x).arg(p.y);
    const QString move = moveLabel(choices[static_cast<std::size_t>(index)]);
    if (choices.size() == 1)
        return tr("(%1, %2): Enter plays %3.").arg(p.x).arg(p.y).arg(move);
    return tr("(%1, %2): %3 lines, Enter plays line %4, %5; Tab: next line.")
        .arg(p.x)
        .arg(p.y)
        .arg(choices.size())
        .arg(index + 1)
        .arg(move);
}

} // namespace morpion::gui
